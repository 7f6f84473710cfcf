import type {PluginConfig} from '@docusaurus/types';
import {searchThemes} from './search';

/**
 * Themes beyond the classic preset: docusaurus-theme-openapi-docs renders the
 * API reference (docs instance `api`, see config/api-docs.ts); local search
 * options live in ./search.
 */
export const themes: PluginConfig[] = ['docusaurus-theme-openapi-docs', ...searchThemes];
