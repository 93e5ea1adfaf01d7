import { closeSync, fstatSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { filesAhead } from '../../src/pull/bundle/ahead.ts';
import { expectRefused } from './helpers.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * Staging files made ahead of the entry being inflated (ahead.ts): handed over open, in order;
 * those never taken closed; a failed create reported to whoever takes it, and to no one else.
 */

describe('filesAhead', () => {
  it('makes a few files ahead, in order, and hands each over open for writing', async ({
    tempDir,
  }) => {
    const asked: number[] = [];
    const ahead = filesAhead([0, 2, ...Array.from({ length: 20 }, (_, i) => i + 3)], (index) => {
      asked.push(index);
      return join(tempDir, String(index));
    });
    ahead.advance();
    // Eight at most wait to be taken; the rest come as those are.
    expect(asked).toEqual([0, 2, 3, 4, 5, 6, 7, 8]);
    expect(ahead.take(1)).toBeUndefined();
    const fd = await ahead.take(0);
    expect(fd).toBeTypeOf('number');
    writeSync(fd as number, 'zero');
    closeSync(fd as number);
    expect(readFileSync(join(tempDir, '0'), 'utf8')).toBe('zero');
    ahead.advance();
    expect(asked).toHaveLength(9);
    await ahead.settle();
  });

  it('closes the files not taken, once their creates ended', async ({ tempDir }) => {
    const ahead = filesAhead([0, 1, 2], (index) => join(tempDir, String(index)));
    ahead.advance();
    const taken = (await ahead.take(1)) as number;
    ahead.forget(0);
    await ahead.settle();
    // Made, left empty for the staging folder's removal, and closed: only the taken one is open.
    expect((await readdir(tempDir)).sort()).toEqual(['0', '1', '2']);
    expect(fstatSync(taken).isFile()).toBe(true);
    closeSync(taken);
  });

  it('reports a failed create to whoever takes its file, and goes on with the next', async ({
    tempDir,
  }) => {
    const ahead = filesAhead([0, 1, 2], (index) =>
      index === 1 ? join(tempDir, 'missing-folder', '1') : join(tempDir, String(index)),
    );
    ahead.advance();
    closeSync((await ahead.take(0)) as number);
    await expect(ahead.take(1)).rejects.toMatchObject({ code: 'ENOENT' });
    closeSync((await ahead.take(2)) as number);
    await ahead.settle();
  });

  it('lets a failed create nobody takes go without an unhandled rejection', async ({ tempDir }) => {
    const ahead = filesAhead([0], () => join(tempDir, 'missing-folder', '0'));
    ahead.advance();
    ahead.forget(0);
    await ahead.settle();
  });

  it('never replaces a file that is there', async ({ tempDir }) => {
    const ahead = filesAhead([0], () => join(tempDir, 'taken'));
    writeFileSync(join(tempDir, 'taken'), 'first');
    ahead.advance();
    await expect(ahead.take(0)).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(join(tempDir, 'taken'), 'utf8')).toBe('first');
    await ahead.settle();
  });
});

describe('extractBundle with staging files made ahead', () => {
  it('leaves nothing when a later entry is refused after new files were made ahead', async () => {
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
