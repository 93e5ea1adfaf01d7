import { describe, expect, it } from 'vitest';
import { gitVersionProblem } from '../../src/git/version.ts';

describe("git's version", () => {
  it('is enough from 2.31, whatever the build adds after the number', () => {
    for (const line of [
      'git version 2.31.0',
      'git version 2.45.1.windows.1\n',
      'git version 2.39.3 (Apple Git-145)',
      'git version 3.0.0',
    ]) {
      expect(gitVersionProblem(line)).toBeUndefined();
    }
  });

  it('is refused below 2.31, which would ignore the settings in the environment', () => {
    expect(gitVersionProblem('git version 2.30.9')).toBe(
      'git 2.30 is too old: l10n-sync needs git 2.31 or later, which takes settings (credentials, no hooks) from the environment; install a newer git on the runner',
    );
    expect(gitVersionProblem('git version 1.8.3.1')).toMatch(/^git 1\.8 is too old/);
  });

  it('is refused when it cannot be read', () => {
    expect(gitVersionProblem('hub version 2.14')).toMatch(
      /^Cannot tell git's version from 'hub version 2\.14': l10n-sync needs git 2\.31/,
    );
  });
});
