export const id = 597;
export const ids = [597];
export const modules = {

/***/ 9597:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   predictionOf: () => (/* binding */ predictionOf),
/* harmony export */   wouldPush: () => (/* binding */ wouldPush)
/* harmony export */ });
/* harmony import */ var _files_source_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9081);

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
        const source = (0,_files_source_path_js__WEBPACK_IMPORTED_MODULE_0__/* .sourcePath */ .Z)(path, settings.patterns, baseLocal);
        const sourceImported = source !== undefined && would.sources.has(source);
        const texts = would.texts.get(path) ?? new Map();
        return sourceImported || texts.size > 0 ? { texts, sourceImported } : undefined;
    };
}


/***/ })

};
