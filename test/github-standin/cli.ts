/**
 * The GitHub stand-in as a process, for `npm run local` and anything else that wants pull requests
 * opened on this machine instead of on github.com:
 *
 *     npm run --silent github-standin -- [--repository OWNER/NAME] [--port N] [--token T] [--git-database PATH]
 *
 * Prints exactly one line of JSON on stdout once it listens (its URL, the token it accepts, the
 * repository it serves), nothing else there, and serves until SIGTERM or SIGINT, then exits 0.
 * Each request it answers is logged to stderr. Problems go to stderr with exit code 2 (bad
 * arguments) or 1 (could not start).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { GitHubStandInOptions, RecordedRequest } from './server.ts';
import { startGitHubStandIn } from './server.ts';
import { serveUntilStopped } from '../support/serve-until-stopped.ts';

const USAGE =
  'usage: github-standin [--repository OWNER/NAME] [--port N] [--token T] [--git-database PATH]';

function options(): GitHubStandInOptions {
  const { values } = parseArgs({
    options: {
      repository: { type: 'string' },
      port: { type: 'string' },
      token: { type: 'string' },
      'git-database': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  // The repository a local run names (GITHUB_REPOSITORY) unless told: the stand-in answers 404
  // for any other, as GitHub does for a repository the token cannot see.
  const repository = values.repository ?? process.env['GITHUB_REPOSITORY'] ?? 'octo-org/l10n-app';
  const [owner, repo, ...rest] = repository.split('/');
  if (!owner || !repo || rest.length > 0) {
    throw new Error(`--repository must be OWNER/NAME, not '${repository}'`);
  }
  const result: { -readonly [K in keyof GitHubStandInOptions]: GitHubStandInOptions[K] } = {
    owner,
    repo,
  };
  const port = values.port;
  if (port !== undefined) {
    if (!/^\d+$/.test(port) || Number(port) > 65_535) {
      throw new Error(`--port must be a port number (0-65535), not '${port}'`);
    }
    result.port = Number(port);
  }
  if (values.token !== undefined) {
    if (values.token.trim() === '') throw new Error('--token must not be empty');
    result.token = values.token;
  }
  const database = values['git-database'];
  if (database !== undefined) {
    // Signed commits (sign-commits) write through GitHub's Git database API into this repository.
    if (!existsSync(database)) throw new Error(`--git-database: no repository at ${database}`);
    result.repositoryPath = database;
  }
  return result;
}

/** One line per request, for a person watching what the action asked of GitHub. */
function logLine(request: RecordedRequest): string {
  const body = request.body as { title?: unknown } | undefined;
  const title = typeof body?.title === 'string' ? `  "${body.title}"` : '';
  return `github-standin: ${request.method} ${request.path} → ${request.status}${title}\n`;
}

async function main(): Promise<void> {
  let parsed: GitHubStandInOptions;
  try {
    parsed = options();
  } catch (error) {
    console.error(`github-standin: ${(error as Error).message}`);
    console.error(USAGE);
    process.exit(2);
  }
  const github = await startGitHubStandIn({
    ...parsed,
    onRequest: (request) => process.stderr.write(logLine(request)),
  });
  serveUntilStopped(() => github.close());
  process.stdout.write(
    `${JSON.stringify({ url: github.url, token: github.token, repository: `${github.owner}/${github.repo}` })}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(`github-standin: could not start: ${(error as Error).message}`);
  process.exit(1);
});
