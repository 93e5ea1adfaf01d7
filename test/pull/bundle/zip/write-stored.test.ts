import AdmZip from 'adm-zip';
import { join } from 'node:path';
import { writeStoredZip } from '../../../../src/pull/bundle/zip/write-stored.ts';
import { openArchive } from '../../../../src/pull/bundle/zip/archive.ts';
import { readEntry } from '../../../../src/pull/bundle/zip/inflate.ts';
import { describe, expect, it } from '../../../support/fixtures.ts';

/** The bundle a pull makes from string/list (pull/by-key-bundle.ts), read as any zip is. */
describe('writeStoredZip', () => {
  it('writes entries that this reader and another read back, names in UTF-8, an empty one too', async ({
    tempDir,
  }) => {
    const path = join(tempDir, 'made.zip');
    const entries = [
      { name: 'pt_BR/Properties/Resources.resx', data: Buffer.from('<root>ação</root>\n') },
      { name: 'zh_Hans/Ä/空.resx', data: Buffer.alloc(0) },
    ];
    await writeStoredZip(path, entries);
    const archive = await openArchive(path, 10);
    try {
      expect(archive.entries.map((e) => [e.name, e.problem, e.stored])).toEqual([
        ['pt_BR/Properties/Resources.resx', undefined, true],
        ['zh_Hans/Ä/空.resx', undefined, true],
      ]);
      const read = archive.entries.map((e) => readEntry(archive, e));
      expect(read).toEqual(entries.map((e) => ({ data: e.data })));
    } finally {
      await archive.close();
    }
    const other = new AdmZip(path);
    expect(other.getEntries().map((e) => [e.entryName, e.getData().toString()])).toEqual(
      entries.map((e) => [e.name, e.data.toString()]),
    );
  });
});
