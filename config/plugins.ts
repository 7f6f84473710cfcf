import type {PluginConfig} from '@docusaurus/types';
import contentChecks from '../plugins/content-checks';
import {clientRedirectsPlugin} from './redirects-plugin';
import {apiDocsPlugins} from './api-docs';

/** Every plugin beyond the classic preset, in one list. */
export const plugins: PluginConfig[] = [clientRedirectsPlugin, ...apiDocsPlugins, contentChecks];
