import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { notFound, Refusal, type Answer } from './answers.ts';
import { GitDatabase } from './git-database.ts';
import { graphql } from './graphql.ts';
import { ROUTES } from './routes.ts';
import { Store, type StoredComment, type StoredPull } from './store.ts';

export type { StoredComment, StoredPull } from './store.ts';

export interface GitHubStandInOptions {
  /** The token requests must carry (`token X` or `Bearer X`); default: a random `ghs_` token. */
  readonly token?: string;
  /** Default `octo-org`. */
  readonly owner?: string;
  /** Default `l10n-app`. */
  readonly repo?: string;
  /** The login that opens pull requests and comments; its review is refused. Default `author-of-pr`. */
  readonly author?: string;
  /**
   * Logins and team slugs that are not collaborators: review requests naming them are refused
   * with 422 and assigning them is silently skipped. Default `outsider`.
   */
  readonly outsiders?: readonly string[];
  /** Whether a branch exists, for the head and base of a new pull request; default: all do. */
  readonly branchExists?: (name: string) => boolean;
  /** The repository's "Allow auto-merge" setting; default true. */
  readonly allowAutoMerge?: boolean;
  /**
   * A bare repository the Git database API (blobs, trees, commits, refs) writes to: the
   * scenario's origin. Without it those endpoints answer 404.
   */
  readonly repositoryPath?: string;
  /** The port on 127.0.0.1; default 0, any free one. */
  readonly port?: number;
  /** Told of each request once answered (the command's log: cli.ts). */
  readonly onRequest?: (request: RecordedRequest) => void;
}

/** One request as the stand-in received it, and the status it answered. */
export interface RecordedRequest {
  readonly method: string;
  /** Without the query string. */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: IncomingHttpHeaders;
  /** The parsed JSON body, the raw text when it was not JSON, or undefined when empty. */
  readonly body: unknown;
  readonly status: number;
}

export interface FailOptions {
  /** Extra response headers, e.g. `retry-after` for a rate limit. */
  readonly headers?: Readonly<Record<string, string>>;
  /** How many matching requests fail; default 1. */
  readonly times?: number;
  /** The answer's body instead of `{"message": message}` (e.g. `[]` for a list that lags). */
  readonly body?: unknown;
}

export interface GitHubStandIn {
  /** `http://127.0.0.1:PORT`: the action's GITHUB_API_URL. */
  readonly url: string;
  readonly token: string;
  readonly owner: string;
  readonly repo: string;
  /** Every request, in order of arrival. */
  readonly requests: readonly RecordedRequest[];
  /** Every pull request, open or closed, in GitHub's shape. */
  readonly pulls: readonly StoredPull[];
  readonly comments: readonly StoredComment[];
  /** The Git database over `repositoryPath`, when there is one. */
  readonly gitDatabase: GitDatabase | undefined;
  /** The open pull requests, of one head branch when given. */
  openPulls(head?: string): StoredPull[];
  /**
   * Makes the next matching request (`pathPattern`: the exact path or a RegExp over it) answer
   * `status` with GitHub's error body `{"message": message}`, before any other check.
   */
  failNext(
    method: string,
    pathPattern: string | RegExp,
    status: number,
    message: string,
    options?: FailOptions,
  ): void;
  close(): Promise<void>;
}

interface Failure {
  readonly method: string;
  readonly pattern: string | RegExp;
  readonly answer: Answer;
  remaining: number;
}

/**
 * A local stand-in for the part of GitHub's REST API that the action uses: one repository's pull
 * requests, labels, assignees, review requests and comments. It checks requests as GitHub does
 * (credentials, JSON bodies, required and typed fields) and answers with GitHub's shapes and
 * error bodies.
 */
export async function startGitHubStandIn(
  options: GitHubStandInOptions = {},
): Promise<GitHubStandIn> {
  const token = options.token ?? `ghs_${randomBytes(18).toString('hex')}`;
  const store = new Store(options.owner ?? 'octo-org', options.repo ?? 'l10n-app');
  store.allowAutoMerge = options.allowAutoMerge ?? true;
  const outsiders = new Set((options.outsiders ?? ['outsider']).map((o) => o.toLowerCase()));
  const requests: RecordedRequest[] = [];
  const failures: Failure[] = [];
  let baseUrl = '';
  const gitDatabase =
    options.repositoryPath === undefined
      ? undefined
      : new GitDatabase(options.repositoryPath, store.fullName, () => baseUrl);

  const answer = (
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
    text: string,
  ): Answer => {
    const method = req.method ?? 'GET';
    const failure = failures.find(
      (f) =>
        f.method === method &&
        (typeof f.pattern === 'string' ? f.pattern === path : f.pattern.test(path)),
    );
    if (failure !== undefined) {
      failure.remaining -= 1;
      if (failure.remaining <= 0) failures.splice(failures.indexOf(failure), 1);
      return failure.answer;
    }
    checkHeaders(req, token);
    if (path === '/graphql' && method === 'POST') {
      return graphql(store, parseBody(req, text), gitDatabase);
    }
    const match = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
    if (match === null) throw notFound();
    const [, owner = '', repo = '', rest = ''] = match;
    const sameRepo =
      owner.toLowerCase() === store.owner.toLowerCase() &&
      repo.toLowerCase() === store.repo.toLowerCase();
    if (!sameRepo) throw notFound();
    for (const route of ROUTES) {
      if (route.method !== method) continue;
      const params = route.path.exec(rest);
      if (params === null) continue;
      return route.handle({
        store,
        baseUrl,
        author: options.author ?? 'author-of-pr',
        outsiders,
        branchExists: options.branchExists ?? (() => true),
        params: params.slice(1),
        git: gitDatabase,
        query,
        body: route.hasBody ? parseBody(req, text) : undefined,
      });
    }
    throw notFound();
  };

  const server = createServer((req, res) => {
    void handle(req, res);
  });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', baseUrl);
    // Everything from here to the answer is synchronous, so concurrent requests see and change
    // the store one at a time, as GitHub's database would serialise them.
    let result: Answer;
    try {
      result = answer(req, url.pathname, url.searchParams, text);
    } catch (error) {
      // A fault of the stand-in itself answers 500 with its message, to show up in the test.
      result =
        error instanceof Refusal
          ? { status: error.status, body: error.body }
          : { status: 500, body: { message: `stand-in fault: ${String(error)}` } };
    }
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: recordedBody(text),
      status: result.status,
    };
    requests.push(recorded);
    options.onRequest?.(recorded);
    const json = JSON.stringify(result.body);
    res.writeHead(result.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
      'x-github-media-type': 'github.v3; format=json',
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '4999',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      ...result.headers,
    });
    res.end(json);
  };

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    token,
    owner: store.owner,
    repo: store.repo,
    requests,
    pulls: store.pulls,
    comments: store.comments,
    gitDatabase,
    openPulls: (head) =>
      store.pulls.filter((p) => p.state === 'open' && (head === undefined || p.head.ref === head)),
    failNext(method, pathPattern, status, message, fail = {}) {
      failures.push({
        method: method.toUpperCase(),
        pattern: pathPattern,
        answer: {
          status,
          body: 'body' in fail ? fail.body : { message },
          ...(fail.headers ? { headers: fail.headers } : {}),
        },
        remaining: fail.times ?? 1,
      });
    },
    // Closing twice is no error: a test may close a stand-in early to have an address that
    // answers nothing, and its fixture closes it again at the end.
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** GitHub's checks before routing: a User-Agent and the right token. */
function checkHeaders(req: IncomingMessage, token: string): void {
  if (!req.headers['user-agent']) {
    throw new Refusal(403, {
      message:
        'Request forbidden by administrative rules. Please make sure your request has a User-Agent header',
    });
  }
  const authorization = req.headers.authorization;
  if (authorization === undefined) {
    throw new Refusal(401, { message: 'Requires authentication', status: '401' });
  }
  const [scheme = '', credential = ''] = authorization.split(/\s+/, 2);
  if (!['token', 'bearer'].includes(scheme.toLowerCase()) || credential !== token) {
    throw new Refusal(401, {
      message: 'Bad credentials',
      documentation_url: 'https://docs.github.com/rest',
      status: '401',
    });
  }
}

/** A JSON body: declared as JSON (415 otherwise) and parseable (400 otherwise). */
function parseBody(req: IncomingMessage, text: string): unknown {
  if (text === '') return undefined;
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new Refusal(415, {
      message: `Unsupported 'Content-Type' header: expected application/json, got '${type}'`,
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Refusal(400, { message: 'Problems parsing JSON' });
  }
}

function recordedBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
