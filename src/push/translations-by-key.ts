import { filesAtCommit } from '../git/files-at-commit.ts';
import {
  fileFormatOf,
  keyLabel,
  plainCharacters,
  type TranslationEntries,
  type TranslationKey,
  type TranslationValue,
} from '../translations/index.ts';
import { fixesUpload, SHARED_UNCUT } from './exact-fixes.ts';
import { realpath } from 'node:fs/promises';
import { MAX_TRANSLATION_BYTES, readForUpload } from '../files/checkout-file.ts';
import type { KeyedText, PushDeps, UploadFile } from './push-types.ts';
import { KeyLookups, type Lookup } from './key-lookups.ts';
import { ServiceTexts } from './service-texts.ts';
import { mayHoldPlaceholders } from './import-placeholders.ts';
import { entriesOf } from './file-entries.ts';
import { decideForm } from './plural-forms-by-key.ts';

/**
 * Translations travel by key where that is exact (issue 27). A translation file goes up with
 * `replace` off, so an import of it can only fill what the service lacks, and costs a call (30 s
 * on 1.0.9.2) even when it brings nothing. With one `string/list` read, each text of the file is
 * decided on its own, with the last sync's commit as the common ancestor of the repository and
 * the service:
 *
 * - the service has the same text: nothing to send;
 * - the service has none: the repository's fills it;
 * - the repository changed it since the last sync and the service still has it as it was then:
 *   the repository's text wins (a developer's fix is not reverted by the next pull);
 * - otherwise (the service changed it, or there is no last sync): the service's text stays, and
 *   the pull request lists it under "Changed on both sides".
 *
 * Those texts go with `string/set`, every language of a key in one record, in batches (paced by
 * the client: one call per 30 s on 1.0.9.2). A file whose every text was decided so is not
 * imported at all. Only what is exact goes by key: a plain text (no array item) whose key matches
 * exactly one key on the service that is no plural key, or a plural form (`files.one`) of
 * exactly one plural key (plural-forms-by-key.ts); a text with what an import would convert as a
 * placeholder (`%s`, `{0}`, `%@`) goes by import when `convert-placeholders` is on, as the
 * interface does not say `string/set` converts it too. A file with any other text is imported as
 * before.
 */

/** What the push does with the translation files. */
export interface ByKeyPlan {
  readonly texts: readonly KeyedText[];
  /** Files with a text that cannot go by key: imported, with the service's texts kept. */
  readonly imports: readonly UploadFile[];
  /** Files whose every text is on the service, or goes by key: not imported. */
  readonly byKey: readonly UploadFile[];
  /** Imports of a file's fixes of keys other files share, alone, with replace on. */
  readonly fixes: readonly UploadFile[];
}

/**
 * Decides each translation file's texts against the service (one string/list of their
 * languages); `since` is the last sync's commit, undefined on a first sync.
 */
export async function planByKey(
  deps: PushDeps,
  files: readonly UploadFile[],
  since: string | undefined,
  options: ByKeyOptions = {},
): Promise<ByKeyPlan> {
  if (files.length === 0) return { texts: [], imports: [], byKey: [], fixes: [] };
  return compareByKey(deps, await readFilesToCompare(deps, files, since), options);
}

export interface ByKeyOptions {
  /**
   * Every text decided, also those of a file that goes by import (which would fill them): a
   * branch's push imports no translation file, and sends or holds each text (branch-push.ts);
   * nor is a file of a format the revision cannot import (by-key-files.ts), when it says so.
   */
  readonly everyText?: boolean | ((file: UploadFile) => boolean);
}

/** A translation file as the checkout has it and as the last sync had it (undefined: unread). */
export interface FileToCompare {
  readonly file: UploadFile;
  readonly after: TranslationEntries | undefined;
  readonly before: TranslationEntries | undefined;
}

/** The files as an import would read them (the checkout's, checked), and as the last sync had them. */
export async function readFilesToCompare(
  deps: PushDeps,
  files: readonly UploadFile[],
  since: string | undefined,
): Promise<FileToCompare[]> {
  const paths = files.map((f) => f.path);
  const root = await realpath(deps.settings.context.workspace);
  const [now, then] = await Promise.all([
    checkoutFiles(root, paths),
    since === undefined ? undefined : filesAtCommit(deps.git, since, paths, MAX_TRANSLATION_BYTES),
  ]);
  const read: FileToCompare[] = [];
  for (const file of files) {
    const after = await entriesOf(file.path, now.get(file.path));
    const before = then && (await entriesOf(file.path, then.get(file.path)));
    read.push({ file, after, before });
  }
  return read;
}

/** The key-level comparison of files already read with the service's texts (see the top). */
export async function compareByKey(
  deps: PushDeps,
  read: readonly FileToCompare[],
  options: ByKeyOptions = {},
): Promise<ByKeyPlan> {
  const { client, settings } = deps;
  const languages = [...new Set(read.map((r) => r.file.language))];
  // The files are read first so that the fold keeps only what they can match (see ServiceTexts).
  const lookups = new KeyLookups(
    read.map((r) => ({ entries: r.after, language: languages.indexOf(r.file.language) })),
    languages.length,
  );
  const service = await client.readStringTexts(
    { id: settings.projectId, langs: languages },
    () => new ServiceTexts(languages, lookups.names, lookups.texts),
  );
  lookups.resolve(service);
  const plain = plainText(deps);
  const texts: KeyedText[] = [];
  const imports: UploadFile[] = [];
  const byKey: UploadFile[] = [];
  const fixes: UploadFile[] = [];
  for (const [index, { file, after, before }] of read.entries()) {
    if (after === undefined) {
      imports.push(file);
      continue;
    }
    const rules = rulesFor(file.path, plain);
    const decided = decideFile(file, after, before, service, lookups.ofFile(index), rules);
    const every =
      typeof options.everyText === 'function' ? options.everyText(file) : options.everyText;
    if (decided.sharedFixes.length > 0 && every !== true) {
      const upload = await fixesUpload(deps, file, decided.sharedFixes);
      if (upload === undefined) decided.needsImport ??= SHARED_UNCUT;
      else fixes.push(upload);
    }
    // An import fills what the service lacks too: by key then go only the repository's fixes.
    if (decided.needsImport === undefined) byKey.push(file);
    else {
      imports.push(file);
      deps.log.info(`${file.path} (${file.language}) goes by import: ${decided.needsImport}`);
    }
    texts.push(
      ...decided.texts.filter(
        (t) => every === true || decided.needsImport === undefined || t.why === 'fix',
      ),
    );
  }
  return { texts, imports, byKey, fixes };
}

/**
 * A file's texts to send by key, and whether it needs its import besides: a text that does not
 * go by key (see the top) which the service may lack.
 */
function decideFile(
  file: UploadFile,
  after: TranslationEntries,
  before: TranslationEntries | undefined,
  service: ServiceTexts,
  lookups: readonly Lookup[],
  rules: TextRules,
): { texts: KeyedText[]; needsImport: string | undefined; sharedFixes: TranslationKey[] } {
  const { plain, asService } = rules;
  const texts: KeyedText[] = [];
  /** Why the file is imported: its first text that does not go by key. */
  let needsImport: string | undefined;
  const sharedFixes: TranslationKey[] = [];
  const language = service.indexOf(file.language);
  let index = -1;
  // forEach, not for…of: no [key, text] array per entry (half of this loop's time, 200,000 entries).
  after.forEach((text, key) => {
    index += 1;
    if (text === '') return;
    const { path, found, shared } = lookups[index] as Lookup;
    if (shared && typeof text === 'string' && before !== undefined) {
      // Unchanged since the last sync, which sent it: nothing to send.
      if (isFix(before.get(key), text)) sharedFixes.push(key);
      if (before.has(key)) return;
    }
    if (found === undefined || found.plural || typeof text !== 'string') {
      // A plural form of a service key goes by key as a plain text does; the rest by import.
      const form =
        typeof text === 'string'
          ? decideForm(service, path, language, text, before?.get(key), rules)
          : undefined;
      if (form?.kind === 'send' && typeof text === 'string') {
        const { name, why, forms } = form;
        const sent = { path: file.path, key, language: file.language, name, text, why };
        texts.push({ ...sent, form: form.form, forms });
      } else if (form?.kind === 'import') needsImport ??= `${keyLabel(key)}: ${form.why}`;
      else if (form === undefined) {
        const why =
          typeof text !== 'string'
            ? 'not a text'
            : found === undefined
              ? 'no one key of the service by its name'
              : 'a plural key';
        needsImport ??= `${keyLabel(key)}: ${why}`;
      }
      return;
    }
    const theirs = service.textOf(found, language) ?? '';
    if (theirs === asService(text)) return;
    if (!plain(text)) {
      // The import fills it if the service lacks it; a text the service has stays either way.
      if (theirs === '') needsImport ??= `${keyLabel(key)}: a placeholder the import converts`;
      return;
    }
    const old = before?.get(key);
    const fixed = typeof old === 'string' && plain(old) && old !== text && theirs === old;
    if (theirs === '' || fixed) {
      const why = fixed ? 'fix' : 'fill';
      texts.push({ path: file.path, key, language: file.language, name: found.name, text, why });
    }
  });
  return { texts, needsImport, sharedFixes };
}

/** Whether the repository changed a text since the last sync (`old`: the text then). */
function isFix(old: TranslationValue | undefined, text: string): boolean {
  return typeof old === 'string' && old !== text;
}

/** How a file's texts compare with the service's, and which may go by key. */
interface TextRules {
  readonly plain: (text: string) => boolean;
  /** The text as the service holds it (its characters). */
  readonly asService: (text: string) => string;
}

/**
 * A format whose text holds markup as markup (`<b>`) or as characters (`&lt;b>`), which the
 * service does not tell apart (its text is the characters; its row's `markup`): such a text is
 * compared by its characters, and goes by import, never by key.
 */
function rulesFor(path: string, plain: (text: string) => boolean): TextRules {
  if (fileFormatOf(path)?.markup !== true) return { plain, asService: (text) => text };
  return { plain: (text) => !/[<&]/.test(text) && plain(text), asService: plainCharacters };
}

/** Whether a text may go by key, as far as placeholders go. */
function plainText(deps: PushDeps): (text: string) => boolean {
  const converts =
    deps.settings.revision === '1.0.9.3' &&
    deps.settings.push.importOptions.convert_placeholders !== false;
  return (text) => !(converts && mayHoldPlaceholders(text));
}

/** The checkout's files, each read as an upload reads it; a file that may not go up is left out. */
async function checkoutFiles(
  root: string,
  paths: readonly string[],
): Promise<Map<string, Buffer | undefined>> {
  const files = new Map<string, Buffer | undefined>();
  for (const path of paths) {
    const read = await readForUpload(root, path, MAX_TRANSLATION_BYTES);
    files.set(path, read.ok ? read.content : undefined);
  }
  return files;
}
