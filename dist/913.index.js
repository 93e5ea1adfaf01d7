export const id = 913;
export const ids = [913];
export const modules = {

/***/ 9979:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XE: () => (/* binding */ abandonedKeys),
/* harmony export */   _8: () => (/* binding */ followBranchKeys),
/* harmony export */   zE: () => (/* binding */ anyAbandoned)
/* harmony export */ });
/* harmony import */ var _git_remote_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6055);
/* harmony import */ var _branch_tags_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4207);
/* harmony import */ var _prune_state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1957);
/* harmony import */ var _prune_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5156);
/* harmony import */ var _service_keys_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3351);





/** The branches whose tags `item` carries. */
function branchesOf(item) {
    return (item.tags ?? []).filter(_branch_tags_js__WEBPACK_IMPORTED_MODULE_1__/* .isBranchTag */ .Xe).map((tag) => tag.slice(_branch_tags_js__WEBPACK_IMPORTED_MODULE_1__/* .BRANCH_TAG_PREFIX */ .pH.length));
}
/**
 * New records for the service's keys whose every branch tag names a branch origin lacks, that
 * HEAD's base files lack under their name (`headNames`), and that are not followed yet.
 */
async function abandonedKeys(deps, headNames, followed) {
    if (deps.revision !== '1.0.9.3')
        return [];
    const items = await (0,_branch_tags_js__WEBPACK_IMPORTED_MODULE_1__/* .baseItemsOf */ .BA)(deps.client, deps.projectId, deps.base);
    const candidates = items.filter((item) => branchesOf(item).length > 0 &&
        !headNames.has(item.key) &&
        !followed.has((0,_prune_state_js__WEBPACK_IMPORTED_MODULE_4__/* .idOf */ .T)({ path: [item.key] })));
    if (candidates.length === 0)
        return [];
    const branches = await (0,_git_remote_js__WEBPACK_IMPORTED_MODULE_0__/* .originBranches */ .Ho)(deps.git);
    if (branches === undefined)
        return [];
    return candidates.flatMap((item) => {
        const gone = branchesOf(item).filter((branch) => !branches.has(branch));
        const [branch] = gone;
        if (branch === undefined || gone.length !== branchesOf(item).length)
            return [];
        return [
            {
                path: [item.key],
                name: item.key,
                removedAt: deps.now.toISOString(),
                lastHadIn: deps.head,
                goneIn: deps.head,
                branch,
            },
        ];
    });
}
/**
 * The records of deleted branches' keys, each proven again: HEAD lacks it, origin has no branch
 * of its name, and the service's key of its name still carries the branch's tag. A key HEAD or
 * the branch has again, or that lost its tag (a person took it for the project), is followed no
 * more, and un-retired if this action retired it.
 */
async function followBranchKeys(deps, records, headNames) {
    const found = { live: [], back: [], leftAlone: [] };
    if (records.length === 0)
        return found;
    const [branches, onService] = await Promise.all([
        (0,_git_remote_js__WEBPACK_IMPORTED_MODULE_0__/* .originBranches */ .Ho)(deps.git),
        (0,_service_keys_js__WEBPACK_IMPORTED_MODULE_3__/* .serviceKeys */ .Wy)(deps.client, deps.projectId, records.map((r) => r.name)),
    ]);
    for (const record of records) {
        const key = onService.get(record.name);
        if (key === undefined)
            continue;
        if (key === 'ambiguous') {
            found.leftAlone.push((0,_prune_report_js__WEBPACK_IMPORTED_MODULE_2__/* .leftAloneRow */ .bL)(record, 'more than one key on the service could be it', record.removedAt));
            continue;
        }
        const live = { record, service: key };
        const stillGone = branches !== undefined &&
            record.branch !== undefined &&
            !branches.has(record.branch) &&
            !headNames.has(record.name) &&
            key.tags.includes((0,_branch_tags_js__WEBPACK_IMPORTED_MODULE_1__/* .branchTag */ .TY)(record.branch));
        if (stillGone)
            found.live.push(live);
        else if (record.retired !== undefined)
            found.back.push(live);
    }
    return found;
}
/**
 * Whether the service has a key of a deleted branch at all: a run with nothing else to look at
 * (no commit since the last sync, no key followed) looks no further when it has none. One read
 * of the base language, which the run's other parts share (branch-tags.ts), and origin's
 * branches only when a key carries a branch tag.
 */
async function anyAbandoned(deps) {
    if (deps.revision !== '1.0.9.3')
        return false;
    const items = await (0,_branch_tags_js__WEBPACK_IMPORTED_MODULE_1__/* .baseItemsOf */ .BA)(deps.client, deps.projectId, deps.base);
    const tagged = items.filter((item) => branchesOf(item).length > 0);
    if (tagged.length === 0)
        return false;
    const branches = await (0,_git_remote_js__WEBPACK_IMPORTED_MODULE_0__/* .originBranches */ .Ho)(deps.git);
    if (branches === undefined)
        return false;
    return tagged.some((item) => branchesOf(item).every((branch) => !branches.has(branch)));
}


/***/ }),

/***/ 6485:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ baseKeysAt),
/* harmony export */   U: () => (/* binding */ keysGone)
/* harmony export */ });
/* harmony import */ var _git_objects_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8145);
/* harmony import */ var _files_checkout_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8523);
/* harmony import */ var _files_translation_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6275);
/* harmony import */ var _files_languages_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3329);
/* harmony import */ var _translations_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1904);





/**
 * Every key of every base-language file at `commit`. One file the model cannot read stops it:
 * a key it holds could not be told present, and a present key must never count as removed.
 * Symbolic links are left out, as the push leaves them out.
 */
async function baseKeysAt(git, commit, files) {
    const tree = await (0,_git_objects_js__WEBPACK_IMPORTED_MODULE_0__/* .filesOfTree */ .XF)(git, commit);
    const matched = new Set((0,_files_translation_files_js__WEBPACK_IMPORTED_MODULE_2__/* .translationFiles */ .hN)(tree.map((f) => f.path), files.patterns, files.languageMap, files.base)
        .filter((f) => (0,_files_languages_js__WEBPACK_IMPORTED_MODULE_4__/* .sameLanguage */ .zf)(f.language, files.base))
        .map((f) => f.path));
    const chosen = tree.filter((f) => matched.has(f.path) && f.mode !== _git_objects_js__WEBPACK_IMPORTED_MODULE_0__/* .LINK_MODE */ .BG);
    const tooLarge = chosen.find((f) => f.size > _files_checkout_file_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TRANSLATION_BYTES */ .Z_);
    if (tooLarge)
        return { kind: 'unread', file: tooLarge.path, why: 'it is too large' };
    const blobs = await (0,_git_objects_js__WEBPACK_IMPORTED_MODULE_0__/* .readBlobs */ .b4)(git, [...new Set(chosen.map((f) => f.blob))]);
    const keys = new Map();
    for (const file of chosen) {
        const read = await entriesOf(file.path, blobs.get(file.blob));
        if (typeof read === 'string')
            return { kind: 'unread', file: file.path, why: read };
        addKeys(keys, file.path, read);
    }
    return { kind: 'read', keys };
}
/** Why a base file is not read key by key, as the summary says it. */
const UNREAD = {
    format: () => 'its format is not read key by key',
    encoding: () => 'it is not UTF-8 text',
    syntax: (path) => `it does not read as ${(0,_translations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .formatOf */ .be)(path) ?? 'its format'}`,
    limit: () => `it is ${_translations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .PAST_LIMIT_REASON */ .UG}`,
};
/** A file's keys, or why it cannot be read key by key. */
async function entriesOf(path, bytes) {
    if (bytes === undefined)
        return 'git could not read it';
    const reading = await (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readTranslationFile */ .k_)(path, bytes, 'keys');
    return 'entries' in reading ? reading.entries : UNREAD[reading.unread](path);
}
function addKeys(keys, file, entries) {
    for (const [entryKey, value] of entries) {
        // Numbers and booleans of a JSON or YAML file are settings, not texts.
        if (typeof value !== 'string')
            continue;
        const segments = (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .segmentsOf */ .OD)(entryKey);
        const form = (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .formOf */ .QU)(segments);
        const path = segments.slice(0, form === undefined ? undefined : -1).map(String);
        const id = JSON.stringify(path);
        const known = keys.get(id);
        const key = known ?? { path, value: form === undefined ? value : {}, files: [] };
        if (form !== undefined) {
            key.value = { ...(typeof key.value === 'string' ? {} : key.value), [form]: value };
        }
        if (!key.files.includes(file))
            key.files.push(file);
        if (!known)
            keys.set(id, key);
    }
}
/** The keys of `before` that `after` does not have, in `before`'s order. */
function keysGone(before, after) {
    return [...before].filter(([id]) => !after.has(id));
}


/***/ }),

/***/ 3913:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _P: () => (/* binding */ findRemoved),
  eZ: () => (/* binding */ namesOf)
});

// UNUSED EXPORTS: MOST_FOLLOWED

// EXTERNAL MODULE: ./lib/src/common/plural.js
var plural = __webpack_require__(4558);
// EXTERNAL MODULE: ./lib/src/prune/base-keys.js
var base_keys = __webpack_require__(6485);
// EXTERNAL MODULE: ./lib/src/prune/prune-state.js
var prune_state = __webpack_require__(1957);
// EXTERNAL MODULE: ./lib/src/prune/prune-report.js
var prune_report = __webpack_require__(5156);
// EXTERNAL MODULE: ./lib/src/git/ancestry.js
var ancestry = __webpack_require__(3952);
// EXTERNAL MODULE: ./lib/src/prune/service-keys.js
var service_keys = __webpack_require__(3351);
;// CONCATENATED MODULE: ./lib/src/prune/spellings.js

/**
 * Every service name the run's own joining rule (candidateNames: each separator the service may
 * join a nested key's names with) gives a key of `keys`. A key is still in the repository when
 * any of its names is among them: `{"menu":{"open":…}}` rewritten as `{"menu::open":…}` (or
 * `menu.open` where the service joins with a dot) is the same key on the service, and must
 * never be taken for removed.
 */
function serviceNamesOf(keys) {
    const names = new Set();
    for (const key of keys)
        for (const name of (0,service_keys/* candidateNames */.qd)(key.path))
            names.add(name);
    return names;
}
/** Whether a key of `path` is among keys whose service names are `names`, under any spelling. */
function spelledAmong(path, names) {
    return (0,service_keys/* candidateNames */.qd)(path).some((name) => names.has(name));
}

;// CONCATENATED MODULE: ./lib/src/prune/proof.js




/**
 * Distinct commits one run reads to prove records. A forged state can name thousands; each
 * costs a fetch and a tree read, so past this the remaining records wait, unread, for a later run.
 */
const MOST_COMMITS = 20;
/**
 * Proves records against the history reachable from HEAD, the only authority on what the
 * repository had: the state a record comes from lives on a ref anyone who may push can rewrite,
 * so its commits are checked to be HEAD's ancestors and to hold (or lack) the key, and nothing a
 * record says beyond its path and commits is believed.
 */
class RepositoryProver {
    #git;
    #files;
    #head;
    #ancestry;
    #commits = new Set();
    #read = new Map();
    #asked = new Map();
    constructor(git, files, head) {
        this.#git = git;
        this.#files = files;
        this.#head = head;
        this.#ancestry = new ancestry/* AncestryOf */.B(git, head);
    }
    /** A key HEAD lacks: the commit the record names is in HEAD's history and had it. */
    removed(record) {
        return this.#had(record, this.#head);
    }
    /**
     * A key HEAD has again: it was in the repository (as for `removed`) and then really gone, at
     * the commit where the action found it gone (after the first, in HEAD's history), under every
     * spelling. A key the repository never removed was never this action's to retire, so it is
     * never un-retired (a key a person hid stays hidden).
     */
    async cameBack(record) {
        if (!this.#admit(record.lastHadIn, record.goneIn))
            return { kind: 'unsettled', why: 'commits' };
        const had = await this.#had(record, record.goneIn);
        if (had.kind !== 'proven')
            return had;
        const inHistory = await this.#isAncestor(record.goneIn, this.#head);
        if (inHistory !== 'yes')
            return this.#outOfHistory(inHistory, record.goneIn);
        const gone = await this.#keysAt(record.goneIn);
        if (gone.kind === 'unread' || spelledAmong(record.path, serviceNamesOf(gone.keys.values()))) {
            return { kind: 'refuted', why: `the repository never removed it (${proof_short(record.goneIn)})` };
        }
        return had;
    }
    /** The record's key as `lastHadIn` had it, `lastHadIn` being an ancestor of `before`. */
    async #had(record, before) {
        if (!this.#admit(record.lastHadIn))
            return { kind: 'unsettled', why: 'commits' };
        const inHistory = await this.#isAncestor(record.lastHadIn, before);
        if (inHistory !== 'yes')
            return this.#outOfHistory(inHistory, record.lastHadIn);
        const keys = await this.#keysAt(record.lastHadIn);
        const key = keys.kind === 'read' ? keys.keys.get((0,prune_state/* idOf */.T)(record)) : undefined;
        if (key === undefined) {
            return {
                kind: 'refuted',
                why: `the commit it names (${proof_short(record.lastHadIn)}) never had it`,
            };
        }
        return { kind: 'proven', key };
    }
    #outOfHistory(answer, commit) {
        return answer === 'unknown'
            ? { kind: 'unsettled', why: 'history' }
            : { kind: 'refuted', why: `the commit it names (${proof_short(commit)}) is not in HEAD's history` };
    }
    /** Whether reading `commits` stays within MOST_COMMITS (counting each commit once). */
    #admit(...commits) {
        const added = commits.filter((c) => c !== this.#head && !this.#commits.has(c));
        if (this.#commits.size + new Set(added).size > MOST_COMMITS)
            return false;
        for (const commit of added)
            this.#commits.add(commit);
        return true;
    }
    #isAncestor(ancestor, descendant) {
        const pair = `${ancestor}..${descendant}`;
        const known = this.#asked.get(pair);
        if (known)
            return known;
        const asked = this.#ancestry.isAncestor(ancestor, descendant);
        this.#asked.set(pair, asked);
        return asked;
    }
    #keysAt(commit) {
        const known = this.#read.get(commit);
        if (known)
            return known;
        const read = (0,base_keys/* baseKeysAt */.L)(this.#git, commit, this.#files);
        this.#read.set(commit, read);
        return read;
    }
}
function proof_short(commit) {
    return commit.slice(0, 12);
}

;// CONCATENATED MODULE: ./lib/src/prune/follow-order.js

/**
 * The order in which one run looks at the keys it follows, when it cannot look at them all (the
 * records and commits it reads are bounded, find-removed.ts and proof.ts): first the keys there
 * is something to do for, then those that only wait. A key found gone in this run or not yet
 * retired is to be retired; a retired key HEAD has again is to be un-retired; then the retired
 * ones, the longest gone first, since they are the first due for removal. So keys that only wait
 * (with `prune: retire` they wait for good) never keep a newly removed key from being retired,
 * and removals go oldest first, each freeing its place for the next run.
 */
function followOrder(records, headNames) {
    const rank = (record) => {
        if (record.retired === undefined)
            return 0;
        return spelledAmong(record.path, headNames) ? 1 : 2;
    };
    return records
        .map((record, at) => ({ record, at, rank: rank(record), gone: Date.parse(record.removedAt) }))
        .sort((a, b) => a.rank - b.rank || (a.rank === 2 ? (a.gone || 0) - (b.gone || 0) : 0) || a.at - b.at)
        .map(({ record }) => record);
}

// EXTERNAL MODULE: ./lib/src/prune/abandoned-branch-keys.js
var abandoned_branch_keys = __webpack_require__(9979);
;// CONCATENATED MODULE: ./lib/src/prune/find-removed.js









/**
 * Records one run looks at, and so the most the state keeps. A forged state may hold 100,000;
 * proving each costs git and service calls, and carrying them costs every later run, so the
 * others are dropped unread: nothing is ever done for a key without proof, and a key dropped
 * here is only left on the service.
 */
const MOST_FOLLOWED = 1000;
/**
 * The keys the last sync's base files had and HEAD's lack under every spelling, together with
 * the keys already followed; each is followed only on proof from HEAD's history (proof.ts) and
 * from the service (matchKey: the name its path gives, with the base text the repository had).
 * A key no longer on the service is followed no more: there is nothing left to do for it.
 */
async function findRemoved(deps, files, headKeys) {
    const headNames = serviceNamesOf(headKeys.values());
    // This run's own findings first: they come from HEAD's history, not from the state. Then the
    // keys there is something to do for (follow-order.ts).
    const followedIds = new Set(deps.recorded.map(prune_state/* idOf */.T));
    const all = followOrder([
        ...(await newlyGone(deps, files, headKeys, headNames)),
        ...(await (0,abandoned_branch_keys/* abandonedKeys */.XE)(deps, headNames, followedIds)),
        ...deps.recorded,
    ], headNames);
    const looked = all.slice(0, MOST_FOLLOWED);
    const dropped = all.length - looked.length;
    if (dropped > 0) {
        deps.log.info(`Removed keys: ${all.length} keys to follow, more than the ${MOST_FOLLOWED} one run looks at; the other ${dropped} are dropped, not acted on`);
    }
    const prover = new RepositoryProver(deps.git, files, deps.head);
    const proven = [];
    const leftAlone = [];
    const unsettled = { commits: [], history: [] };
    const ofBranches = [];
    for (const record of looked) {
        // A deleted branch's key: proven by the service and origin, not by history.
        if (record.branch !== undefined) {
            ofBranches.push(record);
            continue;
        }
        // A key HEAD has under any spelling the service could join to the same name is not removed;
        // one this action never retired has nothing to undo and is followed no more.
        const back = spelledAmong(record.path, headNames);
        if (back && record.retired === undefined)
            continue;
        const proof = back
            ? await prover.cameBack(record)
            : await prover.removed(record);
        if (proof.kind === 'proven')
            proven.push({ record, key: proof.key, back });
        else if (proof.kind === 'unsettled')
            unsettled[proof.why].push(record);
        else
            leftAlone.push((0,prune_report/* leftAloneRow */.bL)(record, `not proven by the repository: ${proof.why}`, record.removedAt));
    }
    logUnsettled(deps.log, unsettled);
    const matched = await matchOnService(deps, proven, headKeys);
    const branches = await (0,abandoned_branch_keys/* followBranchKeys */._8)(deps, ofBranches, headNames);
    return {
        live: [...matched.live, ...branches.live],
        back: [...matched.back, ...branches.back],
        leftAlone: [...leftAlone, ...matched.leftAlone, ...branches.leftAlone],
        carried: [...unsettled.commits, ...unsettled.history],
    };
}
function logUnsettled(log, unsettled) {
    if (unsettled.commits.length > 0) {
        log.info(`Removed keys: ${(0,plural/* count */.U)(unsettled.commits.length, 'key')} wait for a later run, not acted on: proving them needs more than the ${MOST_COMMITS} commits one run reads`);
    }
    if (unsettled.history.length > 0) {
        log.info(`Removed keys: ${(0,plural/* count */.U)(unsettled.history.length, 'key')} not acted on: the commit that proves each is not within the history this shallow checkout could fetch (fetch-depth: 0 settles it)`);
    }
}
/**
 * The proven keys' service keys, by the names their paths give (never the name a record
 * states), proven by the base text the repository had; a key back at HEAD may also have the
 * text HEAD gives it, which the push has just sent.
 */
async function matchOnService(deps, proven, headKeys) {
    const names = proven.flatMap(({ record }) => (0,service_keys/* candidateNames */.qd)(record.path));
    const onService = names.length === 0 ? new Map() : await (0,service_keys/* serviceKeys */.Wy)(deps.client, deps.projectId, names);
    const live = [];
    const back = [];
    const leftAlone = [];
    for (const { record, key, back: isBack } of proven) {
        let match = (0,service_keys/* matchKey */.LJ)(key, onService, deps.base);
        const atHead = headKeys.get((0,prune_state/* idOf */.T)(record));
        if (isBack && match.kind === 'differs' && atHead)
            match = (0,service_keys/* matchKey */.LJ)(atHead, onService, deps.base);
        if (match.kind === 'absent')
            continue;
        if (match.kind !== 'found') {
            leftAlone.push((0,prune_report/* leftAloneRow */.bL)(record, LEFT_ALONE[match.kind], record.removedAt));
            continue;
        }
        const liveKey = { record: { ...record, name: match.key.name }, service: match.key };
        (isBack ? back : live).push(liveKey);
    }
    return { live, back, leftAlone };
}
const LEFT_ALONE = {
    ambiguous: 'more than one key on the service could be it',
    differs: 'its base text (or context) on the service is not the one the repository had',
};
/**
 * Keys of the last sync's base files that HEAD's lack under every spelling and are not followed
 * yet, as new records: proven by the last sync's commit, found gone at HEAD, dated now.
 */
async function newlyGone(deps, files, headKeys, headNames) {
    const since = deps.since;
    if (since === undefined)
        return [];
    const before = await (0,base_keys/* baseKeysAt */.L)(deps.git, since, files);
    if (before.kind === 'unread') {
        deps.log.info(`Removed keys: ${before.file} at the last sync cannot be read key by key (${before.why}); keys removed from it are not looked for`);
        return [];
    }
    const followed = new Set(deps.recorded.map(prune_state/* idOf */.T));
    const keys = (0,base_keys/* keysGone */.U)(before.keys, headKeys).filter(([id, key]) => !followed.has(id) && !spelledAmong(key.path, headNames));
    if (keys.length === 0)
        return [];
    deps.log.info(`Removed keys: ${(0,plural/* count */.U)(keys.length, 'key')} of the base-language files since the last sync: ${namesOf(keys.map(([, key]) => key.path.join('.')))}`);
    return keys.map(([, key]) => ({
        path: key.path,
        name: (0,service_keys/* candidateNames */.qd)(key.path)[0] ?? key.path.join('.'),
        removedAt: deps.now.toISOString(),
        lastHadIn: since,
        goneIn: deps.head,
    }));
}
/** Most keys a log line names one by one. */
const NAMED = 10;
/** Keys by name, the first `most` (ten), then how many more. */
function namesOf(names, most = NAMED) {
    const shown = names.slice(0, most);
    return shown.join(', ') + (names.length > most ? `, and ${names.length - most} more` : '');
}


/***/ }),

/***/ 5156:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bL: () => (/* binding */ leftAloneRow),
/* harmony export */   gd: () => (/* binding */ keyRow),
/* harmony export */   nG: () => (/* binding */ byName)
/* harmony export */ });
/* harmony import */ var _service_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3351);

/** A row for a followed key; `afterMs` (prune-after) dates a retired key's removal. */
function keyRow(key, base, status, afterMs) {
    const { record } = key;
    const removableAt = afterMs === undefined || record.retired === undefined
        ? undefined
        : new Date(Date.parse(record.removedAt) + afterMs).toISOString();
    return {
        name: record.name,
        status,
        translations: (0,_service_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .translationCount */ .zW)(key.service, base),
        removedAt: record.removedAt,
        ...(removableAt ? { removableAt } : {}),
        ...(record.branch === undefined
            ? {}
            : { note: `added on ${record.branch}, which was deleted unmerged` }),
    };
}
/** A row for a removed repository key that is not followed, and why. */
function leftAloneRow(key, note, removedAt) {
    return { name: key.path.join('.'), status: 'left-alone', translations: 0, removedAt, note };
}
/** The order rows and records are listed and recorded in: by name. */
function byName(a, b) {
    return a.name.localeCompare(b.name);
}


/***/ })

};
