export const id = 253;
export const ids = [253];
export const modules = {

/***/ 6253:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   heldBackReason: () => (/* binding */ heldBackReason)
/* harmony export */ });
/* harmony import */ var _common_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4558);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7725);


/**
 * Why languages were left out of the pull, in words a closing comment or log line can carry, or
 * undefined when min-completion left none out.
 */
function heldBackReason(below, minCompletion) {
    if (below.length === 0)
        return undefined;
    const shown = below
        .slice(0, 10)
        .map((p) => `${p.localLanguage} ${(0,_progress_js__WEBPACK_IMPORTED_MODULE_0__/* .percentText */ .fL)(p.percent)} %`)
        .join(', ');
    const more = below.length > 10 ? ` and ${below.length - 10} more` : '';
    const are = below.length === 1 ? 'is' : 'are';
    return `${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U)(below.length, 'language')} (${shown}${more}) ${are} below min-completion (${minCompletion} %) and ${below.length === 1 ? 'was' : 'were'} not pulled`;
}


/***/ })

};
