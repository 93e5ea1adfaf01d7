export const id = 426;
export const ids = [426];
export const modules = {

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

/***/ 3426:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   poModel: () => (/* binding */ poModel)
/* harmony export */ });
/* harmony import */ var gettext_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6231);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9039);
/* harmony import */ var _placement_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2728);



/**
 * gettext .po files through gettext-parser. Its compiler writes a file in its own layout (comment
 * order, charset spelling, folding), so compiling the whole file would rewrite lines no
 * translation touched. The file is instead taken as the blocks of lines between blank lines, one
 * entry each as msgcat and msgmerge write them: each block is read by gettext-parser, and only
 * the blocks that change are written, by gettext-parser (a changed entry's msgstr lines, a new
 * entry whole). Every other byte stays. A file whose blocks hold more than one entry cannot be
 * edited that way and takes the fallback.
 *
 * Keys are gettext's own (msgctxt, EOT, msgid); a plural entry has one key per msgstr[n]. The
 * header, comments, references, flags and obsolete entries are not translations.
 */
const poModel = {
    read: (text) => {
        const table = parse(text);
        return table === undefined ? undefined : entriesOf(table);
    },
    edit: (text, target, bundle) => editPo(text, target, bundle),
    render: (bundle, target) => editPo(bundle, target, bundle) ?? compiledWhole(bundle, target),
};
/**
 * The file's table; undefined when it is not gettext syntax. gettext-parser only reports syntax
 * errors (such as a string running past its line) when validating, and validation also counts
 * plural forms against the header's `Plural-Forms`, which is about the texts, not the syntax: a
 * file failing only that count is read without validation (entriesOf checks the rest).
 */
function parse(text) {
    try {
        return gettext_parser__WEBPACK_IMPORTED_MODULE_0__.po.parse(text, { validation: true });
    }
    catch (error) {
        return error instanceof RangeError ? parseLeniently(text) : undefined;
    }
}
function parseLeniently(text) {
    try {
        return gettext_parser__WEBPACK_IMPORTED_MODULE_0__.po.parse(text);
    }
    catch {
        return undefined;
    }
}
/** The table's translations; undefined when an entry has no msgstr (not a .po file). */
function entriesOf(table) {
    const entries = new Map();
    for (const entry of translationsOf(table)) {
        if (!Array.isArray(entry.msgstr))
            return undefined;
        if (entry.msgid_plural === undefined && entry.msgstr.length !== 1)
            return undefined;
        const key = entryKey(entry);
        if (entry.msgid_plural === undefined)
            entries.set((0,_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .keyOf */ .TN)([key]), entry.msgstr[0] ?? '');
        else
            entry.msgstr.forEach((text, form) => entries.set((0,_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .keyOf */ .TN)([key, form]), text));
    }
    return entries;
}
/** The table's entries but the header. */
function translationsOf(table) {
    return Object.values(table.translations)
        .flatMap((byId) => Object.values(byId))
        .filter((entry) => entry.msgid !== '' || (entry.msgctxt ?? '') !== '');
}
function entryKey(entry) {
    return entry.msgctxt === undefined
        ? entry.msgid
        : entry.msgctxt + _keys_js__WEBPACK_IMPORTED_MODULE_1__/* .PO_CONTEXT_SEPARATOR */ .MJ + entry.msgid;
}
function wantedByEntry(target) {
    const wanted = new Map();
    for (const [key, value] of target) {
        const [entry, form] = (0,_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .segmentsOf */ .OD)(key);
        if (typeof entry !== 'string' || typeof value !== 'string')
            return undefined;
        const texts = wanted.get(entry) ?? { plural: form !== undefined, forms: [] };
        texts.forms[typeof form === 'number' ? form : 0] = value;
        wanted.set(entry, texts);
    }
    return wanted;
}
const BLOCK = /[^\n]*\S[^\n]*(?:\n[^\n]*\S[^\n]*)*/g;
/** The file as blocks, and what follows the last; undefined when a block holds several entries. */
function blocksOf(text) {
    const blocks = [];
    let end = 0;
    for (const match of text.matchAll(BLOCK)) {
        const table = parse(match[0]);
        if (table === undefined)
            return undefined;
        const entries = translationsOf(table);
        if (entries.length > 1)
            return undefined;
        blocks.push({ text: match[0], gapBefore: text.slice(end, match.index), entry: entries[0] });
        end = match.index + match[0].length;
    }
    return { blocks, trailing: text.slice(end) };
}
function editPo(text, target, bundle) {
    const split = blocksOf(text);
    const wanted = wantedByEntry(target);
    const offered = parse(bundle);
    if (split === undefined || wanted === undefined || offered === undefined)
        return undefined;
    const bundleEntries = new Map(translationsOf(offered).map((entry) => [entryKey(entry), entry]));
    const foldLength = foldLengthOf(text);
    const existing = split.blocks.flatMap((block) => (block.entry ? [entryKey(block.entry)] : []));
    const placement = (0,_placement_js__WEBPACK_IMPORTED_MODULE_2__/* .placeNewKeys */ .O)(existing, [...wanted.keys()]);
    const added = (keys) => keys.map((key) => {
        const entry = bundleEntries.get(key);
        const texts = wanted.get(key);
        return entry === undefined ? '' : compiledEntry(entry, texts, foldLength);
    });
    const written = [];
    let firstDone = placement.first.length === 0;
    split.blocks.forEach((block, index) => {
        if (block.entry === undefined) {
            written.push({ text: block.text, index });
            return;
        }
        const key = entryKey(block.entry);
        const texts = wanted.get(key);
        if (texts === undefined)
            return;
        if (!firstDone) {
            written.push(...added(placement.first).map((entry) => ({ text: entry })));
            firstDone = true;
        }
        written.push({
            text: editedBlock(block, block.entry, texts, bundleEntries.get(key), foldLength),
            index,
        });
        written.push(...added(placement.after.get(key) ?? []).map((entry) => ({ text: entry })));
    });
    if (!firstDone)
        written.push(...added(placement.first).map((entry) => ({ text: entry })));
    const gap = usualGap(split.blocks);
    const parts = written.map((item, i) => {
        const previous = written[i - 1];
        const original = item.index === undefined ? undefined : split.blocks[item.index];
        const keepsGap = original !== undefined && (i === 0 || previous?.index === item.index - 1);
        return (keepsGap ? original.gapBefore : i === 0 ? '' : gap) + item.text;
    });
    return parts.join('') + split.trailing;
}
/** The block with the entry's msgstr lines written anew when its texts change. */
function editedBlock(block, entry, texts, offered, foldLength) {
    const plural = entry.msgid_plural !== undefined;
    if (plural === texts.plural && sameForms(entry.msgstr, texts.forms))
        return block.text;
    if (plural !== texts.plural) {
        // An entry that became plural, or stopped being, has new source lines too: the bundle's.
        return compiledEntry(offered ?? entry, texts, foldLength);
    }
    const lines = block.text.split('\n');
    const start = lines.findIndex((line) => /^msgstr[\s[]/.test(line));
    let end = start + 1;
    while (end < lines.length && /^(msgstr\[|\s*")/.test(lines[end]))
        end++;
    const compiled = compiledEntry(entry, texts, foldLength).split('\n');
    const msgstr = compiled.slice(compiled.findIndex((line) => /^msgstr[\s[]/.test(line)));
    return [...lines.slice(0, start), ...msgstr, ...lines.slice(end)].join('\n');
}
/** One entry as gettext-parser writes it, with the wanted texts, without the header it adds. */
function compiledEntry(entry, texts, foldLength) {
    const written = { ...entry, msgstr: texts.forms };
    if (!texts.plural)
        delete written.msgid_plural;
    const table = {
        charset: 'utf-8',
        headers: {},
        translations: { [entry.msgctxt ?? '']: { [entry.msgid]: written } },
    };
    const blocks = gettext_parser__WEBPACK_IMPORTED_MODULE_0__.po.compile(table, { foldLength }).toString('utf8').trimEnd().split('\n\n');
    return blocks[blocks.length - 1];
}
/** The whole bundle compiled by gettext-parser, for a bundle that cannot be edited by blocks. */
function compiledWhole(bundle, target) {
    const table = parse(bundle);
    const wanted = wantedByEntry(target);
    if (table === undefined || wanted === undefined)
        return bundle;
    for (const entry of translationsOf(table)) {
        const texts = wanted.get(entryKey(entry));
        if (texts !== undefined)
            entry.msgstr = texts.forms;
    }
    return gettext_parser__WEBPACK_IMPORTED_MODULE_0__.po.compile(table, { foldLength: foldLengthOf(bundle) }).toString('utf8');
}
function sameForms(a, b) {
    return a.length === b.length && a.every((text, i) => text === b[i]);
}
/**
 * The repository's line folding: none when it has lines longer than gettext's 79 columns (its
 * tool does not fold), else gettext-parser's usual 76.
 */
function foldLengthOf(text) {
    return text.split('\n').some((line) => line.length > 80) ? 0 : 76;
}
/** The gap most blocks have before them, for new blocks: usually one blank line. */
function usualGap(blocks) {
    const counts = new Map();
    for (const block of blocks.slice(1))
        counts.set(block.gapBefore, (counts.get(block.gapBefore) ?? 0) + 1);
    let usual = '\n\n';
    for (const [gap, count] of counts)
        if (count > (counts.get(usual) ?? 0))
            usual = gap;
    return usual;
}


/***/ })

};
