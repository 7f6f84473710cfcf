import type {PluginConfig} from '@docusaurus/types';

/**
 * Themes beyond the classic preset: docusaurus-theme-openapi-docs renders the
 * API reference (docs instance `api`, see config/api-docs.ts). Search is not
 * a theme: see ./search.
 */
export const themes: PluginConfig[] = ['docusaurus-theme-openapi-docs'];
