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
    // The test files share one module graph instead of importing it again
    // each: 111 s instead of 180 s for the whole suite on two cores, most of
    // the difference the imports (2026-11-28). A test that changes a module's
    // state (an environment variable, a global, a cache) puts it back.
    isolate: false,
  },
});
