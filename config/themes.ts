import type {PluginConfig} from '@docusaurus/types';

/** Themes beyond the classic preset. */
export const themes: PluginConfig[] = [];
