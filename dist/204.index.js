export const id = 204;
export const ids = [204];
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

/***/ 2204:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createCommitApi: () => (/* binding */ createCommitApi)
/* harmony export */ });
/* harmony import */ var _connection_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(488);

function createCommitApi(options) {
    const { github, owner, repo, fail } = (0,_connection_js__WEBPACK_IMPORTED_MODULE_0__/* .connect */ .N)(options);
    return new RepositoryCommits(github, { owner, repo }, fail);
}
class RepositoryCommits {
    #github;
    #where;
    #fail;
    #repositoryId;
    constructor(github, where, fail) {
        this.#github = github;
        this.#where = where;
        this.#fail = fail;
    }
    async createCommit(spec) {
        const git = this.#github.rest.git;
        const tree = [];
        for (const file of spec.files) {
            const sha = 'blob' in file ? file.blob : await this.#blob(file.path, file.content);
            tree.push({ path: file.path, mode: file.mode, type: 'blob', sha });
        }
        const made = await git
            .createTree({ ...this.#where, base_tree: spec.baseTree, tree })
            .catch((error) => Promise.reject(this.#fail('create the tree of the commit', error)));
        // No author or committer: GitHub signs the commits its API makes as the token's own.
        const commit = await git
            .createCommit({
            ...this.#where,
            message: spec.message,
            tree: made.data.sha,
            parents: [spec.parent],
        })
            .catch((error) => Promise.reject(this.#fail('create the commit', error)));
        return { commit: commit.data.sha, tree: commit.data.tree.sha };
    }
    async moveBranch(branch, commit, expected) {
        const ref = `refs/heads/${branch}`;
        if (expected === undefined) {
            try {
                await this.#github.rest.git.createRef({ ...this.#where, ref, sha: commit });
                return { moved: true };
            }
            catch (error) {
                return { moved: false, reason: this.#fail(`create branch ${branch}`, error).message };
            }
        }
        try {
            await this.#github.graphql('mutation($repositoryId: ID!, $refUpdates: [RefUpdate!]!) { updateRefs(input: {repositoryId: $repositoryId, refUpdates: $refUpdates}) { clientMutationId } }', {
                repositoryId: await this.#repository(),
                refUpdates: [{ name: ref, beforeOid: expected, afterOid: commit, force: true }],
            });
            return { moved: true };
        }
        catch (error) {
            return { moved: false, reason: this.#fail(`move branch ${branch}`, error).message };
        }
    }
    /**
     * A file's blob: UTF-8 text goes as text, anything else (a UTF-16 `.strings` file) as base64,
     * which GitHub stores byte for byte either way.
     */
    async #blob(path, content) {
        const text = content.toString('utf8');
        const exact = Buffer.from(text, 'utf8').equals(content);
        try {
            const blob = await this.#github.rest.git.createBlob({
                ...this.#where,
                content: exact ? text : content.toString('base64'),
                encoding: exact ? 'utf-8' : 'base64',
            });
            return blob.data.sha;
        }
        catch (error) {
            throw this.#fail(`upload ${path}`, error);
        }
    }
    /** The repository's GraphQL id, which `updateRefs` needs; read once. */
    async #repository() {
        if (this.#repositoryId === undefined) {
            const repository = await this.#github.rest.repos
                .get({ ...this.#where })
                .catch((error) => Promise.reject(this.#fail('read the repository', error)));
            this.#repositoryId = repository.data.node_id;
        }
        return this.#repositoryId;
    }
}


/***/ })

};
