import { count } from '../common/plural.ts';
import { PAST_LIMIT_REASON } from '../translations/index.ts';
import type { SkippedEntry } from './bundle/extract.ts';
import type { Log } from '../common/log.ts';
import { visibleInLine as shown } from '../common/visible.ts';
import type { PulledFile } from './pull-types.ts';
import type { FileOverrides } from './repository-edits.ts';
import type { FileStringChanges } from './string-changes.ts';

/**
 * What a pull says in the log about what it found, beside the summary. Each path, key and entry
 * name (the repository's or the service's) is `shown`: a right-to-left override or a zero-width
 * character in it is written as its code point, and a line break in it cannot start a line that
 * reads as the action's own.
 */

/**
 * Says, per file, which repository texts the pull kept (the service's was empty) and which it
 * replaces although the repository changed them since the last sync: neither happens in silence.
 */
export function logKeptAndOverridden(
  changed: readonly PulledFile[],
  overrides: readonly FileOverrides[],
  log: Log,
): void {
  for (const file of changed) {
    if (file.fallback !== undefined) {
      log.warning(
        `${shown(file.path)}: taken whole from the service's file, not edited key by key: ${shown(file.fallback)}`,
      );
    }
    const kept = file.notes ?? [];
    if (kept.length === 0) continue;
    log.info(
      `${shown(file.path)}: kept the repository's text of ${count(kept.length, 'key')} the service has empty (${kept.slice(0, 5).map(shown).join(', ')}${kept.length > 5 ? ', …' : ''})`,
    );
  }
  for (const file of overrides) {
    log.warning(
      `${shown(file.path)}: the service has another text for ${count(file.overrides.length, 'key')} the repository changed since the last sync (${file.overrides
        .slice(0, 5)
        .map((o) => shown(o.key))
        .join(
          ', ',
        )}${file.overrides.length > 5 ? ', …' : ''}); the pull request proposes the service's, and lists both`,
    );
  }
}

/**
 * Says what the comparison with HEAD found, and how long it took (the benchmark reads it); a file
 * past a read limit is named in a line of its own, since it is handled whole (issue 25).
 */
export function logCompared(strings: readonly FileStringChanges[], ms: number, log: Log): void {
  for (const file of strings.filter((f) => f.unread === 'limit')) {
    log.info(`${shown(file.path)}: not read key by key: ${PAST_LIMIT_REASON}; taken whole`);
  }
  const read = strings.filter((file) => file.changes !== undefined);
  // Every string counted, listed or not (the list keeps its first rows only).
  const rows = read.reduce(
    (sum, { counts }) => sum + counts.changed + counts.added + counts.removed,
    0,
  );
  log.info(
    `Compared ${count(read.length, 'file')} with HEAD key by key: ${count(rows, 'string')} changed, added or removed (${Math.round(ms)} ms)` +
      (read.length < strings.length
        ? `; ${count(strings.length - read.length, 'file')} not read key by key`
        : ''),
  );
}

/** Most skipped entries the log names one by one. */
const SKIPPED_SHOWN = 20;

/** Names the entries the pull did not write and why, so a surprising bundle is visible. */
export function logSkipped(skipped: readonly SkippedEntry[], log: Log): void {
  if (skipped.length === 0) return;
  const named = skipped
    .slice(0, SKIPPED_SHOWN)
    .map((s) => `  ${shown(s.entry)}: ${shown(s.reason)}`);
  const more =
    skipped.length > SKIPPED_SHOWN ? [`  and ${skipped.length - SKIPPED_SHOWN} more`] : [];
  log.info(`Not written from the bundle:\n${[...named, ...more].join('\n')}`);
}
