import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyOf, segmentsOf } from '../../src/translations/index.ts';
import type { TranslationValue } from '../../src/translations/types.ts';
import { stringsdictModel } from '../../src/translations/stringsdict.ts';
import { crlf } from './helpers.ts';
import { stringsdictEntries } from './independent-stringsdict.ts';
import { lineDiff as hunksOf, linesOf } from './line-diff.ts';

/**
 * The real .stringsdict files of the corpus (test/fixtures/real/stringsdict/), each edited with
 * LF and with CRLF line endings.
 */
describe('Apple .stringsdict: the real files of the corpus, in CRLF too', () => {
  const folder = new URL('../fixtures/real/stringsdict/', import.meta.url);
  const names = readdirSync(folder);

  it.each(names.flatMap((name) => [[name, 'LF'] as const, [name, 'CRLF'] as const]))(
    '%s (%s): a new zero form goes first in its rule, an entry goes whole, nothing else moves',
    (name, endings) => {
      const lf = readFileSync(new URL(name, folder), 'utf8');
      const text = endings === 'CRLF' ? crlf(lf) : lf;
      const entries = stringsdictModel.read(text) ?? new Map<string, string>();
      const keys = [...entries.keys()].map((key) => segmentsOf(key));
      const names = [...new Set(keys.map(([entry]) => String(entry)))];
      const rule = keys.find(
        (k) => k.length === 3 && !entries.has(keyOf([...k.slice(0, 2), 'zero'])),
      );
      const gone = names.length > 1 ? names[names.length - 1] : undefined;
      const target = new Map<string, TranslationValue>();
      for (const [key, value] of entries) {
        if (segmentsOf(key)[0] !== gone) target.set(key, value);
        if (rule !== undefined && key === keyOf(rule)) {
          target.set(keyOf([...rule.slice(0, 2), 'zero']), 'nul & <none>');
        }
      }
      const edited = stringsdictModel.edit(text, target, text);
      expect(edited).toBeDefined();
      expect(stringsdictModel.read(edited ?? '')).toEqual(target);
      expect(stringsdictEntries(edited ?? '')).toEqual(target);
      const hunks = hunksOf(text, edited ?? '');
      const removed = hunks.flatMap((hunk) => hunk.removed);
      const added = hunks.flatMap((hunk) => hunk.added);
      const eol = endings === 'CRLF' ? '\r\n' : '\n';
      // Only the new form's two lines, plutil's escapes, in the file's line endings.
      expect(added.map((line) => line.trim())).toEqual(
        rule === undefined ? [] : ['<key>zero</key>', '<string>nul &amp; &lt;none></string>'],
      );
      expect(added.every((line) => line.endsWith(eol.slice(0, -1)))).toBe(true);
      // Before the rule's first form, after its value type: where CLDR's order puts it.
      const inserted = hunks.find((hunk) => hunk.added.length > 0 && hunk.removed.length === 0);
      if (inserted !== undefined) {
        expect(linesOf(text)[inserted.line - 3]).toContain('<key>NSStringFormatValueTypeKey</key>');
      }
      if (gone !== undefined) expect(removed.join('')).toContain(`<key>${gone}</key>`);
      expect(removed.join('')).not.toContain(`<key>${names[0] ?? ''}</key>`);
    },
  );
});
