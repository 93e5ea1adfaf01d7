import { readFileSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writesBehind } from '../../../src/pull/bundle/write-behind.ts';
import { expectRefused } from './helpers.ts';
import { describe, expect, it } from '../../support/fixtures.ts';

/**
 * Staging files written behind the entry being decided (write-behind.ts): every one written, a
 * file that is there never replaced, a failed write reported once and to the caller, and the
 * entry's memory freed when the write owned it.
 */

describe('writesBehind', () => {
  it('writes every file it is given, however many wait', async ({ tempDir }) => {
    const writes = writesBehind();
    for (let i = 0; i < 40; i++) {
      await writes.write(join(tempDir, String(i)), Buffer.from(`file ${i}`));
    }
    await writes.settle();
    expect((await readdir(tempDir)).length).toBe(40);
    expect(readFileSync(join(tempDir, '39'), 'utf8')).toBe('file 39');
  });

  it('never replaces a file that is there, and says so', async ({ tempDir }) => {
    writeFileSync(join(tempDir, 'taken'), 'first');
    const writes = writesBehind();
    await writes.write(join(tempDir, 'taken'), Buffer.from('second'));
    await expect(writes.settle()).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(join(tempDir, 'taken'), 'utf8')).toBe('first');
  });

  it('throws a failed write at the next write, and starts no more', async ({ tempDir }) => {
    const writes = writesBehind();
    await writes.write(join(tempDir, 'missing-folder', '0'), Buffer.from('x'));
    await expect(writes.settle()).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(writes.write(join(tempDir, '1'), Buffer.from('y'))).rejects.toMatchObject({
      code: 'ENOENT',
    });
    expect(await readdir(tempDir)).toEqual([]);
  });

  it('frees the memory of a buffer it owns once written, and no other', async ({ tempDir }) => {
    const owned = Buffer.alloc(100 * 1024, 1);
    const kept = Buffer.alloc(100 * 1024, 2);
    const writes = writesBehind();
    await writes.write(join(tempDir, 'owned'), owned, owned);
    await writes.write(join(tempDir, 'kept'), kept);
    await writes.settle();
    expect(owned.buffer.byteLength).toBe(0);
    expect(kept.length).toBe(100 * 1024);
    expect(readFileSync(join(tempDir, 'owned'))).toEqual(Buffer.alloc(100 * 1024, 1));
  });
});

describe('extractBundle with staging files written behind', () => {
  it('leaves nothing when a later entry is refused after new files were written', async () => {
    await expectRefused(
      [
        { name: './' },
        { name: 'fr.json', data: '{"a": "b"}' },
        { name: 'it.json', data: '{"a": "c"}' },
        { name: 'es.json', data: '{"a": "d"}', crc: 0 },
      ],
      /'es\.json': bad CRC/,
    );
  });
});
