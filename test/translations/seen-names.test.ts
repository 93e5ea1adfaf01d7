import { describe, expect, it } from 'vitest';
import { SeenNames } from '../../src/translations/seen-names.ts';

describe('SeenNames', () => {
  it('finds a hash seen twice in one object, and forgets them all when the next begins', () => {
    const names = new SeenNames();
    names.begin();
    expect(names.seen(5)).toBe(false);
    expect(names.seen(5 + 64)).toBe(false); // the same slot, another hash
    expect(names.seen(5)).toBe(true);
    names.begin();
    expect(names.seen(5)).toBe(false);
    expect(names.seen(69)).toBe(false);
  });

  it('keeps every hash of an object of thousands of names as it grows', () => {
    const names = new SeenNames();
    names.begin();
    const hashes = Array.from({ length: 5000 }, (_, i) => (i * 2654435761) & 0x3fffffff);
    for (const hash of hashes) expect(names.seen(hash)).toBe(false);
    for (const hash of hashes) expect(names.seen(hash)).toBe(true);
    names.begin();
    for (const hash of hashes.slice(0, 100)) expect(names.seen(hash)).toBe(false);
  });
});
