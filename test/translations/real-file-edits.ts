/**
 * A corpus file edited as a pull edits it (the format model's `edit`, with reconcile.ts's
 * read-back check deciding between the edit in place and the fallback), and the checks on what
 * is written: it reads back as the target with both readers, it is edited in place, only the
 * touched keys' lines change, inline markup and line endings stay.
 */
import { formatRow } from '../../src/translations/file-formats.ts';
import { modelOf } from '../../src/translations/formats.ts';
import { formOf, keyLabel, keyOf, segmentsOf } from '../../src/translations/keys.ts';
import { decodeText, encodeText } from '../../src/translations/text-file.ts';
import type {
  TranslationEntries,
  TranslationKey,
  TranslationValue,
} from '../../src/translations/types.ts';
import { lineDiff, type Hunk } from './line-diff.ts';
import {
  firstDifference,
  mismatches,
  readBoth,
  type CorpusFile,
  type Reading,
} from './real-files.ts';

export const CASES = ['change', 'remove', 'add', 'all'] as const;
export type CaseName = (typeof CASES)[number];

/** The texts two existing keys get: markup-like characters, a format specifier, a newline. */
export const NEW_TEXTS = [`Tom " & < > ' %1$s`, "Il est l'heure\nde partir"] as const;

/**
 * The same texts as an XML format's model holds them: a literal `<` is `&lt;` there, so that it
 * is never taken for a tag (src/translations/xml-text.ts).
 */
const XML_NEW_TEXTS = [`Tom " & &lt; > ' %1$s`, NEW_TEXTS[1]] as const;
const ADDED_TEXT = 'Ajouté par le corpus';
const ADDED_SUFFIX = '_corpus_added';

/** The keys a file's cases touch. */
interface Plan {
  readonly changed: readonly [TranslationKey, TranslationKey];
  readonly removed: TranslationKey;
  /** The existing key the new key follows, and the new key. */
  readonly anchor: TranslationKey;
  readonly added: TranslationKey;
}

/** What one case wrote, and how it fares on each check (undefined or empty: passes). */
export interface CaseResult {
  readonly name: CaseName;
  readonly touched: readonly string[];
  /** Edited in place (reconcile.ts's `kept`), not the fallback. */
  readonly kept: boolean;
  /** Why the edit in place was refused, when it was. */
  readonly keptWhyNot: string | undefined;
  readonly readsBack: string | undefined;
  /** New mismatches of the independent reader with the target; 'none' without a reader. */
  readonly independentReadsBack: readonly string[] | 'none';
  /** Changed lines that hold none of the touched keys' names or texts. */
  readonly extraLines: readonly string[];
  /** The first changed line of the edit in place (of what is written, without one). */
  readonly firstChange: string | undefined;
  readonly markup: string | undefined;
  readonly lineEndings: string | undefined;
}

/** The keys the cases touch: texts (not plural forms or array items) spread over the file. */
function planOf(entries: TranslationEntries): Plan | undefined {
  const strings = [...entries].filter(([, value]) => typeof value === 'string');
  const single = strings.filter(([key]) => formOf(segmentsOf(key)) === undefined);
  // A file of nothing but arrays or plurals (Android string-arrays) takes their items.
  const texts = single.length > 0 ? single : strings;
  const filled = texts.filter(([, value]) => value !== '');
  const candidates = (filled.length >= 4 ? filled : texts).map(([key]) => key);
  const n = candidates.length;
  if (n === 0) return undefined;
  const at = (fifths: number): TranslationKey => candidates[Math.floor((n * fifths) / 5)] as string;
  const anchor = at(4);
  const segments = segmentsOf(anchor);
  // After an array item or plural form, the new key is a text of its own, not another item.
  const last =
    formOf(segments) === undefined ? String(segments.pop()) : String(segments.splice(0)[0]);
  // The second changed text is a plural form (or array item) where the file has some.
  const forms = [...entries]
    .filter(([key, value]) => value !== '' && typeof value === 'string' && formOf(segmentsOf(key)))
    .map(([key]) => key);
  return {
    changed: [at(1), forms[Math.floor(forms.length / 2)] ?? at(2)],
    removed: lastItem(candidates, at(3)),
    anchor,
    added: keyOf([...segments, last + ADDED_SUFFIX]),
  };
}

/** The key, or for an array item the last item of its array (removing one leaves no gap). */
function lastItem(keys: readonly TranslationKey[], key: TranslationKey): TranslationKey {
  const segments = segmentsOf(key);
  if (formOf(segments) === undefined) return key;
  const parent = JSON.stringify(segments.slice(0, -1));
  const siblings = keys.filter((k) => JSON.stringify(segmentsOf(k).slice(0, -1)) === parent);
  return siblings[siblings.length - 1] ?? key;
}

function targetOf(
  entries: TranslationEntries,
  plan: Plan,
  name: CaseName,
  xml: boolean,
): TranslationEntries {
  const texts = xml ? XML_NEW_TEXTS : NEW_TEXTS;
  const target = new Map<TranslationKey, TranslationValue>();
  for (const [key, value] of entries) {
    if ((name === 'remove' || name === 'all') && key === plan.removed) continue;
    let text = value;
    if (name === 'change' || name === 'all') {
      if (key === plan.changed[0]) text = texts[0];
      if (key === plan.changed[1]) text = texts[1];
    }
    target.set(key, text);
    if ((name === 'add' || name === 'all') && key === plan.anchor)
      target.set(plan.added, ADDED_TEXT);
  }
  return target;
}

function touchedKeys(plan: Plan, name: CaseName): TranslationKey[] {
  if (name === 'change') return [...plan.changed];
  if (name === 'remove') return [plan.removed];
  if (name === 'add') return [plan.added];
  return [...plan.changed, plan.removed, plan.added];
}

/**
 * The service's file a pull would compare with, as far as the edit needs one: the repository's
 * own text, but for a .po file, whose new entries are taken from the bundle, with the added
 * entry appended.
 */
function bundleOf(file: CorpusFile, text: string, plan: Plan, name: CaseName): string {
  if (name !== 'add' && name !== 'all') return text;
  if (file.format === 'xliff') return withUnitAdded(text, plan);
  if (file.format !== 'po') return text;
  const [id] = segmentsOf(plan.added) as [string];
  const quoted = (s: string): string => JSON.stringify(s);
  const context = id.split('\u0004');
  const head = context.length === 2 ? `msgctxt ${quoted(context[0] as string)}\n` : '';
  return `${text}\n${head}msgid ${quoted(context[context.length - 1] as string)}\nmsgstr ${quoted(ADDED_TEXT)}\n`;
}

/**
 * The service's file with the added key, for XLIFF: a unit holds a source the target entries do
 * not say, so a new one is the service's. Here, a copy of the anchor's unit under the new id,
 * with the added text, after the anchor's.
 */
function withUnitAdded(text: string, plan: Plan): string {
  const [anchorId] = segmentsOf(plan.anchor) as [string];
  const [addedId] = segmentsOf(plan.added) as [string];
  const escapedId = anchorId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const unit = new RegExp(`<trans-unit[^>]*\\bid="${escapedId}"[\\s\\S]*?</trans-unit>`).exec(text);
  if (unit === null) return text;
  const copy = unit[0]
    .replace(`id="${anchorId}"`, `id="${addedId}"`)
    .replace(/<source([^>]*)>[\s\S]*?<\/source>/, `<source$1>${ADDED_TEXT}</source>`)
    .replace(/<target([^>]*)>[\s\S]*?<\/target>/, `<target$1>${ADDED_TEXT}</target>`);
  const end = unit.index + unit[0].length;
  return `${text.slice(0, end)}\n${copy}${text.slice(end)}`;
}

/** The file edited towards one case's target, and the checks on what is written. */
export async function editCase(
  file: CorpusFile,
  reading: Reading,
  name: CaseName,
): Promise<CaseResult | undefined> {
  const decoded = decodeText(file.bytes);
  const plan = reading.entries && planOf(reading.entries);
  if (decoded === undefined || reading.entries === undefined || plan === undefined)
    return undefined;
  const target = targetOf(reading.entries, plan, name, formatRow(file.format).markup === true);
  const touched = touchedKeys(plan, name);
  const model = await modelOf(file.format);
  const bundle = bundleOf(file, decoded.text, plan, name);
  const edited = model.edit(decoded.text, target, bundle);
  const editDifference =
    edited === undefined ? undefined : firstDifference(model.read(edited), target);
  const kept = edited !== undefined && editDifference === undefined;
  const writtenText = kept ? edited : model.render(bundle, target);
  const written = encodeText(writtenText, decoded);
  const after = await readBoth(file, written);

  const before = file.bytes.toString('utf8');
  const now = written.toString('utf8');
  const hunks = lineDiff(before, now);
  const editedHunks =
    edited === undefined ? hunks : lineDiff(before, encodeText(edited, decoded).toString('utf8'));
  const oldTexts = touched
    .map((key) => reading.entries?.get(key))
    .filter((t) => typeof t === 'string');
  const newTexts = touched.map((key) => target.get(key)).filter((t) => typeof t === 'string');
  const baseline =
    reading.independent === 'none'
      ? []
      : mismatches(reading.entries, reading.independent, file.format);
  return {
    name,
    touched: touched.map(keyLabel),
    kept,
    keptWhyNot:
      edited === undefined
        ? 'the model does not edit this text'
        : editDifference && `the edit does not read back: ${editDifference}`,
    readsBack: firstDifference(after.entries, target),
    independentReadsBack:
      after.independent === 'none'
        ? 'none'
        : mismatches(target, after.independent, file.format).filter(
            (line) => !baseline.includes(line),
          ),
    extraLines: extraLines(hunks, needlesOf(touched, [...oldTexts, ...newTexts])),
    firstChange: editedHunks[0] && describeHunk(editedHunks[0]),
    markup: markupChange(file, before, now, oldTexts),
    lineEndings: lineEndingChange(before, now),
  };
}

function describeHunk(hunk: Hunk): string {
  const first = hunk.removed[0] !== undefined ? `-${hunk.removed[0]}` : `+${hunk.added[0]}`;
  return `line ${hunk.line}: ${first.trim().slice(0, 160)}`;
}

const WORD = /[\p{L}\p{N}_]{3,}/gu;

/** Strings whose presence marks a line as one of the touched keys'. */
function needlesOf(keys: readonly TranslationKey[], texts: readonly unknown[]): string[] {
  const needles: string[] = [];
  for (const key of keys) {
    for (const segment of segmentsOf(key)) {
      const name = String(segment);
      needles.push(...(name.length >= 3 ? [name] : [`"${name}"`]), ...(name.match(WORD) ?? []));
    }
  }
  for (const text of texts) {
    const words = String(text).match(WORD) ?? [];
    needles.push(...(words.length > 0 ? words : [String(text).trim()].filter((t) => t !== '')));
  }
  return needles;
}

/** Words that are a format's syntax, not a text: a line of nothing else is no extra change. */
const SYNTAX = new Set(
  (
    'msgstr msgid msgctxt msgid_plural string item plurals name quantity zero one two few many ' +
    'other trans unit target source state translated xml xliff resources array CDATA ' +
    'data value comment space preserve ' +
    'message translation numerusform unfinished type location filename line'
  )
    .split(' ')
    .map((w) => w.toLowerCase()),
);

function extraLines(hunks: readonly Hunk[], needles: readonly string[]): string[] {
  const named = (line: string): boolean => needles.some((needle) => line.includes(needle));
  const syntaxOnly = (line: string): boolean =>
    (line.match(/[\p{L}\p{N}_]+/gu) ?? []).every(
      (w) => w.length < 3 || SYNTAX.has(w.toLowerCase()),
    );
  const extra: string[] = [];
  for (const hunk of hunks) {
    const lines = [...hunk.removed.map((l) => `-${l}`), ...hunk.added.map((l) => `+${l}`)];
    // A key removed or added whole: its lines together, one of them naming it.
    const oneSided = hunk.removed.length === 0 || hunk.added.length === 0;
    if (oneSided && lines.some((line) => named(line))) continue;
    for (const line of lines) {
      if (!named(line) && !syntaxOnly(line)) extra.push(`line ~${hunk.line}: ${line.trim()}`);
    }
  }
  return extra;
}

/** The formats whose files are XML: their own elements are no inline markup. */
const XML_FORMATS: ReadonlySet<string> = new Set([
  'android',
  'xliff',
  'resx',
  'stringsdict',
  'qt-ts',
]);
const STRUCTURE = new Set(
  (
    'resources string plurals item string-array integer-array array xliff file header body group ' +
    'trans-unit source target note context-group context alt-trans tool phase-group phase ' +
    'root data value comment resheader metadata assembly plist dict key ' +
    'TS context name message location source translation numerusform extracomment ' +
    'translatorcomment'
  ).split(' '),
);
// An escaped tag ends `&gt;` in a file, and `>` in an XML model's text (only `<` is escaped there).
const TAG = /<\/?[A-Za-z][^<>\n]*>|&lt;\/?[A-Za-z][^\n]*?(?:&gt;|>)/g;

/** Inline tags as written (escaped ones decoded), without the XML formats' own elements. */
function inlineTags(text: string, xml: boolean): string[] {
  return (text.match(TAG) ?? [])
    .map((tag) =>
      tag.startsWith('&lt;')
        ? tag
            .replaceAll('&lt;', '<')
            .replaceAll('&gt;', '>')
            .replaceAll('&quot;', '"')
            .replaceAll('&amp;', '&')
        : tag.replaceAll('\\"', '"'),
    )
    .filter((tag) => !xml || !STRUCTURE.has(/^<\/?([^\s/>]+)/.exec(tag)?.[1] ?? ''));
}

/** How the inline tags changed beyond the touched keys' old texts' tags; undefined if not. */
function markupChange(
  file: CorpusFile,
  before: string,
  after: string,
  oldTexts: readonly unknown[],
): string | undefined {
  const xml = XML_FORMATS.has(file.format);
  const remaining = inlineTags(after, xml);
  const lost: string[] = [];
  for (const tag of inlineTags(before, xml)) {
    const at = remaining.indexOf(tag);
    if (at === -1) lost.push(tag);
    else remaining.splice(at, 1);
  }
  // The touched keys' old tags go with their texts; the product's texts may spell a tag's
  // attributes without their quotes (or escapes), so those are matched without either.
  const unquoted = (tag: string): string => tag.replace(/[\\"']/g, '');
  for (const tag of oldTexts.flatMap((text) => inlineTags(String(text), false))) {
    const at = lost.findIndex((found) => unquoted(found) === unquoted(tag));
    if (at !== -1) lost.splice(at, 1);
  }
  if (lost.length === 0 && remaining.length === 0) return undefined;
  const first = lost[0] !== undefined ? `lost ${lost[0]}` : `gained ${remaining[0] as string}`;
  return `${lost.length} inline tag(s) lost, ${remaining.length} gained (${first})`;
}

/** How the line endings or byte-order mark changed; undefined if they stayed. */
function lineEndingChange(before: string, after: string): string | undefined {
  if (before.startsWith('\uFEFF') && !after.startsWith('\uFEFF'))
    return 'the byte-order mark is lost';
  const allCrlf = (text: string): boolean => /\n/.test(text) && !/(^|[^\r])\n/.test(text);
  if (!allCrlf(before)) return undefined;
  const bare = after
    .split('\n')
    .findIndex((line, i, all) => i < all.length - 1 && !line.endsWith('\r'));
  return bare === -1 ? undefined : `line ${bare + 1} ends with LF, not CRLF`;
}
