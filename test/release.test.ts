import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/action-runner.ts';
import { testFolder } from './support/temp.ts';

/**
 * scripts/release.sh in a small repository of its own, whose `build` writes dist/ the way the
 * test says, so each check of the script is seen to pass or fail.
 */
function repository(options: { build: string; changelog?: string; version?: string }): string {
  const dir = testFolder('l10n-release-');
  mkdirSync(join(dir, 'scripts'));
  mkdirSync(join(dir, 'dist'));
  copyFileSync(join(REPO_ROOT, 'scripts/release.sh'), join(dir, 'scripts/release.sh'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ version: options.version ?? '1.2.3', scripts: { build: options.build } }),
  );
  writeFileSync(
    join(dir, 'CHANGELOG.md'),
    options.changelog ?? '# Changelog\n\n## 1.2.3\n\n- Fixed things.\n\n## 1.2.2\n\n- Older.\n',
  );
  writeFileSync(join(dir, 'dist/index.js'), 'bundle\n');
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'init');
  return dir;
}

function release(dir: string, ...args: string[]) {
  // npm, which the script runs, keeps Node's compile cache in the temporary folder: the test's own.
  const temp = testFolder('l10n-release-temp-');
  return spawnSync('bash', ['scripts/release.sh', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      TMPDIR: temp,
      TEMP: temp,
      TMP: temp,
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
    },
  });
}

const KEEPS_DIST = 'node -e "0"';

describe('scripts/release.sh', () => {
  it('tags vX.Y.Z and moves the major tag to it when dist/ is the bundle of the source', () => {
    const dir = repository({ build: KEEPS_DIST });
    const run = release(dir, '1.2.3');
    expect(run.status).toBe(0);
    const rev = (ref: string) =>
      execFileSync('git', ['rev-parse', `${ref}^{commit}`], { cwd: dir, encoding: 'utf8' });
    expect(rev('v1.2.3')).toBe(rev('HEAD'));
    expect(rev('v1')).toBe(rev('HEAD'));
    expect(release(dir, '--notes', '1.2.3').stdout.trim()).toBe('- Fixed things.');
  });

  it.each([
    [
      'dist/ differs from a rebuild',
      { build: "node -e \"fs.writeFileSync('dist/index.js','new')\"" },
      '1.2.3',
      /dist\/ is not the bundle/,
    ],
    [
      'a rebuild adds a file to dist/',
      { build: "node -e \"fs.writeFileSync('dist/chunk.js','x')\"" },
      '1.2.3',
      /dist\/ is not the bundle/,
    ],
    [
      'CHANGELOG.md has no section',
      { build: KEEPS_DIST, changelog: '# Changelog\n' },
      '1.2.3',
      /CHANGELOG\.md has no section for 1\.2\.3/,
    ],
    [
      'package.json names another version',
      { build: KEEPS_DIST, version: '1.2.2' },
      '1.2.3',
      /package\.json says version 1\.2\.2/,
    ],
    ['the version is not X.Y.Z', { build: KEEPS_DIST }, 'v1.2', /expected a version X\.Y\.Z/],
  ])('refuses to tag when %s', (_name, options, version, message) => {
    const dir = repository(options);
    const run = release(dir, version);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(execFileSync('git', ['tag'], { cwd: dir, encoding: 'utf8' })).toBe('');
  });
});
