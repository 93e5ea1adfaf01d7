/** The file formats the key-level model reads (and, but for the XML formats, edits). */
export type TranslationFormat =
  | 'json'
  | 'arb'
  | 'yaml'
  | 'po'
  | 'properties'
  | 'strings'
  | 'android'
  | 'xliff'
  | 'resx'
  | 'stringsdict'
  | 'qt-ts'
  | 'xcstrings';

/**
 * One key of a translation file: its path of segments (object keys as strings, array indexes and
 * plural forms as numbers) as JSON, so that no segment text can clash with a separator.
 */
export type TranslationKey = string;

/** A translation's text, or a non-string JSON/YAML leaf kept as it is. */
export type TranslationValue = string | number | boolean | null;

/** A file's translations in the file's order: key → text. */
export type TranslationEntries = ReadonlyMap<TranslationKey, TranslationValue>;

/**
 * How the written file was made: `kept` is the repository file with only the changed keys
 * edited; `line-endings` is the bundle's file with the repository's line endings and final
 * newline; `as-bundled` is a new file, written as the bundle has it.
 */
export type WrittenStyle = 'kept' | 'line-endings' | 'as-bundled';

/** The pull's decision for one file. */
export type PullDecision =
  | { readonly kind: 'unchanged'; readonly warnings?: readonly string[] }
  | {
      readonly kind: 'write';
      readonly content: Buffer;
      readonly style: WrittenStyle;
      /** Keys whose bundle text was empty, so the repository's text was kept. */
      readonly keptTexts: readonly TranslationKey[];
      /**
       * Why a file of a format the model reads was taken whole from the service's (the bundle
       * with the repository's line endings) rather than edited key by key: a rare event, said in
       * the log and the pull request.
       */
      readonly fallback?: string;
      /**
       * What reading the files found for the user to hear of, one line each naming the file and
       * the key (a key written twice); absent when nothing was found.
       */
      readonly warnings?: readonly string[];
      /**
       * Every text the written file changes against the repository's, when the decision knows
       * them exactly (the content reads back as them): the pull request's list of strings then
       * needs no second reading of either file.
       */
      readonly textChanges?: readonly TextChange[];
    };

/** One key whose text a pull changes, adds or removes in a file. */
export interface TextChange {
  readonly kind: 'changed' | 'added' | 'removed';
  readonly key: TranslationKey;
  /** The repository's value; absent for an added key. */
  readonly before?: TranslationValue;
  /** The written value; absent for a removed key. */
  readonly after?: TranslationValue;
}

/** A text whose value differs between two files of one shape, and where the first writes it. */
export interface DifferingLeaf {
  readonly key: TranslationKey;
  readonly ours: TranslationValue;
  readonly theirs: TranslationValue;
  /** The first file's literal, as byte offsets: what an edit replaces. */
  readonly start: number;
  readonly end: number;
}

/** A leaf of the repository's file to write with another value (see `PairedTexts`). */
export interface LeafWrite {
  readonly start: number;
  readonly end: number;
  readonly value: TranslationValue;
}

/**
 * The repository's file and the bundle's read side by side, once each, for a format whose files
 * usually have the same keys in the same order (the everyday pull: json-pair.ts).
 */
export interface PairedTexts {
  /**
   * The texts that differ, when both files are of one shape and read this way; undefined when
   * they are not, and the model's `read` and `edit` decide.
   */
  readonly differing: (ours: Buffer, theirs: Buffer) => readonly DifferingLeaf[] | undefined;
  /** The repository's file with each leaf written with its value, in the file's own style. */
  readonly write: (ours: Buffer, leaves: readonly LeafWrite[]) => Buffer;
}

/**
 * What the service says of a language's texts besides the texts (string/list's `fuzzy`), for a
 * format whose files record it: a .po entry's `fuzzy` flag.
 */
export interface ServiceTextStates {
  /**
   * Whether the service marks fuzzy the text of the key `name` (its `context` apart; none:
   * undefined); undefined when it is not known.
   */
  readonly fuzzy: (name: string, context: string | undefined) => boolean | undefined;
  /** Whether any text of the language is fuzzy: with none, a new file needs no look. */
  readonly anyFuzzy: boolean;
}

/** What a format module does: read a text's translations, and edit a text towards others. */
export interface FormatModel {
  /**
   * The text's translations; undefined when it does not parse. What the caller should hear of
   * in a text that reads (a key written twice) rides along with the entries: read-warnings.ts.
   */
  readonly read: (text: string) => TranslationEntries | undefined;
  /**
   * The bundle's entries (`offered`, read from `bundle`) in the terms of the repository's `text`,
   * for a format whose service numbers keys otherwise than the file does (a .po plural's forms,
   * by the file's `Plural-Forms`), or leaves out what it has no text for (an XLIFF unit without
   * a target; Android arrays a service does not carry). The entries as read when absent.
   */
  readonly alignBundle?: (
    text: string,
    bundle: string,
    offered: TranslationEntries,
  ) => TranslationEntries;
  /**
   * Every key the text holds, one without a translation too (an XLIFF unit with only its
   * source, given its source text): what a base-language file declares. `read` when absent.
   */
  readonly readKeys?: (text: string) => TranslationEntries | undefined;
  /**
   * `text` edited so that it holds exactly `target`, touching nothing else; undefined when this
   * text cannot be edited that way. `bundle` is the service's text `target` came from, for what
   * entries hold besides their texts (a .po file's comments and plural source); `states`, what
   * the service says of the texts, for a model that writes it (`textStates`).
   */
  readonly edit: (
    text: string,
    target: TranslationEntries,
    bundle: string,
    states?: ServiceTextStates,
  ) => string | undefined;
  /**
   * Whether the written texts carry what the service says of them besides the text (a .po
   * entry's fuzzy flag): the pull then hands `edit` and `render` the ServiceTextStates.
   */
  readonly textStates?: true;
  /**
   * The service's text of a key with the markup of the repository's (XML formats: a tag live or
   * escaped as the repository has it, see xml-text.ts). The text as it is when absent.
   */
  readonly followMarkup?: (ours: string, theirs: string) => string;
  /**
   * The bundle's text made to hold `target`, in the library's style if need be; every text it
   * holds is written, so each carries what `states` says of it (see `edit`).
   */
  readonly render: (
    bundle: string,
    target: TranslationEntries,
    states?: ServiceTextStates,
  ) => string;
  /** The files read side by side where they have one shape; see PairedTexts. */
  readonly paired?: PairedTexts;
}
