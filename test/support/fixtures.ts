import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from 'vitest';
import {
  startGitHubStandIn,
  type GitHubStandIn,
  type GitHubStandInOptions,
} from '../github-standin/server.ts';
import type { Emulator, EmulatorOptions } from '../emulator/server.ts';
import type { ItemShape } from '../emulator/string-items.ts';
import { makeCheckout, type Checkout } from '../pull/bundle/helpers.ts';
import { withEmulator } from './emulator.ts';
import { createGitFixture, type GitFixture } from './git-fixture.ts';
import { createScenario, type Scenario, type ScenarioOptions } from './scenario.ts';

type CheckoutFiles = Readonly<Record<string, string | Buffer>>;

/** Starts a resource for the running test; the fixture stops it when the test ends. */
export type Starter<Options, Resource> = undefined extends Options
  ? (options?: Options) => Promise<Resource>
  : (options: Options) => Promise<Resource>;

/**
 * What the tests start and must stop whatever their outcome: servers, repositories, folders.
 * Each is set up only for a test that names it, and torn down after it, failed or not, so no
 * test file keeps a `let` for `afterEach` to close.
 */
export interface Fixtures {
  /**
   * How the scenarios' emulators write string/list items unless a scenario says: `recorded` (the
   * real service's shape), or `interface`. A suite runs on both with `it.override({ itemShape })`.
   */
  itemShape: ItemShape;
  /** Starts scenarios (emulator, repository with a bare origin, GitHub stand-in). */
  startScenario: Starter<ScenarioOptions, Scenario>;
  /** Starts emulators of the service. */
  startEmulator: Starter<EmulatorOptions | undefined, Emulator>;
  /** Makes checkouts to extract bundles into (with an outside folder a bundle must not reach). */
  startCheckout: Starter<CheckoutFiles | undefined, Checkout>;
  /** A GitHub stand-in for octo-org/l10n-app. */
  github: GitHubStandIn;
  /** Starts more GitHub stand-ins, set up as a test needs (default octo-org/l10n-app). */
  startGitHub: Starter<GitHubStandInOptions | undefined, GitHubStandIn>;
  /** Starts repositories: a bare origin holding these files, and an author clone. */
  startRepository: Starter<CheckoutFiles, GitFixture>;
  /** A new empty folder under the system's temporary folder. */
  tempDir: string;
}

export const test = base.extend<Fixtures>({
  itemShape: 'recorded',
  startScenario: async ({ itemShape }, use) => {
    await owning(
      (options: ScenarioOptions) => createScenario({ itemShape, ...options }),
      (s) => s.close(),
      use,
    );
  },
  // eslint-disable-next-line no-empty-pattern
  startEmulator: async ({}, use) => {
    await owning(
      (options?: EmulatorOptions) => withEmulator(options),
      (e) => e.close(),
      use,
    );
  },
  // eslint-disable-next-line no-empty-pattern
  startCheckout: async ({}, use) => {
    await owning<CheckoutFiles | undefined, Checkout>(makeCheckout, (c) => c.remove(), use);
  },
  // eslint-disable-next-line no-empty-pattern
  startRepository: async ({}, use) => {
    await owning<CheckoutFiles, GitFixture>(createGitFixture, (r) => r.remove(), use);
  },
  // eslint-disable-next-line no-empty-pattern
  startGitHub: async ({}, use) => {
    await owning<GitHubStandInOptions | undefined, GitHubStandIn>(
      startGitHubStandIn,
      (g) => g.close(),
      use,
    );
  },
  github: async ({ startGitHub }, use) => {
    await use(await startGitHub());
  },
  // eslint-disable-next-line no-empty-pattern
  tempDir: async ({}, use) => {
    const dir = await mkdtemp(join(tmpdir(), 'l10n-test-'));
    try {
      await use(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
});

export const it = test;
export { describe, expect } from 'vitest';

/**
 * Hands the test a starter and, once the test is over, stops everything it started (in reverse
 * order, all of them even when the test or one of them fails).
 */
export async function owning<Options, Resource>(
  start: (options: Options) => Promise<Resource>,
  stop: (resource: Resource) => Promise<void>,
  use: (starter: Starter<Options, Resource>) => Promise<void>,
): Promise<void> {
  const started: Resource[] = [];
  const starter = async (options: Options): Promise<Resource> => {
    const resource = await start(options);
    started.push(resource);
    return resource;
  };
  const used = await use(starter as Starter<Options, Resource>).then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  const stopped = await Promise.allSettled(started.reverse().map(stop));
  // The test's own failure says more than a server that would not stop after it.
  if (used) throw used.error;
  const failed = stopped.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
