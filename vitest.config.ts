import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/build-dist.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // End-to-end tests start real processes and servers; two cores cannot run many at once.
    maxWorkers: 2,
  },
});
