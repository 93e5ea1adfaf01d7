import { git } from '../support/git-fixture.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import type { UploadFile } from '../../src/push/push-types.ts';
import { DE, planFor, service } from './by-key-plan.ts';

/**
 * Each text of a translation file decided against the service, with the last sync's commit as
 * the common ancestor of both.
 */

describe('planByKey', () => {
  it('fills what the service lacks, sends what only the repository changed, and leaves the rest to the service', async ({
    startRepository,
  }) => {
    const then = { same: 'Gleich', fixed: 'Tippfehler', both: 'Alt', theirs: 'Alt' };
    const now = {
      same: 'Gleich',
      fixed: 'Richtig',
      both: 'Unseres',
      theirs: 'Alt',
      lacking: 'Neu',
    };
    const repo = await startRepository({ 'locales/de.json': JSON.stringify(then) });
    const since = git(repo.author, 'rev-parse', 'HEAD');
    await repo.commit({ 'locales/de.json': JSON.stringify(now) });
    const workspace = await repo.checkout();
    git(workspace, 'fetch', '-q', '--depth=2', 'origin', 'main');
    const lines: string[] = [];
    const plan = await planFor(
      workspace,
      service([
        ['de', 'same', 'Gleich'],
        ['de', 'fixed', 'Tippfehler'],
        ['de', 'both', 'Deren'],
        ['de', 'theirs', 'Geändert'],
        ['de', 'lacking', ''],
      ]),
      since,
      lines,
    );
    expect(plan.texts.map((t) => `${t.name}=${t.text} (${t.why})`)).toEqual([
      'fixed=Richtig (fix)',
      'lacking=Neu (fill)',
    ]);
    expect(plan.byKey).toEqual([DE]);
    expect(plan.imports).toEqual([]);
  });

  it('a fix of a key the service has in several files goes up alone, by import with replace on, never by name', async ({
    startRepository,
  }) => {
    const then = { common: { quit: 'Beenden', open: 'Öffnen' }, other: 'Anders' };
    const now = { common: { quit: 'Schließen', open: 'Öffnen' }, other: 'Anders' };
    const repo = await startRepository({ 'locales/de.json': JSON.stringify(then, null, 2) });
    const since = git(repo.author, 'rev-parse', 'HEAD');
    await repo.commit({ 'locales/de.json': JSON.stringify(now, null, 2) });
    const workspace = await repo.checkout();
    git(workspace, 'fetch', '-q', '--depth=2', 'origin', 'main');
    const lines: string[] = [];
    // Two files' `common::quit` and `common::open` (distinguish): listed twice in a language.
    const plan = await planFor(
      workspace,
      service([
        ['de', 'common::quit', 'Beenden'],
        ['de', 'common::open', 'Öffnen'],
        ['de', 'common::quit', 'Beenden'],
        ['de', 'common::open', 'Öffnen'],
        ['de', 'other', 'Anders'],
      ]),
      since,
      lines,
    );
    expect(plan.texts).toEqual([]);
    expect(plan.imports).toEqual([]);
    expect(plan.byKey).toEqual([DE]);
    const [fixes, ...more] = plan.fixes;
    expect(more).toEqual([]);
    expect(fixes?.path).toBe('locales/de.json');
    expect(fixes?.fixes?.keys).toBe(1);
    // The file cut down to the fixed key, in the file's own layout.
    expect(JSON.parse(fixes?.fixes?.content.toString() ?? '')).toEqual({
      common: { quit: 'Schließen' },
    });
    expect(lines.join('\n')).toContain(
      'locales/de.json (de): a fix of a key other files share goes up alone, by an import of those keys with replace on',
    );
  });

  it('on a first sync only fills: the service keeps every text it has', async ({
    startRepository,
  }) => {
    const repo = await startRepository({ 'locales/de.json': '{"a": "Ours", "b": "Neu"}' });
    const workspace = await repo.checkout();
    const plan = await planFor(
      workspace,
      service([
        ['de', 'a', 'Theirs'],
        ['de', 'b', ''],
      ]),
      undefined,
    );
    expect(plan.texts.map((t) => `${t.name}=${t.text}`)).toEqual(['b=Neu']);
  });

  it('imports a file with a text that cannot go by key, and names it; its plain fixes still go by key', async ({
    startRepository,
  }) => {
    const repo = await startRepository({
      'locales/de.json': '{"fixed": "Alt", "n": {"one": "x"}}',
    });
    const since = git(repo.author, 'rev-parse', 'HEAD');
    await repo.commit({
      'locales/de.json': '{"fixed": "Neu", "n": {"one": "x", "other": "y"}, "p": "%s Dateien"}',
    });
    const workspace = await repo.checkout();
    git(workspace, 'fetch', '-q', '--depth=2', 'origin', 'main');
    const lines: string[] = [];
    const plan = await planFor(
      workspace,
      service([
        ['de', 'fixed', 'Alt'],
        ['de', 'n', '{"one":"x"}', true],
        ['de', 'p', ''],
      ]),
      since,
      lines,
    );
    expect(plan.imports).toEqual([DE]);
    expect(plan.texts.map((t) => `${t.name}=${t.text} (${t.why})`)).toEqual(['fixed=Neu (fix)']);
    // The form the service lacks would go by key, but the import fills it along with `p`.
    expect(lines).toContain(
      'locales/de.json (de) goes by import: p: a placeholder the import converts',
    );
  });

  it('sends nothing for a file the service has whole, plural forms included', async ({
    startRepository,
  }) => {
    const repo = await startRepository({
      'locales/de.json': '{"a": "A", "n": {"one": "x", "other": "y"}}',
    });
    const workspace = await repo.checkout();
    const plan = await planFor(
      workspace,
      service([
        ['de', 'a', 'A'],
        ['de', 'n', '{"one":"x","other":"y"}', true],
      ]),
      undefined,
    );
    expect(plan).toEqual({ texts: [], imports: [], byKey: [DE], fixes: [] });
  });

  it('compares an Android text with markup by its characters, and sends none by key', async ({
    startRepository,
  }) => {
    const strings = [
      '<resources>',
      '  <string name="plain">Hallo</string>',
      '  <string name="live">Tippe <b>hier</b></string>',
      '  <string name="escaped">&lt;Unbekannt&gt;</string>',
      '  <string name="lacking">Neu &lt;b&gt;fett&lt;/b&gt;</string>',
      '</resources>',
    ].join('\n');
    const repo = await startRepository({ 'res/values-de/strings.xml': strings });
    const workspace = await repo.checkout();
    const lines: string[] = [];
    const android: UploadFile = {
      ...DE,
      path: 'res/values-de/strings.xml',
      source: 'res/values/strings.xml',
    };
    const plan = await planFor(
      workspace,
      service([
        ['de', 'plain', ''],
        ['de', 'live', 'Tippe <b>hier</b>'],
        ['de', 'escaped', '<Unbekannt>'],
        ['de', 'lacking', ''],
      ]),
      undefined,
      lines,
      android,
    );
    // The service's characters are the file's for `live` and `escaped`: nothing to send; the
    // plain text goes by key, the one with escaped markup by import.
    expect(plan.texts.map((t) => `${t.name}=${t.text}`)).toEqual([]);
    expect(plan.imports).toEqual([android]);
    expect(lines).toContain(
      'res/values-de/strings.xml (de) goes by import: lacking: a placeholder the import converts',
    );
  });
});
