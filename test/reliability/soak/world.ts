import { expect } from 'vitest';
import { annotations, type ActionRun } from '../../support/action-runner.ts';
import { git } from '../../support/git-fixture.ts';
import type { Scenario } from '../../support/scenario.ts';
import { importsPerFile } from '../support/checks.ts';
import { messagePath, messages } from '../support/message-files.ts';

export const BRANCH = 'l10n-sync/main';

/**
 * What the repository and the service should hold: the version of each English file on main,
 * of each German file on the service, and of each English file at the sync ref (the last push
 * that succeeded whole). File n is at index n − 1.
 */
export class World {
  readonly english: number[];
  readonly german: number[];
  /** Undefined until a push succeeded: then every file counts as changed. */
  pushed: number[] | undefined;

  constructor(count: number) {
    this.english = Array<number>(count).fill(1);
    this.german = Array<number>(count).fill(1);
  }

  /** The English files a push should upload now. */
  changedEnglish(): string[] {
    return this.english
      .map((version, i) => (this.pushed?.[i] === version ? undefined : messagePath('en', i + 1)))
      .filter((path): path is string => path !== undefined);
  }
}

/** What a run looked like before it started. */
export interface Before {
  /** Where the service's call log stood. */
  readonly mark: number;
  /** main on origin. */
  readonly head: string;
  readonly ref: string | undefined;
}

export type Outcome =
  | { readonly ok: true; readonly operation: string; readonly imports: number }
  | { readonly ok: false; readonly message: string };

/**
 * Checks every invariant after one soak run, and moves the model on. A run may fail (the faults
 * are random) but only cleanly: one-line errors, the sync ref where it was or at HEAD (when only
 * the pull failed), main untouched, at most one open pull request. A run that succeeds uploaded
 * each changed file exactly once, moved the ref to HEAD, left the service's English equal to the
 * repository's, and proposes exactly the service's German (or nothing, when main has it all).
 */
export function checkRun(s: Scenario, world: World, run: ActionRun, before: Before): Outcome {
  const origin = s.fixture.origin;
  const errors = annotations(run.stdout, 'error');
  expect(errors.filter((e) => e.includes('\n'))).toEqual([]);
  expect(git(origin, 'rev-parse', 'main')).toBe(before.head);
  expect(s.github.openPulls().length).toBeLessThanOrEqual(1);

  if (run.code !== 0) {
    expect(run.code).toBe(1);
    expect(errors.length).toBeGreaterThan(0);
    const ref = s.syncRef();
    expect([before.ref, before.head]).toContain(ref);
    if (ref === before.head) world.pushed = [...world.english];
    return { ok: false, message: errors.at(-1) ?? '' };
  }

  const imports = importsPerFile(s.calls(undefined, before.mark));
  expect([...imports.keys()].sort()).toEqual(world.changedEnglish());
  expect([...imports.values()].filter((n) => n !== 1)).toEqual([]);
  world.pushed = [...world.english];
  expect(s.syncRef()).toBe(before.head);
  expect(englishOnService(s)).toEqual(expectedEnglish(world));

  const wanted = world.german.map((version, i) => messages('de', i + 1, version));
  const onMain = world.german.map((_, i) => fileAt(origin, 'main', messagePath('de', i + 1)));
  const open = s.github.openPulls();
  if (JSON.stringify(onMain) === JSON.stringify(wanted)) {
    expect(open).toEqual([]);
  } else {
    expect(open).toHaveLength(1);
    const onBranch = world.german.map((_, i) => fileAt(origin, BRANCH, messagePath('de', i + 1)));
    expect(onBranch).toEqual(wanted);
  }
  return {
    ok: true,
    operation: run.outputs['pull-request-operation'] ?? '',
    imports: imports.size,
  };
}

/** A JSON file's content at a ref on origin; undefined when the ref or the file is not there. */
function fileAt(origin: string, ref: string, path: string): unknown {
  const refs = git(origin, 'for-each-ref', '--format=%(refname)', `refs/heads/${ref}`);
  if (refs === '' || git(origin, 'ls-tree', '--name-only', ref, '--', path) === '') {
    return undefined;
  }
  return JSON.parse(git(origin, 'show', `${ref}:${path}`));
}

function englishOnService(s: Scenario): Record<string, unknown> {
  const [project] = s.emulator.store.snapshot().projects;
  return Object.fromEntries(
    (project?.keys ?? []).map((key) => [key.name, key.translations['en']?.value]),
  );
}

function expectedEnglish(world: World): Record<string, unknown> {
  const texts: Record<string, unknown> = {};
  world.english.forEach((version, i) => Object.assign(texts, messages('en', i + 1, version)));
  return texts;
}
