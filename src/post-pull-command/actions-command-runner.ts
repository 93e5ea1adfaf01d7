import { exec } from '@actions/exec';
import { Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { InertLines } from '../common/inert.ts';
import { messageOf } from '../common/message-of.ts';
import type { CommandRunner, UserIds } from './command-runner.ts';

/** Commands through @actions/exec, on this machine, with the step's environment to start from. */
export const actionsCommandRunner: CommandRunner = {
  platform: process.platform,
  env: process.env,
  user: userIds(),
  node: process.execPath,
  entry: process.argv[1],
  async run(file, args, options) {
    // Each stream has its own line buffer: a chunk of one must never land inside a line of the
    // other, where a command it holds would no longer start the line it is made inert at.
    const out = inertStdout();
    const err = inertStdout();
    try {
      return await exec(file, [...args], {
        cwd: options.cwd,
        env: options.env,
        ignoreReturnCode: true,
        silent: true,
        listeners: { stdout: (data) => out.write(data), stderr: (data) => err.write(data) },
        ...(options.input === undefined ? {} : { input: Buffer.from(options.input) }),
      });
    } finally {
      await Promise.all([out, err].map((log) => new Promise<void>((done) => log.end(done))));
    }
  },
  async check(file, args, options) {
    let stderr = '';
    try {
      const code = await exec(file, [...args], {
        env: options.env,
        ignoreReturnCode: true,
        silent: true,
        listeners: { stderr: (data) => (stderr += data.toString()) },
      });
      return { code, stderr };
    } catch (error) {
      // @actions/exec throws when the program is not on the PATH.
      const missing = /Unable to locate executable file/.test(messageOf(error));
      return { code: 127, stderr: missing ? 'not installed' : messageOf(error) };
    }
  },
};

/**
 * The log for a child's output: text from a bundle it prints (a formatter quoting a file) is made
 * inert line by line, as the action's own lines are, so it cannot issue a workflow command.
 */
function inertStdout(): Writable {
  const decoder = new StringDecoder('utf8');
  const lines = new InertLines((text) => process.stdout.write(text));
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      lines.write(typeof chunk === 'string' ? chunk : decoder.write(chunk));
      done();
    },
    final(done) {
      lines.write(decoder.end());
      lines.end();
      done();
    },
  });
}

function userIds(): UserIds | undefined {
  if (!process.getuid || !process.getgid || !process.getgroups) return undefined;
  return { uid: process.getuid(), gid: process.getgid(), groups: process.getgroups() };
}
