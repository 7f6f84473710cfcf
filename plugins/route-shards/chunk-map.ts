/**
 * The chunk maps of the bundler's runtime, per shard.
 *
 * The runtime of the main bundle knows the file of every chunk the site can
 * load: `__webpack_require__.u` maps each chunk id to its name and content
 * hash, and Docusaurus's `__webpack_require__.gca` (ChunkAssetPlugin) maps
 * each chunk name to its id. With a page's chunks loaded only from its route
 * shard, those entries need not be in every page's runtime: this step moves
 * them into the shard that loads them. Before minification (so the minifier
 * compacts the result) and before the real content hashes are computed (so
 * the moved file names get the final hashes, as the runtime's would):
 * - each page chunk's entries are removed from the runtime's maps;
 * - the shard's placeholder string (`"__ROUTE_SHARD_FILES_3__"`) becomes an
 *   object of those files and names, which client.ts adds to `u` and `gca`
 *   when the shard runs, before any of its chunks loads.
 * The runtime code's shape is the bundler's; a shape this code does not find
 * fails the build, naming the asset.
 */

/** Files and names of one shard's chunks, as client.ts's registerChunkFiles takes them. */
export interface ShardFiles {
  /** Chunk id → file, relative to the public path (`assets/js/1a2b3c4d.89abcdef.js`). */
  files: Record<string, string>;
  /** Chunk name → chunk id. */
  names: Record<string, string>;
}

export const placeholder = (shardId: number) => `__ROUTE_SHARD_FILES_${shardId}__`;

/** Where the body of the function assigned at `marker` ends (matching braces, strings skipped). */
function functionBody(source: string, marker: string): {start: number; end: number} | null {
  const at = source.indexOf(marker);
  if (at === -1) return null;
  const open = source.indexOf('{', at + marker.length);
  if (open === -1) return null;
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < source.length; i += 1) {
    const char = source[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return {start: open, end: i + 1};
    }
  }
  return null;
}

const ENTRY =
  /^\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([\w$]+))\s*:\s*"((?:[^"\\]|\\.)*)"\s*$/;

/**
 * Filters the string-to-string object literals inside the function assigned
 * at `marker` (`{"10038": "56047976", ...}`), keeping the entries `keep`
 * accepts. Returns the new source and how many entries went, or null when
 * there is no such function.
 */
export function filterMaps(
  source: string,
  marker: string,
  keep: (key: string, value: string) => boolean,
): {source: string; removed: number} | null {
  const body = functionBody(source, marker);
  if (!body) return null;
  let removed = 0;
  const text = source
    .slice(body.start + 1, body.end - 1)
    .replace(/\{([^{}]*)\}/g, (literal, inner: string) => {
      if (inner.trim() === '') return literal;
      // Rspack writes a trailing comma (`"9": "a",}`): no entry after it.
      const parts = inner.split(/,(?=\s*(?:"|'|[\w$]+\s*:)|\s*$)/).filter((part) => part.trim());
      const entries = parts.map((part) => ENTRY.exec(part));
      if (entries.some((entry) => entry === null)) return literal;
      const kept = entries.filter((entry) => {
        const key = entry![1] ?? entry![2] ?? entry![3];
        const ok = keep(key, entry![4]);
        if (!ok) removed += 1;
        return ok;
      });
      return `{${kept.map((entry) => `${JSON.stringify(entry![1] ?? entry![2] ?? entry![3])}: ${JSON.stringify(entry![4])}`).join(', ')}}`;
    });
  return {
    source: `${source.slice(0, body.start + 1)}${text}${source.slice(body.end - 1)}`,
    removed,
  };
}

/** The runtime functions whose maps list chunks (the bundler's `u`, Docusaurus's `gca`). */
const RUNTIME_MARKERS = {
  filename: '__webpack_require__.u = ',
  chunkAsset: '__webpack_require__.gca = ',
} as const;

/**
 * The runtime without the given chunks: their ids out of `u`'s maps, their
 * names out of `gca`'s. Throws, naming the asset, when either function is
 * missing or lists none of them.
 */
export function removeFromRuntime(
  source: string,
  chunks: {ids: ReadonlySet<string>; names: ReadonlySet<string>},
  asset: string,
): string {
  const filename = filterMaps(source, RUNTIME_MARKERS.filename, (id) => !chunks.ids.has(id));
  if (!filename)
    throw new Error(`route-shards: ${asset} has no \`${RUNTIME_MARKERS.filename.trim()}\``);
  const asset2 = filterMaps(
    filename.source,
    RUNTIME_MARKERS.chunkAsset,
    (name) => !chunks.names.has(name),
  );
  if (!asset2)
    throw new Error(`route-shards: ${asset} has no \`${RUNTIME_MARKERS.chunkAsset.trim()}\``);
  if (chunks.ids.size > 0 && (filename.removed === 0 || asset2.removed === 0)) {
    throw new Error(
      `route-shards: the chunk maps of ${asset} list none of the shards' chunks (its format changed?)`,
    );
  }
  return asset2.source;
}

/** A shard's source with its placeholder replaced by its files and names. */
export function fillShard(
  source: string,
  shardId: number,
  files: ShardFiles,
  asset: string,
): string {
  const pattern = new RegExp(`(["'])${placeholder(shardId)}\\1`);
  if (!pattern.test(source)) {
    throw new Error(`route-shards: ${asset} has no ${placeholder(shardId)} placeholder`);
  }
  return source.replace(pattern, JSON.stringify(files));
}
