import { describe, expect, it } from 'vitest';
import {
  ApiError,
  MAX_ANSWER_BYTES,
  type LmsClient,
  type StringTextFold,
} from '../../src/api/index.ts';
import type { Git } from '../../src/git/git.ts';
import { runPush } from '../../src/push/push.ts';
import { captureLog, checkoutFolder, fakeGit, ok, settingsFor } from '../support/fakes.ts';

/** runPush through the interfaces main.ts hands it: a fake git, a fake client, a captured log. */
const HEAD = 'c0ffee0000000000000000000000000000000000';
const REF = 'refs/l10n-sync/p1/main';
const STATE_REF = 'refs/l10n-sync-state/p1/main';
const STATE_COMMIT = 'face000000000000000000000000000000000000';

/** Answers the git commands a first push makes; records the pushes. */
function pushGit(workspace: string, paths: readonly string[], pushes: string[][]): Git {
  return fakeGit(workspace, [
    (args) => {
      switch (args[0]) {
        case 'rev-parse':
          return ok(`${HEAD}\n`);
        case 'ls-tree':
          return ok(paths.map((p) => `${p}\0`).join(''));
        case 'push':
          pushes.push([...args]);
          return ok();
        case 'commit-tree':
          return ok(`${STATE_COMMIT}\n`);
        default:
          // check-ref-format, ls-remote (no ref yet), status (nothing uncommitted)
          return ok();
      }
    },
  ]);
}

/** One key of the service, `a`, in English: what the base file's import made. */
const SERVICE_ITEMS: Array<[string, string, string]> = [['en', 'a', 'A']];

function fakeClient(
  imports: string[],
  failWith?: ApiError,
  sets: string[] = [],
  items = SERVICE_ITEMS,
): LmsClient {
  const client = {
    maxAnswerBytes: MAX_ANSWER_BYTES,
    untilPaced: async () => {},
    readStringTexts: async (_params: unknown, makeFold: () => StringTextFold) => {
      const fold = makeFold();
      for (const [language, key, translation] of items)
        fold.addText(language, key, translation, null);
      return fold;
    },
    string: {
      set: async (params: {
        data: Array<{ key: string; translations: Record<string, string> }>;
      }) => {
        for (const record of params.data) {
          for (const [language, text] of Object.entries(record.translations)) {
            sets.push(`${language} ${record.key}=${text}`);
          }
        }
        return { inserted: 0, updated: params.data.length };
      },
    },
    language: {
      list: async () => [
        { iso: 'en', name: 'English', words: 0, rtl: false, isDefault: true },
        { iso: 'de', name: 'German', words: 0, rtl: false, isDefault: false },
        { iso: 'fr', name: 'French', words: 0, rtl: false, isDefault: false },
      ],
    },
    project: {
      import: async (params: { lang_iso: string; replace?: boolean }) => {
        imports.push(
          params.replace === false ? `${params.lang_iso} (replace off)` : params.lang_iso,
        );
        if (failWith) throw failWith;
        return { inserted: 1, updated: 0, skipped: 0 };
      },
    },
  };
  return client as unknown as LmsClient;
}

const FILES = {
  'locales/de.json': '{"a":"A-de"}',
  'locales/en.json': '{"a":"A"}',
  'locales/fr.json': '{"a":"A-fr"}',
};

/** runPush on a checkout of FILES with `inputs`, `client`, the git above and a captured log. */
function pushOf(
  workspace: string,
  inputs: Record<string, string>,
  client: LmsClient,
  { pushes = [], lines = [] }: { pushes?: string[][]; lines?: string[] } = {},
) {
  return runPush({
    settings: settingsFor(workspace, inputs),
    client,
    git: pushGit(workspace, Object.keys(FILES), pushes),
    log: captureLog(lines),
    branch: 'main',
    ref: REF,
    stateRef: STATE_REF,
    waitedMs: () => 0,
  });
}

describe('runPush', () => {
  it('imports the base language first, then the rest in order, and moves the sync ref', async () => {
    const workspace = checkoutFolder(FILES);
    const imports: string[] = [];
    const pushes: string[][] = [];
    const lines: string[] = [];
    const report = await pushOf(workspace, { 'push-languages': 'all' }, fakeClient(imports), {
      pushes,
      lines,
    });
    expect(imports).toEqual(['en', 'de', 'fr']);
    expect(report.succeeded).toBe(true);
    expect(report.refAtCommit).toBe(true);
    expect(pushes).toEqual([
      [
        'push',
        '--force',
        '--no-verify',
        '--atomic',
        'origin',
        `${HEAD}:${REF}`,
        `${STATE_COMMIT}:${STATE_REF}`,
      ],
    ]);
    expect(lines).toContain(`Moved ${REF} to ${HEAD.slice(0, 12)}`);
  });

  it('sends the other languages by key when push-languages chooses the base, and imports none', async () => {
    const workspace = checkoutFolder(FILES);
    const imports: string[] = [];
    const sets: string[] = [];
    const report = await pushOf(workspace, {}, fakeClient(imports, undefined, sets));
    expect(imports).toEqual(['en']);
    expect(sets).toEqual(['de a=A-de', 'fr a=A-fr']);
    expect(report.byKey.files.map((f) => f.path)).toEqual(['locales/de.json', 'locales/fr.json']);
    expect(report.succeeded).toBe(true);
  });

  it('imports with replace off a translation file whose key the service does not have by one name', async () => {
    const workspace = checkoutFolder(FILES);
    const imports: string[] = [];
    const sets: string[] = [];
    const report = await pushOf(workspace, {}, fakeClient(imports, undefined, sets, []));
    expect(imports).toEqual(['en', 'de (replace off)', 'fr (replace off)']);
    expect(sets).toEqual([]);
    expect(report.succeeded).toBe(true);
  });

  it('stops at an error no other import can survive, and leaves the sync ref', async () => {
    const workspace = checkoutFolder(FILES);
    const imports: string[] = [];
    const pushes: string[][] = [];
    const denied = new ApiError({
      kind: 'service',
      endpoint: 'project/import',
      revision: '1.0.9.3',
      code: '4011',
      detail: 'invalid API token',
    });
    const report = await pushOf(
      workspace,
      { 'push-languages': 'all' },
      fakeClient(imports, denied),
      { pushes },
    );
    expect(imports).toEqual(['en']);
    expect(report.imports.map((i) => i.error?.startsWith('not attempted') ?? false)).toEqual([
      false,
      true,
      true,
    ]);
    expect(report.succeeded).toBe(false);
    expect(pushes).toEqual([]);
  });
});
