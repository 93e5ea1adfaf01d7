import { describe, expect, it } from 'vitest';
import { ByteWindow } from '../../src/api/byte-window.ts';

describe('ByteWindow (the bytes of an answer still needed)', () => {
  it('holds the bytes kept and each new chunk as one, whatever was kept and however long', () => {
    const window = new ByteWindow();
    let body = '';
    let kept = 0;
    // Chunks of every size around the store's, kept from a different place each time: the
    // bytes kept lie in the store the next chunk is put in, and are moved to its start.
    const sizes = [10, 70_000, 3, 200_000, 64 * 1024, 1, 900_000, 5, 64 * 1024, 64 * 1024];
    for (const [n, size] of sizes.entries()) {
      const chunk = Buffer.alloc(size, 97 + n);
      body += chunk.toString('latin1');
      window.append(chunk);
      expect(window.base).toBe(kept);
      expect(window.bytes.toString('latin1')).toBe(body.slice(kept));
      kept = body.length - Math.floor((body.length - kept) / (n + 2));
      window.keepFrom(kept);
      expect(window.bytes.toString('latin1')).toBe(body.slice(kept));
    }
  });

  it('does not write into a chunk it was given', () => {
    const window = new ByteWindow();
    const first = Buffer.from('{"key":"a"},{"key":');
    window.append(first);
    window.keepFrom(12);
    window.append(Buffer.from('"b"}'));
    expect(window.bytes.toString()).toBe('{"key":"b"}');
    expect(first.toString()).toBe('{"key":"a"},{"key":');
  });
});
