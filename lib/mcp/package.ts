/**
 * The docs MCP server as an npm package, published with the site: one
 * tarball that an agent's client installs and starts with
 * `npx -y <docs origin>/<name>.tgz`. It holds the server already bundled
 * (one CommonJS file, no dependencies to install, no TypeScript) and the docs
 * data it reads, so once downloaded it needs no network:
 *
 *     package/package.json   name, version, bin, engines; no dependencies
 *     package/server.cjs     the server and everything it imports (esbuild)
 *     package/README.md
 *     package/data/          llms.txt, openapi.json, sandbox/test-inputs.json,
 *                            docs/**\/*.md (the twins) and anchors.json (the
 *                            heading ids of the built pages, which it does
 *                            not carry)
 *
 * The tarball is reproducible: files in name order, fixed times and modes,
 * no owner (`portable`), as `npm pack` writes them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {builtHtmlPath} from '../build-output/files';
import {ANCHORS_FILE, htmlHeadings, requiredFiles, type BuiltHeading} from './data';

export interface McpPackageOptions {
  /** The build folder: the data is read from it and the tarball written into it. */
  outDir: string;
  /** The server's entry file, relative to `siteDir`; esbuild bundles it. */
  entry: string;
  siteDir: string;
  /** npm name, e.g. `@example/docs-mcp`. */
  name: string;
  /** The command the package installs (its `bin`). */
  command: string;
  /** Route path of the tarball on the site, e.g. `/example-docs-mcp.tgz`. */
  path: string;
  version: string;
  description: string;
  /** The package's README. */
  readme: string;
  /**
   * Data files the build writes in another plugin's postBuild, which may not
   * have run yet, by path under the data folder and with their text
   * (`docs/changelog/changes.json` for get_changelog).
   */
  extraData?: Record<string, string>;
}

/** npm's date for every file of a tarball it packs (times are not content). */
const PACK_TIME = new Date('1985-10-26T08:15:00.000Z');

/** Every file under `dir`, relative to it with `/`, in name order. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true, withFileTypes: true}) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** The built HTML page of a route, if the build has one. */
function builtPage(outDir: string, route: string): string | undefined {
  const file = builtHtmlPath(outDir, route);
  return file === undefined ? undefined : fs.readFileSync(file, 'utf8');
}

/** Copies the data the server reads, and the heading ids of the pages of its twins. */
function copyData(outDir: string, dataDir: string): void {
  for (const file of requiredFiles.filter((name) => name !== 'docs')) {
    fs.mkdirSync(path.dirname(path.join(dataDir, file)), {recursive: true});
    fs.copyFileSync(path.join(outDir, file), path.join(dataDir, file));
  }
  const anchors: Record<string, BuiltHeading[]> = {};
  for (const file of filesUnder(path.join(outDir, 'docs')).filter((f) => f.endsWith('.md'))) {
    const target = path.join(dataDir, 'docs', file);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.copyFileSync(path.join(outDir, 'docs', file), target);
    const route = `/docs/${file.replace(/\.md$/, '')}`;
    const html = builtPage(outDir, route);
    if (html !== undefined) anchors[route] = htmlHeadings(html);
  }
  fs.writeFileSync(path.join(dataDir, ANCHORS_FILE), `${JSON.stringify(anchors)}\n`);
}

/** Bundles the entry into one CommonJS file that runs as a command. */
async function bundleServer(options: McpPackageOptions, outfile: string): Promise<void> {
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: options.siteDir,
    entryPoints: [options.entry],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    outfile,
    banner: {js: '#!/usr/bin/env node'},
    legalComments: 'none',
    logLevel: 'silent',
  });
}

/**
 * Writes the package's tarball at `options.path` in the build, from the
 * build's data; returns the tarball's file. Throws, naming what is missing,
 * when the build lacks a file the server reads.
 */
export async function writeMcpPackage(options: McpPackageOptions): Promise<string> {
  for (const file of requiredFiles) {
    if (!fs.existsSync(path.join(options.outDir, file))) {
      throw new Error(`the MCP package needs ${file} in the build, which has none.`);
    }
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-package-'));
  try {
    await bundleServer(options, path.join(staging, 'server.cjs'));
    copyData(options.outDir, path.join(staging, 'data'));
    for (const [file, text] of Object.entries(options.extraData ?? {})) {
      const target = path.join(staging, 'data', file);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, text);
    }
    const manifest = {
      name: options.name,
      version: options.version,
      description: options.description,
      license: 'UNLICENSED',
      bin: {[options.command]: 'server.cjs'},
      engines: {node: '>=20'},
      files: ['server.cjs', 'data', 'README.md'],
    };
    fs.writeFileSync(path.join(staging, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.writeFileSync(path.join(staging, 'README.md'), options.readme);
    const files = filesUnder(staging);
    for (const file of files) {
      const full = path.join(staging, file);
      fs.chmodSync(full, file === 'server.cjs' ? 0o755 : 0o644);
      fs.utimesSync(full, PACK_TIME, PACK_TIME);
    }
    const tarball = path.join(options.outDir, options.path);
    const tar = await import('tar');
    await tar.create(
      {
        file: tarball,
        cwd: staging,
        gzip: {level: 9},
        portable: true,
        prefix: 'package',
        mtime: PACK_TIME,
        noDirRecurse: true,
      },
      files,
    );
    return tarball;
  } finally {
    fs.rmSync(staging, {recursive: true, force: true});
  }
}
