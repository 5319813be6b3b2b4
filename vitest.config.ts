import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'templates/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Site builds are CPU-heavy; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
