export const id = 827;
export const ids = [827,98];
export const modules = {

/***/ 4098:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   baseChanges: () => (/* binding */ baseChanges),
/* harmony export */   entriesAt: () => (/* binding */ entriesAt)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var _files_checkout_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8523);
/* harmony import */ var _prune_service_keys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3351);
/* harmony import */ var _translations_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9851);
/* harmony import */ var _key_lookups_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3466);
/* harmony import */ var _service_texts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4089);






/** The changes `files` (base-language files of the checkout) would make in `language`. */
async function baseChanges(deps, files, language) {
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(deps.settings.context.workspace);
    const read = [];
    for (const file of files) {
        const entries = await entriesAt(root, file.path);
        if (entries !== undefined)
            read.push(entries);
    }
    if (read.length === 0)
        return { added: [], changed: 0 };
    const lookups = new _key_lookups_js__WEBPACK_IMPORTED_MODULE_4__/* .KeyLookups */ .N(read.map((entries) => ({ entries, language: 0 })), 1);
    const service = await deps.client.readStringTexts({ id: deps.settings.projectId, langs: [language] }, () => new _service_texts_js__WEBPACK_IMPORTED_MODULE_5__/* .ServiceTexts */ .Q([language], lookups.names, lookups.texts));
    lookups.resolve(service);
    const added = new Set();
    let changed = 0;
    for (const [index, entries] of read.entries()) {
        let at = 0;
        const ofFile = lookups.ofFile(index);
        entries.forEach((text, key) => {
            const { path, found } = ofFile[at++] ?? { path: [], found: undefined };
            if (found !== undefined) {
                if (typeof text === 'string' && service.textOf(found, 0) !== text)
                    changed += 1;
            }
            else if (!isFormOfListed(service, path))
                added.add((0,_translations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .keyLabel */ .w8)(key));
        });
    }
    return { added: [...added], changed };
}
/** Whether `path` is a plural form (`files.one`) of a key the service lists (`files`). */
function isFormOfListed(service, path) {
    const form = path[path.length - 1];
    if (path.length < 2 || form === undefined || !_translations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .PLURAL_FORMS */ .DG.has(form))
        return false;
    return service.only((0,_prune_service_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .candidateNames */ .qd)(path.slice(0, -1))) !== undefined;
}
/** A checkout file's entries as an upload reads it; undefined where it may not go up or read. */
async function entriesAt(root, path) {
    const read = await (0,_files_checkout_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readForUpload */ .Dj)(root, path, _files_checkout_file_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TRANSLATION_BYTES */ .Z_);
    if (!read.ok)
        return undefined;
    const reading = await (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readTranslationFile */ .k_)(path, read.content);
    return 'entries' in reading ? reading.entries : undefined;
}


/***/ }),

/***/ 2208:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uploadForBranch: () => (/* binding */ uploadForBranch)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var _base_changes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4098);
/* harmony import */ var _files_languages_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3329);
/* harmony import */ var _prune_service_keys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3351);
/* harmony import */ var _translations_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9851);
/* harmony import */ var _sent_by_key_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7745);
/* harmony import */ var _common_message_of_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6819);
/* harmony import */ var _translations_by_key_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4576);








async function uploadForBranch(deps, uploads, since, base, importFiles) {
    const baseFiles = uploads.filter((f) => (0,_files_languages_js__WEBPACK_IMPORTED_MODULE_5__/* .sameLanguage */ .zf)(f.language, base));
    const others = uploads.filter((f) => !(0,_files_languages_js__WEBPACK_IMPORTED_MODULE_5__/* .sameLanguage */ .zf)(f.language, base));
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
        const message = (0,_common_message_of_js__WEBPACK_IMPORTED_MODULE_6__/* .messageOf */ .b)(error);
        deps.log.error(`Sending the branch's texts by key failed: ${message}`);
        return { imports, byKey: { ...idle, error: message }, held: [] };
    }
}
/** The texts of the branch's tagged keys sent by key; every other change held. */
async function sendTagged(deps, baseFiles, others, since, base) {
    const items = await baseItems(deps, base);
    const tagged = (name) => items.get(name)?.tags?.includes(deps.branchTag) === true;
    const held = [];
    const send = [];
    for (const text of await baseTexts(deps, baseFiles, base, items)) {
        if (tagged(text.name))
            send.push(text);
        else
            held.push({ path: text.path, key: (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .keyLabel */ .w8)(text.key), language: base, why: 'base text' });
    }
    const plan = await (0,_translations_by_key_js__WEBPACK_IMPORTED_MODULE_4__/* .planByKey */ .u7)(deps, others, since, { everyText: true });
    for (const text of plan.texts) {
        if (tagged(text.name))
            send.push(text);
        else
            held.push({ ...text, key: (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .keyLabel */ .w8)(text.key), why: 'translation' });
    }
    const calls = await (0,_sent_by_key_js__WEBPACK_IMPORTED_MODULE_7__/* .sendByKey */ .ZO)(deps, send);
    const files = others.filter((f) => !plan.imports.includes(f));
    return { byKey: { texts: send, files, calls, error: undefined }, held };
}
/** The service's keys of the base language by name (the first of a name), with their tags. */
async function baseItems(deps, base) {
    const strings = await deps.client.string.list({ id: deps.settings.projectId, langs: [base] });
    const items = new Map();
    for (const item of strings[base] ?? [])
        if (!items.has(item.key))
            items.set(item.key, item);
    return items;
}
/**
 * The base files' texts the service has otherwise under the key they name (the import, which
 * replaces nothing, left them so), as texts to set in the base language.
 */
async function baseTexts(deps, files, base, items) {
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(deps.settings.context.workspace);
    const texts = [];
    for (const file of files) {
        const entries = await (0,_base_changes_js__WEBPACK_IMPORTED_MODULE_1__.entriesAt)(root, file.path);
        entries?.forEach((text, key) => {
            const path = (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .segmentsOf */ .OD)(key).map(String);
            const name = (0,_prune_service_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .candidateNames */ .qd)(path).find((n) => items.has(n));
            // A plural form's key is its parent's; the key's forms go with the branch's translations.
            const form = path[path.length - 1];
            if (name === undefined || typeof text !== 'string' || _translations_index_js__WEBPACK_IMPORTED_MODULE_3__/* .PLURAL_FORMS */ .DG.has(form ?? ''))
                return;
            if (items.get(name)?.translation === text)
                return;
            texts.push({ path: file.path, key, language: base, name, text, why: 'fix' });
        });
    }
    return texts;
}


/***/ })

};
