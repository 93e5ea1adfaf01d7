import { appendFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CallRecord } from '../emulator/calls.ts';
import type { GitHubStandIn } from '../github-standin/server.ts';
import type { ActionRun } from './action-runner.ts';
import { git } from './git-fixture.ts';

/** One place a run wrote to, and what it holds there. */
export interface Written {
  readonly where: string;
  readonly text: string;
}

/**
 * Everything a run of the action wrote that a person, a later step or another machine could
 * read: its output (stdout, stderr, outputs, summary), what it left in HOME/RUNNER_TEMP and in the
 * checkout's `.git/` (config, refs, logs; not the object store), every commit and ref on origin
 * with its message and diff, what it sent to GitHub (pull requests, comments, every request's
 * query and body) and the parameters it sent to the service (the emulator records them with
 * `api_token` already redacted, so any other copy of the token shows).
 */
export async function writtenByRun(
  run: ActionRun,
  places: {
    readonly origin: string;
    readonly github: GitHubStandIn;
    readonly calls: readonly CallRecord[];
  },
): Promise<Written[]> {
  const written: Written[] = [
    { where: 'stdout, stderr, outputs and summary', text: run.everything },
    ...run.leftInHome.map(({ path, text }) => ({ where: path, text })),
  ];
  const gitDir = join(run.workspace, '.git');
  for (const path of await filesBelow(gitDir, join(gitDir, 'objects'))) {
    // A run killed mid-pull leaves its git children to finish: a lock file listed here may be
    // renamed before it is read; such a file is an index of the early adds (paths, blob ids).
    const text = await readFile(path, 'latin1').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (text !== undefined) written.push({ where: path, text });
  }
  written.push({
    where: 'origin: every ref, commit, message and diff',
    text: [
      git(places.origin, 'for-each-ref'),
      git(places.origin, 'log', '--all', '-p', '--format=fuller'),
    ].join('\n'),
  });
  const { github } = places;
  written.push({ where: 'GitHub: pull requests', text: JSON.stringify(github.pulls) });
  written.push({ where: 'GitHub: comments', text: JSON.stringify(github.comments) });
  written.push({
    where: 'GitHub: request queries and bodies',
    text: JSON.stringify(github.requests.map((r) => [r.method, r.path, r.query, r.body])),
  });
  written.push({
    where: 'service: request parameters',
    text: JSON.stringify(places.calls.map((c) => c.params)),
  });
  return written;
}

/**
 * The forms a secret can take in what a run wrote: as given, and for the GitHub token also as
 * git's basic-auth header value. Short strings are left out: they would match by chance.
 */
export function secretForms(secrets: readonly string[], githubToken: string): string[] {
  const forms = secrets.filter((s) => s.length >= 8);
  if (githubToken.length >= 8) {
    forms.push(Buffer.from(`x-access-token:${githubToken}`).toString('base64'));
  }
  return [...new Set(forms)];
}

/** The places where any of the secrets appears, as `where: <secret's first 4 characters>…`. */
export function leaks(written: readonly Written[], secrets: readonly string[]): string[] {
  return written.flatMap(({ where, text }) =>
    secrets.filter((s) => text.includes(s)).map((s) => `${where}: ${s.slice(0, 4)}…`),
  );
}

/**
 * With L10N_SYNC_SCAN_LOG set to a file, appends one JSON line per scanned run (places and
 * bytes), so the figures of RELIABILITY.md can be counted over a whole `npm test`.
 */
export async function logScan(written: readonly Written[], secrets: number): Promise<void> {
  const file = process.env['L10N_SYNC_SCAN_LOG'];
  if (!file) return;
  const bytes = written.reduce((sum, w) => sum + Buffer.byteLength(w.text, 'latin1'), 0);
  await appendFile(file, `${JSON.stringify({ places: written.length, bytes, secrets })}\n`);
}

/** Regular files below `root`, except those below `skip`. */
async function filesBelow(root: string, skip: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !path.startsWith(`${skip}/`));
}
