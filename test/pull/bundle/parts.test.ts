import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  extractBundle,
  type PlacedPart,
  type Placement,
  type RewriteRule,
} from '../../../src/pull/bundle/extract.ts';
import { compilePattern } from '../../../src/inputs/patterns.ts';
import { CHECKOUT_FILES, defaults, expectRefused } from './helpers.ts';
import { describe, expect, it } from '../../support/fixtures.ts';

/**
 * An entry that holds the texts of several files (1.0.9.2's one file per language, split among
 * a layout's files): the caller places it in parts, each with the bytes its `pick` makes, and
 * each part is checked, compared and written as a file of its own.
 */

/** A JSON object's keys that `wanted` chooses, as the bundle layer's caller would cut them. */
function keysPick(wanted: (key: string) => boolean, seen?: string[]) {
  return async (bytes: Buffer): Promise<Buffer> => {
    seen?.push(bytes.toString('utf8'));
    const all = JSON.parse(bytes.toString('utf8')) as Record<string, string>;
    const kept = Object.entries(all).filter(([key]) => wanted(key));
    return Buffer.from(`${JSON.stringify(Object.fromEntries(kept))}\n`);
  };
}

/**
 * `<lang>.json` in two parts: `locales/<lang>/common.json` keeps the keys starting with `c`, and
 * `locales/<lang>/settings.json` the others.
 */
function twoParts(
  overrides: Partial<Record<'common' | 'settings', Partial<PlacedPart>>> = {},
  seen?: string[],
) {
  const layout = compilePattern('%LANG_ISO%.json');
  return (entry: string): Placement => {
    const language = layout.languageOf(entry);
    if (language === undefined) return undefined;
    return [
      {
        path: `locales/${language}/common.json`,
        language,
        pick: keysPick((key) => key.startsWith('c'), seen),
        ...overrides.common,
      },
      {
        path: `locales/${language}/settings.json`,
        language,
        pick: keysPick((key) => !key.startsWith('c'), seen),
        ...overrides.settings,
      },
    ];
  };
}

const DE = JSON.stringify({ cancel: 'Abbrechen', save: 'Speichern', close: 'Schließen' });

describe('extractBundle places an entry in parts', () => {
  it('writes each part’s bytes to its own file, and leaves a part the checkout has alone', async ({
    startCheckout,
  }) => {
    const common = '{"cancel":"Abbrechen","close":"Schließen"}\n';
    const checkout = await startCheckout({
      ...CHECKOUT_FILES,
      'locales/de/common.json': common,
    });
    const zip = await checkout.bundle([{ name: 'de.json', data: DE }]);
    const asked: [string, string][] = [];
    const rewrite: RewriteRule = {
      appliesTo: () => true,
      rewrite: (path, _current, next) => {
        asked.push([path, next.toString('utf8')]);
        return { kind: 'write', content: next };
      },
    };
    const result = await extractBundle(defaults(checkout, zip, { place: twoParts(), rewrite }));
    const settings = '{"save":"Speichern"}\n';
    expect(result.changed).toEqual([
      { path: 'locales/de/settings.json', language: 'de', bytes: Buffer.byteLength(settings) },
    ]);
    expect(result.unchanged.map((f) => f.path)).toEqual(['locales/de/common.json']);
    const read = (path: string) => readFile(join(checkout.workspace, path), 'utf8');
    expect(await read('locales/de/settings.json')).toBe(settings);
    expect(await read('locales/de/common.json')).toBe(common);
    // The caller's rewrite sees the part, not the whole entry.
    expect(asked).toEqual([['locales/de/settings.json', settings]]);
  });

  it('picks each part of an entry too large for memory from the streamed file', async ({
    startCheckout,
  }) => {
    const big = () => randomBytes(1024 * 1024).toString('base64');
    const texts = { cancel: big(), save: big() };
    const checkout = await startCheckout();
    const zip = await checkout.bundle([{ name: 'fr.json', data: JSON.stringify(texts) }]);
    const result = await extractBundle(defaults(checkout, zip, { place: twoParts() }));
    expect(result.changed.map((f) => f.path)).toEqual([
      'locales/fr/common.json',
      'locales/fr/settings.json',
    ]);
    const read = async (path: string) =>
      JSON.parse(await readFile(join(checkout.workspace, path), 'utf8')) as unknown;
    expect(await read('locales/fr/common.json')).toEqual({ cancel: texts.cancel });
    expect(await read('locales/fr/settings.json')).toEqual({ save: texts.save });
  });

  it('counts an entry’s bytes once against the budget, however many parts it has', async ({
    startCheckout,
  }) => {
    const checkout = await startCheckout();
    const zip = await checkout.bundle([{ name: 'de.json', data: DE }]);
    const budget = { maxEntries: 10, maxTotalBytes: Buffer.byteLength(DE), maxRatio: 200 };
    const result = await extractBundle(defaults(checkout, zip, { place: twoParts(), budget }));
    expect(result.changed).toHaveLength(2);
  });

  it('lists an entry of a skipped language once, and picks no part of it', async ({
    startCheckout,
  }) => {
    const checkout = await startCheckout();
    const zip = await checkout.bundle([
      { name: 'de.json', data: DE },
      { name: 'fr.json', data: DE },
    ]);
    const seen: string[] = [];
    const result = await extractBundle(
      defaults(checkout, zip, {
        place: twoParts({}, seen),
        skip: (language) => (language === 'fr' ? 'not chosen' : undefined),
      }),
    );
    expect(result.skipped).toEqual([{ entry: 'fr.json', language: 'fr', reason: 'not chosen' }]);
    expect(result.changed.map((f) => f.path)).toEqual([
      'locales/de/common.json',
      'locales/de/settings.json',
    ]);
    expect(seen).toHaveLength(2);
  });
});

describe('extractBundle checks each part as a file', () => {
  const bundle = [{ name: './' }, { name: 'de.json', data: DE }];

  it('refuses an entry with a part outside the checkout', async () => {
    await expectRefused(bundle, /'de\.json': placed outside the checkout/, {
      place: twoParts({ settings: { path: '../outside/settings.json' } }),
    });
  });

  it('refuses an entry whose two parts take one path', async () => {
    await expectRefused(bundle, /'de\.json': placed on 'locales\/de\/common\.json' like/, {
      place: twoParts({ settings: { path: 'locales/de/Common.json' } }),
    });
  });

  it('refuses a part differing only by case from a tracked file', async () => {
    await expectRefused(bundle, /differs only by case from the tracked 'locales\/de\/Settings/, {
      place: twoParts(),
      tracked: ['locales/de/Settings.json'],
    });
  });

  it('refuses the bundle, naming the entry once, when a part cannot be picked', async () => {
    const error = await expectRefused(
      bundle,
      /'de\.json': its part for 'locales\/de\/common\.json' failed: no such key/,
      {
        place: twoParts({
          common: { pick: () => Promise.reject(new Error('no such key')) },
          settings: { pick: () => Promise.reject(new Error('no such key')) },
        }),
      },
    );
    expect(error.problems).toHaveLength(1);
  });
});
