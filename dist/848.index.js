export const id = 848;
export const ids = [848];
export const modules = {

/***/ 5781:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ pairEntries),
/* harmony export */   w: () => (/* binding */ editPairs)
/* harmony export */ });
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9039);
/* harmony import */ var _placement_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2728);
/* harmony import */ var _text_edits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(796);
/* harmony import */ var _read_warnings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6545);




/**
 * The entries of the statements, one per key. A key written twice takes its last value, as
 * Java's `Properties.load` and Apple's strings-file parser both do (each statement sets the
 * key anew), with a warning that names it.
 */
function pairEntries(statements) {
    const entries = new Map();
    const repeated = new Set();
    for (const statement of statements) {
        const key = (0,_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .keyOf */ .TN)([statement.key]);
        if (entries.has(key))
            repeated.add(statement.key);
        entries.set(key, statement.value);
    }
    const warnings = [...repeated].map((name) => `the key ${JSON.stringify(name)} is written twice; the last one counts, as the platform reads it`);
    return (0,_read_warnings_js__WEBPACK_IMPORTED_MODULE_1__/* .withWarnings */ .o)(entries, warnings);
}
/** Each statement that counts: the last of its key. */
function countingStatements(statements) {
    const last = new Map();
    for (const statement of statements)
        last.set(statement.key, statement);
    return new Set(last.values());
}
/** `text` edited to hold exactly `target`; undefined when the target is not one text per key. */
function editPairs(text, statements, target, syntax) {
    const wanted = new Map();
    for (const [key, value] of target) {
        const segments = (0,_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentsOf */ .OD)(key);
        const name = segments[0];
        if (segments.length !== 1 || typeof name !== 'string' || typeof value !== 'string') {
            return undefined;
        }
        wanted.set(name, value);
    }
    const counting = countingStatements(statements);
    const edits = [];
    for (const statement of statements) {
        const value = wanted.get(statement.key);
        // A removed key goes with every statement of it (an earlier one would count again); a
        // changed one is changed where it counts, the last, and the earlier are left as they are.
        if (value === undefined)
            edits.push(removal(text, statement));
        else if (counting.has(statement) && value !== statement.value) {
            const length = statement.valueEnd - statement.valueStart;
            const content = syntax.value(value, statement);
            edits.push({ offset: statement.valueStart, length, content });
        }
    }
    const kept = statements.filter((statement) => counting.has(statement) && wanted.has(statement.key));
    const placement = (0,_placement_js__WEBPACK_IMPORTED_MODULE_2__/* .placeNewKeys */ .O)(statements.map((statement) => statement.key), [...wanted.keys()]);
    const line = (key) => syntax.statement(key, wanted.get(key));
    const firstKept = kept[0];
    if (firstKept === undefined) {
        const fresh = placement.first.map((key) => line(key) + '\n').join('');
        const gap = text === '' || text.endsWith('\n') || fresh === '' ? '' : '\n';
        edits.push({ offset: text.length, length: 0, content: gap + fresh });
        return (0,_text_edits_js__WEBPACK_IMPORTED_MODULE_3__/* .applyTextEdits */ .n)(text, edits);
    }
    if (placement.first.length > 0) {
        const at = lineStart(text, firstKept.start);
        const indent = text.slice(at, firstKept.start);
        const content = placement.first.map((key) => indent + line(key) + '\n').join('');
        edits.push({ offset: at, length: 0, content });
    }
    for (const statement of kept) {
        const added = placement.after.get(statement.key) ?? [];
        if (added.length === 0)
            continue;
        const at = lineEnd(text, statement.end);
        const indent = text.slice(lineStart(text, statement.start), statement.start);
        const content = added.map((key) => '\n' + indent + line(key)).join('');
        edits.push({ offset: at, length: 0, content });
    }
    return (0,_text_edits_js__WEBPACK_IMPORTED_MODULE_3__/* .applyTextEdits */ .n)(text, edits);
}
/**
 * A statement cut out: with its line when the line holds nothing else (a `//` comment after it
 * on its line is about it), else alone.
 */
function removal(text, statement) {
    const start = lineStart(text, statement.start);
    const end = lineEnd(text, statement.end);
    const aloneOnLine = /^[ \t\f]*$/.test(text.slice(start, statement.start)) &&
        /^[ \t\f\r]*(?:\/\/.*)?$/.test(text.slice(statement.end, end));
    if (!aloneOnLine) {
        return { offset: statement.start, length: statement.end - statement.start, content: '' };
    }
    const through = end < text.length ? end + 1 : end;
    return { offset: start, length: through - start, content: '' };
}
function lineStart(text, offset) {
    return text.lastIndexOf('\n', offset - 1) + 1;
}
/** The offset of the line break that ends the line `offset` is on (the text's end if none). */
function lineEnd(text, offset) {
    const at = text.indexOf('\n', offset);
    return at === -1 ? text.length : at;
}


/***/ }),

/***/ 2728:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ placeNewKeys)
/* harmony export */ });
/**
 * Where new keys go in a container the repository already has, "where a person would put them":
 * in sorted position when the repository's keys are sorted, else after the key that precedes them
 * in the bundle, else first. Keys are compared as strings, except plural categories, which sort
 * in CLDR's order (`one` before `few` before `other`); the caller's keys are one container's.
 */
const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
/**
 * Places each key of `target` (the bundle's order) that `existing` (the repository's order) does
 * not have. Only keys of `existing` that `target` keeps can be anchors: the others are removed.
 */
function placeNewKeys(existing, target) {
    const inTarget = new Set(target);
    const inExisting = new Set(existing);
    const keptInOrder = existing.filter((key) => inTarget.has(key));
    const kept = new Set(keptInOrder);
    const placement = { first: [], after: new Map() };
    const add = (anchor, key) => {
        if (anchor === undefined)
            placement.first.push(key);
        else
            placement.after.set(anchor, [...(placement.after.get(anchor) ?? []), key]);
    };
    const fresh = target.filter((key) => !inExisting.has(key));
    if (fresh.length === 0)
        return placement;
    const compare = [...existing, ...target].every((key) => PLURAL_CATEGORIES.includes(String(key)))
        ? byPluralCategory
        : byString;
    if (isSorted(existing, compare)) {
        for (const key of [...fresh].sort(compare))
            add(lastBefore(keptInOrder, key, compare), key);
        return placement;
    }
    let anchor;
    for (const key of target) {
        if (kept.has(key))
            anchor = key;
        else if (!inExisting.has(key))
            add(anchor, key);
    }
    return placement;
}
function byPluralCategory(a, b) {
    return PLURAL_CATEGORIES.indexOf(String(a)) - PLURAL_CATEGORIES.indexOf(String(b));
}
function byString(a, b) {
    const x = String(a);
    const y = String(b);
    return x < y ? -1 : x > y ? 1 : 0;
}
/** Sorted needs two keys at least: one key says nothing about the repository's habit. */
function isSorted(keys, compare) {
    if (keys.length < 2)
        return false;
    return keys.every((key, i) => i === 0 || compare(keys[i - 1], key) < 0);
}
/** The last of the sorted keys that sorts before `key`. */
function lastBefore(sorted, key, compare) {
    let found;
    for (const candidate of sorted) {
        if (compare(candidate, key) < 0)
            found = candidate;
        else
            break;
    }
    return found;
}


/***/ }),

/***/ 5848:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  stringsModel: () => (/* binding */ stringsModel)
});

// EXTERNAL MODULE: ./lib/src/translations/line-pairs.js
var line_pairs = __webpack_require__(5781);
;// CONCATENATED MODULE: ./lib/src/translations/strings-reader.js
/**
 * A reader of Apple's `.strings` files (the old-style property-list syntax): `"key" = "value";`
 * statements, quoted or bare strings, `/* *\/` and `//` comments. No maintained library on npm
 * reads this syntax with the offsets an edit needs (the packages there are regular expressions
 * over the whole file, unmaintained since 2019, and miss bare words and `\U` escapes), so this
 * one is kept small and strict: anything it does not understand makes the file unreadable, and
 * the pull then takes the fallback for it.
 */
/** The statements of the text; undefined when it is not `.strings` syntax. */
function readStringsStatements(text) {
    const statements = [];
    let at = skipBlanks(text, 0);
    while (at !== undefined && at < text.length) {
        const key = readString(text, at);
        if (key === undefined)
            return undefined;
        const equals = skipBlanks(text, key.end);
        if (equals === undefined || text[equals] !== '=')
            return undefined;
        const valueStart = skipBlanks(text, equals + 1);
        const value = valueStart === undefined ? undefined : readString(text, valueStart);
        if (value === undefined || valueStart === undefined)
            return undefined;
        const semicolon = skipBlanks(text, value.end);
        if (semicolon === undefined || text[semicolon] !== ';')
            return undefined;
        statements.push({
            key: key.text,
            value: value.text,
            start: at,
            end: semicolon + 1,
            valueStart,
            valueEnd: value.end,
        });
        at = skipBlanks(text, semicolon + 1);
    }
    return at === undefined ? undefined : statements;
}
/** A string as Apple's reader writes it, in double quotes. */
function quotedString(text) {
    // One replacement over the text, not a string grown a character at a time: V8 keeps such a
    // string as a chain of as many pieces as it has characters, and for a text of megabytes the
    // collector's time grew faster than the text (issue 37).
    return `"${text.replace(ESCAPED, (char) => ESCAPES[char] ?? unicodeEscape(char))}"`;
}
/** What a quoted string escapes: a quote, a backslash, control characters. */
// eslint-disable-next-line no-control-regex -- control characters are what is escaped
const ESCAPED = /["\\\u0000-\u001f]/g;
const ESCAPES = {
    '"': '\\"',
    '\\': '\\\\',
    '\n': '\\n',
    '\t': '\\t',
    '\r': '\\r',
};
function unicodeEscape(char) {
    return '\\U' + char.charCodeAt(0).toString(16).padStart(4, '0');
}
/** Past spaces and comments; undefined at a comment that does not end. */
function skipBlanks(text, from) {
    let at = from;
    for (;;) {
        while (at < text.length && /\s/.test(text[at]))
            at++;
        if (text.startsWith('//', at)) {
            const end = text.indexOf('\n', at);
            at = end === -1 ? text.length : end + 1;
        }
        else if (text.startsWith('/*', at)) {
            const end = text.indexOf('*/', at + 2);
            if (end === -1)
                return undefined;
            at = end + 2;
        }
        else {
            return at;
        }
    }
}
const BARE = /[A-Za-z0-9_$.:/+-]/;
function readString(text, at) {
    if (text[at] === '"')
        return readQuoted(text, at + 1);
    let end = at;
    while (end < text.length && BARE.test(text[end]))
        end++;
    return end === at ? undefined : { text: text.slice(at, end), end };
}
const SIMPLE = {
    n: '\n',
    t: '\t',
    r: '\r',
    a: '\x07',
    b: '\b',
    f: '\f',
    v: '\v',
};
/** A quote or a backslash: where a quoted string's run of plain characters ends. */
const SPECIAL = /["\\]/g;
function readQuoted(text, from) {
    // Its pieces, joined once at the end (see quotedString): each run of plain characters up to
    // the next quote or backslash is one.
    const result = [];
    let at = from;
    while (at < text.length) {
        SPECIAL.lastIndex = at;
        const special = SPECIAL.exec(text)?.index;
        if (special === undefined)
            return undefined;
        result.push(text.slice(at, special));
        at = special;
        if (text[at] === '"')
            return { text: result.join(''), end: at + 1 };
        const next = text[at + 1];
        if (next === undefined)
            return undefined;
        if (next === 'U' || next === 'u') {
            const hex = text.slice(at + 2, at + 6);
            if (!/^[0-9A-Fa-f]{4}$/.test(hex))
                return undefined;
            // UTF-16 code units: an escaped surrogate pair joins into one character.
            result.push(String.fromCharCode(parseInt(hex, 16)));
            at += 6;
        }
        else if (/[0-7]/.test(next)) {
            const octal = /^[0-7]{1,3}/.exec(text.slice(at + 1, at + 4))?.[0];
            result.push(String.fromCharCode(parseInt(octal, 8)));
            at += 1 + octal.length;
        }
        else {
            // \" \\ \' and any other escaped character stand for the character itself.
            result.push(SIMPLE[next] ?? next);
            at += 2;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./lib/src/translations/strings.js


/**
 * Apple `.strings` files, read by strings-reader.ts, which knows where each statement and value
 * is: a changed text replaces its value's characters (line-pairs.ts makes the edits). A file in
 * UTF-16 (as older Xcode wrote them) is not text to the model and takes the fallback.
 */
const stringsModel = {
    read: (text) => {
        const statements = readStringsStatements(text);
        return statements === undefined ? undefined : (0,line_pairs/* pairEntries */.V)(statements);
    },
    edit: (text, target) => editStrings(text, target),
    render: (bundle, target) => editStrings(bundle, target) ?? bundle,
};
function editStrings(text, target) {
    const statements = readStringsStatements(text);
    if (statements === undefined)
        return undefined;
    const first = statements[0];
    // The file's own spacing around `=`, e.g. `"a" = "b";` or `"a"="b";`.
    const equals = first === undefined ? ' = ' : spacingOf(text.slice(first.start, first.valueStart));
    const syntax = {
        value: quotedString,
        statement: (key, value) => `${quotedString(key)}${equals}${quotedString(value)};`,
    };
    return (0,line_pairs/* editPairs */.w)(text, statements, target, syntax);
}
function spacingOf(head) {
    // Tried only where a run of spaces starts (the lookbehind): from each character of a long run
    // (in a key, or a comment before the `=`), `[ \t]*` would read the rest of it, quadratically.
    return /(?<![ \t])[ \t]*=[ \t]*$/.exec(head)?.[0] ?? ' = ';
}


/***/ }),

/***/ 796:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ applyTextEdits)
/* harmony export */ });
/**
 * The text with every edit made, in one pass. The edits were all computed against this text and
 * do not overlap; an insertion may sit where a removal starts or ends. jsonc-parser's own `applyEdits`
 * copies the whole text once per edit, which is quadratic when thousands of keys change.
 */
function applyTextEdits(text, edits) {
    const sorted = edits
        .map((edit, order) => ({ edit, order }))
        .sort((a, b) => a.edit.offset - b.edit.offset || a.edit.length - b.edit.length || a.order - b.order)
        .map(({ edit }) => edit);
    const parts = [];
    let at = 0;
    for (const edit of sorted) {
        if (edit.offset < at)
            throw new Error(`overlapping edits at offset ${edit.offset}`);
        parts.push(text.slice(at, edit.offset), edit.content);
        at = edit.offset + edit.length;
    }
    parts.push(text.slice(at));
    return parts.join('');
}


/***/ })

};
