export const id = 122;
export const ids = [122];
export const modules = {

/***/ 7122:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  describeSpec: () => (/* binding */ describeSpec),
  publish: () => (/* binding */ publish)
});

// EXTERNAL MODULE: ./lib/src/git/branch.js
var git_branch = __webpack_require__(5901);
;// CONCATENATED MODULE: ./lib/src/git/objects.js
/**
 * The files `to` adds or changes against `from`, with their mode and blob (deleted files and
 * links are not among what a pull commits).
 */
async function changedEntries(git, from, to) {
    const diff = await git.run([
        'diff-tree',
        '-r',
        '-z',
        '--no-renames',
        '--diff-filter=AM',
        from,
        to,
    ]);
    // `:oldmode newmode oldblob newblob status\0path\0`, one pair of fields per file.
    const fields = diff.stdout.split('\0');
    const entries = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
        const [, mode = '', , blob = ''] = (fields[i] ?? '').slice(1).split(' ');
        const path = fields[i + 1] ?? '';
        if (path !== '')
            entries.push({ path, mode, blob });
    }
    return entries;
}
/** The contents of blobs, by id, read in one `git cat-file --batch`. */
async function readBlobs(git, ids) {
    const contents = new Map();
    if (ids.length === 0)
        return contents;
    const output = await git.bytes(['cat-file', '--batch'], `${ids.join('\n')}\n`);
    // `<id> blob <size>\n<content>\n` for each id asked, in order.
    let at = 0;
    for (const id of ids) {
        const headerEnd = output.indexOf(0x0a, at);
        const [found = '', type = '', size = ''] = output.subarray(at, headerEnd).toString().split(' ');
        if (found !== id || type !== 'blob')
            throw new Error(`git cat-file did not find blob ${id}`);
        const start = headerEnd + 1;
        contents.set(id, output.subarray(start, start + Number(size)));
        at = start + Number(size) + 1;
    }
    return contents;
}

// EXTERNAL MODULE: ./lib/src/git/remote.js
var remote = __webpack_require__(6055);
// EXTERNAL MODULE: ./lib/src/common/plural.js
var plural = __webpack_require__(4558);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
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
        const lines = await (0,git_branch/* lineCounts */.Zl)(git, 'HEAD', undefined, paths);
        return { operation: 'none', branch: undefined, pushed: false, lines };
    }
    const start = await (0,git_branch/* baseTip */.tQ)(git, deps.base);
    if (start === undefined) {
        throw new Error(`The base branch '${deps.base}' is not on origin; set base-branch to the branch the translations should go into`);
    }
    // A dry run makes the same commit, from its copy of the files and into a store of its own,
    // so that it reaches the same decision as a real run and writes nothing to the repository.
    const objects = settings.dryRun
        ? await (0,git_branch/* previewObjects */.zX)(git, await (0,promises_.mkdtemp)((0,external_node_path_.join)(deps.tempDir, 'objects-')))
        : undefined;
    const made = paths.length === 0
        ? undefined
        : await (0,git_branch/* commitOn */.Rw)(git, start, {
            paths,
            message: settings.git.commitMessage,
            author: { name: settings.git.userName, email: settings.git.userEmail },
            workTree: deps.workTree === git.workspace ? undefined : deps.workTree,
            objects,
        });
    if (!made || made.tree === (await (0,git_branch/* treeOf */.g7)(git, start)))
        return closeOpen(deps);
    const lines = await (0,git_branch/* lineCounts */.Zl)(git, start, made.commit, paths, objects);
    const spec = specOf(deps, body(lines));
    if (settings.dryRun)
        return preview(deps, made, spec, lines);
    const write = deps.commits
        ? signedWriter(deps, deps.commits, start, made)
        : pushWriter(deps, made);
    const pushed = await pushBranch(deps, made, write);
    if (!deps.pullRequests)
        return { operation: 'none', branch, pushed, lines };
    const pr = await deps.pullRequests.upsert(spec, pushed);
    return { ...pr, branch, pushed, lines };
}
/** The pull request the inputs ask for, with this run's body. */
function specOf(deps, generated) {
    const { git } = deps.settings;
    return {
        branch: deps.branch,
        base: deps.base,
        title: git.prTitle,
        body: git.prBody ?? generated,
        labels: git.labels,
        reviewers: git.reviewers,
        teamReviewers: git.teamReviewers,
        assignees: git.assignees,
        draft: git.draft,
        autoMerge: git.autoMerge,
    };
}
/**
 * Puts the commit on origin unless origin's branch already has its tree. A refused move is
 * looked at again: when the branch moved, another run won a race (and may have pushed the same
 * translations); when it did not, the refusal is the error.
 */
async function pushBranch(deps, made, write) {
    const { git, log, branch } = deps;
    for (let attempt = 1;; attempt++) {
        const tip = await (0,git_branch/* remoteTip */.W_)(git, branch);
        if (tip?.tree === made.tree) {
            log.info(`${branch} on origin already has these translations: nothing pushed`);
            return false;
        }
        const result = await write(tip?.commit);
        if (result.moved)
            return true;
        if ((await (0,remote/* remoteBranchCommit */.om)(git, branch)) === tip?.commit) {
            throw new Error(`Could not update ${branch} on origin: ${result.reason}`);
        }
        if (attempt >= PUSH_ATTEMPTS)
            throw new Error(`${branch} kept moving on origin while this run pushed; run again`);
        log.info(`${branch} moved on origin while this run pushed; looking again`);
    }
}
/** The commit made here, pushed by git with a lease. */
function pushWriter(deps, made) {
    return async (expected) => {
        const result = await (0,git_branch/* pushWithLease */.VO)(deps.git, {
            commit: made.commit,
            branch: deps.branch,
            expected,
        });
        if (result === 'stale')
            return { moved: false, reason: 'the push lost its lease' };
        deps.log.info(`Pushed ${made.commit.slice(0, 12)} to ${deps.branch}`);
        return { moved: true };
    };
}
/**
 * The same commit made again by GitHub's API, which signs it: the files it changes against the
 * base go up as blobs, on the base's tree, with the base's tip as parent. It is made once, when a
 * move is first needed, and must come out with the tree made here, or nothing is moved.
 */
function signedWriter(deps, commits, start, made) {
    let signed;
    const make = async (expected) => {
        const { git } = deps;
        const entries = await changedEntries(git, start, made.commit);
        // Blobs the branch's commit on origin holds are on GitHub already: named, not uploaded.
        const known = new Set(expected === undefined ? [] : (await changedEntries(git, start, expected)).map((e) => e.blob));
        const fresh = entries.filter((e) => !known.has(e.blob));
        const contents = await readBlobs(git, fresh.map((e) => e.blob));
        const created = await commits.createCommit({
            parent: start,
            baseTree: await (0,git_branch/* treeOf */.g7)(git, start),
            message: deps.settings.git.commitMessage,
            files: entries.map((e) => {
                const content = contents.get(e.blob);
                return content === undefined
                    ? { path: e.path, mode: e.mode, blob: e.blob }
                    : { path: e.path, mode: e.mode, content };
            }),
        });
        if (created.tree !== made.tree) {
            throw new Error(`GitHub built tree ${created.tree} for the translation commit where the checkout built ${made.tree}; nothing was moved`);
        }
        deps.log.info(`GitHub made the signed commit ${created.commit.slice(0, 12)} (${(0,plural/* count */.U)(entries.length, 'file')}, ${fresh.length} uploaded)`);
        return created.commit;
    };
    return async (expected) => {
        signed ??= make(expected);
        const commit = await signed;
        const result = await commits.moveBranch(deps.branch, commit, expected);
        if (result.moved)
            deps.log.info(`Moved ${deps.branch} to ${commit.slice(0, 12)}`);
        return result;
    };
}
/**
 * The pull brought nothing new against the base: an open pull request has nothing left to
 * propose, and is closed saying so; unless min-completion left languages out, which this run
 * did not look at: then it stays as it is, and the log says why.
 */
async function closeOpen(deps) {
    const { log, branch, base, settings } = deps;
    const none = { branch, pushed: false, lines: new Map() };
    const usable = deps.pullRequests !== undefined;
    const open = usable && (settings.dryRun || deps.heldBack) ? await findOpen(deps) : undefined;
    if (deps.heldBack !== undefined) {
        const kept = open
            ? `pull request #${open.number} is left as it is`
            : 'no pull request is open, and none is opened';
        const sentence = `Nothing new to propose for the languages pulled; ${kept}, since ${deps.heldBack}`;
        log.info(settings.dryRun ? `[dry-run] ${sentence}` : sentence);
        return {
            operation: open && !settings.dryRun ? 'unchanged' : 'none',
            ...none,
            ...(open ?? {}),
            note: sentence,
            ...(settings.dryRun ? { preview: { action: open ? 'keep' : 'none', sentence } } : {}),
        };
    }
    const reason = `${base} already has every translation this pull brings from project ${settings.projectId}`;
    if (settings.dryRun) {
        const sentence = open
            ? `Would close pull request #${open.number}: ${reason}`
            : deps.pullRequests
                ? `Nothing to propose: ${reason}, and no pull request is open`
                : `Nothing to propose: ${reason}`;
        log.info(`[dry-run] ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`);
        return {
            operation: 'none',
            ...none,
            ...(open ?? {}),
            preview: { action: open ? 'close' : 'none', sentence },
        };
    }
    if (!deps.pullRequests)
        return { operation: 'none', ...none };
    const closed = await deps.pullRequests.close(branch, base, `Closed by l10n-sync: ${reason}.`);
    return { ...closed, ...none };
}
/** The open pull request, when the run can look (a dry run may have no github-token). */
async function findOpen(deps) {
    return deps.pullRequests?.findOpen(deps.branch, deps.base);
}
/**
 * A dry run's decision, as a real run would reach it: the branch on origin compared with the
 * commit made, then the pull request created, updated or left as it is; the pull request's
 * title, labels, people and body are shown as they would be sent.
 */
async function preview(deps, made, spec, lines) {
    const { log, branch, base } = deps;
    const tip = await (0,git_branch/* remoteTip */.W_)(deps.git, branch);
    const changed = tip?.tree !== made.tree;
    const files = (0,plural/* count */.U)(lines.size, 'file');
    const push = changed
        ? `would push a commit of ${files} to ${branch} (from ${base})`
        : `nothing would be pushed (${branch} on origin already has these translations)`;
    const open = await findOpen(deps);
    let action;
    let sentence;
    if (deps.settings.pull.target !== 'pull-request') {
        action = 'none';
        sentence = `${capitalized(push)}; pull-target is ${deps.settings.pull.target}: no pull request`;
    }
    else if (!deps.pullRequests) {
        action = changed ? 'update' : 'unchanged';
        sentence = `${capitalized(push)}, then open or update the pull request from ${branch} into ${base} (without github-token, the dry run did not look which)`;
    }
    else if (open) {
        action = changed ? 'update' : 'unchanged';
        sentence = `${capitalized(push)}; pull request #${open.number} would be ${changed ? 'updated' : 'left unchanged'}`;
    }
    else {
        action = 'create';
        sentence = `${capitalized(push)}, then open a pull request from ${branch} into ${base}`;
    }
    log.info(`[dry-run] ${sentence}`);
    // No group of its own: the runner does not nest groups, and this is inside one.
    if (action !== 'none')
        log.info(`[dry-run] the pull request it would send:\n${describeSpec(spec)}`);
    return {
        operation: 'none',
        branch,
        pushed: false,
        lines,
        ...(open ?? {}),
        preview: { action, sentence, ...(action === 'none' ? {} : { spec }) },
    };
}
/** The pull request as text: each field a line, then the body. */
function describeSpec(spec) {
    const list = (items) => (items.length ? items.join(', ') : '(none)');
    return [
        `title: ${spec.title}`,
        `labels: ${list(spec.labels)}`,
        `reviewers: ${list([...spec.reviewers, ...spec.teamReviewers.map((t) => `team ${t}`)])}`,
        `assignees: ${list(spec.assignees)}`,
        `draft: ${spec.draft}`,
        `auto-merge: ${spec.autoMerge ?? 'off'}`,
        'body:',
        spec.body,
    ].join('\n');
}
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}


/***/ })

};
