import { defineConfig } from 'vitest/config';

/**
 * The tests that run the bundled action (dist/index.js as a process, directly or through a
 * scenario, the demo or `npm run local`): only they need the build. action-runner.ts fails a test
 * outside this list that tries to run the bundle.
 */
const END_TO_END = [
  'test/e2e/**/*.test.ts',
  'test/reliability/{bad-input,concurrency,faults,hung-service,interrupted,secrets}.test.ts',
  'test/demo.test.ts',
  'test/local-run.test.ts',
];

/**
 * The tests that read a whole folder of the real-file corpus (test/fixtures/real/<format>/): over
 * half of the unit tests' time, so they are a project of their own, out of the quick loop
 * (`npm run test:unit`) and in `npm run test:corpus` and `npm test`. A test that reads a folder
 * of the corpus whole is named `*real-files.test.ts`.
 */
const CORPUS = ['test/**/*real-files.test.ts'];

/** What the projects share. */
const common = {
  testTimeout: 30_000,
  hookTimeout: 30_000,
  // GitHub's workflow parser imports its JSON schemas without an import attribute, which Node
  // refuses; through Vite's transform they load.
  server: { deps: { inline: ['@actions/workflow-parser'] } },
};

export default defineConfig({
  test: {
    // The root's global setup runs after the projects' (the build first, so that its compiler's
    // cache stays in the system's temporary folder); it gives the run a temporary folder of its
    // own, which must be empty when the run ends.
    globalSetup: ['test/support/temp-guard.ts'],
    // End-to-end tests start real processes and servers; two cores cannot run many at once.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...common,
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [...END_TO_END, ...CORPUS],
          env: { L10N_SYNC_TEST_PROJECT: 'unit' },
          isolate: false,
        },
      },
      {
        test: {
          ...common,
          name: 'corpus',
          include: CORPUS,
          env: { L10N_SYNC_TEST_PROJECT: 'corpus' },
          isolate: false,
        },
      },
      {
        test: {
          ...common,
          name: 'e2e',
          include: END_TO_END,
          globalSetup: ['test/support/build-dist.ts'],
        },
      },
    ],
  },
});
