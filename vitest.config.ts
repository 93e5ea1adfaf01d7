import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/build-dist.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // End-to-end tests start real processes and servers; two cores cannot run many at once.
    maxWorkers: 2,
    // GitHub's workflow parser imports its JSON schemas without an import attribute, which Node
    // refuses; through Vite's transform they load.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
