import { expect } from 'vitest';
import { createClient, type LmsClient, type Revision } from '../../src/api/index.ts';
import { openApiProblems } from '../github-standin/openapi.ts';
import { startGitHubStandIn, type GitHubStandIn } from '../github-standin/server.ts';
import type { CallRecord } from '../emulator/calls.ts';
import { startEmulator, type Emulator } from '../emulator/server.ts';
import type { ItemShape } from '../emulator/string-items.ts';
import { runAction, type ActionRun } from './action-runner.ts';
import { createGitFixture, git, type GitFixture } from './git-fixture.ts';
import { leaks, logScan, secretForms, writtenByRun } from './secret-scan.ts';

/** How one run of the scenario starts, beyond its inputs and environment. */
export interface RunOptions {
  /** Called with the fresh checkout just before the action starts in it. */
  readonly onStart?: (workspace: string) => void;
  /** Kills the action's process (SIGKILL) when aborted, e.g. part-way through a run. */
  readonly signal?: AbortSignal;
  /** A checkout made by the test (e.g. of a pull request's merge ref) instead of main's. */
  readonly workspace?: string;
  /** The action's entry script, when not the bundle's own (a copy laid out as a runner has it). */
  readonly entry?: string;
  /** When the action's process is killed if it has not ended (runAction's, default 60 s). */
  readonly timeoutMs?: number;
}

export interface Scenario {
  readonly emulator: Emulator;
  /** GitHub's REST API as the action sees it (GITHUB_API_URL). */
  readonly github: GitHubStandIn;
  /** A client of the service with the read-write token, for setting the stage. */
  readonly service: LmsClient;
  readonly projectId: string;
  readonly fixture: GitFixture;
  readonly revision: Revision;
  /**
   * Runs dist/index.js in a fresh depth-1 checkout with these inputs on top of the scenario's,
   * with debug logging on (RUNNER_DEBUG=1 unless `env` says otherwise). Then checks that no token
   * appears in anything the run wrote (see `writtenByRun`): its output, HOME, the checkout's
   * `.git/`, origin's commits and refs, what GitHub and the service received.
   */
  run(
    inputs?: Record<string, string>,
    env?: Record<string, string>,
    options?: RunOptions,
  ): Promise<ActionRun>;
  /** The API calls since the scenario started, or since `from`. */
  calls(endpoint?: string, from?: number): CallRecord[];
  /** Where the sync ref points on origin, if anywhere. */
  syncRef(branch?: string): string | undefined;
  close(): Promise<void>;
}

export interface ScenarioOptions {
  /** The repository's files at its first commit. */
  readonly files: Readonly<Record<string, string | Buffer>>;
  readonly revision?: Revision;
  /** The project's languages besides its base, English. */
  readonly languages?: readonly string[];
  /** Inputs of every run, under the run's own. */
  readonly inputs?: Readonly<Record<string, string>>;
  /** L10N_SYNC_TIME_SCALE of the emulator and the action (default 0.01). */
  readonly timeScale?: number;
  /**
   * How the emulator's string/list writes its items (default `recorded`, as the real service
   * did; `interface`, as the interface text shows them): push and pull suites run on both.
   */
  readonly itemShape?: ItemShape;
}

/**
 * An emulator with one project, a repository with a bare origin holding `files`, and a way to run
 * the bundled action against both, as a workflow would.
 */
export async function createScenario(options: ScenarioOptions): Promise<Scenario> {
  const revision = options.revision ?? '1.0.9.3';
  const timeScale = options.timeScale ?? 0.01;
  const stops: Array<() => Promise<void>> = [];
  try {
    return await setUpScenario(options, revision, timeScale, stops);
  } catch (error) {
    // What did start is stopped here: the caller gets no scenario to close.
    await stopAll(stops);
    throw error;
  }
}

/** Stops servers and removes the repository, all of them even when one fails; then throws. */
async function stopAll(stops: ReadonlyArray<() => Promise<void>>): Promise<void> {
  const outcomes = await Promise.allSettled(stops.map((stop) => stop()));
  const failed = outcomes.find((o) => o.status === 'rejected');
  if (failed) throw failed.reason;
}

/** createScenario's work; `stops` gets how to stop each thing as soon as it is started. */
async function setUpScenario(
  options: ScenarioOptions,
  revision: Revision,
  timeScale: number,
  stops: Array<() => Promise<void>>,
): Promise<Scenario> {
  const emulator = await startEmulator({ timeScale, itemShape: options.itemShape ?? 'recorded' });
  stops.push(() => emulator.close());
  const fixture = await createGitFixture(options.files);
  stops.push(() => fixture.remove());
  // The stand-in's Git database writes to origin, as GitHub's API writes to the repository.
  const github = await startGitHubStandIn({
    owner: 'octo',
    repo: 'app',
    repositoryPath: fixture.origin,
  });
  stops.push(() => github.close());
  const seed = createClient({
    baseUrl: emulator.urls[revision],
    revision,
    token: emulator.tokens.readWrite,
    downloadUrl: emulator.downloadUrl,
    timeScale,
  });
  const { id: projectId } = await seed.project.add({ name: 'App', base_lang: 'en' });
  if (options.languages?.length) await seed.language.add({ id: projectId, iso: options.languages });
  const firstCall = emulator.calls.length;

  return {
    emulator,
    github,
    service: seed,
    projectId,
    fixture,
    revision,
    async run(inputs = {}, env = {}, runOptions = {}) {
      const workspace = runOptions.workspace ?? (await fixture.checkout());
      const allInputs: Record<string, string> = {
        'api-token': emulator.tokens.readWrite,
        'project-id': projectId,
        'api-url': emulator.urls[revision],
        'download-url': emulator.downloadUrl,
        'github-token': github.token,
        revision,
        mode: 'push',
        files: 'locales/%LANG_ISO%.json',
        ...options.inputs,
        ...inputs,
      };
      runOptions.onStart?.(workspace);
      const firstRequest = github.requests.length;
      const result = await runAction({
        workspace,
        inputs: allInputs,
        env: {
          L10N_SYNC_TIME_SCALE: String(timeScale),
          GITHUB_API_URL: github.url,
          GITHUB_REPOSITORY: 'octo/app',
          RUNNER_DEBUG: '1',
          ...env,
        },
        ...(runOptions.signal ? { signal: runOptions.signal } : {}),
        ...(runOptions.entry ? { entry: runOptions.entry } : {}),
        ...(runOptions.timeoutMs ? { timeoutMs: runOptions.timeoutMs } : {}),
      });
      expect(result.everything).not.toContain(emulator.tokens.readWrite);
      expect(result.everything).not.toContain(github.token);
      const secrets = secretForms(
        [
          emulator.tokens.readWrite,
          emulator.tokens.readOnly,
          github.token,
          allInputs['api-token'] ?? '',
          allInputs['github-token'] ?? '',
        ],
        allInputs['github-token'] ?? '',
      );
      const written = await writtenByRun(result, {
        origin: fixture.origin,
        github,
        calls: emulator.calls,
      });
      await logScan(written, secrets.length);
      expect(leaks(written, secrets)).toEqual([]);
      // Every request body the action sent to GitHub, as GitHub's OpenAPI description has it.
      expect(openApiProblems(github.requests.slice(firstRequest))).toEqual([]);
      return result;
    },
    calls(endpoint, from = firstCall) {
      return emulator.calls
        .slice(from)
        .filter((c) => endpoint === undefined || c.endpoint === endpoint);
    },
    syncRef(branch = 'main') {
      try {
        return git(
          fixture.origin,
          'rev-parse',
          '--verify',
          '--quiet',
          `refs/l10n-sync/${projectId}/${branch}`,
        );
      } catch {
        return undefined;
      }
    },
    async close() {
      await stopAll(stops);
    },
  };
}

/**
 * The names the successful imports of a list went up under (`filename`, else the file's own
 * name), each followed by its language when that is not the scenario's base, English: every
 * language's file of a source goes up under the source's name, so `locales/de.json` shows as
 * `locales/en.json (de)`.
 */
export function uploaded(calls: readonly CallRecord[]): string[] {
  return calls
    .filter((c) => c.code === '200')
    .map((c) => {
      const name = c.params['filename'] ?? c.params['file'] ?? '';
      const language = c.params['lang_iso'];
      return language === 'en' ? name : `${name} (${language})`;
    });
}

/**
 * The texts successful string/set calls of a list carried, as `<language> <key>=<text>`, sorted:
 * the translations a push sent by key instead of importing their files.
 */
export function setByKey(calls: readonly CallRecord[]): string[] {
  return calls
    .filter((c) => c.code === '200')
    .flatMap((c) => {
      const data = JSON.parse(String(c.params['data'] ?? '[]')) as Array<{
        key: string;
        translations?: Record<string, unknown>;
      }>;
      return data.flatMap((record) =>
        Object.entries(record.translations ?? {}).map(
          ([language, text]) => `${language} ${record.key}=${String(text)}`,
        ),
      );
    })
    .sort();
}

/**
 * The names imports went up under (see `uploaded`), without their languages, once each: with
 * translations going by key where they can (string/set), which languages' files are imported
 * too depends on their texts (a placeholder, a plural); under which names they go does not.
 */
export function importedNames(calls: readonly CallRecord[]): string[] {
  return [...new Set(uploaded(calls).map((name) => name.replace(/ \([^()]+\)$/, '')))];
}

/** The texts the service holds for one language, by key name (a repeated name would overwrite). */
export function serviceTexts(s: Scenario, language: string): Record<string, unknown> {
  const project = s.emulator.store.projects.get(s.projectId);
  const texts: Record<string, unknown> = {};
  for (const key of project?.keys ?? []) {
    const value = key.translations.get(language)?.value;
    if (value !== undefined && value !== '') texts[key.name] = value;
  }
  return texts;
}
