import { count } from '../common/plural.ts';
import { percentText } from './progress.ts';
import type { LocalProgress } from './quality-pass.ts';

/**
 * Why languages were left out of the pull, in words a closing comment or log line can carry, or
 * undefined when min-completion left none out.
 */
export function heldBackReason(
  below: readonly LocalProgress[],
  minCompletion: number,
): string | undefined {
  if (below.length === 0) return undefined;
  const shown = below
    .slice(0, 10)
    .map((p) => `${p.localLanguage} ${percentText(p.percent)} %`)
    .join(', ');
  const more = below.length > 10 ? ` and ${below.length - 10} more` : '';
  const are = below.length === 1 ? 'is' : 'are';
  return `${count(below.length, 'language')} (${shown}${more}) ${are} below min-completion (${minCompletion} %) and ${below.length === 1 ? 'was' : 'were'} not pulled`;
}
