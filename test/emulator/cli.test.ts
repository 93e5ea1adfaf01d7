import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '../support/fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const node = path.join(root, 'node_modules/.bin/node');

function startCli(args: string[]): ReturnType<typeof spawn> {
  return spawn(node, ['--experimental-strip-types', 'test/emulator/cli.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('the emulator CLI', () => {
  it('prints exactly the ready line, serves, and exits 0 on SIGTERM', async () => {
    const child = startCli([
      '--time-scale',
      '0.01',
      '--token-rw',
      'rw-token',
      '--token-ro',
      'ro-token',
    ]);
    let stdout = '';
    child.stdout?.setEncoding('utf8');
    const firstLine = new Promise<string>((resolve) => {
      child.stdout?.on('data', (chunk: string) => {
        stdout += chunk;
        if (stdout.includes('\n')) resolve(stdout.slice(0, stdout.indexOf('\n')));
      });
    });
    const ready = JSON.parse(await firstLine) as Record<string, unknown>;
    expect(Object.keys(ready)).toEqual(['1.0.9.3', '1.0.9.2', 'downloadUrl', 'tokens']);
    expect(ready['1.0.9.3']).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(ready['1.0.9.2']).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(ready.downloadUrl).toBe(`${String(ready['1.0.9.3'])}/download/`);
    expect(ready.tokens).toEqual({ readWrite: 'rw-token', readOnly: 'ro-token' });

    const listed = await fetch(`${String(ready['1.0.9.2'])}/api/project/list?api_token=rw-token`);
    expect(await listed.json()).toEqual({
      projects: [],
      response: { status: 'success', code: '200', message: 'OK' },
    });

    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(stdout).toBe(`${JSON.stringify(ready)}\n`);
  });

  it('runs through `npm run --silent emulator` with the same single line on stdout', async ({
    tempDir,
  }) => {
    const child = spawn(
      'npm',
      ['run', '--silent', 'emulator', '--', '--port-1092', '0', '--time-scale', '0.01'],
      {
        cwd: root,
        // npm keeps Node's compile cache in the temporary folder: the test's own, removed after it.
        env: { ...process.env, TMPDIR: tempDir, TEMP: tempDir, TMP: tempDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    child.stdout.setEncoding('utf8');
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: string) => {
        stdout += chunk;
        if (stdout.includes('\n')) resolve();
      }),
    );
    const ready = JSON.parse(stdout) as { tokens: { readWrite: string } };
    expect(ready.tokens.readWrite).toMatch(/^[0-9a-f]{40}$/);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    expect((await exited)[0]).toBe(0);
    expect(stdout.split('\n')).toHaveLength(2);
  });

  it('exits 0 on SIGINT too', async () => {
    const child = startCli([]);
    await once(child.stdout ?? child, 'data');
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    expect((await exited)[0]).toBe(0);
  });

  it('refuses an unknown option with exit code 2 and nothing on stdout', async () => {
    const child = startCli(['--port', '1']);
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(2);
    expect(stdout).toBe('');
  });
});
