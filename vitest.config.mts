import {defineConfig} from 'vitest/config';

/** Unit tests: pure logic of local plugins, data catalogues and content checks. */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'plugins/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', 'json'],
    outputFile: {json: 'test-results/unit.json'},
    testTimeout: 30_000,
  },
});
