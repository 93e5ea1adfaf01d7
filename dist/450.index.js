export const id = 450;
export const ids = [450];
export const modules = {

/***/ 7450:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   predictionOf: () => (/* binding */ predictionOf),
/* harmony export */   wouldPush: () => (/* binding */ wouldPush)
/* harmony export */ });
/* harmony import */ var _source_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6440);

/** What a dry run's push report says it would send. */
function wouldPush(report) {
    const texts = new Map();
    for (const text of report.byKey.texts) {
        const file = texts.get(text.path) ?? new Map();
        file.set(text.key, text.text);
        texts.set(text.path, file);
    }
    return {
        sources: new Set(report.imports.filter((i) => i.error === undefined).map((i) => i.file.source)),
        texts,
    };
}
/** For each pulled file, what the push would have changed for it; undefined when nothing. */
function predictionOf(would, settings, base) {
    const baseLocal = settings.languageMap.toLocal(base);
    return (path) => {
        const source = (0,_source_path_js__WEBPACK_IMPORTED_MODULE_0__/* .sourcePath */ .Z)(path, settings.patterns, baseLocal);
        const sourceImported = source !== undefined && would.sources.has(source);
        const texts = would.texts.get(path) ?? new Map();
        return sourceImported || texts.size > 0 ? { texts, sourceImported } : undefined;
    };
}


/***/ }),

/***/ 6440:
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


/***/ })

};
