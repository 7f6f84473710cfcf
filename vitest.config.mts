import os from 'node:os';
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
    // Vitest starts one worker fewer than the machine's cores: one on two
    // cores, so npm test's unit tests ran on one core once the build beside
    // them was done (149 s alone; 113 s with two workers, 2026-11-28).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
