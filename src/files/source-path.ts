import type { FilePattern } from '../inputs/patterns.ts';

/**
 * The path of the source a translation file belongs to: the first pattern it matches (as
 * `translationFiles` chooses) filled with the base language as the repository spells it, the
 * wildcard parts kept. Every language's file of a source is imported under this one name, so the
 * service takes them as one file and puts their texts on the base file's keys: under its own
 * path, `locales/pt-BR.json` (`language-map: pt-BR=pt_BR`) would be a file of its own, whose keys
 * the base file's translations never reach. Undefined when no pattern matches.
 */
export function sourcePath(
  path: string,
  patterns: readonly FilePattern[],
  baseLocal: string,
): string | undefined {
  const pattern = patterns.find((p) => p.languageOf(path) !== undefined);
  return pattern?.sourceOf(path, baseLocal);
}
