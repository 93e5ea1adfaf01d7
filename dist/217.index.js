export const id = 217;
export const ids = [217,288];
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


/***/ }),

/***/ 9003:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ targetTree),
/* harmony export */   _: () => (/* binding */ plainValue)
/* harmony export */ });
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9039);

/** The tree of the entries; undefined when two keys disagree on a container's kind. */
function targetTree(entries) {
    let root;
    for (const [key, value] of entries) {
        const segments = (0,_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentsOf */ .OD)(key);
        const leaf = { kind: 'leaf', value };
        if (segments.length === 0) {
            if (root !== undefined)
                return undefined;
            root = leaf;
            continue;
        }
        root ??= containerFor(segments[0]);
        let parent = root;
        for (const [i, segment] of segments.entries()) {
            if (!fits(parent, segment))
                return undefined;
            const next = segments[i + 1];
            const child = childOf(parent, segment);
            const made = child ?? (next === undefined ? leaf : containerFor(next));
            if (child === undefined)
                setChild(parent, segment, made);
            else if (next === undefined)
                return undefined;
            parent = made;
        }
    }
    return root;
}
/** The tree as plain JSON data, for writing a new subtree whole. */
function plainValue(node) {
    switch (node.kind) {
        case 'leaf':
            return node.value;
        case 'object':
            return Object.fromEntries([...node.children].map(([key, child]) => [key, plainValue(child)]));
        case 'array':
            return [...node.children.values()].map(plainValue);
    }
}
function containerFor(segment) {
    return typeof segment === 'number'
        ? { kind: 'array', children: new Map() }
        : { kind: 'object', children: new Map() };
}
function fits(parent, segment) {
    return ((parent.kind === 'object' && typeof segment === 'string') ||
        (parent.kind === 'array' && typeof segment === 'number'));
}
function childOf(parent, segment) {
    return parent.kind === 'object'
        ? parent.children.get(segment)
        : parent.children.get(segment);
}
function setChild(parent, segment, child) {
    if (parent.kind === 'object')
        parent.children.set(segment, child);
    else
        parent.children.set(segment, child);
}


/***/ }),

/***/ 9288:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hasLanguageRoot: () => (/* binding */ hasLanguageRoot),
/* harmony export */   keysNode: () => (/* binding */ keysNode),
/* harmony export */   languageRootOf: () => (/* binding */ languageRootOf),
/* harmony export */   underRoot: () => (/* binding */ underRoot),
/* harmony export */   withLanguageRootNamed: () => (/* binding */ withLanguageRootNamed),
/* harmony export */   withoutLanguageRoot: () => (/* binding */ withoutLanguageRoot)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9039);


/**
 * Rails (and i18n-js, and others) put a YAML file's keys under the language: `de:` is the root of
 * `config/locales/de.yml`. The service keeps such keys without that root (the file's language is
 * the import's), and a bundle has it only when asked (`yaml_include_root`), spelled as the
 * service spells the code. So the key-level model reads a file's keys below such a root, and an
 * edit puts them back below the root the repository's file has: a pull keeps `de:` (or `pt-BR:`)
 * and every comment, whatever the bundle has. A root is a language when it is the only key of
 * the file, holds a map, and names a language (one Intl knows: `de`, `pt-BR`, `sr-Latn`, not
 * `app` or `ui`).
 */
const LANGUAGES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
/** The file's language root, as the file spells it; undefined when it has none. */
function languageRootOf(doc) {
    const contents = doc.contents;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(contents) || contents.items.length !== 1)
        return undefined;
    const [pair] = contents.items;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isScalar)(pair?.key) || typeof pair.key.value !== 'string' || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(pair.value)) {
        return undefined;
    }
    return namesLanguage(pair.key.value) ? pair.key.value : undefined;
}
function namesLanguage(code) {
    if (!/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(code))
        return false;
    try {
        return LANGUAGES.of(code.replaceAll('_', '-')) !== undefined;
    }
    catch {
        return false;
    }
}
/** What is under the root, for reading keys: the root's map, or the whole document. */
function keysNode(doc) {
    const root = languageRootOf(doc);
    return root === undefined || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(doc.contents) ? doc.contents : doc.contents.items[0]?.value;
}
/** `target` (keys below any root) as keys of a file with `root`: each under it. */
function underRoot(target, root) {
    if (root === undefined)
        return target;
    return new Map([...target].map(([key, value]) => [(0,_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .keyOf */ .TN)([root, ...(0,_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .segmentsOf */ .OD)(key)]), value]));
}
/**
 * A YAML text without its language root, for an upload: the service's keys carry no root, and
 * whether it strips one itself, spelled as the repository spells it (`pt-BR` for its `pt_BR`),
 * the interface does not say. Undefined when the text has no such root (or does not parse).
 */
function withoutLanguageRoot(text) {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parseDocument)(text, { uniqueKeys: false });
    if (doc.errors.length > 0 || languageRootOf(doc) === undefined || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(doc.contents)) {
        return undefined;
    }
    const inner = doc.contents.items[0]?.value;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(inner))
        return undefined;
    doc.contents = inner;
    return doc.toString();
}
/** Whether a YAML text's keys are under its language (see the top of this file). */
function hasLanguageRoot(text) {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parseDocument)(text, { uniqueKeys: false });
    return doc.errors.length === 0 && languageRootOf(doc) !== undefined;
}
/**
 * A new YAML file's text with its language root spelled `name`, as the repository spells the
 * file's language (a bundle spells it as the service does: `pt_BR` for Rails' `pt-BR`); the text
 * as it is when it has no such root.
 */
function withLanguageRootNamed(text, name) {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parseDocument)(text, { uniqueKeys: false });
    if (doc.errors.length > 0 || languageRootOf(doc) === undefined || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(doc.contents)) {
        return text;
    }
    const pair = doc.contents.items[0];
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isScalar)(pair?.key) || pair.key.value === name)
        return text;
    pair.key.value = name;
    return doc.toString();
}


/***/ }),

/***/ 7217:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  editYamlInPlace: () => (/* binding */ editYamlInPlace),
  yamlModel: () => (/* binding */ yamlModel)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./lib/src/translations/keys.js
var keys = __webpack_require__(9039);
// EXTERNAL MODULE: ./lib/src/translations/read-limits.js
var read_limits = __webpack_require__(2048);
// EXTERNAL MODULE: ./lib/src/translations/read-warnings.js
var read_warnings = __webpack_require__(6545);
// EXTERNAL MODULE: ./lib/src/translations/tree.js
var tree = __webpack_require__(9003);
// EXTERNAL MODULE: ./lib/src/translations/placement.js
var translations_placement = __webpack_require__(2728);
// EXTERNAL MODULE: ./lib/src/translations/text-edits.js
var text_edits = __webpack_require__(796);
;// CONCATENATED MODULE: ./lib/src/translations/yaml-layout.js

/**
 * Where things are in a YAML file's text, by lines: a pair's own lines, the comment lines over
 * it, and the habits (indentation step, quoting, multi-line style) new lines copy.
 */
/** The offset where the line holding `offset` starts. */
function lineStart(text, offset) {
    return text.lastIndexOf('\n', offset - 1) + 1;
}
/** The offset of the line after the one `offset` is on; at `offset` when a line starts there. */
function nextLineStart(text, offset) {
    if (offset > 0 && text[offset - 1] === '\n')
        return offset;
    const end = text.indexOf('\n', offset);
    return end === -1 ? text.length : end + 1;
}
/** The text of the line starting at `start`, without its line break. */
function lineAt(text, start) {
    const end = text.indexOf('\n', start);
    return text.slice(start, end === -1 ? text.length : end).replace(/\r$/, '');
}
/** Spaces a line starts with. */
function indentOf(line) {
    return line.length - line.trimStart().length;
}
/** Whether a line holds nothing but white space (or is past the end). */
function isBlank(line) {
    return line.trim() === '';
}
/**
 * Where a node's content ends: its last character, not counting comments after it. For a block
 * map or list, that of its last pair or item; for a pair without a value, its key's end.
 */
function contentEnd(node, fallback) {
    if (((0,dist.isMap)(node) || (0,dist.isSeq)(node)) && !node.flow && node.items.length > 0) {
        const last = node.items[node.items.length - 1];
        if ((0,dist.isPair)(last)) {
            const keyEnd = (0,dist.isScalar)(last.key) && last.key.range ? last.key.range[1] : fallback;
            return contentEnd(last.value, keyEnd);
        }
        return contentEnd(last, fallback);
    }
    const range = node?.range;
    return range ? range[1] : fallback;
}
/** The pair's own lines; undefined when its key shares a line with something before it. */
function pairLines(text, pair) {
    if (!(0,dist.isScalar)(pair.key) || !pair.key.range)
        return undefined;
    const keyAt = pair.key.range[0];
    const start = lineStart(text, keyAt);
    if (text.slice(start, keyAt).trim() !== '')
        return undefined;
    return { start, end: nextLineStart(text, contentEnd(pair.value, pair.key.range[1])) };
}
/** The start of the comment lines directly over the line at `start` at the same indentation. */
function commentsAbove(text, start, indent) {
    let at = start;
    while (at > 0) {
        const above = lineStart(text, at - 1);
        const line = lineAt(text, above);
        if (!line.trimStart().startsWith('#') || indentOf(line) !== indent)
            break;
        at = above;
    }
    return at;
}
/**
 * Whether the lines from `start` to `end` stand as a block of their own at `indent`: no sibling
 * on the line directly before or after. A comment directly over such a pair speaks of that pair.
 */
function standsApart(text, span, indent) {
    const apart = (line) => line === undefined || isBlank(line) || indentOf(line) < indent;
    const before = span.start === 0 ? undefined : lineAt(text, lineStart(text, span.start - 1));
    const after = span.end >= text.length ? undefined : lineAt(text, span.end);
    return apart(before) && apart(after);
}
function habitsOf(doc, text) {
    const steps = new Map();
    const listIndents = new Map();
    const styles = new Map();
    const count = (counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1);
    (0,dist.visit)(doc, {
        Pair: (_, pair) => {
            const value = pair.value;
            if ((0,dist.isScalar)(value) && typeof value.value === 'string' && value.type) {
                count(styles, (value.value.includes('\n') ? 'multi:' : '') + value.type);
            }
            if (!((0,dist.isMap)(value) || (0,dist.isSeq)(value)) || value.flow || !(0,dist.isScalar)(pair.key))
                return;
            const column = (at) => at - lineStart(text, at);
            const keyColumn = column(pair.key.range?.[0] ?? 0);
            if ((0,dist.isSeq)(value) && value.range)
                count(listIndents, column(value.range[0]) - keyColumn);
            const child = (0,dist.isMap)(value) ? value.items[0]?.key : undefined;
            if (!(0,dist.isScalar)(child) || !child.range)
                return;
            const step = column(child.range[0]) - keyColumn;
            if (step > 0)
                count(steps, step);
        },
    });
    const most = (counts, among, otherwise) => among.reduce((best, k) => ((counts.get(k) ?? 0) > (counts.get(best) ?? 0) ? k : best), otherwise);
    const multi = most(styles, ['multi:BLOCK_FOLDED', 'multi:QUOTE_DOUBLE'], 'multi:BLOCK_LITERAL');
    const step = most(steps, [...steps.keys()], 2);
    return {
        step,
        listIndent: most(listIndents, [0], step),
        quote: most(styles, ['QUOTE_SINGLE'], 'QUOTE_DOUBLE'),
        oneLine: most(styles, ['QUOTE_SINGLE', 'QUOTE_DOUBLE'], 'PLAIN'),
        multiLine: multi.slice('multi:'.length),
        newline: text.includes('\r\n') ? '\r\n' : '\n',
    };
}
/** The one-line style most of a map's texts have; undefined when it has none. */
function neighboursStyle(pairs) {
    const counts = new Map();
    for (const pair of pairs) {
        const value = pair.value;
        if (!(0,dist.isScalar)(value) || typeof value.value !== 'string' || value.value.includes('\n'))
            continue;
        if (value.type === 'PLAIN' || value.type === 'QUOTE_SINGLE' || value.type === 'QUOTE_DOUBLE') {
            counts.set(value.type, (counts.get(value.type) ?? 0) + 1);
        }
    }
    let best;
    for (const [style, n] of counts)
        if (best === undefined || n > (counts.get(best) ?? 0))
            best = style;
    return best;
}

;// CONCATENATED MODULE: ./lib/src/translations/yaml-read.js


/** Texts an alias may expand to at most: a handful of aliases must not unfold into millions. */
const MAX_EXPANDED_NODES = 1_000_000;
/** The document's anchors and aliases, resolved once, in document order. */
class YamlAliases {
    targets = new Map();
    any;
    constructor(doc) {
        // A later anchor of the same name hides an earlier one from the aliases after it.
        const anchors = new Map();
        (0,dist.visit)(doc, {
            Node: (_, node) => {
                if ((0,dist.isAlias)(node)) {
                    const target = anchors.get(node.source);
                    if (target !== undefined)
                        this.targets.set(node, target);
                }
                else if (node.anchor) {
                    anchors.set(node.anchor, node);
                }
            },
        });
        this.any = this.targets.size > 0;
    }
    /** The node an alias stands for (undefined when its anchor is unknown); any other node itself. */
    resolve(node) {
        return (0,dist.isAlias)(node) ? this.targets.get(node) : node;
    }
    /**
     * A map's keys in order, merged ones at the place of their `<<`; undefined when a key is not a
     * scalar or a merge names something other than maps. A key the map writes twice counts once,
     * as its last pair, at that pair's place: Rails (Psych builds a hash) keeps the last value.
     * `within` guards against a merge that reaches back into itself.
     */
    entriesOf(map, within = new Set()) {
        if (within.has(map))
            return undefined;
        const inside = new Set([...within, map]);
        const last = lastPairs(map);
        if (last === undefined)
            return undefined;
        const entries = [];
        const seen = new Set();
        for (const pair of map.items) {
            if (!isMergeKey(pair)) {
                const name = String(pair.key.value);
                if (last.get(name) !== pair)
                    continue;
                entries.push({ name, value: pair.value, own: pair });
                seen.add(name);
                continue;
            }
            const merged = this.mergedEntries(pair.value, inside);
            if (merged === undefined)
                return undefined;
            for (const entry of merged) {
                if (last.has(entry.name) || seen.has(entry.name))
                    continue;
                entries.push({ ...entry, own: undefined });
                seen.add(entry.name);
            }
        }
        return entries;
    }
    /** The entries a merge key's value brings: one map, or a list of maps, the first ones winning. */
    mergedEntries(value, within) {
        const sources = (0,dist.isSeq)(value) ? value.items : [value];
        const entries = [];
        for (const source of sources) {
            const map = this.resolve(source);
            if (!(0,dist.isMap)(map))
                return undefined;
            const more = this.entriesOf(map, within);
            if (more === undefined)
                return undefined;
            entries.push(...more);
        }
        return entries;
    }
}
/**
 * The last pair of each key a map writes (merge keys aside); undefined when a key is not a
 * scalar.
 */
function lastPairs(map) {
    const last = new Map();
    for (const pair of map.items) {
        if (!(0,dist.isScalar)(pair.key))
            return undefined;
        if (!isMergeKey(pair))
            last.set(String(pair.key.value), pair);
    }
    return last;
}
/** How many times each key a map writes more than once is written. */
function repeatedNames(map) {
    const times = new Map();
    for (const pair of map.items) {
        if (!(0,dist.isScalar)(pair.key) || isMergeKey(pair))
            continue;
        const name = String(pair.key.value);
        times.set(name, (times.get(name) ?? 0) + 1);
    }
    return new Map([...times].filter(([, n]) => n > 1));
}
/** A pair whose key is the plain `<<` of a merge. */
function isMergeKey(pair) {
    return (0,dist.isScalar)(pair.key) && pair.key.value === '<<' && pair.key.type === 'PLAIN';
}
/**
 * The translations under `node`, paths starting with `path`, into `entries`; false when a part
 * cannot be read as translations (a key that is no scalar, an alias with no anchor or inside
 * itself, more expansion than MAX_EXPANDED_NODES). Each key a map writes more than once goes
 * into `repeated` with how many times, for a warning: a reviewer reading the file top down sees
 * the first value, the app the last.
 */
function collectEntries(aliases, node, path, entries, repeated) {
    let visited = 0;
    const walk = (at, where, within) => {
        if (++visited > MAX_EXPANDED_NODES)
            return false;
        const resolved = aliases.resolve(at);
        if (resolved === undefined || within.has(resolved))
            return false;
        if ((0,dist.isMap)(resolved) || (0,dist.isSeq)(resolved)) {
            const inside = new Set([...within, resolved]);
            if ((0,dist.isSeq)(resolved)) {
                return resolved.items.every((item, i) => walk(item, [...where, i], inside));
            }
            const mapEntries = aliases.entriesOf(resolved);
            if (repeated !== undefined) {
                for (const [name, n] of repeatedNames(resolved))
                    repeated.set((0,keys/* keyOf */.TN)([...where, name]), n);
            }
            return (mapEntries !== undefined &&
                mapEntries.every((entry) => walk(entry.value, [...where, entry.name], inside)));
        }
        if (resolved === null) {
            entries.set((0,keys/* keyOf */.TN)(where), null);
            return true;
        }
        if (!(0,dist.isScalar)(resolved))
            return false;
        entries.set((0,keys/* keyOf */.TN)(where), leafValue(resolved.value));
        return true;
    };
    return walk(node, path, new Set());
}
/** A scalar's value as an entry holds it: strings, numbers, booleans and null as they are. */
function leafValue(value) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
        return value;
    }
    return String(value);
}

;// CONCATENATED MODULE: ./lib/src/translations/yaml-scalar-styles.js
/**
 * How a text is written in each YAML scalar style, before the candidate is checked by parsing it
 * (yaml-scalar.ts): each writer returns undefined for a text its style plainly cannot hold, and
 * may fold a long line at the width the file's own scalar was folded at.
 */
/** Characters no YAML style writes as they are: C0 and C1 controls but tab and newline, U+FEFF. */
function isUnprintable(code) {
    return ((code < 0x20 && code !== 0x09 && code !== 0x0a) ||
        (code >= 0x7f && code <= 0x9f) ||
        code === 0xfeff ||
        code === 0x2028 ||
        code === 0x2029);
}
function hasUnprintable(text) {
    for (let i = 0; i < text.length; i++)
        if (isUnprintable(text.charCodeAt(i)))
            return true;
    return false;
}
/** What no plain scalar may start with (indicators), end with, or hold (a comment, a key). */
const PLAIN_START = /^[-?:,[\]{}#&*!|>'"%@`\s]/;
const PLAIN_INSIDE = /: |:$| #|[\t\r\n]|\s$/;
function plainSource(text, place) {
    if (text === '' || hasUnprintable(text) || PLAIN_START.test(text))
        return undefined;
    if (PLAIN_INSIDE.test(text))
        return undefined;
    if (place.inFlow && /[,[\]{}]/.test(text))
        return undefined;
    return fold(text, place);
}
function singleQuotedSource(text, place) {
    if (hasUnprintable(text))
        return undefined;
    const escaped = text.replaceAll("'", "''");
    if (!text.includes('\n'))
        return `'${fold(escaped, place)}'`;
    // A line break in a quoted scalar folds to a space, and an empty line stands for a newline:
    // only text whose lines neither start nor end with white space survives that.
    if (place.inFlow || /[ \t]\n|\n[ \t]/.test(text))
        return undefined;
    // A run of newlines is a line break and as many empty lines; the text between runs folds.
    const margin = ' '.repeat(place.contentIndent);
    const source = escaped
        .split(/(\n+)/)
        .map((part, i) => i % 2 === 1
        ? '\n'.repeat(part.length + 1) + margin
        : fold(part, i === 0 ? place : restOf(place)))
        .join('');
    return `'${source}'`;
}
function doubleQuotedSource(text, place) {
    // One replacement of the characters escapeDouble changes, not a string grown a character at a
    // time: V8 keeps such a string as a chain of as many pieces as it has characters, and for a
    // text of megabytes the collector's time grew faster than the text (issue 37).
    return `"${fold(text.replace(ESCAPED_DOUBLE, escapeDouble), place)}"`;
}
/** The characters escapeDouble changes: named escapes and the unprintable ones. */
// eslint-disable-next-line no-control-regex -- control characters are what is escaped
const ESCAPED_DOUBLE = /[\\"\u0000-\u001f\u007f-\u009f\ufeff\u2028\u2029]/g;
const NAMED_ESCAPES = {
    '\\': '\\\\',
    '"': '\\"',
    '\n': '\\n',
    '\t': '\\t',
    '\r': '\\r',
    '\0': '\\0',
};
function escapeDouble(char) {
    const named = NAMED_ESCAPES[char];
    if (named !== undefined)
        return named;
    if (!isUnprintable(char.charCodeAt(0)))
        return char;
    const code = char.codePointAt(0) ?? 0;
    return code <= 0xff
        ? `\\x${code.toString(16).padStart(2, '0')}`
        : `\\u${code.toString(16).padStart(4, '0')}`;
}
/** A literal block (`|`): every line as it is, under a header saying how its end is kept. */
function literalSource(text, place) {
    return blockSource('|', text, place, (body) => body.split('\n'));
}
/**
 * A folded block (`>`): a single line break folds to a space, so each newline of the text is
 * written as an empty line, and long lines fold at the file's width. A line starting with white
 * space would be kept apart by the folding rules: such a text is left to the literal style.
 */
function foldedSource(text, place) {
    if (/^[ \t]|\n[ \t]/.test(text))
        return undefined;
    return blockSource('>', text, place, (body) => body
        .split(/(\n+)/)
        .flatMap((part, i) => i % 2 === 1 ? Array(part.length).fill('') : fold(part, restOf(place)).split('\n'))
        .map((line) => line.trimStart()));
}
function blockSource(indicator, text, place, linesOf) {
    if (place.inFlow || hasUnprintable(text) || text.includes('\r'))
        return undefined;
    // From the first of the final newlines only (the lookbehind): tried from every newline of a
    // long run inside the text, `\n+$` would read the rest of the run each time.
    const body = text.replace(/(?<!\n)\n+$/, '');
    const finalNewlines = text.length - body.length;
    // Strip (`-`) for no final newline, clip for one, keep (`+`) for more, which a blank line
    // after the scalar would add to.
    const chomping = finalNewlines === 0 ? '-' : finalNewlines === 1 ? '' : '+';
    if (chomping === '+' && place.blankLineAfter)
        return undefined;
    const lines = [...linesOf(body), ...Array(Math.max(0, finalNewlines - 1)).fill('')];
    const firstLine = lines.find((line) => line.trim() !== '') ?? '';
    const indentation = place.contentIndent - place.lineIndent;
    const needsIndicator = firstLine.startsWith(' ') || place.indentIndicator;
    if (needsIndicator && (indentation < 1 || indentation > 9))
        return undefined;
    const header = indicator + (needsIndicator ? String(indentation) : '') + chomping;
    const margin = ' '.repeat(place.contentIndent);
    const content = body === '' && finalNewlines === 0 ? [] : lines;
    return [header + place.headerTrailer, ...content.map((l) => (l === '' ? '' : margin + l))]
        .join('\n')
        .concat('\n');
}
/** The place of a scalar's second and later lines. */
function restOf(place) {
    return { ...place, column: place.contentIndent };
}
/**
 * A line folded at single spaces between other characters so that no line passes the place's
 * width where it can help it; each break reads back as the space it replaced.
 */
function fold(line, place) {
    if (place.width === undefined || place.column + line.length <= place.width)
        return line;
    const words = line.split(/(?<=[^ \t]) (?=[^ \t])/);
    const lines = [];
    let current = '';
    let column = place.column;
    for (const word of words) {
        if (current !== '' && column + current.length + 1 + word.length > place.width) {
            lines.push(current);
            current = word;
            column = place.contentIndent;
        }
        else {
            current = current === '' ? word : `${current} ${word}`;
        }
    }
    lines.push(current);
    return lines.join('\n' + ' '.repeat(place.contentIndent));
}

;// CONCATENATED MODULE: ./lib/src/translations/yaml-scalar.js



const WRITERS = {
    PLAIN: plainSource,
    QUOTE_SINGLE: singleQuotedSource,
    QUOTE_DOUBLE: doubleQuotedSource,
    BLOCK_LITERAL: literalSource,
    BLOCK_FOLDED: foldedSource,
};
const ONE_LINE = new Set(['PLAIN', 'QUOTE_SINGLE', 'QUOTE_DOUBLE']);
/**
 * The styles a changed text is tried in, the old one first. A block scalar stays a block; a
 * one-line style that cannot hold a newline gives way to double quotes, which keep the text on
 * its line (`\n`), rather than to a block that would add lines.
 */
function stylesAfter(old, oldText, text, file) {
    const multiLine = text.includes('\n');
    switch (old) {
        case 'PLAIN':
            return multiLine ? ['QUOTE_DOUBLE'] : ['PLAIN', file.quote, 'QUOTE_DOUBLE'];
        case 'QUOTE_SINGLE':
            return multiLine && !oldText.includes('\n')
                ? ['QUOTE_DOUBLE']
                : ['QUOTE_SINGLE', 'QUOTE_DOUBLE'];
        case 'QUOTE_DOUBLE':
            return ['QUOTE_DOUBLE'];
        case 'BLOCK_LITERAL':
            return ['BLOCK_LITERAL', 'QUOTE_DOUBLE'];
        case 'BLOCK_FOLDED':
            return ['BLOCK_FOLDED', 'BLOCK_LITERAL', 'QUOTE_DOUBLE'];
    }
}
/** The styles a new text is tried in: its neighbours' one-line style, or the file's block style. */
function stylesForNew(neighbours, text, file) {
    if (text.includes('\n'))
        return [file.multiLine, 'QUOTE_DOUBLE'];
    return [neighbours ?? 'PLAIN', file.quote, 'QUOTE_DOUBLE'];
}
/**
 * The source of `value` at `place`, in the first of `styles` that holds it (folded at the place's
 * width when it has one, else on one line); undefined when none does.
 */
function scalarSource(value, styles, place) {
    if (typeof value !== 'string') {
        const source = value === null ? '~' : String(value);
        return readsAs(source, value, place, true) ? source : undefined;
    }
    for (const style of styles) {
        if (place.inFlow && !ONE_LINE.has(style))
            continue;
        for (const width of new Set([place.width, undefined])) {
            const source = WRITERS[style](value, { ...place, width });
            if (source !== undefined && readsAs(source, value, place, style === 'PLAIN'))
                return source;
        }
    }
    return undefined;
}
/**
 * Whether `source` at `place` reads as `value`: parsed in a one-pair document at the same
 * indentation (inside a list when the place is in one). A plain text must also read as that string
 * under YAML 1.1, as Ruby's Psych reads Rails files: `yes` or `12:30` are no strings there.
 */
function readsAs(source, value, place, alsoYaml11) {
    const lead = ' '.repeat(place.lineIndent) + (place.inFlow ? 'k: [' : 'k: ');
    const tail = place.inFlow ? ']\n' : source.endsWith('\n') ? '' : '\n';
    for (const version of alsoYaml11 ? ['1.2', '1.1'] : ['1.2']) {
        const doc = (0,dist.parseDocument)(lead + source + tail, { version, uniqueKeys: false });
        if (doc.errors.length > 0 || !(0,dist.isMap)(doc.contents) || doc.contents.items.length !== 1) {
            return false;
        }
        const written = doc.contents.items[0]?.value;
        const node = place.inFlow && (0,dist.isSeq)(written) && written.items.length === 1 ? written.items[0] : written;
        if (!(0,dist.isScalar)(node) || leafValue(node.value) !== value)
            return false;
    }
    return true;
}
/** A new key's source: plain when that reads as the same string in YAML 1.1 and 1.2, else quoted. */
function keySource(name, file) {
    for (const style of ['PLAIN', file.quote, 'QUOTE_DOUBLE']) {
        const source = WRITERS[style](name, ONE_LINE_KEY);
        if (source !== undefined && keyReadsAs(source, name, style === 'PLAIN'))
            return source;
    }
    return doubleQuotedSource(name, ONE_LINE_KEY);
}
const ONE_LINE_KEY = {
    lineIndent: 0,
    column: 0,
    contentIndent: 0,
    width: undefined,
    inFlow: false,
    headerTrailer: '',
    indentIndicator: false,
    blankLineAfter: false,
};
function keyReadsAs(source, name, alsoYaml11) {
    for (const version of alsoYaml11 ? ['1.2', '1.1'] : ['1.2']) {
        const doc = (0,dist.parseDocument)(`${source}: x\n`, { version });
        const pair = (0,dist.isMap)(doc.contents) ? doc.contents.items[0] : undefined;
        if (doc.errors.length > 0 || !(0,dist.isScalar)(pair?.key) || pair.key.value !== name)
            return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./lib/src/translations/yaml-new-keys.js

/**
 * New keys written as the file writes its own: at the indentation of their siblings, nested maps
 * one step (the file's) further in, keys plain where YAML 1.1 and 1.2 read them as the same string,
 * texts in their neighbours' quoting, multi-line texts in the file's block style.
 */
/** Thrown where a change cannot be made in place; the message says why, for the log. */
class NotInPlace extends Error {
    constructor(reason) {
        super(reason);
        this.name = 'NotInPlace';
    }
}
/** The lines (each ending with a line break) of a new pair `name: …` at `column`. */
function newPairLines(name, want, column, neighbours, habits) {
    const margin = ' '.repeat(column);
    const key = keySource(name, habits);
    if (want.kind === 'object') {
        const children = [...want.children].map(([child, node]) => newPairLines(child, node, column + habits.step, neighbours ?? habits.oneLine, habits));
        return `${margin}${key}:\n${children.join('')}`;
    }
    if (want.kind === 'array') {
        const items = [...want.children.values()].map((item) => {
            if (item.kind !== 'leaf')
                throw new NotInPlace(`a new list under ${name} holds lists or maps`);
            return newValue(item.value, column + habits.listIndent, 2, neighbours, habits, `- `);
        });
        return `${margin}${key}:\n${items.join('')}`;
    }
    if (want.value === null)
        return `${margin}${key}:\n`;
    return newValue(want.value, column, key.length + 2, neighbours, habits, `${key}: `);
}
/** One line (or block) `lead value` at `column`, the value `offset` characters past it. */
function newValue(value, column, offset, neighbours, habits, lead) {
    const place = {
        lineIndent: column,
        column: column + offset,
        contentIndent: column + habits.step,
        width: undefined,
        inFlow: false,
        headerTrailer: '',
        indentIndicator: false,
        blankLineAfter: false,
    };
    const styles = typeof value === 'string' ? stylesForNew(neighbours, value, habits) : [];
    const source = scalarSource(value, styles, place);
    if (source === undefined)
        throw new NotInPlace(`no YAML style holds the text of ${lead}`);
    return ' '.repeat(column) + lead + source + (source.endsWith('\n') ? '' : '\n');
}

;// CONCATENATED MODULE: ./lib/src/translations/yaml-hugo.js



/** The messages of a list of them; undefined when `node` is not one. */
function hugoItemsOf(node) {
    if (!(0,dist.isSeq)(node) || node.flow === true || node.items.length === 0)
        return undefined;
    const items = [];
    for (const item of node.items) {
        if (!(0,dist.isMap)(item) || item.flow === true)
            return undefined;
        const pairs = lastPairs(item);
        const id = pairs?.get('id')?.value;
        const translation = pairs?.get('translation');
        if (!(0,dist.isScalar)(id) || !['string', 'number'].includes(typeof id.value))
            return undefined;
        if (translation === undefined || !holdsText(translation.value))
            return undefined;
        items.push({ id: String(id.value), item, translation });
    }
    return items;
}
/** A text (or no text yet), or a map of plural forms to texts. */
function holdsText(value) {
    if (value === null || (0,dist.isScalar)(value))
        return true;
    return ((0,dist.isMap)(value) &&
        value.items.every((pair) => (0,dist.isScalar)(pair.key) &&
            keys/* PLURAL_FORMS */.DG.has(String(pair.key.value)) &&
            (pair.value === null || (0,dist.isScalar)(pair.value))));
}
/**
 * The messages' texts into `entries`, in the order of the items that count; each id written more
 * than once into `repeated`, with how many times.
 */
function readHugoItems(items, entries, repeated) {
    const counting = lastItems(items);
    const times = new Map();
    for (const item of items) {
        times.set(item.id, (times.get(item.id) ?? 0) + 1);
        if (counting.get(item.id) !== item)
            continue;
        const value = item.translation.value;
        if (!(0,dist.isMap)(value)) {
            entries.set((0,keys/* keyOf */.TN)([item.id]), (0,dist.isScalar)(value) ? leafValue(value.value) : null);
            continue;
        }
        for (const [form, pair] of lastPairs(value) ?? []) {
            entries.set((0,keys/* keyOf */.TN)([item.id, form]), (0,dist.isScalar)(pair.value) ? leafValue(pair.value.value) : null);
        }
    }
    for (const [id, n] of times)
        if (n > 1)
            repeated?.set((0,keys/* keyOf */.TN)([id]), n);
}
/** The item that counts for each id: its last. */
function lastItems(items) {
    return new Map(items.map((item) => [item.id, item]));
}

;// CONCATENATED MODULE: ./lib/src/translations/yaml-hugo-edit.js




/**
 * A Hugo list of messages (yaml-hugo.ts) edited towards `want`, ids to texts, as a map is: a
 * changed text written over its old one (a plural form as a map's key), an item whose id goes
 * taken out with every other item of that id, a new id's item put in after the item of the id
 * before it, in the file's layout (a blank line between items where the file has them).
 */
function editHugoList(editor, items, want) {
    if (want.kind !== 'object')
        throw new NotInPlace('the file holds no messages by id to edit');
    const counting = lastItems(items);
    const ids = items.filter((item) => counting.get(item.id) === item).map((item) => item.id);
    const placement = (0,translations_placement/* placeNewKeys */.O)(ids, [...want.children.keys()]);
    const layout = layoutOf(editor.text, items);
    const blank = layout.blankBetween ? '\n' : '';
    const lines = (fresh) => fresh.map((id) => newItem(id, want.children.get(id), layout, editor));
    const removed = [];
    for (const item of items) {
        const child = want.children.get(item.id);
        // Every item of a removed id goes: an earlier one left behind would count again.
        if (child === undefined)
            removed.push(removedLines(editor.text, item, layout));
        if (child === undefined || counting.get(item.id) !== item)
            continue;
        editor.neighbours.set(item.translation, layout.textStyle);
        editor.value(item.translation.value, child, [item.id], item.translation);
        const after = placement.after.get(item.id) ?? [];
        const text = lines(after).map((itemText) => blank + itemText);
        if (text.length > 0)
            editor.insert(itemLines(editor.text, item).end, text.join(''));
    }
    for (const span of joined(editor.text, removed)) {
        editor.edits.push({ offset: span.start, length: span.end - span.start, content: '' });
    }
    if (placement.first.length === 0)
        return;
    const firstKept = items.find((item) => want.children.has(item.id));
    if (firstKept === undefined)
        throw new NotInPlace('no message of the file stays');
    const start = itemLines(editor.text, firstKept).start;
    const text = lines(placement.first).map((itemText) => itemText + blank);
    editor.insert(commentsAbove(editor.text, start, layout.dash), text.join(''));
}
function layoutOf(text, items) {
    const first = itemLines(text, items[0]);
    const firstKey = items[0].item.range?.[0] ?? first.start;
    let blanks = 0;
    for (const item of items.slice(1)) {
        const start = itemLines(text, item).start;
        const above = commentsAbove(text, start, indentOf(lineAt(text, start)));
        if (above > 0 && isBlank(lineAt(text, lineStart(text, above - 1))))
            blanks++;
    }
    const pairsNamed = (name) => items.flatMap((item) => item.item.items.filter((pair) => keyName(pair) === name));
    return {
        dash: indentOf(lineAt(text, first.start)),
        column: firstKey - first.start,
        blankBetween: blanks * 2 > items.length - 1,
        idStyle: neighboursStyle(pairsNamed('id')),
        textStyle: neighboursStyle(pairsNamed('translation')),
    };
}
function keyName(pair) {
    return String(pair.key?.value);
}
/** An item's lines, from its `-` to its last value's line. */
function itemLines(text, item) {
    const [keyAt] = item.item.range ?? [0];
    const start = lineStart(text, keyAt);
    if (!/^\s*-\s*$/.test(text.slice(start, keyAt))) {
        throw new NotInPlace(`the item of ${item.id} shares its line with another`);
    }
    return { start, end: nextLineStart(text, contentEnd(item.item, keyAt)) };
}
/**
 * A removed item's lines, with the comment lines over it where the items stand together and it
 * stands apart (then the comment speaks of it alone; between items that all stand apart, a
 * comment over one may head a run of them).
 */
function removedLines(text, item, layout) {
    const span = itemLines(text, item);
    if (layout.blankBetween)
        return span;
    const commented = { start: commentsAbove(text, span.start, layout.dash), end: span.end };
    return standsApart(text, commented, layout.dash) ? commented : span;
}
/**
 * The removed spans, those with nothing but blank lines between them made one, each with one of
 * the blank lines around it: the blank lines between the items left stay one.
 */
function joined(text, spans) {
    const runs = [];
    for (const span of spans) {
        const last = runs[runs.length - 1];
        if (last !== undefined && isBlank(text.slice(last.end, span.start))) {
            runs[runs.length - 1] = { start: last.start, end: span.end };
        }
        else
            runs.push(span);
    }
    return runs.map((run) => {
        const before = run.start === 0 ? undefined : lineStart(text, run.start - 1);
        const blankBefore = before !== undefined && isBlank(lineAt(text, before));
        if (run.end < text.length &&
            isBlank(lineAt(text, run.end)) &&
            (blankBefore || run.start === 0)) {
            return { start: run.start, end: nextLineStart(text, run.end + 1) };
        }
        if (isBlank(text.slice(run.end)) && blankBefore)
            return { start: before, end: run.end };
        return run;
    });
}
/** A new item's lines: `- id: …` and its `translation`, at the items' columns. */
function newItem(id, want, layout, editor) {
    const { column, dash } = layout;
    const idLine = newPairLines('id', { kind: 'leaf', value: id }, column, layout.idStyle, editor.habits);
    const text = newPairLines('translation', want, column, layout.textStyle, editor.habits);
    return `${' '.repeat(dash)}-${' '.repeat(Math.max(1, column - dash - 1))}${idLine.slice(column)}${text}`;
}

;// CONCATENATED MODULE: ./lib/src/translations/yaml-replace.js


/** The edit that writes `value` over `scalar`; undefined when no style holds it there. */
function replaceScalar(text, scalar, value, context) {
    if (!scalar.range)
        return undefined;
    const [start, end] = scalar.range;
    const old = text.slice(start, end);
    const oldStyle = scalar.type ?? 'PLAIN';
    const oldBlock = oldStyle === 'BLOCK_LITERAL' || oldStyle === 'BLOCK_FOLDED';
    const place = placeOf(text, scalar, context);
    const styles = typeof value !== 'string'
        ? []
        : scalar.value === null
            ? stylesForNew(context.neighbours, value, context.habits)
            : stylesAfter(oldStyle, String(scalar.value), value, context.habits);
    const source = scalarSource(value, styles, place);
    if (source === undefined)
        return undefined;
    const newBlock = source.endsWith('\n');
    // A value written where there was none (`key:`, perhaps a comment after it) gets the spaces
    // that part it from the colon and from the comment.
    const lead = old === '' && text[start - 1] !== ' ' ? ' ' : '';
    const trail = old === '' && /^[^\r\n]/.test(text.slice(end, end + 1)) ? ' ' : '';
    let edit;
    if (oldBlock) {
        // The old block ran to the start of the next line: a one-line text ends its line itself.
        const content = newBlock ? source : `${source}${place.headerTrailer}\n`;
        edit = {
            offset: start,
            length: end - start,
            content: old.endsWith('\n') ? content : content.slice(0, -1),
        };
    }
    else if (newBlock) {
        // A block takes the rest of the old line: its comment moved into the block's header.
        const lineEnd = nextLineStart(text, end);
        const content = text.slice(0, lineEnd).endsWith('\n') ? source : source.slice(0, -1);
        edit = { offset: start, length: lineEnd - start, content: lead + content };
    }
    else {
        edit = { offset: start, length: end - start, content: lead + source + trail };
    }
    if (context.habits.newline === '\r\n') {
        return { ...edit, content: edit.content.replaceAll('\r\n', '\n').replaceAll('\n', '\r\n') };
    }
    return edit;
}
/** Where the scalar stands, as the writers of yaml-scalar-styles.ts need to know. */
function placeOf(text, scalar, context) {
    const [start, end] = scalar.range ?? [0, 0];
    const old = text.slice(start, end);
    const block = scalar.type === 'BLOCK_LITERAL' || scalar.type === 'BLOCK_FOLDED';
    const lineOffset = lineStart(text, start);
    const lineIndent = indentOf(lineAt(text, lineOffset));
    const header = block
        ? /^[|>]([1-9]?[+-]?|[+-]?[1-9]?)(.*)$/.exec(old.split('\n')[0] ?? '')
        : null;
    const restOfLine = block ? '' : lineAt(text, end);
    const nextLine = nextLineStart(text, end);
    return {
        lineIndent,
        column: start - lineOffset,
        contentIndent: contentIndentOf(old, header?.[1], lineIndent, context.habits.step),
        width: widthOf(text.slice(lineOffset, end), block),
        inFlow: context.inFlow,
        headerTrailer: header?.[2] ?? (/^\s*#/.test(restOfLine) ? ` ${restOfLine.trimStart()}` : ''),
        indentIndicator: /[1-9]/.test(header?.[1] ?? ''),
        blankLineAfter: nextLine < text.length && isBlank(lineAt(text, nextLine)),
    };
}
/**
 * The indentation of the old scalar's content (a block's lines, or a quoted or plain text's
 * continuation lines): from its indentation indicator, else its first line with text; one step
 * past the line's indentation when it has none.
 */
function contentIndentOf(old, indicators, lineIndent, step) {
    const digit = /[1-9]/.exec(indicators ?? '')?.[0];
    if (digit !== undefined)
        return lineIndent + Number(digit);
    const line = old
        .split('\n')
        .slice(1)
        .find((candidate) => !isBlank(candidate));
    const indent = line === undefined ? 0 : indentOf(line);
    return indent > lineIndent ? indent : lineIndent + step;
}
/**
 * The width the old scalar was folded at: its longest line, when it took several (a folded
 * block's content lines; a plain or quoted text's lines); undefined when it took one.
 */
function widthOf(lines, block) {
    const all = lines.replace(/\n$/, '').split('\n');
    const content = block ? all.slice(1).filter((line) => !isBlank(line)) : all;
    if (content.length < 2)
        return undefined;
    return Math.max(...content.map((line) => line.replace(/\r$/, '').length));
}

;// CONCATENATED MODULE: ./lib/src/translations/yaml-edit.js










function editInPlace(text, doc, want) {
    const editor = new YamlEditor(text, doc);
    const hugo = hugoItemsOf(doc.contents);
    try {
        if (hugo !== undefined)
            editHugoList(editor, hugo, want);
        else if ((0,dist.isSeq)(doc.contents) && want.kind === 'array')
            editor.value(doc.contents, want, []);
        else if (!(0,dist.isMap)(doc.contents) || want.kind !== 'object') {
            throw new NotInPlace('the file holds no map of keys to edit');
        }
        else
            editor.map(doc.contents, want, []);
    }
    catch (error) {
        if (error instanceof NotInPlace)
            return { reason: error.message };
        throw error;
    }
    const edited = (0,text_edits/* applyTextEdits */.n)(text, editor.edits);
    // A file without a final newline whose last line went keeps ending without one.
    const openEnd = text !== '' && !text.endsWith('\n');
    return { text: openEnd ? edited.replace(/\r?\n$/, '') : edited };
}
/** The edits that make a document hold a target, collected against the text as it is. */
class YamlEditor {
    edits = [];
    /** The one-line style of each pair's neighbours, for a text written into an empty value. */
    neighbours = new Map();
    aliases;
    habits;
    text;
    constructor(text, doc) {
        this.text = text;
        this.aliases = new YamlAliases(doc);
        this.habits = habitsOf(doc, text);
    }
    /** Makes the value of `pair` (or a list item, without a pair) hold `want`. */
    value(node, want, path, pair, inFlow = false) {
        if ((0,dist.isAlias)(node)) {
            if (!this.holds(node, want)) {
                throw new NotInPlace(`${label(path)} takes its text through the alias *${node.source}`);
            }
        }
        else if (want.kind === 'object' && (0,dist.isMap)(node)) {
            this.map(node, want, path);
        }
        else if (want.kind === 'array' && (0,dist.isSeq)(node) && node.items.length === want.children.size) {
            this.list(node, want, path);
        }
        else if (want.kind === 'leaf' && (0,dist.isScalar)(node)) {
            if (leafValue(node.value) === want.value)
                return;
            const neighbours = pair && this.neighbours.get(pair);
            const edit = replaceScalar(this.text, node, want.value, {
                inFlow,
                habits: this.habits,
                neighbours,
            });
            if (edit === undefined)
                throw new NotInPlace(`no YAML style holds the text of ${label(path)}`);
            this.edits.push(edit);
        }
        else if (pair !== undefined && !inFlow) {
            // A text where the file has a map, or the other way round: the pair is written anew.
            const span = this.ownLines(pair, path);
            const column = indentOf(lineAt(this.text, span.start));
            const name = String(pair.key.value);
            this.insert(span.start, newPairLines(name, want, column, this.neighbours.get(pair), this.habits));
            this.edits.push({ offset: span.start, length: span.end - span.start, content: '' });
        }
        else {
            throw new NotInPlace(`${label(path)} changes its shape inside a list or a flow collection`);
        }
    }
    /** Kept pairs edited, removed ones taken out, new ones placed as placement.ts says. */
    map(node, want, path) {
        const entries = this.aliases.entriesOf(node);
        if (entries === undefined)
            throw new NotInPlace(`${label(path)} has keys that cannot be read`);
        const merged = entries.filter((entry) => entry.own === undefined);
        const overridden = this.checkMerged(merged, want, path);
        const own = node.items.filter((pair) => !isMergeKey(pair));
        const ownNames = own.map((pair) => String(pair.key.value));
        // A key written twice counts as its last pair (as Rails reads it): that one is edited, the
        // earlier ones stay, unless the key goes, when they all go (else an earlier one would count).
        const counts = lastPairs(node) ?? new Map();
        // A changed key a merge key brings is written as a key of this map, which Rails (and YAML's
        // merge) take over the merged one: the anchor and every other map that merges it stay.
        const mergedNames = new Set(merged.map((entry) => entry.name).filter((name) => !overridden.has(name)));
        const wanted = [...want.children.keys()].filter((name) => !mergedNames.has(name));
        const placement = (0,translations_placement/* placeNewKeys */.O)(ownNames.filter((name, i) => counts.get(name) === own[i]), wanted);
        const style = neighboursStyle(own);
        const inFlow = node.flow === true;
        const fresh = (names) => names.map((name) => [name, want.children.get(name)]);
        own.forEach((pair, i) => {
            const name = ownNames[i];
            const child = want.children.get(name);
            this.neighbours.set(pair, style);
            if (child === undefined) {
                if (this.hasTexts(pair.value))
                    this.remove(pair, [...path, name], inFlow);
            }
            else if (counts.get(name) === pair) {
                this.value(pair.value, child, [...path, name], pair, inFlow);
            }
            else
                return;
            const after = placement.after.get(name);
            if (after !== undefined)
                this.insertAfter(pair, fresh(after), path, inFlow);
        });
        if (placement.first.length > 0) {
            this.insertFirst(node, own, ownNames, want, fresh(placement.first), path);
        }
    }
    /**
     * The keys a merge key brings whose texts change: each is overridden in this map. One the
     * target removes cannot be: no key of a map takes a merged key away.
     */
    checkMerged(merged, want, path) {
        const overridden = new Set();
        if (want.kind !== 'object')
            return overridden;
        for (const entry of merged) {
            const child = want.children.get(entry.name);
            if (child === undefined) {
                throw new NotInPlace(`${label([...path, entry.name])} is removed, but it comes through a merge key (<<)`);
            }
            if (!this.holds(entry.value, child))
                overridden.add(entry.name);
        }
        return overridden;
    }
    list(node, want, path) {
        node.items.forEach((item, i) => {
            const child = want.children.get(i);
            if (child !== undefined)
                this.value(item, child, [...path, i], undefined, node.flow === true);
        });
    }
    /** Whether the texts under `node` (aliases and merges followed) are exactly `want`'s. */
    holds(node, want) {
        const found = new Map();
        if (!collectEntries(this.aliases, node, [], found))
            return false;
        const wanted = new Map();
        flatten(want, [], wanted);
        return (0,keys/* sameEntries */.lq)(found, wanted);
    }
    hasTexts(node) {
        const resolved = this.aliases.resolve(node);
        if ((0,dist.isMap)(resolved))
            return resolved.items.some((pair) => this.hasTexts(pair.value));
        if ((0,dist.isSeq)(resolved))
            return resolved.items.some((item) => this.hasTexts(item));
        return true;
    }
    /** A pair's lines, or why it cannot be edited by lines. */
    ownLines(pair, path) {
        const span = pairLines(this.text, pair);
        if (span === undefined)
            throw new NotInPlace(`${label(path)} shares its line with another key`);
        return span;
    }
    /**
     * A removed key's lines go, with the comment lines directly over it when the key and its
     * comment stand apart from their neighbours (a blank line or the map's edge on both sides):
     * then the comment speaks of that key alone. A comment over a run of keys is kept, as it may
     * head the run rather than the first key.
     */
    remove(pair, path, inFlow) {
        if (inFlow)
            throw new NotInPlace(`${label(path)} is removed from a flow map`);
        const span = this.ownLines(pair, path);
        const indent = indentOf(lineAt(this.text, span.start));
        const commented = { start: commentsAbove(this.text, span.start, indent), end: span.end };
        const start = standsApart(this.text, commented, indent) ? commented.start : span.start;
        this.edits.push({ offset: start, length: span.end - start, content: '' });
    }
    insertAfter(pair, fresh, path, inFlow) {
        if (inFlow)
            throw new NotInPlace(`keys are added to the flow map ${label(path)}`);
        const span = this.ownLines(pair, path);
        const column = indentOf(lineAt(this.text, span.start));
        const style = this.neighbours.get(pair);
        this.insert(span.end, this.pairsText(fresh, column, style));
    }
    /** New keys before the first kept one, above the comment over it; or after the last item. */
    insertFirst(node, own, ownNames, want, fresh, path) {
        if (node.flow)
            throw new NotInPlace(`keys are added to the flow map ${label(path)}`);
        const firstKept = own.find((_, i) => want.children.has(ownNames[i]));
        const anchor = firstKept ?? own[0] ?? node.items[0];
        if (anchor === undefined)
            throw new NotInPlace(`${label(path)} is an empty map`);
        const span = this.ownLines(anchor, path);
        const column = indentOf(lineAt(this.text, span.start));
        const text = this.pairsText(fresh, column, neighboursStyle(own));
        if (firstKept === undefined && own.length === 0)
            this.insert(span.end, text);
        else
            this.insert(commentsAbove(this.text, span.start, column), text);
    }
    pairsText(fresh, column, style) {
        return fresh
            .map(([name, node]) => newPairLines(name, node, column, style, this.habits))
            .join('');
    }
    /** Lines put in at a line start; at the end of a file without a final newline, after one. */
    insert(offset, lines) {
        const atOpenEnd = offset === this.text.length && !/\n$|^$/.test(this.text);
        const text = atOpenEnd ? '\n' + lines.replace(/\n$/, '') : lines;
        const content = this.habits.newline === '\r\n' ? text.replaceAll('\n', '\r\n') : text;
        this.edits.push({ offset, length: 0, content });
    }
}
/** A target subtree's leaves by their paths below it. */
function flatten(node, path, into) {
    if (node.kind === 'leaf')
        into.set((0,keys/* keyOf */.TN)(path), node.value);
    else
        for (const [segment, child] of node.children)
            flatten(child, [...path, segment], into);
}
function label(path) {
    return (0,keys/* keyLabel */.w8)((0,keys/* keyOf */.TN)(path));
}

// EXTERNAL MODULE: ./lib/src/translations/yaml-language-root.js
var yaml_language_root = __webpack_require__(9288);
;// CONCATENATED MODULE: ./lib/src/translations/yaml.js









/**
 * YAML translation files through the `yaml` library's document model, which gives every node's
 * place in the text. A pull edits the repository's text in place (yaml-edit.ts): only the lines
 * of changed, added and removed keys differ, every comment, anchor, quote and blank line stays.
 * Aliases and merge keys are read as Rails reads them; a key whose text comes through one is
 * edited in place only while its text stays (else the edit says why it is not made). A key
 * written twice reads as its last value, with a warning. A Hugo table written as a list of
 * messages (`- id: home` over `translation:`) is read and edited by id (yaml-hugo.ts).
 */
const yamlModel = {
    read: (text) => {
        const doc = parse(text);
        return doc === undefined ? undefined : readBelow(doc, (0,yaml_language_root.keysNode)(doc));
    },
    edit: (text, target) => {
        const result = editYamlInPlace(text, target);
        return 'text' in result ? result.text : undefined;
    },
    render: (bundle, target) => {
        const result = editYamlInPlace(bundle, target);
        return 'text' in result ? result.text : (rewritten(bundle, target) ?? bundle);
    },
};
/**
 * The repository's text edited in place to hold `target`, or why it cannot be: for the log of a
 * pull that writes the whole file instead.
 */
function editYamlInPlace(text, target) {
    const doc = parse(text);
    if (doc === undefined)
        return { reason: 'the file does not parse as YAML' };
    const rooted = (0,yaml_language_root.underRoot)(target, (0,yaml_language_root.languageRootOf)(doc));
    const want = (0,tree/* targetTree */.C)(rooted);
    if (want === undefined)
        return { reason: 'the texts do not make one tree of keys' };
    const result = editInPlace(text, doc, want);
    if ('reason' in result || !new YamlAliases(doc).any)
        return result;
    // An edited text under an anchor changes every alias of it too: the edit holds only if the
    // target changed those keys alike.
    const edited = parse(result.text);
    const holds = edited !== undefined && (0,keys/* sameEntries */.lq)(readBelow(edited, edited.contents) ?? new Map(), rooted);
    return holds
        ? result
        : { reason: 'an edited text is shared through an anchor with a key whose text stays' };
}
/**
 * The bundle written by the library in its own style, for the rare bundle that cannot be edited
 * in place itself (a flow map losing keys, an alias whose text changes).
 */
function rewritten(bundle, target) {
    const doc = parse(bundle);
    const want = doc && (0,tree/* targetTree */.C)((0,yaml_language_root.underRoot)(target, (0,yaml_language_root.languageRootOf)(doc)));
    return want === undefined ? undefined : new dist.Document((0,tree/* plainValue */._)(want)).toString({ lineWidth: 0 });
}
/** The document; undefined when it has errors (repeated keys are found by the reading). */
function parse(text) {
    const doc = (0,dist.parseDocument)(text, { uniqueKeys: false });
    // The library parses deep nesting without recursion; what reads the document here recurses,
    // so the depth is measured first, with a stack of its own (on a document with errors too, so
    // that a deep one is named as too deep).
    (0,read_limits/* checkNesting */.n6)(nestingOf(doc.contents));
    return doc.errors.length === 0 ? doc : undefined;
}
/**
 * The texts under `node`: a Hugo list's by id (yaml-hugo.ts), else by path. A key written twice
 * reads as its last value, as Rails and Hugo read it, with a warning naming it: a reviewer
 * reading the file top down sees the first.
 */
function readBelow(doc, node) {
    const entries = new Map();
    if (node === null)
        return entries;
    const repeated = new Map();
    const hugo = hugoItemsOf(node);
    if (hugo !== undefined)
        readHugoItems(hugo, entries, repeated);
    else if (!collectEntries(new YamlAliases(doc), node, [], entries, repeated))
        return undefined;
    const reader = hugo === undefined ? 'Rails reads it' : 'Hugo reads it';
    return (0,read_warnings/* withWarnings */.o)(entries, [...repeated].map(([key, times]) => `the key ${JSON.stringify((0,keys/* keyLabel */.w8)(key))} is written ${times} times; the last one ` +
        `counts (as ${reader}) and is the one a pull edits`));
}
/** The deepest nesting of maps and sequences under `root`; stops counting past MAX_NESTING. */
function nestingOf(root) {
    let deepest = 0;
    const stack = [[root, 1]];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        const [node, depth] = next;
        if (!(0,dist.isMap)(node) && !(0,dist.isSeq)(node))
            continue;
        deepest = Math.max(deepest, depth);
        if (deepest > read_limits/* MAX_NESTING */.M1)
            return deepest;
        for (const item of node.items) {
            if ((0,dist.isPair)(item))
                stack.push([item.key, depth + 1], [item.value, depth + 1]);
            else
                stack.push([item, depth + 1]);
        }
    }
    return deepest;
}


/***/ })

};
