/**
 * The environment names a local run is given that the action will never read. The runner passes
 * an input `api-token` as INPUT_API-TOKEN and @actions/core reads exactly that name, so a misspelt
 * one (INPUT_API_TOKEN, INPUT_FILE, INPUT_api-token) is silently ignored and its input falls back
 * to action.yml's default: a run then fails, or does something else, far from the cause.
 */

/** The variable the runner sets for an input of action.yml. */
export function inputVariable(input: string): string {
  return `INPUT_${input.replace(/ /g, '_').toUpperCase()}`;
}

/**
 * One warning per name in `names` (from `source`, e.g. the file) that looks meant as an input but
 * is none of action.yml's `inputs`: an INPUT_ name it lacks, or an input's name without INPUT_.
 */
export function unknownInputs(
  names: readonly string[],
  inputs: readonly string[],
  source: string,
): string[] {
  const known = new Map(inputs.map((input) => [inputVariable(input), input]));
  const warnings: string[] = [];
  for (const name of names) {
    if (known.has(name)) continue;
    if (name.toUpperCase().startsWith('INPUT_')) {
      const guess = closest(name, [...known.keys()]);
      warnings.push(
        `${name} (${source}) is not an input of action.yml and is ignored${guess ? `; did you mean ${guess}?` : ''}`,
      );
      continue;
    }
    // The runner's own variables (GITHUB_API_URL, RUNNER_TEMP) are read as they are, though an
    // input may share a name with one (github-api-url defaults to GITHUB_API_URL).
    if (/^(GITHUB|RUNNER)_/.test(name)) continue;
    const input = known.get(inputVariable(name.replace(/_/g, '-')));
    if (input !== undefined) {
      warnings.push(
        `${name} (${source}) is not read by the action; inputs go in as INPUT_<NAME>: ${inputVariable(input)}`,
      );
    }
  }
  return warnings;
}

/** The candidate that differs least from `name`, ignoring case and `_` for `-`, if any is close. */
function closest(name: string, candidates: readonly string[]): string | undefined {
  const plain = (text: string) => text.toUpperCase().replace(/_/g, '-');
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(plain(name), plain(candidate));
    if (best === undefined || distance < best.distance) best = { candidate, distance };
  }
  // Two edits: a letter missing or swapped, a plural; beyond that a guess misleads more than helps.
  return best !== undefined && best.distance <= 2 ? best.candidate : undefined;
}

/** Levenshtein distance. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
