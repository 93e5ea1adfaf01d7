import { readFileSync } from 'node:fs';
import { describe, expect, it } from '../support/fixtures.ts';
import { checkoutOf, commitOn, pushTo } from '../support/branch-runs.ts';

/**
 * A feature branch of a repository whose files go by key both ways (an Xcode String Catalog,
 * which neither revision imports): `hold` previews what its push would send once merged, and
 * `tag` adds the keys the branch adds by string/set, tagged as the branch's, where an import
 * would have added them, holding every change to a key the service had.
 */

const PATH = 'Loop/Localizable.xcstrings';
const CATALOGUE = readFileSync(
  new URL('../fixtures/real/xcstrings/MrKai77-Loop-Localizable.xcstrings', import.meta.url),
  'utf8',
);
const TRIGGER = '%@ is already used as your trigger key.';
/** The branch rewords a German text and adds a key, translated, as Xcode would write it. */
const BRANCH = CATALOGUE.replace('wird bereits als', 'wird schon als').replace(
  '"strings" : {\n',
  '"strings" : {\n    "A new feature" : {\n      "localizations" : {\n        "de" : {\n          "stringUnit" : {\n            "state" : "translated",\n            "value" : "Eine neue Funktion"\n          }\n        }\n      }\n    },\n',
);

describe('a feature branch of files that go by key (a String Catalog, 1.0.9.3)', () => {
  it.for(['hold', 'tag'] as const)(
    'branch-keys: %s: the reworded text is held; the new key waits for the merge (hold) or goes up tagged (tag)',
    async (keys, { startScenario }) => {
      const s = await startScenario({
        files: { [PATH]: CATALOGUE },
        languages: ['de'],
        inputs: { mode: 'sync', files: PATH, 'pull-target': 'pull-request', 'branch-keys': keys },
      });
      expect((await s.run()).code).toBe(0);
      expect(BRANCH).toContain('"A new feature"');
      commitOn(s, 'feature/x', { [PATH]: BRANCH });
      const workspace = await checkoutOf(s, 'feature/x');
      const run = await s.run({}, pushTo(workspace, 'feature/x'), { workspace });
      expect(run.code, run.stdout).toBe(0);
      const listed = await s.service.string.list({ id: s.projectId, langs: ['en', 'de'] });
      const item = (language: string, key: string) =>
        (listed[language] ?? []).find((i) => i.key === key);
      // The text of a key the service had: the branch's change waits for the merge either way.
      expect(item('de', TRIGGER)?.translation).toBe(
        '%@ wird bereits als Aktivierungstaste benutzt.',
      );
      if (keys === 'hold') {
        expect(item('en', 'A new feature')).toBeUndefined();
        expect(run.stdout).toContain('Once merged, its push would add 1 key the service lacks');
      } else {
        expect(item('en', 'A new feature')?.tags).toEqual(['l10n-sync-branch:feature/x']);
        expect(item('de', 'A new feature')?.translation).toBe('Eine neue Funktion');
        expect(s.calls('project/import')).toEqual([]);
      }
    },
  );
});
