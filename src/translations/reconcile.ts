import { keepRepositoryTexts } from './repository-texts.ts';
import { sameUpToLineEndings, withConventionsOf } from './fallback.ts';
import { formatOf, modelOf } from './formats.ts';
import { formatRow } from './file-formats.ts';
import { changedKeys, PLURAL_FORMS, sameEntries, segmentsOf, textChangesOf } from './keys.ts';
import { pairedDecision } from './reconcile-pair.ts';
import { pluralCategoriesOf } from './plural-categories.ts';
import { warningsOf } from './read-warnings.ts';
import { decodeText, encodeText } from './text-file.ts';
import type {
  FormatModel,
  PullDecision,
  ServiceTextStates,
  TranslationEntries,
  TranslationFormat,
  TranslationKey,
} from './types.ts';

/**
 * The pull's decision for one file, `current` being the checkout's bytes (undefined: no file
 * yet) and `bundle` the service's. Files the model reads are compared key by key, so formatting
 * alone (indentation, final newline, line endings, key order, .po comments and header) is no
 * change; a changed file is the repository's with only the changed keys edited. A bundle's empty
 * text never replaces a repository's text for a key both have: the repository's is kept and the
 * key listed in `keptTexts`. What reading found for the user to hear of (a key written twice) is
 * in `warnings`, each naming the file. See PulledFileContext for what else decides. Other files are
 * compared up to line endings and final newline.
 */
export async function reconcilePulledFile(
  path: string,
  current: Buffer | undefined,
  bundle: Buffer,
  context: PulledFileContext = {},
): Promise<PullDecision> {
  const { deleted, predicted } = context;
  if (current === undefined) return newFile(path, bundle, context);
  if (current.equals(bundle)) return { kind: 'unchanged' };
  const format = formatOf(path);
  // Whole, the service's file would drop what the export left out: the repository's stays.
  const whole = (why?: string) =>
    context.rules?.keepLeftOut ? leftAsIs(path, why) : byLines(current, bundle, why);
  if (format === undefined) return whole();
  const model = await modelOf(format, context.language);
  // A dry run's prediction and the service's states are the general decision's to weigh.
  if (predicted === undefined && !model.textStates) {
    const paired = pairedDecision(model, current, bundle, context);
    if (paired !== undefined) return paired;
  }
  const ours = decodeText(current);
  const theirs = decodeText(bundle);
  if (ours === undefined || theirs === undefined) {
    const which = ours === undefined ? "the repository's file" : "the service's file";
    return whole(`${which} is not UTF-8 text`);
  }
  const before = model.read(ours.text);
  const exported = model.read(theirs.text);
  if (before === undefined || exported === undefined) {
    const which = before === undefined ? "the repository's file" : "the service's file";
    return whole(`${which} does not read as ${formatRow(format).title}`);
  }
  const offered = model.alignBundle?.(ours.text, theirs.text, exported) ?? exported;
  const warned = [...warningsOf(before), ...warningsOf(offered)].map((w) => `${path}: ${w}`);
  const noted = warned.length > 0 ? { warnings: warned } : {};

  const { target, keptTexts } = keepRepositoryTexts(
    before,
    predicted ? afterPush(before, offered, predicted) : offered,
    {
      skipNewEmpty: formatRow(format).addsEmptyTexts !== true,
      deleted,
      followMarkup: model.followMarkup,
      pluralForm: pluralFormRule(format, context.language),
      keepLeftOut: context.rules?.keepLeftOut === true,
    },
  );
  if (sameEntries(before, target)) return { kind: 'unchanged', ...noted };
  const states = await statesFor(model, context);
  const edited = model.edit(ours.text, target, theirs.text, states);
  if (edited !== undefined && holds(model, edited, target)) {
    const content = encodeText(edited, ours);
    const textChanges = textChangesOf(before, target);
    return { kind: 'write', content, style: 'kept', keptTexts, textChanges, ...noted };
  }
  const rendered = model.render(theirs.text, target, states);
  // When the bundle cannot be made to hold the target either, it is written as it is: then no
  // repository text was kept, and the notes must not say so.
  const rendersTarget = holds(model, rendered, target);
  if (!rendersTarget && context.rules?.keepLeftOut) {
    return leftAsIs(path, 'its texts could not be edited in place exactly');
  }
  return {
    kind: 'write',
    content: withConventionsOf(current, rendersTarget ? encodeText(rendered, theirs) : bundle),
    style: 'line-endings',
    keptTexts: rendersTarget ? keptTexts : [],
    fallback: `its texts could not be edited in place exactly (${changedKeys(before, target).length} changed)`,
    ...noted,
  };
}

/**
 * How this run pulls, the same for every file: set once where the pull starts (the pull's
 * export-and-extract.ts), carried as it is through the rewrite (pull-rewrite.ts) and read where a
 * file is decided. A new rule of the pull is a field here, set there and read here.
 */
export interface PullRules {
  /**
   * The export may have left keys out (a tag filter, `filter`, `export_empty: skip`): a key the
   * repository's file has and the bundle's lacks stays as the file has it, and a file that cannot
   * be edited key by key is left as it is rather than replaced by the service's.
   */
  readonly keepLeftOut?: boolean;
}

/** What the pull knows of a file besides its bytes. */
export interface PulledFileContext {
  /** The run's rules of the pull. */
  readonly rules?: PullRules;
  /** The keys a developer deleted since the last sync: never added back, their texts never changed. */
  readonly deleted?: (key: TranslationKey) => boolean;
  /** In a dry run, what the push it did not make would have sent. */
  readonly predicted?: PushPrediction;
  /** The file's language as the repository spells it (`de`, `pt-rBR`), for its plural forms. */
  readonly language?: string | undefined;
  /**
   * What the service says of the file's texts besides them (string/list's `fuzzy`), asked only
   * for a format whose files record it (`textStates`) when a text is written.
   */
  readonly states?: () => Promise<ServiceTextStates | undefined>;
}

/** The service's states of the texts, for a model that writes them. */
async function statesFor(
  model: FormatModel,
  context: PulledFileContext,
): Promise<ServiceTextStates | undefined> {
  return model.textStates ? await context.states?.() : undefined;
}

/**
 * Whether a new key's plural form is one the file's language has, in a format whose row says so
 * (an Android `<plurals>` item of a quantity CLDR does not give the language is never shown, so
 * none is added). Other formats, and a language the runtime does not know, take every form.
 */
function pluralFormRule(
  format: TranslationFormat | undefined,
  language: string | undefined,
): ((key: TranslationKey) => boolean) | undefined {
  const categories =
    format !== undefined && formatRow(format).languagePluralForms && language !== undefined
      ? pluralCategoriesOf(language)
      : undefined;
  if (categories === undefined) return undefined;
  return (key) => {
    const segments = segmentsOf(key);
    const form = segments[1];
    return (
      segments.length !== 2 ||
      typeof form !== 'string' ||
      !PLURAL_FORMS.has(form) ||
      categories.has(form)
    );
  };
}

/**
 * What a push this run did not make would have changed on the service, for a dry run's pull to
 * predict the real one: the texts it would send by key (the repository's, by file key), and
 * whether it would import this file's source (so every key the repository's file has would be on
 * the service, which a service that never had the base file cannot export yet).
 */
export interface PushPrediction {
  readonly texts: ReadonlyMap<TranslationKey, string>;
  readonly sourceImported: boolean;
}

/** The bundle's entries as the service would have them after the push `predicted` describes. */
function afterPush(
  before: TranslationEntries,
  offered: TranslationEntries,
  predicted: PushPrediction,
): TranslationEntries {
  const after = new Map(offered);
  if (predicted.sourceImported) {
    for (const [key, value] of before) if (!after.has(key)) after.set(key, value);
  }
  for (const [key, text] of predicted.texts) after.set(key, text);
  return after;
}

/**
 * A file the repository does not have, as the bundle has it, but for empty texts in a format
 * whose row leaves them out (`emptyLeftOut`, file-formats.ts): they are left out, and a file of
 * nothing but empty texts (a language no one translated yet) is not made at all. In a format
 * that records the service's states of its texts, they are written when some text has one.
 */
async function newFile(
  path: string,
  bundle: Buffer,
  context: PulledFileContext,
): Promise<PullDecision> {
  const { deleted } = context;
  const pluralForm = pluralFormRule(formatOf(path), context.language);
  const asBundled: PullDecision = {
    kind: 'write',
    content: bundle,
    style: 'as-bundled',
    keptTexts: [],
  };
  const format = formatOf(path);
  // Most new files have no empty text, no deleted key and no fuzzy text: those are written
  // without being parsed.
  const emptyOut = format !== undefined && formatRow(format).emptyLeftOut?.mayHold(bundle) === true;
  const cut = emptyOut || deleted !== undefined || pluralForm !== undefined;
  if (format === undefined || (!cut && context.states === undefined)) return asBundled;
  const model = await modelOf(format, context.language);
  const states = await statesFor(model, context);
  const fuzzy = states?.anyFuzzy === true ? states : undefined;
  if (!cut && fuzzy === undefined) return asBundled;
  const text = decodeText(bundle);
  if (text === undefined) return asBundled;
  const offered = model.read(text.text);
  if (offered === undefined) return asBundled;
  const target = new Map(
    [...offered].filter(
      ([key, value]) =>
        !(emptyOut && value === '') && !deleted?.(key) && pluralForm?.(key) !== false,
    ),
  );
  if (target.size === 0) return { kind: 'unchanged' };
  if (target.size === offered.size && !fuzzy) return asBundled;
  const rendered = model.render(text.text, target, fuzzy);
  if (!holds(model, rendered, target)) return asBundled;
  return { ...asBundled, content: encodeText(rendered, text) };
}

/** A check on every write: the written text reads back as exactly the intended entries. */
function holds(model: FormatModel, text: string, target: TranslationEntries): boolean {
  const written = model.read(text);
  return written !== undefined && sameEntries(written, target);
}

/** The rule for what the model cannot read; `fallback` says why a format it reads was not read. */
function byLines(current: Buffer, bundle: Buffer, fallback?: string): PullDecision {
  if (sameUpToLineEndings(current, bundle)) return { kind: 'unchanged' };
  return {
    kind: 'write',
    content: withConventionsOf(current, bundle),
    style: 'line-endings',
    keptTexts: [],
    ...(fallback === undefined ? {} : { fallback }),
  };
}

/** The repository's file kept as it is, with a line saying why the service's was not taken. */
function leftAsIs(path: string, why = 'its format is not read key by key'): PullDecision {
  return {
    kind: 'unchanged',
    warnings: [
      `${path}: left as it is: ${why}, and the export may have left keys out (a tag filter, filter or export-empty: skip), which taking the service's file whole would remove`,
    ],
  };
}
