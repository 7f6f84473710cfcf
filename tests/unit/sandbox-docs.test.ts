/**
 * What the testing guide says about the sandbox (docs/guides/testing.mdx,
 * "Sandbox and test inputs") against the engine: every free-text query it
 * names finds addresses, every example filter and bias does what the
 * sentence says, and every limit it states is the engine's.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createSandbox, testKeys} from '../../lib/sandbox';
import {MAX_BODY_DEPTH, STATE_LIMITS} from '../../lib/sandbox/engine';
import {MAX_BIAS_TERMS, MAX_FILTER_TERMS, SANDBOX_CALLER} from '../../lib/sandbox/search';

const guide = fs.readFileSync(
  path.join(__dirname, '..', '..', 'docs', 'guides', 'testing.mdx'),
  'utf8',
);
const section = guide.slice(guide.indexOf('### The test dataset'), guide.indexOf('## A test plan'));
const sandbox = createSandbox();
const key = {authorization: `api_key="${testKeys.usable}"`};
const suggestions = (query: Record<string, string>) => {
  const response = sandbox.handle({
    method: 'GET',
    path: '/autocomplete/addresses',
    query,
    headers: key,
  });
  expect(response.status, JSON.stringify(query)).toBe(200);
  return (response.body as {result: {hits: {suggestion: string}[]}}).result.hits.map(
    (hit) => hit.suggestion,
  );
};

describe('testing guide: the sandbox section', () => {
  it('names free-text queries that find dataset addresses', () => {
    for (const query of ['sample', 'example ave', 'sandbox', 'high street', '1200 pearl st']) {
      expect(section).toContain(`\`${query}\``);
    }
    for (const query of ['sample', 'example ave', 'sandbox']) {
      expect(suggestions({query}).length, query).toBeGreaterThan(0);
    }
    expect(suggestions({query: 'high street', context: 'GBR'}).length).toBeGreaterThan(3);
    expect(suggestions({query: '1200 pearl st'})).toHaveLength(3);
  });

  it('states what its example filter and biases do', () => {
    expect(section).toContain('`state_code=OR` on `1200 pearl st` leaves the Eugene address');
    expect(suggestions({query: '1200 pearl st', state_code: 'OR'})).toEqual([
      '1200 Pearl St, Eugene, OR 97401',
    ]);
    expect(section).toContain(
      '`postcode_area=QH` on `high street` with `context=GBR` keeps the INVERTEST businesses',
    );
    const invertest = suggestions({query: 'high street', context: 'GBR', postcode_area: 'QH'});
    expect(invertest.length).toBeGreaterThan(0);
    expect(invertest.every((text) => text.includes('Invertest'))).toBe(true);
    expect(section).toContain(
      '`bias_state_code=TX` on `sample` moves the Texas addresses to the top',
    );
    const biased = suggestions({query: 'sample', bias_state_code: 'TX'});
    expect(biased[0]).toMatch(/, TX \d{5}$/);
    expect(suggestions({query: 'sample'})[0]).not.toMatch(/, TX \d{5}$/);
    expect(section).toContain('places every caller in central Denver');
    expect(SANDBOX_CALLER).toMatchObject({
      lat: expect.closeTo(39.74, 1),
      lon: expect.closeTo(-104.99, 1),
    });
  });

  it('states the engine’s own limits', () => {
    const numbers = (text: string) => Number(text.replace(/,/g, ''));
    expect(numbers(/more than (\d+) filter terms answer `40014`/.exec(section)![1])).toBe(
      MAX_FILTER_TERMS,
    );
    expect(numbers(/more than (\d+) bias terms `40013`/.exec(section)![1])).toBe(MAX_BIAS_TERMS);
    expect(numbers(/([\d,]+) licensees/.exec(section)![1])).toBe(STATE_LIMITS.licensees);
    expect(numbers(/([\d,]+) configs/.exec(section)![1])).toBe(STATE_LIMITS.configs);
    expect(numbers(/([\d,]+) characters in one value/.exec(section)![1])).toBe(
      STATE_LIMITS.stringLength,
    );
    expect(numbers(/([\d,]+) KB of settings/.exec(section)![1]) * 1024).toBe(
      STATE_LIMITS.totalSize,
    );
    expect(numbers(/nested more than (\d+) levels/.exec(section)![1])).toBe(MAX_BODY_DEPTH);
  });
});
