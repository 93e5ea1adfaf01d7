export const id = 98;
export const ids = [98];
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


/***/ })

};
