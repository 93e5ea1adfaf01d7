/** Plural form names in the order CLDR and the service list them. */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralForm = (typeof PLURAL_FORMS)[number];
export type PluralForms = Partial<Record<PluralForm, string>>;

/** One key's translation in one language, as a file holds it. */
export interface Entry {
  /** Key name; nested JSON/YAML keys are joined with '::' (e.g. 'menu::file::open'). */
  key: string;
  /** The text, or for plural keys an object of plural forms. */
  value: string | PluralForms;
  /** Key comment or description, where the format has one. */
  comment?: string;
  /** PO msgctxt. */
  context?: string;
  /** The translation is fuzzy (written only where `SerializeOptions.markFuzzy` asks). */
  fuzzy?: boolean;
  /** ARB: the `placeholders` object of the key's `@key` metadata (names, types, examples), as given. */
  placeholders?: Readonly<Record<string, unknown>>;
}

export interface SerializeOptions {
  /** Language ISO code of this file (e.g. 'en', 'zh_CN'). */
  lang: string;
  /** Write comments where the format supports them. */
  includeComments?: boolean;
  /** YAML: wrap everything under the language code as root key. */
  yamlIncludeRoot?: boolean;
  /** JSON: leave '/' unescaped (default: escape as '\/' like PHP's json_encode). */
  jsonUnescapedSlashes?: boolean;
  /** '1sp'..'8sp' or 'tab' (default: 4 spaces for json as in real bundles, 2 for yaml). */
  indentation?: string;
  /** Write real line breaks as the two characters backslash-n. */
  replaceBreaks?: boolean;
  javaPropertiesSeparator?: '=' | ':';
  /** latin-1: non-Latin-1 characters as \uXXXX escapes. */
  javaPropertiesEncoding?: 'utf-8' | 'latin-1';
  /** XLIFF: source-language attribute. */
  sourceLang?: string;
  /** XLIFF: base-language entries, written as <source>. */
  source?: ReadonlyMap<string, Entry>;
  /** PO: a fuzzy translation's entry gets the `#, fuzzy` flag (Store.poFuzzyFlags). */
  markFuzzy?: boolean;
}

export interface Codec {
  /** File extension used in bundle names, e.g. 'json', 'arb', 'yml', 'po', 'strings', 'xml', 'xliff', 'properties', 'ini', 'php'. */
  readonly extension: string;
  /** Parses an uploaded file; throws FormatError when it is not a valid file of this format. */
  readonly parse: (content: Buffer, lang: string) => Entry[];
  readonly serialize: (entries: readonly Entry[], options: SerializeOptions) => Buffer;
}

/** An uploaded file is not a valid file of its format; the emulator answers 4046. */
export class FormatError extends Error {
  override name = 'FormatError';
}
