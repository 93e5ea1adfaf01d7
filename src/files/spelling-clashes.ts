import type { Settings } from '../inputs/index.ts';
import { patternItem } from '../layout/files-input.ts';
import { compileLayout } from '../layout/layout.ts';

/**
 * Two project languages that a placeholder spells alike (`%TWO_LETTERS_CODE%` of `pt` and
 * `pt_BR` is `pt`) would share one file, and each sync would overwrite one with the other. Known
 * only once the project's languages are: the run stops before its first write, naming the
 * placeholder and the pair that settles it.
 */
export function refuseSpellingClashes(settings: Settings, languages: readonly string[]): void {
  const pairs = settings.languageMap.pairs.map(([local, service]) => `${local}=${service}`);
  const problems = settings.patterns.flatMap((pattern) => {
    if (pattern.kind === 'lang-iso') return [];
    const spec = pattern.group ?? patternItem(pattern.source);
    return compileLayout({ groups: [spec], excludes: [] }, pairs).clashes(languages);
  });
  if (problems.length > 0) throw new Error(`files: ${problems.join('; ')}`);
}
