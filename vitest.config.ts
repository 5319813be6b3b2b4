import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './test/support/slow-first-sequencer.ts';

export default defineConfig({
  test: {
    // Builds the site once for the files that only read it (test/support/shared-site.ts).
    globalSetup: ['test/support/build-shared-site.ts'],
    include: ['src/**/*.test.ts', 'templates/**/*.test.{ts,tsx}', 'assets/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Site builds are CPU-heavy; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // Each file imported the engine, React, shiki and the site afresh: 69 s of a 4 min 47 s run. Files share
    // modules in a worker instead (3 min 37 s), so no test may change a module's state: stubs are undone in
    // afterAll, and nothing is mocked with vi.mock, which would reach the files after it.
    isolate: false,
    sequence: { sequencer: SlowFirstSequencer },
  },
});
