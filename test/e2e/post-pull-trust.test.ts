import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { annotations, bundle } from '../support/action-runner.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { withGerman } from '../support/german-pull.ts';
import { git } from '../support/git-fixture.ts';
import { testFolder } from '../support/temp.ts';

/**
 * post-pull-command runs after a bundle from the service landed in the checkout, so what it prints
 * may be the service's text: its output is no more trusted than the service.
 */

/** Prints each value of a flat JSON file on a line of its own, as a linter quoting it would. */
const PRINT_VALUES = `sed -n 's/^ *"[a-z]*": "\\(.*\\)",\\{0,1\\}$/\\1/p' locales/de.json`;

describe("post-pull-command's output", () => {
  it('cannot issue workflow commands with text from the bundle, on stdout or stderr', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario, {
      hello: '::error::forged by a translator',
      bye: 'Tschüss ##[warning]the older form, anywhere in a line',
    });
    const run = await s.run({
      'post-pull-command': `${PRINT_VALUES}; ${PRINT_VALUES} >&2; printf '\\r::notice::after a carriage return'`,
    });
    expect(run.code).toBe(0);
    expect(annotations(run.stdout, 'error')).toEqual([]);
    expect(annotations(run.stdout, 'notice')).toEqual([]);
    // The runner splits lines at a carriage return too, and finds `##[` anywhere in a line.
    expect(run.stdout.split(/\r\n|\r|\n/)).not.toContainEqual(
      expect.stringMatching(/^\s*::(error|notice)/),
    );
    expect(run.stdout).not.toContain('##[warning]');
    // Readable all the same, twice: once from stdout, once from stderr.
    expect(run.stdout.split(':\u200b:error::forged by a translator')).toHaveLength(3);
    expect(run.stdout.split('Tschüss #\u200b#[warning]the older form')).toHaveLength(3);
  });
});

/**
 * What a command that wants the tokens would do: read its parent's environment and every other
 * one /proc shows, then try to unmount the /proc it was given (which would bare the machine's)
 * and read them all again. It notes how many processes it could see, and who it ran as.
 */
const READ_EVERY_ENVIRONMENT = [
  'read_all() { for f in /proc/$PPID/environ /proc/[0-9]*/environ; do tr "\\0" "\\n" < "$f" || true; done; }',
  'read_all > "$DUMP/environ" 2>/dev/null',
  'ls /proc | grep -c "^[0-9]" > "$DUMP/processes"',
  'umount /proc 2>/dev/null || mount -t proc proc /proc 2>/dev/null || true',
  'read_all >> "$DUMP/environ" 2>/dev/null',
  'id -u > "$DUMP/uid"',
].join('\n');

/**
 * Whether this machine lets the action isolate the command the way it would try here (root:
 * `unshare` into a PID namespace; another user: a user namespace as well), and if not, why.
 */
function isolationHere(): { available: true } | { available: false; why: string } {
  const user = process.getuid?.() === 0 ? [] : ['--user', '--map-current-user'];
  const tried = spawnSync(
    'unshare',
    [...user, '--pid', '--fork', '--mount-proc', '--kill-child', '--', 'sh', '-c', 'test "$$" = 1'],
    { encoding: 'utf8' },
  );
  if (tried.status === 0) return { available: true };
  return { available: false, why: tried.error?.message ?? tried.stderr.trim() };
}

describe('post-pull-command and the tokens', () => {
  it("cannot read either token from the action's environment, nor any process's (Linux)", async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario);
    const dump = testFolder('l10n-environ-');
    const run = await s.run({ 'post-pull-command': READ_EVERY_ENVIRONMENT }, { DUMP: dump });
    expect(run.code).toBe(0);
    const seen = readFileSync(join(dump, 'environ'), 'utf8');
    const here = isolationHere();
    if (!here.available) {
      // The documented fallback: said in the log, and true.
      console.warn(`post-pull-command cannot be isolated on this machine: ${here.why}`);
      expect(run.stdout).toMatch(/post-pull-command runs without isolation \(.+\): it can read/);
      expect(seen).toContain(s.emulator.tokens.readWrite);
      return;
    }
    expect(seen).not.toContain(s.emulator.tokens.readWrite);
    expect(seen).not.toContain(s.github.token);
    expect(run.stdout).toMatch(/^post-pull-command runs isolated \(unshare/m);
    expect(seen).not.toMatch(/^INPUT_/m);
    // Only its own processes: the shell and what it started.
    expect(Number(readFileSync(join(dump, 'processes'), 'utf8'))).toBeLessThan(5);
    // The same user, so a formatter can write the checkout's files.
    expect(readFileSync(join(dump, 'uid'), 'utf8').trim()).toBe(String(process.getuid?.()));
  });

  it('is not run where it cannot be isolated: the run fails with one line, and nothing is proposed', async ({
    startScenario,
  }) => {
    const s = await withGerman(startScenario);
    // An unshare as Ubuntu 24.04's AppArmor leaves it to a program without a profile.
    const bin = testFolder('l10n-no-unshare-');
    writeFileSync(
      join(bin, 'unshare'),
      "#!/bin/sh\necho 'unshare: write failed /proc/self/uid_map: Operation not permitted' >&2\nexit 1\n",
    );
    chmodSync(join(bin, 'unshare'), 0o755);
    const dump = testFolder('l10n-environ-');
    const run = await s.run(
      { 'post-pull-command': READ_EVERY_ENVIRONMENT },
      { DUMP: dump, PATH: `${bin}:${process.env['PATH'] ?? ''}` },
    );
    expect(run.code).toBe(1);
    const why =
      process.getuid?.() === 0
        ? 'unshare: unshare: write failed /proc/self/uid_map: Operation not permitted'
        : 'unshare --user: unshare: write failed /proc/self/uid_map: Operation not permitted; sudo: not tried on a runner that is not GitHub-hosted';
    expect(annotations(run.stdout, 'error')).toEqual([
      `post-pull-command was not run: this machine cannot isolate it (${why}), so it could read api-token and github-token, rewrite the action's code or set later steps' environment; run the formatter as a later step of the job instead (see the README)`,
    ]);
    expect(readdirSync(dump)).toEqual([]);
    expect(git(s.fixture.origin, 'for-each-ref', '--format=%(refname)', 'refs/heads/')).toBe(
      'refs/heads/main',
    );
  });
});

/**
 * What a command that wants the action's tokens or the job's later steps would do once it cannot
 * read them: put code at the top of every chunk of the action's bundle (ncc's `import()`s load
 * most of them after the command, into the process that holds both tokens), replace one whole,
 * add a module beside them, and append a line to every file the runner reads commands from. Each
 * attempt goes on past a refusal, and the command still formats the German file as asked.
 */
const REWRITE_CODE_AND_FILE_COMMANDS = [
  'for chunk in "$ACTION"/dist/*.js; do',
  '  { printf "import { writeFileSync as w } from \\"node:fs\\"; w(\\"%s/pwned\\", JSON.stringify(process.env));\\n" "$DUMP"; cat "$chunk"; } > "$DUMP/chunk" 2>/dev/null',
  '  cat "$DUMP/chunk" > "$chunk" 2>/dev/null || echo "cannot write $(basename "$chunk")"',
  'done',
  'cp "$DUMP/chunk" "$ACTION/dist/0.index.js" 2>/dev/null || echo "cannot add a chunk"',
  'mv "$DUMP/chunk" "$ACTION/dist/index.js" 2>/dev/null || echo "cannot replace index.js"',
  'for file in "$RUNNER_TEMP"/_runner_file_commands/*; do',
  '  printf "BASH_ENV=%s/pwned\\nforged=yes\\n" "$DUMP" >> "$file" 2>/dev/null || echo "cannot write $(basename "$file" | cut -d_ -f1-2)"',
  'done',
  "sed -i 's/Hallo/Hallo!/' locales/de.json",
].join('\n');

describe("post-pull-command and the action's code and the runner's later steps (runner layout)", () => {
  it('cannot rewrite the chunks the action loads after it, nor write a file command', async ({
    startScenario,
  }) => {
    const here = isolationHere();
    if (!here.available) {
      console.warn(`post-pull-command cannot be isolated on this machine: ${here.why}`);
      return;
    }
    const s = await withGerman(startScenario);
    // The action as a runner lays it out: downloaded into _actions, writable by the job's user,
    // outside the checkout.
    const runner = testFolder('l10n-runner-');
    const action = join(runner, '_work', '_actions', 'octo', 'l10n-sync', 'v1');
    cpSync(dirname(bundle()), join(action, 'dist'), { recursive: true });
    const before = folderHashes(join(action, 'dist'));
    const dump = testFolder('l10n-pwned-');
    const run = await s.run(
      { 'post-pull-command': REWRITE_CODE_AND_FILE_COMMANDS },
      { DUMP: dump, ACTION: action },
      { entry: join(action, 'dist', 'index.js') },
    );
    expect(run.code).toBe(0);
    expect(existsSync(join(dump, 'pwned'))).toBe(false);
    expect(folderHashes(join(action, 'dist'))).toEqual(before);
    expect(run.stdout).toContain('cannot write index.js');
    expect(run.stdout).toContain('cannot add a chunk');
    expect(run.stdout).toContain('cannot replace index.js');
    for (const name of ['set_env', 'add_path', 'set_output', 'save_state', 'step_summary']) {
      expect(run.stdout).toContain(`cannot write ${name}`);
    }
    expect(run.outputs['forged']).toBeUndefined();
    const fileCommands = run.leftInHome.filter((f) => f.path.includes('_runner_file_commands'));
    expect(
      fileCommands.map((f) => basename(f.path).split('_').slice(0, 2).join('_')).sort(),
    ).toEqual(['add_path', 'save_state', 'set_env', 'set_output', 'step_summary']);
    for (const file of fileCommands) expect(file.text).not.toContain('pwned');
    expect(run.stdout).toContain(`read-only to it (`);
    expect(run.stdout).toContain(join(runner, '_work', '_actions'));
    // The control: the command did format the checkout, and the branch has it.
    expect(git(s.fixture.origin, 'show', 'l10n-sync/main:locales/de.json')).toContain('Hallo!');
  });
});

/** Each file of a folder and a hash of its content. */
function folderHashes(folder: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(folder).map((name) => [
      name,
      createHash('sha256')
        .update(readFileSync(join(folder, name)))
        .digest('hex'),
    ]),
  );
}
