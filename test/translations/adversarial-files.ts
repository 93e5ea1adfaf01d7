import type { TranslationFormat } from '../../src/translations/index.ts';

/**
 * Translation files of each format the key-level model reads, ordinary and hostile (issue 37,
 * hole 5): runs of white space wherever the format lets them stand, nesting to the readers'
 * limit where the format nests, one very long line, and for XML openings (`<!--`, `<![CDATA[`,
 * `<!DOCTYPE`) repeated where nothing closes them. Shared by the test that pulls each of them
 * (adversarial-files.test.ts) and the benchmark that times them at 1 MiB against an ordinary
 * file of the same size (bench/reader-adversarial.ts).
 */
export interface AdversarialFile {
  readonly format: TranslationFormat;
  readonly kind: Kind;
  /** Where the file sits in the checkout (its format is read from it). */
  readonly path: string;
  /**
   * The repository's file, about `length` characters, and the service's: the same with the
   * text of the key `changed` reworded (`WAS` → `NOW`).
   */
  file(length: number): { readonly repository: string; readonly service: string };
}

export type Kind = 'ordinary' | 'white space' | 'deep nesting' | 'one long line' | 'openings';

/** The words the service's file has in place of the repository's, in the key `changed`. */
export const WAS = 'Welcome back';
export const NOW = 'Willkommen zurück';

const TEXTS = [
  'Save changes',
  'You have %d new messages',
  'Hello, {name}! Your order has shipped.',
  'Settings > Privacy & security',
  'Delete "%1$s" for ever?',
  'Tap <b>Next</b> to continue',
];

/** About `share` of `length` characters of `unit` repeated (at least one). */
function run(unit: string, length: number, share = 1): string {
  return unit.repeat(Math.max(1, Math.floor((length * share) / unit.length)));
}

/**
 * `head`, entries `entry(0)`, `entry(1)`… joined by `separator`, and `tail`: as many entries as
 * make about `length` characters.
 */
function filled(
  length: number,
  head: string,
  entry: (i: number) => string,
  separator: string,
  tail: string,
): string {
  const entries: string[] = [];
  let size = head.length + tail.length;
  while (size < length) {
    const next = entry(entries.length);
    entries.push(next);
    size += next.length + separator.length;
  }
  return head + entries.join(separator) + tail;
}

/** Ordinary text number `i`. */
const text = (i: number): string => TEXTS[i % TEXTS.length] as string;

/** A file and the service's copy of it with the changed text reworded. */
function pair(repository: string): { repository: string; service: string } {
  if (repository.split(WAS).length !== 2) throw new Error('one changed text expected');
  return { repository, service: repository.replace(WAS, NOW) };
}

/** A file of one format: how an ordinary one is written, and its hostile ones. */
interface FormatFiles {
  readonly format: TranslationFormat;
  readonly path: string;
  readonly files: Partial<Record<Kind, (length: number) => string>>;
}

const jsonLike = (head: string): FormatFiles['files'] => {
  const start = `{\n${head}  "changed": "${WAS}",\n`;
  const nested = (depth: number, leaf: string) =>
    `${'{"a": '.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
  return {
    ordinary: (n) =>
      filled(n, start, (i) => `  "key_${i}": ${JSON.stringify(text(i))}`, ',\n', '\n}\n'),
    'white space': (n) =>
      `{\n${head}  "changed": "${run(' ', n, 1 / 3)}${WAS}",\n${run(' \t', n, 1 / 3)}\n` +
      `  "key_0"${run(' ', n, 1 / 3)}: "Save"\n}\n`,
    // 98 levels below the root: the readers' limit is 100 (read-limits.ts).
    'deep nesting': (n) =>
      filled(n, start, (i) => `  "key_${i}": ${nested(97, '{"k": "v"}')}`, ',\n', '\n}\n'),
    'one long line': (n) => `{${head.trim()} "changed": "${WAS} ${run('word ', n)}"}`,
  };
};

const xmlLike = (
  wrap: (body: string) => string,
  entry: (key: string, text: string, attributes?: string) => string,
): FormatFiles['files'] => {
  const [head, tail] = wrap('\u0000').split('\u0000') as [string, string];
  const start = head + entry('changed', WAS);
  return {
    ordinary: (n) => filled(n, start, (i) => entry(`key_${i}`, escaped(text(i))), '', tail),
    'white space': (n) =>
      wrap(
        entry('changed', `${run(' ', n, 1 / 3)}${WAS}`) +
          `${run(' \t', n, 1 / 3)}\n` +
          entry('key_0', 'Save', `${run(' ', n, 1 / 3)}note="x"`),
      ),
    // Inline markup 90 levels deep inside an element or two: the readers' limit is 100.
    'deep nesting': (n) =>
      filled(
        n,
        start,
        (i) => entry(`key_${i}`, `${'<b>'.repeat(90)}x${'</b>'.repeat(90)}`),
        '',
        tail,
      ),
    'one long line': (n) =>
      wrap(entry('changed', `${WAS} ${run('word ', n)}`)).replaceAll('\n', ''),
    // Openings a search for their closing ran to the end of the text from: in a comment (CDATA,
    // DOCTYPE) and in a processing instruction (comment).
    openings: (n) =>
      wrap(
        entry('changed', `${WAS}<!--${run('<![CDATA[', n, 1 / 3)}-->`) +
          `<!--${run('<!DOCTYPE', n, 1 / 3)}-->\n<?note ${run('<!--', n, 1 / 3)}?>\n`,
      ),
  };
};

/** A text as XML content: `&` escaped, and no quotes (Android would want them escaped). */
function escaped(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '');
}

const poEntry = (i: number): string =>
  i % 5 === 0
    ? `msgid "key_${i}"\nmsgid_plural "key_${i}s"\nmsgstr[0] ${JSON.stringify(text(i))}\n` +
      `msgstr[1] ${JSON.stringify(`${text(i)}!`)}\n`
    : `#: src/app.ts:${i}\nmsgid "key_${i}"\nmsgstr ${JSON.stringify(text(i))}\n`;

const FORMATS: readonly FormatFiles[] = [
  { format: 'json', path: 'locales/de.json', files: jsonLike('') },
  { format: 'arb', path: 'lib/l10n/app_de.arb', files: jsonLike('  "@@locale": "de",\n') },
  {
    format: 'yaml',
    path: 'config/locales/de.yml',
    files: {
      ordinary: (n) =>
        filled(
          n,
          `de:\n  changed: ${WAS}\n`,
          (i) => `  key_${i}: ${JSON.stringify(text(i))}`,
          '\n',
          '\n',
        ),
      'white space': (n) =>
        `de:\n  changed: "${run(' ', n, 1 / 3)}${WAS}"\n${run(' \t', n, 1 / 3)}\n` +
        `  key_0: |\n    Save\n${run('\n', n, 1 / 3)}  key_1: Open\n`,
      // Flow maps 95 levels deep under the language and the key: the readers' limit is 100.
      'deep nesting': (n) =>
        filled(
          n,
          `de:\n  changed: ${WAS}\n`,
          (i) => `  key_${i}: ${'{a: '.repeat(95)}v${'}'.repeat(95)}`,
          '\n',
          '\n',
        ),
      'one long line': (n) => `de:\n  changed: ${WAS} ${run('word ', n)}\n`,
    },
  },
  {
    format: 'po',
    path: 'locale/de/LC_MESSAGES/messages.po',
    files: {
      ordinary: (n) =>
        filled(n, `${PO_HEADER}\nmsgid "changed"\nmsgstr "${WAS}"\n\n`, poEntry, '\n', ''),
      // The issue's file: a line of white space alone, which the block split read quadratically.
      'white space': (n) =>
        `${PO_HEADER}\n${run(' ', n, 1 / 3)}\nmsgid "changed"\nmsgstr "${run(' ', n, 1 / 3)}${WAS}"\n` +
        `\n${run('\t', n, 1 / 3)}\nmsgid "key_0"\nmsgstr "Save"\n`,
      'one long line': (n) => `${PO_HEADER}\nmsgid "changed"\nmsgstr "${WAS} ${run('word ', n)}"\n`,
    },
  },
  {
    format: 'properties',
    path: 'src/main/resources/messages_de.properties',
    files: {
      ordinary: (n) => filled(n, `changed = ${WAS}\n`, (i) => `key_${i} = ${text(i)}`, '\n', '\n'),
      // The first key continued on a line of spaces: the separator's expression read it quadratically.
      'white space': (n) =>
        `chan\\\n${run(' ', n, 1 / 3)}ged = ${run(' ', n, 1 / 3)}${WAS}\n${run(' \t', n, 1 / 3)}\nkey_0 = Save\n`,
      'one long line': (n) => `changed = ${WAS} ${run('word ', n)}\n`,
    },
  },
  {
    format: 'strings',
    path: 'de.lproj/Localizable.strings',
    files: {
      ordinary: (n) =>
        filled(
          n,
          `"changed" = "${WAS}";\n`,
          (i) => `"key_${i}" = ${JSON.stringify(text(i))};`,
          '\n',
          '\n',
        ),
      // Spaces in the first key: the spacing's expression read them quadratically.
      'white space': (n) =>
        `"key${run(' ', n, 1 / 3)}0" = "Save";\n${run(' \t', n, 1 / 3)}\n` +
        `"changed" = "${run(' ', n, 1 / 3)}${WAS}";\n`,
      'one long line': (n) => `"changed" = "${WAS} ${run('word ', n)}";\n`,
    },
  },
  {
    format: 'android',
    path: 'app/src/main/res/values-de/strings.xml',
    files: xmlLike(
      (body) => `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n${body}</resources>\n`,
      (key, text, attributes = '') => `  <string name="${key}" ${attributes}>${text}</string>\n`,
    ),
  },
  {
    format: 'xliff',
    path: 'locales/de.xlf',
    files: xmlLike(
      (body) =>
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n' +
        '<file original="app" source-language="en" target-language="de" datatype="plaintext">\n' +
        `<body>\n${body}</body>\n</file>\n</xliff>\n`,
      (key, text, attributes = '') =>
        `<trans-unit id="${key}"><source>${key}</source><target ${attributes}>${text}</target></trans-unit>\n`,
    ),
  },
  {
    format: 'resx',
    path: 'src/App/Properties/Resources.de.resx',
    // A value holds no element, so no nesting: its hostile files are the other kinds.
    files: (({ 'deep nesting': _nesting, ...others }) => others)(
      xmlLike(
        (body) => `<?xml version="1.0" encoding="utf-8"?>\n<root>\n${body}</root>\n`,
        // A value holds no element: the ordinary texts' `<b>` is escaped, as .NET writes it.
        (key, text, attributes = '') =>
          `  <data name="${key}" xml:space="preserve" ${attributes}>` +
          `<value>${text.replace(/<(\/?b)>/g, '&lt;$1&gt;')}</value></data>\n`,
      ),
    ),
  },
];

const PO_HEADER =
  'msgid ""\nmsgstr ""\n"Language: de\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n' +
  '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n';

/** Every file: each format's ordinary one first, then its hostile ones. */
export const ADVERSARIAL_FILES: readonly AdversarialFile[] = FORMATS.flatMap(
  ({ format, path, files }) =>
    Object.entries(files).map(([kind, make]) => ({
      format,
      kind: kind as Kind,
      path,
      file: (length: number) => pair(make(length)),
    })),
);
