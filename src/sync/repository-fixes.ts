import type { Git } from '../git/git.ts';
import { filesAtCommit } from '../git/files-at-commit.ts';
import { candidateNames, serviceKeys, type ServiceKey } from '../prune/service-keys.ts';
import { readTranslationFile, segmentsOf, type TranslationEntries } from '../translations/index.ts';
import { MAX_TRANSLATION_BYTES } from './checkout-file.ts';
import { count } from '../common/plural.ts';
import type { UploadFile } from './push-files.ts';
import type { PushDeps } from './push-types.ts';

/**
 * The three-way rule for a translation the repository changed (issue 27). The last sync's commit
 * is the common ancestor of the repository and the service: a text the repository changed since
 * then, that the service still has as it was then, changed on the repository's side only, and
 * the repository's text wins. A translation file goes up with `replace` off (push-imports.ts),
 * which cannot change a text the service has; so such texts go by key, with `string/set`, in
 * batches (1.0.9.2: one call per 30 s for all of them), and the next pull has nothing to revert.
 *
 * Only what is exact goes by key: a plain text (no plural form, no array item), whose key matches
 * exactly one key on the service, whose service text is the repository's text at the last sync.
 * A text with what an import would convert as a placeholder (`%s`, `{0}`, `%@`) stays with the
 * import when `convert-placeholders` is on: whether `string/set` converts it too, the interface
 * does not say. Everything else is as before: the service's text wins, and the pull request
 * lists it under "Changed on both sides".
 */

/** One text the repository changed on its side only. */
export interface RepositoryFix {
  readonly path: string;
  /** The service's code of the file's language. */
  readonly language: string;
  /** The key's name on the service. */
  readonly name: string;
  readonly text: string;
}

/** What went by key. */
export interface FixesReport {
  readonly fixes: readonly RepositoryFix[];
  /** `string/set` calls made (in a dry run: that would be made). */
  readonly calls: number;
}

/** Records in one string/set call: the interface states no size limit, so batches stay modest. */
const RECORDS_PER_CALL = 500;

/** What an import with convert_placeholders may rewrite: printf, .NET/ICU braces, Apple's %@. */
const PLACEHOLDER_LIKE = /%|\{[^}]*\}|\[%/;

/**
 * Sends by key the texts that changed only in the repository since `since` (the last sync), for
 * the translation files about to go up with the service's texts kept. Nothing on a first sync
 * (no ancestor: both sides count as changed, and the service's text wins).
 */
export async function sendRepositoryFixes(
  deps: PushDeps,
  files: readonly UploadFile[],
  since: string | undefined,
): Promise<FixesReport> {
  const translations = files.filter((f) => f.keepServiceTexts);
  if (since === undefined || translations.length === 0) return { fixes: [], calls: 0 };
  const candidates = await changedTexts(deps.git, translations, since, avoidsPlaceholders(deps));
  if (candidates.length === 0) return { fixes: [], calls: 0 };
  const names = [...new Set(candidates.flatMap((c) => candidateNames(c.path)))];
  const found = await serviceKeys(deps.client, deps.settings.projectId, names);
  const fixes = candidates.flatMap((candidate) => {
    const key = onlyKey(candidate.path, found);
    // The service still has the repository's text of the last sync: it did not change its side.
    if (key === undefined || (key.texts.get(candidate.language) ?? '') !== candidate.before) {
      return [];
    }
    return [
      { path: candidate.file, language: candidate.language, name: key.name, text: candidate.text },
    ];
  });
  const calls = await setTexts(deps, fixes);
  return { fixes, calls };
}

/** A text of a translation file that differs between the last sync and HEAD. */
interface ChangedText {
  readonly file: string;
  readonly language: string;
  /** The key's path of names. */
  readonly path: readonly string[];
  readonly before: string;
  readonly text: string;
}

/** Whether a text may go by key, as far as placeholders go. */
function avoidsPlaceholders(deps: PushDeps): (text: string) => boolean {
  const converts = deps.settings.push.importOptions.convert_placeholders !== false;
  const onRevision = deps.settings.revision === '1.0.9.3';
  return (text) => !(converts && onRevision && PLACEHOLDER_LIKE.test(text));
}

/** The plain texts each file changed since `since`: a key both versions have, a new text. */
async function changedTexts(
  git: Git,
  files: readonly UploadFile[],
  since: string,
  plain: (text: string) => boolean,
): Promise<ChangedText[]> {
  const paths = files.map((f) => f.path);
  const [then, now] = await Promise.all([
    filesAtCommit(git, since, paths, MAX_TRANSLATION_BYTES),
    filesAtCommit(git, 'HEAD', paths, MAX_TRANSLATION_BYTES),
  ]);
  const changed: ChangedText[] = [];
  for (const file of files) {
    const [before, after] = await Promise.all([
      entriesOf(file.path, then.get(file.path)),
      entriesOf(file.path, now.get(file.path)),
    ]);
    if (before === undefined || after === undefined) continue;
    for (const [key, text] of after) {
      const old = before.get(key);
      if (typeof text !== 'string' || typeof old !== 'string') continue;
      if (text === old || text === '' || !plain(text) || !plain(old)) continue;
      const path = segmentsOf(key);
      if (path.some((segment) => typeof segment === 'number')) continue;
      changed.push({
        file: file.path,
        language: file.language,
        path: path.map(String),
        before: old,
        text,
      });
    }
  }
  return changed;
}

async function entriesOf(
  path: string,
  bytes: Buffer | undefined,
): Promise<TranslationEntries | undefined> {
  if (bytes === undefined) return undefined;
  const reading = await readTranslationFile(path, bytes);
  return 'entries' in reading ? reading.entries : undefined;
}

/** The one service key a repository key's names find, if exactly one. */
function onlyKey(
  path: readonly string[],
  found: ReadonlyMap<string, ServiceKey | 'ambiguous'>,
): ServiceKey | undefined {
  const hits = candidateNames(path).flatMap((name) => {
    const hit = found.get(name);
    return hit === undefined ? [] : [hit];
  });
  const [only] = hits;
  return hits.length === 1 && only !== 'ambiguous' ? only : undefined;
}

/** Sets the texts, every language of a key in one record, a batch at a time (paced by the client). */
async function setTexts(deps: PushDeps, fixes: readonly RepositoryFix[]): Promise<number> {
  if (fixes.length === 0) return 0;
  const records = new Map<string, Record<string, string>>();
  for (const fix of fixes) {
    records.set(fix.name, { ...records.get(fix.name), [fix.language]: fix.text });
  }
  const data = [...records].map(([key, translations]) => ({ key, translations }));
  const { log, client, settings } = deps;
  log.info(
    `${settings.dryRun ? '[dry-run] would send' : 'Sending'} ${count(fixes.length, 'text')} the repository changed since the last sync, which the service still has as they were, by key (string/set): ${fixes
      .slice(0, 5)
      .map((f) => `${f.name} (${f.language})`)
      .join(', ')}${fixes.length > 5 ? ', …' : ''}`,
  );
  let calls = 0;
  for (let start = 0; start < data.length; start += RECORDS_PER_CALL) {
    await client.string.set({
      id: settings.projectId,
      data: data.slice(start, start + RECORDS_PER_CALL),
    });
    calls += 1;
  }
  return calls;
}
