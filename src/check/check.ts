import type { LmsClient } from '../api/index.ts';
import { baseLanguageOf, sameLanguage } from '../files/languages.ts';
import type { Git } from '../git/git.ts';
import { headCommit, syncRefName, syncStateRefName } from '../git/sync-ref.ts';
import type { Settings } from '../inputs/index.ts';
import type { Log } from '../common/log.ts';
import { count } from '../common/plural.ts';
import { baseKeysAt, type BaseFiles, type BaseKey } from '../prune/base-keys.ts';
import { candidateNames, serviceKeys } from '../prune/service-keys.ts';
import { comparedCommit, type ComparedCommit } from './compared-commit.ts';

/**
 * mode: check (docs/branches-and-checks.md, "Checks and gates"): for the keys a change adds to the base-language
 * files, or whose base text it changes, whether each is on the service and translated there.
 * Read-only: the project's languages (GET) and one `string/list` of just those keys (its `keys`
 * parameter), all languages.
 */

/** One key of the change, as the service has it. */
export interface CheckedKey {
  /** The key as the base file names it (`menu.open`). */
  readonly label: string;
  /** Its path of names, for finding its line. */
  readonly path: readonly string[];
  /** The base-language file that has it. */
  readonly file: string;
  readonly change: 'added' | 'changed';
  /** Whether exactly one key of the service is it (by the names its path gives). */
  readonly onService: boolean;
  /** The languages (service codes, base left out) without a text of it; every one when not on the service. */
  readonly missingIn: readonly string[];
}

export interface CheckReport {
  readonly compared: ComparedCommit | undefined;
  readonly base: string;
  /** The project's languages but the base (service codes). */
  readonly languages: readonly string[];
  readonly keys: readonly CheckedKey[];
}

export interface CheckDeps {
  readonly settings: Settings;
  readonly client: LmsClient;
  readonly git: Git;
  readonly log: Log;
  /** The branch whose sync ref a change is measured against when it is no merge. */
  readonly branch: string;
}

export async function runCheck(deps: CheckDeps): Promise<CheckReport> {
  const { settings, client, git, log } = deps;
  const id = settings.projectId;
  const [projectLanguages, compared, head] = await Promise.all([
    client.language.list({ id }),
    comparedCommit(git, {
      ref: syncRefName(id, deps.branch),
      stateRef: syncStateRefName(id, deps.branch),
    }),
    headCommit(git),
  ]);
  const base = baseLanguageOf(projectLanguages, settings.baseLanguage, settings.languageMap);
  const languages = projectLanguages.map((l) => l.iso).filter((l) => !sameLanguage(l, base));
  const files: BaseFiles = { patterns: settings.patterns, languageMap: settings.languageMap, base };
  const changed = await changedKeys(git, files, head, compared);
  log.info(
    compared === undefined
      ? `${count(changed.length, 'base-language key')} in all: no earlier commit to compare with, so every key counts`
      : `${count(changed.length, 'base-language key')} added or changed since ${compared.what}`,
  );
  const names = changed.flatMap(({ key }) => candidateNames(key.path));
  const found = names.length === 0 ? new Map() : await serviceKeys(client, id, names);
  const keys = changed.map(({ key, change }): CheckedKey => {
    const hits = candidateNames(key.path).flatMap((name) => found.get(name) ?? []);
    const [only] = hits;
    const onService = hits.length === 1 && only !== 'ambiguous' && only !== undefined;
    const texts = onService && typeof only === 'object' ? only.texts : new Map<string, string>();
    return {
      label: key.path.join('.'),
      path: key.path,
      file: key.files[0] ?? '',
      change,
      onService,
      missingIn: languages.filter((language) => (texts.get(language) ?? '') === ''),
    };
  });
  return { compared, base, languages, keys };
}

/** The base keys HEAD adds, or whose text it changes, against `compared` (every key without one). */
async function changedKeys(
  git: Git,
  files: BaseFiles,
  head: string,
  compared: ComparedCommit | undefined,
): Promise<Array<{ key: BaseKey; change: 'added' | 'changed' }>> {
  const [now, then] = await Promise.all([
    baseKeysAt(git, head, files),
    compared === undefined ? undefined : baseKeysAt(git, compared.commit, files),
  ]);
  if (now.kind === 'unread') throw new Error(`${now.file} cannot be read key by key (${now.why})`);
  const before = then?.kind === 'read' ? then.keys : new Map<string, BaseKey>();
  const out: Array<{ key: BaseKey; change: 'added' | 'changed' }> = [];
  for (const [id, key] of now.keys) {
    const old = before.get(id);
    if (old === undefined) out.push({ key, change: 'added' });
    else if (JSON.stringify(old.value) !== JSON.stringify(key.value))
      out.push({ key, change: 'changed' });
  }
  return out;
}
