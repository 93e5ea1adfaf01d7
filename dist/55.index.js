export const id = 55;
export const ids = [55];
export const modules = {

/***/ 8436:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pullRequestBody: () => (/* binding */ pullRequestBody)
/* harmony export */ });
/* harmony import */ var _pull_sections_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(107);
/* harmony import */ var _report_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4943);


/**
 * The default pull request body: the files (folded), the strings that changed, what happened to
 * the repository's own texts, how far each language is, how it was exported (pull-sections.ts).
 * The strings take the room the rest leaves below GitHub's limit; rows beyond it are in the job
 * summary.
 */
function pullRequestBody(files, lines, source) {
    const { projectId, revision, toLocal, notes, ...fetch } = source;
    const facts = { fetch: { ...fetch, changed: files }, lines, projectId, revision, toLocal, notes };
    return (0,_report_model_js__WEBPACK_IMPORTED_MODULE_1__/* .renderReport */ .B1)((0,_pull_sections_js__WEBPACK_IMPORTED_MODULE_0__/* .pullSections */ .A)(facts), _report_model_js__WEBPACK_IMPORTED_MODULE_1__/* .PULL_REQUEST */ .Ky);
}


/***/ })

};
