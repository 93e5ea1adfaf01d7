import { describe, expect, it } from 'vitest';
import { MODE, unixAttributes } from '../../support/zip-writer.ts';
import { expectRefused, GOOD_FIRST, NEW_DE, placeBy } from './helpers.ts';

const ANY = '{"greeting": "x"}\n';

describe('extractBundle refuses entries whose names leave the checkout', () => {
  it('refuses ../x.json', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: '../x.json', data: ANY }],
      /'\.\.\/x\.json': '\.\.' in the path/,
    );
  });

  it('refuses a/../../x.json', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'a/../../x.json', data: ANY }],
      /'a\/\.\.\/\.\.\/x\.json': '\.\.' in the path/,
    );
  });

  it('refuses .. even when the path would stay inside (a/../de.json)', async () => {
    await expectRefused([{ name: 'a/../de.json', data: ANY }], /'\.\.' in the path/);
  });

  it('refuses the absolute path /etc/x.json', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: '/etc/x.json', data: ANY }],
      /'\/etc\/x\.json': absolute path/,
    );
  });

  it('refuses the drive letter in C:/x.json', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'C:/x.json', data: ANY }],
      /'C:\/x\.json': drive letter/,
    );
  });

  it('refuses the drive-relative C:x.json', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'C:x.json', data: ANY }],
      /'C:x\.json': drive letter/,
    );
  });

  it('refuses a Windows stream name (de.json:hidden)', async () => {
    await expectRefused([{ name: 'de.json:hidden', data: ANY }], /colon in the name/);
  });

  it('refuses the backslash traversal ..\\x.json', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: '..\\x.json', data: ANY }],
      /'\.\.\\x\.json': backslash in the name/,
    );
  });

  it('refuses a NUL byte in a name, shown escaped', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json\0.txt', data: ANY }],
      /'fr\.json\\x00\.txt': NUL byte in the name/,
    );
  });

  it('refuses a newline in a name without breaking the message line', async () => {
    await expectRefused([{ name: 'fr\n.json', data: ANY }], /'fr\\x0a\.json': control character/);
  });

  it('refuses a name that is not UTF-8', async () => {
    const name = Buffer.concat([
      Buffer.from('fr'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('.json'),
    ]);
    await expectRefused([...GOOD_FIRST, { name, data: ANY }], /name is not valid UTF-8/);
  });
});

describe('extractBundle refuses entries that are not regular files or folders', () => {
  it('refuses a symbolic link entry', async () => {
    await expectRefused(
      [
        ...GOOD_FIRST,
        {
          name: 'fr.json',
          data: '../outside/secret.txt',
          attributes: unixAttributes(MODE.symlink),
        },
      ],
      /'fr\.json': symbolic link/,
    );
  });

  it.each([
    ['character device', MODE.characterDevice],
    ['block device', MODE.blockDevice],
    ['FIFO', MODE.fifo],
    ['socket', MODE.socket],
  ])('refuses a %s entry', async (type, mode) => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', attributes: unixAttributes(mode) }],
      new RegExp(`'fr\\.json': ${type}`),
    );
  });

  it('refuses a folder entry that has content', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr/', data: 'surprise' }],
      /'fr\/': folder entry with content/,
    );
  });

  it('refuses a folder mode on a name without a trailing slash', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', attributes: unixAttributes(MODE.folder) }],
      /folder whose name lacks a trailing '\/'/,
    );
  });
});

describe('extractBundle refuses bundles outside the patterns or with clashing names', () => {
  it('refuses an entry matching no pattern, and says what to adjust', async () => {
    const error = await expectRefused(
      [...GOOD_FIRST, { name: 'notes.txt', data: 'hello' }],
      /'notes\.txt': matches no files pattern\. Adjust the files pattern, or set filter_filenames/,
      { outsideAdvice: 'set filter_filenames in export-params' },
    );
    expect(error.problems).toEqual(["'notes.txt': matches no files pattern"]);
    // The caller knows what else an export can be asked; without its advice, only the pattern.
    const plain = await expectRefused(
      [...GOOD_FIRST, { name: 'notes.txt', data: 'hello' }],
      /matches no files pattern\. Adjust the files pattern \(locales\/%LANG_ISO%\.json\)$/,
      { patterns: ['locales/%LANG_ISO%.json'] },
    );
    expect(plain.message).not.toContain('filter_filenames');
  });

  it('refuses a name given twice', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'de.json', data: 'second' }],
      /'de\.json': duplicate name/,
    );
  });

  it('refuses names that differ only in case', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'DE.json', data: 'second' }],
      /'DE\.json': duplicate of 'de\.json' where case does not count/,
    );
  });

  it('refuses names that normalise to the same path (./de.json)', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: './de.json', data: 'second' }],
      /'\.\/de\.json': duplicate of 'de\.json'/,
    );
  });

  it('refuses names that Windows would make one (de.json.)', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'de.json.', data: 'second' }],
      /'de\.json\.': duplicate of 'de\.json'/,
    );
  });

  it('refuses a file that is also a folder', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'de.json/' }, { name: 'de.json/fr.json', data: ANY }],
      /'de\.json\/': duplicate of 'de\.json'.*'de\.json\/fr\.json': inside 'de\.json', which is a file/,
    );
  });

  it('refuses two entries placed on the same checkout path', async () => {
    await expectRefused(
      [
        { name: 'web/de.json', data: NEW_DE },
        { name: 'app/de.json', data: ANY },
      ],
      /'app\/de\.json': placed on 'locales\/de\.json' like 'web\/de\.json'/,
      { place: placeBy('*/%LANG_ISO%.json', 'locales/%LANG_ISO%.json') },
    );
  });

  it('refuses a name the file system would refuse, before writing anything', async () => {
    const long = 'a'.repeat(256);
    await expectRefused(
      [...GOOD_FIRST, { name: `${long}.json`, data: ANY }],
      /: a folder or file name over 255 bytes$/,
    );
    // Each folder name is allowed, the whole path is not; the good file first is not written.
    const deep = `${Array.from({ length: 14 }, () => 'b'.repeat(250)).join('/')}/de.json`;
    await expectRefused([...GOOD_FIRST, { name: deep, data: ANY }], /: path over 3072 bytes$/, {
      place: placeBy('**/%LANG_ISO%.json', 'locales/%LANG_ISO%.json'),
    });
  });

  it('names five problems, then counts the rest', async () => {
    const bad = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => ({
      name: `../${n}.json`,
      data: ANY,
    }));
    const error = await expectRefused(bad, /'\.\.\/e\.json': '\.\.' in the path; and 2 more$/);
    expect(error.problems).toHaveLength(7);
    expect(error.message).not.toContain('f.json');
  });
});
