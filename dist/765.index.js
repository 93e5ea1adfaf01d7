export const id = 765;
export const ids = [765];
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

/***/ 5765:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  keepCheckout: () => (/* binding */ keepCheckout)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/src/git/status.js
var git_status = __webpack_require__(5779);
// EXTERNAL MODULE: ./lib/src/common/plural.js
var plural = __webpack_require__(4558);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./lib/src/files/checkout-file.js
var checkout_file = __webpack_require__(8523);
;// CONCATENATED MODULE: ./lib/src/post-pull-command/set-aside.js




/**
 * A folder for the files set aside in the checkout's `.git`, on the checkout's file system so
 * that a link and a rename are enough; undefined when `.git` is no folder (a worktree's `.git`
 * file): then git alone puts the checkout back.
 */
async function setAsideIn(workspace) {
    const gitFolder = (0,external_node_path_.join)(workspace, '.git');
    if (!(await (0,promises_.lstat)(gitFolder).catch(() => undefined))?.isDirectory())
        return undefined;
    const folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)(gitFolder, 'l10n-sync-kept-'));
    const kept = new Map();
    return {
        keep(path) {
            if (kept.has(path))
                return true;
            const aside = (0,external_node_path_.join)(folder, String(kept.size));
            try {
                (0,external_node_fs_.linkSync)((0,external_node_path_.join)(workspace, path), aside);
            }
            catch {
                return false;
            }
            kept.set(path, aside);
            return true;
        },
        async putBack() {
            const back = [];
            for (const [path, aside] of kept) {
                // A folder a later step removed, or made a link (post-pull-command runs code of the
                // repository's), leaves the file to git, which writes through no link.
                if ((await (0,checkout_file/* folderProblem */.IV)(workspace, path)) !== undefined)
                    continue;
                const renamed = await (0,promises_.rename)(aside, (0,external_node_path_.join)(workspace, path)).then(() => true, () => false);
                if (renamed)
                    back.push(path);
            }
            kept.clear();
            return back;
        },
        remove: () => (0,promises_.rm)(folder, { recursive: true, force: true }),
    };
}

;// CONCATENATED MODULE: ./lib/src/post-pull-command/checkout-keeper.js





/**
 * Notes what differs from HEAD now and keeps a copy of each such file (a step before this one
 * may have left work there), so that `restore` can tell the run's changes from earlier ones and
 * put both back: files the run changed or made are restored from HEAD or removed, files that
 * were already changed get their earlier content back.
 */
async function keepCheckout(git, tempDir) {
    // Noted while the service exports (on a fresh clone git reads every file again to tell them
    // unchanged: 0.25 s for 150 MB); nothing may be written into the checkout before.
    const noted = noteDiffering(git, (0,external_node_path_.join)(tempDir, 'kept'));
    noted.catch(() => undefined);
    const setAside = await setAsideIn(git.workspace);
    const notedAll = noted.then(() => undefined);
    notedAll.catch(() => undefined);
    return {
        setAside,
        noted: notedAll,
        async restore() {
            const before = await noted;
            const putBack = (await setAside?.putBack()) ?? [];
            await setAside?.remove();
            // Files put back are the inodes the index knows, renamed: their times tell them unchanged.
            const now = await (0,git_status/* workingTreeStatus */.az)(git, undefined, { ignoreCtime: true });
            const fromHead = now.filter((e) => !e.untracked && !before.has(e.path)).map((e) => e.path);
            const made = now.filter((e) => e.untracked && !before.has(e.path)).map((e) => e.path);
            await (0,git_status/* restoreFromHead */.jY)(git, fromHead);
            for (const path of made)
                await removeWithEmptyFolders(git.workspace, path);
            let earlier = 0;
            for (const [path, { copy, absent }] of before) {
                if (copy !== undefined)
                    await (0,promises_.copyFile)(copy, (0,external_node_path_.join)(git.workspace, path));
                else if (absent)
                    await (0,promises_.rm)((0,external_node_path_.join)(git.workspace, path), { force: true });
                else
                    continue;
                earlier++;
            }
            const parts = [
                putBack.length > 0 ? `${(0,plural/* count */.U)(putBack.length, 'file')} put back` : '',
                fromHead.length > 0 ? `${(0,plural/* count */.U)(fromHead.length, 'file')} restored from HEAD` : '',
                made.length > 0 ? `${(0,plural/* count */.U)(made.length, 'new file')} removed` : '',
            ].filter((part) => part !== '');
            if (parts.length === 0)
                return undefined;
            return (`Put the checkout back as the run found it: ${parts.join(', ')}` +
                (earlier > 0
                    ? `; ${(0,plural/* count */.U)(earlier, 'file')} changed before the run kept as ${earlier === 1 ? 'it was' : 'they were'}`
                    : ''));
        },
    };
}
/**
 * Each path that differs from HEAD now: a copy of its file, or `absent` (deleted), or neither
 * (not a regular file).
 */
async function noteDiffering(git, copies) {
    const before = new Map();
    for (const [index, entry] of (await (0,git_status/* workingTreeStatus */.az)(git)).entries()) {
        const from = (0,external_node_path_.join)(git.workspace, entry.path);
        const stats = await (0,promises_.lstat)(from).catch(() => undefined);
        if (!stats?.isFile()) {
            before.set(entry.path, stats === undefined ? { absent: true } : {});
            continue;
        }
        const copy = (0,external_node_path_.join)(copies, String(index));
        await (0,promises_.mkdir)(copies, { recursive: true });
        await (0,promises_.copyFile)(from, copy);
        before.set(entry.path, { copy });
    }
    return before;
}
/** Removes a file the run made, then each folder it leaves empty, up to the checkout. */
async function removeWithEmptyFolders(workspace, path) {
    await (0,promises_.rm)((0,external_node_path_.join)(workspace, path), { force: true });
    for (let folder = (0,external_node_path_.dirname)(path); folder !== '.' && folder !== ''; folder = (0,external_node_path_.dirname)(folder)) {
        const full = (0,external_node_path_.join)(workspace, folder);
        if ((await (0,promises_.readdir)(full).catch(() => ['?'])).length > 0)
            return;
        await (0,promises_.rmdir)(full);
    }
}


/***/ })

};
