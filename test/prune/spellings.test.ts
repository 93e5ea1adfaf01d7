import { describe, expect, it } from 'vitest';
import { serviceNamesOf, spelledAmong } from '../../src/prune/spellings.ts';

/** A key is still in the repository under any spelling the service could join to its name. */
describe('the spellings of a key', () => {
  it('find a nested key at HEAD rewritten flat, joined with :: or with a dot', () => {
    for (const flat of ['menu::open', 'menu.open', 'menu/open', 'menu:open']) {
      const head = serviceNamesOf([{ path: [flat] }]);
      expect(spelledAmong(['menu', 'open'], head), flat).toBe(true);
    }
  });

  it('find a flat key at HEAD rewritten nested', () => {
    const head = serviceNamesOf([{ path: ['menu', 'open'] }]);
    expect(spelledAmong(['menu.open'], head)).toBe(true);
    expect(spelledAmong(['menu::open'], head)).toBe(true);
  });

  it('find a key at HEAD that a .po context hides (x\\u0004hello is the service key hello)', () => {
    const head = serviceNamesOf([{ path: ['hello'] }]);
    expect(spelledAmong(['x\u0004hello'], head)).toBe(true);
  });

  it('tell other keys apart', () => {
    const head = serviceNamesOf([{ path: ['menu', 'open'] }, { path: ['hello'] }]);
    expect(spelledAmong(['menu', 'close'], head)).toBe(false);
    expect(spelledAmong(['menu'], head)).toBe(false);
    expect(spelledAmong(['farewell'], head)).toBe(false);
  });
});
