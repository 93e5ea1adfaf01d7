import picomatch from 'picomatch';
import { quote } from '../common/parsers.ts';
import { LANGUAGE_PLACEHOLDERS, type LanguagePlaceholder } from './language-spellings.ts';
import {
  globstarFolders,
  shapeOf,
  TRANSLATION_GLOBSTAR,
  type NamedParts,
} from './source-folders.ts';

/** The placeholders a translation pattern fills from its matched source file. */
export const FILE_PLACEHOLDERS = [
  '%ORIGINAL_FILE_NAME%',
  '%FILE_NAME%',
  '%FILE_EXTENSION%',
  '%ORIGINAL_PATH%',
] as const;

export type FilePlaceholder = (typeof FILE_PLACEHOLDERS)[number];

const ANY_PLACEHOLDER = new RegExp(
  [TRANSLATION_GLOBSTAR.source, ...LANGUAGE_PLACEHOLDERS, ...FILE_PLACEHOLDERS].join('|'),
  'g',
);

/** `%ORIGINAL_PATH%` and the slash after it: no folder at all is written without either. */
const FOLDERS = '%ORIGINAL_PATH%/';
/** A translation's `**` folder (source-folders.ts), which likewise may stand for none. */
const GLOBSTAR = '**/';
type FilePart = FilePlaceholder | typeof FOLDERS | typeof GLOBSTAR;
const FOLDER_OR_PLACEHOLDER = new RegExp(
  [FOLDERS, TRANSLATION_GLOBSTAR.source, ...LANGUAGE_PLACEHOLDERS, ...FILE_PLACEHOLDERS].join('|'),
  'g',
);

/** What each file placeholder matches in a translation path, captured under `name`. */
const FILE_CAPTURES: Record<FilePart, (name: string) => string> = {
  [FOLDERS]: (name) => `(?:(?<${name}>.+?)/)?`,
  [GLOBSTAR]: (name) => `(?:(?<${name}>.+?)/)?`,
  '%ORIGINAL_PATH%': (name) => `(?<${name}>.*?)`,
  '%ORIGINAL_FILE_NAME%': (name) => `(?<${name}>[^/]+?)`,
  '%FILE_NAME%': (name) => `(?<${name}>[^/]+?)`,
  '%FILE_EXTENSION%': (name) => `(?<${name}>[^/.]+)`,
};

/** What a language placeholder may capture: a code-shaped word (`.lproj` for `%OSX_CODE%`). */
const CODE = '[A-Za-z0-9][A-Za-z0-9_@+-]*';

/** A pattern of `files`, with its placeholders where they stand. */
export interface Pattern {
  /** As the user wrote it. */
  readonly text: string;
  /** The language placeholders in the order they stand. */
  readonly languageSlots: readonly LanguagePlaceholder[];
  /** Whether it has wildcards besides its placeholders. */
  readonly hasWildcards: boolean;
  /** The spelling at each language slot, in order, when `path` matches; else undefined. */
  spellingsIn(path: string): string[] | undefined;
  /** What the file placeholders and `**` stand for in `path` (a translation's), if it matches. */
  filesIn(path: string): NamedParts | undefined;
  /** `path` (which matches) with each language slot's text replaced by `spell(slot)`. */
  respell(path: string, spell: (slot: LanguagePlaceholder) => string): string;
}

/**
 * Checks and compiles a pattern: a relative path with forward slashes that stays inside the
 * repository, with globs (picomatch: `*`, `**`, `?`, `{a,b}`, `[…]`) and any number of language
 * placeholders. File placeholders are a group translation pattern's alone (`translation`: see
 * `fill`); there they match any text.
 */
export function compilePattern(text: string, options: { translation?: boolean } = {}): Pattern {
  const pattern = checkedPath(text);
  const slots: LanguagePlaceholder[] = [];
  const files: FilePart[] = [];
  // `%ORIGINAL_PATH%/` may stand for no folder at all: its slash goes with it.
  const marked = pattern.replace(FOLDER_OR_PLACEHOLDER, (placeholder) => {
    if ((LANGUAGE_PLACEHOLDERS as readonly string[]).includes(placeholder)) {
      slots.push(placeholder as LanguagePlaceholder);
      return marker('S', slots.length - 1);
    }
    // Elsewhere than in a group's translation, `**` is a glob like any other.
    if (placeholder === GLOBSTAR && !options.translation) return placeholder;
    if (!options.translation) {
      throw new Error(
        `${quote(text)} has ${placeholder.replace(/\/$/, '')}, which only a translation pattern may have`,
      );
    }
    files.push(placeholder as FilePart);
    return marker('F', files.length - 1);
  });
  const hasWildcards = picomatch.scan(marked).isGlob;
  const compiled = picomatch.makeRe(marked, { dot: false });
  let source = compiled.source;
  for (const [index, slot] of slots.entries()) {
    const code = slot === '%OSX_CODE%' ? `${CODE}\\.lproj` : CODE;
    source = source.replace(marker('S', index), `(?<s${index}>${code})`);
  }
  for (const [index, placeholder] of files.entries()) {
    source = source.replace(marker('F', index), FILE_CAPTURES[placeholder](`f${index}`));
  }
  const regex = new RegExp(source, compiled.flags);
  // The `d` flag records where each slot stands, so that it can be replaced in place; only
  // `respell` needs it, and it makes every match ~5× slower (a pull matches each file several
  // times: thousands of calls for a large bundle).
  const indexed = new RegExp(source, `${compiled.flags}d`);
  return {
    text,
    languageSlots: slots,
    hasWildcards,
    spellingsIn(path) {
      const found = regex.exec(path);
      return found ? slots.map((_, index) => found.groups?.[`s${index}`] ?? '') : undefined;
    },
    filesIn(path) {
      const match = regex.exec(path);
      if (!match) return undefined;
      const found = match.groups ?? {};
      const values: Partial<Record<FilePart, string>> = {};
      for (const [index, placeholder] of files.entries()) {
        values[placeholder] ??= found[`f${index}`] ?? '';
      }
      return {
        originalPath: values[FOLDERS] ?? values['%ORIGINAL_PATH%'],
        globstar: values[GLOBSTAR],
        fileName: values['%ORIGINAL_FILE_NAME%'],
        baseName: values['%FILE_NAME%'],
        extension: values['%FILE_EXTENSION%'],
      };
    },
    respell(path, spell) {
      const match = indexed.exec(path);
      if (!match) throw new Error(`'${path}' does not match ${quote(text)}`);
      const spans = match.indices?.groups ?? {};
      let result = '';
      let at = 0;
      for (const [index, slot] of slots.entries()) {
        const [start = at, end = at] = spans[`s${index}`] ?? [];
        result += path.slice(at, start) + spell(slot);
        at = end;
      }
      return result + path.slice(at);
    },
  };
}

/**
 * A translation pattern filled for one source file and language: each language placeholder as
 * `spell` gives it, and the file placeholders from `sourcePath`. `%ORIGINAL_PATH%` is the
 * source's folder from the repository root, and a `**` folder the folders the source pattern's
 * `**` matched (`config/locales/en/**` and `config/locales/en/models/user.yml` give `models`);
 * an empty one leaves no empty folder.
 */
export function fill(
  translation: string,
  sourcePattern: string,
  sourcePath: string,
  spell: (slot: LanguagePlaceholder) => string,
): string {
  const name = sourcePath.slice(sourcePath.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const folder = sourcePath.includes('/') ? sourcePath.slice(0, sourcePath.lastIndexOf('/')) : '';
  const matched = globstarFolders(shapeOf(sourcePattern), sourcePath);
  const values: Record<FilePlaceholder | typeof GLOBSTAR, string> = {
    '%ORIGINAL_FILE_NAME%': name,
    '%FILE_NAME%': dot > 0 ? name.slice(0, dot) : name,
    '%FILE_EXTENSION%': dot > 0 ? name.slice(dot + 1) : '',
    '%ORIGINAL_PATH%': folder,
    [GLOBSTAR]: matched === '' ? '' : `${matched}/`,
  };
  const filled = checkedPath(translation).replace(ANY_PLACEHOLDER, (placeholder) =>
    placeholder in values
      ? values[placeholder as FilePlaceholder]
      : spell(placeholder as LanguagePlaceholder),
  );
  // Checked again: a language's spelling comes from the service's code.
  return checkedPath(filled.replace(/\/{2,}/g, '/').replace(/^\//, ''));
}

/** `text` without a leading `./`, or a one-line reason why it is no path inside the repository. */
function checkedPath(text: string): string {
  const pattern = text.trim().replace(/^\.\//, '');
  if (pattern.startsWith('/') || /^[A-Za-z]:/.test(pattern) || pattern.includes('\\')) {
    throw new Error(`${quote(text)} must be a relative path with forward slashes`);
  }
  if (pattern.split('/').some((segment) => segment === '..' || segment === '.' || segment === '')) {
    throw new Error(
      `${quote(text)} must stay inside the repository (no '..', '.' or empty folders)`,
    );
  }
  return pattern;
}

function marker(kind: 'S' | 'F', index: number): string {
  return `L10NSYNC${kind}${index}X`;
}
