export const id = 98;
export const ids = [98];
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


/***/ })

};
