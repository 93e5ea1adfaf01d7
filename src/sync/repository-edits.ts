import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Git } from '../git/git.ts';
import {
  changedKeys,
  formatOf,
  keyLabel,
  readTranslations,
  type TranslationEntries,
} from '../translations/index.ts';
import type { PulledFile } from './pull.ts';

/** A text the repository changed since the last sync, which the pull replaces with the service's. */
export interface ServiceOverride {
  /** The key as a person reads it. */
  readonly key: string;
  readonly repository: string;
  readonly service: string;
}

export interface FileOverrides {
  readonly path: string;
  readonly localLanguage: string;
  readonly overrides: readonly ServiceOverride[];
}

/** Files larger than this are not compared key by key (a translation file is far smaller). */
const MAX_COMPARED_BYTES = 16 * 1024 * 1024;

/**
 * The rule for a text both sides changed (README, "When both sides changed a text"): the
 * service holds the translators' work and the repository's edit went up with replace off, so
 * the service's text is proposed; but never in silence: for each pulled file, the keys whose
 * text the repository changed since `since` (the commit of the last sync; undefined on a first
 * sync, when every text of the repository counts) and the service has otherwise are listed with
 * both texts.
 */
export async function serviceOverrides(
  git: Git,
  since: string | undefined,
  files: readonly PulledFile[],
  workTree: string,
): Promise<FileOverrides[]> {
  const found: FileOverrides[] = [];
  for (const file of files) {
    const format = formatOf(file.path);
    if (format === undefined) continue;
    const read = (text: string | undefined) =>
      text === undefined ? undefined : readTranslations(format, text);
    const head = read(await blobText(git, 'HEAD', file.path));
    if (head === undefined) continue;
    const before =
      since === undefined ? new Map() : (read(await blobText(git, since, file.path)) ?? new Map());
    const pulled = read(await readFile(join(workTree, file.path), 'utf8').catch(() => undefined));
    if (pulled === undefined) continue;
    const overrides = overridden(before, head, pulled);
    if (overrides.length > 0)
      found.push({ path: file.path, localLanguage: file.localLanguage, overrides });
  }
  return found;
}

/** Keys changed from `before` to `head` whose pulled text is another non-empty text. */
function overridden(
  before: TranslationEntries,
  head: TranslationEntries,
  pulled: TranslationEntries,
): ServiceOverride[] {
  const overrides: ServiceOverride[] = [];
  for (const key of changedKeys(before, head)) {
    const repository = head.get(key);
    const service = pulled.get(key);
    if (typeof repository !== 'string' || typeof service !== 'string') continue;
    if (service === '' || service === repository) continue;
    overrides.push({ key: keyLabel(key), repository, service });
  }
  return overrides;
}

/** A file's text at a commit; undefined when the commit has no such file (or it is too large). */
async function blobText(git: Git, commit: string, path: string): Promise<string | undefined> {
  const size = await git.run(['cat-file', '-s', `${commit}:${path}`], { allowFailure: true });
  if (size.exitCode !== 0 || Number(size.stdout.trim()) > MAX_COMPARED_BYTES) return undefined;
  return (await git.bytes(['cat-file', 'blob', `${commit}:${path}`])).toString('utf8');
}
