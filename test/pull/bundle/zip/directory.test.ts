import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BUDGET, extractBundle } from '../../../../src/pull/bundle/extract.ts';
import { zipBytes } from '../../../support/zip-writer.ts';
import { defaults, EN, expectRefused, GOOD_FIRST } from '../helpers.ts';
import { describe, expect, it } from '../../../support/fixtures.ts';

const FR = '{\n    "greeting": "Bonjour"\n}\n';
const DE = '{\n    "greeting": "Guten Tag"\n}\n';
const CENTRAL_SIGNATURE = Buffer.from('PK\x01\x02', 'latin1');

/** The end record's fields, at their offsets from the end of a zip without a comment. */
const END_COUNT_FROM_END = 12;
const END_SIZE_FROM_END = 10;

describe('the central directory', () => {
  it('reads a ZIP64 archive made by Info-ZIP (zip -fz): 64-bit end record and sizes', async ({
    startCheckout,
  }) => {
    const folder = await mkdtemp(join(tmpdir(), 'l10n-zip64-'));
    try {
      await writeFile(join(folder, 'de.json'), DE);
      await writeFile(join(folder, 'fr.json'), FR);
      execFileSync('zip', ['-q', '-fz', 'bundle.zip', 'de.json', 'fr.json'], { cwd: folder });
      const zip = await readFile(join(folder, 'bundle.zip'));
      // Proof that the archive really is ZIP64: the end record's offset field says "see ZIP64".
      expect(zip.readUInt32LE(zip.length - 6)).toBe(0xffffffff);
      expect(zip.includes(Buffer.from('PK\x06\x06', 'latin1'))).toBe(true);

      const checkout = await startCheckout();
      const result = await extractBundle(defaults(checkout, await checkout.bundle(zip)));
      expect(result.changed.map((f) => f.path).sort()).toEqual([
        'locales/de.json',
        'locales/fr.json',
      ]);
      expect(await readFile(join(checkout.workspace, 'locales/fr.json'), 'utf8')).toBe(FR);
      expect(await readFile(join(checkout.workspace, 'locales/de.json'), 'utf8')).toBe(DE);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses an end record that counts more entries than the directory holds', async () => {
    const zip = zipBytes([...GOOD_FIRST, { name: 'fr.json', data: FR }]);
    zip.writeUInt16LE(4, zip.length - END_COUNT_FROM_END);
    await expectRefused(
      zip,
      /^Refused the bundle, nothing was written: truncated or corrupt archive \(central record 4: past the end of the directory\)$/,
    );
  });

  it('refuses a directory whose records do not follow one another', async () => {
    const zip = zipBytes([...GOOD_FIRST, { name: 'fr.json', data: FR }]);
    // The second record's signature, broken: the first record's lengths now lead to garbage.
    const first = zip.indexOf(CENTRAL_SIGNATURE);
    const second = zip.indexOf(CENTRAL_SIGNATURE, first + 4);
    zip.writeUInt32LE(0x12345678, second);
    await expectRefused(zip, /truncated or corrupt archive \(central record 2: bad signature\)/);
  });

  it('refuses a directory size that cuts the last record short', async () => {
    const zip = zipBytes([...GOOD_FIRST, { name: 'fr.json', data: FR }]);
    const size = zip.readUInt32LE(zip.length - END_SIZE_FROM_END);
    zip.writeUInt32LE(size - 3, zip.length - END_SIZE_FROM_END);
    await expectRefused(zip, /central record 3: past the end of the directory/);
  });

  it('refuses ZIP64 sizes without the extra field that holds them', async () => {
    const zip = zipBytes([...GOOD_FIRST, { name: 'fr.json', data: FR }]);
    const last = zip.lastIndexOf(CENTRAL_SIGNATURE);
    zip.writeUInt32LE(0xffffffff, last + 24);
    await expectRefused(
      zip,
      /truncated or corrupt archive \(central record 3: ZIP64 sizes without their extra field\)/,
    );
  });

  it('refuses a ZIP64 offset too large to be a position in any file', async () => {
    const zip = zipBytes([...GOOD_FIRST, { name: 'fr.json', data: FR }]);
    const last = zip.lastIndexOf(CENTRAL_SIGNATURE);
    const nameLength = zip.readUInt16LE(last + 28);
    // The last record's offset says "see ZIP64", and a ZIP64 extra field says 2^60.
    const extra = Buffer.alloc(12);
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8, 2);
    extra.writeBigUInt64LE(2n ** 60n, 4);
    const record = Buffer.from(zip.subarray(last, last + 46 + nameLength));
    record.writeUInt32LE(0xffffffff, 42);
    record.writeUInt16LE(extra.length, 30);
    const end = zip.subarray(last + 46 + nameLength);
    const forged = Buffer.concat([zip.subarray(0, last), record, extra, end]);
    forged.writeUInt32LE(
      forged.readUInt32LE(forged.length - 10) + extra.length,
      forged.length - 10,
    );
    await expectRefused(forged, /central record 3: ZIP64 offset out of range/);
  });

  it('checks the entry budget against the count before reading any record', async () => {
    const entries = 'abcdefghijklmnopqrstuvwxyz'
      .split('')
      .map((l) => ({ name: `${l}.json`, data: EN }));
    const zip = zipBytes(entries);
    // The directory is cut to nothing: only the end record's count can have been read.
    zip.writeUInt32LE(0, zip.length - END_SIZE_FROM_END);
    await expectRefused(
      zip,
      /^Refused the bundle, nothing was written: 26 entries, over the budget of 2 files and 20 folders$/,
      { budget: { ...DEFAULT_BUDGET, maxEntries: 2 } },
    );
  });
});
