import { po as gettext, type GetTextTranslation, type GetTextTranslations } from 'gettext-parser';
import { pluralCategories, pluralRules } from './plurals.ts';
import { tryDecodeUtf8 } from './text.ts';
import {
  FormatError,
  type Codec,
  type Entry,
  type PluralForm,
  type PluralForms,
  type SerializeOptions,
} from './types.ts';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

function parse(content: Buffer, lang: string): Entry[] {
  const bytes = content.subarray(0, 3).equals(BOM) ? content.subarray(3) : content;
  const table = parseTable(bytes);
  // The library converts from a declared charset; only UTF-8 (declared or assumed) is checked.
  if (table.charset === 'utf-8' && tryDecodeUtf8(bytes) === undefined) {
    throw new FormatError('Invalid PO file: not valid UTF-8');
  }
  const categories = pluralCategories(lang);
  const entries: Entry[] = [];
  for (const [context, messages] of Object.entries(table.translations)) {
    for (const message of Object.values(messages)) {
      // The entry with an empty msgid is the header, not a key.
      if (message.msgid === '') continue;
      entries.push(toEntry(message, context, categories));
    }
  }
  return entries;
}

/**
 * Validating parse, so broken quoting, duplicate msgids and unterminated strings are errors.
 * Its plural count check compares with the file's Plural-Forms header, which is often absent
 * or differs from CLDR; such a file is read again without validation, as forms are mapped
 * by CLDR category anyway.
 */
function parseTable(bytes: Buffer): GetTextTranslations {
  const options = { defaultCharset: 'utf-8' };
  try {
    return gettext.parse(bytes, { ...options, validation: true });
  } catch (error) {
    const message = (error as Error).message;
    if (message.startsWith('Plural forms range error')) return gettext.parse(bytes, options);
    throw new FormatError(`Invalid PO file: ${message}`);
  }
}

function toEntry(
  message: GetTextTranslation,
  context: string,
  categories: readonly PluralForm[],
): Entry {
  const entry: Entry = { key: message.msgid, value: message.msgstr[0] ?? '' };
  if (message.msgid_plural !== undefined) {
    const forms: PluralForms = {};
    categories.forEach((form, index) => {
      const text = message.msgstr[index];
      if (text !== undefined) forms[form] = text;
    });
    entry.value = forms;
  }
  if (context !== '') entry.context = context;
  const comment = message.comments?.extracted;
  if (comment !== undefined && comment !== '') entry.comment = comment;
  return entry;
}

function serialize(entries: readonly Entry[], options: SerializeOptions): Buffer {
  const categories = pluralCategories(options.lang);
  // Objects without prototype, so a key or context named '__proto__' is just a name.
  const translations: GetTextTranslations['translations'] = Object.create(null);
  translations[''] = Object.create(null);
  for (const entry of entries) {
    const context = entry.context ?? '';
    const messages = (translations[context] ??= Object.create(null));
    messages[entry.key] = toMessage(entry, categories, options);
  }
  const table: GetTextTranslations = {
    charset: 'utf-8',
    headers: headers(options.lang, categories),
    translations,
  };
  return gettext.compile(table);
}

function toMessage(
  entry: Entry,
  categories: readonly PluralForm[],
  { includeComments: withComment = false, markFuzzy = false }: SerializeOptions,
): GetTextTranslation {
  const message: GetTextTranslation =
    typeof entry.value === 'string'
      ? { msgid: entry.key, msgstr: [entry.value] }
      : pluralMessage(entry.key, entry.value, categories);
  if (entry.context !== undefined) message.msgctxt = entry.context;
  if (withComment && entry.comment !== undefined) message.comments = { extracted: entry.comment };
  if (markFuzzy && entry.fuzzy === true) message.comments = { ...message.comments, flag: 'fuzzy' };
  return message;
}

function pluralMessage(
  key: string,
  forms: PluralForms,
  categories: readonly PluralForm[],
): GetTextTranslation {
  // The file has no source text of the plural, so the key stands for it, as it does for msgid.
  return { msgid: key, msgid_plural: key, msgstr: categories.map((form) => forms[form] ?? '') };
}

function headers(lang: string, categories: readonly PluralForm[]): Record<string, string> {
  const result: Record<string, string> = {
    Language: lang,
    'MIME-Version': '1.0',
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Transfer-Encoding': '8bit',
  };
  const pluralForms = pluralFormsHeader(lang, categories);
  if (pluralForms !== undefined) result['Plural-Forms'] = pluralForms;
  // These two change on every export; the action under test must ignore such changes.
  result['PO-Revision-Date'] = revisionDate(new Date());
  result['X-Generator'] = 'l10n-sync emulator';
  return result;
}

/**
 * The Plural-Forms header where CLDR's rule has a simple gettext expression (one form; or
 * one/other with "one" exactly n = 1 or n <= 1); otherwise none, rather than a wrong one.
 */
function pluralFormsHeader(lang: string, categories: readonly PluralForm[]): string | undefined {
  if (categories.length === 1) return 'nplurals=1; plural=0;';
  if (categories.join() !== 'one,other') return undefined;
  const rules = pluralRules(lang);
  if (rules === undefined) return undefined;
  const ones = Array.from({ length: 200 }, (_, n) => n).filter((n) => rules.select(n) === 'one');
  if (ones.join() === '1') return 'nplurals=2; plural=(n != 1);';
  if (ones.join() === '0,1') return 'nplurals=2; plural=(n > 1);';
  return undefined;
}

function revisionDate(now: Date): string {
  return `${now.toISOString().slice(0, 16).replace('T', ' ')}+0000`;
}

export const po: Codec = { extension: 'po', parse, serialize };
