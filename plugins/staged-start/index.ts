/**
 * Starts the browser bundle in short tasks (see ./client-entry.ts).
 *
 * Docusaurus's client build has one entry, its client entry module. This
 * plugin replaces it, in production client builds only, with
 * ./client-entry.ts, which evaluates the same modules a group at a time and
 * then requires Docusaurus's entry. The server bundle and the development
 * server keep Docusaurus's entry.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The entry module of the staged start. */
export const STAGED_ENTRY = path.join(__dirname, 'client-entry.ts');

/** The bundler configuration this plugin merges, or nothing for builds it leaves alone. */
export function entryOverride(
  isServer: boolean,
  mode: string | undefined,
): {entry: string} | undefined {
  if (isServer || mode !== 'production') return undefined;
  return {entry: STAGED_ENTRY};
}

export default function stagedStartPlugin(): Plugin {
  return {
    name: 'staged-start',
    configureWebpack(config, isServer) {
      const override = entryOverride(isServer, config.mode);
      return override ? {mergeStrategy: {entry: 'replace'}, ...override} : {};
    },
  };
}
