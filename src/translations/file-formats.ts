import type { Revision } from '../api/index.ts';
import type { FormatModel, TranslationFormat } from './types.ts';

/**
 * A format whose files may keep their keys under their language (Rails' `de:`), which the service
 * keeps without it: the upload takes the root off, a pull asks for it (`yaml_include_root`) and
 * spells a new file's root as the repository spells the language (pull/yaml-root.ts).
 */
export interface LanguageRoot {
  /** The export parameter that asks for the root. */
  readonly exportParam: string;
  hasLanguageRoot(text: string): boolean;
  /** The text without its language root; undefined when it has none. */
  withoutLanguageRoot(text: string): string | undefined;
  withLanguageRootNamed(text: string, name: string): string;
}

/**
 * The one table of the file formats the action knows. A format's row says everything the rest
 * of the code asks about it: its extensions, the export `type` the service knows it by, the
 * revisions that import and export it, its key-level model (none: the file is compared by its
 * lines) and what the pull and push need to know of its texts. No code outside a format's own
 * modules compares a format's name: it reads the row (an architecture test checks this). The
 * model (formats.ts), the inputs' checks (inputs/pull.ts) and the emulator's codecs
 * (test/emulator/formats/) all read it; a test checks the emulator has a codec for every type
 * here and takes the same extensions.
 */
export interface FileFormat {
  /** The export `type` of the service's interface. */
  readonly exportType: string;
  /** File extensions, lower case, without the dot. */
  readonly extensions: readonly string[];
  /** How the log names the format. */
  readonly title: string;
  /** The revisions whose import and export take the format. */
  readonly revisions: readonly Revision[];
  /** The key-level model that reads, edits and renders it; absent: compared by its lines. */
  readonly model?: { readonly name: TranslationFormat; readonly load: () => Promise<FormatModel> };
  /**
   * Its texts may hold markup as markup (`<b>`) or as characters (`&lt;b>`), which the service
   * does not tell apart (its text is the characters): such a text is compared by its characters,
   * and goes up by import, never by key (push/translations-by-key.ts).
   */
  readonly markup?: boolean;
  /**
   * A new file leaves out empty texts: its app shows a key's empty text as it is, where a key the
   * file lacks falls back on the base language. `mayHold` says whether a file's bytes may hold
   * one at all, so that most new files are written without being parsed.
   */
  readonly emptyLeftOut?: { readonly mayHold: (bytes: Buffer) => boolean };
  /**
   * An empty text the bundle has for a key the repository's file lacks is added too: a gettext
   * catalogue lists every msgid, translated or not. Other formats add only texts.
   */
  readonly addsEmptyTexts?: boolean;
  /**
   * A new key's plural forms are only those its language has (CLDR's categories): an Android
   * `<plurals>` item of another quantity is never shown. Other formats take every form.
   */
  readonly languagePluralForms?: boolean;
  /**
   * What in a file of the format changes with every export and is no change of a translation,
   * which the pull leaves as the checkout has it: a `.po` header's timestamps and generator
   * (pull/po-noise.ts).
   */
  readonly noise?: 'po-header';
  /** Keys under a language root, when its files may have one (loaded on first use). */
  readonly languageRoot?: () => Promise<LanguageRoot>;
  /**
   * Its base language's file may hold its texts as its keys (a gettext template, or an English
   * `.po` of a Django project with every msgstr empty): it goes up with `fill_empty`.
   */
  readonly keysAreBaseTexts?: boolean;
  /**
   * The platform its keys belong to on the service (`platform_mask`, `filename_<platform>`),
   * where the action makes them by `string/set` itself: a format the revision cannot import
   * (`transferredByKey`). Other when absent.
   */
  readonly platform?: Platform;
  /**
   * One file holds every language (an Xcode String Catalog): the model is a view of one language
   * of it (`viewOf`), the languages it holds are `languagesOf` (its source language first), and
   * a `files` pattern names the file itself, with no language placeholder.
   */
  readonly everyLanguage?: {
    languagesOf(text: string): Promise<string[]>;
    viewOf(language: string): Promise<FormatModel>;
  };
}

/** The service's platforms, as string/set names their file name fields. */
export type Platform = 'ios' | 'android' | 'web' | 'other';

const BOTH: readonly Revision[] = ['1.0.9.3', '1.0.9.2'];
const always = () => true;
/** JSON and `.strings` write an empty text only as `""`; YAML as `""` or `''`. */
const quotedEmpty = (bytes: Buffer) => bytes.includes('""');

export const FILE_FORMATS: readonly FileFormat[] = [
  {
    exportType: 'json',
    extensions: ['json'],
    title: 'JSON',
    revisions: BOTH,
    model: { name: 'json', load: async () => (await import('./json.ts')).jsonModel },
    emptyLeftOut: { mayHold: quotedEmpty },
  },
  // Flutter's ARB: 1.0.9.3 takes any extension as a type; 1.0.9.2's closed list has no arb.
  {
    exportType: 'arb',
    extensions: ['arb'],
    title: 'ARB',
    revisions: ['1.0.9.3'],
    model: { name: 'arb', load: async () => (await import('./arb.ts')).arbModel },
  },
  {
    exportType: 'yml',
    extensions: ['yml', 'yaml'],
    title: 'YAML',
    revisions: BOTH,
    model: { name: 'yaml', load: async () => (await import('./yaml.ts')).yamlModel },
    emptyLeftOut: { mayHold: (bytes) => quotedEmpty(bytes) || bytes.includes("''") },
    languageRoot: async () => ({
      exportParam: 'yaml_include_root',
      ...(await import('./yaml-language-root.ts')),
    }),
  },
  {
    exportType: 'po',
    extensions: ['po', 'pot'],
    title: 'gettext',
    revisions: BOTH,
    model: { name: 'po', load: async () => (await import('./po.ts')).poModel },
    addsEmptyTexts: true,
    noise: 'po-header',
    keysAreBaseTexts: true,
  },
  {
    exportType: 'strings',
    extensions: ['strings'],
    title: '.strings',
    revisions: BOTH,
    model: { name: 'strings', load: async () => (await import('./strings.ts')).stringsModel },
    emptyLeftOut: { mayHold: quotedEmpty },
  },
  // Apple's plurals: 1.0.9.3 takes any extension as a type; 1.0.9.2's closed list has none. Apple
  // shows `zero` for 0 in every language, whatever CLDR gives it: no `languagePluralForms`.
  {
    exportType: 'stringsdict',
    extensions: ['stringsdict'],
    title: '.stringsdict',
    revisions: ['1.0.9.3'],
    platform: 'ios',
    model: {
      name: 'stringsdict',
      load: async () => (await import('./stringsdict.ts')).stringsdictModel,
    },
    // An empty `<string>` shows as empty where a missing one falls back. Every empty spelling
    // (`<string></string>`, `<string/>`, an empty CDATA section or comment) ends `></string>`.
    emptyLeftOut: {
      mayHold: (bytes) => /><\/string\s*>|<string\s*\/>/.test(bytes.toString('latin1')),
    },
  },
  // The one XML format the service exports under `.xml`; another XML file does not read as one
  // and is compared by its lines.
  {
    exportType: 'xml',
    extensions: ['xml'],
    title: 'Android resources',
    revisions: BOTH,
    model: { name: 'android', load: async () => (await import('./android.ts')).androidModel },
    markup: true,
    // An empty element has several spellings: every new file is read.
    emptyLeftOut: { mayHold: always },
    languagePluralForms: true,
  },
  {
    exportType: 'xliff',
    extensions: ['xliff', 'xlf'],
    title: 'XLIFF 1.2',
    revisions: BOTH,
    model: { name: 'xliff', load: async () => (await import('./xliff.ts')).xliffModel },
    markup: true,
  },
  {
    exportType: 'properties',
    extensions: ['properties'],
    title: '.properties',
    revisions: BOTH,
    model: {
      name: 'properties',
      load: async () => (await import('./properties.ts')).propertiesModel,
    },
    // `key=` is an empty text: every new file is read.
    emptyLeftOut: { mayHold: always },
  },
  // .NET resources: 1.0.9.3 takes any extension as a type; 1.0.9.2's closed list has no resx.
  // A value is plain text (`&lt;b&gt;` is the characters `<b>`, never markup): no `markup`.
  {
    exportType: 'resx',
    extensions: ['resx'],
    title: '.NET resources',
    revisions: ['1.0.9.3'],
    model: { name: 'resx', load: async () => (await import('./resx.ts')).resxModel },
    // .NET falls back on the base language for a missing entry but shows an empty one; an empty
    // value has several spellings, so every new file is read.
    emptyLeftOut: { mayHold: always },
  },
  // Qt Linguist: 1.0.9.3 takes any extension as a type (its `indentation` list names ts); 1.0.9.2's
  // closed list has none. Only a `files` pattern makes a `.ts` file a translation, and one whose
  // root is not `<TS>` (a TypeScript source) does not read: it is compared by its lines. A text
  // is characters (`&lt;b&gt;` is `<b>`, which a label may render, but no markup): no `markup`.
  {
    exportType: 'ts',
    extensions: ['ts'],
    title: 'Qt Linguist',
    revisions: ['1.0.9.3'],
    model: { name: 'qt-ts', load: async () => (await import('./qt-ts.ts')).qtTsModel },
    // lupdate lists every message, an untranslated one `type="unfinished"` and empty, and Qt
    // shows the source for it: a new file holds every message, as a new language's from lupdate.
    addsEmptyTexts: true,
    platform: 'web',
  },
  // Xcode's String Catalog: every language in one JSON file, which neither revision imports or
  // exports: its texts go by key both ways. Its model is a view of one language (`everyLanguage`).
  {
    exportType: 'xcstrings',
    extensions: ['xcstrings'],
    title: 'String Catalog',
    revisions: [],
    platform: 'ios',
    model: {
      name: 'xcstrings',
      // The source language's view: what a caller that names no language reads.
      load: async () => (await import('./xcstrings.ts')).xcstringsSourceModel,
    },
    everyLanguage: {
      languagesOf: async (text) => (await import('./xcstrings.ts')).xcstringsLanguages(text),
      viewOf: async (language) => (await import('./xcstrings.ts')).xcstringsModelFor(language),
    },
  },
  { exportType: 'ini', extensions: ['ini'], title: 'INI', revisions: BOTH },
  { exportType: 'php', extensions: ['php'], title: 'PHP', revisions: BOTH },
];

const BY_EXTENSION = new Map(
  FILE_FORMATS.flatMap((format) => format.extensions.map((extension) => [extension, format])),
);

/** The format of a file by its extension (any case); undefined for one the action does not know. */
export function fileFormatOf(path: string): FileFormat | undefined {
  const extension = /\.([^./\\%]+)$/.exec(path)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : BY_EXTENSION.get(extension);
}

/** The row of a key-level model. */
export function formatRow(model: TranslationFormat): FileFormat {
  const row = FILE_FORMATS.find((format) => format.model?.name === model);
  if (row === undefined) throw new Error(`no format row has the model ${model}`);
  return row;
}

/**
 * Whether a file's texts go to and come from the service by key alone on `revision`: a format
 * the action reads key by key whose export type the revision does not import or export (a
 * `.resx` on 1.0.9.2). Its keys are made and set by `string/set` (push/by-key-files.ts) and
 * pulled from `string/list` into the repository's files (pull/by-key-bundle.ts).
 */
export function transferredByKey(path: string, revision: Revision): boolean {
  const row = fileFormatOf(path);
  return row?.model !== undefined && !row.revisions.includes(revision);
}
