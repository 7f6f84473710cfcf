import {describe, expect, it} from 'vitest';
import {createSandbox, testKeys, testQueries as catalogueTestQueries} from '../../lib/sandbox';
import {DEFAULT_CONFIG, type PlaygroundConfig} from '../../src/components/Playground/config';
import {countries, freeTextQueries, testQueries} from '../../src/components/Playground/sandbox';
import {
  allowedCountries,
  findRequest,
  keyCheckRequest,
  populate,
  readAddress,
  readKeyCheck,
  readSuggestions,
  resolveRequest,
  startingCountry,
} from '../../src/components/Playground/widget';

const config = (change: Partial<PlaygroundConfig> = {}): PlaygroundConfig => ({
  ...DEFAULT_CONFIG,
  ...change,
});

describe('playground on the sandbox engine', () => {
  it('lists the test key countries and the test queries of the catalogue', () => {
    expect(countries.map((country) => country.iso_3)).toEqual(expect.arrayContaining(['USA']));
    expect(testQueries).toBe(catalogueTestQueries);
    expect(testQueries.some((test) => test.context === 'USA')).toBe(true);
    expect(testQueries.some((test) => test.context === 'GBR')).toBe(true);
  });

  it('passes the key check and starts in the detected country', () => {
    const check = readKeyCheck(createSandbox().handle(keyCheckRequest(testKeys.usable)));
    expect(check.available).toBe(true);
    const start = startingCountry(
      allowedCountries(check.contexts, config()),
      check.context,
      config(),
    );
    expect(start?.iso_3).toBe(check.context);
  });

  it('fails the key check for the failing test key', () => {
    const check = readKeyCheck(createSandbox().handle(keyCheckRequest(testKeys.failing)));
    expect(check.available).toBe(false);
  });

  // Each test query with suggestions, sent as the widget sends it (key in the query string).
  it.each(testQueries.filter((test) => test.format))(
    '$query suggests, resolves free of charge and fills at least three fields',
    (test) => {
      const sandbox = createSandbox();
      const settings = config({format: test.format});
      const find = sandbox.handle(findRequest(settings, test.query, test.context ?? 'USA'));
      expect(find.matchedCase?.id).toBe(test.id);
      const hits = readSuggestions(find);
      if (hits instanceof Error) throw hits;
      expect(hits.length).toBeGreaterThan(0);
      const resolved = sandbox.handle(resolveRequest(settings.format, hits[0].id));
      expect(resolved.status).toBe(200);
      expect(resolved.matchedCase).toBeDefined();
      const address = readAddress(resolved);
      if (address instanceof Error) throw address;
      const filled = Object.values(populate(address, settings)).filter(Boolean);
      expect(filled.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('answers a test query that signals an error with an error the widget reports', () => {
    const failing = testQueries.find((test) => !test.format && test.query.includes('CLIP'));
    expect(failing).toBeDefined();
    const response = createSandbox().handle(findRequest(config(), failing!.query, 'GBR'));
    expect(readSuggestions(response)).toBeInstanceOf(Error);
  });

  it.each(freeTextQueries)(
    'free text $query finds dataset addresses that its filter narrows, as the widget sends it',
    (free) => {
      const sandbox = createSandbox();
      const suggest = (queryOptions: Record<string, string>) => {
        const response = sandbox.handle(
          findRequest(config({format: free.format, queryOptions}), free.query, free.context),
        );
        expect(response.matchedCase).toBeUndefined();
        const hits = readSuggestions(response);
        if (hits instanceof Error) throw hits;
        return hits;
      };
      const all = suggest({});
      const narrowed = suggest(free.narrow);
      expect(all.length).toBeGreaterThanOrEqual(3);
      expect(narrowed.length).toBeGreaterThan(0);
      expect(narrowed.length).toBeLessThan(all.length);
      for (const [name, value] of Object.entries(free.narrow)) {
        expect(free.description).toContain(`\`${name}\` \`${value}\``);
      }
      const resolved = readAddress(sandbox.handle(resolveRequest(free.format, narrowed[0].id)));
      if (resolved instanceof Error) throw resolved;
      expect(
        Object.values(populate(resolved, config({format: free.format}))).filter(Boolean).length,
      ).toBeGreaterThanOrEqual(3);
    },
  );
});
