/**
 * The OpenAPI source as written (`openapi/`, before bundling): YAML files
 * whose `$ref`s point into other files, each relative to the file it is
 * written in. Edit URLs (which file holds an operation), the facts lint and
 * the tests that read the source use this module; references are split and
 * followed with the helpers of document.ts, the one `$ref` resolver. Node
 * only (it reads files); files are named by their path from the site
 * directory, with `/` separators.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {
  applicableParameters,
  HTTP_METHODS,
  parseRef,
  refOf,
  valueAt,
  type HttpMethod,
  type Operation,
  type Parameter,
  type PathItem,
} from './document';

/** Reads (parses) a YAML file of the source, named by its path from the site directory. */
export type ReadYaml = (file: string) => unknown;

/** Every YAML file under a folder, at any depth, sorted. */
export function yamlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return yamlFiles(full);
      return /\.ya?ml$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** Parses a YAML file given its path from the site directory. */
export function readYamlFile(file: string, siteDir = process.cwd()): unknown {
  return parse(fs.readFileSync(path.join(siteDir, file), 'utf8'));
}

/** A reader that parses each file once. */
function cachedReader(read: ReadYaml): ReadYaml {
  const cache = new Map<string, unknown>();
  return (file) => {
    if (!cache.has(file)) cache.set(file, read(file));
    return cache.get(file);
  };
}

/**
 * Follows a reference written in `file` (`paths/b.yaml`,
 * `../components/parameters.yaml#/Key`, `#/Local`) and the references it
 * leads to, each relative to the file that holds it. Returns the target and
 * the file it is in; a value that is no reference is returned with `file`.
 * Throws, naming the reference and its file, on one that points nowhere or a
 * loop.
 */
export function resolveSourceRef<T>(
  file: string,
  value: T,
  read: ReadYaml,
): {file: string; value: T} {
  let current: unknown = value;
  let where = file;
  const seen: string[] = [];
  for (let ref = refOf(current); ref !== undefined; ref = refOf(current)) {
    const parts = parseRef(ref);
    const target = parts.file
      ? path.posix.normalize(path.posix.join(path.posix.dirname(where), parts.file))
      : where;
    const key = `${target}#${parts.pointer.join('/')}`;
    if (seen.includes(key)) throw new Error(`${where}: the reference ${ref} leads back to itself.`);
    seen.push(key);
    const next = valueAt(read(target), parts.pointer);
    if (next === undefined) throw new Error(`${where}: unresolved reference ${ref}.`);
    current = next;
    where = target;
  }
  return {file: where, value: current as T};
}

/** One operation of the source, with the file it is written in. */
export interface SourceOperation {
  method: HttpMethod;
  path: string;
  /** The file that holds the operation: its path item's `$ref`'d file, or the root for an inline one. */
  file: string;
  operation: Operation;
  /** The parameters that apply, resolved (as `listOperations` gives them for the bundle). */
  parameters: Parameter[];
}

/** Every operation of the source whose root file is `root`, in path order, then method order. */
export function listSourceOperations(root: string, read: ReadYaml): SourceOperation[] {
  const readOnce = cachedReader(read);
  const paths = valueAt(readOnce(root), ['paths']) as Record<string, unknown> | undefined;
  const entries: SourceOperation[] = [];
  for (const [route, rawItem] of Object.entries(paths ?? {})) {
    const {file, value: pathItem} = resolveSourceRef(root, rawItem as PathItem, readOnce);
    const resolved = (list: Parameter[] | undefined) =>
      (list ?? []).map((parameter) => resolveSourceRef(file, parameter, readOnce).value);
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const parameters = applicableParameters(
        resolved(operation.parameters),
        resolved(pathItem.parameters),
      );
      entries.push({method, path: route, file, operation, parameters});
    }
  }
  return entries;
}
