export const id = 971;
export const ids = [971];
export const modules = {

/***/ 488:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N: () => (/* binding */ connect)
});

// EXTERNAL MODULE: ./lib/src/github/errors.js
var errors = __webpack_require__(4369);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(3251);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./lib/src/http/dispatcher.js
var http_dispatcher = __webpack_require__(7786);
// EXTERNAL MODULE: ./lib/src/common/redact.js
var redact = __webpack_require__(4981);
;// CONCATENATED MODULE: ./lib/src/github/octokit.js







/** Rate-limit retries per request: enough to ride out a burst, not a spent hourly quota. */
const RATE_LIMIT_RETRIES = 2;
/** A primary limit can reset an hour away; a job should fail rather than idle that long. */
const LONGEST_RATE_LIMIT_WAIT_S = 600;
/**
 * An Octokit for the REST API at `apiUrl`, which retries 5xx answers and failed connections
 * (plugin-retry: 3 retries, 1, 4 and 9 s apart), and spaces writes and waits out rate limits the
 * way GitHub asks (plugin-throttling). All waits are multiplied by `timeScale`.
 */
function createGitHubClient(options) {
    const scale = options.timeScale;
    const secrets = [options.token];
    const say = (write) => (message) => write((0,redact/* maskSecrets */.Q)(message, secrets));
    const info = say((m) => options.log.info(m));
    const warning = say((m) => options.log.warning(m));
    const dispatcher = (0,http_dispatcher/* createDispatcher */.S)(options.proxy, {
        headersTimeout: options.httpTimeoutMs,
        bodyTimeout: options.httpTimeoutMs,
    });
    const onLimit = (kind) => (retryAfter, request, _octokit, retryCount) => {
        const waitS = Math.round(retryAfter * scale * 10) / 10;
        const where = `${request.method} ${request.url}`;
        if (retryCount < RATE_LIMIT_RETRIES && waitS <= LONGEST_RATE_LIMIT_WAIT_S) {
            warning(`GitHub's ${kind} rate limit was hit on ${where}; retrying in ${waitS} s ` +
                `(retry ${retryCount + 1} of ${RATE_LIMIT_RETRIES})`);
            return true;
        }
        warning(`GitHub's ${kind} rate limit was hit on ${where}; it lifts in ${waitS} s, not waiting`);
        return false;
    };
    return (0,github/* getOctokit */.Q)(options.token, {
        baseUrl: options.apiUrl.replace(/\/+$/, ''),
        userAgent: 'l10n-sync',
        // Octokit's own notices (deprecations, a failing limit handler) would go to the console.
        log: { debug: () => undefined, info, warn: warning, error: warning },
        request: {
            // Our own dispatcher, so that the proxy and time-out follow the caller's settings rather
            // than whatever GITHUB_API_URL held when @actions/github was loaded.
            fetch: async (url, init) => {
                const response = await (0,undici.fetch)(url, { ...init, dispatcher });
                if (response.status >= 500) {
                    info(`GitHub answered HTTP ${response.status} for ${init?.method ?? 'GET'} ${url}`);
                }
                return response;
            },
        },
        retry: { retryAfterBaseValue: 1000 * scale },
        throttle: {
            onRateLimit: onLimit('primary'),
            onSecondaryRateLimit: onLimit('secondary'),
            retryAfterBaseValue: 1000 * scale,
            // The plugin's defaults (writes 1 s apart, notifying writes 3 s apart), scaled for tests.
            write: new light.Group({ maxConcurrent: 1, minTime: 1000 * scale }),
            notifications: new light.Group({ maxConcurrent: 1, minTime: 3000 * scale }),
        },
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
}

;// CONCATENATED MODULE: ./lib/src/github/repository.js
// GitHub's own rules: owners are alphanumerics and single hyphens, repositories add `.` and `_`.
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const NAME = /^[A-Za-z0-9._-]+$/;
/** Splits `owner/name` (GITHUB_REPOSITORY's form); anything else is an error naming the form. */
function parseRepository(repository) {
    const parts = repository.trim().split('/');
    const [owner, repo] = parts;
    if (parts.length !== 2 ||
        owner === undefined ||
        repo === undefined ||
        !OWNER.test(owner) ||
        !NAME.test(repo) ||
        repo === '.' ||
        repo === '..') {
        throw new Error(`Invalid repository '${repository}'; expected owner/name`);
    }
    return { owner, repo };
}
/** The API's root without a trailing slash, or a one-line error for an address that is none. */
function checkApiUrl(apiUrl) {
    let url;
    try {
        url = new URL(apiUrl);
    }
    catch {
        throw new Error(`Invalid GitHub API URL '${apiUrl}'; expected e.g. https://api.github.com`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new Error(`Invalid GitHub API URL '${apiUrl}'; expected an http(s) address`);
    }
    return apiUrl.replace(/\/+$/, '');
}

;// CONCATENATED MODULE: ./lib/src/github/connection.js



/** Checks the options (repository, token, API address) and makes the client. */
function connect(options) {
    const { owner, repo } = parseRepository(options.repository);
    if (options.token === '')
        throw new Error('Input required and not supplied: github-token');
    const apiUrl = checkApiUrl(options.apiUrl);
    const github = createGitHubClient({
        token: options.token,
        apiUrl,
        log: options.log,
        timeScale: options.timeScale ?? 1,
        proxy: options.proxy,
        httpTimeoutMs: options.httpTimeoutMs ?? 120_000,
    });
    const context = { apiUrl, repository: `${owner}/${repo}`, secrets: [options.token] };
    return { github, owner, repo, fail: (what, error) => (0,errors/* toGitHubError */.Lg)(what, error, context) };
}


/***/ }),

/***/ 4369:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lg: () => (/* binding */ toGitHubError),
/* harmony export */   RG: () => (/* binding */ gitHubMessage),
/* harmony export */   y_: () => (/* binding */ GitHubError),
/* harmony export */   zV: () => (/* binding */ isHttpFailure)
/* harmony export */ });
/* harmony import */ var _common_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4981);
/* harmony import */ var _common_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2164);
/* harmony import */ var _common_message_of_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6819);



/**
 * The one error type of this folder. Its message is a single line safe to show to a user: what
 * failed, GitHub's HTTP status and message, and what to do about it. It never carries the token.
 */
class GitHubError extends Error {
    /** GitHub's HTTP status; undefined when GitHub did not answer at all. */
    status;
    constructor(message, status) {
        super(message);
        this.name = 'GitHubError';
        this.status = status;
    }
}
/** True for Octokit's error for a request that failed (with or without an answer). */
function isHttpFailure(error) {
    return (error instanceof Error &&
        typeof error.status === 'number' &&
        'request' in error);
}
/** GitHub's message for a failed request (its `message` plus the details of `errors`), one line. */
function gitHubMessage(error) {
    const data = error.response?.data;
    if ((0,_common_records_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(data) && typeof data['message'] === 'string') {
        const details = Array.isArray(data['errors']) ? data['errors'].map(describeDetail) : [];
        return oneLine([data['message'], ...details.filter((d) => d !== '')].join(': '));
    }
    // A proxy or load balancer may answer with a page of its own rather than GitHub's JSON.
    if (typeof data === 'string' && data.trim() !== '')
        return oneLine(data);
    return oneLine(error.message);
}
/**
 * Turns any failure of a request into a one-line GitHubError: `Could not <what>: ...`. Errors that
 * are not HTTP failures (a bug, most likely) keep their message, with secrets removed.
 */
function toGitHubError(what, error, context) {
    if (error instanceof GitHubError)
        return error;
    const clean = (text) => (0,_common_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .maskSecrets */ .Q)(text, context.secrets);
    if (!isHttpFailure(error)) {
        const message = (0,_common_message_of_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .b)(error);
        return new Error(clean(`Could not ${what}: ${oneLine(message)}`));
    }
    // Octokit reports a request that got no answer (refused, reset, timed out) as status 500
    // without a response.
    if (error.response === undefined) {
        return new GitHubError(clean(`Could not ${what}: no answer from GitHub at ${context.apiUrl} (${oneLine(error.message)}). ` +
            'Check the network and GITHUB_API_URL, or re-run the job.'), undefined);
    }
    const message = gitHubMessage(error);
    return new GitHubError(clean(`Could not ${what}: GitHub answered HTTP ${error.status} "${message}". ` +
        advice(error.status, message, context.repository)), error.status);
}
/** What a user can do about a failure, from GitHub's status and message. */
function advice(status, message, repository) {
    if (status === 401) {
        return 'Check the github-token input: the token is missing, expired or revoked.';
    }
    if (/not permitted to create or approve pull requests/i.test(message)) {
        return ("Enable 'Allow GitHub Actions to create and approve pull requests' in the repository's " +
            'Settings > Actions > General (or in the organization settings, if it is locked there).');
    }
    if (status === 429 || /rate limit/i.test(message)) {
        return "GitHub's rate limit held through the retries; run the job again later.";
    }
    if (status === 403 && /not accessible by/i.test(message)) {
        return ("Give the workflow the 'pull-requests: write' permission " +
            '(permissions: { contents: write, pull-requests: write }), or use a github-token that has it.');
    }
    if (status === 403) {
        return "Check that the github-token may write pull requests ('pull-requests: write').";
    }
    if (status === 404) {
        return `Check that the repository ${repository} exists and that the github-token can see it.`;
    }
    if (status === 422) {
        if (/no commits between/i.test(message)) {
            return 'The branch has no commit that the base lacks, so there is nothing to propose.';
        }
        if (/draft pull requests are not supported/i.test(message)) {
            return 'Set pr-draft to false: this repository cannot have draft pull requests.';
        }
        if (/\b(head|base)\b.*invalid/i.test(message)) {
            return 'Check that the branch was pushed and that base-branch exists on GitHub.';
        }
        return 'Check the values GitHub names.';
    }
    if (status >= 500) {
        return 'GitHub failed through every retry; re-run the job later (https://www.githubstatus.com).';
    }
    return 'Re-run the job; if it fails again, please report it.';
}
/** One entry of GitHub's `errors` array: a string, `{message}`, or `{resource, field, code}`. */
function describeDetail(detail) {
    if (typeof detail === 'string')
        return detail;
    if (!(0,_common_records_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(detail))
        return '';
    if (typeof detail['message'] === 'string')
        return detail['message'];
    return ['resource', 'field', 'code']
        .map((key) => detail[key])
        .filter((part) => typeof part === 'string')
        .join(' ');
}
/** At most 300 characters on one line: GitHub's messages may hold newlines or a whole HTML page. */
function oneLine(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 300 ? `${flat.slice(0, 299)}…` : flat;
}


/***/ }),

/***/ 4971:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createPullRequests: () => (/* binding */ createPullRequests)
});

// EXTERNAL MODULE: ./lib/src/github/connection.js + 2 modules
var connection = __webpack_require__(488);
// EXTERNAL MODULE: ./lib/src/github/errors.js
var errors = __webpack_require__(4369);
;// CONCATENATED MODULE: ./lib/src/github/open-pull.js
/** The fields the upsert compares, from a pull request as any endpoint returns it. */
function toOpenPull(data) {
    return {
        number: data.number,
        nodeId: data.node_id,
        url: data.html_url,
        title: data.title,
        body: data.body ?? '',
        draft: data.draft ?? false,
        labels: data.labels.map((l) => l.name),
        assignees: (data.assignees ?? []).map((u) => u.login),
        reviewers: (data.requested_reviewers ?? []).map((u) => u.login),
        teams: (data.requested_teams ?? []).map((t) => t.slug),
        autoMerge: data.auto_merge?.merge_method ?? undefined,
    };
}
/**
 * The names of `wanted` that `present` lacks, once each. GitHub compares logins, team slugs and
 * label names without regard to case, so this does too.
 */
function missing(wanted, present) {
    const seen = new Set(present.map((p) => p.toLowerCase()));
    const out = [];
    for (const raw of wanted) {
        const name = raw.trim();
        if (name === '' || seen.has(name.toLowerCase()))
            continue;
        seen.add(name.toLowerCase());
        out.push(name);
    }
    return out;
}
/** Bodies are compared as GitHub shows them: line endings and trailing space do not count. */
function sameText(a, b) {
    const norm = (s) => s.replace(/\r\n?/g, '\n').trimEnd();
    return norm(a) === norm(b);
}

;// CONCATENATED MODULE: ./lib/src/github/graphql-mutations.js
/**
 * Enables auto-merge (pr-auto-merge), which only GraphQL can, for the pull request as long as its
 * head is `head`, the commit this run left the branch at: a commit someone pushed to the branch
 * since is not merged with the translations unreviewed (GitHub refuses, and auto-merge stays
 * off until a run finds the branch as it left it). A repository that does not allow it, or a
 * pull request that cannot have it yet, is a warning naming what to change: the translations
 * are proposed either way.
 */
async function enableAutoMerge(github, pull, method, head, h) {
    if (method === undefined || pull.autoMerge === method)
        return;
    try {
        await github.graphql(
        // `method` is taken by Octokit's own options, so the variable is `mergeMethod`.
        head === undefined
            ? 'mutation($id: ID!, $mergeMethod: PullRequestMergeMethod!) { enablePullRequestAutoMerge(input: {pullRequestId: $id, mergeMethod: $mergeMethod}) { pullRequest { number } } }'
            : 'mutation($id: ID!, $mergeMethod: PullRequestMergeMethod!, $head: GitObjectID!) { enablePullRequestAutoMerge(input: {pullRequestId: $id, mergeMethod: $mergeMethod, expectedHeadOid: $head}) { pullRequest { number } } }', { id: pull.nodeId, mergeMethod: method.toUpperCase(), ...(head ? { head } : {}) });
        h.log.info(`Auto-merge (${method}) is on for pull request #${pull.number}`);
    }
    catch (error) {
        const reason = h.fail(`enable auto-merge on pull request #${pull.number}`, error).message;
        const moved = head === undefined
            ? ''
            : `; if the branch moved since this run left it at ${head.slice(0, 12)}, review what was pushed, and the next run turns auto-merge on`;
        h.log.warning(`${reason}. Allow it in the repository's settings (General → Pull Requests → Allow auto-merge), and protect the base branch with a required check or review${moved}`);
    }
}
/**
 * Turns an open pull request into a draft: REST cannot (PATCH ignores `draft`), GraphQL can.
 * A refusal (a token without the right, a repository without drafts) is a warning: the
 * translations are proposed either way.
 */
async function makeDraft(github, open, h) {
    try {
        await github.graphql('mutation($id: ID!) { convertPullRequestToDraft(input: {pullRequestId: $id}) { pullRequest { isDraft } } }', { id: open.nodeId });
        h.log.info(`Pull request #${open.number} is a draft now (pr-draft)`);
    }
    catch (error) {
        h.log.warning(h.fail(`make pull request #${open.number} a draft`, error).message);
    }
}

// EXTERNAL MODULE: ./lib/src/common/markdown-fit.js
var markdown_fit = __webpack_require__(2019);
// EXTERNAL MODULE: ./lib/src/common/plural.js
var plural = __webpack_require__(4558);
// EXTERNAL MODULE: ./lib/src/github/limits.js
var limits = __webpack_require__(1022);
;// CONCATENATED MODULE: ./lib/src/github/pull-request-spec.js



/** Refuses a spec GitHub would refuse less clearly: an empty branch, base or title, or a branch into itself. */
function checkSpec(spec) {
    for (const [name, value] of [
        ['branch', spec.branch],
        ['base branch', spec.base],
        ['title', spec.title],
    ]) {
        if (value.trim() === '')
            throw new Error(`The pull request's ${name} is empty`);
    }
    if (spec.branch === spec.base) {
        throw new Error(`The pull request's branch and base branch are both '${spec.base}'`);
    }
}
/**
 * A body over GitHub's limit loses whole table rows (each table says how many), or, when that is
 * not enough, everything after a line that leaves no code block or table open; rather than
 * failing the whole run, or cutting a line in the middle, which could leave a code span open.
 */
function fitBody(body, log) {
    const fitted = (0,markdown_fit/* fitMarkdown */.D)(body, limits/* PULL_REQUEST_BODY_LIMIT */.L);
    if (fitted.text === body)
        return body;
    const how = fitted.cut ? 'cut after its last whole block' : 'shortened';
    const rows = fitted.rowsLeftOut > 0 ? ` (${(0,plural/* count */.U)(fitted.rowsLeftOut, 'table row')} left out)` : '';
    log.warning(`The pull request body has ${body.length} characters, over GitHub's ${limits/* PULL_REQUEST_BODY_LIMIT */.L.most}: ${how}${rows}`);
    return fitted.text;
}

;// CONCATENATED MODULE: ./lib/src/github/reviewers.js

/**
 * Requests reviews from `reviewers` and `teamReviewers` (none when both are empty). A name GitHub
 * refuses with 422 (the pull request's author, someone who is not a collaborator) becomes a
 * warning naming it: the pull request exists and is still worth having. Any other failure is
 * thrown through `fail`.
 */
async function requestReviews(github, target, reviewers, teamReviewers, log, fail) {
    if (reviewers.length === 0 && teamReviewers.length === 0)
        return;
    const what = `request reviews on pull request #${target.number}`;
    const ask = (users, teams) => github.rest.pulls.requestReviewers({
        owner: target.owner,
        repo: target.repo,
        pull_number: target.number,
        ...(users.length > 0 ? { reviewers: [...users] } : {}),
        ...(teams.length > 0 ? { team_reviewers: [...teams] } : {}),
    });
    try {
        await ask(reviewers, teamReviewers);
        return;
    }
    catch (error) {
        if (!isRefusal(error))
            throw fail(what, error);
    }
    // GitHub refuses the whole request for one bad name and does not say which, so each name is
    // asked for alone: the good ones are requested and each refused one is named.
    const one = async (name, users, teams, input) => {
        try {
            await ask(users, teams);
        }
        catch (error) {
            if (!isRefusal(error))
                throw fail(what, error);
            log.warning(`GitHub refused a review request from '${name}' on pull request #${target.number} ` +
                `("${(0,errors/* gitHubMessage */.RG)(error)}"); check ${input}`);
        }
    };
    for (const user of reviewers)
        await one(user, [user], [], 'pr-reviewers');
    for (const team of teamReviewers)
        await one(team, [], [team], 'pr-team-reviewers');
}
function isRefusal(error) {
    return (0,errors/* isHttpFailure */.zV)(error) && error.status === 422;
}

;// CONCATENATED MODULE: ./lib/src/github/pull-requests.js






/** Attempts to list a pull request GitHub just said exists (its lists may trail a create). */
const LOOKUP_ATTEMPTS = 3;
/** The pull requests of `options.repository`; throws when an option is malformed. */
function createPullRequests(options) {
    const { github, owner, repo, fail } = (0,connection/* connect */.N)(options);
    return new RepositoryPullRequests(github, owner, repo, {
        log: options.log,
        scale: options.timeScale ?? 1,
        fail,
    });
}
class RepositoryPullRequests {
    #github;
    #owner;
    #repo;
    #h;
    constructor(github, owner, repo, helpers) {
        this.#github = github;
        this.#owner = owner;
        this.#repo = repo;
        this.#h = helpers;
    }
    async findOpen(branch, base) {
        const open = await this.#lookup(branch, base);
        return open === undefined ? undefined : { number: open.number, url: open.url };
    }
    async upsert(spec, branchChanged, head) {
        checkSpec(spec);
        const { log } = this.#h;
        const body = fitBody(spec.body, log);
        const created = await this.#create(spec, body);
        if (created !== undefined) {
            log.info(`Created pull request #${created.number}: ${created.url}`);
            // GitHub may not resolve a pull request for a moment after creating it.
            await this.#retryWhileUnresolved(() => this.#decorate(created, spec));
            await enableAutoMerge(this.#github, created, spec.autoMerge, head, this.#h);
            return { operation: 'created', number: created.number, url: created.url };
        }
        const open = await this.#findExisting(spec);
        if (open.title !== spec.title || !sameText(open.body, body)) {
            await this.#call(`update pull request #${open.number}`, () => this.#github.rest.pulls.update({
                owner: this.#owner,
                repo: this.#repo,
                pull_number: open.number,
                title: spec.title,
                body,
            }));
        }
        // pr-draft: false leaves a pull request as people made it; only `true` is applied.
        if (spec.draft && !open.draft)
            await makeDraft(this.#github, open, this.#h);
        await this.#decorate(open, spec);
        await enableAutoMerge(this.#github, open, spec.autoMerge, head, this.#h);
        const operation = branchChanged ? 'updated' : 'unchanged';
        log.info(`${branchChanged ? 'Updated' : 'Unchanged'} pull request #${open.number}: ${open.url}`);
        return { operation, number: open.number, url: open.url };
    }
    async close(branch, base, comment) {
        const open = await this.#lookup(branch, base);
        if (open === undefined)
            return { operation: 'none' };
        const issue = { owner: this.#owner, repo: this.#repo, issue_number: open.number };
        // Comment first: if closing fails, the reason is still on the pull request.
        if (comment.trim() !== '') {
            await this.#call(`comment on pull request #${open.number}`, () => this.#github.rest.issues.createComment({ ...issue, body: comment }));
        }
        await this.#call(`close pull request #${open.number}`, () => this.#github.rest.pulls.update({
            owner: this.#owner,
            repo: this.#repo,
            pull_number: open.number,
            state: 'closed',
        }));
        this.#h.log.info(`Closed pull request #${open.number}: ${open.url}`);
        return { operation: 'closed', number: open.number, url: open.url };
    }
    async #call(what, request) {
        try {
            return await request();
        }
        catch (error) {
            throw this.#h.fail(what, error);
        }
    }
    async #lookup(branch, base) {
        const { data } = await this.#call(`list the pull requests ${between(branch, base)}`, () => 
        // `head` must be `owner:branch`: GitHub ignores a bare branch name and lists every PR.
        this.#github.rest.pulls.list({
            owner: this.#owner,
            repo: this.#repo,
            state: 'open',
            head: `${this.#owner}:${branch}`,
            base,
        }));
        const first = data[0];
        return first === undefined ? undefined : toOpenPull(first);
    }
    /** The new pull request, or undefined when GitHub says it already exists. */
    async #create(spec, body) {
        try {
            const { data } = await this.#github.rest.pulls.create({
                owner: this.#owner,
                repo: this.#repo,
                head: spec.branch,
                base: spec.base,
                title: spec.title,
                body,
                draft: spec.draft,
            });
            return toOpenPull(data);
        }
        catch (error) {
            if ((0,errors/* isHttpFailure */.zV)(error) &&
                error.status === 422 &&
                /already exists/i.test((0,errors/* gitHubMessage */.RG)(error))) {
                return undefined;
            }
            throw this.#h.fail(`create the pull request ${between(spec.branch, spec.base)}`, error);
        }
    }
    async #findExisting(spec) {
        for (let attempt = 1;; attempt++) {
            const open = await this.#lookup(spec.branch, spec.base);
            if (open !== undefined)
                return open;
            if (attempt === LOOKUP_ATTEMPTS) {
                throw new errors/* GitHubError */.y_(`Could not find the pull request ${between(spec.branch, spec.base)}: GitHub said it ` +
                    'already exists but does not list it as open. Re-run the job.', 422);
            }
            await sleep(1000 * attempt * this.#h.scale);
        }
    }
    /**
     * Runs `step` again, a moment later, while GitHub answers that it cannot resolve the pull
     * request it has just created (a 404, or a 422 that says so): its own stores catch up within
     * seconds. Any other failure, or the last attempt's, is thrown.
     */
    async #retryWhileUnresolved(step) {
        for (let attempt = 1;; attempt++) {
            try {
                return await step();
            }
            catch (error) {
                if (attempt >= LOOKUP_ATTEMPTS || !(error instanceof errors/* GitHubError */.y_) || !unresolved(error)) {
                    throw error;
                }
                this.#h.log.info(`GitHub does not resolve the new pull request yet; trying again (${error.message})`);
                await sleep(1000 * attempt * this.#h.scale);
            }
        }
    }
    /** Labels, assignees and reviewers: each only adds, so what people added by hand stays. */
    async #decorate(pull, spec) {
        const issue = { owner: this.#owner, repo: this.#repo, issue_number: pull.number };
        const labels = missing(spec.labels, pull.labels);
        if (labels.length > 0) {
            await this.#call(`add labels to pull request #${pull.number}`, () => this.#github.rest.issues.addLabels({ ...issue, labels }));
        }
        const assignees = missing(spec.assignees, pull.assignees);
        if (assignees.length > 0) {
            const { data } = await this.#call(`add assignees to pull request #${pull.number}`, () => this.#github.rest.issues.addAssignees({ ...issue, assignees }));
            // GitHub answers 201 and silently leaves out anyone who cannot be assigned.
            const left = missing(assignees, (data.assignees ?? []).map((u) => u.login));
            if (left.length > 0) {
                this.#h.log.warning(`GitHub did not assign ${left.join(', ')} to pull request #${pull.number}: only people ` +
                    'with access to the repository can be assigned; check pr-assignees');
            }
        }
        await requestReviews(this.#github, { owner: this.#owner, repo: this.#repo, number: pull.number }, missing(spec.reviewers, pull.reviewers), missing(spec.teamReviewers, pull.teams), this.#h.log, this.#h.fail);
    }
}
function between(branch, base) {
    return `from ${branch} into ${base}`;
}
/** GitHub's answer for a pull request it has not caught up with yet. */
function unresolved(error) {
    return (error.status === 404 ||
        (error.status === 422 && /could not resolve|not found/i.test(error.message)));
}
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}


/***/ })

};
