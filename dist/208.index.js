export const id = 208;
export const ids = [208,98];
export const modules = {

/***/ 4098:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   baseChanges: () => (/* binding */ baseChanges),
/* harmony export */   baseTextsOf: () => (/* binding */ baseTextsOf),
/* harmony export */   itemsByName: () => (/* binding */ itemsByName)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var _prune_branch_tags_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4207);
/* harmony import */ var _prune_service_keys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3351);
/* harmony import */ var _translations_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1904);
/* harmony import */ var _file_entries_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5516);





/** The service's items by name, the first of each name. */
function itemsByName(items) {
    const byName = new Map();
    for (const item of items)
        if (!byName.has(item.key))
            byName.set(item.key, item);
    return byName;
}
/** Every text of the base `files` in the checkout, with the service's key of its name. */
async function baseTextsOf(workspace, files, items) {
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(workspace);
    const found = (path) => (0,_prune_service_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .candidateNames */ .qd)(path).flatMap((name) => items.get(name) ?? [])[0];
    const texts = [];
    for (const file of files) {
        const entries = await (0,_file_entries_js__WEBPACK_IMPORTED_MODULE_4__/* .baseKeysAt */ .L)(root, file);
        entries?.forEach((text, key) => {
            const path = (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .segmentsOf */ .OD)(key).map(String);
            const form = path.length > 1 && _translations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .PLURAL_FORMS */ .DG.has(path[path.length - 1] ?? '');
            const item = found(path);
            const formOfListed = form && item === undefined && found(path.slice(0, -1)) !== undefined;
            texts.push({ file, key, text, item, form, formOfListed });
        });
    }
    return texts;
}
/** The changes `files` (base-language files of the checkout) would make in `language`. */
async function baseChanges(deps, files, language) {
    const { client, settings } = deps;
    const items = itemsByName(await (0,_prune_branch_tags_js__WEBPACK_IMPORTED_MODULE_1__/* .baseItemsOf */ .BA)(client, settings.projectId, language));
    const texts = await baseTextsOf(settings.context.workspace, files, items);
    const added = texts.filter((t) => t.item === undefined && !t.formOfListed);
    const changed = texts.filter((t) => t.item !== undefined && typeof t.text === 'string' && t.item.translation !== t.text);
    return { added: [...new Set(added.map((t) => (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .keyLabel */ .w8)(t.key)))], changed: changed.length };
}


/***/ }),

/***/ 2208:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uploadForBranch: () => (/* binding */ uploadForBranch)
/* harmony export */ });
/* harmony import */ var _files_languages_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3329);
/* harmony import */ var _translations_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1904);
/* harmony import */ var _base_changes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4098);
/* harmony import */ var _sent_by_key_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7745);
/* harmony import */ var _common_message_of_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6819);
/* harmony import */ var _translations_by_key_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5050);






async function uploadForBranch(deps, uploads, since, base, importFiles) {
    const baseFiles = uploads.filter((f) => (0,_files_languages_js__WEBPACK_IMPORTED_MODULE_3__/* .sameLanguage */ .zf)(f.language, base));
    const others = uploads.filter((f) => !(0,_files_languages_js__WEBPACK_IMPORTED_MODULE_3__/* .sameLanguage */ .zf)(f.language, base));
    const imports = baseFiles.length === 0 ? [] : await importFiles(baseFiles);
    const idle = { texts: [], files: [], calls: 0, error: undefined };
    if (imports.some((i) => i.error !== undefined)) {
        const skipped = others.map((file) => ({ file, waitedMs: 0, error: 'not attempted' }));
        return { imports: [...imports, ...skipped], byKey: idle, held: [] };
    }
    try {
        return { imports, ...(await sendTagged(deps, baseFiles, others, since, base)) };
    }
    catch (error) {
        const message = (0,_common_message_of_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .b)(error);
        deps.log.error(`Sending the branch's texts by key failed: ${message}`);
        return { imports, byKey: { ...idle, error: message }, held: [] };
    }
}
/** The texts of the branch's tagged keys sent by key; every other change held. */
async function sendTagged(deps, baseFiles, others, since, base) {
    const listed = await deps.client.string.list({ id: deps.settings.projectId, langs: [base] });
    const items = (0,_base_changes_js__WEBPACK_IMPORTED_MODULE_1__.itemsByName)(listed[base] ?? []);
    const tagged = (name) => items.get(name)?.tags?.includes(deps.branchTag) === true;
    const held = [];
    const send = [];
    // The base texts the import, which replaces nothing, left as the service had them.
    const baseTexts = await (0,_base_changes_js__WEBPACK_IMPORTED_MODULE_1__.baseTextsOf)(deps.settings.context.workspace, baseFiles, items);
    for (const { file, key, text, item, form } of baseTexts) {
        if (item === undefined || form || typeof text !== 'string' || item.translation === text)
            continue;
        if (tagged(item.key)) {
            send.push({ path: file.path, key, language: base, name: item.key, text, why: 'fix' });
        }
        else
            held.push({ path: file.path, key: (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_0__/* .keyLabel */ .w8)(key), language: base, why: 'base text' });
    }
    const plan = await (0,_translations_by_key_js__WEBPACK_IMPORTED_MODULE_2__/* .planByKey */ .u7)(deps, others, since, { everyText: true });
    for (const text of plan.texts) {
        if (tagged(text.name))
            send.push(text);
        else
            held.push({ ...text, key: (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_0__/* .keyLabel */ .w8)(text.key), why: 'translation' });
    }
    const calls = await (0,_sent_by_key_js__WEBPACK_IMPORTED_MODULE_5__/* .sendByKey */ .ZO)(deps, send);
    const files = others.filter((f) => !plan.imports.includes(f));
    return { byKey: { texts: send, files, calls, error: undefined }, held };
}


/***/ })

};
