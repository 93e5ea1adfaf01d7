import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lfDigest, withLfEndings } from '../../../src/pull/bundle/line-endings.ts';
import { fileFolder } from '../../support/temp.ts';

const folder = fileFolder('l10n-eol-');
function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text, 'latin1');
  return path;
}

describe('line endings', () => {
  it('drops the CR of each CR LF, and keeps a CR alone', () => {
    expect(withLfEndings(Buffer.from('a\r\nb\rc\r\n')).toString()).toBe('a\nb\rc\n');
    const plain = Buffer.from('a\nb');
    expect(withLfEndings(plain)).toBe(plain);
  });

  it('digests a large file as git stores it, whatever chunk a CR LF falls across', () => {
    const line = 'x'.repeat(1000);
    // 64 KiB is the chunk: lines of 1001/1002 bytes put CR LF pairs across its boundaries.
    const lf = Array.from({ length: 300 }, () => line).join('\n');
    const crlf = Array.from({ length: 300 }, () => line).join('\r\n');
    const boundary = `${'y'.repeat(64 * 1024 - 1)}\r\n${lf}`;
    expect(lfDigest(file('crlf', crlf))).toBe(lfDigest(file('lf', lf)));
    expect(lfDigest(file('boundary', boundary))).toBe(
      lfDigest(file('boundary-lf', `${'y'.repeat(64 * 1024 - 1)}\n${lf}`)),
    );
    expect(lfDigest(file('lone-cr', `${'y'.repeat(64 * 1024 - 1)}\r`))).not.toBe(
      lfDigest(file('no-cr', 'y'.repeat(64 * 1024 - 1))),
    );
    expect(lfDigest(file('changed', crlf.replace('x', 'z')))).not.toBe(lfDigest(file('lf2', lf)));
  });
});
