/** posthog-docusaurus ships no types: a plugin factory whose options are PostHog's init options. */
declare module 'posthog-docusaurus' {
  import type {LoadContext, Plugin} from '@docusaurus/types';

  export default function posthogDocusaurus(
    context: LoadContext,
    options: Record<string, unknown>,
  ): Plugin;
}
