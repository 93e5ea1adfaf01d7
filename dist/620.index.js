export const id = 620;
export const ids = [620];
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

/***/ 9081:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ sourcePath)
/* harmony export */ });
/**
 * The path of the source a translation file belongs to: the first pattern it matches (as
 * `translationFiles` chooses) filled with the base language as the repository spells it, the
 * wildcard parts kept. Every language's file of a source is imported under this one name, so the
 * service takes them as one file and puts their texts on the base file's keys: under its own
 * path, `locales/pt-BR.json` (`language-map: pt-BR=pt_BR`) would be a file of its own, whose keys
 * the base file's translations never reach. Undefined when no pattern matches.
 */
function sourcePath(path, patterns, baseLocal) {
    const pattern = patterns.find((p) => p.languageOf(path) !== undefined);
    return pattern?.sourceOf(path, baseLocal);
}


/***/ }),

/***/ 3230:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ refuseSpellingClashes)
/* harmony export */ });
/* harmony import */ var _layout_files_input_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4603);
/* harmony import */ var _layout_layout_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(731);


/**
 * Two project languages that a placeholder spells alike (`%TWO_LETTERS_CODE%` of `pt` and
 * `pt_BR` is `pt`) would share one file, and each sync would overwrite one with the other. Known
 * only once the project's languages are: the run stops before its first write, naming the
 * placeholder and the pair that settles it.
 */
function refuseSpellingClashes(settings, languages) {
    const pairs = settings.languageMap.pairs.map(([local, service]) => `${local}=${service}`);
    const problems = settings.patterns.flatMap((pattern) => {
        if (pattern.kind === 'lang-iso')
            return [];
        const spec = pattern.group ?? (0,_layout_files_input_js__WEBPACK_IMPORTED_MODULE_0__/* .patternItem */ .G)(pattern.source);
        return (0,_layout_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .compileLayout */ .a)({ groups: [spec], excludes: [] }, pairs).clashes(languages);
    });
    if (problems.length > 0)
        throw new Error(`files: ${problems.join('; ')}`);
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

/***/ 5779:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DJ: () => (/* binding */ differingFromHead),
/* harmony export */   az: () => (/* binding */ workingTreeStatus),
/* harmony export */   jY: () => (/* binding */ restoreFromHead),
/* harmony export */   vl: () => (/* binding */ changedPaths)
/* harmony export */ });
/**
 * Every path of the working tree that differs from HEAD, untracked files one by one; only among
 * `paths` when given (a large repository's status is then not walked whole). `ignoreCtime`: a
 * file whose inode, size and modification time are the index's is taken as unchanged even when
 * its inode changed status (a hard link made and renamed back, as set-aside.ts does), instead
 * of git reading it whole again.
 */
async function workingTreeStatus(git, paths, options = {}) {
    const status = await git.run([
        'status',
        '--porcelain=v1',
        '-z',
        '--untracked-files=all',
        '--no-renames',
        ...(paths ? ['--', ...paths] : []),
    ], options.ignoreCtime ? { config: [['core.trustctime', 'false']] } : {});
    return status.stdout
        .split('\0')
        .filter((entry) => entry.length > 3)
        .map((entry) => ({ path: entry.slice(3), untracked: entry.startsWith('??') }));
}
/** Paths that differ from HEAD in the working tree, untracked files included (see workingTreeStatus). */
async function changedPaths(git, paths) {
    return (await workingTreeStatus(git, paths)).map((entry) => entry.path);
}
/**
 * Tracked files whose working tree differs from HEAD, staged or not (a step before the run
 * changed them): git tells from its index's file times, reading only the files they name.
 */
async function differingFromHead(git) {
    const diff = await git.run(['diff', '--name-only', '-z', '--no-renames', 'HEAD', '--']);
    return new Set(diff.stdout.split('\0').filter((path) => path !== ''));
}
/** Puts the working tree's `paths` back as HEAD has them, leaving the index as it is. */
async function restoreFromHead(git, paths) {
    if (paths.length === 0)
        return;
    await git.run(['restore', '--source=HEAD', '--worktree', '--pathspec-from-file=-', '--pathspec-file-nul'], { input: paths.join('\0') });
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

/***/ 7213:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ serviceNameOf),
/* harmony export */   t: () => (/* binding */ keyTextsOf)
/* harmony export */ });
/* harmony import */ var _translations_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1904);

const JOIN = '::';
function serviceNameOf(key) {
    const segments = (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentsOf */ .OD)(key);
    const last = segments[segments.length - 1];
    const plural = segments.length > 1 && typeof last === 'string' && _translations_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PLURAL_FORMS */ .DG.has(last);
    const stem = plural ? segments.slice(0, -1) : segments;
    return { name: stem.map(String).join(JOIN), form: plural ? last : undefined, stem };
}
/** The file's keys by service name; a text that is no string (a JSON number) is left out. */
function keyTextsOf(entries) {
    const texts = new Map();
    for (const [key, value] of entries) {
        if (typeof value !== 'string')
            continue;
        const { name, form } = serviceNameOf(key);
        if (form === undefined)
            texts.set(name, { name, text: value });
        else
            texts.set(name, { name, forms: { ...texts.get(name)?.forms, [form]: value } });
    }
    return texts;
}


/***/ }),

/***/ 6511:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ readListedTexts)
/* harmony export */ });
/* unused harmony export ListedTexts */
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3796);

/**
 * The texts string/list gives under the names wanted, by language, with how often each name is
 * listed in a language (twice: two keys of that name, in two files). The files of a format that
 * goes by key both ways are decided by them (by-key-files.ts, pull/by-key-bundle.ts).
 */
class ListedTexts {
    #wanted;
    byLanguage = new Map();
    /** Items the answer listed, wanted or not, and its bytes: what the next batch is sized by. */
    items = 0;
    bytes = 0;
    constructor(wanted) {
        this.#wanted = wanted;
    }
    answered(bytes) {
        this.bytes = bytes;
    }
    addText(language, key, translation) {
        this.items++;
        if (!this.#wanted.has(key))
            return;
        let texts = this.byLanguage.get(language);
        if (texts === undefined)
            this.byLanguage.set(language, (texts = new Map()));
        const seen = texts.get(key);
        texts.set((0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .detached */ .ht)(key), { text: (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .detached */ .ht)(translation), times: (seen?.times ?? 0) + 1 });
    }
    /** The one text of `name` in `language`; undefined where unlisted or listed several times. */
    textOf(language, name) {
        const listed = this.byLanguage.get(language)?.get(name);
        return listed === undefined || listed.times > 1 ? undefined : listed.text;
    }
}
/**
 * string/list of `languages` under the names `wanted`, read in language batches sized from the
 * answers (LanguageBatches: each expected under a quarter of the read limit), so that no answer
 * nears the limit: one answer of every language passed it at about 0.9 million texts (issue 43).
 * An answer over the limit all the same is read again in smaller batches.
 */
async function readListedTexts(client, id, languages, wanted) {
    const limits = { maxAnswerBytes: client.maxAnswerBytes, textsPerLanguage: wanted.size };
    const answers = await (0,_api_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readInLanguageBatches */ .QP)(languages, limits, (langs) => client.readStringTexts({ id, langs }, () => new ListedTexts(wanted)));
    const listed = new ListedTexts(wanted);
    for (const answer of answers) {
        for (const [language, texts] of answer.byLanguage)
            listed.byLanguage.set(language, texts);
    }
    return listed;
}


/***/ })

};
