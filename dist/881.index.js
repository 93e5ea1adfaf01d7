export const id = 881;
export const ids = [881];
export const modules = {

/***/ 6275:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hN: () => (/* binding */ translationFiles),
/* harmony export */   k2: () => (/* binding */ spellingOf),
/* harmony export */   mX: () => (/* binding */ shadowingFiles)
/* harmony export */ });
/* unused harmony export shadowedSource */
/* harmony import */ var _layout_group_pattern_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2021);

/**
 * The paths that match a `files` pattern, each with its language; other paths are never read.
 * A path matching several patterns is listed once. A file group's source is the base language's:
 * `base` when the caller knows it; then a group's translation file of the base language (Spring's
 * `messages_en.properties` beside `messages.properties`) is left out: see `shadowedSource`.
 */
function translationFiles(paths, patterns, languageMap, base) {
    const files = [];
    for (const path of paths) {
        for (const pattern of patterns) {
            const localLanguage = pattern.languageOf(path);
            if (localLanguage === undefined)
                continue;
            // A file group's source has no code in its path: it is the base language's.
            if (localLanguage === _layout_group_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_LANGUAGE */ .f) {
                const language = base ?? _layout_group_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_LANGUAGE */ .f;
                files.push({ path, localLanguage: languageMap.toLocal(language), language });
            }
            else if (base === undefined ||
                shadowedSource(pattern, path, languageMap, base) === undefined) {
                files.push({ path, localLanguage, language: languageMap.toService(localLanguage) });
            }
            break;
        }
    }
    return files;
}
/** A translation file's language as its path spells it (`%LOCALE%`: `zh-TW`, not `zh_TW`). */
function spellingOf(patterns, path) {
    return patterns.find((p) => p.languageOf(path) !== undefined)?.spellingIn(path);
}
/**
 * The source a file group's translation file of the base language stands beside, when `path` is
 * one. Such a file is neither the base texts (its group's `source` is) nor a translation: as a
 * file of its own it would put a second copy of the base keys on the service, so push, pull and
 * prune leave it out.
 */
function shadowedSource(pattern, path, languageMap, base) {
    if (pattern.kind !== 'group')
        return undefined;
    const local = pattern.languageOf(path);
    if (local === undefined || local === _layout_group_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_LANGUAGE */ .f)
        return undefined;
    if (languageMap.toService(local).toLowerCase() !== base.toLowerCase())
        return undefined;
    const source = pattern.sourceOf(path, languageMap.toLocal(base));
    return source === path ? undefined : source;
}
/** The files of `paths` that `shadowedSource` leaves out, with the source each stands beside. */
function shadowingFiles(paths, patterns, languageMap, base) {
    return paths.flatMap((path) => {
        const pattern = patterns.find((p) => p.languageOf(path) !== undefined);
        const source = pattern && shadowedSource(pattern, path, languageMap, base);
        return source === undefined ? [] : [{ path, source }];
    });
}


/***/ }),

/***/ 1957:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ parseRemovedKeys),
/* harmony export */   T: () => (/* binding */ idOf)
/* harmony export */ });
/* harmony import */ var _common_branch_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7758);

/** More keys than any real project removes between two syncs: a record past it is not ours. */
const MOST_KEYS = 100_000;
const COMMIT = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
/**
 * The removed keys of a recorded state (its JSON object), or none when it has no valid record.
 * The state is in the repository, which is not trusted: every field is checked, and a record
 * that fails any check is dropped whole (keys are then only found again as they are removed).
 */
function parseRemovedKeys(state) {
    if (typeof state !== 'object' || state === null)
        return [];
    const list = state['removedKeys'];
    if (!Array.isArray(list) || list.length > MOST_KEYS)
        return [];
    const keys = [];
    for (const item of list) {
        const key = removedKey(item);
        if (key === undefined)
            return [];
        keys.push(key);
    }
    return keys;
}
function removedKey(value) {
    if (typeof value !== 'object' || value === null)
        return undefined;
    const record = value;
    const { path, name, removedAt, lastHadIn, goneIn, retired, branch } = record;
    if (!Array.isArray(path) || path.length === 0 || path.length > 64)
        return undefined;
    if (!path.every((segment) => typeof segment === 'string' && segment.length <= 4096)) {
        return undefined;
    }
    if (typeof name !== 'string' || name === '' || name.length > 16_384)
        return undefined;
    if (!isDate(removedAt) || !isCommit(lastHadIn) || !isCommit(goneIn))
        return undefined;
    if (branch !== undefined && !(0,_common_branch_name_js__WEBPACK_IMPORTED_MODULE_0__/* .isBranchName */ .Q)(branch))
        return undefined;
    const key = {
        path: path,
        name,
        removedAt,
        lastHadIn,
        goneIn,
        ...(branch === undefined ? {} : { branch }),
    };
    if (retired === undefined)
        return key;
    const retirement = retirementOf(retired);
    return retirement === undefined ? undefined : { ...key, retired: retirement };
}
function retirementOf(value) {
    if (typeof value !== 'object' || value === null)
        return undefined;
    const { at, hid } = value;
    if (!isDate(at) || typeof hid !== 'boolean')
        return undefined;
    return { at, hid };
}
function isCommit(value) {
    return typeof value === 'string' && COMMIT.test(value);
}
function isDate(value) {
    return typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));
}
/** A key's identity: its path as JSON, as base-keys.ts keys its maps. */
function idOf(key) {
    return JSON.stringify(key.path);
}


/***/ }),

/***/ 3881:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   newlyMatched: () => (/* binding */ newlyMatched),
/* harmony export */   parseScope: () => (/* binding */ parseScope),
/* harmony export */   recordedRemovedKeys: () => (/* binding */ recordedRemovedKeys),
/* harmony export */   sameScope: () => (/* binding */ sameScope),
/* harmony export */   scopeOf: () => (/* binding */ scopeOf),
/* harmony export */   scopeText: () => (/* binding */ scopeText)
/* harmony export */ });
/* harmony import */ var _layout_spelled_pattern_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(29);
/* harmony import */ var _common_language_map_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4485);
/* harmony import */ var _layout_files_input_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4603);
/* harmony import */ var _layout_group_pattern_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2021);
/* harmony import */ var _files_translation_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6275);
/* harmony import */ var _prune_prune_state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1957);






const VERSION = 1;
function scopeOf(patterns, languageMap) {
    return { files: patterns.map(recordedForm), languageMap: languageMap.pairs };
}
/** A pattern as recorded: its text, or a file group as the JSON of its fields. */
function recordedForm(pattern) {
    if (pattern.group === undefined)
        return pattern.source.trim();
    const { source, translation, ignore, languageMap, template, format } = pattern.group;
    return JSON.stringify({
        source,
        translation,
        ignore,
        'language-map': languageMap,
        template,
        format,
    });
}
/** A recorded pattern compiled again: a group's JSON is a YAML list item (files-input.ts). */
function compileRecorded(text, languageMap) {
    if (!text.startsWith('{'))
        return (0,_layout_spelled_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .compileOneLine */ .E)(text, languageMap);
    const [spec] = (0,_layout_files_input_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFilesInput */ .D)(`- ${text}`).groups;
    if (spec?.source === undefined)
        throw new Error('not a file group');
    return (0,_layout_group_pattern_js__WEBPACK_IMPORTED_MODULE_2__/* .groupPattern */ .I)(spec, languageMap);
}
/**
 * The recorded form: a line a person reading the ref understands, then the JSON. The removed
 * keys being followed (see prune/) are recorded with the scope, so both move with the sync ref.
 */
function scopeText(scope, removedKeys = []) {
    const state = {
        version: VERSION,
        files: scope.files,
        languageMap: scope.languageMap,
        ...(removedKeys.length > 0 ? { removedKeys } : {}),
    };
    return `l10n-sync state\n\n${JSON.stringify(state)}\n`;
}
/** The removed keys a recorded state follows; none when the text holds no valid record of them. */
function recordedRemovedKeys(text) {
    if (text === undefined)
        return [];
    try {
        return (0,_prune_prune_state_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRemovedKeys */ .M)(JSON.parse(text.slice(text.indexOf('{'))));
    }
    catch {
        return [];
    }
}
/**
 * The recorded scope, or undefined when the text is not one this version wrote. The ref is in
 * the repository, which is not trusted: every field is checked, and a pattern that does not
 * compile makes the whole record unusable (its files then count as new, which only re-uploads).
 */
function parseScope(text) {
    const json = text.slice(text.indexOf('{'));
    let value;
    try {
        value = JSON.parse(json);
    }
    catch {
        return undefined;
    }
    if (typeof value !== 'object' || value === null)
        return undefined;
    const record = value;
    const files = record['files'];
    const map = record['languageMap'];
    if (record['version'] !== VERSION || !isStrings(files) || !Array.isArray(map))
        return undefined;
    if (!map.every((pair) => isStrings(pair) && pair.length === 2))
        return undefined;
    return { files, languageMap: map };
}
function isStrings(value) {
    return Array.isArray(value) && value.every((v) => typeof v === 'string');
}
function sameScope(a, b) {
    return scopeText(a) === scopeText(b);
}
/**
 * The paths of `paths` that the current scope matches and the recorded one did not, or matched
 * as another language of the service: for the last push, these files did not exist.
 */
function newlyMatched(paths, current, recorded) {
    const before = compiledScope(recorded);
    const known = new Map(before === undefined
        ? []
        : (0,_files_translation_files_js__WEBPACK_IMPORTED_MODULE_3__/* .translationFiles */ .hN)(paths, before.patterns, before.languageMap).map((f) => [
            f.path,
            f.language,
        ]));
    return (0,_files_translation_files_js__WEBPACK_IMPORTED_MODULE_3__/* .translationFiles */ .hN)(paths, current.patterns, current.languageMap)
        .filter((f) => known.get(f.path) !== f.language)
        .map((f) => f.path);
}
function compiledScope(scope) {
    try {
        const languageMap = (0,_common_language_map_js__WEBPACK_IMPORTED_MODULE_5__/* .parseLanguageMap */ .S)(scope.languageMap.map(([l, s]) => `${l}=${s}`));
        return {
            patterns: scope.files.map((text) => compileRecorded(text, languageMap)),
            languageMap,
        };
    }
    catch {
        return undefined;
    }
}


/***/ })

};
