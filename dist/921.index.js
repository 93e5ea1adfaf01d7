export const id = 921;
export const ids = [921];
export const modules = {

/***/ 8523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dj: () => (/* binding */ readForUpload),
/* harmony export */   IV: () => (/* binding */ folderProblem),
/* harmony export */   Pm: () => (/* binding */ uploadProblem),
/* harmony export */   Z_: () => (/* binding */ MAX_TRANSLATION_BYTES),
/* harmony export */   cu: () => (/* binding */ MAX_SCREENSHOT_BYTES)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);



/**
 * Reading a file of the checkout to upload it. The repository's contents are not trusted: a
 * merged commit may hold a symbolic link (`locales/en.json -> /proc/self/environ` would upload
 * the action's environment, tokens included), a path through a linked folder, or a name that a
 * step before this one replaced with a FIFO (which blocks a reader) or a device (which never
 * ends), or with a hard link: another name of a file that may lie outside the checkout (git never
 * makes hard links in a work tree, so a file with more than one name was made by a step of the
 * job). Only a regular file inside the checkout with no other name, reached without any link, is
 * read, and only up to a size no translation file or screenshot needs.
 */
/** Largest translation file uploaded: the biggest real ones are a few MiB. */
const MAX_TRANSLATION_BYTES = 50 * 1024 * 1024;
/** Largest screenshot uploaded (sent base64-encoded in a form field). */
const MAX_SCREENSHOT_BYTES = 10 * 1024 * 1024;
/**
 * Why `path` (repository-relative, forward slashes) may not be uploaded, or undefined when it is
 * a regular file of at most `maxBytes` inside `workspace` (a real path) with no link on the way.
 */
async function uploadProblem(workspace, path, maxBytes) {
    const found = await inspect(workspace, path, maxBytes);
    return 'reason' in found ? found.reason : undefined;
}
/**
 * The file's bytes, read as `uploadProblem` allows: opened without following a link and without
 * blocking, and checked to be the very file that was inspected, so a swap in between is refused.
 */
async function readForUpload(workspace, path, maxBytes) {
    const found = await inspect(workspace, path, maxBytes);
    if ('reason' in found)
        return { ok: false, reason: found.reason };
    const flags = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, path), flags);
    try {
        const opened = await handle.stat();
        if (!opened.isFile() || opened.ino !== found.stats.ino || opened.dev !== found.stats.dev) {
            return { ok: false, reason: 'it was replaced while being read' };
        }
        if (opened.nlink > 1)
            return { ok: false, reason: hardLinked(opened.nlink) };
        // One byte past the limit tells a file that grew after it was inspected.
        const buffer = Buffer.allocUnsafe(Math.min(opened.size, maxBytes) + 1);
        let length = 0;
        for (;;) {
            const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
            if (bytesRead === 0)
                break;
            length += bytesRead;
            if (length === buffer.length)
                break;
        }
        if (length > maxBytes)
            return { ok: false, reason: tooLarge(maxBytes) };
        return { ok: true, content: buffer.subarray(0, length) };
    }
    finally {
        await handle.close();
    }
}
/**
 * Why the folders on `path`'s way, from the checkout down, are not a plain way to it: one is
 * missing, a symbolic link or no folder. Undefined when each is a folder.
 */
async function folderProblem(workspace, path) {
    const segments = path.split('/');
    for (let depth = 1; depth < segments.length; depth++) {
        const folder = segments.slice(0, depth).join('/');
        const stats = await lstatOrUndefined((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, folder));
        if (stats === undefined)
            return 'it is not in the checkout';
        if (stats.isSymbolicLink())
            return `the folder '${folder}' on its path is a symbolic link`;
        if (!stats.isDirectory())
            return `'${folder}' on its path is not a folder`;
    }
    return undefined;
}
async function inspect(workspace, path, maxBytes) {
    const segments = path.split('/');
    if (segments.some((s) => s === '' || s === '.' || s === '..')) {
        return { reason: 'its path leaves the checkout' };
    }
    const folders = await folderProblem(workspace, path);
    if (folders !== undefined)
        return { reason: folders };
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, path);
    const stats = await lstatOrUndefined(full);
    if (stats === undefined)
        return { reason: 'it is not in the checkout' };
    if (stats.isSymbolicLink()) {
        const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(full).catch(() => '?');
        return { reason: `it is a symbolic link (to ${target}), not a file` };
    }
    if (!stats.isFile())
        return { reason: `it is ${kindOf(stats)}, not a regular file` };
    if (stats.nlink > 1)
        return { reason: hardLinked(stats.nlink) };
    if (stats.size > maxBytes)
        return { reason: tooLarge(maxBytes) };
    // No link was on the way, so this holds unless the checkout itself moved meanwhile.
    if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(full)) !== full)
        return { reason: 'its real path is outside the checkout' };
    return { stats };
}
function hardLinked(names) {
    return `it has ${names} names (hard links), and another may be a file outside the checkout`;
}
function tooLarge(maxBytes) {
    return `it is over the ${maxBytes / 1024 / 1024} MiB an upload may have`;
}
function kindOf(stats) {
    if (stats.isDirectory())
        return 'a folder';
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return 'a device';
    return 'not a file';
}
async function lstatOrUndefined(path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}


/***/ }),

/***/ 6275:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hN: () => (/* binding */ translationFiles),
/* harmony export */   k2: () => (/* binding */ spellingOf),
/* harmony export */   mX: () => (/* binding */ shadowingFiles)
/* harmony export */ });
/* unused harmony export shadowedSource */
/* harmony import */ var _layout_group_pattern_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2021);

/**
 * The paths that match a `files` pattern, each with its language; other paths are never read.
 * A path matching several patterns is listed once. A file group's source is the base language's:
 * `base` when the caller knows it; then a group's translation file of the base language (Spring's
 * `messages_en.properties` beside `messages.properties`) is left out: see `shadowedSource`.
 */
function translationFiles(paths, patterns, languageMap, base) {
    const files = [];
    for (const path of paths) {
        for (const pattern of patterns) {
            const localLanguage = pattern.languageOf(path);
            if (localLanguage === undefined)
                continue;
            // A file group's source has no code in its path: it is the base language's.
            if (localLanguage === _layout_group_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_LANGUAGE */ .f) {
                const language = base ?? _layout_group_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_LANGUAGE */ .f;
                files.push({ path, localLanguage: languageMap.toLocal(language), language });
            }
            else if (base === undefined ||
                shadowedSource(pattern, path, languageMap, base) === undefined) {
                files.push({ path, localLanguage, language: languageMap.toService(localLanguage) });
            }
            break;
        }
    }
    return files;
}
/** A translation file's language as its path spells it (`%LOCALE%`: `zh-TW`, not `zh_TW`). */
function spellingOf(patterns, path) {
    return patterns.find((p) => p.languageOf(path) !== undefined)?.spellingIn(path);
}
/**
 * The source a file group's translation file of the base language stands beside, when `path` is
 * one. Such a file is neither the base texts (its group's `source` is) nor a translation: as a
 * file of its own it would put a second copy of the base keys on the service, so push, pull and
 * prune leave it out.
 */
function shadowedSource(pattern, path, languageMap, base) {
    if (pattern.kind !== 'group')
        return undefined;
    const local = pattern.languageOf(path);
    if (local === undefined || local === _layout_group_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_LANGUAGE */ .f)
        return undefined;
    if (languageMap.toService(local).toLowerCase() !== base.toLowerCase())
        return undefined;
    const source = pattern.sourceOf(path, languageMap.toLocal(base));
    return source === path ? undefined : source;
}
/** The files of `paths` that `shadowedSource` leaves out, with the source each stands beside. */
function shadowingFiles(paths, patterns, languageMap, base) {
    return paths.flatMap((path) => {
        const pattern = patterns.find((p) => p.languageOf(path) !== undefined);
        const source = pattern && shadowedSource(pattern, path, languageMap, base);
        return source === undefined ? [] : [{ path, source }];
    });
}


/***/ }),

/***/ 1957:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ parseRemovedKeys),
/* harmony export */   T: () => (/* binding */ idOf)
/* harmony export */ });
/* harmony import */ var _common_branch_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7758);

/** More keys than any real project removes between two syncs: a record past it is not ours. */
const MOST_KEYS = 100_000;
const COMMIT = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
/**
 * The removed keys of a recorded state (its JSON object), or none when it has no valid record.
 * The state is in the repository, which is not trusted: every field is checked, and a record
 * that fails any check is dropped whole (keys are then only found again as they are removed).
 */
function parseRemovedKeys(state) {
    if (typeof state !== 'object' || state === null)
        return [];
    const list = state['removedKeys'];
    if (!Array.isArray(list) || list.length > MOST_KEYS)
        return [];
    const keys = [];
    for (const item of list) {
        const key = removedKey(item);
        if (key === undefined)
            return [];
        keys.push(key);
    }
    return keys;
}
function removedKey(value) {
    if (typeof value !== 'object' || value === null)
        return undefined;
    const record = value;
    const { path, name, removedAt, lastHadIn, goneIn, retired, branch } = record;
    if (!Array.isArray(path) || path.length === 0 || path.length > 64)
        return undefined;
    if (!path.every((segment) => typeof segment === 'string' && segment.length <= 4096)) {
        return undefined;
    }
    if (typeof name !== 'string' || name === '' || name.length > 16_384)
        return undefined;
    if (!isDate(removedAt) || !isCommit(lastHadIn) || !isCommit(goneIn))
        return undefined;
    if (branch !== undefined && !(0,_common_branch_name_js__WEBPACK_IMPORTED_MODULE_0__/* .isBranchName */ .Q)(branch))
        return undefined;
    const key = {
        path: path,
        name,
        removedAt,
        lastHadIn,
        goneIn,
        ...(branch === undefined ? {} : { branch }),
    };
    if (retired === undefined)
        return key;
    const retirement = retirementOf(retired);
    return retirement === undefined ? undefined : { ...key, retired: retirement };
}
function retirementOf(value) {
    if (typeof value !== 'object' || value === null)
        return undefined;
    const { at, hid } = value;
    if (!isDate(at) || typeof hid !== 'boolean')
        return undefined;
    return { at, hid };
}
function isCommit(value) {
    return typeof value === 'string' && COMMIT.test(value);
}
function isDate(value) {
    return typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));
}
/** A key's identity: its path as JSON, as base-keys.ts keys its maps. */
function idOf(key) {
    return JSON.stringify(key.path);
}


/***/ }),

/***/ 3351:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LJ: () => (/* binding */ matchKey),
/* harmony export */   Wy: () => (/* binding */ serviceKeys),
/* harmony export */   fl: () => (/* binding */ SEPARATORS),
/* harmony export */   qQ: () => (/* binding */ projectKeyCount),
/* harmony export */   qd: () => (/* binding */ candidateNames),
/* harmony export */   zW: () => (/* binding */ translationCount)
/* harmony export */ });
/* harmony import */ var _translations_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9039);

/** Names asked for in one string/list call: the answer stays small, the form body short. */
const NAMES_PER_CALL = 200;
/**
 * How the service may join a nested key's names. The interface does not say, so every way is
 * asked for, and a key is followed only when exactly one of them names a key on the service.
 */
const SEPARATORS = ['::', '.', '/', ':'];
/** The names the service may give a repository key. */
function candidateNames(path) {
    const [first] = path;
    if (path.length === 1 && first !== undefined) {
        // A .po entry's context is the service key's context, not part of its name.
        const at = first.indexOf(_translations_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .PO_CONTEXT_SEPARATOR */ .MJ);
        return [at === -1 ? first : first.slice(at + 1)];
    }
    return [...new Set(SEPARATORS.map((separator) => path.join(separator)))];
}
/** The .po context a repository key carries, if any. */
function contextOf(path) {
    const first = path[0] ?? '';
    const at = first.indexOf(_translations_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .PO_CONTEXT_SEPARATOR */ .MJ);
    return path.length === 1 && at !== -1 ? first.slice(0, at) : undefined;
}
/**
 * The keys named `names` on the service, in every language, a few hundred names per call (paced
 * like any other call). A name listed twice in one language (keys told apart by file) is
 * `ambiguous`: which of them is the repository's cannot be said. Keys the answer has but were
 * not asked for are ignored.
 */
async function serviceKeys(client, id, names) {
    const wanted = new Set(names);
    const found = new Map();
    const unique = [...wanted];
    for (let start = 0; start < unique.length; start += NAMES_PER_CALL) {
        const chunk = unique.slice(start, start + NAMES_PER_CALL);
        const fold = await client.readStrings({ id, keys: chunk }, () => new KeyFold(wanted));
        for (const [name, key] of fold.keys)
            found.set(name, key);
    }
    return found;
}
/** Gathers the items of the names asked for, language by language. */
class KeyFold {
    keys = new Map();
    #wanted;
    #seen = new Set();
    constructor(wanted) {
        this.#wanted = wanted;
    }
    add(language, item) {
        if (!this.#wanted.has(item.key))
            return;
        const known = this.keys.get(item.key);
        const seenHere = `${language}\u0000${item.key}`;
        if (this.#seen.has(seenHere)) {
            this.keys.set(item.key, 'ambiguous');
            return;
        }
        this.#seen.add(seenHere);
        if (known === 'ambiguous')
            return;
        const key = known ?? {
            name: item.key,
            context: item.context,
            tags: item.tags ?? [],
            hidden: item.isHidden,
            texts: new Map(),
        };
        if (item.translation !== '')
            key.texts.set(language, item.translation);
        if (!known)
            this.keys.set(item.key, key);
    }
}
/**
 * The service's key for a repository key, proven by its name and by its base text, which must be
 * the one the repository last had (a key someone made on the service is never the repository's).
 */
function matchKey(key, found, base) {
    const named = candidateNames(key.path).flatMap((name) => {
        const hit = found.get(name);
        return hit === undefined ? [] : [hit];
    });
    const [only] = named;
    if (only === undefined)
        return { kind: 'absent' };
    if (named.length > 1 || only === 'ambiguous')
        return { kind: 'ambiguous' };
    const context = contextOf(key.path);
    const sameContext = context === undefined || (only.context ?? '') === context;
    return sameContext && sameText(key.value, only.texts.get(base) ?? '')
        ? { kind: 'found', key: only }
        : { kind: 'differs', key: only };
}
/**
 * Whether the service's base text is the repository's: equal for a plain text; for plural forms
 * (sent back as one JSON text whose form names may differ from a file's indexes), every form
 * text of the repository among the service's.
 */
function sameText(value, serviceText) {
    if (typeof value === 'string')
        return value === serviceText;
    let forms;
    try {
        forms = JSON.parse(serviceText);
    }
    catch {
        return false;
    }
    if (typeof forms !== 'object' || forms === null)
        return false;
    const texts = new Set(Object.values(forms).filter((v) => typeof v === 'string'));
    const own = Object.values(value);
    return own.length > 0 && own.every((text) => texts.has(text));
}
/** Languages other than the base with a text for the key. */
function translationCount(key, base) {
    let count = 0;
    for (const language of key.texts.keys())
        if (language !== base)
            count += 1;
    return count;
}
/** How many keys the project has: its base language's items, from one string/list call. */
async function projectKeyCount(client, id, base) {
    const fold = await client.readStrings({ id, langs: [base] }, () => new NameCount());
    return fold.names.size;
}
class NameCount {
    names = new Set();
    add(_language, item) {
        this.names.add(item.key);
    }
}


/***/ }),

/***/ 4405:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkPhase: () => (/* binding */ checkPhase)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/src/files/languages.js
var files_languages = __webpack_require__(3329);
// EXTERNAL MODULE: ./lib/src/git/sync-ref.js + 1 modules
var sync_ref = __webpack_require__(5974);
// EXTERNAL MODULE: ./lib/src/common/plural.js
var plural = __webpack_require__(4558);
// EXTERNAL MODULE: ./lib/src/prune/base-keys.js
var base_keys = __webpack_require__(6485);
// EXTERNAL MODULE: ./lib/src/prune/service-keys.js
var service_keys = __webpack_require__(3351);
// EXTERNAL MODULE: ./lib/src/git/objects.js
var objects = __webpack_require__(8145);
// EXTERNAL MODULE: ./lib/src/git/remote.js
var remote = __webpack_require__(6055);
;// CONCATENATED MODULE: ./lib/src/check/compared-commit.js



/**
 * What a check compares HEAD with (docs/branches-and-checks.md, "Checks and gates"). On a pull request the checkout
 * is its merge commit, whose first parent is the base branch's tip: the change is exactly what the
 * pull request brings (any merge commit likewise: what it merged). A depth-1 checkout has the merge
 * commit but not its parents, so the first parent is fetched by its id. Elsewhere, the branch's
 * last sync. Undefined where neither is there: then every key of the base files counts as the
 * change's.
 */
async function comparedCommit(git, syncRef) {
    const parents = await (0,objects/* parentsOf */.fY)(git, await (0,sync_ref/* headCommit */.Qo)(git));
    if (parents.length > 1) {
        const [first] = parents;
        if (await (0,remote/* fetchCommit */.iH)(git, first)) {
            return { commit: first, what: `the merge's base (${first.slice(0, 12)})` };
        }
    }
    const state = await (0,sync_ref/* readSyncRef */.JH)(git, syncRef.ref, syncRef.stateRef);
    if (state.kind === 'found')
        return { commit: state.commit, what: `the last sync (${syncRef.ref})` };
    return undefined;
}

;// CONCATENATED MODULE: ./lib/src/check/check.js






async function runCheck(deps) {
    const { settings, client, git, log } = deps;
    const id = settings.projectId;
    const [projectLanguages, compared, head] = await Promise.all([
        client.language.list({ id }),
        comparedCommit(git, {
            ref: (0,sync_ref/* syncRefName */.gB)(id, deps.branch),
            stateRef: (0,sync_ref/* syncStateRefName */.XK)(id, deps.branch),
        }),
        (0,sync_ref/* headCommit */.Qo)(git),
    ]);
    const base = (0,files_languages/* baseLanguageOf */.Xu)(projectLanguages, settings.baseLanguage, settings.languageMap);
    const languages = projectLanguages.map((l) => l.iso).filter((l) => !(0,files_languages/* sameLanguage */.zf)(l, base));
    const files = { patterns: settings.patterns, languageMap: settings.languageMap, base };
    const changed = await changedKeys(git, files, head, compared);
    log.info(compared === undefined
        ? `${(0,plural/* count */.U)(changed.length, 'base-language key')} in all: no earlier commit to compare with, so every key counts`
        : `${(0,plural/* count */.U)(changed.length, 'base-language key')} added or changed since ${compared.what}`);
    const names = changed.flatMap(({ key }) => (0,service_keys/* candidateNames */.qd)(key.path));
    const found = names.length === 0 ? new Map() : await (0,service_keys/* serviceKeys */.Wy)(client, id, names);
    const keys = changed.map(({ key, change }) => {
        const hits = (0,service_keys/* candidateNames */.qd)(key.path).flatMap((name) => found.get(name) ?? []);
        const [only] = hits;
        const onService = hits.length === 1 && only !== 'ambiguous' && only !== undefined;
        const texts = onService && typeof only === 'object' ? only.texts : new Map();
        return {
            label: key.path.join('.'),
            path: key.path,
            file: key.files[0] ?? '',
            change,
            onService,
            missingIn: languages.filter((language) => (texts.get(language) ?? '') === ''),
        };
    });
    return { compared, base, languages, keys };
}
/** The base keys HEAD adds, or whose text it changes, against `compared` (every key without one). */
async function changedKeys(git, files, head, compared) {
    const [now, then] = await Promise.all([
        (0,base_keys/* baseKeysAt */.L)(git, head, files),
        compared === undefined ? undefined : (0,base_keys/* baseKeysAt */.L)(git, compared.commit, files),
    ]);
    if (now.kind === 'unread')
        throw new Error(`${now.file} cannot be read key by key (${now.why})`);
    const before = then?.kind === 'read' ? then.keys : new Map();
    const out = [];
    for (const [id, key] of now.keys) {
        const old = before.get(id);
        if (old === undefined)
            out.push({ key, change: 'added' });
        else if (JSON.stringify(old.value) !== JSON.stringify(key.value))
            out.push({ key, change: 'changed' });
    }
    return out;
}

;// CONCATENATED MODULE: ./lib/src/check/key-lines.js
/**
 * The line of a key in a base-language file's text, for an annotation there: each name of its
 * path is looked for as a key (`"name":`, `name:`, `name =`, `"name" =`) from the line of the
 * name before it on, so `menu.open` finds the `open` under `menu`. A name that is not found leaves
 * the line of the last one that was (or none): an annotation on the right file, near the key,
 * is better than none.
 */
function lineOfKey(text, path) {
    const lines = text.split(/\r?\n/);
    let at = 0;
    let found;
    for (const name of path) {
        const named = keyLine(name);
        const index = lines.findIndex((line, i) => i >= at && named.test(line));
        if (index === -1)
            break;
        found = index + 1;
        at = index + 1;
    }
    return found;
}
/** A line that holds `name` as a key, in the formats a base file may have. */
function keyLine(name) {
    const quoted = JSON.stringify(name)
        .slice(1, -1)
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const bare = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(String.raw `^\s*(?:"${quoted}"\s*[:=]|'${bare}'\s*:|${bare}\s*[:=])`);
}

// EXTERNAL MODULE: ./lib/src/common/markdown.js
var markdown = __webpack_require__(869);
// EXTERNAL MODULE: ./lib/src/prune/find-removed.js + 3 modules
var find_removed = __webpack_require__(3913);
;// CONCATENATED MODULE: ./lib/src/report/check-summary.js



/** Keys named one by one in a failing check's line; the rest are counted. */
const MOST_NAMED = 20;
/** Rows of the summary's table; the rest are counted. */
const MOST_ROWS = 200;
/**
 * The `missing-translations` output: per language (service codes, base left out) the change's
 * keys without a text there, a key the service lacks counting in every language; `keys`: the
 * change's keys the service lacks.
 */
function missingTranslations(report) {
    const missing = {};
    for (const language of report.languages) {
        missing[language] = report.keys.filter((k) => k.missingIn.includes(language)).length;
    }
    missing['keys'] = report.keys.filter((k) => !k.onService).length;
    return missing;
}
/** The job summary's section: one row per key of the change, a column per language. */
function checkSection(report) {
    const { keys, languages } = report;
    const since = report.compared === undefined
        ? 'in the base files (no earlier commit to compare with: every key counts)'
        : `added or changed since ${report.compared.what}`;
    const lacking = keys.filter((k) => !k.onService).length;
    const head = [
        '### Check',
        '',
        keys.length === 0
            ? `No base-language key ${since}.`
            : `${(0,plural/* count */.U)(keys.length, 'base-language key')} ${since}; ${lacking} not on the service.`,
    ];
    if (keys.length === 0)
        return `${head.join('\n')}\n`;
    const mark = (key, language) => !key.onService ? '—' : key.missingIn.includes(language) ? '✗' : '✓';
    const rows = keys
        .slice(0, MOST_ROWS)
        .map((key) => `| ${(0,markdown/* codeSpan */.SS)(key.label)} | ${(0,markdown/* codeSpan */.SS)(key.file)} | ${key.change} | ${key.onService ? 'yes' : '**no**'} | ${languages.map((l) => mark(key, l)).join(' | ')} |`);
    return [
        ...head,
        '',
        `| Key | File | Change | On the service | ${languages.map(markdown/* plainText */.wh).join(' | ')} |`,
        `| --- | --- | --- | --- | ${languages.map(() => ':---:').join(' | ')} |`,
        ...rows,
        ...(keys.length > MOST_ROWS ? ['', `… and ${keys.length - MOST_ROWS} more keys.`] : []),
        '',
        '✓ translated, ✗ no text in that language, — not on the service.',
        '',
    ].join('\n');
}
/** Why the check fails as `fail-on` says, in one line; undefined when it passes. */
function checkFailure(report, failOn) {
    if (failOn === 'none')
        return undefined;
    const lacking = report.keys.filter((k) => !k.onService);
    if (failOn === 'missing-keys') {
        return lacking.length === 0
            ? undefined
            : `${(0,plural/* count */.U)(lacking.length, 'key')} of this change ${lacking.length === 1 ? 'is' : 'are'} not on the service: ${named(lacking)}`;
    }
    const untranslated = report.keys.filter((k) => k.missingIn.length > 0);
    if (untranslated.length === 0)
        return undefined;
    const languages = report.languages.filter((l) => untranslated.some((k) => k.missingIn.includes(l)));
    return `${(0,plural/* count */.U)(untranslated.length, 'key')} of this change lack${untranslated.length === 1 ? 's' : ''} translations in ${languages.join(', ')}: ${named(untranslated)}`;
}
function named(keys) {
    return (0,find_removed/* namesOf */.eZ)(keys.map((k) => k.label), MOST_NAMED);
}

;// CONCATENATED MODULE: ./lib/src/run/check-phase.js





/**
 * mode: check (docs/branches-and-checks.md, "Checks and gates"): the check, its output, its table in the job summary,
 * an annotation on the base file's line of each key the service lacks; then the gate of `fail-on`.
 * It writes nothing: no upload, ref, branch or pull request.
 */
async function checkPhase(phase) {
    const { settings, log } = phase;
    const report = await log.group('Check', () => runCheck(phase));
    phase.outputs['missing-translations'] = JSON.stringify(missingTranslations(report));
    phase.summary.push(checkSection(report));
    await annotateMissing(phase, report);
    if (settings.requireCompletion !== undefined)
        await measureCompletion(phase, report);
    const failure = checkFailure(report, settings.failOn);
    if (failure !== undefined)
        throw new Error(failure);
}
/** The `completion` output, which require-completion needs: one more `string/list` of the project. */
async function measureCompletion(phase, report) {
    const { qualityPass } = await __webpack_require__.e(/* import() */ 155).then(__webpack_require__.bind(__webpack_require__, 6155));
    const { completionJson } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 2011));
    const languages = [report.base, ...report.languages];
    const quality = await qualityPass({ ...phase, settings: { ...phase.settings, pull: { ...phase.settings.pull, qa: 'off' } } }, { base: report.base, languages }, () => false);
    phase.outputs.completion = completionJson(quality.progress);
}
/** A warning on the line of each key the service lacks, in its base file as the checkout has it. */
async function annotateMissing(phase, report) {
    const texts = new Map();
    for (const key of report.keys.filter((k) => !k.onService)) {
        if (!texts.has(key.file)) {
            const path = (0,external_node_path_.join)(phase.settings.context.workspace, key.file);
            texts.set(key.file, await (0,promises_.readFile)(path, 'utf8').catch(() => undefined));
        }
        const text = texts.get(key.file);
        const line = text === undefined ? undefined : lineOfKey(text, key.path);
        phase.log.warning(`${key.label} is not on the service (project ${phase.settings.projectId})`, {
            file: key.file,
            line,
        });
    }
}


/***/ })

};
