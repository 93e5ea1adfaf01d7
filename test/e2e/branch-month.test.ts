import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git } from '../support/git-fixture.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import type { Scenario } from '../support/scenario.ts';
import { checkoutOf, pushTo } from '../support/branch-runs.ts';

/**
 * A month of a team, compressed (README.md, "Branches"; branch-keys: tag on 1.0.9.3): main syncs
 * nightly, feature/a and feature/b each add a key, a translator works throughout, feature/a is
 * merged and feature/b abandoned. After every run the service, main and the branches are checked
 * against a ledger of the texts each is meant to hold.
 */

type Texts = Record<string, string>;
/** What each place is meant to hold, by language, then key. */
interface Ledger {
  service: Record<string, Texts>;
  main: Record<string, Texts>;
  branches: Record<string, Record<string, Texts>>;
}

const file = (texts: Texts) => `${JSON.stringify(texts, null, 2)}\n`;

/** Sets what `place` is meant to hold for `key` in `language`. */
function put(place: Record<string, Texts>, language: string, key: string, text: string): void {
  place[language] = { ...place[language], [key]: text };
}

/** The files of `branch` on origin (after merging its translation pull request, if any). */
function filesOn(s: Scenario, branch: string): Record<string, Texts> {
  const read = (language: string): Texts => {
    try {
      return JSON.parse(git(s.fixture.origin, 'show', `${branch}:locales/${language}.json`));
    } catch {
      return {};
    }
  };
  return { en: read('en'), de: read('de') };
}

async function serviceTexts(s: Scenario): Promise<Record<string, Texts>> {
  const strings = await s.service.string.list({ id: s.projectId });
  const texts: Record<string, Texts> = {};
  for (const [language, items] of Object.entries(strings)) {
    texts[language] = Object.fromEntries(
      items.filter((item) => item.translation !== '').map((item) => [item.key, item.translation]),
    );
  }
  return texts;
}

describe('a month of two branches and a translator (branch-keys: tag)', () => {
  it('keeps the service, main and each branch as the ledger says, run after run', async ({
    startScenario,
  }) => {
    const ledger: Ledger = {
      service: { en: { hello: 'Hello' }, de: { hello: 'Hallo' } },
      main: { en: { hello: 'Hello' }, de: { hello: 'Hallo' } },
      branches: {},
    };
    const s = await startScenario({
      files: {
        'locales/en.json': file({ hello: 'Hello' }),
        'locales/de.json': file({ hello: 'Hallo' }),
      },
      languages: ['de'],
      inputs: { mode: 'sync', 'pull-target': 'pull-request', 'branch-keys': 'tag' },
    });
    const { author } = s.fixture;
    /** The job summary of the last run. */
    let last = '';

    /** Runs the action on `branch`'s tip, merges the pull request it opens, then checks all. */
    const runOn = async (branch: string) => {
      const workspace = await checkoutOf(s, branch);
      const run = await s.run({}, pushTo(workspace, branch), { workspace });
      expect(run.code, run.stdout).toBe(0);
      last = run.summary;
      const proposal = `l10n-sync/${branch}`;
      if (git(s.fixture.origin, 'branch', '--list', proposal) !== '') {
        // The team merges the translation pull request.
        git(author, 'fetch', '-q', 'origin');
        git(author, 'checkout', '-q', branch);
        git(author, 'reset', '-q', '--hard', `origin/${branch}`);
        git(author, 'merge', '-q', '--no-edit', `origin/${proposal}`);
        git(author, 'push', '-q', 'origin', branch);
        git(author, 'push', '-q', 'origin', '--delete', proposal);
        git(author, 'checkout', '-q', 'main');
        git(author, 'reset', '-q', '--hard', 'origin/main');
      }
      expect(await serviceTexts(s), `the service after the run on ${branch}`).toEqual(
        ledger.service,
      );
      expect(filesOn(s, 'main'), `main after the run on ${branch}`).toEqual(ledger.main);
      for (const [name, files] of Object.entries(ledger.branches)) {
        expect(filesOn(s, name), `${name} after the run on ${branch}`).toEqual(files);
      }
    };
    /** A developer's commit on `branch` (made from main when new), pushed. */
    const commit = (branch: string, files: Record<string, Texts>) => {
      git(author, 'fetch', '-q', 'origin');
      const exists = git(s.fixture.origin, 'branch', '--list', branch) !== '';
      git(author, 'checkout', '-q', '-B', branch, exists ? `origin/${branch}` : 'origin/main');
      for (const [language, texts] of Object.entries(files)) {
        writeFileSync(join(author, `locales/${language}.json`), file(texts));
      }
      git(author, 'commit', '-q', '-am', `Work on ${branch}`);
      git(author, 'push', '-q', 'origin', `${branch}:refs/heads/${branch}`);
      git(author, 'checkout', '-q', 'main');
      ledger.branches[branch] = structuredClone(files);
    };
    const translator = async (language: string, key: string, text: string) => {
      await s.service.string.set({
        id: s.projectId,
        data: [{ key, translations: { [language]: text } }],
      });
      put(ledger.service, language, key, text);
    };

    // Day 1: the first nightly sync.
    await runOn('main');

    // Day 2: feature/a adds a key, with its German; its run sends it, tagged.
    commit('feature/a', {
      en: { hello: 'Hello', a: 'Feature A' },
      de: { hello: 'Hallo', a: 'Funktion A' },
    });
    put(ledger.service, 'en', 'a', 'Feature A');
    put(ledger.service, 'de', 'a', 'Funktion A');
    await runOn('feature/a');

    // Day 3: feature/b adds another key and rewords hello: the new key goes, the reword waits.
    commit('feature/b', {
      en: { hello: 'Hello there', b: 'Feature B' },
      de: { hello: 'Hallo', b: 'Funktion B' },
    });
    put(ledger.service, 'en', 'b', 'Feature B');
    put(ledger.service, 'de', 'b', 'Funktion B');
    await runOn('feature/b');

    // Day 4: the translator reworks German on the service: main's key and feature/a's.
    await translator('de', 'hello', 'Hallo!');
    await translator('de', 'a', 'Funktion A!');

    // Day 5: main's nightly run proposes main's key only; merged.
    put(ledger.main, 'de', 'hello', 'Hallo!');
    await runOn('main');

    // Day 6: feature/a's run proposes its own key only; merged into the branch.
    put(ledger.branches['feature/a'] ?? {}, 'de', 'a', 'Funktion A!');
    await runOn('feature/a');

    // Day 7: feature/a is merged into main (its German hello as main has it now).
    git(author, 'fetch', '-q', 'origin');
    git(author, 'checkout', '-q', 'main');
    git(author, 'merge', '-q', '--no-edit', '-X', 'theirs', 'origin/feature/a');
    writeFileSync(join(author, 'locales/de.json'), file({ hello: 'Hallo!', a: 'Funktion A!' }));
    git(author, 'commit', '-q', '-am', 'Merge feature/a', '--allow-empty');
    git(author, 'push', '-q', 'origin', 'main');
    ledger.main = {
      en: { hello: 'Hello', a: 'Feature A' },
      de: { hello: 'Hallo!', a: 'Funktion A!' },
    };
    delete ledger.branches['feature/a'];
    git(author, 'push', '-q', 'origin', '--delete', 'feature/a');
    await runOn('main');

    // Day 8: feature/b is abandoned: deleted unmerged. Its key stays on the service, tagged, and
    // main's nightly run never writes it.
    git(author, 'push', '-q', 'origin', '--delete', 'feature/b');
    delete ledger.branches['feature/b'];
    await translator('de', 'b', 'Funktion B!');
    await runOn('main');
    // prune (report, the default) lists it as a removed key of the deleted branch.
    expect(last).toMatch(/\| `b` \|.*reported; added on feature\/b, which was deleted unmerged/);
    const tags = (await s.service.string.list({ id: s.projectId, langs: ['en'] }))['en'];
    expect(tags?.find((item) => item.key === 'a')?.tags).toEqual([]);
    expect(tags?.find((item) => item.key === 'b')?.tags).toEqual(['l10n-sync-branch:feature/b']);
  });
});
