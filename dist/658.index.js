export const id = 658;
export const ids = [658];
export const modules = {

/***/ 5779:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ changedPaths)
/* harmony export */ });
/**
 * Paths that differ from HEAD in the working tree, untracked files included; only among `paths`
 * when given (a large repository's status is then not walked whole).
 */
async function changedPaths(git, paths) {
    const status = await git.run([
        'status',
        '--porcelain=v1',
        '-z',
        '--untracked-files=all',
        '--no-renames',
        ...(paths ? ['--', ...paths] : []),
    ]);
    return status.stdout
        .split('\0')
        .filter((entry) => entry.length > 3)
        .map((entry) => entry.slice(3));
}


/***/ }),

/***/ 1795:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ translationFiles)
/* harmony export */ });
/**
 * The paths that match a `files` pattern, each with its language; other paths are never read.
 * A path matching several patterns is listed once.
 */
function translationFiles(paths, patterns, languageMap) {
    const files = [];
    for (const path of paths) {
        for (const pattern of patterns) {
            const localLanguage = pattern.languageOf(path);
            if (localLanguage === undefined)
                continue;
            files.push({ path, localLanguage, language: languageMap.toService(localLanguage) });
            break;
        }
    }
    return files;
}


/***/ }),

/***/ 9019:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xu: () => (/* binding */ baseLanguageOf),
/* harmony export */   be: () => (/* binding */ describeChoice),
/* harmony export */   rF: () => (/* binding */ pullSkipReason),
/* harmony export */   tS: () => (/* binding */ languageChosen)
/* harmony export */ });
/* unused harmony export sameLanguage */
/**
 * The base language on the service: the `base-language` input (local or service code), else the
 * project language marked as default.
 */
function baseLanguageOf(projectLanguages, configured, languageMap) {
    if (configured !== undefined)
        return languageMap.toService(configured);
    const base = projectLanguages.find((l) => l.isDefault);
    if (!base) {
        throw new Error('The project has no default language; set the base-language input');
    }
    return base.iso;
}
/**
 * Whether a language (service code) is chosen. `base` means the base language only,
 * `translations` every language but the base; listed codes are local and go through the map.
 * Case does not count: `EN.json` is the base language's file on macOS and Windows.
 */
function languageChosen(choice, language, base, languageMap) {
    switch (choice.kind) {
        case 'all':
            return true;
        case 'base':
            return sameLanguage(language, base);
        case 'translations':
            return !sameLanguage(language, base);
        case 'list':
            return choice.codes.some((code) => sameLanguage(languageMap.toService(code), language));
    }
}
function sameLanguage(a, b) {
    return a.toLowerCase() === b.toLowerCase();
}
/**
 * Why a bundle entry of `language` (the service code its path carries) is not written, or
 * undefined when it is. The bundle is the service's word, not the user's: a name such as
 * `package.json` matches `%LANG_ISO%.json` as language `package`, so only a language the project
 * has counts; and with `en-US=en` mapped, an entry `en-US.json` would be written on the base
 * language's own file.
 */
function pullSkipReason(language, scope) {
    const { projectLanguages, base, choice, languageMap } = scope;
    if (!projectLanguages.some((iso) => sameLanguage(iso, language))) {
        return 'not a language of the project';
    }
    const local = languageMap.toLocal(language);
    const owner = languageMap.toService(local);
    if (!sameLanguage(owner, language)) {
        return `its path is the file of '${owner}' (language-map: ${local}=${owner})`;
    }
    if (languageChosen(choice, language, base, languageMap))
        return undefined;
    return sameLanguage(language, base) ? 'the base language' : 'not asked for by pull-languages';
}
/** The languages a choice takes, in words, for a log line. */
function describeChoice(choice, base) {
    switch (choice.kind) {
        case 'base':
            return `the base language (${base})`;
        case 'translations':
            return `languages other than the base (${base})`;
        case 'all':
            return 'every language';
        case 'list':
            return choice.codes.join(', ');
    }
}


/***/ }),

/***/ 1658:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPush: () => (/* binding */ runPush)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/src/api/index.js + 12 modules
var api = __webpack_require__(9443);
// EXTERNAL MODULE: ./lib/src/git/status.js
var git_status = __webpack_require__(5779);
// EXTERNAL MODULE: ./lib/src/sync/sync-ref.js
var sync_ref = __webpack_require__(4697);
;// CONCATENATED MODULE: ./lib/src/sync/changes.js

/** Lists the files of HEAD that a push must consider. */
async function detectChanges(git, options) {
    if (options.scope === 'all') {
        return { paths: await (0,sync_ref/* filesAtHead */.pp)(git), since: undefined, everything: 'scope' };
    }
    const state = await (0,sync_ref/* readSyncRef */.JH)(git, options.ref, options.credentials);
    switch (state.kind) {
        case 'found':
            options.log.info(`Last pushed commit: ${state.commit.slice(0, 12)} (${options.ref})`);
            return {
                paths: await (0,sync_ref/* filesChangedSince */.UM)(git, state.commit),
                since: state.commit,
                everything: undefined,
            };
        case 'absent':
            options.log.info(`No ${options.ref} on origin yet: this is the first push, every file counts`);
            return { paths: await (0,sync_ref/* filesAtHead */.pp)(git), since: undefined, everything: 'first-run' };
        case 'unreadable':
            options.log.warning(`Could not read ${options.ref} from origin (${state.reason}); every file counts as changed`);
            return { paths: await (0,sync_ref/* filesAtHead */.pp)(git), since: undefined, everything: 'unreadable' };
    }
}

// EXTERNAL MODULE: ./lib/src/sync/files.js
var sync_files = __webpack_require__(1795);
// EXTERNAL MODULE: ./lib/src/sync/languages.js
var languages = __webpack_require__(9019);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
;// CONCATENATED MODULE: ./lib/src/sync/screenshots.js



const IMAGE = /\.(png|jpe?g)$/i;
/** Uploads the changed images that match the `screenshots` globs (1.0.9.3 only). */
async function uploadScreenshots(options) {
    const { settings, client, log } = options;
    if (settings.push.screenshots.length === 0)
        return [];
    const matches = picomatch([...settings.push.screenshots]);
    const images = options.paths.filter((p) => IMAGE.test(p) && matches(p));
    if (images.length === 0)
        return [];
    return log.group(`Upload ${images.length} screenshots`, async () => {
        const outcomes = [];
        for (const path of images) {
            try {
                const image = await (0,promises_.readFile)((0,external_node_path_.join)(settings.context.workspace, path));
                await client.project.screenshot({
                    id: settings.projectId,
                    screenshot: image.toString('base64'),
                    autotag: settings.push.screenshotAutotag,
                });
                log.info(`${path}: uploaded`);
                outcomes.push({ path });
            }
            catch (error) {
                const message = error instanceof Error ? error.message : String(error);
                log.error(`${path}: ${message}`);
                outcomes.push({ path, error: message });
            }
        }
        return outcomes;
    });
}

;// CONCATENATED MODULE: ./lib/src/sync/push.js









/** Codes after which no other import can succeed either. */
const FATAL_CODES = new Set(['401', '4011', '403', '404']);
/**
 * Uploads the translation files changed since the last successful push, one import at a time,
 * and moves the sync ref to HEAD only when every upload succeeded.
 */
async function runPush(deps) {
    const { settings, client, git, log } = deps;
    const id = settings.projectId;
    // The commit is read while the first request is on its way.
    const [commit, projectLanguages] = await Promise.all([
        (0,sync_ref/* headCommit */.Qo)(git),
        log.group('Project languages', async () => {
            const languages = await client.language.list({ id });
            log.info(`Project ${id}: ${languages.map((l) => `${l.iso}${l.isDefault ? ' (base)' : ''}`).join(', ')}`);
            return languages;
        }),
    ]);
    const base = (0,languages/* baseLanguageOf */.Xu)(projectLanguages, settings.baseLanguage, settings.languageMap);
    const { files, changedPaths, since } = await log.group('Changed files', async () => {
        const changes = await detectChanges(git, {
            scope: settings.push.scope,
            ref: deps.ref,
            credentials: deps.credentials,
            log,
        });
        const matching = (0,sync_files/* translationFiles */.h)(changes.paths, settings.patterns, settings.languageMap);
        const chosen = matching
            .filter((f) => (0,languages/* languageChosen */.tS)(settings.push.languages, f.language, base, settings.languageMap))
            .sort((a, b) => Number(b.language === base) - Number(a.language === base) || a.path.localeCompare(b.path));
        log.info(`${changes.paths.length} files to consider, ${matching.length} match the patterns, ${chosen.length} to upload` +
            (chosen.length ? `:\n${chosen.map((f) => `  ${f.path} (${f.language})`).join('\n')}` : ''));
        const left = matching.filter((f) => !chosen.includes(f));
        if (left.length > 0) {
            const shown = left.slice(0, 10).map((f) => `${f.path} (${f.language})`);
            log.info(`Not uploaded, as push-languages chooses only ${(0,languages/* describeChoice */.be)(settings.push.languages, base)}: ${shown.join(', ')}${left.length > 10 ? `, and ${left.length - 10} more` : ''}`);
        }
        // Every file was looked at and none matched: the patterns, not the changes, are wrong.
        if (changes.everything !== undefined && matching.length === 0) {
            log.warning(`No file of the repository matches files (${settings.patterns.map((p) => p.source).join(', ')}); check the patterns`);
        }
        return { files: chosen, changedPaths: changes.paths, since: changes.since };
    });
    const known = new Set(projectLanguages.map((l) => l.iso));
    const missing = [...new Set(files.map((f) => f.language).filter((l) => !known.has(l)))];
    const skipped = [];
    let uploads = files;
    if (missing.length > 0 && settings.push.addMissingLanguages) {
        log.info(`Adding languages missing from the project: ${missing.join(', ')}`);
        await addLanguages(client, id, missing, log);
    }
    else if (missing.length > 0) {
        uploads = files.filter((f) => known.has(f.language));
        for (const file of files.filter((f) => !known.has(f.language))) {
            // The sync ref still moves (the other files went up), so say how to send this one later.
            const reason = `the project has no language '${file.language}'; add it on the service (or set add-missing-languages), then run once with push-scope: all, or the file goes up only when it next changes`;
            skipped.push({ file, reason });
            log.warning(`Skipping ${file.path}: ${reason}`);
        }
    }
    if (uploads.length > 0)
        await warnUncommitted(git, uploads, commit, log);
    const snapshot = uploads.length > 0 &&
        (settings.push.snapshotBeforePush || settings.push.importOptions.cleanup_mode === true);
    if (snapshot) {
        const title = `l10n-sync before ${commit.slice(0, 12)} on ${deps.branch}`;
        log.info(`Creating a project snapshot: ${title}`);
        await client.project.snapshot(settings.revision === '1.0.9.3' ? { id, title } : { id });
    }
    const imports = uploads.length === 0
        ? []
        : await log.group(`Upload ${uploads.length} files`, () => importAll(deps, uploads));
    const screenshots = await uploadScreenshots({ settings, client, log, paths: changedPaths });
    const succeeded = imports.every((i) => i.error === undefined) && screenshots.every((s) => s.error === undefined);
    let refAtCommit = false;
    // When an upload failed, the ref stays; the run's final error names the files and says so.
    if (succeeded && settings.dryRun) {
        log.info(`[dry-run] would move ${deps.ref} to ${commit}`);
    }
    else if (succeeded && since === commit) {
        refAtCommit = true;
        log.info(`${deps.ref} is at ${commit.slice(0, 12)} already`);
    }
    else if (succeeded) {
        const problem = await (0,sync_ref/* moveSyncRef */.Ck)(git, deps.ref, commit, deps.credentials);
        refAtCommit = problem === undefined;
        if (problem) {
            log.warning(`Could not push ${deps.ref} to origin (${problem}); the next run will upload these files again. Give the workflow contents: write permission.`);
        }
        else {
            log.info(`Moved ${deps.ref} to ${commit.slice(0, 12)}`);
        }
    }
    return {
        commit,
        imports,
        skipped,
        screenshots,
        addedLanguages: settings.push.addMissingLanguages ? missing : [],
        snapshot,
        succeeded,
        refAtCommit,
    };
}
async function importAll(deps, files) {
    const { settings, client, log } = deps;
    const outcomes = [];
    let stop;
    /** Imports in a row that failed after every retry. */
    let exhausted = 0;
    for (const [index, file] of files.entries()) {
        if (stop !== undefined) {
            outcomes.push({ file, waitedMs: 0, error: `not attempted: ${stop}` });
            continue;
        }
        const waitedBefore = deps.waitedMs();
        try {
            const content = await (0,promises_.readFile)((0,external_node_path_.join)(settings.context.workspace, file.path));
            const result = await client.project.import({
                id: settings.projectId,
                file: { name: (0,external_node_path_.basename)(file.path), content },
                lang_iso: file.language,
                ...settings.push.importOptions,
                ...(settings.push.tags.length > 0 ? { tags: [...settings.push.tags] } : {}),
                ...(settings.push.sendFilename ? { filename: file.path } : {}),
            });
            const waitedMs = deps.waitedMs() - waitedBefore;
            outcomes.push({ file, result, waitedMs });
            exhausted = 0;
            const counts = settings.dryRun
                ? 'not uploaded (dry run)'
                : `${result.inserted} inserted, ${result.updated} updated, ${result.skipped} skipped`;
            log.info(`[${index + 1}/${files.length}] ${file.path} (${file.language}): ${counts}`);
        }
        catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            outcomes.push({ file, waitedMs: deps.waitedMs() - waitedBefore, error: message });
            log.error(`[${index + 1}/${files.length}] ${file.path} (${file.language}) failed: ${message}`, file.path);
            if (error instanceof api/* ApiError */.hD &&
                (error.kind === 'request' || FATAL_CODES.has(error.code ?? ''))) {
                stop = `an earlier import failed with ${error.code ?? 'a refused request'}`;
            }
            else if (error instanceof api/* ApiError */.hD && error.transient && ++exhausted >= 2) {
                // Two imports in a row failed on every retry: the service is down or refusing, and each
                // next file would spend as long to learn the same. (One may be that file's own problem,
                // such as a size that always times out.)
                stop = 'two imports in a row failed after every retry';
            }
        }
    }
    return outcomes;
}
/**
 * Adds the languages. 4050 (already in the project) means another run, a person, or this call's
 * own first try whose answer was lost added one meanwhile: the list says whether all are there.
 */
async function addLanguages(client, id, missing, log) {
    try {
        await client.language.add({ id, iso: [...missing] });
    }
    catch (error) {
        if (!(error instanceof api/* ApiError */.hD && error.code === '4050'))
            throw error;
        const present = new Set((await client.language.list({ id })).map((l) => l.iso));
        if (missing.some((iso) => !present.has(iso)))
            throw error;
        log.info(`The project already has ${missing.join(', ')} now (added meanwhile)`);
    }
}
/**
 * Files are uploaded as the checkout has them, while the sync ref records the commit: a step
 * before this one that changed a file without committing it makes the two differ, and the next
 * run will not notice. Said once per file, so the workflow can commit first.
 */
async function warnUncommitted(git, uploads, commit, log) {
    // Named paths keep git from walking a large repository, within a command line's length.
    const paths = uploads.length <= 100 ? uploads.map((f) => f.path) : undefined;
    const modified = new Set(await (0,git_status/* changedPaths */.v)(git, paths));
    for (const file of uploads.filter((f) => modified.has(f.path))) {
        log.warning(`${file.path} has changes not committed in the checkout: they are uploaded, but the sync ref records ${commit.slice(0, 12)}; commit them in the workflow before this step`);
    }
}


/***/ })

};
