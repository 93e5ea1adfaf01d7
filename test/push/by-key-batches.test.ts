import { createGit } from '../../src/git/git.ts';
import type { PushDeps, UploadFile } from '../../src/push/push-types.ts';
import { KeySender } from '../../src/push/sent-by-key.ts';
import { planByKey } from '../../src/push/translations-by-key.ts';
import { captureLog, settingsFor } from '../support/fakes.ts';
import { git } from '../support/git-fixture.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { batchedService, type BatchedOptions, type Item } from './batched-service.ts';

/**
 * The push's key-level comparison a batch of languages at a time (issue 43): string/list by its
 * `langs`, each file decided against its own language's answer, the texts sent as they are
 * decided, and the plan what one read of every language would have made.
 */

const MiB = 1024 ** 2;

const file = (language: string): UploadFile => ({
  path: `locales/${language}.json`,
  language,
  localLanguage: language,
  source: 'locales/en.json',
  keepServiceTexts: true,
  msgidIsText: false,
});
const [DE, FR, ES, IT] = ['de', 'fr', 'es', 'it'].map(file) as [
  UploadFile,
  UploadFile,
  UploadFile,
  UploadFile,
];

/** The deps of a push in `workspace` against `options`' service, its log into `lines`. */
function pushDeps(workspace: string, items: readonly Item[], options: BatchedOptions) {
  const service = batchedService(items, options);
  const lines: string[] = [];
  const deps: PushDeps = {
    settings: settingsFor(workspace),
    client: service.client,
    git: createGit(workspace),
    log: captureLog(lines),
    branch: 'main',
    ref: 'r',
    stateRef: 's',
    waitedMs: () => 0,
  };
  return { service, lines, deps };
}

/** Every language's file at the last sync and now, and what the service lists of each. */
const THEN = {
  'locales/de.json': { a: 'A de', b: 'B de', n: { one: 'eins', other: 'viele' } },
  'locales/fr.json': { a: 'A fr', b: 'B fr', common: { quit: 'Quitter' } },
  'locales/es.json': { a: 'A es', n: { one: 'uno viejo', other: 'muchos' } },
  'locales/it.json': { a: 'A it', b: 'B it' },
};
const NOW = {
  ...THEN,
  // Fixed in the repository, the service as it was: the repository's wins.
  'locales/fr.json': { a: 'A fr fixed', b: 'B fr', common: { quit: 'Fermer' } },
  'locales/es.json': { a: 'A es', n: { one: 'uno', other: 'muchos' } },
  // Changed on both sides (the service's stays); a placeholder the import converts.
  'locales/it.json': { a: 'A it mine', b: 'B it', p: '%s file' },
};
const SERVICE: Item[] = [
  ...(['de', 'fr', 'es', 'it'] as const).flatMap((l): Item[] => [
    // `common::quit` twice in every language: two files' keys of one name (distinguish).
    [l, 'common::quit', 'Quitter'],
    [l, 'common::quit', 'Quitter'],
    [l, 'p', ''],
  ]),
  ['de', 'a', 'A de'],
  ['de', 'b', ''],
  ['de', 'n', '{"one":"eins","other":"viele"}', true],
  ['fr', 'a', 'A fr'],
  ['fr', 'b', 'B fr'],
  ['fr', 'n', '{"one":"un","other":"plusieurs"}', true],
  ['es', 'a', 'A es'],
  ['es', 'b', 'B es'],
  // A translator reworded `other` in Spanish alone: a fix of `one` goes over Spanish's forms.
  ['es', 'n', '{"one":"uno viejo","other":"muchos del servicio"}', true],
  ['it', 'a', 'A it theirs'],
  ['it', 'b', ''],
  ['it', 'n', '{"one":"uno","other":"molti"}', true],
];

const json = (files: Record<string, object>) =>
  Object.fromEntries(Object.entries(files).map(([p, c]) => [p, JSON.stringify(c, null, 2)]));

describe('the key-level comparison a batch of languages at a time', () => {
  it('reads each language once, in order, in batches under a quarter of the read limit, and decides as one read would', async ({
    startRepository,
  }) => {
    const repo = await startRepository(json(THEN));
    const since = git(repo.author, 'rev-parse', 'HEAD');
    await repo.commit(json(NOW));
    const workspace = await repo.checkout();
    git(workspace, 'fetch', '-q', '--depth=2', 'origin', 'main');
    const files = [DE, FR, ES, IT];
    // 24 KiB: a budget of 6 KiB a batch (the first 3 KiB), against 6 items of 400 bytes a
    // language; the German file's 4 texts at 1 KiB are guessed 4 KiB before any answer.
    const batched = pushDeps(workspace, SERVICE, { maxAnswerBytes: 24 * 1024 });
    const plan = await planByKey(batched.deps, files, since);
    const whole = pushDeps(workspace, SERVICE, { maxAnswerBytes: 256 * MiB });
    const once = await planByKey(whole.deps, files, since);

    expect(whole.service.lists).toEqual([['de', 'fr', 'es', 'it']]);
    expect(batched.service.lists).toEqual([['de'], ['fr', 'es'], ['it']]);
    expect(plan).toEqual(once);
    expect(plan.texts.map((t) => [t.language, t.name, t.form ?? '', t.text, t.why])).toEqual([
      ['de', 'b', '', 'B de', 'fill'],
      ['fr', 'a', '', 'A fr fixed', 'fix'],
      ['es', 'n', 'one', 'uno', 'fix'],
    ]);
    // Spanish's forms, read in the batch of Spanish, are those the fix goes over.
    expect(plan.texts[2]?.forms).toEqual({ one: 'uno viejo', other: 'muchos del servicio' });
    expect(plan.imports).toEqual([IT]);
    expect(plan.byKey).toEqual([DE, FR, ES]);
    // The fix of a key other files share, in the second batch, goes up alone by import.
    expect(plan.fixes.map((f) => [f.path, JSON.parse(f.fixes?.content.toString() ?? '')])).toEqual([
      ['locales/fr.json', { common: { quit: 'Fermer' } }],
    ]);
    expect(batched.lines).toContain(
      'locales/it.json (it) goes by import: p: a placeholder the import converts',
    );
    expect(batched.lines.filter((l) => l.startsWith('string/list '))).toEqual([
      expect.stringMatching(
        /^string\/list 1: 1 language \(de\), 2\.4 KiB; 1 of 4 read; the other 3 in about 2 calls/,
      ),
      'string/list 2: 2 languages (fr, es), 4.8 KiB; 3 of 4 read',
      'string/list 3: 1 language (it), 2.4 KiB; 4 of 4 read',
    ]);
  });

  it('decides every text of a file that goes by import too, when asked (a branch holds or sends each)', async ({
    startRepository,
  }) => {
    const repo = await startRepository(json(THEN));
    const since = git(repo.author, 'rev-parse', 'HEAD');
    await repo.commit(json(NOW));
    const workspace = await repo.checkout();
    git(workspace, 'fetch', '-q', '--depth=2', 'origin', 'main');
    const { deps, service } = pushDeps(workspace, SERVICE, { maxAnswerBytes: 24 * 1024 });
    const plan = await planByKey(deps, [DE, FR, ES, IT], since, { everyText: true });
    expect(service.lists.length).toBeGreaterThan(1);
    expect(plan.texts.map((t) => `${t.language} ${t.name}=${t.text}`)).toEqual([
      'de b=B de',
      'fr a=A fr fixed',
      'es n=uno',
      'it b=B it',
    ]);
    // With every text decided by key, a shared key's fix is no import of its own: it is held.
    expect(plan.fixes).toEqual([]);
  });

  it('reads the languages of an answer over the read limit again in smaller batches', async ({
    startRepository,
  }) => {
    const repo = await startRepository(json(NOW));
    const workspace = await repo.checkout();
    // The files have 4 texts a language, the project 100 more: 106 items of 400 bytes, 42 KB a
    // language, and two languages are over the 64 KiB the client reads.
    const more = ['de', 'fr', 'es', 'it'].flatMap((l) =>
      Array.from({ length: 100 }, (_, i): Item => [l, `other_${i}`, `${l} ${i}`]),
    );
    const { deps, service, lines } = pushDeps(workspace, [...SERVICE, ...more], {
      maxAnswerBytes: 64 * 1024,
    });
    const plan = await planByKey(deps, [DE, FR, ES, IT], undefined);
    expect(service.lists).toEqual([['de', 'fr'], ['de'], ['fr'], ['es'], ['it']]);
    expect(lines).toContain(
      'string/list of 2 languages answered more than the 64.0 KiB the action reads: read again in smaller batches',
    );
    expect(plan.texts.map((t) => `${t.language} ${t.name}=${t.text}`)).toEqual(['de b=B de']);
  });
});

describe('texts sent as the batches are decided', () => {
  /** `keys` keys in every language, none of which the service has a text of. */
  function lacking(keys: number, languages: readonly string[]) {
    const content = Object.fromEntries(
      Array.from({ length: keys }, (_, i) => [`k${i}`, `text ${i}`]),
    );
    const files = Object.fromEntries(
      languages.map((l) => [`locales/${l}.json`, JSON.stringify(content)]),
    );
    const items = languages.flatMap((l) =>
      Array.from({ length: keys }, (_, i): Item => [l, `k${i}`, '']),
    );
    return { files, items };
  }

  it('sends the first string/set while the next batches are read, every text once, a key’s languages in one record where they meet', async ({
    startRepository,
  }) => {
    const languages = ['de', 'fr', 'es'];
    const { files, items } = lacking(600, languages);
    const workspace = await (await startRepository(files)).checkout();
    // 1 MiB: one language a batch (600 items of 400 bytes against a budget of 256 KiB).
    const { deps, service } = pushDeps(workspace, items, { maxAnswerBytes: 1 * MiB });
    const sender = new KeySender(deps);
    const plan = await planByKey(deps, languages.map(file), undefined, { sender });
    const calls = await sender.finish();
    expect(service.lists).toEqual([['de'], ['fr'], ['es']]);
    // The first call went before the last batch was read whole.
    expect(service.events.indexOf('set')).toBeLessThan(service.events.indexOf('list es done'));
    expect(calls).toBe(service.sets.length);
    const sent = service.sets.flatMap((records) =>
      records.flatMap((r) => Object.keys(r.translations).map((l) => `${l} ${r.key}`)),
    );
    expect(sent.sort()).toEqual(plan.texts.map((t) => `${t.language} ${t.name}`).sort());
    expect(new Set(sent).size).toBe(3 * 600);
    for (const records of service.sets) {
      expect(records.length).toBeLessThanOrEqual(500);
      expect(new Set(records.map((r) => r.key)).size).toBe(records.length);
    }
  });

  it('stops reading once a string/set failed, and says why', async ({ startRepository }) => {
    const languages = ['de', 'fr', 'es', 'it'];
    const { files, items } = lacking(600, languages);
    const workspace = await (await startRepository(files)).checkout();
    const { deps, service } = pushDeps(workspace, items, {
      maxAnswerBytes: 1 * MiB,
      failSet: new Error('the service refused the records'),
    });
    const sender = new KeySender(deps);
    await expect(planByKey(deps, languages.map(file), undefined, { sender })).rejects.toThrow(
      'the service refused the records',
    );
    await sender.stop();
    expect(service.lists.length).toBeLessThan(languages.length);
    expect(sender.sent).toEqual({ texts: [], calls: 0 });
  });

  it('takes a call’s records once its pacing lets it go: the languages decided meanwhile join them', async () => {
    const sets: Array<Array<{ key: string; translations: Record<string, string> }>> = [];
    let pace = Promise.resolve();
    const client = {
      untilPaced: () => pace,
      string: {
        set: async (params: { data: (typeof sets)[number] }) => {
          sets.push(params.data);
          return { inserted: 0, updated: params.data.length };
        },
      },
    };
    const deps = {
      settings: settingsFor('/nowhere'),
      client,
      log: captureLog(),
    } as unknown as PushDeps;
    const texts = (language: string, from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => ({
        path: `locales/${language}.json`,
        key: `k${from + i}`,
        language,
        name: `k${from + i}`,
        text: `${language} ${from + i}`,
        why: 'fill' as const,
      }));
    let go = () => {};
    pace = new Promise((resolve) => (go = resolve));
    const sender = new KeySender(deps);
    sender.add(texts('de', 0, 600));
    // The call waits for its pacing: French, decided meanwhile, joins the keys' records.
    sender.add(texts('fr', 0, 300));
    go();
    await new Promise((resolve) => setTimeout(resolve, 10));
    sender.add(texts('es', 0, 10));
    // The 100 German records left wait for the last call, with the Spanish ones.
    expect(await sender.finish()).toBe(2);
    expect(sets.map((records) => records.length)).toEqual([500, 110]);
    expect(sets[0]?.[0]).toEqual({ key: 'k0', translations: { de: 'de 0', fr: 'fr 0' } });
    expect(sets[0]?.[499]).toEqual({ key: 'k499', translations: { de: 'de 499' } });
    expect(sets[1]?.[0]).toEqual({ key: 'k500', translations: { de: 'de 500' } });
    // A key whose record went already gets a new one.
    expect(sets[1]?.[100]).toEqual({ key: 'k0', translations: { es: 'es 0' } });
    expect(sender.sent.texts).toHaveLength(600 + 300 + 10);
  });
});
