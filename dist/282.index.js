export const id = 282;
export const ids = [282];
export const modules = {

/***/ 8282:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPrune: () => (/* binding */ runPrune)
});

// EXTERNAL MODULE: ./lib/src/git/remote.js
var remote = __webpack_require__(6055);
;// CONCATENATED MODULE: ./lib/src/prune/acting-branch.js

/**
 * Why this run may only report removed keys, or undefined when it may retire and remove: only a
 * run on the repository's default branch, at that branch's tip on origin, acts. A key removed on
 * a feature branch (or in a checkout of another commit with base-branch pointing at the default
 * branch) would otherwise be retired while the default branch still uses it, and two branches
 * would undo each other's keys.
 */
async function whyOnlyReported(git, branch, head) {
    const found = await (0,remote/* remoteDefaultBranch */.Ki)(git);
    if ('problem' in found)
        return `origin's default branch could not be read (${found.problem})`;
    const defaultBranch = found.branch;
    if (branch !== defaultBranch) {
        return `this run is on ${branch}, and only runs on ${defaultBranch} (the default branch) retire or remove`;
    }
    const tip = await (0,remote/* remoteBranchCommit */.om)(git, branch);
    if (tip !== head) {
        return `the checkout (${head.slice(0, 12)}) is not ${branch}'s tip on origin (${tip?.slice(0, 12) ?? 'none'}); a run at the tip acts`;
    }
    return undefined;
}

// EXTERNAL MODULE: ./lib/src/prune/abandoned-branch-keys.js
var abandoned_branch_keys = __webpack_require__(9979);
// EXTERNAL MODULE: ./lib/src/prune/prune-report.js
var prune_report = __webpack_require__(5156);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/src/common/message-of.js
var message_of = __webpack_require__(6819);
// EXTERNAL MODULE: ./lib/src/common/plural.js
var plural = __webpack_require__(4558);
// EXTERNAL MODULE: ./lib/src/inputs/prune.js
var prune = __webpack_require__(2698);
;// CONCATENATED MODULE: ./lib/src/prune/removal.js





/** Names in one string/remove call. */
const NAMES_PER_CALL = 100;
/**
 * Removes keys from the service, in this order so that a person can always restore them: the
 * cap is checked (one run never removes more than prune-max), a project snapshot is taken, every
 * text of every key is written to a JSON file (the summary lists them too), and only then are the
 * keys removed, a batch at a time. A failed snapshot or file stops it before anything is removed.
 */
async function removeKeys(deps, keys, projectKeys) {
    const cap = (0,prune/* capFor */.Cv)(deps.cap, projectKeys);
    if (keys.length > cap) {
        return {
            kind: 'refused',
            reason: `Removing ${(0,plural/* count */.U)(keys.length, 'key')} is over prune-max (${(0,prune/* capText */.yA)(deps.cap)}: at most ${(0,plural/* count */.U)(cap, 'key')} of ${projectKeys}); none were removed. Raise prune-max for one run to remove them.`,
        };
    }
    const at = new Date();
    await deps.client.project.snapshot(deps.revision === '1.0.9.3'
        ? { id: deps.id, title: `l10n-sync before removing ${(0,plural/* count */.U)(keys.length, 'key')}` }
        : { id: deps.id });
    const file = deps.dryRun ? undefined : await writeRemovedTexts(deps, keys, at);
    const removed = [];
    const errors = [];
    for (let start = 0; start < keys.length; start += NAMES_PER_CALL) {
        const batch = keys.slice(start, start + NAMES_PER_CALL);
        try {
            await deps.client.string.remove({ id: deps.id, keys: batch.map((key) => key.name) });
            removed.push(...batch);
        }
        catch (error) {
            errors.push((0,message_of/* messageOf */.b)(error));
            // The next batches wait for the next run: what failed may fail again.
            break;
        }
    }
    return { kind: 'removed', removed, file, errors };
}
/**
 * The removed keys' texts in every language, as JSON: what restoring them needs. Written before
 * anything is removed, and never over an existing file.
 */
async function writeRemovedTexts(deps, keys, at) {
    const stamp = at.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
    const path = (0,external_node_path_.join)(deps.folder, `l10n-sync-removed-keys-${safeName(deps.id)}-${stamp}.json`);
    const document = {
        project: deps.id,
        revision: deps.revision,
        removedAt: at.toISOString(),
        keys: keys.map((key) => ({
            name: key.name,
            ...(key.context ? { context: key.context } : {}),
            tags: key.tags,
            texts: Object.fromEntries(key.texts),
        })),
    };
    await (0,promises_.writeFile)(path, `${JSON.stringify(document, null, 2)}\n`, { flag: 'wx' });
    return path;
}
/** A project id as part of a file name. */
function safeName(id) {
    return id.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 64);
}

;// CONCATENATED MODULE: ./lib/src/prune/service-marks.js

/** Records in one string/set call: the interface states no size limit, so batches stay modest. */
const RECORDS_PER_CALL = 100;
/**
 * Retires keys: the tag added to their tags (1.0.9.3), or hidden (1.0.9.2). A key already so
 * marked needs no call; on 1.0.9.2 it is then not counted as hidden by this action, so that
 * bringing it back leaves it as someone else made it.
 */
async function retire(marking, keys) {
    const hid = new Set();
    const records = [];
    const already = [];
    for (const key of keys) {
        if (marking.revision === '1.0.9.2') {
            if (key.hidden)
                already.push(key.name);
            else {
                records.push({ key: key.name, hidden: 1 });
                hid.add(key.name);
            }
        }
        else if (key.tags.includes(marking.tag)) {
            already.push(key.name);
        }
        else {
            records.push({ key: key.name, tags: [...key.tags, marking.tag] });
        }
    }
    const outcome = await setInBatches(marking, records);
    return { outcome: { done: new Set([...already, ...outcome.done]), errors: outcome.errors }, hid };
}
/**
 * Whether the key bears the retired mark: the tag (1.0.9.3; this action's own, named by
 * prune-tag), or hidden (1.0.9.2). Removal needs it: the record of a retirement is no proof.
 */
function isMarked(marking, key) {
    return marking.revision === '1.0.9.2' ? key.hidden : key.tags.includes(marking.tag);
}
/** Un-retires keys: the tag taken off (1.0.9.3), or shown again if this action hid it (1.0.9.2). */
async function unretire(marking, keys) {
    const records = [];
    const nothingToDo = [];
    for (const { key, hid } of keys) {
        if (marking.revision === '1.0.9.2') {
            if (hid && key.hidden)
                records.push({ key: key.name, hidden: 0 });
            else
                nothingToDo.push(key.name);
        }
        else if (key.tags.includes(marking.tag)) {
            records.push({ key: key.name, tags: key.tags.filter((tag) => tag !== marking.tag) });
        }
        else {
            nothingToDo.push(key.name);
        }
    }
    const outcome = await setInBatches(marking, records);
    return { done: new Set([...nothingToDo, ...outcome.done]), errors: outcome.errors };
}
/**
 * string/set, a batch at a time, paced by the client like every call (1.0.9.2: one per 30 s). A
 * batch that fails is left for the next run; the others go on.
 */
async function setInBatches(marking, records) {
    const done = new Set();
    const errors = [];
    for (let start = 0; start < records.length; start += RECORDS_PER_CALL) {
        const batch = records.slice(start, start + RECORDS_PER_CALL);
        try {
            await marking.client.string.set({ id: marking.id, data: batch });
            for (const record of batch)
                done.add(String(record['key']));
        }
        catch (error) {
            errors.push((0,message_of/* messageOf */.b)(error));
        }
    }
    return { done, errors };
}

// EXTERNAL MODULE: ./lib/src/prune/service-keys.js
var service_keys = __webpack_require__(3351);
;// CONCATENATED MODULE: ./lib/src/prune/act-on-removed.js




/** A run that may not act lists the keys and follows them on, as they are. */
function reportOnly(found, deps) {
    const rows = found.live.map((key) => (0,prune_report/* keyRow */.gd)(key, deps.base, key.record.retired ? 'waiting' : 'reported', deps.prune.afterMs));
    return {
        rows,
        // A retired key that came back stays followed: a run that acts un-retires it.
        state: [...found.live, ...found.back].map((key) => key.record).concat(found.carried),
        retired: 0,
        removed: 0,
        refused: undefined,
        file: undefined,
        errors: [],
    };
}
/**
 * Un-retires the keys that came back, retires the newly removed, and (prune: remove) removes
 * those retired in an earlier run, still marked so on the service, whose removal is at least
 * prune-after old. Every key here is proven (find-removed.ts). Each write that fails leaves its
 * keys as they were, followed, for the next run.
 */
async function act(found, deps) {
    const marking = {
        client: deps.client,
        id: deps.projectId,
        revision: deps.revision,
        tag: deps.prune.tag,
    };
    const rows = [];
    const state = [...found.carried];
    const errors = [];
    const unretired = await unretire(marking, found.back.map((key) => ({ key: key.service, hid: key.record.retired?.hid ?? false })));
    errors.push(...unretired.errors.map((e) => `Could not un-retire keys: ${e}`));
    for (const key of found.back) {
        if (unretired.done.has(key.record.name))
            rows.push((0,prune_report/* keyRow */.gd)(key, deps.base, 'back'));
        else
            failed(key);
    }
    const toRetire = found.live.filter((key) => key.record.retired === undefined);
    const retired = await retire(marking, toRetire.map((key) => key.service));
    errors.push(...retired.outcome.errors.map((e) => `Could not retire keys: ${e}`));
    for (const key of toRetire) {
        if (!retired.outcome.done.has(key.record.name)) {
            failed(key);
            continue;
        }
        const hid = retired.hid.has(key.record.name);
        const record = { ...key.record, retired: { at: deps.now.toISOString(), hid } };
        state.push(record);
        rows.push((0,prune_report/* keyRow */.gd)({ ...key, record }, deps.base, 'retired', deps.prune.afterMs));
    }
    // The mark on the service is the proof that the key is retired: a record saying so is not,
    // and a person who took the mark off wants the key kept. It is followed no more.
    const retiredBefore = found.live.filter((key) => key.record.retired !== undefined);
    const earlier = retiredBefore.filter((key) => isMarked(marking, key.service));
    for (const key of retiredBefore.filter((k) => !isMarked(marking, k.service))) {
        rows.push({
            ...(0,prune_report/* keyRow */.gd)(key, deps.base, 'left-alone'),
            note: 'no longer marked retired on the service, so it is kept',
        });
    }
    const isDue = (key) => deps.prune.stage === 'remove' &&
        Date.parse(key.record.removedAt) + deps.prune.afterMs <= deps.now.getTime();
    for (const key of earlier.filter((k) => !isDue(k))) {
        state.push(key.record);
        rows.push((0,prune_report/* keyRow */.gd)(key, deps.base, 'waiting', deps.prune.afterMs));
    }
    const due = earlier.filter(isDue);
    const removal = due.length === 0 ? undefined : await removeDue(deps, due);
    rows.push(...(removal?.rows ?? []));
    state.push(...(removal?.kept ?? []));
    errors.push(...(removal?.errors ?? []));
    return {
        rows,
        state,
        retired: countDone(toRetire, retired.outcome.done),
        removed: removal?.removed ?? 0,
        refused: removal?.refused,
        file: removal?.file,
        errors,
    };
    function failed(key) {
        state.push(key.record);
        rows.push((0,prune_report/* keyRow */.gd)(key, deps.base, 'failed'));
    }
}
function countDone(keys, done) {
    return keys.filter((key) => done.has(key.record.name)).length;
}
/** The due keys removed, within the cap, after a snapshot and the texts file (see removal.ts). */
async function removeDue(deps, removable) {
    const rows = [];
    const kept = [];
    const projectKeys = await (0,service_keys/* projectKeyCount */.qQ)(deps.client, deps.projectId, deps.base);
    const outcome = await removeKeys({
        client: deps.client,
        id: deps.projectId,
        revision: deps.revision,
        cap: deps.prune.cap,
        folder: deps.folder,
        dryRun: deps.dryRun,
    }, removable.map((key) => key.service), projectKeys);
    if (outcome.kind === 'refused') {
        for (const key of removable) {
            kept.push(key.record);
            rows.push((0,prune_report/* keyRow */.gd)(key, deps.base, 'due', deps.prune.afterMs));
        }
        return { rows, kept, removed: 0, refused: outcome.reason, file: undefined, errors: [] };
    }
    const removedNames = new Set(outcome.removed.map((key) => key.name));
    for (const key of removable) {
        if (removedNames.has(key.record.name)) {
            rows.push({ ...(0,prune_report/* keyRow */.gd)(key, deps.base, 'removed'), texts: key.service.texts });
        }
        else {
            kept.push(key.record);
            rows.push((0,prune_report/* keyRow */.gd)(key, deps.base, 'failed'));
        }
    }
    return {
        rows,
        kept,
        removed: outcome.removed.length,
        refused: undefined,
        file: outcome.file,
        errors: outcome.errors.map((e) => `Could not remove keys: ${e}`),
    };
}

// EXTERNAL MODULE: ./lib/src/prune/base-keys.js
var base_keys = __webpack_require__(6485);
// EXTERNAL MODULE: ./lib/src/prune/find-removed.js + 3 modules
var find_removed = __webpack_require__(3913);
;// CONCATENATED MODULE: ./lib/src/prune/prune.js






/**
 * Finds the keys removed from the base-language files since the last sync, follows them in the
 * sync state, and (on the default branch, as `prune` asks) retires, un-retires and removes them.
 */
async function runPrune(deps) {
    const { settings, git, log } = deps;
    const report = {
        stage: settings.prune.stage,
        onlyReported: undefined,
        notLooked: undefined,
        rows: [],
        retired: 0,
        removed: 0,
        refused: undefined,
        file: undefined,
        errors: [],
        state: deps.recorded,
        stateChanged: false,
        dryRun: settings.dryRun,
    };
    // Nothing followed and nothing committed since the last sync: nothing can have been removed,
    // but for a key of a branch deleted since (abandoned-branch-keys.ts).
    const idle = deps.recorded.length === 0 && (deps.since === undefined || deps.since === deps.head);
    const abandonedDeps = { ...deps, projectId: settings.projectId, revision: settings.revision };
    if (idle && !(await (0,abandoned_branch_keys/* anyAbandoned */.zE)({ ...abandonedDeps, now: new Date() }))) {
        return report;
    }
    const files = {
        patterns: settings.patterns,
        languageMap: settings.languageMap,
        base: deps.base,
    };
    const headKeys = await (0,base_keys/* baseKeysAt */.L)(git, deps.head, files);
    if (headKeys.kind === 'unread') {
        // A key of the unread file could be taken for removed: nothing is looked for, nothing done.
        const notLooked = `${headKeys.file} cannot be read key by key (${headKeys.why}), so no key can be told removed`;
        // Said as a warning only where prune was asked to act: a format the model does not read is
        // no fault of a run that only reports.
        if (settings.prune.stage === 'report')
            log.info(`Removed keys: ${notLooked}`);
        else
            log.warning(`Removed keys: ${notLooked}`);
        return { ...report, notLooked };
    }
    const now = new Date();
    const found = await (0,find_removed/* findRemoved */._P)({ ...deps, projectId: settings.projectId, revision: settings.revision, now }, files, headKeys.keys);
    const onlyReported = settings.prune.stage === 'report'
        ? undefined
        : await whyOnlyReported(git, deps.branch, deps.head);
    if (onlyReported !== undefined)
        log.info(`Removed keys are only reported: ${onlyReported}`);
    const acted = settings.prune.stage === 'report' || onlyReported !== undefined
        ? reportOnly(found, { base: deps.base, prune: settings.prune })
        : await act(found, {
            client: deps.client,
            projectId: settings.projectId,
            revision: settings.revision,
            prune: settings.prune,
            base: deps.base,
            dryRun: settings.dryRun,
            folder: settings.context.tempDir,
            now,
        });
    for (const error of acted.errors)
        log.warning(error);
    if (acted.refused)
        log.warning(acted.refused);
    logOutcome(log, settings.prune.stage, [...acted.rows, ...found.leftAlone]);
    const state = [...acted.state].sort(prune_report/* byName */.nG);
    return {
        ...report,
        onlyReported,
        rows: [...acted.rows, ...found.leftAlone].sort(prune_report/* byName */.nG),
        retired: acted.retired,
        removed: acted.removed,
        refused: acted.refused,
        file: acted.file,
        errors: acted.errors,
        state,
        stateChanged: JSON.stringify(state) !== JSON.stringify([...deps.recorded].sort(prune_report/* byName */.nG)),
    };
}
/**
 * One line per outcome, naming the keys: a run that found removed keys and retired none says
 * why (prune: report only lists them; or each key's reason for being left alone).
 */
function logOutcome(log, stage, rows) {
    const byStatus = new Map();
    for (const row of rows)
        byStatus.set(row.status, [...(byStatus.get(row.status) ?? []), row]);
    for (const [status, listed] of byStatus) {
        const why = status === 'reported' && stage === 'report'
            ? ' (prune: report lists them; prune: retire marks them on the service)'
            : '';
        const notes = [...new Set(listed.flatMap((row) => (row.note ? [row.note] : [])))];
        log.info(`Removed keys, ${status}: ${(0,find_removed/* namesOf */.eZ)(listed.map((row) => row.name))}${why}` +
            (notes.length > 0 ? `; ${notes.join('; ')}` : ''));
    }
}


/***/ })

};
