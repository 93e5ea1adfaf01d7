import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The build first, so that its compiler's cache stays in the system's temporary folder; then
    // the run gets a temporary folder of its own, which must be empty when the run ends.
    globalSetup: ['test/support/build-dist.ts', 'test/support/temp-guard.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // End-to-end tests start real processes and servers; two cores cannot run many at once.
    maxWorkers: 2,
    // GitHub's workflow parser imports its JSON schemas without an import attribute, which Node
    // refuses; through Vite's transform they load.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
