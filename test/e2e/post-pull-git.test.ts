import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git } from '../support/git-fixture.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { withGerman } from '../support/german-pull.ts';
import { testFolder } from '../support/temp.ts';

/**
 * post-pull-command may leave anything for git in the checkout, the user's configuration and the
 * PATH. None of it may run inside, or steer, the git commands the action runs after it: those run
 * outside the command's isolation, as children of the process that holds both tokens, and one of
 * them pushes with github-token. Each attack here plants a spy program the way a hostile
 * formatter would, and also formats the German file for real: the spy must never run, and the
 * formatted file, and only it, must be what the translation branch proposes.
 */

const BRANCH = 'l10n-sync/main';

/**
 * A program that, when anything starts it, notes that it ran and copies every environment it can
 * read (its parents' are the action's), then passes its input through as a filter would.
 */
function spyProgram(folder: string): string {
  const spy = join(folder, 'spy');
  writeFileSync(
    spy,
    [
      '#!/bin/sh',
      `echo "$0 $*" >> '${folder}/ran'`,
      `for f in /proc/[0-9]*/environ; do tr '\\0' '\\n' < "$f"; done >> '${folder}/environ' 2>/dev/null`,
      'if [ -n "$1" ] && [ -f "$1" ]; then cat "$1"; else cat; fi',
    ].join('\n') + '\n',
  );
  chmodSync(spy, 0o755);
  return spy;
}

/** A folder of the test's with the spy, its (empty) record of runs, and a folder for the PATH. */
function spyFolder(): { folder: string; spy: string; bin: string } {
  const folder = testFolder('l10n-spy-');
  const spy = spyProgram(folder);
  writeFileSync(join(folder, 'ran'), '');
  const bin = join(folder, 'bin');
  mkdirSync(bin);
  return { folder, spy, bin };
}

/** What a formatter really does: the German file rewritten with four spaces of indentation. */
const FORMAT = `node -e 'const f="locales/de.json"; const fs=require("fs"); fs.writeFileSync(f, JSON.stringify(JSON.parse(fs.readFileSync(f,"utf8")), null, 4) + "\\n")'`;
const FORMATTED = '{\n    "hello": "Hallo",\n    "bye": "Tschüss"\n}\n';

/** Each way a command could leave git something to run, as shell commands run in the checkout. */
const PLANTED: ReadonlyArray<readonly [string, (spy: string, folder: string) => string]> = [
  [
    'a clean and smudge filter in .git/config, chosen by .git/info/attributes',
    (spy) =>
      `git config filter.spy.clean '${spy}' && git config filter.spy.smudge '${spy}' && echo '* filter=spy' >> .git/info/attributes`,
  ],
  [
    'a textconv for every file',
    (spy) => `git config diff.spy.textconv '${spy}' && echo '* diff=spy' >> .git/info/attributes`,
  ],
  [
    'gpg.program with commit.gpgSign',
    (spy) => `git config commit.gpgSign true && git config gpg.program '${spy}'`,
  ],
  [
    "the program a push and a fetch start on origin's side",
    (spy) =>
      `git config remote.origin.receivepack '${spy}' && git config remote.origin.uploadpack '${spy}'`,
  ],
  [
    'a filter in a file .git/config includes',
    (spy, folder) =>
      `printf '[filter "spy"]\\n\\tclean = ${spy}\\n' > '${folder}/included' && git config include.path '${folder}/included' && echo '* filter=spy' >> .git/info/attributes`,
  ],
  [
    'a filter in the global configuration and the user attributes file',
    (spy, folder) =>
      `git config --global filter.spy.clean '${spy}' && git config --global core.attributesFile '${folder}/attributes' && echo '* filter=spy' > '${folder}/attributes'`,
  ],
  [
    'a program named git early on the PATH',
    (spy, folder) =>
      `printf '#!/bin/sh\\n${spy} "$@" < /dev/null > /dev/null\\nexec /usr/bin/git "$@"\\n' > '${folder}/bin/git' && chmod +x '${folder}/bin/git'`,
  ],
];

describe('git after post-pull-command', () => {
  it.for(PLANTED)('runs nothing the command planted: %s', async ([, plant], { startScenario }) => {
    const s = await withGerman(startScenario);
    const { folder, spy, bin } = spyFolder();
    const run = await s.run(
      { 'post-pull-command': `${plant(spy, folder)} && ${FORMAT}` },
      { PATH: `${bin}:${process.env['PATH'] ?? ''}` },
    );
    expect(readFileSync(join(folder, 'ran'), 'utf8')).toBe('');
    expect(existsSync(join(folder, 'environ'))).toBe(false);
    expect(run.code, run.stdout).toBe(0);
    // The formatter's work is what the branch proposes, and nothing else.
    expect(git(s.fixture.origin, 'show', `${BRANCH}:locales/de.json`)).toBe(FORMATTED.trimEnd());
    expect(git(s.fixture.origin, 'diff', '--name-only', `main...${BRANCH}`)).toBe(
      'locales/de.json',
    );
  });

  it('commits only the translation files on the base, whatever objects and refs the command replaced or moved', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario);
    // A tree with a workflow in it put in place of HEAD's tree, and a commit with it on HEAD.
    const plant = [
      'mkdir -p .github/workflows',
      "echo 'on: push' > .github/workflows/x.yml",
      'base=$(git rev-parse HEAD)',
      'git add .github/workflows/x.yml',
      'evil=$(git write-tree)',
      'git -c user.name=x -c user.email=x@example.com commit -q -m x',
      'git update-ref refs/remotes/origin/main HEAD',
      'git replace -f "$(git rev-parse "$base^{tree}")" "$evil"',
    ].join(' && ');
    const run = await s.run({ 'post-pull-command': `${plant} && ${FORMAT}` });
    expect(run.code, run.stdout).toBe(0);
    expect(git(s.fixture.origin, 'diff', '--name-only', `main...${BRANCH}`)).toBe(
      'locales/de.json',
    );
    expect(git(s.fixture.origin, 'show', `${BRANCH}:locales/de.json`)).toBe(FORMATTED.trimEnd());
    expect(git(s.fixture.origin, 'rev-parse', `${BRANCH}^`)).toBe(
      git(s.fixture.origin, 'rev-parse', 'main'),
    );
  });

  it('refuses a translation file the command left as a link, and commits nothing', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario);
    const run = await s.run({
      'post-pull-command': 'ln -sf /proc/self/environ locales/de.json',
    });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain(
      '::error::post-pull-command left locales/de.json unfit to commit (it is a symbolic link (to /proc/self/environ), not a file); nothing was committed',
    );
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
      'refs/heads/main',
    );
  });
});
