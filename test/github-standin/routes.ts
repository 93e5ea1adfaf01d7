import {
  notFound,
  invalidRequest,
  unprocessable,
  validationFailed,
  type Answer,
} from './answers.ts';
import { fakeSha, now, type Store, type StoredPull } from './store.ts';
import { checkBody } from './validate.ts';
import { noGitDatabase, type GitDatabase } from './git-database.ts';

/** What a handler knows of the stand-in and of the request. */
export interface RouteContext {
  readonly store: Store;
  /** The stand-in's own address, for `url` and `html_url`. */
  readonly baseUrl: string;
  /** The login that opens pull requests (the token's user): GitHub refuses its review. */
  readonly author: string;
  /** Logins and team slugs that are not collaborators: refused as reviewers, not assigned. */
  readonly outsiders: ReadonlySet<string>;
  readonly branchExists: (name: string) => boolean;
  /** The Git database API over the scenario's origin, when the stand-in has one. */
  readonly git: GitDatabase | undefined;
  /** The path's numbered groups after owner and repo (a pull request's number). */
  readonly params: readonly string[];
  readonly query: URLSearchParams;
  readonly body: unknown;
}

export interface Route {
  readonly method: 'GET' | 'POST' | 'PATCH';
  /** Matches the path after `/repos/{owner}/{repo}`. */
  readonly path: RegExp;
  /** Whether the endpoint takes a JSON body. */
  readonly hasBody: boolean;
  readonly handle: (context: RouteContext) => Answer;
}

/** The endpoints the action uses, with GitHub's checks and answers. */
export const ROUTES: readonly Route[] = [
  { method: 'GET', path: /^$/, hasBody: false, handle: getRepository },
  { method: 'GET', path: /^\/pulls$/, hasBody: false, handle: listPulls },
  { method: 'POST', path: /^\/pulls$/, hasBody: true, handle: createPull },
  { method: 'GET', path: /^\/pulls\/(\d+)$/, hasBody: false, handle: getPull },
  { method: 'PATCH', path: /^\/pulls\/(\d+)$/, hasBody: true, handle: updatePull },
  { method: 'POST', path: /^\/issues\/(\d+)\/labels$/, hasBody: true, handle: addLabels },
  { method: 'POST', path: /^\/issues\/(\d+)\/assignees$/, hasBody: true, handle: addAssignees },
  {
    method: 'POST',
    path: /^\/pulls\/(\d+)\/requested_reviewers$/,
    hasBody: true,
    handle: requestReviewers,
  },
  { method: 'POST', path: /^\/issues\/(\d+)\/comments$/, hasBody: true, handle: addComment },
  ...gitDatabaseRoutes(),
];

/** The Git database endpoints, answered by the repository behind the stand-in. */
function gitDatabaseRoutes(): Route[] {
  const serve =
    (write: (git: GitDatabase, body: unknown) => Answer) =>
    ({ git, body }: RouteContext): Answer =>
      git === undefined ? noGitDatabase() : write(git, body);
  return [
    {
      method: 'POST',
      path: /^\/git\/blobs$/,
      hasBody: true,
      handle: serve((g, b) => g.createBlob(b)),
    },
    {
      method: 'POST',
      path: /^\/git\/trees$/,
      hasBody: true,
      handle: serve((g, b) => g.createTree(b)),
    },
    {
      method: 'POST',
      path: /^\/git\/commits$/,
      hasBody: true,
      handle: serve((g, b) => g.createCommit(b)),
    },
    {
      method: 'POST',
      path: /^\/git\/refs$/,
      hasBody: true,
      handle: serve((g, b) => g.createRef(b)),
    },
  ];
}

function getRepository({ store, baseUrl }: RouteContext): Answer {
  return {
    status: 200,
    body: {
      id: 1,
      name: store.repo,
      full_name: store.fullName,
      node_id: store.repositoryNodeId,
      owner: store.user(store.owner),
      private: false,
      default_branch: 'main',
      url: `${baseUrl}/repos/${store.fullName}`,
      html_url: `${baseUrl}/${store.fullName}`,
    },
  };
}

/** GET /pulls: `state`, `head` (`owner:branch`), `base`, newest first, `per_page` and `page`. */
function listPulls({ store, query }: RouteContext): Answer {
  const state = query.get('state') ?? 'open';
  if (!['open', 'closed', 'all'].includes(state)) {
    throw validationFailed({ value: state, resource: 'Issue', field: 'state', code: 'invalid' });
  }
  const perPage = Math.min(Number(query.get('per_page') ?? 30) || 30, 100);
  const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
  const head = query.get('head');
  const base = query.get('base');
  let pulls = store.pulls.filter((p) => state === 'all' || p.state === state);
  // GitHub filters by head only in the form `owner:branch`; a bare branch name filters nothing.
  if (head !== null && head.includes(':')) {
    const [owner, ...rest] = head.split(':');
    const branch = rest.join(':');
    pulls =
      owner?.toLowerCase() === store.owner.toLowerCase()
        ? pulls.filter((p) => p.head.ref === branch)
        : [];
  }
  if (base !== null) pulls = pulls.filter((p) => p.base.ref === base);
  const newestFirst = [...pulls].sort((a, b) => b.number - a.number);
  return { status: 200, body: newestFirst.slice((page - 1) * perPage, page * perPage) };
}

/** POST /pulls: one open pull request per head and base, as on GitHub. */
function createPull(context: RouteContext): Answer {
  const { store, baseUrl } = context;
  const body = checkBody(context.body, {
    title: { type: 'string', required: true },
    head: { type: 'string', required: true },
    base: { type: 'string', required: true },
    body: { type: 'string?' },
    draft: { type: 'boolean' },
    maintainer_can_modify: { type: 'boolean' },
  });
  const head = headBranch(String(body['head']), store);
  const base = String(body['base']);
  if (head === undefined || !context.branchExists(head)) {
    throw validationFailed({ resource: 'PullRequest', field: 'head', code: 'invalid' });
  }
  if (!context.branchExists(base)) {
    throw validationFailed({ resource: 'PullRequest', field: 'base', code: 'invalid' });
  }
  if (head === base) {
    throw validationFailed({
      resource: 'PullRequest',
      code: 'custom',
      message: `No commits between ${base} and ${head}`,
    });
  }
  if (store.openPull(head, base) !== undefined) throw alreadyExists(store, head);
  const number = store.pulls.length + 1;
  const stamp = now();
  const repo = { full_name: store.fullName };
  const id = store.id();
  const pull: StoredPull = {
    id,
    node_id: `PR_standin${id}`,
    number,
    url: `${baseUrl}/repos/${store.fullName}/pulls/${number}`,
    html_url: `${baseUrl}/${store.fullName}/pull/${number}`,
    issue_url: `${baseUrl}/repos/${store.fullName}/issues/${number}`,
    state: 'open',
    locked: false,
    title: String(body['title']),
    body: typeof body['body'] === 'string' ? body['body'] : null,
    draft: body['draft'] === true,
    auto_merge: null,
    user: store.user(context.author),
    head: { ref: head, label: `${store.owner}:${head}`, sha: fakeSha(), repo },
    base: { ref: base, label: `${store.owner}:${base}`, sha: fakeSha(), repo },
    labels: [],
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    maintainer_can_modify: body['maintainer_can_modify'] === true,
    created_at: stamp,
    updated_at: stamp,
    closed_at: null,
    merged_at: null,
  };
  store.pulls.push(pull);
  return { status: 201, body: pull, headers: { location: pull.url } };
}

function getPull(context: RouteContext): Answer {
  return { status: 200, body: pullOf(context) };
}

/** PATCH /pulls/{n}: title, body, state, base. `draft` is not a field here, as on GitHub. */
function updatePull(context: RouteContext): Answer {
  const pull = pullOf(context);
  const body = checkBody(context.body, {
    title: { type: 'string' },
    body: { type: 'string?' },
    state: { type: 'state' },
    base: { type: 'string' },
    maintainer_can_modify: { type: 'boolean' },
  });
  const state = body['state'];
  if (state === 'open' && pull.state === 'closed') {
    const other = context.store.openPull(pull.head.ref, pull.base.ref);
    if (other !== undefined) throw alreadyExists(context.store, pull.head.ref);
  }
  if (typeof body['title'] === 'string') pull.title = body['title'];
  if (body['body'] !== undefined) pull.body = body['body'] as string | null;
  if (typeof body['base'] === 'string') pull.base.ref = body['base'];
  if (state === 'open' || state === 'closed') {
    pull.closed_at = state === 'closed' ? (pull.state === 'closed' ? pull.closed_at : now()) : null;
    pull.state = state;
  }
  pull.updated_at = now();
  return { status: 200, body: pull };
}

/** POST /issues/{n}/labels: adds (never removes); unknown labels are made, as on GitHub. */
function addLabels(context: RouteContext): Answer {
  const pull = pullOf(context);
  // GitHub takes `{labels: [...]}` or a bare array, and labels as names or `{name}`.
  const raw = Array.isArray(context.body) ? { labels: context.body } : context.body;
  const objects =
    isRecord(raw) && Array.isArray(raw['labels']) && raw['labels'].every(isRecord)
      ? { labels: raw['labels'].map((l) => l['name']) }
      : raw;
  const body = checkBody(objects, { labels: { type: 'string[]', required: true } });
  for (const name of body['labels'] as string[]) {
    if (name.length > 50)
      throw validationFailed({ resource: 'Label', field: 'name', code: 'invalid' });
    const label = context.store.label(name);
    if (!pull.labels.some((l) => l.id === label.id)) pull.labels.push(label);
  }
  pull.updated_at = now();
  return { status: 200, body: pull.labels };
}

/** POST /issues/{n}/assignees: 201, silently leaving out anyone who cannot be assigned. */
function addAssignees(context: RouteContext): Answer {
  const pull = pullOf(context);
  const body = checkBody(context.body, { assignees: { type: 'string[]' } });
  const logins = (body['assignees'] as string[] | undefined) ?? [];
  for (const login of logins) {
    if (context.outsiders.has(login.toLowerCase())) continue;
    if (pull.assignees.some((u) => sameName(u.login, login))) continue;
    if (pull.assignees.length >= 10) break;
    pull.assignees.push(context.store.user(login));
  }
  pull.assignee = pull.assignees[0] ?? null;
  pull.updated_at = now();
  return { status: 201, body: issueOf(pull) };
}

/** POST /pulls/{n}/requested_reviewers: all or nothing, as on GitHub. */
function requestReviewers(context: RouteContext): Answer {
  const pull = pullOf(context);
  const body = checkBody(context.body, {
    reviewers: { type: 'string[]' },
    team_reviewers: { type: 'string[]' },
  });
  const users = (body['reviewers'] as string[] | undefined) ?? [];
  const teams = (body['team_reviewers'] as string[] | undefined) ?? [];
  if (users.length === 0 && teams.length === 0) {
    throw invalidRequest(
      'No subschema in "anyOf" matched: "reviewers" or "team_reviewers" wasn\'t supplied.',
    );
  }
  if (users.some((u) => sameName(u, pull.user.login))) {
    throw unprocessable('Review cannot be requested from pull request author.');
  }
  if ([...users, ...teams].some((name) => context.outsiders.has(name.toLowerCase()))) {
    throw unprocessable(
      'Reviews may only be requested from collaborators. One or more of the users or teams you ' +
        `specified is not a collaborator of the ${context.store.fullName} repository.`,
    );
  }
  for (const login of users) {
    if (!pull.requested_reviewers.some((u) => sameName(u.login, login))) {
      pull.requested_reviewers.push(context.store.user(login));
    }
  }
  for (const slug of teams) {
    if (!pull.requested_teams.some((t) => sameName(t.slug, slug))) {
      pull.requested_teams.push({ slug, name: slug });
    }
  }
  pull.updated_at = now();
  return { status: 201, body: pull };
}

function addComment(context: RouteContext): Answer {
  const pull = pullOf(context);
  const body = checkBody(context.body, { body: { type: 'string', required: true } });
  const { store, baseUrl } = context;
  const id = store.id();
  const comment = {
    id,
    url: `${baseUrl}/repos/${store.fullName}/issues/comments/${id}`,
    html_url: `${pull.html_url}#issuecomment-${id}`,
    issue_url: pull.issue_url,
    body: String(body['body']),
    user: store.user(context.author),
    created_at: now(),
  };
  store.comments.push(comment);
  return { status: 201, body: comment };
}

/** The pull request a path names (pull requests are issues too); 404 when there is none. */
function pullOf({ store, params }: RouteContext): StoredPull {
  const pull = store.pulls.find((p) => String(p.number) === params[0]);
  if (pull === undefined) throw notFound();
  return pull;
}

/** A pull request as the issues endpoints return it. */
function issueOf(pull: StoredPull) {
  return {
    id: pull.id,
    number: pull.number,
    url: pull.issue_url,
    html_url: pull.html_url,
    state: pull.state,
    title: pull.title,
    body: pull.body,
    user: pull.user,
    labels: pull.labels,
    assignee: pull.assignee,
    assignees: pull.assignees,
    pull_request: { url: pull.url, html_url: pull.html_url },
  };
}

/** `branch` or `owner:branch` of this repository; undefined for another owner's fork. */
function headBranch(head: string, store: Store): string | undefined {
  if (!head.includes(':')) return head;
  const [owner, ...rest] = head.split(':');
  return sameName(owner ?? '', store.owner) ? rest.join(':') : undefined;
}

function alreadyExists(store: Store, head: string) {
  return validationFailed({
    resource: 'PullRequest',
    code: 'custom',
    message: `A pull request already exists for ${store.owner}:${head}.`,
  });
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
