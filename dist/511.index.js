export const id = 511;
export const ids = [511];
export const modules = {

/***/ 3511:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   heldSection: () => (/* binding */ heldSection),
/* harmony export */   onceMerged: () => (/* binding */ onceMerged)
/* harmony export */ });
/* harmony import */ var _common_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(869);
/* harmony import */ var _common_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4558);


/** Keys named one by one, at most; the rest are counted. */
const MOST_NAMED = 20;
/**
 * What a held branch run's push would send once the branch is merged, in one sentence: the keys
 * its base files add (named), the base texts they change, the translations that would go by key.
 * `code` writes a key as the medium shows code (a Markdown code span, or the name as it is).
 */
function onceMerged(changes, texts, code = _common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS) {
    const named = changes.added.slice(0, MOST_NAMED).map(code).join(', ');
    const more = changes.added.length > MOST_NAMED ? ` and ${changes.added.length - MOST_NAMED} more` : '';
    const fixes = texts.filter((t) => t.why === 'fix').length;
    const added = changes.added.length === 0
        ? 'add no key'
        : `add ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U)(changes.added.length, 'key')} the service lacks (${named}${more})`;
    return (`Once merged, its push would ${added}, change ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U)(changes.changed, 'base text')}, and send ` +
        `${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U)(texts.length, 'translation')} by key (${texts.length - fixes} the service lacks, ${fixes} the repository changed since the last sync).`);
}
/** Rows of the held changes shown in the summary; the rest are counted. */
const MOST_ROWS = 50;
/**
 * A tag-mode branch run's held changes (branch-push.ts): changes to keys the service had without
 * the branch's tag, which the default branch sends once the branch is merged.
 */
function heldSection(held) {
    const lines = [
        '### Held until merged',
        '',
        `${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U)(held.length, 'change')} to keys the service had before this branch, sent by the default branch once this branch is merged:`,
        '',
        '| Language | File | Key | Change |',
        '| --- | --- | --- | --- |',
        ...held
            .slice(0, MOST_ROWS)
            .map((h) => `| ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(h.language)} | ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(h.path)} | ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(h.key)} | ${h.why} |`),
    ];
    if (held.length > MOST_ROWS)
        lines.push('', `… and ${held.length - MOST_ROWS} more.`);
    return `${lines.join('\n')}\n`;
}


/***/ })

};
