export const id = 102;
export const ids = [102];
export const modules = {

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
 * `paths` when given (a large repository's status is then not walked whole).
 */
async function workingTreeStatus(git, paths) {
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

/***/ 5102:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   keepCheckout: () => (/* binding */ keepCheckout)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _git_status_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5779);
/* harmony import */ var _common_plural_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4558);




/**
 * Notes what differs from HEAD now and keeps a copy of each such file (a step before this one
 * may have left work there), so that `restore` can tell the run's changes from earlier ones and
 * put both back: files the run changed or made are restored from HEAD or removed, files that
 * were already changed get their earlier content back.
 */
async function keepCheckout(git, tempDir) {
    const copies = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(tempDir, 'kept');
    /** Each path that differed from HEAD: a copy of its file, or `absent` (deleted), or neither. */
    const before = new Map();
    for (const [index, entry] of (await (0,_git_status_js__WEBPACK_IMPORTED_MODULE_2__/* .workingTreeStatus */ .az)(git)).entries()) {
        const from = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(git.workspace, entry.path);
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(from).catch(() => undefined);
        if (!stats?.isFile()) {
            before.set(entry.path, stats === undefined ? { absent: true } : {});
            continue;
        }
        const copy = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(copies, String(index));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(copies, { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)(from, copy);
        before.set(entry.path, { copy });
    }
    return {
        async restore(log) {
            const now = await (0,_git_status_js__WEBPACK_IMPORTED_MODULE_2__/* .workingTreeStatus */ .az)(git);
            const fromHead = now.filter((e) => !e.untracked && !before.has(e.path)).map((e) => e.path);
            const made = now.filter((e) => e.untracked && !before.has(e.path)).map((e) => e.path);
            await (0,_git_status_js__WEBPACK_IMPORTED_MODULE_2__/* .restoreFromHead */ .jY)(git, fromHead);
            for (const path of made)
                await removeWithEmptyFolders(git.workspace, path);
            let earlier = 0;
            for (const [path, { copy, absent }] of before) {
                if (copy !== undefined)
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)(copy, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(git.workspace, path));
                else if (absent)
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(git.workspace, path), { force: true });
                else
                    continue;
                earlier++;
            }
            const parts = [
                fromHead.length > 0 ? `${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U)(fromHead.length, 'file')} restored from HEAD` : '',
                made.length > 0 ? `${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U)(made.length, 'new file')} removed` : '',
            ].filter((part) => part !== '');
            if (parts.length > 0) {
                log.info(`Put the checkout back as the run found it: ${parts.join(', ')}` +
                    (earlier > 0
                        ? `; ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U)(earlier, 'file')} changed before the run kept as ${earlier === 1 ? 'it was' : 'they were'}`
                        : ''));
            }
        },
    };
}
/** Removes a file the run made, then each folder it leaves empty, up to the checkout. */
async function removeWithEmptyFolders(workspace, path) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace, path), { force: true });
    for (let folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path); folder !== '.' && folder !== ''; folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(folder)) {
        const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace, folder);
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(full).catch(() => ['?'])).length > 0)
            return;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rmdir)(full);
    }
}


/***/ })

};
