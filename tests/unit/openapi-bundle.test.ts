/**
 * The bundler turns openapi/ into one document and refuses a malformed
 * source with a message that starts with the faulty file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parse, stringify} from 'yaml';
import {bundleOpenApi, OpenApiSourceError} from '../../config/openapi-source';
import {identity} from '../../src/identity';
import {apiVersion} from '../../src/data/changelog';

const sites: string[] = [];
afterAll(() => sites.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/**
 * Copies a fixture into `openapi/` of a temporary site folder, optionally
 * overwriting some files, and bundles it from there, the way the build
 * bundles openapi/ from the site folder.
 */
function bundleFixture(name: string, overrides: Record<string, string> = {}) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-fixture-'));
  sites.push(site);
  fs.cpSync(path.resolve('tests/fixtures/openapi', name), path.join(site, 'openapi'), {
    recursive: true,
  });
  for (const [file, content] of Object.entries(overrides)) {
    fs.writeFileSync(path.join(site, 'openapi', file), content);
  }
  return bundleOpenApi({
    root: 'openapi/openapi.yaml',
    configPath: path.resolve('redocly.yaml'),
    cwd: site,
  });
}

/** A path file whose `summary` line is followed by a wrongly indented, unclosed flow list. */
const brokenYaml = fs
  .readFileSync('tests/fixtures/openapi/valid/paths/thing.yaml', 'utf8')
  .replace('  summary: Get a thing\n', '  summary: Get a thing\n    nested: [unclosed\n');

describe('OpenAPI bundler', () => {
  it('inlines the files into one document and replaces the identity placeholders', async () => {
    const document = await bundleFixture('valid');
    expect(document.servers).toEqual([{url: identity.urls.api}]);
    expect(JSON.stringify(document)).not.toContain('%%');
    const operation = (document.paths as Record<string, Record<string, unknown>>)['/things/{thing}']
      .get as {responses: Record<string, {content: Record<string, {schema: unknown}>}>};
    expect(operation.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Thing',
    });
    expect(document.components).toMatchObject({schemas: {Thing: {type: 'object'}}});
  });

  it('sets info.version to the newest changelog entry through the %%apiVersion%% placeholder', async () => {
    const document = await bundleFixture('valid');
    expect((document.info as {version: string}).version).toBe(apiVersion);
  });

  it('refuses a hard-coded info.version that disagrees with the changelog, naming the root file', async () => {
    const root = fs
      .readFileSync('tests/fixtures/openapi/valid/openapi.yaml', 'utf8')
      .replace("version: '%%apiVersion%%'", 'version: 0.0.1');
    await expect(bundleFixture('valid', {'openapi.yaml': root})).rejects.toThrow(
      /^openapi\/openapi\.yaml: info\.version is "0\.0\.1", but the newest changelog entry/,
    );
  });

  it('writes YAML that parses back to the same content as the JSON', async () => {
    const document = await bundleFixture('valid');
    const yaml = stringify(document, {aliasDuplicateObjects: false, lineWidth: 0});
    expect(parse(yaml)).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('names the file, line and column of a YAML syntax error', async () => {
    const result = bundleFixture('valid', {'paths/thing.yaml': brokenYaml});
    await expect(result).rejects.toThrow(OpenApiSourceError);
    await expect(result).rejects.toThrow(/^openapi\/paths\/thing\.yaml:3:12: Nested mappings/);
  });

  it('names the file holding a reference to a missing file', async () => {
    await expect(bundleFixture('missing-ref')).rejects.toThrow(
      /^openapi\/paths\/thing\.yaml:19:\d+: Can't resolve \$ref/,
    );
  });

  it('fails on a lint warning, such as an example that does not match its schema', async () => {
    await expect(bundleFixture('invalid-example')).rejects.toThrow(
      /^openapi\/paths\/thing\.yaml:21:\d+: warning: Example value must conform to the schema/,
    );
  });

  it('names the file holding an unknown placeholder', async () => {
    await expect(bundleFixture('unknown-token')).rejects.toThrow(
      /^openapi\/paths\/thing\.yaml: unknown identity placeholder %%nmae%%/,
    );
  });

  it('names a missing root file', async () => {
    await expect(
      bundleOpenApi({root: 'tests/fixtures/openapi/none/openapi.yaml', configPath: 'redocly.yaml'}),
    ).rejects.toThrow(
      /^tests\/fixtures\/openapi\/none\/openapi\.yaml: the OpenAPI root file does not exist/,
    );
  });
});
