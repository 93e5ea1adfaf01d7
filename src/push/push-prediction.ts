import type { Settings } from '../inputs/index.ts';
import type { PushPrediction, TranslationKey } from '../translations/index.ts';
import type { PushReport } from './push-types.ts';
import { sourcePath } from '../files/source-path.ts';

/**
 * A dry run's push sends nothing, so the service its pull exports from lacks what the push would
 * have brought: on a first sync, every key (the base files were never imported), and the
 * repository's translations. A pull that compared against it would preview removing every key,
 * while the real run proposes nothing. So the dry run's pull takes the service as it would be
 * after the push: every key of a file whose source the push would import, and every text it
 * would send by key.
 */

/** What a dry run's push would have sent. */
export interface WouldPush {
  /** The sources (base-language files' paths) whose files the push would import. */
  readonly sources: ReadonlySet<string>;
  /** The texts it would send by key, by file and key. */
  readonly texts: ReadonlyMap<string, ReadonlyMap<TranslationKey, string>>;
}

/** What a dry run's push report says it would send. */
export function wouldPush(report: PushReport): WouldPush {
  const texts = new Map<string, Map<TranslationKey, string>>();
  for (const text of report.byKey.texts) {
    const file = texts.get(text.path) ?? new Map<TranslationKey, string>();
    file.set(text.key, text.text);
    texts.set(text.path, file);
  }
  return {
    sources: new Set(report.imports.filter((i) => i.error === undefined).map((i) => i.file.source)),
    texts,
  };
}

/** For each pulled file, what the push would have changed for it; undefined when nothing. */
export function predictionOf(
  would: WouldPush,
  settings: Settings,
  base: string,
): (path: string) => PushPrediction | undefined {
  const baseLocal = settings.languageMap.toLocal(base);
  return (path) => {
    const source = sourcePath(path, settings.patterns, baseLocal);
    const sourceImported = source !== undefined && would.sources.has(source);
    const texts = would.texts.get(path) ?? new Map<TranslationKey, string>();
    return sourceImported || texts.size > 0 ? { texts, sourceImported } : undefined;
  };
}
