import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LmsClient, StringFold, StringItem } from '../../src/api/index.ts';
import type { GitResult } from '../../src/git/git.ts';
import type { CommandRunner } from '../../src/post-pull-command/post-pull-command.ts';
import { fetchTranslations, type PullDeps } from '../../src/pull/pull.ts';
import { zipBytes } from '../support/zip-writer.ts';
import {
  captureLog,
  checkoutFolder,
  fakeGit,
  item,
  ok,
  settingsFor,
  type GitAnswer,
} from '../support/fakes.ts';

/** fetchTranslations through the interfaces main.ts hands it: fake client, git and shell. */
const HEAD_FILES = {
  'locales/en.json': '{"a":"A","b":"B"}\n',
  'locales/de.json': '{"a":"A-de-old"}\n',
  'locales/fr.json': '{"a":"A-fr"}\n',
};

/** The service: English, German (both keys), French (one of two), Italian (none). */
const STRINGS: Record<string, StringItem[]> = {
  en: [item('a', 'A'), item('b', 'B')],
  de: [item('a', 'A-de'), item('b', 'B-de', { fuzzy: true })],
  fr: [item('a', 'A-fr'), item('b', '')],
  it: [item('a', ''), item('b', '')],
};

/** What the service's bundle holds: every language's file, and one that is no language's. */
const BUNDLE = [
  { name: 'locales/en.json', data: HEAD_FILES['locales/en.json'] },
  { name: 'locales/de.json', data: '{"a":"A-de","b":"B-de"}\n' },
  { name: 'locales/fr.json', data: HEAD_FILES['locales/fr.json'] },
  { name: 'locales/it.json', data: '{}\n' },
  { name: 'locales/package.json', data: '{"name":"x"}\n' },
];

/** Hooks a test sets to order the calls: what string/list waits for, what it does. */
interface Hooks {
  stringList?: () => Promise<void>;
  onExport?: () => void;
  events?: string[];
}

function fakeClient(exports: Record<string, unknown>[], hooks: Hooks = {}): LmsClient {
  const languages = Object.keys(STRINGS).map((iso) => ({
    iso,
    name: iso,
    words: 0,
    rtl: false,
    isDefault: iso === 'en',
  }));
  const client = {
    maxAnswerBytes: 256 * 1024 * 1024,
    language: { list: () => Promise.resolve(languages) },
    // The base language's keys with their tags (branch-keys.ts): none is a branch's here.
    string: { list: () => Promise.resolve({}) },
    readStrings: async (_params: unknown, makeFold: () => StringFold) => {
      hooks.events?.push('string/list');
      await hooks.stringList?.();
      hooks.events?.push('string/list answered');
      const fold = makeFold();
      for (const [language, items] of Object.entries(STRINGS)) {
        for (const item of items) fold.add(language, item);
      }
      return fold;
    },
    project: {
      export: (params: Record<string, unknown>) => {
        hooks.events?.push('export');
        hooks.onExport?.();
        exports.push(params);
        return Promise.resolve({ file: 'bundle.zip' });
      },
    },
    downloadBundle: (_bundle: unknown, path: string) => {
      hooks.events?.push('download');
      const bytes = zipBytes(BUNDLE);
      writeFileSync(path, bytes);
      return Promise.resolve({
        url: 'https://lms.example.com/bundle.zip',
        path,
        bytes: bytes.length,
      });
    },
  };
  return client as unknown as LmsClient;
}

/** A blob id for each of HEAD's files: its place in HEAD_FILES, as 40 hex digits. */
/** HEAD's blob of a path, named by the path in hex (the fake `cat-file` reads it back). */
const blobOf = (path: string) => Buffer.from(path).toString('hex');

/**
 * `ls-tree` lists HEAD's files (with `--long`, their blobs), `cat-file --batch` gives the blobs;
 * `status` compares the folder's files with HEAD's texts.
 */
function headAndStatus(workspace: string): GitAnswer {
  return (args, options) => {
    if (args[0] === 'ls-tree' && args.includes('--long')) {
      const lines = Object.entries(HEAD_FILES).map(
        ([p, text]) => `100644 blob ${blobOf(p)} ${Buffer.byteLength(text)}\t${p}\0`,
      );
      return ok(lines.join(''));
    }
    if (args[0] === 'ls-tree')
      return ok(
        Object.keys(HEAD_FILES)
          .map((p) => `${p}\0`)
          .join(''),
      );
    // HEAD's texts, for the string list and the comparison with the last sync: the files as
    // HEAD_FILES has them, each blob named by its path in hex.
    if (args[0] === 'cat-file') return headBlobs(args, options.input ?? '');
    // The checkout is HEAD's before the pull writes.
    if (args[0] === 'diff' && args.includes('--name-only')) return ok('');
    if (args[0] !== 'status') return undefined;
    const changed = ['de', 'fr', 'it']
      .map((l) => `locales/${l}.json`)
      .filter((path) => {
        const head = HEAD_FILES[path as keyof typeof HEAD_FILES];
        try {
          return readFileSync(join(workspace, path), 'utf8') !== head;
        } catch {
          return head !== undefined;
        }
      });
    return ok(changed.map((path) => ` M ${path}\0`).join(''));
  };
}

/** `cat-file --batch-check` and `--batch` over HEAD_FILES. */
function headBlobs(args: readonly string[], input: string): GitResult {
  const names = input.split('\n').filter((line) => line !== '');
  const text = (id: string) =>
    HEAD_FILES[Buffer.from(id, 'hex').toString() as keyof typeof HEAD_FILES] as string;
  if (args[1] === '--batch-check') {
    return ok(
      names
        .map((name) => {
          const path = name.replace(/^HEAD:/, '');
          const head = HEAD_FILES[path as keyof typeof HEAD_FILES];
          const id = Buffer.from(path).toString('hex');
          return head === undefined
            ? `${name} missing\n`
            : `${id} blob ${Buffer.byteLength(head)}\n`;
        })
        .join(''),
    );
  }
  return ok(names.map((id) => `${id} blob ${Buffer.byteLength(text(id))}\n${text(id)}\n`).join(''));
}

/**
 * A machine as root where isolation works, and a shell that records the command (the program it
 * was handed last) and, as a formatter would, rewrites French.
 */
function formatter(workspace: string, ran: string[][]): CommandRunner {
  return {
    platform: 'linux',
    env: { PATH: '/usr/bin', INPUT_API_TOKEN: 'secret' },
    user: { uid: 0, gid: 0, groups: [] },
    node: 'node',
    entry: join(checkoutFolder({ 'dist/index.js': '' }), 'dist', 'index.js'),
    check: () => Promise.resolve({ code: 0, stderr: '' }),
    run(file, args, options) {
      const command = args.slice(args.lastIndexOf('--') + 1);
      ran.push([...command, `cwd=${options.cwd}`, `env=${Object.keys(options.env).join(',')}`]);
      writeFileSync(join(workspace, 'locales/fr.json'), '{\n  "a": "A-fr"\n}\n');
      return Promise.resolve(0);
    },
  };
}

function setUp(inputs: Record<string, string> = {}, hooks: Hooks = {}) {
  const workspace = checkoutFolder(HEAD_FILES);
  const exports: Record<string, unknown>[] = [];
  const ran: string[][] = [];
  const log = captureLog();
  const deps: PullDeps = {
    settings: settingsFor(workspace, { mode: 'pull', ...inputs }),
    client: fakeClient(exports, hooks),
    git: fakeGit(workspace, [headAndStatus(workspace)]),
    log,
    tempDir: checkoutFolder({}),
    commands: formatter(workspace, ran),
    lastSync: async () => undefined,
  };
  const read = (path: string) => readFileSync(join(workspace, path), 'utf8');
  return { deps, exports, ran, log, read };
}

describe('fetchTranslations', () => {
  it("writes the changed files of the project's languages, and measures each language", async () => {
    const { deps, exports, read } = setUp();
    const report = await fetchTranslations(deps);
    expect(exports).toEqual([expect.objectContaining({ id: 'p1', langs: ['de', 'fr', 'it'] })]);
    expect(report.changed.map((f) => `${f.path} ${f.localLanguage}`)).toEqual([
      'locales/de.json de',
      'locales/it.json it',
    ]);
    expect(read('locales/de.json')).toBe('{"a":"A-de","b":"B-de"}\n');
    expect(read('locales/en.json')).toBe(HEAD_FILES['locales/en.json']);
    expect(report.unchanged).toBe(1);
    // The base language is not written unless asked for; a file of no language never is.
    expect(report.skipped.map((s) => s.entry)).toEqual(['locales/en.json', 'locales/package.json']);
    expect(report.progress.map((p) => [p.language, p.translated, p.fuzzy, p.percent])).toEqual([
      ['de', 2, 1, 100],
      ['fr', 1, 0, 50],
      ['it', 0, 0, 0],
    ]);
  });

  it('leaves out the languages below min-completion, in the export and in the bundle', async () => {
    const { deps, exports, read, log } = setUp({ 'min-completion': '60' });
    const report = await fetchTranslations(deps);
    expect(exports[0]?.['langs']).toEqual(['de']);
    expect(report.belowMinimum.map((p) => p.language)).toEqual(['fr', 'it']);
    expect(report.changed.map((f) => f.path)).toEqual(['locales/de.json']);
    expect(() => read('locales/it.json')).toThrow();
    expect(report.skipped).toContainEqual(
      expect.objectContaining({
        entry: 'locales/it.json',
        reason: 'below min-completion (0.0% < 60%)',
      }),
    );
    expect(log.lines).toContain('Not pulled, below min-completion 60%: fr (50.0%), it (0.0%)');
  });

  it('exports nothing when no language reaches min-completion', async () => {
    const { deps, exports, log } = setUp({ 'min-completion': '100', 'pull-languages': 'fr,it' });
    const report = await fetchTranslations(deps);
    expect(exports).toEqual([]);
    expect(report.changed).toEqual([]);
    expect(log.lines).toContain(
      'No language to pull: the project has no language that pull-languages chooses above min-completion',
    );
  });

  it('refuses a pull language the project lacks before exporting', async () => {
    const { deps, exports } = setUp({ 'pull-languages': 'de,pt-BR' });
    await expect(fetchTranslations(deps)).rejects.toThrow(
      "pull-languages names 'pt-BR', which project p1 does not have (it has en, de, fr, it); check the codes and language-map",
    );
    expect(exports).toEqual([]);
  });

  it('in a dry run, says what would change and changes nothing', async () => {
    const { deps, read, log } = setUp({ 'dry-run': 'true' });
    const report = await fetchTranslations(deps);
    expect(report.changed.map((f) => f.path)).toEqual(['locales/de.json', 'locales/it.json']);
    expect(read('locales/de.json')).toBe(HEAD_FILES['locales/de.json']);
    expect(() => read('locales/it.json')).toThrow();
    expect(log.lines).toContain('[dry-run] would write locales/de.json (de)');
  });

  it('runs post-pull-command without the inputs, and counts the files it changed', async () => {
    const { deps, ran, log } = setUp({ 'post-pull-command': 'npx prettier --write locales' });
    const report = await fetchTranslations(deps);
    expect(ran).toHaveLength(1);
    expect(ran[0]?.slice(-2)).toEqual([`cwd=${deps.settings.context.workspace}`, 'env=PATH']);
    expect(report.changed.map((f) => f.path)).toEqual([
      'locales/de.json',
      'locales/fr.json',
      'locales/it.json',
    ]);
    expect(log.lines).toContain('locales/fr.json (fr) was changed by post-pull-command');
  });

  it('runs the quality pass and the export at once, unless min-completion decides the export', async () => {
    // string/list answers only once the export was asked for: run one after the other, this
    // pull would never end.
    let exported!: () => void;
    const asked = new Promise<void>((resolve) => (exported = resolve));
    const events: string[] = [];
    const together = setUp({}, { events, stringList: () => asked, onExport: () => exported() });
    await fetchTranslations(together.deps);
    expect(events.indexOf('export')).toBeLessThan(events.indexOf('string/list answered'));

    const ordered: string[] = [];
    await fetchTranslations(setUp({ 'min-completion': '10' }, { events: ordered }).deps);
    expect(ordered.slice(0, 3)).toEqual(['string/list', 'string/list answered', 'export']);
  });

  it('reports a failed pass only once the extraction it ran beside has finished', async () => {
    const events: string[] = [];
    const { deps, read } = setUp(
      {},
      {
        events,
        stringList: () => Promise.reject(new Error('string/list failed: HTTP 502')),
      },
    );
    await expect(fetchTranslations(deps)).rejects.toThrow('string/list failed: HTTP 502');
    // The bundle was written whole before the run ended: nothing half-written.
    expect(events).toContain('download');
    expect(read('locales/de.json')).toBe('{"a":"A-de","b":"B-de"}\n');
  });
});
