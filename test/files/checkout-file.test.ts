import { linkSync, mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readForUpload, uploadProblem } from '../../src/files/checkout-file.ts';
import { fileFolder } from '../support/temp.ts';

const root = realpathSync(fileFolder('l10n-checkout-'));
mkdirSync(join(root, 'locales'));
writeFileSync(join(root, 'locales/en.json'), '{"a":"A"}');
writeFileSync(join(root, 'locales/big.json'), 'x'.repeat(11));
symlinkSync('/dev/zero', join(root, 'locales/zero.json'));
symlinkSync('en.json', join(root, 'locales/inside.json'));
writeFileSync(join(root, 'locales/de.json'), '{"a":"A-de"}');
linkSync(join(root, 'locales/de.json'), join(root, 'locales/twin.json'));

describe('reading a checkout file for upload', () => {
  it('reads a regular file, whole', async () => {
    const read = await readForUpload(root, 'locales/en.json', 100);
    expect(read.ok && read.content.toString()).toBe('{"a":"A"}');
  });

  it('holds a file to the size limit, to the byte', async () => {
    expect(await uploadProblem(root, 'locales/big.json', 11)).toBeUndefined();
    expect((await readForUpload(root, 'locales/big.json', 11)).ok).toBe(true);
    expect(await readForUpload(root, 'locales/big.json', 10)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^it is over the/),
    });
  });

  it('refuses every link, even one that stays inside the checkout, and what is no file', async () => {
    expect(await uploadProblem(root, 'locales/zero.json', 100)).toBe(
      'it is a symbolic link (to /dev/zero), not a file',
    );
    expect(await uploadProblem(root, 'locales/inside.json', 100)).toMatch(/symbolic link/);
    expect(await uploadProblem(root, 'locales', 100)).toBe('it is a folder, not a regular file');
    expect(await uploadProblem(root, 'locales/none.json', 100)).toBe('it is not in the checkout');
    expect(await uploadProblem(root, '../etc/passwd', 100)).toBe('its path leaves the checkout');
  });

  it('refuses a file with another name (a hard link), which may lie outside the checkout', async () => {
    const reason = 'it has 2 names (hard links), and another may be a file outside the checkout';
    expect(await uploadProblem(root, 'locales/de.json', 100)).toBe(reason);
    expect(await readForUpload(root, 'locales/twin.json', 100)).toEqual({ ok: false, reason });
  });
});
