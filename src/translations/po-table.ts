import { po, type GetTextTranslation, type GetTextTranslations } from 'gettext-parser';
import { PO_CONTEXT_SEPARATOR } from './keys.ts';

/* A .po text's table as gettext-parser reads it, and its entries by key (po.ts). */

/**
 * The file's table; undefined when it is not gettext syntax. gettext-parser only reports syntax
 * errors (such as a string running past its line) when validating, and validation also counts
 * plural forms against the header's `Plural-Forms`, which is about the texts, not the syntax: a
 * file failing only that count is read without validation (entriesOf checks the rest).
 */
export function parse(text: string): GetTextTranslations | undefined {
  try {
    return po.parse(text, { validation: true });
  } catch (error) {
    return error instanceof RangeError ? parseLeniently(text) : undefined;
  }
}

function parseLeniently(text: string): GetTextTranslations | undefined {
  try {
    return po.parse(text);
  } catch {
    return undefined;
  }
}

/** The header's `Plural-Forms` value, if the file has a header that states one. */
export function pluralFormsOf(table: GetTextTranslations): string | undefined {
  const headers = table.headers as GetTextTranslations['headers'] | undefined;
  return headers?.['Plural-Forms'];
}

/** The table's entries but the header. */
export function translationsOf(table: GetTextTranslations): GetTextTranslation[] {
  return Object.values(table.translations)
    .flatMap((byId) => Object.values(byId))
    .filter((entry) => entry.msgid !== '' || (entry.msgctxt ?? '') !== '');
}

/** An entry's key: its msgid, after its msgctxt when it has one (keys.ts). */
export function entryKey(entry: GetTextTranslation): string {
  return entry.msgctxt === undefined
    ? entry.msgid
    : entry.msgctxt + PO_CONTEXT_SEPARATOR + entry.msgid;
}
