/** How many problems the message names; the rest are counted ("and 3 more"). */
const NAMED = 5;
/** Longest entry name shown; a hostile bundle may hold names of 64 KiB. */
const NAME_CHARS = 100;

/** One reason a bundle is refused, about one entry or (without `entry`) about the whole archive. */
export interface BundleProblem {
  /** The entry's name as the archive has it. */
  readonly entry?: string;
  readonly reason: string;
  /**
   * Set when the entry matches no `files` pattern: the patterns it was matched against (maybe
   * none known); the message then says what to adjust.
   */
  readonly outsidePatterns?: readonly string[] | undefined;
  /**
   * What else the user may do about such an entry, the caller's words (what an export can be
   * asked depends on the service), said after the advice to adjust the patterns.
   */
  readonly outsideAdvice?: string | undefined;
}

/** A bundle refused whole; `problems` names each offending entry with its reason. */
export class BundleError extends Error {
  /** One line per problem: `'../x.json': '..' in the path`, or a reason about the whole archive. */
  readonly problems: readonly string[];

  constructor(problems: readonly BundleProblem[]) {
    const lines = problems.map((p) =>
      p.entry === undefined ? p.reason : `${quoteName(p.entry)}: ${p.reason}`,
    );
    const shown = lines.slice(0, NAMED).join('; ');
    const more = lines.length > NAMED ? `; and ${lines.length - NAMED} more` : '';
    const outside = problems.find((p) => p.outsidePatterns);
    const patterns = outside?.outsidePatterns;
    const named = patterns?.length ? ` (${patterns.join(', ')})` : '';
    const advice = outside?.outsideAdvice ? `, or ${outside.outsideAdvice}` : '';
    const hint = patterns ? `. Adjust the files pattern${named}${advice}` : '';
    super(`Refused the bundle, nothing was written: ${shown}${more}${hint}`);
    this.name = 'BundleError';
    this.problems = lines;
  }
}

/**
 * An entry name fit for a one-line message: quoted, control characters escaped (a NUL or a
 * newline in a name must not break the log line), and cut when very long.
 */
export function quoteName(name: string): string {
  const cut = name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS)}…` : name;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped
  const escaped = cut.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => {
    return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
  return `'${escaped}'`;
}
