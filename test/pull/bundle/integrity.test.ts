import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { localRecord, zipBytes } from '../../support/zip-writer.ts';
import { defaults, EN, expectRefused, GOOD_FIRST, makeCheckout } from './helpers.ts';
import { extractBundle } from '../../../src/pull/bundle/extract.ts';

const FR = '{\n    "greeting": "Bonjour"\n}\n';
const MIB = 1024 * 1024;

describe('extractBundle refuses corrupt or forged archives', () => {
  it('refuses a deflated entry with a bad CRC', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: FR, crc: crc32(FR) ^ 1 }],
      /'fr\.json': bad CRC/,
    );
  });

  it('refuses a stored entry with a bad CRC', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: FR, method: 'stored', crc: 0x1234 }],
      /'fr\.json': bad CRC/,
    );
  });

  it('refuses an empty entry whose CRC is not that of nothing', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: '', crc: 7 }],
      /'fr\.json': bad CRC/,
    );
  });

  it('refuses a bad CRC in an entry of a language not asked for', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: FR, crc: 99 }],
      /'fr\.json': bad CRC/,
      { skip: (language) => (language === 'de' ? undefined : 'not asked') },
    );
  });

  it('refuses a bad entry that comes after many good ones, writing none of them', async () => {
    const good = ['it', 'es', 'pt', 'nl', 'pl', 'sv'].map((l) => ({ name: `${l}.json`, data: EN }));
    await expectRefused([...GOOD_FIRST, ...good, { name: 'fr.json', data: FR, crc: 1 }], /bad CRC/);
  });

  it('refuses an entry that declares more bytes than it holds', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: FR, declaredSize: 5000 }],
      new RegExp(`'fr\\.json': inflates to ${FR.length} bytes, not the 5000 its header declares`),
    );
  });

  it('refuses a deflated entry that inflates past its declared size, without inflating it all', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: Buffer.alloc(4 * MIB, 0x20), declaredSize: 40 }],
      /'fr\.json': inflates to more than the 40 bytes its header declares/,
    );
  });

  it('refuses a stored entry that holds more than its declared size', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: FR, method: 'stored', declaredSize: 3 }],
      new RegExp(`'fr\\.json': inflates to ${FR.length} bytes, not the 3 `),
    );
  });

  it('refuses a zip cut off in the middle', async () => {
    const whole = zipBytes([...GOOD_FIRST, { name: 'fr.json', data: FR }]);
    await expectRefused(
      whole.subarray(0, Math.floor(whole.length / 2)),
      /truncated or corrupt archive/,
    );
  });

  it('refuses a zip missing its last bytes', async () => {
    const whole = zipBytes([...GOOD_FIRST, { name: 'fr.json', data: FR }]);
    await expectRefused(whole.subarray(0, whole.length - 4), /truncated or corrupt archive/);
  });

  it('refuses entry data cut short while the directory survives', async () => {
    const whole = zipBytes([
      ...GOOD_FIRST,
      { name: 'fr.json', data: Buffer.alloc(2000, 0x41), method: 'stored' },
    ]);
    // Drop 1000 bytes of fr.json's data and shift the directory down: the offsets now lie.
    const dataEnd = whole.indexOf(Buffer.from('PK\x01\x02', 'latin1'));
    const cut = Buffer.concat([whole.subarray(0, dataEnd - 1000), whole.subarray(dataEnd)]);
    cut.writeUInt32LE(dataEnd - 1000, cut.length - 6);
    await expectRefused(
      cut,
      /'fr\.json': data runs past the end of the file \(truncated archive\)/,
    );
  });

  it('refuses an HTML page saved as the bundle', async () => {
    const page = Buffer.from('<!DOCTYPE html>\n<html><body>Session expired</body></html>\n');
    await expectRefused(page, /not a zip file \(it starts with '<!DOCTYPE html>\\x0a<html>/);
  });

  it('refuses an empty file', async () => {
    await expectRefused(Buffer.alloc(0), /not a zip file/);
  });

  it('refuses an encrypted entry', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: FR, flags: 1 }],
      /'fr\.json': encrypted/,
    );
  });

  it('refuses a compression method other than stored or deflated', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: FR, methodCode: 12 }],
      /'fr\.json': compression method 12/,
    );
  });

  it('refuses entries whose data overlap (the trick of the most compact zip bombs)', async () => {
    // fr.json's stored data hides a whole local record of it.json, which the directory lists.
    const hidden = localRecord({ name: 'it.json', data: FR, method: 'stored' });
    const hiddenAt = 30 + 'fr.json'.length;
    await expectRefused(
      [
        { name: 'fr.json', data: hidden, method: 'stored' },
        { name: 'it.json', data: FR, method: 'stored', centralOnlyAt: hiddenAt },
      ],
      /'it\.json': data overlaps 'fr\.json'/,
    );
  });

  it('refuses two directory records that share one local record', async () => {
    await expectRefused(
      [
        { name: 'fr.json', data: FR },
        { name: 'it.json', data: FR, centralOnlyAt: 0 },
      ],
      /'it\.json': local header names another file/,
    );
  });

  it('refuses a local header that names another file than the directory', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', localName: '../fr.json', data: FR }],
      /'fr\.json': local header names another file/,
    );
  });
});

describe('extractBundle holds bundles to the budget', () => {
  it('refuses an entry over 1 MiB that expands more than the ratio allows', async () => {
    const error = await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: Buffer.alloc(3 * MIB, 0x20) }],
      /'fr\.json': expands \d+× \(3145728 bytes from \d+\), over the budget of 200×/,
    );
    expect(error.problems).toHaveLength(1);
  });

  it('refuses entries whose declared sizes exceed the total budget', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: FR }],
      /the entries declare \d+ bytes in all, over the budget of 50/,
      { budget: { maxEntries: 100, maxTotalBytes: 50, maxRatio: 200 } },
    );
  });

  it('takes more folder entries than the file budget, as long as the files are within it', async () => {
    const checkout = await makeCheckout();
    try {
      // 40 folder entries (a bundle of many languages has a folder each) beside 3 files, with a
      // budget of 5 files: folders have one of their own, ten times that.
      const folders = Array.from({ length: 40 }, (_, i) => ({ name: `f${i}/` }));
      const files = ['fr', 'it', 'es'].map((l) => ({ name: `${l}.json`, data: FR }));
      const zipPath = await checkout.bundle([...folders, ...files]);
      const budget = { maxEntries: 5, maxTotalBytes: 1024, maxRatio: 200 };
      const result = await extractBundle({ ...defaults(checkout, zipPath), budget });
      expect(result.changed.map((f) => f.path).sort()).toEqual([
        'locales/es.json',
        'locales/fr.json',
        'locales/it.json',
      ]);
    } finally {
      await checkout.remove();
    }
  });

  it('refuses too many files, and counts folders apart', async () => {
    const many = ['fr', 'it', 'es', 'pt', 'nl'].map((l) => ({ name: `${l}.json`, data: FR }));
    await expectRefused(
      [...GOOD_FIRST, ...many],
      /^Refused the bundle, nothing was written: 6 files, over the budget of 5$/,
      {
        budget: { maxEntries: 5, maxTotalBytes: 1024, maxRatio: 200 },
      },
    );
  });
});
