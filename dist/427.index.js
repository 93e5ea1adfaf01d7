export const id = 427;
export const ids = [427];
export const modules = {

/***/ 6427:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publish: () => (/* binding */ publish)
/* harmony export */ });
/* harmony import */ var _git_branch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5901);

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
        const lines = await (0,_git_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .lineCounts */ .Zl)(git, 'HEAD', undefined, paths);
        return { operation: 'none', branch: undefined, pushed: false, lines };
    }
    const start = await (0,_git_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .baseTip */ .tQ)(git, deps.base);
    if (start === undefined) {
        throw new Error(`The base branch '${deps.base}' is not on origin; set base-branch to the branch the translations should go into`);
    }
    if (settings.dryRun)
        return dryRun(deps, paths);
    const made = paths.length === 0
        ? undefined
        : await (0,_git_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .commitOn */ .Rw)(git, start, {
            paths,
            message: settings.git.commitMessage,
            author: { name: settings.git.userName, email: settings.git.userEmail },
        });
    if (!made || made.tree === (await (0,_git_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .treeOf */ .g7)(git, start)))
        return closeOpen(deps);
    const lines = await (0,_git_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .lineCounts */ .Zl)(git, start, made.commit, paths);
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
        autoMerge: settings.git.autoMerge,
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
        const tip = await (0,_git_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .remoteTip */ .W_)(git, branch);
        if (tip?.tree === made.tree) {
            log.info(`${branch} on origin already has these translations: nothing pushed`);
            return false;
        }
        const result = await (0,_git_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .pushWithLease */ .VO)(git, {
            commit: made.commit,
            branch,
            expected: tip?.commit,
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
