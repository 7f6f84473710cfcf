import type {PluginConfig} from '@docusaurus/types';
import {searchThemes} from './search';

/** Themes beyond the classic preset: local search (options in ./search). */
export const themes: PluginConfig[] = [...searchThemes];
