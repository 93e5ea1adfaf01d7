/**
 * The oldest git that reads settings from GIT_CONFIG_COUNT. An older one ignores them without a
 * word: it would run the checkout's hooks and push without github-token, so it is refused.
 */
const MINIMUM: readonly [number, number] = [2, 31];

/**
 * Why the git that printed `versionLine` (`git --version`) cannot run the action, or undefined
 * when it can. Builds add words after the number: `2.45.1.windows.1`, `2.39.3 (Apple Git-145)`.
 */
export function gitVersionProblem(versionLine: string): string | undefined {
  const match = /^git version (\d+)\.(\d+)/.exec(versionLine.trim());
  const needed = `l10n-sync needs git ${MINIMUM.join('.')} or later, which takes settings (credentials, no hooks) from the environment`;
  if (!match) {
    return `Cannot tell git's version from '${versionLine.trim().slice(0, 100)}': ${needed}`;
  }
  const [major, minor] = [Number(match[1]), Number(match[2])];
  if (major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1])) return undefined;
  return `git ${major}.${minor} is too old: ${needed}; install a newer git on the runner`;
}
