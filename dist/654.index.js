export const id = 654;
export const ids = [654];
export const modules = {

/***/ 5654:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pullPhase: () => (/* binding */ pullPhase)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/src/common/plural.js
var plural = __webpack_require__(4558);
;// CONCATENATED MODULE: ./lib/src/run/github-clients.js
/*
 * The GitHub clients a pull needs, made from the settings: each only when the run uses it, its
 * code loaded then (the GitHub client is the heaviest part of the bundle). What they need
 * (github-token, GITHUB_REPOSITORY) was checked with the inputs (inputs/github.ts), before the
 * run's first request.
 */
/** GitHub's Git database API, with sign-commits, when the pull commits (not in a dry run). */
async function commitApiFor(settings, log) {
    if (!settings.git.signCommits || settings.pull.target === 'workspace' || settings.dryRun) {
        return undefined;
    }
    const { createCommitApi } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(204)]).then(__webpack_require__.bind(__webpack_require__, 2204));
    return createCommitApi(githubConnection(settings, log));
}
/** The pull request API, when the pull's target is a pull request. */
async function pullRequestsFor(settings, log) {
    if (settings.pull.target !== 'pull-request')
        return undefined;
    // A dry run needs no github-token: without one, it previews the pull request it would open
    // without looking up GitHub for an open one to update.
    if (settings.dryRun && settings.git.githubToken === '')
        return undefined;
    const { createPullRequests } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(971)]).then(__webpack_require__.bind(__webpack_require__, 4971));
    return createPullRequests(githubConnection(settings, log));
}
/** How the GitHub clients reach the repository: token, address, proxy, timeouts. */
function githubConnection(settings, log) {
    const { repository } = settings.context;
    const token = settings.git.githubToken;
    // The inputs refused a run that would get here without them; this tells the compiler so.
    if (repository === undefined || token === '') {
        throw new Error('GitHub needs github-token and GITHUB_REPOSITORY, which the inputs check');
    }
    return {
        token,
        apiUrl: settings.context.githubApiUrl,
        repository,
        log,
        timeScale: settings.context.timeScale,
        proxy: settings.context.proxy,
        httpTimeoutMs: settings.httpTimeoutMs,
    };
}

// EXTERNAL MODULE: ./lib/src/report/outputs.js
var outputs = __webpack_require__(2011);
// EXTERNAL MODULE: ./lib/src/report/summary.js
var summary = __webpack_require__(6965);
;// CONCATENATED MODULE: ./lib/src/run/pull-phase.js







/** The pull and its proposal (pull request, branch or workspace), with outputs and summary. */
async function pullPhase(phase, history) {
    const { settings, log, branch } = phase;
    const [{ fetchTranslations }, { pullRequestBody }, { titleWithCounts }, { actionsCommandRunner }, { heldBackReason },] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(155), __webpack_require__.e(620), __webpack_require__.e(789)]).then(__webpack_require__.bind(__webpack_require__, 5789)),
        __webpack_require__.e(/* import() */ 55).then(__webpack_require__.bind(__webpack_require__, 8436)),
        Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 457)),
        __webpack_require__.e(/* import() */ 307).then(__webpack_require__.bind(__webpack_require__, 1307)),
        __webpack_require__.e(/* import() */ 253).then(__webpack_require__.bind(__webpack_require__, 6253)),
    ]);
    const tempDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(settings.context.tempDir, 'l10n-sync-'));
    const commands = actionsCommandRunner;
    const putBack = await checkoutPutBack(phase, tempDir);
    const hasher = await blobHasher(phase);
    try {
        const fetched = await log.group('Pull translations', () => fetchTranslations({ ...phase, ...history, tempDir, commands, ...writing(putBack, hasher) }));
        const deps = {
            known: await blobsMade(hasher, log),
            ...phase,
            pullRequests: await pullRequestsFor(settings, log),
            commits: await commitApiFor(settings, log),
            base: branch,
            branch: settings.git.branch ?? `l10n-sync/${branch}`,
            workTree: fetched.workTree,
            tempDir,
            // The counts of changed strings, in the title when it is the default; per language, the
            // language names each pull request instead.
            ...(settings.git.perLanguage
                ? {}
                : { title: titleWithCounts(settings.git.prTitle, fetched.strings) }),
            heldBack: heldBackReason(fetched.belowMinimum, settings.pull.minCompletion),
        };
        const toLocal = (language) => settings.languageMap.toLocal(language);
        const body = (report, lines) => pullRequestBody(report.changed, lines, {
            projectId: settings.projectId,
            revision: settings.revision,
            exportOptions: report.exportOptions,
            progress: report.progress,
            belowMinimum: report.belowMinimum,
            review: report.review,
            overrides: report.overrides,
            strings: report.strings,
            toLocal,
            notes: phase.pullRequestNotes,
        });
        if (settings.git.perLanguage) {
            const { publishPerLanguage } = await __webpack_require__.e(/* import() */ 618).then(__webpack_require__.bind(__webpack_require__, 2618));
            const { languageSlice, pulledLanguages } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 3578));
            const proposed = await log.group('Propose the changes, one pull request per language', () => publishPerLanguage(deps, fetched.changed, pulledLanguages(fetched, settings), (l, lines) => body(languageSlice(fetched, l, toLocal), lines)));
            Object.assign(phase.outputs, (0,outputs/* perLanguageOutputs */.Wo)(fetched, proposed, deps.branch));
            phase.summary.push((0,summary/* perLanguagePullSummary */.f6)(fetched, proposed, settings));
        }
        else {
            // One commit: once it is made, the checkout goes back while the branch is pushed.
            const committed = putBack?.start;
            await proposeOne(phase, { ...deps, committed }, fetched, (lines) => body(fetched, lines));
        }
        if (fetched.review)
            await qaOutcome(fetched.review, settings, log);
    }
    finally {
        await hasher?.finish();
        const sentence = await putBack?.finish();
        if (sentence !== undefined)
            log.info(sentence);
        await (0,promises_.rm)(tempDir, { recursive: true, force: true });
    }
}
/**
 * A pull request or a branch takes the translations elsewhere: the checkout is put back as the
 * run found it, so later steps of the job see what they would have seen without it. Its restore
 * is started early (`start`, once the commit is made) or at the end (`finish`), run once.
 */
async function checkoutPutBack(phase, tempDir) {
    const { settings, git } = phase;
    if (settings.pull.target === 'workspace' || settings.dryRun)
        return undefined;
    const { keepCheckout } = await __webpack_require__.e(/* import() */ 765).then(__webpack_require__.bind(__webpack_require__, 5765));
    const kept = await keepCheckout(git, tempDir);
    let restoring;
    const start = () => {
        restoring ??= kept.restore();
        // Awaited by `finish`; a failure there is the run's, not an unhandled rejection now.
        restoring.catch(() => undefined);
    };
    return {
        setAside: kept.setAside,
        noted: kept.noted,
        start,
        finish: () => {
            start();
            return restoring;
        },
    };
}
/**
 * A commit of the pulled files will be made: they are added to git while the pull goes on, on
 * a second core (BENCHMARKS.md, "The everyday pull": 1.70× unzip and commit before, 1.10–1.29× now). Not
 * in a dry run (it commits a copy of the files elsewhere) nor with post-pull-command (which may
 * change any file, .gitattributes too, before the commit).
 */
async function blobHasher(phase) {
    const { settings, git } = phase;
    if (settings.pull.target === 'workspace' || settings.dryRun)
        return undefined;
    if (settings.pull.postPullCommand !== undefined)
        return undefined;
    // On one core the adds would only take turns with the extraction.
    if ((0,external_node_os_.availableParallelism)() < 2)
        return undefined;
    const { startBlobHasher } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 4091));
    return startBlobHasher(git);
}
/** The checkout noted before it is written; its files kept as they are replaced; told to git. */
function writing(putBack, hasher) {
    return { setAside: putBack?.setAside, beforeWriting: putBack?.noted, stagedFiles: hasher };
}
/** The blobs the hasher made, once it is done; why none, in the log, when an add failed. */
async function blobsMade(hasher, log) {
    const known = await hasher?.finish();
    if (hasher?.problem !== undefined) {
        log.info(`The pulled files are added to git after the pull (${hasher.problem})`);
    }
    return known;
}
/** The one pull request (or branch, or files) of the changes, with its outputs and summary. */
async function proposeOne(phase, deps, fetched, body) {
    const { settings, log } = phase;
    const { publish } = await __webpack_require__.e(/* import() */ 387).then(__webpack_require__.bind(__webpack_require__, 4387));
    const { filesShown } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 8446));
    // The table of changes has rows for some hundred files: only theirs are diffed.
    const counted = new Set(filesShown(fetched.changed).map((f) => f.path));
    const { retired, published } = await log.group('Propose the changes', async () => {
        // A branch of pr-per-language would keep git from holding this one: retired first.
        const { sentences } = settings.pull.target === 'workspace'
            ? { sentences: [] }
            : await (await __webpack_require__.e(/* import() */ 362).then(__webpack_require__.bind(__webpack_require__, 4362))).retireLanguageBranches(deps);
        const languages = [...new Set(fetched.changed.map((f) => f.localLanguage))];
        const result = await publish({ ...deps, languages, counted }, fetched.changed.map((f) => f.path), body);
        return { retired: sentences, published: result };
    });
    Object.assign(phase.outputs, (0,outputs/* pullOutputs */.qM)(fetched, published));
    phase.summary.push((0,summary/* pullSummary */.oi)(fetched, published, settings, retired));
}
/**
 * One warning per language with findings; with `qa: fail`, the run fails, after the pull request
 * was updated, so that a required check shows red on the pull request the findings are about.
 */
async function qaOutcome(findings, settings, log) {
    if (findings.length === 0)
        return;
    const { annotationsByLanguage } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 3635));
    const toLocal = (language) => settings.languageMap.toLocal(language);
    for (const line of annotationsByLanguage(findings, toLocal))
        log.warning(line);
    if (settings.pull.qa === 'fail') {
        throw new Error(`${(0,plural/* count */.U)(findings.length, 'pulled translation')} ${(0,plural/* plural */.L)(findings.length, 'needs', 'need')} review (qa: fail); see "Needs review" in the job summary and the pull request`);
    }
}


/***/ })

};
