export const id = 213;
export const ids = [213];
export const modules = {

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

/***/ 5516:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ baseKeysAt),
/* harmony export */   M: () => (/* binding */ entriesOf)
/* harmony export */ });
/* harmony import */ var _files_checkout_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8523);
/* harmony import */ var _translations_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1904);


/** A file's entries from its bytes, as an upload reads it; undefined where it does not read. */
async function entriesOf(path, bytes, options = {}) {
    if (bytes === undefined)
        return undefined;
    const reading = await (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readTranslationFile */ .k_)(path, bytes, 'translations', options);
    return 'entries' in reading ? reading.entries : undefined;
}
/**
 * A base file's keys in the checkout, as an upload reads it (every key it declares: what its
 * import, or its keys by string/set, would make); undefined where it may not go up or read.
 */
async function baseKeysAt(root, file) {
    const read = await (0,_files_checkout_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readForUpload */ .Dj)(root, file.path, _files_checkout_file_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_TRANSLATION_BYTES */ .Z_);
    if (!read.ok)
        return undefined;
    const reading = await (0,_translations_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readTranslationFile */ .k_)(file.path, read.content, 'keys', {
        language: file.localLanguage,
    });
    return 'entries' in reading ? reading.entries : undefined;
}


/***/ }),

/***/ 7745:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S5: () => (/* binding */ describeSent),
/* harmony export */   WE: () => (/* binding */ sentName),
/* harmony export */   ZO: () => (/* binding */ sendByKey),
/* harmony export */   jP: () => (/* binding */ KeySender)
/* harmony export */ });
/* harmony import */ var _common_plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4558);

/**
 * Texts sent by key in words, for the log and the job summary: `3 texts by key (string/set, 1
 * call): 2 the service lacked, 1 the repository changed since the last sync (greeting (de))`.
 */
function describeSent(texts, calls, shown) {
    const fixes = texts.filter((t) => t.why === 'fix');
    const named = fixes.slice(0, shown.most).map(shown.fix).join(', ');
    return (`${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U)(texts.length, 'text')} by key (${shown.endpoint}, ${(0,_common_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U)(calls, 'call')}): ${texts.length - fixes.length} the service lacked, ${fixes.length} the repository changed since the last sync` +
        (fixes.length > 0 ? ` (${named}${fixes.length > shown.most ? ', …' : ''})` : ''));
}
/** A sent text's key as the log and the summary name it: a plural form with its form. */
function sentName(text) {
    return text.form === undefined ? text.name : `${text.name} [${text.form}]`;
}
/** Records in one string/set call: the interface states no size limit, so batches stay modest. */
const RECORDS_PER_CALL = 500;
/** Sets texts decided all at once (a branch's push): one record per key, 500 records a call. */
async function sendByKey(deps, texts) {
    const sender = new KeySender(deps);
    sender.add(texts);
    return sender.finish();
}
/**
 * string/set as the texts are decided (the push reads string/list a batch of languages at a
 * time, by-key-batches.ts): one record per key, every language of it decided so far filled in
 * place, and a call as soon as a call's worth of records waits, in order, paced by the client
 * (one call per 30 s on 1.0.9.2). A call's records are taken once its pacing lets it go, so the
 * texts of a key decided during the wait (the batches read meanwhile) join its record; a key
 * whose record went before gets a new one. What is left goes once every text is in (`finish`).
 */
class KeySender {
    #deps;
    #pending = new Map();
    #sent = [];
    #calls = 0;
    /** Every text is in: the last records go however few. */
    #closed = false;
    /** No call is made any more (a read failed): the one on its way is let end. */
    #stopped = false;
    #sending;
    #failure;
    constructor(deps) {
        this.#deps = deps;
    }
    /** The texts of the calls that were answered, and how many calls those were. */
    get sent() {
        return { texts: this.#sent, calls: this.#calls };
    }
    /** Texts decided: each into its key's record. */
    add(texts) {
        for (const text of texts)
            fill(this.#pending, text);
        this.#pump();
    }
    /** Throws the error of a call that failed, if one did. */
    check() {
        if (this.#failure !== undefined)
            throw this.#failure.error;
    }
    /** Sends what is left and waits for every call; the number of calls, or the first failure. */
    async finish() {
        this.#closed = true;
        this.#pump();
        while (this.#sending !== undefined)
            await this.#sending;
        this.check();
        const { texts, calls } = this.sent;
        if (calls > 1) {
            this.#deps.log.info(`${this.#verb('Sent', 'would have sent')} ${this.#describe(texts, calls)}`);
        }
        return calls;
    }
    /** Makes no call any more, once the one on its way (if any) is answered. */
    async stop() {
        this.#stopped = true;
        while (this.#sending !== undefined)
            await this.#sending;
    }
    #ready() {
        if (this.#stopped || this.#failure !== undefined)
            return false;
        return this.#pending.size >= RECORDS_PER_CALL || (this.#closed && this.#pending.size > 0);
    }
    #pump() {
        if (this.#sending === undefined && this.#ready())
            this.#sending = this.#run();
    }
    /** Calls while records are ready; its end is seen in the same turn as its last check. */
    async #run() {
        try {
            while (this.#ready()) {
                // The records are taken once the call may go: the texts decided during the wait join it.
                await this.#deps.client.untilPaced('string/set');
                if (this.#ready())
                    await this.#call();
            }
        }
        catch (error) {
            this.#failure = { error };
        }
        this.#sending = undefined;
    }
    /** One call of the records that waited longest. */
    async #call() {
        const records = [];
        const texts = [];
        for (const [key, pending] of this.#pending) {
            if (records.length === RECORDS_PER_CALL)
                break;
            records.push({ key, translations: pending.translations });
            for (const text of pending.texts)
                texts.push(text);
            this.#pending.delete(key);
        }
        const { client, log, settings } = this.#deps;
        log.info(`${this.#verb('Sending', '[dry-run] would send')} ${this.#describe(texts, 1)}`);
        await client.string.set({ id: settings.projectId, data: records });
        this.#calls += 1;
        // One by one: a call's texts (500 keys × 100 languages) are too many for a spread's arguments.
        for (const text of texts)
            this.#sent.push(text);
    }
    #verb(real, dry) {
        return this.#deps.settings.dryRun ? dry : real;
    }
    #describe(texts, calls) {
        return describeSent(texts, calls, {
            endpoint: 'string/set',
            fix: (f) => `${sentName(f)} (${f.language})`,
            most: 5,
        });
    }
}
/**
 * A text into its key's record, filled in place (one record per key, not one copy per language
 * it gets). A plural form goes into its language's forms: the service's, with the forms sent
 * over them.
 */
function fill(records, text) {
    let record = records.get(text.name);
    if (record === undefined)
        records.set(text.name, (record = { translations: {}, texts: [] }));
    record.texts.push(text);
    const { translations } = record;
    if (text.form === undefined)
        translations[text.language] = text.text;
    else {
        const forms = translations[text.language];
        const into = typeof forms === 'object' ? forms : { ...text.forms };
        into[text.form] = text.text;
        translations[text.language] = into;
    }
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


/***/ }),

/***/ 5050:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u7: () => (/* binding */ planByKey)
});

// UNUSED EXPORTS: compareByKey, readFilesToCompare

// EXTERNAL MODULE: ./lib/src/git/files-at-commit.js
var files_at_commit = __webpack_require__(9054);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./lib/src/files/checkout-file.js
var checkout_file = __webpack_require__(8523);
// EXTERNAL MODULE: ./lib/src/push/file-entries.js
var file_entries = __webpack_require__(5516);
// EXTERNAL MODULE: ./lib/src/api/index.js + 31 modules
var api = __webpack_require__(3796);
// EXTERNAL MODULE: ./lib/src/common/plural.js
var plural = __webpack_require__(4558);
;// CONCATENATED MODULE: ./lib/src/push/batch-log.js


/**
 * What the log says of the batches, once there is more than one: the budget, each answer, and
 * how long the revision's pacing of string/list makes the rest (1.0.9.2: one call per 5 s).
 */
class BatchLog {
    #deps;
    #batches;
    #languages;
    #calls = 0;
    #read = 0;
    constructor(deps, batches, languages) {
        this.#deps = deps;
        this.#batches = batches;
        this.#languages = languages;
    }
    answered(languages, bytes) {
        this.#calls += 1;
        this.#read += languages.length;
        const left = this.#batches.left;
        if (this.#calls === 1 && left === 0)
            return;
        const bytesRead = bytes === undefined ? '' : `, ${size(bytes)}`;
        const named = languages.length > 3 ? `${languages.slice(0, 3).join(', ')}, …` : languages.join(', ');
        let line = `string/list ${this.#calls}: ${(0,plural/* count */.U)(languages.length, 'language')} (${named})${bytesRead}; ${this.#read} of ${this.#languages} read`;
        if (this.#calls === 1)
            line += this.#plan(left);
        this.#deps.log.info(line);
    }
    overLimit(languages) {
        this.#deps.log.info(`string/list of ${(0,plural/* count */.U)(languages.length, 'language')} answered more than the ${size(this.#deps.client.maxAnswerBytes)} the action reads: read again in smaller batches`);
    }
    /** After the first answer: the batches to come, and what the revision's pacing costs them. */
    #plan(left) {
        const { bytesPerText, textsPerLanguage } = this.#batches.estimate;
        const calls = Math.ceil(left / this.#batches.size());
        const budget = size(this.#batches.budget);
        let plan = `; the other ${left} in about ${(0,plural/* count */.U)(calls, 'call')}, each answer expected under ${budget} (${Math.round(bytesPerText)} bytes a text, ${Math.round(textsPerLanguage)} texts a language)`;
        const { revision } = this.#deps.settings;
        const spacing = api/* RATE_LIMITS */.cr[revision]['string/list'];
        if (spacing !== undefined && calls > 0) {
            plan += `; ${revision} takes one string/list per ${spacing / 1000} s: about ${(calls * spacing) / 1000} s more`;
        }
        return plan;
    }
}
/** Bytes as the log says them: KiB below a MiB (a test's small limit), MiB above. */
function size(bytes) {
    return bytes < 1024 ** 2
        ? `${(bytes / 1024).toFixed(1)} KiB`
        : `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
}

// EXTERNAL MODULE: ./lib/src/translations/index.js + 10 modules
var translations = __webpack_require__(1904);
;// CONCATENATED MODULE: ./lib/src/push/exact-fixes.js



/**
 * A key whose name the service has in several files (`common.quit` in three modules, told apart
 * by `distinguish`) cannot go by `string/set`, which names a key by its name alone and could land
 * on another file's key; nor by the file's own import, which keeps the service's texts (replace
 * off) and so would drop a developer's fix. The one exact way: an import of the file cut down to
 * its fixed keys, under its source's name as every import of it, with `replace` on. It changes
 * only those keys of that one file, and only their texts in the file's language.
 */
/** Why a file goes by import when its shared keys' fixes cannot be cut out of it. */
const SHARED_UNCUT = 'a fix of a key other files share, which could not be cut out of the file to go up alone';
/** The import of `file`'s fixes of shared keys alone; undefined when they cannot be cut out. */
async function fixesUpload(deps, file, keys) {
    const root = await (0,promises_.realpath)(deps.settings.context.workspace);
    const read = await (0,checkout_file/* readForUpload */.Dj)(root, file.path, checkout_file/* MAX_TRANSLATION_BYTES */.Z_);
    if (!read.ok)
        return undefined;
    const wanted = new Set(keys);
    const cut = await (0,translations/* keptEntries */.lJ)(file.path, read.content, (key) => wanted.has(key));
    if (cut === undefined || cut.kept.size !== wanted.size)
        return undefined;
    deps.log.info(`${file.path} (${file.language}): ${keys.length === 1 ? 'a fix of a key other files share goes' : `${keys.length} fixes of keys other files share go`} up alone, by an import of those keys with replace on`);
    return { ...file, fixes: { content: cut.content, keys: keys.length } };
}

;// CONCATENATED MODULE: ./lib/src/push/import-placeholders.js
/**
 * What an import with convert_placeholders may rewrite: printf, .NET/ICU braces, Apple's %@. A
 * brace pair holds no brace, so a text of many `{` is read once, not once from each (quadratic:
 * 50,000 took 0.9 s).
 */
const PLACEHOLDER_LIKE = /%|\{[^{}]*\}|\[%/;
/** Whether an import with convert_placeholders may rewrite something in `text`. */
function mayHoldPlaceholders(text) {
    return PLACEHOLDER_LIKE.test(text);
}

// EXTERNAL MODULE: ./lib/src/prune/service-keys.js
var service_keys = __webpack_require__(3351);
;// CONCATENATED MODULE: ./lib/src/push/plural-forms-by-key.js


/**
 * The decision for the form at `path` with `text` in the language at `language` (its text at the
 * last sync `old`); undefined where the path is no form of exactly one service key holding forms.
 */
function decideForm(service, path, language, text, old, rules) {
    const form = path[path.length - 1];
    if (path.length < 2 || form === undefined || !translations/* PLURAL_FORMS */.DG.has(form))
        return undefined;
    const listed = service.only((0,service_keys/* candidateNames */.qd)(path.slice(0, -1)));
    if (listed === undefined)
        return undefined;
    const forms = serviceForms(service, listed, language);
    if (forms === undefined)
        return undefined;
    const theirs = forms[form] ?? '';
    if (theirs === rules.asService(text))
        return { kind: 'held' };
    if (!rules.plain(text)) {
        return theirs === ''
            ? { kind: 'import', why: 'a placeholder the import converts' }
            : { kind: 'held' };
    }
    const fixed = typeof old === 'string' && rules.plain(old) && old !== text && theirs === old;
    if (theirs !== '' && !fixed)
        return { kind: 'held' };
    return { kind: 'send', name: listed.name, form, forms, why: fixed ? 'fix' : 'fill' };
}
/**
 * The service's forms of `listed` in a language: its text's JSON object of texts; none yet where
 * it has no text and string/list marks it plural. Undefined where that is not so: a key with a
 * plain text, or with no text and no mark (the interface's shape marks no key plural).
 */
function serviceForms(service, listed, language) {
    const text = service.textOf(listed, language) ?? '';
    if (text === '')
        return listed.plural ? {} : undefined;
    try {
        const parsed = JSON.parse(text);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
            return undefined;
        const entries = Object.entries(parsed);
        if (!entries.every(([, value]) => typeof value === 'string'))
            return undefined;
        return Object.fromEntries(entries);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./lib/src/push/file-decisions.js



/**
 * A file's texts to send by key, and whether it needs its import besides: a text that does not
 * go by key (see the top) which the service may lack.
 */
function decideFile(file, after, before, service, lookups, rules) {
    const { plain, asService } = rules;
    const texts = [];
    /** Why the file is imported: its first text that does not go by key. */
    let needsImport;
    const sharedFixes = [];
    const language = service.indexOf(file.language);
    let index = -1;
    // forEach, not for…of: no [key, text] array per entry (half of this loop's time, 200,000 entries).
    after.forEach((text, key) => {
        index += 1;
        if (text === '')
            return;
        const { path, found, shared } = lookups[index];
        if (shared && typeof text === 'string' && before !== undefined) {
            // Unchanged since the last sync, which sent it: nothing to send.
            if (isFix(before.get(key), text))
                sharedFixes.push(key);
            if (before.has(key))
                return;
        }
        if (found === undefined || found.plural || typeof text !== 'string') {
            // A plural form of a service key goes by key as a plain text does; the rest by import.
            const form = typeof text === 'string'
                ? decideForm(service, path, language, text, before?.get(key), rules)
                : undefined;
            if (form?.kind === 'send' && typeof text === 'string') {
                const { name, why, forms } = form;
                const sent = { path: file.path, key, language: file.language, name, text, why };
                texts.push({ ...sent, form: form.form, forms });
            }
            else if (form?.kind === 'import')
                needsImport ??= `${(0,translations/* keyLabel */.w8)(key)}: ${form.why}`;
            else if (form === undefined) {
                const why = typeof text !== 'string'
                    ? 'not a text'
                    : found === undefined
                        ? 'no one key of the service by its name'
                        : 'a plural key';
                needsImport ??= `${(0,translations/* keyLabel */.w8)(key)}: ${why}`;
            }
            return;
        }
        const theirs = service.textOf(found, language) ?? '';
        if (theirs === asService(text))
            return;
        if (!plain(text)) {
            // The import fills it if the service lacks it; a text the service has stays either way.
            if (theirs === '')
                needsImport ??= `${(0,translations/* keyLabel */.w8)(key)}: a placeholder the import converts`;
            return;
        }
        const old = before?.get(key);
        const fixed = typeof old === 'string' && plain(old) && old !== text && theirs === old;
        if (theirs === '' || fixed) {
            const why = fixed ? 'fix' : 'fill';
            texts.push({ path: file.path, key, language: file.language, name: found.name, text, why });
        }
    });
    return { texts, needsImport, sharedFixes };
}
/** Whether the repository changed a text since the last sync (`old`: the text then). */
function isFix(old, text) {
    return typeof old === 'string' && old !== text;
}
/**
 * A format whose text holds markup as markup (`<b>`) or as characters (`&lt;b>`), which the
 * service does not tell apart (its text is the characters; its row's `markup`): such a text is
 * compared by its characters, and goes by import, never by key.
 */
function rulesFor(path, plain) {
    if ((0,translations/* fileFormatOf */.P9)(path)?.markup !== true)
        return { plain, asService: (text) => text };
    return { plain: (text) => !/[<&]/.test(text) && plain(text), asService: translations/* plainCharacters */.Zd };
}
/** Whether a text may go by key, as far as placeholders go. */
function plainText(deps) {
    const converts = deps.settings.revision === '1.0.9.3' &&
        deps.settings.push.importOptions.convert_placeholders !== false;
    return (text) => !(converts && mayHoldPlaceholders(text));
}

;// CONCATENATED MODULE: ./lib/src/push/key-names.js

/** A key's row in the files' texts (KeyLookups), or NO_ROW: a name no file has texts under. */
const NO_ROW = -1;
/**
 * The names the service may give the files' keys (candidateNames), each with the row of the
 * files' texts of a key it names. A key of two or more segments has a name for each of four
 * ways of joining them; the names of one way are made only when the service lists a name
 * holding its separator, which no other way's name of such a key does: a project names its keys
 * in one or two of the ways, and making all four cost a third of the comparison's lookups.
 * Which names are made thus never changes what is found: a name listed is looked for in every
 * way whose separator it holds, and a key is found by the names of every such way.
 */
class KeyNames {
    /** Names of one-segment keys, which no way of joining changes. */
    #single = new Map();
    #joinable = [];
    #joined = new Map();
    /** The separators held by the names looked up (those the service lists). */
    #seen = new Set();
    /** A key's path, with its row; `parent`: the key of a plural form's forms (NO_ROW). */
    add(path, row, parent = false) {
        if (path.length > 1) {
            this.#joinable.push({ path, row, parent });
            for (const [separator, names] of this.#joined) {
                setName(names, path.join(separator), row, parent);
            }
            return;
        }
        for (const name of (0,service_keys/* candidateNames */.qd)(path))
            setName(this.#single, name, row, parent);
    }
    /** The row of a key the service may name `name`, if any. */
    get(name) {
        let row = this.#single.get(name);
        for (const separator of service_keys/* SEPARATORS */.fl) {
            if (!name.includes(separator))
                continue;
            this.#seen.add(separator);
            row ??= this.#joinedBy(separator).get(name);
        }
        return row;
    }
    /**
     * The names of `path` the service may have listed: those of the ways whose separator a name
     * it listed holds (a name of any other way holds a separator no name it listed has).
     */
    namesOf(path) {
        if (path.length === 1)
            return (0,service_keys/* candidateNames */.qd)(path);
        return service_keys/* SEPARATORS */.fl.filter((s) => this.#seen.has(s)).map((separator) => path.join(separator));
    }
    #joinedBy(separator) {
        let names = this.#joined.get(separator);
        if (names === undefined) {
            names = new Map();
            for (const { path, row, parent } of this.#joinable) {
                setName(names, path.join(separator), row, parent);
            }
            this.#joined.set(separator, names);
        }
        return names;
    }
}
/** A key's row goes with each of its names; a plural form's key takes a name no key has. */
function setName(names, name, row, parent) {
    if (!parent || !names.has(name))
        names.set(name, row);
}

;// CONCATENATED MODULE: ./lib/src/push/text-table.js
/**
 * Texts by row and column (a key and a language), a column to an array. The key-level
 * comparison keeps a text of each of 10,000 keys in each of 20 languages twice (the files' and
 * the service's): as an array per key, they were 20,000 small arrays for the collector to copy
 * as they survived; a column is one long array, read and written in the order of its rows (a
 * language's keys). The change took 4 % off the comparison's time (bench/by-key-cpu.ts).
 */
class TextTable {
    #columns;
    #rows = 0;
    /** `rows`: about how many rows it will have. */
    constructor(columns, rows = 0) {
        const length = Math.max(rows, 1024);
        this.#columns = Array.from({ length: columns }, () => new Array(length));
    }
    get rows() {
        return this.#rows;
    }
    /** A new row, its texts none; gives back its number. */
    addRow() {
        const row = this.#rows++;
        if (row >= (this.#columns[0]?.length ?? Infinity)) {
            for (const column of this.#columns)
                column.length = column.length * 2;
        }
        return row;
    }
    /**
     * Rows 0 to `rows` − 1, their texts none: a table of one batch of languages whose rows go on
     * numbering the keys as the tables of the batches before did (key-lookups.ts).
     */
    extendTo(rows) {
        while (this.#rows < rows)
            this.addRow();
    }
    get(row, column) {
        return this.#columns[column][row];
    }
    set(row, column, text) {
        this.#columns[column][row] = text;
    }
}

;// CONCATENATED MODULE: ./lib/src/push/key-lookups.js



/**
 * Every key of the files, looked up once per push rather than once per language's file, and
 * every name the service may give one of them (a plural form's key too: its forms are one text).
 * The files come a batch of languages at a time (by-key-batches.ts): the keys and names stay
 * from one batch to the next, since every language's file has about the same keys; the files'
 * texts are kept for the batch being read alone.
 */
class KeyLookups {
    #looked = new Map();
    /** Every name the service may give a key, with the row of (one of) the keys it names. */
    names = new KeyNames();
    #rows = 0;
    /** The batch whose files the last keys came from: a new key's row is made in its texts. */
    #texts;
    /**
     * The lookups of a batch's files, `languages` columns of texts (`language`: the file's
     * column). Files of one layout list the same keys in the same order, as a rule: a key is first
     * compared with the one at its place in the file before, and looked up only when another.
     */
    batch(files, languages) {
        const texts = new TextTable(languages, Math.max(this.#rows, files[0]?.entries?.size ?? 0));
        texts.extendTo(this.#rows);
        this.#texts = texts;
        let before = [];
        const byFile = files.map(({ entries, language }) => {
            const lookups = new Array(entries?.size ?? 0);
            let place = 0;
            entries?.forEach((text, key) => {
                const there = before[place];
                const looked = there !== undefined && there.key === key ? there : this.of(key);
                if (typeof text === 'string')
                    texts.set(looked.row, language, text);
                lookups[place] = looked;
                place += 1;
            });
            before = lookups;
            return lookups;
        });
        return { texts, ofFile: (index) => byFile[index] ?? [] };
    }
    of(key) {
        let looked = this.#looked.get(key);
        if (looked === undefined) {
            const path = (0,translations/* segmentsOf */.OD)(key).map(String);
            const row = this.#rows++;
            this.#texts?.extendTo(this.#rows);
            looked = { key, path, row, found: undefined, shared: false };
            this.#looked.set(key, looked);
            this.names.add(path, looked.row);
            const form = path[path.length - 1];
            if (path.length > 1 && form !== undefined && translations/* PLURAL_FORMS */.DG.has(form)) {
                this.names.add(path.slice(0, -1), NO_ROW, true);
            }
        }
        return looked;
    }
    /**
     * Each key's one service key in the answer just read, for its batch's decisions: the keys a
     * project lists are the same in every language, so a batch's answer finds what the whole
     * project's would.
     */
    resolve(service) {
        for (const looked of this.#looked.values()) {
            const names = this.names.namesOf(looked.path);
            looked.found = service.only(names);
            looked.shared = looked.found === undefined && service.several(names);
        }
    }
}

;// CONCATENATED MODULE: ./lib/src/push/service-texts.js



/**
 * The service's texts of the names the files may match, read from string/list as it arrives:
 * a row of texts by language per name, nothing kept of the keys no file has, so that reading
 * 10,000 keys × 20 languages costs little more than the read itself. A text the files have as
 * it is (the one of the name's key in the same language, most of them) is kept as the files'
 * string: no copy of its own, and its comparison is one of identity.
 *
 * Looking each item's name up among the 40,000 the files may give their keys was most of the
 * fold's time (bench/by-key-cpu.ts). The service lists the keys of each language in the same
 * order, as a rule: so each item is first compared with the name that was at its place in the
 * language before, and looked up only when that is another.
 */
class ServiceTexts {
    #languages;
    #names;
    #likely;
    #texts;
    /** The names the files may give that the service lists (in any language). */
    #byName = new Map();
    #language;
    #index = -1;
    /**
     * What each place of the last language's list held: the entry of a name the files may give,
     * or the name of a key none has.
     */
    #order = [];
    #place = 0;
    /** Items read, and the answer's bytes once read whole: what the next batch is sized from. */
    #items = 0;
    #bytes;
    /** `names`: the names the files' keys may have, each with its row in `likely`, their texts. */
    constructor(languages, names, likely) {
        this.#languages = languages;
        this.#names = names;
        this.#likely = likely;
        this.#texts = new TextTable(languages.length, likely.rows);
    }
    addText(language, key, translation, pluralKey) {
        this.#items += 1;
        if (language !== this.#language) {
            this.#language = language;
            this.#index = this.#languages.indexOf(language);
            this.#place = 0;
        }
        const listed = this.#find(key);
        if (listed === undefined || this.#index === -1)
            return;
        const index = this.#index;
        if (this.#texts.get(listed.row, index) !== undefined)
            listed.ambiguous = true;
        else {
            const likely = listed.likely === NO_ROW ? undefined : this.#likely.get(listed.likely, index);
            this.#texts.set(listed.row, index, translation === likely ? likely : (0,api/* detached */.ht)(translation));
        }
        if (pluralKey !== null)
            listed.plural = true;
    }
    answered(bytes) {
        this.#bytes = bytes;
    }
    /** What the answer was: its items, and its bytes (undefined where the client did not say). */
    get read() {
        return { items: this.#items, bytes: this.#bytes };
    }
    /** The entry of `key`, if the files may give it: see the class's comment. */
    #find(key) {
        const place = this.#place++;
        const before = this.#order[place];
        if (before !== undefined) {
            if (typeof before === 'string' ? before === key : before.name === key) {
                return typeof before === 'string' ? undefined : before;
            }
        }
        const listed = this.#byName.get(key) ?? this.#listed(key);
        this.#order[place] = listed ?? (0,api/* detached */.ht)(key);
        return listed;
    }
    /** A name the service lists for the first time: an entry if the files may give it. */
    #listed(key) {
        const likely = this.#names.get(key);
        if (likely === undefined)
            return undefined;
        const name = (0,api/* detached */.ht)(key);
        const row = this.#texts.addRow();
        const listed = { name, row, likely, plural: false, ambiguous: false };
        this.#byName.set(name, listed);
        return listed;
    }
    /** A language's index in the texts of `only`'s answer. */
    indexOf(language) {
        return this.#languages.indexOf(language);
    }
    /** What the service has of `listed` in the `index`th language; undefined where not listed. */
    textOf(listed, index) {
        return index === -1 ? undefined : this.#texts.get(listed.row, index);
    }
    /**
     * Whether `names` find several service keys: two names listed, or one listed twice in a
     * language (keys told apart by file). Such a key never goes by key (`only`).
     */
    several(names) {
        let listed = 0;
        for (const name of names) {
            const found = this.#byName.get(name);
            if (found === undefined)
                continue;
            if (found.ambiguous || ++listed > 1)
                return true;
        }
        return false;
    }
    /** The one service key of `names`, if exactly one is listed and it is not ambiguous. */
    only(names) {
        let found;
        for (const name of names) {
            const listed = this.#byName.get(name);
            if (listed === undefined)
                continue;
            if (found !== undefined)
                return undefined;
            found = listed;
        }
        return found?.ambiguous ? undefined : found;
    }
}

;// CONCATENATED MODULE: ./lib/src/push/by-key-batches.js







/** The plan of `files`, a batch of languages at a time (see the top). */
async function by_key_batches_compareInBatches(deps, files, filesOf, options = {}) {
    const languages = [...new Set(files.map((f) => f.language))];
    const plan = new PlanParts(files);
    if (languages.length === 0)
        return plan.whole();
    const read = new ReadFiles(filesOf);
    // The first language's files say how many texts a language has, before any answer does.
    const first = await read.of(languages.slice(0, 1));
    read.keep(first);
    const texts = first.reduce((sum, r) => sum + (r.after?.size ?? 0), 0);
    const batches = new api/* LanguageBatches */.fL(languages, deps.client.maxAnswerBytes, texts);
    const lookups = new KeyLookups();
    /** The read begun last: the only one that may still be on its way. */
    let latest;
    const start = (batch) => (latest = readBatch(deps, batch, read, lookups).catch((error) => ({ error })));
    const said = new BatchLog(deps, batches, languages.length);
    const firstBatch = batches.next();
    let reading = firstBatch && start(firstBatch);
    try {
        while (reading !== undefined)
            ({ reading } = await nextBatch(reading));
    }
    finally {
        // A batch read while the one before it failed to be decided is let end before the error goes.
        await latest;
    }
    return plan.whole();
    /**
     * Takes in one answer: its batch decided, and the read after it begun (in an object: an async
     * function's promise would take on the read's own).
     */
    async function nextBatch(current) {
        const answer = await current;
        if ('error' in answer)
            throw answer.error;
        if ('over' in answer) {
            batches.overLimit(answer.over);
            said.overLimit(answer.over);
            const next = batches.next();
            return { reading: next && start(next) };
        }
        const { batch } = answer;
        const { items, bytes } = batch.service.read;
        batches.answered(batch.languages, bytes ?? 0, items);
        said.answered(batch.languages, bytes);
        // The next batch is on its way (paced by the client) while this one is decided and sent.
        const next = batches.next();
        const after = next && start(next);
        lookups.resolve(batch.service);
        await decideBatch(deps, batch, plan, options);
        options.sender?.check();
        return { reading: after };
    }
}
/** Reads the answer of `languages` into a fold of the names their files' keys may have. */
async function readBatch(deps, languages, read, lookups) {
    const files = await read.of(languages);
    const batch = lookups.batch(files.map((r) => ({ entries: r.after, language: languages.indexOf(r.file.language) })), languages.length);
    try {
        const service = await deps.client.readStringTexts({ id: deps.settings.projectId, langs: [...languages] }, () => new ServiceTexts(languages, lookups.names, batch.texts));
        return { batch: { languages, files, lookups: batch, service } };
    }
    catch (error) {
        if (!(error instanceof api/* ApiError */.hD && error.kind === 'limit') || languages.length < 2)
            throw error;
        // Read again in smaller batches: the files stay read.
        read.keep(files);
        return { over: languages };
    }
}
/** Each file of a batch decided (see translations-by-key.ts), its texts handed to the sender. */
async function decideBatch(deps, batch, plan, options) {
    const plain = plainText(deps);
    for (const [index, { file, after, before }] of batch.files.entries()) {
        if (after === undefined) {
            plan.imports(file);
            continue;
        }
        // A file the revision cannot import goes by key as it is, placeholders too: so did its base
        // file (by-key-files.ts), and no import would convert either.
        const asIs = (0,translations/* transferredByKey */.tT)(file.path, deps.settings.revision);
        const rules = rulesFor(file.path, asIs ? () => true : plain);
        const { service, lookups } = batch;
        const decided = decideFile(file, after, before, service, lookups.ofFile(index), rules);
        const every = typeof options.everyText === 'function' ? options.everyText(file) : options.everyText;
        if (decided.sharedFixes.length > 0 && every !== true) {
            const upload = await fixesUpload(deps, file, decided.sharedFixes);
            if (upload === undefined)
                decided.needsImport ??= SHARED_UNCUT;
            else
                plan.fixes(file, upload);
        }
        // An import fills what the service lacks too: by key then go only the repository's fixes.
        if (decided.needsImport === undefined)
            plan.byKey(file);
        else {
            plan.imports(file);
            deps.log.info(`${file.path} (${file.language}) goes by import: ${decided.needsImport}`);
        }
        const texts = decided.texts.filter((t) => every === true || decided.needsImport === undefined || t.why === 'fix');
        plan.texts(file, texts);
        options.sender?.add(texts);
    }
}
/**
 * The files read and not yet decided, by language: a batch whose answer was over the limit
 * keeps its files for the smaller batches that read it again.
 */
class ReadFiles {
    #filesOf;
    #kept = new Map();
    constructor(filesOf) {
        this.#filesOf = filesOf;
    }
    keep(files) {
        for (const r of files) {
            const kept = this.#kept.get(r.file.language) ?? [];
            if (!kept.includes(r))
                kept.push(r);
            this.#kept.set(r.file.language, kept);
        }
    }
    /** The files of `languages` (each language's taken from those kept, if there). */
    async of(languages) {
        const unread = languages.filter((l) => !this.#kept.has(l));
        const fresh = unread.length === 0 ? [] : await this.#filesOf(unread);
        const files = languages.flatMap((l) => this.#kept.get(l) ?? []);
        for (const l of languages)
            this.#kept.delete(l);
        return [...files, ...fresh];
    }
}
/** The plan's parts, each file's in the order of the files however the batches took them. */
class PlanParts {
    #index;
    #texts = [];
    #imports = [];
    #byKey = [];
    #fixes = [];
    constructor(files) {
        this.#index = new Map(files.map((file, index) => [file, index]));
    }
    imports(file) {
        this.#imports.push(file);
    }
    byKey(file) {
        this.#byKey.push(file);
    }
    fixes(file, upload) {
        (this.#fixes[this.#at(file)] ??= []).push(upload);
    }
    texts(file, texts) {
        if (texts.length > 0)
            this.#texts[this.#at(file)] = texts;
    }
    whole() {
        const inOrder = (list) => list.sort((a, b) => this.#at(a) - this.#at(b));
        return {
            texts: this.#texts.flatMap((texts) => texts),
            imports: inOrder(this.#imports),
            byKey: inOrder(this.#byKey),
            fixes: this.#fixes.flatMap((fixes) => fixes),
        };
    }
    #at(file) {
        return this.#index.get(file) ?? -1;
    }
}

;// CONCATENATED MODULE: ./lib/src/push/translations-by-key.js





/**
 * Translations travel by key where that is exact (issue 27). A translation file goes up with
 * `replace` off, so an import of it can only fill what the service lacks, and costs a call (30 s
 * on 1.0.9.2) even when it brings nothing. With the service's texts read by `string/list` (a
 * batch of languages at a time: by-key-batches.ts), each text of the file is decided on its own,
 * with the last sync's commit as the common ancestor of the repository and the service:
 *
 * - the service has the same text: nothing to send;
 * - the service has none: the repository's fills it;
 * - the repository changed it since the last sync and the service still has it as it was then:
 *   the repository's text wins (a developer's fix is not reverted by the next pull);
 * - otherwise (the service changed it, or there is no last sync): the service's text stays, and
 *   the pull request lists it under "Changed on both sides".
 *
 * Those texts go with `string/set`, every language of a key decided so far in one record, in
 * calls of 500 records as the batches are decided (paced by the client: one call per 30 s on
 * 1.0.9.2; sent-by-key.ts). A file whose every text was decided so is not imported at all. Only
 * what is exact goes by key: a plain text (no array item) whose key matches exactly one key on
 * the service that is no plural key, or a plural form (`files.one`) of
 * exactly one plural key (plural-forms-by-key.ts); a text with what an import would convert as a
 * placeholder (`%s`, `{0}`, `%@`) goes by import when `convert-placeholders` is on, as the
 * interface does not say `string/set` converts it too. A file with any other text is imported as
 * before.
 */
/**
 * Decides each translation file's texts against the service (string/list of their languages, a
 * batch of languages at a time: by-key-batches.ts); `since` is the last sync's commit, undefined
 * on a first sync. The files are read a batch at a time too; with `sender`, the texts go up as
 * each batch is decided.
 */
async function planByKey(deps, files, since, options = {}) {
    if (files.length === 0)
        return { texts: [], imports: [], byKey: [], fixes: [] };
    const of = (languages) => readFilesToCompare(deps, files.filter((f) => languages.includes(f.language)), since);
    return by_key_batches_compareInBatches(deps, files, of, options);
}
/** The files as an import would read them (the checkout's, checked), and as the last sync had them. */
async function readFilesToCompare(deps, files, since) {
    const paths = files.map((f) => f.path);
    const root = await (0,promises_.realpath)(deps.settings.context.workspace);
    const [now, then] = await Promise.all([
        checkoutFiles(root, paths),
        since === undefined ? undefined : (0,files_at_commit/* filesAtCommit */.a)(deps.git, since, paths, checkout_file/* MAX_TRANSLATION_BYTES */.Z_),
    ]);
    const read = [];
    for (const file of files) {
        // A file of every language (a String Catalog) is read in this file's language.
        const view = { language: file.localLanguage };
        const bytes = now.get(file.path);
        const after = await (0,file_entries/* entriesOf */.M)(file.path, bytes, view);
        const old = then?.get(file.path);
        // A file unchanged since the last sync is read once (most files of a push-scope: all).
        const same = old !== undefined && bytes !== undefined && old.equals(bytes);
        const before = then && (same ? after : await (0,file_entries/* entriesOf */.M)(file.path, old, view));
        read.push({ file, after, before });
    }
    return read;
}
/**
 * The key-level comparison of files already read with the service's texts (see the top), a
 * batch of languages at a time as planByKey makes it.
 */
async function compareByKey(deps, read, options = {}) {
    const files = read.map((r) => r.file);
    const of = async (languages) => read.filter((r) => languages.includes(r.file.language));
    return compareInBatches(deps, files, of, options);
}
/** The checkout's files, each read as an upload reads it; a file that may not go up is left out. */
async function checkoutFiles(root, paths) {
    const files = new Map();
    for (const path of paths) {
        const read = await (0,checkout_file/* readForUpload */.Dj)(root, path, checkout_file/* MAX_TRANSLATION_BYTES */.Z_);
        files.set(path, read.ok ? read.content : undefined);
    }
    return files;
}


/***/ }),

/***/ 2213:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pushPhase: () => (/* binding */ pushPhase)
});

// EXTERNAL MODULE: ./lib/src/git/sync-ref.js + 1 modules
var sync_ref = __webpack_require__(5974);
// EXTERNAL MODULE: ./lib/src/common/message-of.js
var message_of = __webpack_require__(6819);
// EXTERNAL MODULE: ./lib/src/files/spelling-clashes.js
var spelling_clashes = __webpack_require__(3230);
// EXTERNAL MODULE: ./lib/src/files/languages.js
var files_languages = __webpack_require__(3329);
// EXTERNAL MODULE: ./lib/src/git/status.js
var git_status = __webpack_require__(5779);
// EXTERNAL MODULE: ./lib/src/push/sync-scope.js
var sync_scope = __webpack_require__(3881);
// EXTERNAL MODULE: ./lib/src/common/plural.js
var plural = __webpack_require__(4558);
;// CONCATENATED MODULE: ./lib/src/push/changed-since-sync.js



/** The run's sync ref, or for a branch's first run the one it forked from, if HEAD has that. */
async function ownOrForked(git, options) {
    const own = await (0,sync_ref/* readSyncRef */.JH)(git, options.ref, options.stateRef);
    const { forkedFrom } = options;
    if (own.kind !== 'absent' || forkedFrom === undefined)
        return { state: own, ref: options.ref };
    const forked = await (0,sync_ref/* readSyncRef */.JH)(git, forkedFrom.ref, forkedFrom.stateRef);
    if (forked.kind !== 'found')
        return { state: own, ref: options.ref };
    options.log.info(`No ${options.ref} on origin yet: this branch counts from ${forkedFrom.ref}`);
    return { state: forked, ref: forkedFrom.ref };
}
/** Lists the files of HEAD that a push must consider. */
async function detectChanges(git, options) {
    const { log } = options;
    const { state, ref: readRef } = await ownOrForked(git, options);
    const everything = async (why) => ({
        paths: await (0,sync_ref/* filesAtHead */.pp)(git),
        since: undefined,
        everything: why,
        newlyMatched: [],
        scopeChanged: true,
        lastSync: undefined,
        removedKeys: [],
        firstSync: state.kind === 'absent',
    });
    if (options.scope === 'all') {
        // Every file goes up, but removed keys are still found against the last sync.
        const found = state.kind === 'found';
        return {
            ...(await everything('scope')),
            lastSync: found ? state.commit : undefined,
            removedKeys: found ? (0,sync_scope.recordedRemovedKeys)(state.state) : [],
        };
    }
    switch (state.kind) {
        case 'absent':
            log.info(`No ${options.ref} on origin yet: this is the first push, every file counts`);
            return everything('first-run');
        case 'unreadable':
            log.warning(`Could not read ${options.ref} from origin (${state.reason}); every file counts as changed`);
            return everything('unreadable');
        case 'ahead':
        case 'apart':
            // A ref HEAD's history lacks is no common ancestor: texts the repository has that differ
            // from the service's are not taken for fixes made since, so none replaces the service's.
            log.warning(`${options.ref} (${state.commit.slice(0, 12)}) is not in HEAD's history, so it is no last sync: every file counts, and the repository's texts only fill what the service lacks`);
            return everything('no-last-sync');
        case 'found':
            break;
    }
    log.info(`Last pushed commit: ${state.commit.slice(0, 12)} (${readRef})`);
    const changed = await (0,sync_ref/* filesChangedSince */.UM)(git, state.commit);
    const current = (0,sync_scope.scopeOf)(options.patterns, options.languageMap);
    const recorded = state.state === undefined ? undefined : (0,sync_scope.parseScope)(state.state);
    const removedKeys = (0,sync_scope.recordedRemovedKeys)(state.state);
    // A ref without a state was made by an earlier version (or by hand, to skip the first sync's
    // uploads): its files count as synced under today's patterns.
    if (recorded === undefined || (0,sync_scope.sameScope)(recorded, current)) {
        if (state.state !== undefined && recorded === undefined) {
            log.warning(`${options.stateRef} holds no state this version reads; it is written anew`);
        }
        return {
            paths: changed,
            since: state.commit,
            everything: undefined,
            newlyMatched: [],
            scopeChanged: recorded === undefined,
            lastSync: state.commit,
            removedKeys,
            firstSync: false,
        };
    }
    return withNewlyMatched(git, options, { commit: state.commit, changed, recorded, removedKeys });
}
/**
 * The changes when the last push's patterns or language map differ from this run's: the files
 * changed since it, and the unchanged ones today's patterns newly match.
 */
async function withNewlyMatched(git, options, last) {
    const alreadyCounted = new Set(last.changed);
    const fresh = (0,sync_scope.newlyMatched)(await (0,sync_ref/* filesAtHead */.pp)(git), options, last.recorded).filter((path) => !alreadyCounted.has(path));
    options.log.info(`files or language-map changed since the last push: ${(0,plural/* count */.U)(fresh.length, 'unchanged file')} newly matched` +
        (fresh.length > 0
            ? ` (${fresh.slice(0, 10).join(', ')}${fresh.length > 10 ? ', …' : ''})`
            : ''));
    return {
        paths: [...last.changed, ...fresh],
        since: last.commit,
        everything: undefined,
        newlyMatched: fresh,
        scopeChanged: true,
        lastSync: last.commit,
        removedKeys: last.removedKeys,
        firstSync: false,
    };
}

// EXTERNAL MODULE: ./lib/src/files/checkout-file.js
var checkout_file = __webpack_require__(8523);
// EXTERNAL MODULE: ./lib/src/files/translation-files.js
var translation_files = __webpack_require__(6275);
// EXTERNAL MODULE: ./lib/src/files/source-path.js
var source_path = __webpack_require__(9081);
// EXTERNAL MODULE: ./lib/src/inputs/patterns.js
var patterns = __webpack_require__(9327);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
;// CONCATENATED MODULE: ./lib/src/push/unmatched-patterns.js


/** How many files a hint names before it only counts the rest. */
const SHOWN = 3;
/** The patterns that match none of `paths` (whatever the language code in them). */
function unmatchedPatterns(patterns, paths) {
    return patterns.filter((pattern) => !paths.some((path) => pattern.languageOf(path) !== undefined));
}
/**
 * One clause per pattern that matches nothing, with what the repository has nearby:
 * `files: 'locale/%LANG_ISO%.json' matches no file; found locales/de.json, locales/en.json`.
 * A misspelt folder is the usual cause, so the files of the pattern's extension come first
 * whose folders are spelt closest to the pattern's.
 */
function unmatchedText(pattern, paths) {
    return `files: '${pattern.source.trim()}' matches no file; ${nearby(pattern.source.trim(), paths)}`;
}
function nearby(source, paths) {
    const extension = extensionOf(source);
    // A name with a line break or other control character would break the one-line message.
    const candidates = paths.filter((path) => 
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(path) &&
        (extension === undefined || extensionOf(path) === extension));
    const kind = extension === undefined ? 'file' : `.${extension} file`;
    if (candidates.length === 0)
        return `no ${kind} in the repository`;
    const folder = literalFolder(source);
    const ranked = candidates
        .map((path) => ({ path, distance: distance(folder, leadingFolders(path, folder)) }))
        .sort((a, b) => a.distance - b.distance || a.path.localeCompare(b.path))
        .map((c) => c.path);
    const more = ranked.length - SHOWN;
    const shown = ranked.slice(0, SHOWN).join(', ');
    return more > 0 ? `found ${shown} and ${more} more ${kind}s` : `found ${shown}`;
}
/** The extension of a path or pattern, lowercase; undefined when it has none or it varies. */
function extensionOf(path) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const dot = name.lastIndexOf('.');
    if (dot <= 0)
        return undefined;
    const extension = name.slice(dot + 1);
    if (extension.includes(patterns/* LANG_PLACEHOLDER */.x3) || picomatch.scan(extension).isGlob)
        return undefined;
    return extension.toLowerCase();
}
/** The folders a pattern names before its language code or first wildcard: `locale` of `locale/%LANG_ISO%.json`. */
function literalFolder(source) {
    const folders = source.split('/').slice(0, -1);
    const end = folders.findIndex((segment) => segment.includes(patterns/* LANG_PLACEHOLDER */.x3) || picomatch.scan(segment).isGlob);
    return end === -1 ? folders : folders.slice(0, end);
}
/** As many of a path's folders as the pattern names literally. */
function leadingFolders(path, like) {
    return path.split('/').slice(0, -1).slice(0, like.length);
}
/** The edit distance between two folder paths, as text. */
function distance(a, b) {
    const s = a.join('/');
    const t = b.join('/');
    let row = Array.from({ length: t.length + 1 }, (_, j) => j);
    for (let i = 1; i <= s.length; i++) {
        const next = [i];
        for (let j = 1; j <= t.length; j++) {
            const cost = s[i - 1] === t[j - 1] ? 0 : 1;
            next.push(Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + cost));
        }
        row = next;
    }
    return row[t.length] ?? 0;
}

// EXTERNAL MODULE: ./lib/src/inputs/index.js + 10 modules
var inputs = __webpack_require__(7951);
;// CONCATENATED MODULE: ./lib/src/push/empty-groups.js



/**
 * A file group whose `source` matches no file of the repository (a typo: `res/valuse/…`) is an
 * input problem before the push writes anything: its translation files, which its `translation`
 * pattern may well match, would go up with no base file to name them, and the sync ref would
 * move past them. One line per such group, naming its source.
 */
async function refuseEmptyGroups(git, patterns) {
    const groups = patterns.flatMap((p) => (p.group?.source === undefined ? [] : [p.group]));
    if (groups.length === 0)
        return;
    const files = await (0,sync_ref/* filesAtHead */.pp)(git);
    const problems = groups.flatMap((group) => {
        const source = group.source ?? '';
        const matches = picomatch(source, { dot: true });
        const ignored = group.ignore.length === 0 ? () => false : picomatch([...group.ignore], { dot: true });
        if (files.some((path) => matches(path) && !ignored(path)))
            return [];
        return [`Invalid files: the group's source '${source}' matches no file of the repository`];
    });
    if (problems.length > 0)
        throw new inputs/* InputError */.dz(problems);
}

// EXTERNAL MODULE: ./lib/src/translations/index.js + 10 modules
var translations = __webpack_require__(1904);
// EXTERNAL MODULE: ./lib/src/layout/group-pattern.js
var group_pattern = __webpack_require__(2021);
// EXTERNAL MODULE: ./lib/src/layout/language-spellings.js
var language_spellings = __webpack_require__(4605);
;// CONCATENATED MODULE: ./lib/src/push/missed-translations.js



/**
 * A file group whose `translation` misses its sources' translation files (a Java module's
 * `messages_de.properties` beside `messages.properties`, under a pattern that names another
 * folder) would send the base files alone on a first sync, and the sync ref would then move past
 * every translation: later runs send only what changes. So on a first sync such a group is an
 * input problem, before anything is written.
 *
 * A file is taken for a source's missed translation when no pattern has it, no `ignore` or
 * `!glob` item leaves it out, and its path is the source's but for a project language's
 * spelling (any placeholder's: `de`, `pt-BR`, `pt_BR`, `pt-rBR`, `pt-BR.lproj`) where the source
 * has the base language's, or nothing: `values-de/strings.xml` for `values/strings.xml`.
 */
/** One line per group that leaves translation files behind; empty when none does. */
function missedTranslations(paths, patterns, options) {
    const others = options.languages.filter((code) => code.toLowerCase() !== options.base.toLowerCase());
    if (others.length === 0)
        return [];
    const withoutBase = spellingRemover(spellingsOf([options.base], options.map));
    const withoutOther = spellingRemover(spellingsOf(others, options.map));
    const unmatched = paths.filter((path) => patterns.every((p) => p.languageOf(path) === undefined && p.excluded?.(path) !== true));
    const problems = [];
    for (const pattern of patterns) {
        const group = pattern.group;
        if (group?.source === undefined)
            continue;
        const ignored = group.ignore.length === 0 ? () => false : picomatch([...group.ignore], { dot: true });
        const sources = new Map();
        for (const path of paths) {
            if (pattern.languageOf(path) === group_pattern/* BASE_LANGUAGE */.f)
                sources.set(withoutBase(path).rest, path);
        }
        const missed = unmatched.filter((path) => {
            const { rest, removed } = withoutOther(path);
            return removed && !ignored(path) && sources.has(rest);
        });
        const [first] = missed;
        if (first === undefined)
            continue;
        const source = sources.get(withoutOther(first).rest) ?? '';
        const more = missed.length > 1 ? ` and ${missed.length - 1} more` : '';
        problems.push(`Invalid files: the group of source '${group.source}' leaves translations behind: its translation '${group.translation}' does not match ${first}${more}, a translation of ${source}; fix the pattern, or leave such files out with ignore or a !glob item (a first sync sends nothing until then)`);
    }
    return problems;
}
/** Every placeholder's spelling of each code. */
function spellingsOf(codes, map) {
    return [
        ...new Set(codes.flatMap((code) => language_spellings/* LANGUAGE_PLACEHOLDERS */.eH.map((slot) => (0,language_spellings/* spellWith */.$d)(map, slot, code)))),
    ];
}
/**
 * A path's words (split at `/`, `.`, `_`, `-`) once every whole-word spelling is taken out, and
 * whether one was: two paths that differ only in a language's spelling give the same words.
 */
function spellingRemover(spellings) {
    const sorted = [...spellings].sort((a, b) => b.length - a.length);
    const escaped = sorted.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const spelled = new RegExp(`(?<=^|[/._-])(?:${escaped.join('|')})(?=$|[/._-])`, 'gi');
    return (path) => {
        let removed = false;
        const stripped = path.replace(spelled, () => {
            removed = true;
            return '';
        });
        return {
            rest: stripped
                .split(/[/._-]+/)
                .filter(Boolean)
                .join('/'),
            removed,
        };
    };
}

// EXTERNAL MODULE: ./lib/src/files/language-codes.js
var language_codes = __webpack_require__(7673);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./lib/src/push/push-files.js














/**
 * The translation files to upload: those that changed since the sync ref (or all, with
 * push-scope: all), matching the patterns, of the languages push-languages chooses, the base
 * language first. Says what it found, what it leaves out, and when no file matches at all.
 */
async function chooseUploads(deps, base, languages) {
    const { settings, git, log } = deps;
    await refuseEmptyGroups(git, settings.patterns);
    return log.group('Changed files', async () => {
        const changes = await detectChanges(git, {
            scope: settings.push.scope,
            ref: deps.ref,
            stateRef: deps.stateRef,
            forkedFrom: deps.forkedFrom,
            patterns: settings.patterns,
            languageMap: settings.languageMap,
            log,
        });
        const matching = (0,translation_files/* translationFiles */.hN)(changes.paths, settings.patterns, settings.languageMap, base);
        const taken = (0,language_codes/* codeTaken */.Zn)(settings);
        const untaken = matching.filter((f) => !taken(f.language));
        const chosen = (f) => (0,files_languages/* languageChosen */.tS)(settings.push.languages, f.language, base, settings.languageMap);
        const baseLocal = settings.languageMap.toLocal(base);
        // The base language's own file is its source, however its path spells the code.
        const source = (f) => (0,files_languages/* sameLanguage */.zf)(f.language, base)
            ? f.path
            : ((0,source_path/* sourcePath */.Z)(f.path, settings.patterns, baseLocal) ?? f.path);
        // Files of the other languages go up too, with replace off: a translation the repository
        // has and the service lacks is never lost, and one the service has is never overwritten.
        const files = matching
            .filter((f) => taken(f.language))
            .map((f) => ({
            ...f,
            source: source(f),
            keepServiceTexts: !chosen(f),
            msgidIsText: (0,files_languages/* sameLanguage */.zf)(f.language, base) &&
                ((0,translations/* fileFormatOf */.P9)(f.path)?.keysAreBaseTexts === true ||
                    isTemplate(f.path, settings.patterns)),
        }))
            .sort((a, b) => Number(b.language === base) - Number(a.language === base) ||
            Number(a.keepServiceTexts) - Number(b.keepServiceTexts) ||
            a.path.localeCompare(b.path));
        const kept = files.filter((f) => f.keepServiceTexts).length;
        log.info(`${(0,plural/* count */.U)(changes.paths.length, 'file')} to consider, ${matching.length} ${(0,plural/* plural */.L)(matching.length, 'matches', 'match')} the patterns, ${files.length} to upload` +
            (files.length ? `:\n${files.map((f) => `  ${uploadLine(f)}`).join('\n')}` : ''));
        if (untaken.length > 0) {
            log.info(`Not uploaded: ${listFiles(untaken)}: ${(0,files_languages/* unshapedReason */.pi)('push')}`);
        }
        for (const shadow of (0,translation_files/* shadowingFiles */.mX)(changes.paths, settings.patterns, settings.languageMap, base)) {
            log.info(`Not uploaded: ${shadow.path}: it is its group's file of the base language, whose texts are the source's (${shadow.source})`);
        }
        if (kept > 0) {
            log.info(`${(0,plural/* count */.U)(kept, 'file')} of languages push-languages does not choose (it chooses ${(0,files_languages/* describeChoice */.be)(settings.push.languages, base)}) ${(0,plural/* plural */.L)(kept, 'goes', 'go')} up with replace off: their translations fill only what the service lacks`);
        }
        checkPatternsMatch(changes, settings.patterns, log);
        if (changes.firstSync)
            refuseMissed(changes.paths, settings, { languages, base });
        return { files, changedPaths: changes.paths, changes };
    });
}
/**
 * Every pattern must match a file when every file was looked at. On a first sync one that does
 * not ends the run before anything is uploaded: a misspelt folder would otherwise mark the
 * repository synced (the sync ref moves) and leave a pull request of empty files. Later, a
 * pattern that matches nothing is only a warning: its files may have been removed on purpose, and
 * the other patterns' files must still go up.
 */
function checkPatternsMatch(changes, patterns, log) {
    if (changes.everything === undefined && !changes.firstSync)
        return;
    const unmatched = unmatchedPatterns(patterns, changes.paths).map((p) => unmatchedText(p, changes.paths));
    if (unmatched.length === 0)
        return;
    if (changes.firstSync) {
        throw new Error(`${unmatched.join('; ')}; a first sync uploads nothing until every pattern matches`);
    }
    for (const text of unmatched)
        log.warning(`${text}; check the pattern`);
}
/**
 * On a first sync, a group whose translation pattern leaves its sources' translation files
 * behind is an input problem (missed-translations.ts).
 */
function refuseMissed(paths, settings, project) {
    const map = settings.languageMap;
    const missed = missedTranslations(paths, settings.patterns, { ...project, map });
    if (missed.length > 0)
        throw new inputs/* InputError */.dz(missed);
}
/** Files with their language, for a log line: at most ten, then how many more. */
function listFiles(files) {
    const shown = files.slice(0, 10).map((f) => `${f.path} ('${f.language}')`);
    const more = files.length > 10 ? ` and ${files.length - 10} more` : '';
    return `${shown.join(', ')}${more}`;
}
function uploadLine(f) {
    const as = f.source === f.path ? '' : `, as ${f.source}`;
    return `${f.path} (${f.language}${as}${f.keepServiceTexts ? ', translations the service lacks' : ''})`;
}
/**
 * The files of languages the project lacks are skipped, each with a warning. The sync ref still
 * moves (the other files went up), so the reason says how to send such a file later.
 */
function skipUnknownLanguages(files, known, skipped, log) {
    for (const file of files.filter((f) => !known.has(f.language))) {
        const reason = `the project has no language '${file.language}'; add it on the service (or set add-missing-languages), then run once with push-scope: all, or the file goes up only when it next changes`;
        skipped.push({ file, reason });
        log.warning(`Skipping ${file.path}: ${reason}`);
    }
    return files.filter((f) => known.has(f.language));
}
async function refuseUnsafe(workspace, files, skipped, log) {
    const root = await (0,promises_.realpath)(workspace);
    const safe = [];
    for (const file of files) {
        const problem = await (0,checkout_file/* uploadProblem */.Pm)(root, file.path, checkout_file/* MAX_TRANSLATION_BYTES */.Z_);
        if (problem === undefined) {
            safe.push(file);
            continue;
        }
        const reason = `not uploaded: ${problem}`;
        skipped.push({ file, reason });
        log.warning(`${file.path}: ${reason}`);
    }
    return safe;
}
async function warnUncommitted(git, uploads, commit, log) {
    // Named paths keep git from walking a large repository, within a command line's length.
    const paths = uploads.length <= 100 ? uploads.map((f) => f.path) : undefined;
    const modified = new Set(await (0,git_status/* changedPaths */.vl)(git, paths));
    for (const file of uploads.filter((f) => modified.has(f.path))) {
        log.warning(`${file.path} has changes not committed in the checkout: they are uploaded, but the sync ref records ${commit.slice(0, 12)}; commit them in the workflow before this step`);
    }
}
/** Whether `path` is the source of a file group marked `template: true`. */
function isTemplate(path, patterns) {
    const pattern = patterns.find((p) => p.languageOf(path) !== undefined);
    return pattern?.group?.template === true;
}

;// CONCATENATED MODULE: ./lib/src/push/screenshots.js





const IMAGE = /\.(png|jpe?g)$/i;
/** Uploads the changed images that match the `screenshots` globs (1.0.9.3 only). */
async function uploadScreenshots(options) {
    const { settings, client, log } = options;
    if (settings.push.screenshots.length === 0)
        return [];
    const matches = picomatch([...settings.push.screenshots]);
    const images = options.paths.filter((p) => IMAGE.test(p) && matches(p));
    if (images.length === 0)
        return [];
    return log.group(`Upload ${(0,plural/* count */.U)(images.length, 'screenshot')}`, async () => {
        const outcomes = [];
        const root = await (0,promises_.realpath)(settings.context.workspace);
        for (const path of images) {
            try {
                const image = await (0,checkout_file/* readForUpload */.Dj)(root, path, checkout_file/* MAX_SCREENSHOT_BYTES */.cu);
                if (!image.ok) {
                    log.warning(`${path}: not uploaded: ${image.reason}`);
                    outcomes.push({ path, skipped: `not uploaded: ${image.reason}` });
                    continue;
                }
                await client.project.screenshot({
                    id: settings.projectId,
                    screenshot: image.content.toString('base64'),
                    autotag: settings.push.screenshotAutotag,
                });
                log.info(`${path}: uploaded`);
                outcomes.push({ path });
            }
            catch (error) {
                const message = (0,message_of/* messageOf */.b)(error);
                log.error(`${path}: ${message}`);
                outcomes.push({ path, error: message });
            }
        }
        return outcomes;
    });
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/src/api/index.js + 31 modules
var api = __webpack_require__(3796);
;// CONCATENATED MODULE: ./lib/src/push/push-imports.js






/**
 * The options of an upload that only fills what the service lacks: no replacing, no key names
 * made into texts, and no deleting keys absent from one language's file (where the revision has
 * that option at all: a parameter it lacks would be refused).
 */
function keepingServiceTexts(options) {
    return {
        replace: false,
        fill_empty: false,
        ...('cleanup_mode' in options ? { cleanup_mode: false } : {}),
    };
}
/** The options of an import of fixes alone (exact-fixes.ts): their texts replace the service's. */
function replacingOnly(options) {
    return { ...keepingServiceTexts(options), replace: true };
}
/** What goes up: the fixes cut out of the file, else the checkout's file, checked. */
async function bytesOf(root, file) {
    if (file.fixes !== undefined)
        return file.fixes.content;
    const read = await (0,checkout_file/* readForUpload */.Dj)(root, file.path, checkout_file/* MAX_TRANSLATION_BYTES */.Z_);
    if (!read.ok)
        throw new Error(`not uploaded: ${read.reason}`);
    return read.content;
}
/** The import's `tags` (given to the keys it adds), when there are any. */
function tagsOf(tags) {
    return tags.length > 0 ? { tags: [...tags] } : {};
}
/** Codes after which no other import can succeed either. */
const FATAL_CODES = new Set(['401', '4011', '403', '404']);
/** Imports the files one at a time, in order, stopping early when no further import can succeed. */
async function importAll(deps, files) {
    const { settings, client, log } = deps;
    const outcomes = [];
    const root = await (0,promises_.realpath)(settings.context.workspace);
    let stop;
    /** Imports in a row that failed after every retry. */
    let exhausted = 0;
    for (const [index, file] of files.entries()) {
        if (stop !== undefined) {
            outcomes.push({ file, waitedMs: 0, error: `not attempted: ${stop}` });
            continue;
        }
        const waitedBefore = deps.waitedMs();
        try {
            const content = await (0,translations/* uploadForm */.aT)(file.path, await bytesOf(root, file));
            const result = await client.project.import({
                id: settings.projectId,
                // Named as its source, whatever the language: one file on the service (source-path.ts).
                file: { name: (0,external_node_path_.basename)(file.source), content },
                lang_iso: file.language,
                ...settings.push.importOptions,
                ...(file.msgidIsText ? { fill_empty: true } : {}),
                // A branch's import only adds keys, tagged as the branch's: it changes no key it finds.
                ...(file.keepServiceTexts || deps.branchTag !== undefined
                    ? keepingServiceTexts(settings.push.importOptions)
                    : {}),
                ...(file.fixes === undefined ? {} : replacingOnly(settings.push.importOptions)),
                ...tagsOf([
                    ...settings.push.tags,
                    ...(deps.branchTag === undefined ? [] : [deps.branchTag]),
                ]),
                ...(settings.push.sendFilename ? { filename: file.source } : {}),
            });
            const waitedMs = deps.waitedMs() - waitedBefore;
            outcomes.push({ file, result, waitedMs });
            exhausted = 0;
            const counts = settings.dryRun
                ? 'not uploaded (dry run)'
                : `${result.inserted} inserted, ${result.updated} updated, ${result.skipped} skipped`;
            const what = file.fixes === undefined ? '' : ', its fixes alone';
            log.info(`[${index + 1}/${files.length}] ${file.path} (${file.language}${what}): ${counts}`);
        }
        catch (error) {
            const message = (0,message_of/* messageOf */.b)(error);
            outcomes.push({ file, waitedMs: deps.waitedMs() - waitedBefore, error: message });
            log.error(`[${index + 1}/${files.length}] ${file.path} (${file.language}) failed: ${message}`, file.path);
            if (error instanceof api/* ApiError */.hD &&
                (error.kind === 'request' || FATAL_CODES.has(error.code ?? ''))) {
                stop = `an earlier import failed with ${error.code ?? 'a refused request'}`;
            }
            else if (error instanceof api/* ApiError */.hD && error.transient && ++exhausted >= 2) {
                // Two imports in a row failed on every retry: the service is down or refusing, and each
                // next file would spend as long to learn the same. (One may be that file's own problem,
                // such as a size that always times out.)
                stop = 'two imports in a row failed after every retry';
            }
        }
    }
    return outcomes;
}
async function addLanguages(client, id, missing, log) {
    try {
        await client.language.add({ id, iso: [...missing] });
    }
    catch (error) {
        if (!(error instanceof api/* ApiError */.hD && error.code === '4050'))
            throw error;
        const present = new Set((await client.language.list({ id })).map((l) => l.iso));
        if (missing.some((iso) => !present.has(iso)))
            throw error;
        log.info(`The project already has ${missing.join(', ')} now (added meanwhile)`);
    }
}

// EXTERNAL MODULE: ./lib/src/qa/plural-forms.js
var plural_forms = __webpack_require__(8397);
// EXTERNAL MODULE: ./lib/src/push/key-texts.js
var key_texts = __webpack_require__(7213);
// EXTERNAL MODULE: ./lib/src/push/listed-texts.js
var listed_texts = __webpack_require__(6511);
;// CONCATENATED MODULE: ./lib/src/push/by-key-files.js









/** Records in one string/set call, as sendByKey (sent-by-key.ts) sends them. */
const RECORDS_PER_CALL = 500;
async function sendFilesByKey(deps, files, base) {
    // A branch's push only adds keys, tagged as the branch's (branch-push.ts): as its import would.
    if (files.length === 0)
        return [];
    const { client, settings, log } = deps;
    const waitedBefore = deps.waitedMs();
    try {
        const read = await readKeyTexts(deps, files);
        const languages = [...new Set(files.map((f) => f.language))];
        const wanted = new Set(read.flatMap((r) => [...r.texts.keys()]));
        const listed = await (0,listed_texts/* readListedTexts */.K)(client, settings.projectId, languages, wanted);
        const records = new Map();
        const counts = read.map(({ file, texts }) => decideFile(deps, { file, texts, listed, base, records }));
        const data = [...records.values()];
        for (let start = 0; start < data.length; start += RECORDS_PER_CALL) {
            await client.string.set({
                id: settings.projectId,
                data: data.slice(start, start + RECORDS_PER_CALL),
            });
        }
        return files.map((file, index) => {
            const { inserted, updated, skipped, shared } = counts[index];
            const note = settings.dryRun
                ? 'not sent (dry run)'
                : `${inserted} inserted, ${updated} updated, ${skipped} skipped`;
            log.info(`[by key] ${file.path} (${file.language}): ${note}`);
            if (shared.length > 0) {
                log.warning(`${file.path}: ${shared.slice(0, 5).join(', ')}${shared.length > 5 ? ', …' : ''}: the service has each name in several files, and string/set would not say which: not sent`);
            }
            const result = { inserted, updated, skipped };
            return { file, result, waitedMs: index === 0 ? deps.waitedMs() - waitedBefore : 0 };
        });
    }
    catch (error) {
        const message = (0,message_of/* messageOf */.b)(error);
        log.error(`Sending ${files.length} files by key failed: ${message}`);
        return files.map((file) => ({ file, waitedMs: 0, error: message }));
    }
}
/** Each file's keys with their texts, as the service names them. */
async function readKeyTexts(deps, files) {
    const root = await (0,promises_.realpath)(deps.settings.context.workspace);
    const read = [];
    for (const file of files) {
        const bytes = await (0,checkout_file/* readForUpload */.Dj)(root, file.path, checkout_file/* MAX_TRANSLATION_BYTES */.Z_);
        if (!bytes.ok)
            throw new Error(`${file.path} not sent: ${bytes.reason}`);
        const reading = await (0,translations/* readTranslationFile */.k_)(file.path, bytes.content, 'keys', {
            language: file.localLanguage,
        });
        if (!('entries' in reading)) {
            throw new Error(`${file.path} does not read key by key (${reading.unread})`);
        }
        read.push({ file, texts: (0,key_texts/* keyTextsOf */.t)(reading.entries) });
    }
    return read;
}
/** One file's keys against the service's: what it sets, makes, leaves. */
function decideFile(deps, decision) {
    const { file, texts, listed, base, records } = decision;
    const counts = { inserted: 0, updated: 0, skipped: 0, shared: [] };
    const theirs = listed.byLanguage.get(file.language);
    const isBase = (0,files_languages/* sameLanguage */.zf)(file.language, base);
    for (const [name, ours] of texts) {
        const there = theirs?.get(name);
        if (there !== undefined && there.times > 1) {
            counts.shared.push(name);
            continue;
        }
        if (there === undefined && !isBase) {
            counts.skipped += 1;
            continue;
        }
        if (there !== undefined && (same(ours, there.text) || deps.branchTag !== undefined)) {
            counts.skipped += 1;
            continue;
        }
        const record = records.get(name) ?? { key: name, translations: {} };
        if (there === undefined)
            Object.assign(record, newKeyAttributes(deps, file, ours));
        record.translations[file.language] = ours.forms ?? ours.text ?? '';
        records.set(name, record);
        if (there === undefined)
            counts.inserted += 1;
        else
            counts.updated += 1;
    }
    return counts;
}
/** Whether the service's text (a plural key's forms as JSON) is ours. */
function same(ours, theirs) {
    if (ours.forms === undefined)
        return ours.text === theirs;
    const forms = (0,plural_forms/* pluralForms */.o)(theirs);
    if (forms === undefined)
        return false;
    const names = new Set([...Object.keys(forms), ...Object.keys(ours.forms)]);
    return [...names].every((form) => (forms[form] ?? '') === (ours.forms?.[form] ?? ''));
}
/** What a new key needs besides its texts: its platform, its file name, its tags, plural. */
function newKeyAttributes(deps, file, ours) {
    const { settings } = deps;
    const platform = (0,translations/* fileFormatOf */.P9)(file.path)?.platform ?? 'other';
    const mask = { ios: 1, android: 2, web: 4, other: 16 }[platform];
    const named = settings.push.sendFilename ? file.source : (0,external_node_path_.basename)(file.source);
    const onNewer = settings.revision === '1.0.9.3';
    const tags = [...settings.push.tags, ...(deps.branchTag === undefined ? [] : [deps.branchTag])];
    return {
        platform_mask: mask,
        ...(onNewer ? { [`filename_${platform}`]: named } : { filename: (0,external_node_path_.basename)(file.source) }),
        ...(onNewer && tags.length > 0 ? { tags } : {}),
        // 1.0.9.3 marks a plural key with 1; 1.0.9.2 takes a plural name, the key's own here.
        ...(ours.forms === undefined ? {} : { plural: onNewer ? 1 : ours.name }),
    };
}

// EXTERNAL MODULE: ./lib/src/push/sent-by-key.js
var sent_by_key = __webpack_require__(7745);
// EXTERNAL MODULE: ./lib/src/push/translations-by-key.js + 10 modules
var translations_by_key = __webpack_require__(5050);
;// CONCATENATED MODULE: ./lib/src/push/uploads.js









/** The upload step of a push: the imports, the texts by key, and what a branch holds. */
const NOTHING_BY_KEY = {
    texts: [],
    files: [],
    calls: 0,
    error: undefined,
};
/** The uploads, as a branch with `branch-keys: tag` makes them (branch-push.ts) or as any run. */
async function uploadsOf(deps, uploads, since, base) {
    const { branchTag } = deps;
    if (branchTag === undefined)
        return uploadAll(deps, uploads, since, base);
    const { uploadForBranch } = await __webpack_require__.e(/* import() */ 208).then(__webpack_require__.bind(__webpack_require__, 2208));
    // A file the revision cannot import adds its keys by string/set, tagged too (by-key-files.ts).
    const byKeyOnly = (f) => (0,translations/* transferredByKey */.tT)(f.path, deps.settings.revision);
    return uploadForBranch({ ...deps, branchTag }, uploads, since, base, async (files) => [
        ...(await paced(deps, files.filter((f) => !byKeyOnly(f)))),
        ...(await sendFilesByKey(deps, files.filter(byKeyOnly), base)),
    ]);
}
/**
 * The uploads: the base language's files and those that replace the service's texts by import
 * first, since they make the keys; then the other translation files, by key where exact
 * (translations-by-key.ts) and by import otherwise. Each step only after the one before went up whole: a next run sends
 * the same again.
 */
async function uploadAll(deps, uploads, since, base) {
    const { settings, log } = deps;
    // Translations with the service's texts kept may go by key; the base language's files (and
    // those push-languages chooses, which replace) always go by import.
    const mayGoByKey = (f) => f.keepServiceTexts && !(0,files_languages/* sameLanguage */.zf)(f.language, base);
    // A format the revision cannot import goes by key both ways (by-key-files.ts).
    const byKeyOnly = (f) => (0,translations/* transferredByKey */.tT)(f.path, settings.revision);
    const replacing = uploads.filter((f) => !mayGoByKey(f));
    const keeping = uploads.filter(mayGoByKey);
    const imported = replacing.filter((f) => !byKeyOnly(f));
    const first = [
        ...(imported.length === 0 ? [] : await paced(deps, imported)),
        ...(await sendFilesByKey(deps, replacing.filter(byKeyOnly), base)),
    ];
    if (first.some((i) => i.error !== undefined) || keeping.length === 0) {
        return { imports: [...first, ...notAttempted(keeping)], byKey: NOTHING_BY_KEY };
    }
    let plan;
    let calls;
    // The texts go up as each batch of languages is decided, while the next is read.
    const sender = new sent_by_key/* KeySender */.jP(deps);
    try {
        const planned = await (0,translations_by_key/* planByKey */.u7)(deps, keeping, since, { everyText: byKeyOnly, sender });
        plan = withoutImportsOf(planned, { byKeyOnly, log });
        calls = await sender.finish();
    }
    catch (error) {
        await sender.stop();
        const message = (0,message_of/* messageOf */.b)(error);
        log.error(`Sending translations by key failed: ${message}`);
        const { texts, calls: made } = sender.sent;
        return {
            imports: [...first, ...notAttempted(keeping)],
            byKey: { ...NOTHING_BY_KEY, texts, calls: made, error: message },
        };
    }
    // A file whose shared keys' fixes go by an import of their own (exact-fixes.ts) is named there.
    const whole = plan.byKey.filter((f) => !plan.fixes.some((fixes) => fixes.path === f.path));
    if (whole.length > 0) {
        log.info(`Not imported: ${(0,plural/* count */.U)(whole.length, 'translation file')} whose every text the service has or got by key${settings.dryRun ? ' (dry run)' : ''}`);
    }
    const upload = [...plan.imports, ...plan.fixes];
    const rest = upload.length === 0 ? [] : await paced(deps, upload);
    return {
        imports: [...first, ...rest],
        byKey: { texts: plan.texts, files: plan.byKey, calls, error: undefined },
    };
}
/**
 * The plan without imports of files whose format the revision cannot import: their texts that
 * could go by key are in the plan already; the rest cannot go at all, and the log says which.
 */
function withoutImportsOf(plan, { byKeyOnly, log }) {
    const stranded = plan.imports.filter(byKeyOnly);
    if (stranded.length === 0)
        return plan;
    for (const file of stranded) {
        log.warning(`${file.path} (${file.language}): some texts cannot go by key (see above), and its format cannot be imported on this revision: they are not sent`);
    }
    return { ...plan, imports: plan.imports.filter((f) => !byKeyOnly(f)) };
}
/** Imports files one at a time, saying first how long the revision's pacing makes that. */
function paced(deps, files) {
    const pacing = pacingNote(deps.settings.revision, files.length);
    if (pacing)
        deps.log.info(pacing);
    return importAll(deps, files);
}
function notAttempted(files) {
    return files.map((file) => ({
        file,
        waitedMs: 0,
        error: 'not attempted: an earlier upload failed',
    }));
}
/**
 * How long the uploads take at least where the revision spaces imports (1.0.9.2: one per 30 s),
 * said before the first one so that a long quiet upload is expected; undefined elsewhere.
 */
function pacingNote(revision, files) {
    const spacingMs = api/* RATE_LIMITS */.cr[revision]['project/import'];
    if (spacingMs === undefined || files < 2)
        return undefined;
    const seconds = ((files - 1) * spacingMs) / 1000;
    const time = seconds >= 120 ? `${Math.round(seconds / 60)} min` : `${seconds} s`;
    return `${(0,plural/* count */.U)(files, 'import')} on ${revision}, one per ${spacingMs / 1000} s: about ${time} in all`;
}

;// CONCATENATED MODULE: ./lib/src/push/catalogue-files.js





/**
 * A file that holds every language (an Xcode String Catalog) matches its pattern once, as the
 * base language's; the push reads it as a file of each language it holds (file-formats.ts
 * `everyLanguage`): its source language's view is the base file, every other language's a
 * translation of it, spelled as Apple spells it (`pt-BR`, `zh-Hans`: `%OSX_LOCALE%`).
 */
async function withCatalogueLanguages(deps, files, base) {
    const { settings } = deps;
    const root = await (0,promises_.realpath)(settings.context.workspace);
    const out = [];
    for (const file of files) {
        const views = (0,translations/* fileFormatOf */.P9)(file.path)?.everyLanguage;
        const read = views && (await (0,checkout_file/* readForUpload */.Dj)(root, file.path, checkout_file/* MAX_TRANSLATION_BYTES */.Z_));
        if (views === undefined || read === undefined || !read.ok) {
            out.push(file);
            continue;
        }
        const [source, ...others] = await views.languagesOf(read.content.toString('utf8'));
        out.push({ ...file, localLanguage: source ?? file.localLanguage });
        for (const local of others) {
            const language = (0,language_spellings/* codeSpelled */.Pw)(settings.languageMap, ['%OSX_LOCALE%'], [local]);
            if (language === undefined || (0,files_languages/* sameLanguage */.zf)(language, base))
                continue;
            const chosen = (0,files_languages/* languageChosen */.tS)(settings.push.languages, language, base, settings.languageMap);
            out.push({ ...file, localLanguage: local, language, keepServiceTexts: !chosen });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./lib/src/push/push.js











/**
 * Uploads the translation files changed since the last successful push, one import at a time,
 * and moves the sync ref to HEAD only when every upload succeeded.
 */
async function runPush(deps) {
    const { settings, client, git, log } = deps;
    const id = settings.projectId;
    // The commit is read while the first request is on its way.
    const [commit, projectLanguages] = await Promise.all([
        (0,sync_ref/* headCommit */.Qo)(git),
        log.group('Project languages', async () => {
            const languages = await client.language.list({ id });
            log.info(`Project ${id}: ${languages.map((l) => `${l.iso}${l.isDefault ? ' (base)' : ''}`).join(', ')}`);
            return languages;
        }),
    ]);
    const base = (0,files_languages/* baseLanguageOf */.Xu)(projectLanguages, settings.baseLanguage, settings.languageMap);
    const codes = projectLanguages.map((l) => l.iso);
    (0,spelling_clashes/* refuseSpellingClashes */.O)(settings, codes);
    const chosen = await chooseUploads(deps, base, codes);
    const { changedPaths, changes } = chosen;
    const files = await withCatalogueLanguages(deps, chosen.files, base);
    const since = changes.since;
    const skipped = [];
    const known = await inProjectLanguages(deps, files, projectLanguages, skipped);
    let uploads = known.files;
    uploads = await refuseUnsafe(settings.context.workspace, uploads, skipped, log);
    if (uploads.length > 0)
        await warnUncommitted(git, uploads, commit, log);
    const snapshot = uploads.length > 0 && (await snapshotIfAsked(deps, commit));
    const { imports, byKey, held } = uploads.length === 0
        ? { imports: [], byKey: NOTHING_BY_KEY, held: undefined }
        : await log.group(`Upload ${(0,plural/* count */.U)(uploads.length, 'file')}`, () => uploadsOf(deps, uploads, changes.lastSync, base));
    const screenshots = await uploadScreenshots({ settings, client, log, paths: changedPaths });
    const succeeded = imports.every((i) => i.error === undefined) &&
        byKey.error === undefined &&
        screenshots.every((s) => s.error === undefined);
    if (succeeded)
        await untagIfMerged(deps, uploads, commit, base);
    // Removed keys are followed only after a push that went up whole: the ref and the record of
    // them move together.
    const following = changes.lastSync !== undefined || changes.removedKeys.length > 0;
    const prune = succeeded && following
        ? await log.group('Removed keys', async () => {
            const { runPrune } = await Promise.all(/* import() */[__webpack_require__.e(913), __webpack_require__.e(282)]).then(__webpack_require__.bind(__webpack_require__, 8282));
            return runPrune({
                ...deps,
                since: changes.lastSync,
                head: commit,
                base,
                recorded: changes.removedKeys,
            });
        })
        : undefined;
    // When an upload failed, the ref stays; the run's final error names the files and says so.
    const refAtCommit = succeeded && (await syncRefMoved(deps, commit, changes, prune));
    return {
        commit,
        imports,
        byKey,
        skipped,
        screenshots,
        addedLanguages: known.added,
        snapshot,
        succeeded,
        refAtCommit,
        since,
        prune,
        ...(held === undefined ? {} : { held }),
    };
}
/**
 * A default-branch push whose base files changed may have merged a branch's keys: they lose
 * their branch tags (merged-branch-keys.ts). Not done on a branch, nor where it fails: the pull
 * writes such keys either way.
 */
async function untagIfMerged(deps, uploads, commit, base) {
    // A dry run leaves the tags as they are: untagging changes nothing any file shows.
    if (deps.branchTag !== undefined || deps.held === true || deps.settings.dryRun)
        return;
    if (!uploads.some((f) => (0,files_languages/* sameLanguage */.zf)(f.language, base)))
        return;
    try {
        const { untagMergedKeys } = await __webpack_require__.e(/* import() */ 333).then(__webpack_require__.bind(__webpack_require__, 2333));
        await untagMergedKeys(deps, commit, base);
    }
    catch (error) {
        deps.log.warning(`Could not untag the keys of merged branches: ${(0,message_of/* messageOf */.b)(error)}`);
    }
}
/**
 * The files in a language the project has. The languages the project lacks are added when
 * `add-missing-languages` says so (`added`); else their files are skipped, into `skipped`.
 */
async function inProjectLanguages(deps, files, projectLanguages, skipped) {
    const { settings, client, log } = deps;
    const known = new Set(projectLanguages.map((l) => l.iso));
    const missing = [...new Set(files.map((f) => f.language).filter((l) => !known.has(l)))];
    if (missing.length > 0 && settings.push.addMissingLanguages) {
        log.info(`Adding languages missing from the project: ${missing.join(', ')}`);
        await addLanguages(client, settings.projectId, missing, log);
        return { files: [...files], added: missing };
    }
    return { files: skipUnknownLanguages(files, known, skipped, log), added: [] };
}
/** A snapshot of the project before the uploads, when asked (or `cleanup_mode` may delete keys). */
async function snapshotIfAsked(deps, commit) {
    const { settings, client, log } = deps;
    if (!settings.push.snapshotBeforePush && settings.push.importOptions.cleanup_mode !== true) {
        return false;
    }
    const id = settings.projectId;
    const title = `l10n-sync before ${commit.slice(0, 12)} on ${deps.branch}`;
    log.info(`Creating a project snapshot: ${title}`);
    await client.project.snapshot(settings.revision === '1.0.9.3' ? { id, title } : { id });
    return true;
}
/**
 * Moves the sync ref (and the sync state) to the commit a whole push went up from; whether it
 * is there now. A dry run says what it would do.
 */
async function syncRefMoved(deps, commit, changes, prune) {
    const { settings, git, log } = deps;
    if (settings.dryRun) {
        log.info(`[dry-run] would move ${deps.ref} to ${commit}`);
        return false;
    }
    if (changes.since === commit && !changes.scopeChanged && !prune?.stateChanged) {
        log.info(`${deps.ref} is at ${commit.slice(0, 12)} already`);
        return true;
    }
    const problem = await (0,sync_ref/* tryMoveSyncRef */.$9)(git, deps.ref, commit, {
        ref: deps.stateRef,
        text: (0,sync_scope.scopeText)((0,sync_scope.scopeOf)(settings.patterns, settings.languageMap), prune?.state ?? changes.removedKeys),
        author: { name: settings.git.userName, email: settings.git.userEmail },
    });
    if (problem) {
        log.warning(`Could not push ${deps.ref} to origin (${problem}); the next run will upload these files again. Give the workflow contents: write permission.`);
        return false;
    }
    log.info(`Moved ${deps.ref} to ${commit.slice(0, 12)}`);
    return true;
}

// EXTERNAL MODULE: ./lib/src/report/outputs.js
var outputs = __webpack_require__(2011);
// EXTERNAL MODULE: ./lib/src/common/markdown.js
var markdown = __webpack_require__(869);
;// CONCATENATED MODULE: ./lib/src/report/push-summary.js



/** The job summary of a push, as Markdown a person reads instead of the log. */
/**
 * The translations that went by key instead of by import: how many texts, why, in how many calls,
 * and the files not imported at all (their texts were on the service, or got there so).
 */
function byKeySection(byKey, dryRun, imported) {
    if (byKey.texts.length === 0 && byKey.files.length === 0 && byKey.error === undefined)
        return [];
    const lines = [];
    if (byKey.error !== undefined) {
        lines.push(`❌ Sending translations by key failed: ${(0,markdown/* plainText */.wh)(byKey.error)}`, '');
    }
    else if (byKey.texts.length > 0) {
        const sent = (0,sent_by_key/* describeSent */.S5)(byKey.texts, byKey.calls, {
            endpoint: '`string/set`',
            fix: (f) => `${(0,markdown/* codeSpan */.SS)((0,sent_by_key/* sentName */.WE)(f))} (${(0,markdown/* plainText */.wh)(f.language)})`,
            most: 10,
        });
        lines.push(`${dryRun ? 'Would send' : 'Sent'} ${sent}.`, '');
    }
    if (byKey.files.length > 0 && imported > 0) {
        lines.push(`Not imported: ${(0,plural/* count */.U)(byKey.files.length, 'translation file')} whose every text the service has${byKey.texts.length > 0 ? ' or got by key' : ''}.`, '');
    }
    return lines;
}
function pushSummary(report, settings) {
    const lines = [];
    const done = report.imports.filter((i) => i.result !== undefined);
    const failed = report.imports.filter((i) => i.error !== undefined);
    const total = (key) => done.reduce((sum, i) => sum + (i.result?.[key] ?? 0), 0);
    const waited = report.imports.reduce((sum, i) => sum + i.waitedMs, 0);
    lines.push(`### Push${settings.dryRun ? ' (dry run: nothing was written)' : ''}`, '', report.imports.length === 0 && report.byKey.files.length > 0
        ? `No file imported from commit \`${report.commit.slice(0, 12)}\`: the service has every text of its ${(0,plural/* count */.U)(report.byKey.files.length, 'changed translation file')}${report.byKey.texts.length > 0 ? ', or got it by key' : ''}.`
        : report.imports.length === 0
            ? `No translation file to upload at commit \`${report.commit.slice(0, 12)}\`.`
            : settings.dryRun
                ? `Would upload ${(0,plural/* count */.U)(report.imports.length, 'file')} from commit \`${report.commit.slice(0, 12)}\`.`
                : `${failed.length === 0 ? '✅' : '❌'} Uploaded ${done.length} of ${(0,plural/* count */.U)(report.imports.length, 'file')} from commit \`${report.commit.slice(0, 12)}\`: ` +
                    `${(0,plural/* count */.U)(total('inserted'), 'key')} inserted, ${total('updated')} updated, ${total('skipped')} skipped` +
                    (waited > 0 ? `; ${seconds(waited)} s waited for the rate limit.` : '.'), '');
    if (report.imports.length > 0 && settings.dryRun) {
        lines.push('| File | Language |', '| --- | --- |', ...report.imports.map((i) => `| ${(0,markdown/* codeSpan */.SS)(i.file.path, true)} | ${(0,markdown/* plainText */.wh)(i.file.language)} |`), '');
    }
    else if (report.imports.length > 0) {
        lines.push('| File | Language | Inserted | Updated | Skipped | Rate-limit wait (s) | Result |', '| --- | --- | ---: | ---: | ---: | ---: | --- |');
        for (const i of report.imports) {
            lines.push(`| ${(0,markdown/* codeSpan */.SS)(i.file.path, true)} | ${(0,markdown/* plainText */.wh)(i.file.language)} | ${i.result?.inserted ?? ''} | ${i.result?.updated ?? ''} | ${i.result?.skipped ?? ''} | ${seconds(i.waitedMs)} | ${i.error === undefined ? 'uploaded' : `❌ ${(0,markdown/* plainText */.wh)(i.error)}`} |`);
        }
        lines.push(`| **Total** | | **${total('inserted')}** | **${total('updated')}** | **${total('skipped')}** | **${seconds(waited)}** | ${done.length} uploaded${failed.length ? `, ${failed.length} failed` : ''} |`, '');
    }
    lines.push(...byKeySection(report.byKey, settings.dryRun, report.imports.length));
    if (report.skipped.length > 0) {
        lines.push('Skipped:', '', ...report.skipped.map((s) => `- ${(0,markdown/* codeSpan */.SS)(s.file.path)}: ${(0,markdown/* plainText */.wh)(s.reason)}`), '');
    }
    if (report.addedLanguages.length > 0) {
        lines.push(`Languages added to the project: ${report.addedLanguages.map((l) => (0,markdown/* codeSpan */.SS)(l)).join(', ')}.`, '');
    }
    if (report.snapshot)
        lines.push('A project snapshot was taken before the first import.', '');
    if (report.screenshots.length > 0) {
        lines.push('Screenshots:', '', ...report.screenshots.map((s) => `- ${(0,markdown/* codeSpan */.SS)(s.path)}: ${(0,markdown/* plainText */.wh)(s.error ?? s.skipped ?? 'uploaded')}`), '');
    }
    if (!report.succeeded) {
        lines.push('The sync ref was left where it was: the next run uploads the files that did not go up.', '');
    }
    return lines.join('\n');
}
function seconds(ms) {
    return (ms / 1000).toFixed(ms >= 10_000 || ms === 0 ? 0 : 1);
}

;// CONCATENATED MODULE: ./lib/src/run/push-phase.js




/** The push, its outputs and summary; a failed upload ends the run (and skips the pull). */
async function pushPhase(phase, waitedMs) {
    const { settings, branch } = phase;
    const { forkedFrom } = phase;
    const report = await runPush({
        ...phase,
        ref: (0,sync_ref/* syncRefName */.gB)(settings.projectId, branch),
        stateRef: (0,sync_ref/* syncStateRefName */.XK)(settings.projectId, branch),
        forkedFrom: forkedFrom === undefined
            ? undefined
            : {
                ref: (0,sync_ref/* syncRefName */.gB)(settings.projectId, forkedFrom),
                stateRef: (0,sync_ref/* syncStateRefName */.XK)(settings.projectId, forkedFrom),
            },
        waitedMs,
    });
    Object.assign(phase.outputs, (0,outputs/* pushOutputs */.$7)(report, settings.dryRun));
    phase.summary.push(pushSummary(report, settings));
    if (phase.held && report.succeeded)
        await sayHeld(phase, report);
    if (report.held !== undefined)
        await listHeld(phase, report.held);
    if (report.prune) {
        const { pruneSection, PR_PRUNE_ROWS } = await __webpack_require__.e(/* import() */ 644).then(__webpack_require__.bind(__webpack_require__, 1644));
        const shown = { tag: settings.prune.tag, revision: settings.revision };
        const section = pruneSection(report.prune, shown);
        if (section)
            phase.summary.push(section);
        const note = pruneSection(report.prune, { ...shown, rows: PR_PRUNE_ROWS });
        if (note)
            phase.pullRequestNotes.push(note);
    }
    if (report.succeeded) {
        // A dry run's pull takes the service as the push would have left it (push-prediction.ts).
        const prediction = settings.dryRun ? await __webpack_require__.e(/* import() */ 597).then(__webpack_require__.bind(__webpack_require__, 9597)) : undefined;
        // The removed keys as this push recorded them: no second read of the state it wrote.
        const removed = new Set((report.prune?.state ?? []).map((key) => JSON.stringify(key.path)));
        return {
            lastSync: async () => report.since,
            removedKeys: async () => removed,
            wouldPush: prediction?.wouldPush(report),
        };
    }
    const failed = report.imports.filter((i) => i.error !== undefined).map((i) => i.file.path);
    const images = report.screenshots.filter((s) => s.error !== undefined).map((s) => s.path);
    // A pull now could propose reverting the very files that did not go up.
    const pullSkipped = settings.mode === 'sync' ? '; the pull was skipped' : '';
    throw new Error(`Push failed for ${[...failed, ...images].join(', ')}; the sync ref was left where it was, so the next run uploads them again${pullSkipped}`);
}
/** What a tag-mode branch run held (changes to keys it did not add), in the log and the summary. */
async function listHeld(phase, held) {
    phase.outputs.held = String(held.length);
    if (held.length === 0)
        return;
    const { heldSection } = await __webpack_require__.e(/* import() */ 511).then(__webpack_require__.bind(__webpack_require__, 3511));
    phase.log.info(`Held until merged: ${held.map((h) => `${h.key} (${h.language}, ${h.why})`).join(', ')}`);
    phase.summary.push(heldSection(held));
}
/** What the held branch's push would send once merged, in the log and the summary. */
async function sayHeld(phase, report) {
    const [{ baseChanges }, { onceMerged }] = await Promise.all([
        __webpack_require__.e(/* import() */ 98).then(__webpack_require__.bind(__webpack_require__, 4098)),
        __webpack_require__.e(/* import() */ 511).then(__webpack_require__.bind(__webpack_require__, 3511)),
    ]);
    const base = report.imports.map((i) => i.file).filter((file) => file.path === file.source);
    const language = base[0]?.language;
    const changes = language === undefined ? { added: [], changed: 0 } : await baseChanges(phase, base, language);
    phase.log.info(onceMerged(changes, report.byKey.texts, (name) => name));
    phase.outputs.held = String(changes.added.length + changes.changed + report.byKey.texts.length);
    phase.summary.push(`### Held until merged\n\n${onceMerged(changes, report.byKey.texts)}\n`);
}


/***/ })

};
