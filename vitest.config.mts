import {defineConfig} from 'vitest/config';

/**
 * Unit tests: pure logic of local plugins, data catalogues and content checks.
 * They all live in tests/unit (helpers in tests/support);
 * tests/unit/test-layout.test.ts fails on a test file anywhere else, which
 * this include would silently leave out.
 */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', 'json'],
    outputFile: {json: 'test-results/unit.json'},
    testTimeout: 30_000,
  },
});
