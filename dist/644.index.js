export const id = 644;
export const ids = [644];
export const modules = {

/***/ 1644:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PR_PRUNE_ROWS: () => (/* binding */ PR_PRUNE_ROWS),
/* harmony export */   pruneSection: () => (/* binding */ pruneSection)
/* harmony export */ });
/* harmony import */ var _common_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4558);
/* harmony import */ var _common_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(869);


/** Rows the pull request shows at most; the job summary shows them all. */
const PR_PRUNE_ROWS = 50;
/**
 * The "Removed keys" section of the job summary (every row, and the removed keys' texts in
 * full) or of the pull request (at most `rows` rows); undefined when there is nothing to say.
 */
function pruneSection(report, options) {
    const lines = [];
    if (report.notLooked)
        lines.push(`Removed keys were not looked for: ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(report.notLooked)}.`);
    if (report.rows.length === 0 && lines.length === 0)
        return undefined;
    lines.unshift('### Keys removed from the repository', '');
    if (report.rows.length > 0)
        lines.push(headline(report));
    if (report.onlyReported)
        lines.push('', `Only reported: ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(report.onlyReported)}.`);
    if (report.refused)
        lines.push('', `**Removal refused:** ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(report.refused)}`);
    if (report.rows.length > 0) {
        const shown = report.rows.slice(0, options.rows ?? report.rows.length);
        lines.push('', '| Key | Translations | Found removed | Now |', '| --- | ---: | --- | --- |', ...shown.map((row) => tableRow(row, report, options)));
        const left = report.rows.length - shown.length;
        if (left > 0)
            lines.push('', `${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U)(left, 'more key')} in the job summary.`);
    }
    const removed = report.rows.filter((row) => row.status === 'removed' && row.texts);
    if (removed.length > 0 && options.rows === undefined) {
        const texts = Object.fromEntries(removed.map((row) => [row.name, Object.fromEntries(row.texts ?? [])]));
        const where = report.file
            ? ` They are also in the file the \`removed-keys-file\` output names.`
            : '';
        lines.push('', `<details><summary>Texts of the removed ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(removed.length, 'key')}, every language</summary>`, '', `To restore a key, import these texts or restore the snapshot taken before the removal.${where}`, '', (0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeBlock */ .DV)(JSON.stringify(texts, null, 2), 'json'), '', '</details>');
    }
    return `${lines.join('\n')}\n`;
}
function headline(report) {
    const of = (status) => report.rows.filter((row) => row.status === status);
    const gone = of('removed').length;
    const back = of('back').length;
    const still = report.rows.length - gone - back;
    const stage = `prune: ${report.stage}${report.dryRun ? ', dry run' : ''}`;
    const parts = [];
    if (still > 0) {
        parts.push(`${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U)(still, 'key')} removed from the base-language files ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(still, 'is', 'are')} still on the service (${stage}).`);
    }
    if (gone > 0)
        parts.push(`${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U)(gone, 'key')} ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(gone, 'was', 'were')} removed from the service by this run.`);
    if (back > 0)
        parts.push(`${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U)(back, 'key')} came back to the repository.`);
    if (report.stage === 'report' && still > 0) {
        parts.push('Set `prune: retire` to mark them on the service (see "Removed keys" in docs/left-running.md).');
    }
    return parts.join(' ');
}
function tableRow(row, report, options) {
    const languages = row.status === 'left-alone' && row.translations === 0
        ? ''
        : (0,_common_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U)(row.translations, 'language');
    const removed = row.removedAt ? row.removedAt.slice(0, 10) : '';
    return `| ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(row.name, true)} | ${languages} | ${removed} | ${(0,_common_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(nowText(row, report, options))} |`;
}
function nowText(row, report, options) {
    const would = (done, doing) => (report.dryRun ? `would be ${doing}` : done);
    const mark = options.revision === '1.0.9.2' ? 'hidden' : `tagged ${options.tag}`;
    const from = row.removableAt ? `; removable from ${row.removableAt.slice(0, 10)}` : '';
    const texts = {
        reported: () => (report.stage === 'report' ? 'reported' : 'reported, not retired'),
        retired: () => `${would('retired', 'retired')} (${mark})${report.stage === 'remove' ? from : ''}`,
        waiting: () => `retired${report.stage === 'remove' ? from : ''}`,
        due: () => 'due for removal, not removed (over prune-max)',
        removed: () => would('removed (snapshot first)', 'removed'),
        back: () => `back in the repository: ${would('un-retired', 'un-retired')}`,
        'left-alone': () => `left alone: ${row.note ?? ''}`,
        failed: () => 'not done: the service refused (see the log); the next run tries again',
    };
    const now = texts[row.status]();
    // A key of a deleted branch says so, whatever became of it (abandoned-branch-keys.ts).
    return row.status !== 'left-alone' && row.note !== undefined ? `${now}; ${row.note}` : now;
}


/***/ })

};
