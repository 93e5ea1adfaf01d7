export const id = 618;
export const ids = [618,387,362];
export const modules = {

/***/ 9054:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ filesAtCommit)
/* harmony export */ });
/* harmony import */ var _objects_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8145);

/**
 * The contents of files at a commit, read by two git processes whatever their number: their
 * sizes by `cat-file --batch-check`, then the blobs up to `maxBytes` by `cat-file --batch`. A
 * file the commit does not have, a larger one, and a path git's batch input cannot name (a
 * line break in it) map to undefined.
 */
async function filesAtCommit(git, commit, paths, maxBytes) {
    const found = new Map(paths.map((path) => [path, undefined]));
    const named = paths.filter((path) => !/[\r\n]/.test(path));
    if (named.length === 0)
        return found;
    const check = await git.run(['cat-file', '--batch-check'], {
        input: named.map((path) => `${commit}:${path}\n`).join(''),
    });
    // `<id> blob <size>` or `<name> missing`, one line per name, in order.
    const blobs = new Map();
    check.stdout
        .split('\n')
        .slice(0, named.length)
        .forEach((line, i) => {
        const [id = '', type, size] = line.split(' ');
        if (type === 'blob' && Number(size) <= maxBytes)
            blobs.set(named[i], id);
    });
    const contents = await (0,_objects_js__WEBPACK_IMPORTED_MODULE_0__/* .readBlobs */ .b4)(git, [...new Set(blobs.values())]);
    for (const [path, id] of blobs)
        found.set(path, contents.get(id));
    return found;
}


/***/ }),

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


/***/ }),

/***/ 2618:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishPerLanguage: () => (/* binding */ publishPerLanguage)
/* harmony export */ });
/* harmony import */ var _branch_modes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4362);
/* harmony import */ var _publish_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4387);


/**
 * pr-per-language: one branch (`<branch>/<language>`) and pull request per language, each made,
 * updated, left or closed on its own by `publish`, with its own lease and race rules. The
 * languages are those whose files changed and those that have a branch on origin and were pulled
 * this run (`pulled`, codes as the repository has them): a language no longer in the pull, or
 * below min-completion, keeps its pull request as it is. A language with nothing new and no
 * branch does nothing. `deps.branch` is `<branch>`; its own branch, left by a run without
 * pr-per-language, is retired first, since git cannot also hold `<branch>/<language>`.
 */
async function publishPerLanguage(deps, files, pulled, body) {
    const { family, sentences } = await (0,_branch_modes_js__WEBPACK_IMPORTED_MODULE_0__.retireCombinedBranch)(deps);
    const byLanguage = new Map();
    for (const file of files) {
        byLanguage.set(file.localLanguage, [...(byLanguage.get(file.localLanguage) ?? []), file]);
    }
    const looked = new Set(pulled.map((l) => l.toLowerCase()));
    for (const language of family.languages.keys()) {
        if (byLanguage.has(language))
            continue;
        if (looked.has(language.toLowerCase()))
            byLanguage.set(language, []);
        else
            deps.log.info(`${deps.branch}/${language} is left as it is: this run did not pull ${language}`);
    }
    const languages = [];
    for (const language of [...byLanguage.keys()].sort((a, b) => a.localeCompare(b))) {
        const paths = (byLanguage.get(language) ?? []).map((f) => f.path);
        const result = await (0,_publish_js__WEBPACK_IMPORTED_MODULE_1__.publish)({
            ...deps,
            branch: `${deps.branch}/${language}`,
            // Languages below min-completion were not pulled and are not here: each one here was.
            heldBack: undefined,
            language,
            languages: [language],
        }, paths, (lines) => body(language, lines));
        languages.push({ language, result });
    }
    return { languages, retired: sentences };
}


/***/ }),

/***/ 4387:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publish: () => (/* binding */ publish)
});

// UNUSED EXPORTS: describeSpec

// EXTERNAL MODULE: ./lib/src/git/branch.js + 3 modules
var git_branch = __webpack_require__(3096);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/src/git/files-at-commit.js
var files_at_commit = __webpack_require__(9054);
// EXTERNAL MODULE: ./lib/src/pull/po-noise.js
var po_noise = __webpack_require__(1940);
;// CONCATENATED MODULE: ./lib/src/propose/branch-timestamps.js





/** A catalogue larger than this is not compared (it is proposed as the bundle has it). */
const MOST_BYTES = 16 * 1024 * 1024;
/**
 * The service stamps every exported .po file with the time (`PO-Revision-Date`). A catalogue HEAD
 * already has keeps its own header when nothing else changed (the extraction's rule), but a new
 * language's catalogue has nothing to keep, so each run would push the translation branch again
 * for a new minute. Where origin's translation branch has the file differing only in those
 * header fields, its bytes are written back into `workTree`, and a run with nothing new leaves
 * the branch and the pull request as they are.
 */
async function keepBranchTimestamps(git, branch, workTree, paths) {
    const catalogues = paths.filter((path) => po_noise/* PO_HEADER_NOISE */.T.appliesTo(path));
    if (catalogues.length === 0)
        return;
    const tip = await (0,git_branch/* remoteTip */.W_)(git, branch);
    if (tip === undefined)
        return;
    const onBranch = await (0,files_at_commit/* filesAtCommit */.a)(git, tip.commit, catalogues, MOST_BYTES);
    for (const path of catalogues) {
        const theirs = onBranch.get(path);
        if (theirs === undefined)
            continue;
        const ours = await (0,promises_.readFile)((0,external_node_path_.join)(workTree, path)).catch(() => undefined);
        if (ours === undefined || ours.equals(theirs))
            continue;
        if (po_noise/* PO_HEADER_NOISE */.T.unchanged(theirs.toString('latin1'), ours.toString('latin1'))) {
            await (0,promises_.writeFile)((0,external_node_path_.join)(workTree, path), theirs);
        }
    }
}

// EXTERNAL MODULE: ./lib/src/git/objects.js
var objects = __webpack_require__(8145);
// EXTERNAL MODULE: ./lib/src/git/remote.js
var remote = __webpack_require__(6055);
// EXTERNAL MODULE: ./lib/src/common/plural.js
var plural = __webpack_require__(4558);
;// CONCATENATED MODULE: ./lib/src/propose/default-texts.js
/** The default pr-title and commit-message. */
const DEFAULT_TEXT = 'Update translations';
/**
 * A title or commit message for one language's branch: the default names the language
 * ("Update translations (de)"), a text of the user's gets it where it says `%LANG_ISO%`.
 */
function forLanguage(text, fallback, language) {
    if (language === undefined)
        return text;
    if (text === fallback)
        return `${text} (${language})`;
    return text.replaceAll('%LANG_ISO%', language);
}

;// CONCATENATED MODULE: ./lib/src/propose/branch-writers.js





/** Moving origin's translation branch: by git with a lease, or by GitHub's API as a signed commit. */
/** How often a run that lost a push race looks again before giving up. */
const PUSH_ATTEMPTS = 4;
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
            return { pushed: false, head: tip.commit };
        }
        const result = await write(tip?.commit);
        if (result.moved)
            return { pushed: true, head: result.commit };
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
        return { moved: true, commit: made.commit };
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
        const entries = await (0,objects/* changedEntries */.bF)(git, start, made.commit);
        // Blobs the branch's commit on origin holds are on GitHub already: named, not uploaded.
        const known = new Set(expected === undefined ? [] : (await (0,objects/* changedEntries */.bF)(git, start, expected)).map((e) => e.blob));
        const fresh = entries.filter((e) => !known.has(e.blob));
        const contents = await (0,objects/* readBlobs */.b4)(git, fresh.map((e) => e.blob));
        const created = await commits.createCommit({
            parent: start,
            baseTree: await (0,git_branch/* treeOf */.g7)(git, start),
            message: forLanguage(deps.settings.git.commitMessage, DEFAULT_TEXT, deps.language),
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
        if (!result.moved)
            return result;
        deps.log.info(`Moved ${deps.branch} to ${commit.slice(0, 12)}`);
        return { moved: true, commit };
    };
}

// EXTERNAL MODULE: ./lib/src/propose/preview.js
var preview = __webpack_require__(875);
;// CONCATENATED MODULE: ./lib/src/propose/publish.js







/**
 * Proposes the changed files: a commit on the translation branch built from the base, pushed only
 * when its tree differs from the branch's on origin, and one pull request created or updated
 * (closed when the pull brings nothing new against the base). `workspace` leaves the files.
 */
async function publish(deps, paths, body) {
    const { settings, git, branch } = deps;
    const counted = deps.counted === undefined ? paths : paths.filter((p) => deps.counted?.has(p));
    if (settings.pull.target === 'workspace') {
        const lines = await (0,git_branch/* lineCounts */.Zl)(git, 'HEAD', undefined, counted);
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
    if (paths.length > 0)
        await keepBranchTimestamps(git, branch, deps.workTree, paths);
    const made = paths.length === 0
        ? undefined
        : await (0,git_branch/* commitOn */.Rw)(git, start, {
            paths,
            message: forLanguage(settings.git.commitMessage, DEFAULT_TEXT, deps.language),
            author: { name: settings.git.userName, email: settings.git.userEmail },
            workTree: deps.workTree === git.workspace ? undefined : deps.workTree,
            objects,
            known: deps.known,
        });
    deps.committed?.();
    if (!made || made.tree === (await (0,git_branch/* treeOf */.g7)(git, start)))
        return closeOpen(deps);
    // The lines are for the pull request's body: counted while the branch is pushed.
    const counting = (0,git_branch/* lineCounts */.Zl)(git, start, made.commit, counted, objects);
    counting.catch(() => undefined);
    if (settings.dryRun) {
        const lines = await counting;
        return (0,preview/* preview */.VH)(deps, made, specOf(deps, body(lines)), lines);
    }
    const write = deps.commits
        ? signedWriter(deps, deps.commits, start, made)
        : pushWriter(deps, made);
    const { pushed, head } = await pushBranch(deps, made, write);
    const lines = await counting;
    if (!deps.pullRequests)
        return { operation: 'none', branch, pushed, lines };
    const pr = await deps.pullRequests.upsert(specOf(deps, body(lines)), pushed, head);
    return { ...pr, branch, pushed, lines };
}
/** The pull request the inputs ask for, with this run's body. */
function specOf(deps, generated) {
    const { git } = deps.settings;
    const languages = deps.languages ?? [];
    const people = (key, plain) => [
        ...new Set([
            ...plain,
            ...languages.flatMap((l) => git.byLanguage[key].get(l.toLowerCase()) ?? []),
        ]),
    ];
    return {
        branch: deps.branch,
        base: deps.base,
        title: deps.title ?? forLanguage(git.prTitle, DEFAULT_TEXT, deps.language),
        body: git.prBody ?? generated,
        labels: people('labels', git.labels),
        reviewers: people('reviewers', git.reviewers),
        teamReviewers: people('teamReviewers', git.teamReviewers),
        assignees: people('assignees', git.assignees),
        draft: git.draft,
        autoMerge: git.autoMerge,
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
    const open = usable && (settings.dryRun || deps.heldBack) ? await (0,preview/* findOpen */.Ee)(deps) : undefined;
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
    const which = deps.language === undefined ? '' : `${deps.language} `;
    const reason = `${base} already has every ${which}translation this pull brings from project ${settings.projectId}`;
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



/***/ }),

/***/ 1940:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ PO_HEADER_NOISE)
/* harmony export */ });
/* unused harmony export onlyVolatilePoChanges */
/* harmony import */ var _translations_file_formats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1032);

/** Header fields the service rewrites on every export, whether or not a translation changed. */
const VOLATILE_FIELD = /^(PO-Revision-Date|POT-Creation-Date|X-Generator):/;
/** A line holding only a quoted string: how the header entry's msgstr continues. */
const STRING_LINE = /^\s*"(.*)"\s*$/;
/**
 * True when two .po texts differ at most in the volatile header fields (`PO-Revision-Date`,
 * `POT-Creation-Date`, `X-Generator`), including one being added or removed, so that a pull does
 * not open a pull request for a timestamp. Every other byte must be equal, line endings too.
 */
function onlyVolatilePoChanges(before, after) {
    if (before === after)
        return true;
    const a = withoutVolatileFields(before);
    const b = withoutVolatileFields(after);
    return a.length === b.length && a.every((line, i) => line === b[i]);
}
/** The file's lines with the volatile fields taken out of its header entry. */
function withoutVolatileFields(text) {
    const lines = text.split('\n');
    const header = headerFieldLines(lines);
    if (header === undefined)
        return lines;
    const kept = [];
    let field = [];
    let content = '';
    for (const line of lines.slice(header.start, header.end)) {
        const part = STRING_LINE.exec(line)?.[1] ?? '';
        field.push(line);
        content += part;
        // A field may be wrapped over several strings; it ends with an escaped newline.
        if (part.endsWith('\\n')) {
            if (!VOLATILE_FIELD.test(content))
                kept.push(...field);
            field = [];
            content = '';
        }
    }
    kept.push(...field);
    return [...lines.slice(0, header.start), ...kept, ...lines.slice(header.end)];
}
/**
 * Where the header entry's field strings are: the lines after `msgid ""` and `msgstr ...` of the
 * file's first entry (comments may come before it). Undefined when the file has no header.
 */
function headerFieldLines(lines) {
    const first = lines.findIndex((line, i) => {
        const text = i === 0 ? line.replace(/^\uFEFF/, '') : line;
        return text.trim() !== '' && !text.startsWith('#');
    });
    if (first < 0)
        return undefined;
    const msgid = lines[first]?.replace(/^\uFEFF/, '') ?? '';
    if (!/^msgid\s+""\s*$/.test(msgid) || !/^msgstr\s+"/.test(lines[first + 1] ?? '')) {
        return undefined;
    }
    const start = first + 2;
    let end = start;
    while (end < lines.length && STRING_LINE.test(lines[end] ?? ''))
        end++;
    return { start, end };
}
/** The rule the pull gives the extractor: a .po file differing only in volatile fields is left. */
const PO_HEADER_NOISE = {
    appliesTo: (path) => (0,_translations_file_formats_js__WEBPACK_IMPORTED_MODULE_0__/* .fileFormatOf */ .P9)(path)?.noise === 'po-header',
    unchanged: onlyVolatilePoChanges,
};


/***/ })

};
