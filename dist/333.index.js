export const id = 333;
export const ids = [333];
export const modules = {

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

/***/ 2333:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   untagMergedKeys: () => (/* binding */ untagMergedKeys)
/* harmony export */ });
/* harmony import */ var _prune_base_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6485);
/* harmony import */ var _prune_service_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3351);
/* harmony import */ var _common_plural_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4558);
/* harmony import */ var _prune_branch_tags_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4207);




/**
 * On the default branch, the keys a branch added (tagged `l10n-sync-branch:<branch>`) that its
 * base files now have: the branch was merged, and the keys are the default branch's. Their tags
 * become their tags less the branch tags (string/set `tags`, 1.0.9.3), read back after: the
 * interface does not say whether `tags` replaces a key's tags or adds to them. Either way the
 * pull writes such a key now, as the default branch has it (deleted-base-keys.ts).
 */
async function untagMergedKeys(deps, head, base) {
    const { settings, client, log } = deps;
    if (settings.revision !== '1.0.9.3')
        return;
    const id = settings.projectId;
    const tagged = (await (0,_prune_branch_tags_js__WEBPACK_IMPORTED_MODULE_2__/* .baseItemsOf */ .BA)(client, id, base)).filter((item) => item.tags?.some(_prune_branch_tags_js__WEBPACK_IMPORTED_MODULE_2__/* .isBranchTag */ .Xe));
    if (tagged.length === 0)
        return;
    const keys = await (0,_prune_base_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .baseKeysAt */ .L)(deps.git, head, { ...settings, base });
    if (keys.kind === 'unread') {
        log.warning(`Keys of merged branches keep their branch tags: ${keys.file} is not read key by key (${keys.why})`);
        return;
    }
    const names = new Set([...keys.keys.values()].flatMap((key) => (0,_prune_service_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .candidateNames */ .qd)(key.path)));
    const merged = tagged.filter((item) => names.has(item.key));
    if (merged.length === 0)
        return;
    await client.string.set({
        id,
        data: merged.map((item) => ({ key: item.key, tags: ownTags(item) })),
    });
    log.info(`Untagged ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U)(merged.length, 'key')} merged from branches: ${merged.map(named).join(', ')}`);
    if (settings.dryRun)
        return;
    const after = (await client.string.list({ id, langs: [base], keys: merged.map((i) => i.key) }))[base];
    const kept = (after ?? []).filter((item) => item.tags?.some(_prune_branch_tags_js__WEBPACK_IMPORTED_MODULE_2__/* .isBranchTag */ .Xe));
    if (kept.length > 0) {
        log.warning(`The service kept the branch tags of ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U)(kept.length, 'merged key')} (${kept.map(named).join(', ')}): its string/set added the tags given rather than set them. Remove them on the service; the default branch's pull writes these keys anyway`);
    }
}
/** A key's tags but the branches'. */
function ownTags(item) {
    return (item.tags ?? []).filter((tag) => !(0,_prune_branch_tags_js__WEBPACK_IMPORTED_MODULE_2__/* .isBranchTag */ .Xe)(tag));
}
function named(item) {
    return `${item.key} (${(item.tags ?? []).filter(_prune_branch_tags_js__WEBPACK_IMPORTED_MODULE_2__/* .isBranchTag */ .Xe).join(', ')})`;
}


/***/ })

};
