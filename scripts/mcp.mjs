/**
 * `npm run mcp`: starts the docs' MCP server (scripts/mcp.ts, lib/mcp) from a
 * JavaScript bundle, so no TypeScript is compiled at start-up. The bundle is
 * made with esbuild on the first start and again whenever one of its input
 * files has changed, and kept in node_modules/.cache/docs-mcp/ (git-ignored;
 * the DOCS_MCP_CACHE_DIR environment variable moves it). An input has changed
 * when its content has: its size and modification time are compared with
 * those recorded, and only where they differ (a build rewrites the spec data
 * the sandbox is bundled with, mostly as it was) its SHA-256. The server's options
 * are passed through: see scripts/mcp.ts.
 *
 * Plain JavaScript, run by Node itself: it has to start before anything can
 * compile TypeScript.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = 'scripts/mcp.ts';
const cacheDir = path.resolve(
  process.env.DOCS_MCP_CACHE_DIR || path.join(root, 'node_modules/.cache/docs-mcp'),
);
const bundleFile = path.join(cacheDir, 'server.cjs');
const inputsFile = path.join(cacheDir, 'inputs.json');
/** Bump when the bundle options below change, so older bundles are remade. */
const BUNDLE_FORMAT = 2;

const log = (message) => process.stderr.write(`[mcp] ${message}\n`);

/** Whether the bundle exists and every file it was made from is unchanged. */
function bundleIsFresh() {
  let recorded;
  try {
    recorded = JSON.parse(fs.readFileSync(inputsFile, 'utf8'));
  } catch {
    return false;
  }
  if (recorded.format !== BUNDLE_FORMAT || !fs.existsSync(bundleFile)) return false;
  for (const [file, {size, mtimeMs, sha256}] of Object.entries(recorded.inputs)) {
    const stat = fs.statSync(path.join(root, file), {throwIfNoEntry: false});
    if (!stat || stat.size !== size) return false;
    if (stat.mtimeMs !== mtimeMs && digest(file) !== sha256) return false;
  }
  return true;
}

/** SHA-256 of an input file, relative to the repository. */
function digest(file) {
  return createHash('sha256')
    .update(fs.readFileSync(path.join(root, file)))
    .digest('hex');
}

/** Writes a file whole or not at all: a server starting meanwhile reads the old one. */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/**
 * Bundles scripts/mcp.ts with its imports (lib/mcp, the sandbox engine, the
 * SDK, zod, MiniSearch...) into one CommonJS file, then records its inputs.
 * Returns false, having said why in one line, when it cannot.
 */
async function bundle() {
  const generated = 'lib/sandbox/spec-data.generated.json';
  if (!fs.existsSync(path.join(root, generated))) {
    log(
      `No docs build (${generated} is missing): run \`npm run build\` first, then start the MCP server again.`,
    );
    return false;
  }
  const esbuild = await import('esbuild');
  let result;
  try {
    result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      write: false,
      metafile: true,
      logLevel: 'silent',
      outfile: bundleFile,
    });
  } catch (error) {
    const first = error.errors?.[0];
    const where = first?.location ? ` (${first.location.file}:${first.location.line})` : '';
    log(`Could not bundle the MCP server: ${first?.text ?? error.message}${where}.`);
    return false;
  }
  const inputs = {};
  for (const file of Object.keys(result.metafile.inputs)) {
    const stat = fs.statSync(path.join(root, file), {throwIfNoEntry: false});
    if (stat) inputs[file] = {size: stat.size, mtimeMs: stat.mtimeMs, sha256: digest(file)};
  }
  fs.mkdirSync(cacheDir, {recursive: true});
  // The bundle first: a fresh list of inputs always describes the bundle beside it.
  writeAtomically(bundleFile, result.outputFiles[0].contents);
  writeAtomically(inputsFile, JSON.stringify({format: BUNDLE_FORMAT, inputs}));
  return true;
}

// Silent when it works: without a build, the server's one line is the only output.
if (!bundleIsFresh() && !(await bundle())) process.exit(1);
// The bundle runs the server (reading process.argv) as it loads.
createRequire(import.meta.url)(bundleFile);
