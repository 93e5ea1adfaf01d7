import { type Document, isMap, isScalar, parseDocument } from 'yaml';
import { keyOf, segmentsOf } from './keys.ts';
import type { TranslationEntries } from './types.ts';

/**
 * Rails (and i18n-js, and others) put a YAML file's keys under the language: `de:` is the root of
 * `config/locales/de.yml`. The service keeps such keys without that root (the file's language is
 * the import's), and a bundle has it only when asked (`yaml_include_root`), spelled as the
 * service spells the code. So the key-level model reads a file's keys below such a root, and an
 * edit puts them back below the root the repository's file has: a pull keeps `de:` (or `pt-BR:`)
 * and every comment, whatever the bundle has. A root is a language when it is the only key of
 * the file, holds a map, and names a language (one Intl knows: `de`, `pt-BR`, `sr-Latn`, not
 * `app` or `ui`).
 */

const LANGUAGES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The file's language root, as the file spells it; undefined when it has none. */
export function languageRootOf(doc: Document): string | undefined {
  const contents = doc.contents;
  if (!isMap(contents) || contents.items.length !== 1) return undefined;
  const [pair] = contents.items;
  if (!isScalar(pair?.key) || typeof pair.key.value !== 'string' || !isMap(pair.value)) {
    return undefined;
  }
  return namesLanguage(pair.key.value) ? pair.key.value : undefined;
}

function namesLanguage(code: string): boolean {
  if (!/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(code)) return false;
  try {
    return LANGUAGES.of(code.replaceAll('_', '-')) !== undefined;
  } catch {
    return false;
  }
}

/** What is under the root, for reading keys: the root's map, or the whole document. */
export function keysNode(doc: Document): unknown {
  const root = languageRootOf(doc);
  return root === undefined || !isMap(doc.contents) ? doc.contents : doc.contents.items[0]?.value;
}

/** `target` (keys below any root) as keys of a file with `root`: each under it. */
export function underRoot(
  target: TranslationEntries,
  root: string | undefined,
): TranslationEntries {
  if (root === undefined) return target;
  return new Map([...target].map(([key, value]) => [keyOf([root, ...segmentsOf(key)]), value]));
}

/**
 * A YAML text without its language root, for an upload: the service's keys carry no root, and
 * whether it strips one itself, spelled as the repository spells it (`pt-BR` for its `pt_BR`),
 * the interface does not say. Undefined when the text has no such root (or does not parse).
 */
export function withoutLanguageRoot(text: string): string | undefined {
  const doc = parseDocument(text, { uniqueKeys: false });
  if (doc.errors.length > 0 || languageRootOf(doc) === undefined || !isMap(doc.contents)) {
    return undefined;
  }
  const inner = doc.contents.items[0]?.value;
  if (!isMap(inner)) return undefined;
  doc.contents = inner;
  return doc.toString();
}

/** Whether a YAML text's keys are under its language (see the top of this file). */
export function hasLanguageRoot(text: string): boolean {
  const doc = parseDocument(text, { uniqueKeys: false });
  return doc.errors.length === 0 && languageRootOf(doc) !== undefined;
}

/**
 * A new YAML file's text with its language root spelled `name`, as the repository spells the
 * file's language (a bundle spells it as the service does: `pt_BR` for Rails' `pt-BR`); the text
 * as it is when it has no such root.
 */
export function withLanguageRootNamed(text: string, name: string): string {
  const doc = parseDocument(text, { uniqueKeys: false });
  if (doc.errors.length > 0 || languageRootOf(doc) === undefined || !isMap(doc.contents)) {
    return text;
  }
  const pair = doc.contents.items[0];
  if (!isScalar(pair?.key) || pair.key.value === name) return text;
  pair.key.value = name;
  return doc.toString();
}
