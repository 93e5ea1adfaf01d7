import { po, type GetTextTranslation, type GetTextTranslations } from 'gettext-parser';
import { keyOf, segmentsOf } from './keys.ts';
import { placeNewKeys } from './placement.ts';
import { serviceFuzziness, withFuzzyFlag } from './po-flags.ts';
import { inFileTerms } from './po-forms.ts';
import { pluralCountProblem } from './po-plurals.ts';
import { entryKey, parse, pluralFormsOf, translationsOf } from './po-table.ts';
import { withWarnings } from './read-warnings.ts';
import type {
  FormatModel,
  ServiceTextStates,
  TranslationEntries,
  TranslationValue,
} from './types.ts';

/**
 * gettext .po files through gettext-parser. Its compiler writes a file in its own layout (comment
 * order, charset spelling, folding), so compiling the whole file would rewrite lines no
 * translation touched. The file is instead taken as the blocks of lines between blank lines, one
 * entry each as msgcat and msgmerge write them: each block is read by gettext-parser, and only
 * the blocks that change are written, by gettext-parser (a changed entry's msgstr lines, a new
 * entry whole). Every other byte stays. A file whose blocks hold more than one entry cannot be
 * edited that way and takes the fallback.
 *
 * Keys are gettext's own (msgctxt, EOT, msgid); a plural entry has one key per msgstr[n]. The
 * header, comments, references, flags and obsolete entries are not translations. The service
 * numbers a plural's forms otherwise than the file's `Plural-Forms` may: po-forms.ts puts the
 * bundle's in the file's terms before anything is compared. An entry whose texts are written
 * is fuzzy as the service's text is (po-flags.ts).
 */
export const poModel: FormatModel = {
  read: (text) => {
    const table = parse(text);
    const entries = table === undefined ? undefined : entriesOf(table);
    const problem = table === undefined ? undefined : pluralCountProblem(pluralFormsOf(table));
    return entries === undefined || problem === undefined
      ? entries
      : withWarnings(entries, [problem]);
  },
  alignBundle: (text, bundle, offered) => {
    const [file, exported] = [parse(text), parse(bundle)];
    if (file === undefined || exported === undefined) return offered;
    const forms = new Map(
      translationsOf(file).map((entry) => [
        entryKey(entry),
        { plural: entry.msgid_plural !== undefined, forms: entry.msgstr },
      ]),
    );
    return inFileTerms(file, forms, exported, offered);
  },
  edit: (text, target, bundle, states) => editPo(text, target, bundle, states),
  render: (bundle, target, states) =>
    editPo(bundle, target, bundle, states, true) ?? compiledWhole(bundle, target),
  textStates: true,
};

/** The table's translations; undefined when an entry has no msgstr (not a .po file). */
function entriesOf(table: GetTextTranslations): TranslationEntries | undefined {
  const entries = new Map<string, TranslationValue>();
  for (const entry of translationsOf(table)) {
    if (!Array.isArray(entry.msgstr)) return undefined;
    if (entry.msgid_plural === undefined && entry.msgstr.length !== 1) return undefined;
    const key = entryKey(entry);
    if (entry.msgid_plural === undefined) entries.set(keyOf([key]), entry.msgstr[0] ?? '');
    else entry.msgstr.forEach((text, form) => entries.set(keyOf([key, form]), text));
  }
  return entries;
}

/** One entry's texts as the target wants them. */
interface WantedTexts {
  readonly plural: boolean;
  readonly forms: string[];
}

function wantedByEntry(target: TranslationEntries): Map<string, WantedTexts> | undefined {
  const wanted = new Map<string, WantedTexts>();
  for (const [key, value] of target) {
    const [entry, form] = segmentsOf(key);
    if (typeof entry !== 'string' || typeof value !== 'string') return undefined;
    const texts = wanted.get(entry) ?? { plural: form !== undefined, forms: [] };
    texts.forms[typeof form === 'number' ? form : 0] = value;
    wanted.set(entry, texts);
  }
  return wanted;
}

/** A run of non-blank lines, and what gettext-parser reads in it. */
interface Block {
  readonly text: string;
  /** The text between the previous block and this one (the first block: before it). */
  readonly gapBefore: string;
  /** The block's entry, for blocks holding one; undefined for the header, comments, obsolete entries. */
  readonly entry: GetTextTranslation | undefined;
}

/**
 * A block: lines that each hold a character that is no space, from the start of the first. The
 * lookbehind and `[^\S\n]*\S` try each line once, from its start: `[^\n]*\S`, tried from every
 * character of a line of white space alone, read the rest of the line each time, and a line of
 * 300,000 spaces took half a minute to pull (quadratic).
 */
const BLOCK = /(?<![^\n])[^\S\n]*\S[^\n]*(?:\n[^\S\n]*\S[^\n]*)*/g;

/** The file as blocks, and what follows the last; undefined when a block holds several entries. */
function blocksOf(text: string): { blocks: Block[]; trailing: string } | undefined {
  const blocks: Block[] = [];
  let end = 0;
  for (const match of text.matchAll(BLOCK)) {
    const table = parse(match[0]);
    if (table === undefined) return undefined;
    const entries = translationsOf(table);
    if (entries.length > 1) return undefined;
    blocks.push({ text: match[0], gapBefore: text.slice(end, match.index), entry: entries[0] });
    end = match.index + match[0].length;
  }
  return { blocks, trailing: text.slice(end) };
}

/**
 * `text` holding `target`, block by block. `states`: what the service says of the texts besides
 * them; `everyEntry`: every entry's texts count as written (a new file), not only changed ones.
 */
function editPo(
  text: string,
  target: TranslationEntries,
  bundle: string,
  states: ServiceTextStates | undefined,
  everyEntry = false,
): string | undefined {
  const split = blocksOf(text);
  const wanted = wantedByEntry(target);
  const offered = parse(bundle);
  if (split === undefined || wanted === undefined || offered === undefined) return undefined;
  const bundleEntries = new Map(translationsOf(offered).map((entry) => [entryKey(entry), entry]));
  const foldLength = foldLengthOf(text);
  const edit: EntryEdit = {
    foldLength,
    fuzzyOf: serviceFuzziness(bundleEntries, states),
    everyEntry,
  };

  const existing = split.blocks.flatMap((block) => (block.entry ? [entryKey(block.entry)] : []));
  const placement = placeNewKeys(existing, [...wanted.keys()]);
  const added = (keys: readonly string[]): string[] =>
    keys.map((key) => {
      const entry = bundleEntries.get(key);
      const texts = wanted.get(key) as WantedTexts;
      if (entry === undefined) return '';
      return flagged(compiledEntry(entry, texts, foldLength), entry, edit, texts.forms);
    });

  const written: { text: string; index?: number }[] = [];
  let firstDone = placement.first.length === 0;
  split.blocks.forEach((block, index) => {
    if (block.entry === undefined) {
      written.push({ text: block.text, index });
      return;
    }
    const key = entryKey(block.entry);
    const texts = wanted.get(key);
    if (texts === undefined) return;
    if (!firstDone) {
      written.push(...added(placement.first).map((entry) => ({ text: entry })));
      firstDone = true;
    }
    const offeredEntry = bundleEntries.get(key);
    written.push({ text: editedBlock(block, block.entry, texts, offeredEntry, edit), index });
    written.push(...added(placement.after.get(key) ?? []).map((entry) => ({ text: entry })));
  });
  if (!firstDone) written.push(...added(placement.first).map((entry) => ({ text: entry })));

  const gap = usualGap(split.blocks);
  const parts = written.map((item, i) => {
    const previous = written[i - 1];
    const original = item.index === undefined ? undefined : split.blocks[item.index];
    const keepsGap =
      original !== undefined && (i === 0 || previous?.index === (item.index as number) - 1);
    return (keepsGap ? original.gapBefore : i === 0 ? '' : gap) + item.text;
  });
  return parts.join('') + split.trailing;
}

/** How an edit writes an entry: its folding, and the service's fuzzy state of each text. */
interface EntryEdit {
  readonly foldLength: number;
  readonly fuzzyOf: (key: string, entry: GetTextTranslation) => boolean | undefined;
  readonly everyEntry: boolean;
}

/**
 * The block with the entry's msgstr lines written anew when its texts change, and its flag
 * lines then made to say what the service says of them (a block of the same texts is kept).
 */
function editedBlock(
  block: Block,
  entry: GetTextTranslation,
  texts: WantedTexts,
  offered: GetTextTranslation | undefined,
  edit: EntryEdit,
): string {
  const plural = entry.msgid_plural !== undefined;
  const same = plural === texts.plural && sameForms(entry.msgstr, texts.forms);
  if (same && !edit.everyEntry) return block.text;
  if (plural !== texts.plural) {
    // An entry that became plural, or stopped being, has new source lines too: the bundle's.
    const compiled = compiledEntry(offered ?? entry, texts, edit.foldLength);
    return flagged(compiled, entry, edit, texts.forms);
  }
  const lines = block.text.split('\n');
  const start = lines.findIndex((line) => /^msgstr[\s[]/.test(line));
  let end = start + 1;
  while (end < lines.length && /^(msgstr\[|\s*")/.test(lines[end] as string)) end++;
  const compiled = compiledEntry(entry, texts, edit.foldLength).split('\n');
  const msgstr = compiled.slice(compiled.findIndex((line) => /^msgstr[\s[]/.test(line)));
  const edited = same ? lines : [...lines.slice(0, start), ...msgstr, ...lines.slice(end)];
  return flagged(edited.join('\n'), entry, edit, texts.forms);
}

/** An entry's written text with its fuzzy flag as the service's; as it is when that is unknown. */
function flagged(
  text: string,
  entry: GetTextTranslation,
  edit: EntryEdit,
  forms: readonly string[],
): string {
  const fuzzy = edit.fuzzyOf(entryKey(entry), entry);
  return fuzzy === undefined ? text : withFuzzyFlag(text.split('\n'), fuzzy, forms).join('\n');
}

/** One entry as gettext-parser writes it, with the wanted texts, without the header it adds. */
function compiledEntry(entry: GetTextTranslation, texts: WantedTexts, foldLength: number): string {
  const written: GetTextTranslation = { ...entry, msgstr: texts.forms };
  if (!texts.plural) delete written.msgid_plural;
  const table: GetTextTranslations = {
    charset: 'utf-8',
    headers: {},
    translations: { [entry.msgctxt ?? '']: { [entry.msgid]: written } },
  };
  const blocks = po.compile(table, { foldLength }).toString('utf8').trimEnd().split('\n\n');
  return blocks[blocks.length - 1] as string;
}

/** The whole bundle compiled by gettext-parser, for a bundle that cannot be edited by blocks. */
function compiledWhole(bundle: string, target: TranslationEntries): string {
  const table = parse(bundle);
  const wanted = wantedByEntry(target);
  if (table === undefined || wanted === undefined) return bundle;
  for (const entry of translationsOf(table)) {
    const texts = wanted.get(entryKey(entry));
    if (texts !== undefined) entry.msgstr = texts.forms;
  }
  return po.compile(table, { foldLength: foldLengthOf(bundle) }).toString('utf8');
}

function sameForms(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((text, i) => text === b[i]);
}

/**
 * The repository's line folding: none when it has lines longer than gettext's 79 columns (its
 * tool does not fold), else gettext-parser's usual 76.
 */
function foldLengthOf(text: string): number {
  return text.split('\n').some((line) => line.length > 80) ? 0 : 76;
}

/** The gap most blocks have before them, for new blocks: usually one blank line. */
function usualGap(blocks: readonly Block[]): string {
  const counts = new Map<string, number>();
  for (const block of blocks.slice(1))
    counts.set(block.gapBefore, (counts.get(block.gapBefore) ?? 0) + 1);
  let usual = '\n\n';
  for (const [gap, count] of counts) if (count > (counts.get(usual) ?? 0)) usual = gap;
  return usual;
}
