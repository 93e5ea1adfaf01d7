import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BundleError, extractBundles } from '../../../src/pull/bundle/extract.ts';
import { makeCheckout, NEW_DE, placeBy, snapshot } from './helpers.ts';
import { describe, expect, it } from '../../support/fixtures.ts';

/**
 * A pull of several formats downloads one bundle per export; they are written together or not at
 * all, so a bad second bundle cannot leave the first one's files in the checkout.
 */

const NEW_FR = '{\n    "greeting": "Bonjour"\n}\n';
const XML_DE = '<resources>\n  <string name="greeting">Hallo</string>\n</resources>\n';

describe('extractBundles', () => {
  it('writes the files of every bundle, each placed by its own rule', async () => {
    const checkout = await makeCheckout();
    try {
      const json = await checkout.bundle([{ name: 'de.json', data: NEW_DE }]);
      const xml = await checkout.bundle([{ name: 'de.xml', data: XML_DE }]);
      const result = await extractBundles(
        [
          { zipPath: json, place: placeBy('%LANG_ISO%.json', 'locales/%LANG_ISO%.json') },
          { zipPath: xml, place: placeBy('%LANG_ISO%.xml', 'res/values-%LANG_ISO%/strings.xml') },
        ],
        { workspace: checkout.workspace, skip: () => undefined },
      );
      expect(result.changed.map((f) => f.path)).toEqual([
        'locales/de.json',
        'res/values-de/strings.xml',
      ]);
      expect(await readFile(join(checkout.workspace, 'res/values-de/strings.xml'), 'utf8')).toBe(
        XML_DE,
      );
    } finally {
      await checkout.remove();
    }
  });

  it('writes nothing when a later bundle is refused', async () => {
    const checkout = await makeCheckout();
    try {
      const good = await checkout.bundle([{ name: 'de.json', data: NEW_DE }]);
      const bad = await checkout.bundle([{ name: '../escape.json', data: NEW_FR }]);
      const before = await snapshot(checkout.root);
      const place = placeBy('%LANG_ISO%.json', 'locales/%LANG_ISO%.json');
      await expect(
        extractBundles(
          [
            { zipPath: good, place },
            { zipPath: bad, place },
          ],
          { workspace: checkout.workspace, skip: () => undefined },
        ),
      ).rejects.toBeInstanceOf(BundleError);
      expect(await snapshot(checkout.root)).toEqual(before);
    } finally {
      await checkout.remove();
    }
  });

  it('refuses two bundles that would write one file, and writes neither', async () => {
    const checkout = await makeCheckout();
    try {
      const first = await checkout.bundle([{ name: 'de.json', data: NEW_DE }]);
      const second = await checkout.bundle([{ name: 'de.json', data: NEW_FR }]);
      const before = await snapshot(checkout.root);
      const place = placeBy('%LANG_ISO%.json', 'locales/%LANG_ISO%.json');
      const error = await extractBundles(
        [
          { zipPath: first, place },
          { zipPath: second, place },
        ],
        { workspace: checkout.workspace, skip: () => undefined },
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BundleError);
      expect((error as Error).message).toMatch(
        /placed on 'locales\/de\.json', which another export's 'de\.json' writes/,
      );
      expect(await snapshot(checkout.root)).toEqual(before);
    } finally {
      await checkout.remove();
    }
  });
});
