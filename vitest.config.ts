import { accessSync, constants } from 'node:fs';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './test/support/slow-first-sequencer.ts';

/** Whether a folder is there to write in. */
function writable(folder: string): boolean {
  try {
    accessSync(folder, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

// The tests make hundreds of throwaway projects, builds and package installs, they and the commands they run under
// the system's temporary folder. Where the machine has a memory-backed /dev/shm and TMPDIR names no other place,
// they are made there: a whole run took 252 s instead of 313 s, and 61 s of system time instead of 162.
if (process.env.TMPDIR === undefined && writable('/dev/shm')) process.env.TMPDIR = '/dev/shm';

export default defineConfig({
  test: {
    // Builds the site once for the files that only read it (test/support/shared-site.ts).
    globalSetup: ['test/support/build-shared-site.ts'],
    include: ['src/**/*.test.ts', 'templates/**/*.test.{ts,tsx}', 'assets/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Site builds are CPU-heavy, but many tests wait on a browser or a process: three files at a time kept a
    // 2-core machine busier than two (a whole run: 313 s against 325 s).
    maxWorkers: 3,
    // Each file imported the engine, React, shiki and the site afresh: 69 s of a 4 min 47 s run. Files share
    // modules in a worker instead (3 min 37 s), so no test may change a module's state: stubs are undone in
    // afterAll, and nothing is mocked with vi.mock, which would reach the files after it.
    isolate: false,
    sequence: { sequencer: SlowFirstSequencer },
  },
});
