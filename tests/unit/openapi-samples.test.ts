/**
 * The build-time request samples: the request each operation shows, the
 * code written for it in every language (compared with fixture files), and
 * that the code parses with the language's own tools where installed.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {codeSamples, sampleRequest, withCodeSamples} from '../../lib/openapi/code-samples';
import {sampleLanguages} from '../../lib/openapi/sample-languages';
import {sampleCredentials} from '../../src/data/sample-credentials';
import {renderers} from '../../lib/openapi/sample-renderers';
import type {OpenApiDocument} from '../../lib/openapi/document';
import spec from '../fixtures/openapi/samples/spec.json';
import {
  checkSamples as checkToolchainSamples,
  formatFailures,
  skipWithout,
  type ToolchainName,
} from '../../scripts/lib/toolchains';

type Json = Record<string, unknown>;
const document = spec as unknown as OpenApiDocument;

const OPERATIONS: [string, string, string][] = [
  ['GetWidget', '/widgets/{widget}', 'get'],
  ['CreateWidget', '/widgets', 'post'],
  ['Search', '/search', 'get'],
  ['DownloadLogs', '/keys/{key}/logs', 'get'],
  ['DeleteConfig', '/keys/{key}/configs/{config}', 'delete'],
];

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-samples-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

/** Writes a sample to a file and runs a syntax check on it; throws on failure. */
function check(file: string, source: string, command: string, args: (file: string) => string[]) {
  const full = path.join(scratch, file);
  fs.mkdirSync(path.dirname(full), {recursive: true});
  fs.writeFileSync(full, source);
  execFileSync(command, args(full), {stdio: 'pipe', cwd: path.dirname(full)});
}

describe('sample request', () => {
  it('encodes path parameters, keeps required query parameters and sends the key in the Authorization header', () => {
    expect(sampleRequest(document, '/widgets/{widget}', 'get', sampleCredentials)).toEqual({
      method: 'GET',
      url: 'https://api.example.test/v1/widgets/w_1%7C2%203',
      query: [['query', 'main st']],
      headers: [['Authorization', 'api_key="ak_test"']],
      body: undefined,
      responseType: 'json',
    });
  });

  it('sends the first body example as JSON and leaves optional parameters out', () => {
    const request = sampleRequest(document, '/widgets', 'post', sampleCredentials);
    expect(request.query).toEqual([]);
    expect(request.headers).toEqual([
      ['Authorization', 'api_key="ak_test"'],
      ['Content-Type', 'application/json'],
    ]);
    expect(request.body).toEqual({
      name: 'It\'s a "widget"',
      tags: ['a', 'b'],
      size: 2,
      active: true,
      parent: null,
    });
  });

  it('shows the first query parameter when an operation requires nothing', () => {
    expect(sampleRequest(document, '/search', 'get', sampleCredentials).query).toEqual([
      ['q', '10 main st'],
    ]);
  });

  it('sends a management key in the Authorization header and reads CSV as text', () => {
    const request = sampleRequest(document, '/keys/{key}/logs', 'get', {
      apiKey: 'ak_test',
      managementKey: 'uk_example',
    });
    expect(request.query).toEqual([]);
    expect(request.headers).toEqual([['Authorization', 'user_token="uk_example"']]);
    expect(request.responseType).toBe('text');
  });

  it('puts no key in the URL of any sample, in any language', () => {
    for (const [, route, method] of OPERATIONS) {
      const request = sampleRequest(document, route, method, {
        apiKey: 'ak_secret',
        managementKey: 'uk_secret',
      });
      expect(request.query.map(([name]) => name)).not.toContain('api_key');
      expect(request.url).not.toMatch(/ak_secret|uk_secret/);
      for (const language of sampleLanguages) {
        const source = renderers[language.value](request);
        const keyLines = source.split('\n').filter((line) => /ak_secret|uk_secret/.test(line));
        expect(keyLines.length, `${route} ${language.label}`).toBeLessThanOrEqual(1);
        for (const line of keyLines)
          expect(line, `${route} ${language.label}`).toContain('Authorization');
      }
    }
  });

  it('uses path-level parameters and sends no credentials when security is empty', () => {
    const request = sampleRequest(
      document,
      '/keys/{key}/configs/{config}',
      'delete',
      sampleCredentials,
    );
    expect(request.url).toBe('https://api.example.test/v1/keys/ak_test/configs/shop');
    expect(request.query).toEqual([]);
    expect(request.headers).toEqual([]);
  });
});

describe('generated code', () => {
  it('covers eight languages in tab order with x-codeSamples names', () => {
    const samples = codeSamples(sampleRequest(document, '/search', 'get', sampleCredentials));
    expect(samples.map((sample) => sample.lang)).toEqual([
      'cURL',
      'JavaScript',
      'NodeJs',
      'Python',
      'PHP',
      'Ruby',
      'Go',
      'Java',
    ]);
    expect(sampleLanguages.map((language) => language.value)).toEqual([
      'curl',
      'js',
      'node',
      'python',
      'php',
      'ruby',
      'go',
      'java',
    ]);
  });

  it('adds x-codeSamples to every operation without changing the input', () => {
    const result = withCodeSamples(document, sampleCredentials);
    expect(JSON.stringify(document)).not.toContain('x-codeSamples');
    for (const [, route, method] of OPERATIONS) {
      const operation = ((result.paths as Json)[route] as Json)[method] as Json;
      expect(operation['x-codeSamples']).toHaveLength(8);
    }
  });

  for (const [operationId, route, method] of OPERATIONS) {
    for (const language of sampleLanguages) {
      it(`writes ${operationId} in ${language.label} as in the fixture`, async () => {
        const source = renderers[language.value](
          sampleRequest(document, route, method, sampleCredentials),
        );
        await expect(source).toMatchFileSnapshot(
          `../fixtures/openapi/samples/${operationId}/${language.value}.txt`,
        );
      });
    }
  }
});

describe('generated code parses', () => {
  const all = OPERATIONS.map(([operationId, route, method]) => ({
    operationId,
    request: sampleRequest(document, route, method, sampleCredentials),
  }));

  it('curl is valid shell', () => {
    for (const {operationId, request} of all) {
      check(`${operationId}.sh`, renderers.curl(request), 'bash', (file) => ['-n', file]);
    }
  });

  it('JavaScript and Node.js samples are valid modules', () => {
    for (const {operationId, request} of all) {
      check(`${operationId}.js`, renderers.js(request), process.execPath, (file) => [
        '--check',
        file,
      ]);
      check(`${operationId}.mjs`, renderers.node(request), process.execPath, (file) => [
        '--check',
        file,
      ]);
    }
  });

  // One batch per language (one JVM for all the Java samples); skipped only
  // outside CI when the toolchain is missing (scripts/lib/toolchains.ts).
  const toolchainChecks: [ToolchainName, string][] = [
    ['python', 'Python samples parse'],
    ['java', 'Java samples compile'],
    ['php', 'PHP samples lint'],
    ['ruby', 'Ruby samples parse'],
    ['go', 'Go samples pass go vet and are gofmt-clean'],
  ];
  for (const [language, title] of toolchainChecks) {
    it.skipIf(skipWithout(language))(
      title,
      () => {
        const samples = all.map(({operationId, request}) => ({
          name: operationId,
          source: renderers[language](request),
        }));
        const failures = checkToolchainSamples(language, samples, scratch);
        expect(failures, formatFailures(language, failures)).toEqual([]);
      },
      120_000,
    );
  }
});
