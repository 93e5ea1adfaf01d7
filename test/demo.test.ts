import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { describe, expect, it } from './support/fixtures.ts';
import { NODE, REPO_ROOT } from './support/action-runner.ts';

/**
 * Starts the demo with its temporary folder in `temp`: it keeps its sample repository and logs
 * for the user to look at, and the test's fixture removes them.
 */
function startDemo(temp: string) {
  const child = spawn(NODE, ['scripts/demo.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, TMPDIR: temp, TEMP: temp, TMP: temp },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stdout += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, exited, output: () => stdout };
}

/** True when something still listens at the address. */
function listening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

function addresses(output: string): string[] {
  return [
    ...output.matchAll(/(?:Service emulator[^:]*|GitHub API stand-in):\s+(http:\/\/\S+)/g),
  ].map((m) => m[1] ?? '');
}

describe('npm start (the demo)', () => {
  it('syncs a sample repository, shows the pull requests and where to look, and stops its servers', async ({
    tempDir,
  }) => {
    const demo = startDemo(tempDir);
    expect(await demo.exited).toBe(0);
    const out = demo.output();
    expect(out).toContain('Opened pull request #1');
    expect(out).toMatch(
      /#1 Update translations \(de: 3 added; fr: 3 added\) \[open\] l10n-sync\/web → main/,
    );
    expect(out).toMatch(/web\/locales\/de\.json \| \d+ \+/);
    expect(out).toMatch(/#2 Update translations \(de: 2 added\) \[open\] l10n-sync\/docs → main/);
    // The progress table and the finding the sample's French slip makes.
    expect(out).toMatch(/fr +██████░░░░ 60\.0% +3 +0/);
    expect(out).toMatch(
      /fr +greeting +\{name\}: missing \{name\}; not in the base \{nom\} +Welcome back, \{name\}! +Bon retour, \{nom\} !/,
    );
    expect(out).toMatch(/The sample repository stays at \/\S+/);
    const urls = addresses(out);
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(await listening(url)).toBe(false);
  });

  it('stops everything it started on Ctrl-C', async ({ tempDir }) => {
    const demo = startDemo(tempDir);
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (demo.output().includes('▶ Step 1')) {
          clearInterval(poll);
          resolve();
        }
      }, 20);
    });
    demo.child.kill('SIGINT');
    expect(await demo.exited).toBe(130);
    expect(demo.output()).toContain('Interrupted: stopping');
    for (const url of addresses(demo.output())) expect(await listening(url)).toBe(false);
  });
});
