import { createGit } from '../../src/git/git.ts';
import { parseLanguageMap } from '../../src/common/language-map.ts';
import { compilePattern } from '../../src/inputs/patterns.ts';
import { baseKeysAt, keysGone, type BaseFiles } from '../../src/prune/base-keys.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { commitDaysAgo, git } from '../support/git-fixture.ts';

/**
 * The base-language keys of a commit, as removed-key detection reads them from git objects: every
 * base file of every format, plural forms folded into their key.
 */
const FILES: BaseFiles = {
  patterns: ['locales/%LANG_ISO%.json', 'po/%LANG_ISO%.po', 'more/%LANG_ISO%.yml'].map(
    compilePattern,
  ),
  languageMap: parseLanguageMap([]),
  base: 'en',
};

const PO = `msgid ""
msgstr "Content-Type: text/plain; charset=UTF-8\\n"

msgctxt "verb"
msgid "open"
msgstr ""

msgid "one file"
msgid_plural "%d files"
msgstr[0] ""
msgstr[1] ""
`;

describe('base-language keys at a commit', () => {
  it('fold plural forms and array items into their key, across formats, and ignore other languages', async ({
    startRepository,
  }) => {
    const repo = await startRepository({
      'locales/en.json': JSON.stringify({
        menu: { open: 'Open' },
        items: { one: '1 item', other: '{{count}} items' },
        version: 3,
      }),
      'locales/de.json': JSON.stringify({ only_german: 'Nur' }),
      'po/en.po': PO,
      'more/en.yml': 'greeting: Hi\n',
    });
    const keys = await baseKeysAt(createGit(repo.author), 'HEAD', FILES);
    expect(keys.kind).toBe('read');
    if (keys.kind !== 'read') return;
    expect([...keys.keys.values()].map((k) => [k.path, k.value, k.files])).toEqual([
      [['menu', 'open'], 'Open', ['locales/en.json']],
      [['items'], { one: '1 item', other: '{{count}} items' }, ['locales/en.json']],
      [['greeting'], 'Hi', ['more/en.yml']],
      [['one file'], { 0: '', 1: '' }, ['po/en.po']],
      [['verb\u0004open'], '', ['po/en.po']],
    ]);
  });

  it('count an XLIFF unit with only its source as a key of the base language', async ({
    startRepository,
  }) => {
    const repo = await startRepository({
      'xlf/en.xlf': `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2"><file source-language="en" datatype="plaintext" original="app"><body>
<trans-unit id="title"><source>Title</source></trans-unit>
<trans-unit id="done"><source>Done</source><target>Done!</target></trans-unit>
</body></file></xliff>
`,
    });
    const files = { ...FILES, patterns: [compilePattern('xlf/%LANG_ISO%.xlf')] };
    const keys = await baseKeysAt(createGit(repo.author), 'HEAD', files);
    expect(
      keys.kind === 'read' ? [...keys.keys.values()].map((k) => [k.path, k.value]) : keys,
    ).toEqual([
      [['title'], 'Title'],
      [['done'], 'Done!'],
    ]);
  });

  it('stop at a base file they cannot read, naming it', async ({ startRepository }) => {
    const repo = await startRepository({ 'locales/en.json': '{"a": "A",' });
    expect(await baseKeysAt(createGit(repo.author), 'HEAD', FILES)).toEqual({
      kind: 'unread',
      file: 'locales/en.json',
      why: 'it does not read as json',
    });
  });

  it('count a key moved to another base file as kept', async ({ startRepository }) => {
    const repo = await startRepository({
      'locales/en.json': JSON.stringify({ a: 'A', b: 'B', c: 'C' }),
    });
    const git0 = createGit(repo.author);
    const since = git(repo.author, 'rev-parse', 'HEAD');
    await commitDaysAgo(
      repo.author,
      { 'locales/en.json': JSON.stringify({ a: 'A', c: 'C' }), 'more/en.yml': 'c: C\n' },
      30,
    );
    await commitDaysAgo(repo.author, { 'locales/en.json': JSON.stringify({ a: 'A' }) }, 20);
    await commitDaysAgo(repo.author, { 'README.md': 'later\n' }, 10);
    const before = await baseKeysAt(git0, since, FILES);
    const after = await baseKeysAt(git0, 'HEAD', FILES);
    if (before.kind !== 'read' || after.kind !== 'read') throw new Error('not read');
    const gone = keysGone(before.keys, after.keys).map(([id]) => id);
    expect(gone).toEqual(['["b"]']);
  });
});
