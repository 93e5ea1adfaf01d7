import { describe, expect, it } from 'vitest';
import { candidateNames } from '../../src/prune/service-keys.ts';
import { KeyNames } from '../../src/push/key-names.ts';
import { KeyLookups } from '../../src/push/key-lookups.ts';
import { NO_ROW } from '../../src/push/key-names.ts';
import { ServiceTexts } from '../../src/push/service-texts.ts';
import { keyOf, type TranslationEntries } from '../../src/translations/index.ts';

/** Entries of a translation file: [path, text] in the file's order. */
function entries(...keys: [string[], string][]): TranslationEntries {
  return new Map(keys.map(([path, text]) => [keyOf(path), text]));
}

/** What each file key finds on a service that lists `listed` (one language, 'de'). */
function found(files: TranslationEntries[], listed: string[]) {
  const lookups = new KeyLookups();
  const batch = lookups.batch(
    files.map((e) => ({ entries: e, language: 0 })),
    1,
  );
  const service = new ServiceTexts(['de'], lookups.names, batch.texts);
  for (const name of listed) service.addText('de', name, `${name} (de)`, null);
  lookups.resolve(service);
  return files.map((file, index) =>
    batch.ofFile(index).map((looked, place) => [[...file.keys()][place], looked.found?.name]),
  );
}

describe('KeyNames (the names the service may give the files’ keys)', () => {
  it('finds a key by each way of joining its segments, as candidateNames names it', () => {
    for (const name of candidateNames(['shop', 'title'])) {
      const names = new KeyNames();
      names.add(['shop', 'title'], 7);
      expect(names.get(name)).toBe(7);
    }
  });

  it('finds nothing for a name no key has, nor a key by a part of its name', () => {
    const names = new KeyNames();
    names.add(['shop', 'title'], 0);
    names.add(['greeting'], 1);
    for (const name of ['shop', 'title', 'shop::title::x', 'shop-title', 'shop.title.', '']) {
      expect(names.get(name)).toBeUndefined();
    }
    expect(names.get('greeting')).toBe(1);
  });

  it('gives only the names of the ways of joining the service was seen to use, all of them at once', () => {
    const names = new KeyNames();
    names.add(['a', 'b'], 0);
    expect(names.namesOf(['a', 'b'])).toEqual([]);
    names.get('x.y');
    expect(names.namesOf(['a', 'b'])).toEqual(['a.b']);
    // '::' holds ':': a name with it may be joined either way.
    names.get('x::y');
    expect(names.namesOf(['a', 'b']).sort()).toEqual(['a.b', 'a::b', 'a:b']);
    // A key added after a way was made is named that way too.
    names.add(['c', 'd'], 1);
    expect(names.get('c:d')).toBe(1);
    expect(names.namesOf(['c', 'd']).sort()).toEqual(['c.d', 'c::d', 'c:d']);
    // A name with '/' makes that way too, for every key.
    expect(names.get('c/d')).toBe(1);
    expect(names.namesOf(['a', 'b']).sort()).toEqual(['a.b', 'a/b', 'a::b', 'a:b']);
  });

  it('keeps the key’s row where a plural form’s key has the same name', () => {
    const names = new KeyNames();
    names.add(['cart', 'items'], 0);
    names.add(['cart', 'items'], NO_ROW, true);
    names.add(['count'], NO_ROW, true);
    names.add(['count'], 1);
    names.add(['total'], NO_ROW, true);
    expect(names.get('cart.items')).toBe(0);
    expect(names.get('count')).toBe(1);
    expect(names.get('total')).toBe(NO_ROW);
  });

  it('names a one-segment .po key without its context', () => {
    const names = new KeyNames();
    names.add(['menu\u0004Open'], 3);
    expect(names.get('Open')).toBe(3);
    expect(names.namesOf(['menu\u0004Open'])).toEqual(['Open']);
  });
});

describe('KeyLookups with ServiceTexts', () => {
  it('pairs every entry with its own key, whatever order and keys each file has', () => {
    const de = entries([['a', 'x'], 'AX'], [['a', 'y'], 'AY'], [['b'], 'B']);
    // Another order, a key missing and one more: found by name, not by place.
    const fr = entries([['b'], 'B-fr'], [['a', 'x'], 'AX-fr'], [['c'], 'C-fr']);
    expect(found([de, fr], ['a.x', 'a.y', 'b', 'c'])).toEqual([
      [
        [keyOf(['a', 'x']), 'a.x'],
        [keyOf(['a', 'y']), 'a.y'],
        [keyOf(['b']), 'b'],
      ],
      [
        [keyOf(['b']), 'b'],
        [keyOf(['a', 'x']), 'a.x'],
        [keyOf(['c']), 'c'],
      ],
    ]);
  });

  it('finds no key whose names the service lists twice, by two ways of joining', () => {
    const de = entries([['a', 'x'], 'AX'], [['b', 'y'], 'BY']);
    expect(found([de], ['a.x', 'a::x', 'b/y'])).toEqual([
      [
        [keyOf(['a', 'x']), undefined],
        [keyOf(['b', 'y']), 'b/y'],
      ],
    ]);
  });

  it('finds a key by a way the name it has was not looked up by, as by every other', () => {
    // 'x::y' is ['x', 'y'] joined by '::' and ['x:', 'y'] joined by ':': both keys have it.
    const de = entries([['x', 'y'], 'XY'], [['x:', 'y'], 'X:Y']);
    expect(found([de], ['x::y'])).toEqual([
      [
        [keyOf(['x', 'y']), 'x::y'],
        [keyOf(['x:', 'y']), 'x::y'],
      ],
    ]);
  });
});
