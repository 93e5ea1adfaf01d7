import { listCodes } from '../files/language-codes.ts';
import { unshapedReason } from '../files/languages.ts';
import type { Settings } from '../inputs/index.ts';
import { plural } from '../common/plural.ts';
import type { PullDeps } from './pull-types.ts';

/** What the pull says of the languages `pull-languages` names or takes. */

/**
 * Says in one line which of the project's languages pull-languages would take but the pull
 * leaves out, their codes not being shaped like locale codes (see language-codes.ts).
 */
export function warnUntaken(deps: PullDeps, untaken: readonly string[]): void {
  if (untaken.length === 0) return;
  deps.log.warning(
    `Not pulled: the project's ${plural(untaken.length, 'language')} ${listCodes(untaken)}: ${unshapedReason('pull')}`,
  );
}

/**
 * A listed pull language the project lacks is a typo or a missing language-map entry: pulling
 * the others (or nothing) would pass for "no new translations" and could close the open pull
 * request.
 */
export function refuseUnknownLanguages(
  settings: Settings,
  projectLanguages: readonly string[],
): void {
  const choice = settings.pull.languages;
  if (choice.kind !== 'list') return;
  const unknown = choice.codes.filter(
    (code) => !projectLanguages.includes(settings.languageMap.toService(code)),
  );
  if (unknown.length === 0) return;
  const shown = unknown.map((code) => {
    const service = settings.languageMap.toService(code);
    return service === code ? `'${code}'` : `'${code}' ('${service}' on the service)`;
  });
  throw new Error(
    `pull-languages names ${shown.join(', ')}, which project ${settings.projectId} does not have (it has ${projectLanguages.join(', ')}); check the codes and language-map`,
  );
}
