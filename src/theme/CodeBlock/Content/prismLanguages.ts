/**
 * Prism grammars that only the API reference uses: its request samples are
 * in PHP, Ruby and Java. The grammars every page needs are in
 * `themeConfig.prism.additionalLanguages`; these are registered only when a
 * code block in that language is first highlighted (./Highlighted.tsx, which
 * the browser loads only for a block the server did not render).
 *
 * Registering a Prism language walks every grammar already registered, so
 * each one costs start-up time: on every page of the site when it sits in
 * `additionalLanguages`, and on every API page if registered up front.
 */
import {Prism} from 'prism-react-renderer';

type WithPrism = typeof globalThis & {Prism?: typeof Prism};

/* eslint-disable @typescript-eslint/no-require-imports -- a component must load after the global is set */
const loaders: Readonly<Record<string, () => void>> = {
  php: () => {
    require('prismjs/components/prism-markup-templating.js');
    require('prismjs/components/prism-php.js');
  },
  ruby: () => require('prismjs/components/prism-ruby.js'),
  java: () => require('prismjs/components/prism-java.js'),
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** Registers the grammar of `language` if it is one of the API-only ones and missing. */
export function ensurePrismLanguage(language: string): void {
  const load = loaders[language];
  if (!load || Prism.languages[language]) return;
  // Prism's language components extend the `Prism` global; mount the
  // instance prism-react-renderer uses there while they load, as the
  // classic theme does for `additionalLanguages`.
  const scope = globalThis as WithPrism;
  const before = scope.Prism;
  scope.Prism = Prism;
  try {
    load();
  } finally {
    if (before === undefined) Reflect.deleteProperty(scope, 'Prism');
    else scope.Prism = before;
  }
}
