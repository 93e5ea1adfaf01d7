import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { qtTsModel } from '../../src/translations/qt-ts.ts';
import type { TranslationEntries } from '../../src/translations/types.ts';
import { crlf, lineDiff } from './helpers.ts';
import { qtTsEntries } from './independent-qt-ts.ts';
import { CORPUS } from './real-files.ts';

/** Each real file in CRLF: two texts changed (a numerus form where it has one), one removed. */
describe('the real Qt Linguist files in CRLF', () => {
  const folder = `${CORPUS}/ts`;
  it.each(readdirSync(folder))(
    '%s: only the touched messages’ lines change, each ending CRLF',
    (name) => {
      const text = crlf(readFileSync(`${folder}/${name}`, 'utf8'));
      const entries = qtTsModel.read(text) as TranslationEntries;
      const keys = [...entries.keys()];
      const form = keys.find((key) => /"(?:one|few|other|many|two|zero)"\]$/.test(key));
      const target = new Map(entries);
      target.set(keys[Math.floor(keys.length / 3)] as string, 'Nový <b>text</b> & "dál"');
      if (form !== undefined) target.set(form, 'Tvar %n');
      target.delete(keys[Math.floor(keys.length / 2)] as string);
      const edited = qtTsModel.edit(text, target, text) as string;
      expect(qtTsModel.read(edited)).toEqual(target);
      expect(qtTsEntries(edited)).toEqual(target);
      expect(
        edited
          .split('\n')
          .slice(0, -1)
          .every((line) => line.endsWith('\r')),
      ).toBe(true);
      const { removed, added } = lineDiff(text, edited);
      // The changed lines are the translations', and the removed message's (its location,
      // source, comment, translation and tags).
      expect(added.length).toBeLessThanOrEqual(removed.length);
      expect(
        added.every(
          (line) => line.includes('Nový') || line.includes('Tvar') || removed.includes(line),
        ),
      ).toBe(true);
    },
  );
});
