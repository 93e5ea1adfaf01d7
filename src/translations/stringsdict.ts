import { keyOf } from './keys.ts';
import { editStringsdict } from './stringsdict-edit.ts';
import { tableOf, textIn } from './stringsdict-plist.ts';
import type { FormatModel, TranslationEntries } from './types.ts';

/**
 * Apple's `.stringsdict` (stringsdict-plist.ts reads the property list). Its keys are those the
 * service holds the file's texts under: its documentation of the format has an entry kept as
 * (at least) two keys, the entry's name holding the format string (`%#@files@`, a text of its
 * own: `%1$#@current@ von %2$#@total@`), and `name::variable` a plural key holding the variable's
 * forms. Here those are the key [name] and the plural forms [name, variable, category], which
 * the rest of the action names as it names a JSON plural's (`files.one`: keys.ts's formOf) and
 * the service sees as the plural key `name::variable`. `NSStringFormatValueTypeKey` and the
 * spec type are no texts: the file keeps them as they are. Edited in place by
 * stringsdict-edit.ts.
 */
export const stringsdictModel: FormatModel = {
  read: readStringsdict,
  edit: (text, target, bundle) => editStringsdict(text, target, bundle),
  render: (bundle, target) => editStringsdict(bundle, target, bundle) ?? bundle,
};

function readStringsdict(text: string): TranslationEntries | undefined {
  const table = tableOf(text);
  if (table === undefined) return undefined;
  const entries = new Map<string, string>();
  for (const [name, entry] of table.entries) {
    if (entry.format !== undefined) {
      const format = textIn(text, entry.format.value);
      if (format === undefined) return undefined;
      entries.set(keyOf([name]), format);
    }
    for (const [variable, rule] of entry.rules) {
      for (const [form, pair] of rule.forms) {
        const value = textIn(text, pair.value);
        if (value === undefined) return undefined;
        entries.set(keyOf([name, variable, form]), value);
      }
    }
  }
  return entries;
}
