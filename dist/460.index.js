export const id = 460;
export const ids = [460];
export const modules = {

/***/ 5460:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publish: () => (/* binding */ publish)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/src/git/remote.js
var remote = __webpack_require__(6055);
;// CONCATENATED MODULE: ./lib/src/git/branch.js




/**
 * Makes a commit of `paths` as they are in the working tree, on top of `parent`, without touching
 * the checkout's index or branch: a throwaway index is filled from `parent`, the paths are added
 * to it, and the commit is written from its tree.
 */
async function commitOn(git, parent, options) {
    const gitDir = (await git.run(['rev-parse', '--absolute-git-dir'])).stdout.trim();
    const index = (0,external_node_path_.join)(gitDir, `l10n-sync-index-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    const env = {
        GIT_INDEX_FILE: index,
        GIT_AUTHOR_NAME: options.author.name,
        GIT_AUTHOR_EMAIL: options.author.email,
        GIT_COMMITTER_NAME: options.author.name,
        GIT_COMMITTER_EMAIL: options.author.email,
    };
    try {
        await git.run(['read-tree', parent], { env });
        // Paths on stdin: a bundle's thousands of them would not fit a command line (32 KiB on
        // Windows).
        await git.run(['add', '--pathspec-from-file=-', '--pathspec-file-nul'], {
            env,
            input: options.paths.join('\0'),
        });
        const tree = (await git.run(['write-tree'], { env })).stdout.trim();
        const commit = (await git.run(['commit-tree', tree, '-p', parent, '-F', '-'], { env, input: options.message })).stdout.trim();
        return { commit, tree };
    }
    finally {
        await (0,promises_.rm)(index, { force: true });
    }
}
async function treeOf(git, revision) {
    return (await git.run(['rev-parse', `${revision}^{tree}`])).stdout.trim();
}
/**
 * The commit a branch built from `base` starts at: the tip of `base` on origin, which is HEAD in
 * the usual run (a checkout of the base branch) and is fetched when it is not (the run
 * checked out a pull request's merge commit, or the base moved since the checkout). Undefined
 * when origin has no such branch.
 */
async function baseTip(git, base, credentials) {
    const commit = await (0,remote/* remoteBranchCommit */.om)(git, base, credentials);
    if (!commit)
        return undefined;
    const head = (await git.run(['rev-parse', 'HEAD'])).stdout.trim();
    if (commit !== head)
        await (0,remote/* fetchBranch */.D_)(git, base, credentials);
    return commit;
}
/** Where `branch` points on origin (fetched), or undefined when it does not exist. */
async function remoteTip(git, branch, credentials) {
    const commit = await (0,remote/* remoteBranchCommit */.om)(git, branch, credentials);
    if (!commit)
        return undefined;
    await (0,remote/* fetchBranch */.D_)(git, branch, credentials);
    return { commit, tree: await treeOf(git, commit) };
}
/**
 * Pushes `commit` to `branch` only if origin's branch is still at `expected` (absent when
 * undefined): a run that lost a race learns it instead of overwriting the winner's commit.
 */
async function pushWithLease(git, options) {
    const ref = `refs/heads/${options.branch}`;
    const pushed = await git.run([
        'push',
        '--no-verify',
        `--force-with-lease=${ref}:${options.expected ?? ''}`,
        'origin',
        `${options.commit}:${ref}`,
    ], { allowFailure: true, config: options.credentials });
    if (pushed.exitCode === 0)
        return 'pushed';
    if (/stale info|rejected|fetch first|non-fast-forward|already exists/i.test(pushed.stderr))
        return 'stale';
    const reason = pushed.stderr.trim().split('\n').filter(Boolean).at(-1) ?? `exit code ${pushed.exitCode}`;
    throw new Error(`Could not push branch ${options.branch}: ${reason}`);
}
/** Lines added and removed per file from one commit to another (or to the working tree). */
async function lineCounts(git, from, to, paths) {
    const counts = new Map();
    if (paths.length === 0)
        return counts;
    const range = to === undefined ? [from] : [from, to];
    // The whole diff, filtered here: the paths could be too many for a command line.
    const wanted = new Set(paths);
    const numstat = await git.run(['diff', '--numstat', '-z', '--no-renames', ...range]);
    for (const record of numstat.stdout.split('\0')) {
        const match = /^(\d+|-)\t(\d+|-)\t(.+)$/.exec(record);
        if (!match)
            continue;
        const [, added = '0', removed = '0', path = ''] = match;
        if (wanted.has(path))
            counts.set(path, { added: Number(added) || 0, removed: Number(removed) || 0 });
    }
    return counts;
}

;// CONCATENATED MODULE: ./lib/src/sync/publish.js

/** How often a run that lost a push race looks again before giving up. */
const PUSH_ATTEMPTS = 4;
/**
 * Proposes the changed files: a commit on the translation branch built from the base, pushed only
 * when its tree differs from the branch's on origin, and one pull request created or updated
 * (closed when the pull brings nothing new against the base). `workspace` leaves the files.
 */
async function publish(deps, paths, body) {
    const { settings, git, branch } = deps;
    if (settings.pull.target === 'workspace') {
        const lines = await lineCounts(git, 'HEAD', undefined, paths);
        return { operation: 'none', branch: undefined, pushed: false, lines };
    }
    const start = await baseTip(git, deps.base, deps.credentials);
    if (start === undefined) {
        throw new Error(`The base branch '${deps.base}' is not on origin; set base-branch to the branch the translations should go into`);
    }
    if (settings.dryRun)
        return dryRun(deps, paths);
    const made = paths.length === 0
        ? undefined
        : await commitOn(git, start, {
            paths,
            message: settings.git.commitMessage,
            author: { name: settings.git.userName, email: settings.git.userEmail },
        });
    if (!made || made.tree === (await treeOf(git, start)))
        return closeOpen(deps);
    const lines = await lineCounts(git, start, made.commit, paths);
    const pushed = await pushBranch(deps, made);
    if (!deps.pullRequests)
        return { operation: 'none', branch, pushed, lines };
    const pr = await deps.pullRequests.upsert({
        branch,
        base: deps.base,
        title: settings.git.prTitle,
        body: settings.git.prBody ?? body(lines),
        labels: settings.git.labels,
        reviewers: settings.git.reviewers,
        teamReviewers: settings.git.teamReviewers,
        assignees: settings.git.assignees,
        draft: settings.git.draft,
    }, pushed);
    return { ...pr, branch, pushed, lines };
}
/**
 * Pushes the commit unless origin's branch already has its tree. A lost race (the lease failed)
 * is looked at again: the winner may have pushed the same translations.
 */
async function pushBranch(deps, made) {
    const { git, log, branch } = deps;
    for (let attempt = 1;; attempt++) {
        const tip = await remoteTip(git, branch, deps.credentials);
        if (tip?.tree === made.tree) {
            log.info(`${branch} on origin already has these translations: nothing pushed`);
            return false;
        }
        const result = await pushWithLease(git, {
            commit: made.commit,
            branch,
            expected: tip?.commit,
            credentials: deps.credentials,
        });
        if (result === 'pushed') {
            log.info(`Pushed ${made.commit.slice(0, 12)} to ${branch}`);
            return true;
        }
        if (attempt >= PUSH_ATTEMPTS)
            throw new Error(`${branch} kept moving on origin while this run pushed; run again`);
        log.info(`${branch} moved on origin while this run pushed; looking again`);
    }
}
/** The pull brought nothing new against the base: an open pull request has nothing left to propose. */
async function closeOpen(deps) {
    const none = { branch: deps.branch, pushed: false, lines: new Map() };
    if (!deps.pullRequests)
        return { operation: 'none', ...none };
    const closed = await deps.pullRequests.close(deps.branch, deps.base, `Closed by l10n-sync: ${deps.base} already has every translation of project ${deps.settings.projectId}.`);
    return { ...closed, ...none };
}
async function dryRun(deps, paths) {
    const { log, branch, base } = deps;
    const open = deps.pullRequests ? await deps.pullRequests.findOpen(branch, base) : undefined;
    if (paths.length === 0) {
        if (open)
            log.info(`[dry-run] would close pull request #${open.number}: ${base} has every translation`);
    }
    else {
        log.info(`[dry-run] would commit ${paths.length} files on ${branch} (from ${base}) and push it`);
        if (deps.pullRequests) {
            log.info(open
                ? `[dry-run] would update pull request #${open.number}`
                : `[dry-run] would open a pull request from ${branch} into ${base}`);
        }
    }
    return { operation: 'none', branch, pushed: false, lines: new Map(), ...(open ?? {}) };
}


/***/ })

};
