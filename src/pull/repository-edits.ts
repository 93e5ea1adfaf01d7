import {
  changedKeys,
  keyLabel,
  type TextChange,
  type TranslationEntries,
} from '../translations/index.ts';

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

/**
 * The rule for a text both sides changed (docs/left-running.md, "The rules"): the
 * service holds the translators' work and the repository's edit went up with replace off, so
 * the service's text is proposed; but never in silence: the keys whose text the repository
 * changed from `before` (the last sync) to `head`, and whose pulled text is another non-empty
 * text, are listed with both texts (pulled-strings.ts reads the files).
 */
export function overridden(
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

/**
 * `overridden` on a first sync (no last sync: every text of the repository counts as changed),
 * from the texts a pull wrote over HEAD's: each text it replaced with another non-empty one.
 */
export function overriddenOnFirstSync(changes: readonly TextChange[]): ServiceOverride[] {
  const overrides: ServiceOverride[] = [];
  for (const { kind, key, before, after } of changes) {
    if (kind !== 'changed' || typeof before !== 'string' || typeof after !== 'string') continue;
    if (after === '' || after === before) continue;
    overrides.push({ key: keyLabel(key), repository: before, service: after });
  }
  return overrides;
}
