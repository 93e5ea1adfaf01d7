import { quote } from '../common/parsers.ts';
import type { InputReader } from './reader.ts';

/** What a run does with keys removed from the repository's base-language files. */
export type PruneStage = 'report' | 'retire' | 'remove';

/** The most keys one run may remove: a share of the project's keys, or a number of keys. */
export type RemovalCap =
  | { readonly kind: 'share'; readonly percent: number }
  | { readonly kind: 'keys'; readonly count: number };

export interface PruneSettings {
  readonly stage: PruneStage;
  /** How long a key stays retired, counted from the run that first found it gone, before removal. */
  readonly afterMs: number;
  readonly cap: RemovalCap;
  /** The tag that marks a retired key on 1.0.9.3. */
  readonly tag: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const UNIT_MS: Readonly<Record<string, number>> = {
  w: 7 * DAY_MS,
  d: DAY_MS,
  h: 60 * 60 * 1000,
  m: 60 * 1000,
};
/** Beyond ten years a duration is a typo, not a plan. */
const LONGEST_MS = 3650 * DAY_MS;

/** The prune inputs, with their defaults: report only, 14 days, at most 10 % of the keys. */
export function readPruneSettings(r: InputReader): PruneSettings {
  return {
    stage: r.choice('prune', ['report', 'retire', 'remove'] as const, 'report'),
    afterMs: r.read('prune-after', parseDuration, 14 * DAY_MS),
    cap: r.read('prune-max', parseRemovalCap, { kind: 'share', percent: 10 }),
    tag: r.read('prune-tag', parseTag, 'l10n-sync-retired'),
  };
}

/** `14d`, `2w`, `36h`, `90m`, or `0`: a whole number and its unit. */
export function parseDuration(value: string): number {
  const match = /^(\d+)\s*([wdhm])?$/.exec(value.trim());
  const amount = Number(match?.[1]);
  const unit = match?.[2];
  if (match === null || (unit === undefined && amount !== 0)) {
    throw new Error(`expected a duration such as 14d, 2w, 36h or 0, got ${quote(value)}`);
  }
  const ms = amount * (unit === undefined ? 0 : (UNIT_MS[unit] ?? 0));
  if (ms > LONGEST_MS) throw new Error(`expected at most 3650d, got ${quote(value)}`);
  return ms;
}

/** `10%` (of the project's keys, 0.1 to 100) or a number of keys such as `250`. */
export function parseRemovalCap(value: string): RemovalCap {
  const text = value.trim();
  const share = /^(\d+(?:\.\d+)?)\s*%$/.exec(text);
  if (share) {
    const percent = Number(share[1]);
    if (percent > 0 && percent <= 100) return { kind: 'share', percent };
  } else if (/^\d+$/.test(text) && Number(text) > 0 && Number.isSafeInteger(Number(text))) {
    return { kind: 'keys', count: Number(text) };
  }
  throw new Error(
    `expected a share of the keys such as 10% or a number of keys, got ${quote(value)}`,
  );
}

/** A tag as the service shows it: one line of printable text, at most 100 characters. */
function parseTag(value: string): string {
  const tag = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (tag === '' || tag.length > 100 || /[\u0000-\u001f\u007f]/.test(tag)) {
    throw new Error(`expected one line of at most 100 characters, got ${quote(value)}`);
  }
  return tag;
}

/** The cap as a number of keys, for a project of `projectKeys` keys (never below one key). */
export function capFor(cap: RemovalCap, projectKeys: number): number {
  if (cap.kind === 'keys') return cap.count;
  return Math.max(1, Math.floor((projectKeys * cap.percent) / 100));
}

/** The cap as a person reads it. */
export function capText(cap: RemovalCap): string {
  return cap.kind === 'keys' ? `${cap.count} keys` : `${cap.percent}% of the project's keys`;
}
