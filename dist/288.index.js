export const id = 288;
export const ids = [288];
export const modules = {

/***/ 9288:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hasLanguageRoot: () => (/* binding */ hasLanguageRoot),
/* harmony export */   keysNode: () => (/* binding */ keysNode),
/* harmony export */   languageRootOf: () => (/* binding */ languageRootOf),
/* harmony export */   underRoot: () => (/* binding */ underRoot),
/* harmony export */   withLanguageRootNamed: () => (/* binding */ withLanguageRootNamed),
/* harmony export */   withoutLanguageRoot: () => (/* binding */ withoutLanguageRoot)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9039);


/**
 * Rails (and i18n-js, and others) put a YAML file's keys under the language: `de:` is the root of
 * `config/locales/de.yml`. The service keeps such keys without that root (the file's language is
 * the import's), and a bundle has it only when asked (`yaml_include_root`), spelled as the
 * service spells the code. So the key-level model reads a file's keys below such a root, and an
 * edit puts them back below the root the repository's file has: a pull keeps `de:` (or `pt-BR:`)
 * and every comment, whatever the bundle has. A root is a language when it is the only key of
 * the file, holds a map, and names a language (one Intl knows: `de`, `pt-BR`, `sr-Latn`, not
 * `app` or `ui`).
 */
const LANGUAGES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
/** The file's language root, as the file spells it; undefined when it has none. */
function languageRootOf(doc) {
    const contents = doc.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(contents) || contents.items.length !== 1)
        return undefined;
    const [pair] = contents.items;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isScalar)(pair?.key) || typeof pair.key.value !== 'string' || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(pair.value)) {
        return undefined;
    }
    return namesLanguage(pair.key.value) ? pair.key.value : undefined;
}
function namesLanguage(code) {
    if (!/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(code))
        return false;
    try {
        return LANGUAGES.of(code.replaceAll('_', '-')) !== undefined;
    }
    catch {
        return false;
    }
}
/** What is under the root, for reading keys: the root's map, or the whole document. */
function keysNode(doc) {
    const root = languageRootOf(doc);
    return root === undefined || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(doc.contents) ? doc.contents : doc.contents.items[0]?.value;
}
/** `target` (keys below any root) as keys of a file with `root`: each under it. */
function underRoot(target, root) {
    if (root === undefined)
        return target;
    return new Map([...target].map(([key, value]) => [(0,_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .keyOf */ .TN)([root, ...(0,_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .segmentsOf */ .OD)(key)]), value]));
}
/**
 * A YAML text without its language root, for an upload: the service's keys carry no root, and
 * whether it strips one itself, spelled as the repository spells it (`pt-BR` for its `pt_BR`),
 * the interface does not say. Undefined when the text has no such root (or does not parse).
 */
function withoutLanguageRoot(text) {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parseDocument)(text, { uniqueKeys: false });
    if (doc.errors.length > 0 || languageRootOf(doc) === undefined || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(doc.contents)) {
        return undefined;
    }
    const inner = doc.contents.items[0]?.value;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(inner))
        return undefined;
    doc.contents = inner;
    return doc.toString();
}
/** Whether a YAML text's keys are under its language (see the top of this file). */
function hasLanguageRoot(text) {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parseDocument)(text, { uniqueKeys: false });
    return doc.errors.length === 0 && languageRootOf(doc) !== undefined;
}
/**
 * A new YAML file's text with its language root spelled `name`, as the repository spells the
 * file's language (a bundle spells it as the service does: `pt_BR` for Rails' `pt-BR`); the text
 * as it is when it has no such root.
 */
function withLanguageRootNamed(text, name) {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parseDocument)(text, { uniqueKeys: false });
    if (doc.errors.length > 0 || languageRootOf(doc) === undefined || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(doc.contents)) {
        return text;
    }
    const pair = doc.contents.items[0];
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isScalar)(pair?.key) || pair.key.value === name)
        return text;
    pair.key.value = name;
    return doc.toString();
}


/***/ })

};
