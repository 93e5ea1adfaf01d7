export const id = 362;
export const ids = [362];
export const modules = {

/***/ 4362:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   retireCombinedBranch: () => (/* binding */ retireCombinedBranch),
/* harmony export */   retireLanguageBranches: () => (/* binding */ retireLanguageBranches)
/* harmony export */ });
/* harmony import */ var _git_branch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3096);
/* harmony import */ var _git_remote_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6055);


/** With pr-per-language on: retires `<branch>`, the branch of all languages, if it is there. */
async function retireCombinedBranch(deps) {
    const family = await (0,_git_remote_js__WEBPACK_IMPORTED_MODULE_1__/* .remoteBranchFamily */ .tv)(deps.git, deps.branch);
    if (family.own === undefined)
        return { family, sentences: [] };
    const why = `pr-per-language is on, so translations now come one pull request per language, from the branches ${deps.branch}/<language>`;
    const sentence = await retire(deps, deps.branch, family.own, why);
    return { family: { ...family, own: undefined }, sentences: [sentence] };
}
/** With pr-per-language off: retires every `<branch>/<language>` branch. */
async function retireLanguageBranches(deps) {
    const family = await (0,_git_remote_js__WEBPACK_IMPORTED_MODULE_1__/* .remoteBranchFamily */ .tv)(deps.git, deps.branch);
    const why = `pr-per-language is off, so translations now come in one pull request for every language, from the branch ${deps.branch}`;
    const sentences = [];
    for (const [language, commit] of [...family.languages].sort(([a], [b]) => a.localeCompare(b))) {
        sentences.push(await retire(deps, `${deps.branch}/${language}`, commit, why));
    }
    return { family: { ...family, languages: new Map() }, sentences };
}
/**
 * Closes the open pull request from `branch` (comment first, so the reason stays even if the
 * close fails), then deletes the branch if it is still at `seen`. A dry run only says so.
 */
async function retire(deps, branch, seen, why) {
    const { log, pullRequests, base, settings } = deps;
    if (settings.dryRun) {
        const open = await pullRequests?.findOpen(branch, base);
        const sentence = `${open ? `Would close pull request #${open.number} and delete` : 'Would delete'} branch ${branch}: ${why}`;
        log.info(`[dry-run] ${sentence}`);
        return sentence;
    }
    const closed = await pullRequests?.close(branch, base, `Closed by l10n-sync: ${why}. The branch ${branch} is deleted.`);
    const deleted = await (0,_git_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .deleteWithLease */ .ac)(deps.git, branch, seen);
    if (deleted === 'stale' && (await (0,_git_remote_js__WEBPACK_IMPORTED_MODULE_1__/* .remoteBranchCommit */ .om)(deps.git, branch)) !== undefined) {
        throw new Error(`${branch} moved on origin while this run deleted it (another run in the other pr-per-language mode?); run again`);
    }
    const done = closed?.number === undefined
        ? `Deleted branch ${branch}`
        : `Closed pull request #${closed.number} and deleted branch ${branch}`;
    const sentence = `${done}: ${why}`;
    log.info(sentence);
    return sentence;
}


/***/ })

};
