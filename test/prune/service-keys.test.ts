import { describe, expect, it } from 'vitest';
import { candidateNames, matchKey, type ServiceKey } from '../../src/prune/service-keys.ts';

function serviceKey(
  name: string,
  texts: Record<string, string>,
  context: string | null = null,
): ServiceKey {
  return { name, context, tags: [], hidden: false, texts: new Map(Object.entries(texts)) };
}

describe('a removed repository key on the service', () => {
  it('is looked for under its one name, or each way the service may join a nested path', () => {
    expect(candidateNames(['hello'])).toEqual(['hello']);
    expect(candidateNames(['menu', 'open'])).toEqual([
      'menu::open',
      'menu.open',
      'menu/open',
      'menu:open',
    ]);
    // A .po context is the key's context on the service, not part of its name.
    expect(candidateNames(['verb\u0004open'])).toEqual(['open']);
  });

  it("is found only when its name and its base text are the repository's", () => {
    const found = new Map([['menu::open', serviceKey('menu::open', { en: 'Open', de: 'Öffnen' })]]);
    expect(matchKey({ path: ['menu', 'open'], value: 'Open' }, found, 'en')).toMatchObject({
      kind: 'found',
    });
    // Someone's key of the same name with another text is not the repository's.
    expect(matchKey({ path: ['menu', 'open'], value: 'Open…' }, found, 'en').kind).toBe('differs');
    expect(matchKey({ path: ['menu', 'close'], value: 'Close' }, found, 'en').kind).toBe('absent');
  });

  it('is left alone when two keys could be it', () => {
    const both = new Map([
      ['menu::open', serviceKey('menu::open', { en: 'Open' })],
      ['menu.open', serviceKey('menu.open', { en: 'Open' })],
    ]);
    expect(matchKey({ path: ['menu', 'open'], value: 'Open' }, both, 'en').kind).toBe('ambiguous');
    const twice = new Map<string, ServiceKey | 'ambiguous'>([['open', 'ambiguous']]);
    expect(matchKey({ path: ['open'], value: 'Open' }, twice, 'en').kind).toBe('ambiguous');
  });

  it('matches plural forms among the service forms, and a .po context', () => {
    const plural = new Map([
      ['items', serviceKey('items', { en: '{"one":"1 item","other":"%d items"}' })],
    ]);
    expect(
      matchKey({ path: ['items'], value: { 0: '1 item', 1: '%d items' } }, plural, 'en').kind,
    ).toBe('found');
    expect(matchKey({ path: ['items'], value: { one: '1 thing' } }, plural, 'en').kind).toBe(
      'differs',
    );
    const po = new Map([['open', serviceKey('open', { en: 'Open' }, 'verb')]]);
    expect(matchKey({ path: ['verb\u0004open'], value: 'Open' }, po, 'en').kind).toBe('found');
    expect(matchKey({ path: ['noun\u0004open'], value: 'Open' }, po, 'en').kind).toBe('differs');
  });
});
