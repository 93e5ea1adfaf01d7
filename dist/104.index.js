export const id = 104;
export const ids = [104,288];
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

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ languageRootOf),
/* harmony export */   N: () => (/* binding */ underRoot),
/* harmony export */   hasLanguageRoot: () => (/* binding */ hasLanguageRoot),
/* harmony export */   p4: () => (/* binding */ keysNode),
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

/***/ 3104:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   yamlModel: () => (/* binding */ yamlModel)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9039);
/* harmony import */ var _placement_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2728);
/* harmony import */ var _read_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2048);
/* harmony import */ var _yaml_language_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9288);
/* harmony import */ var _text_edits_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(796);
/* harmony import */ var _tree_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9003);







/**
 * YAML translation files through the `yaml` library's document model, which keeps comments,
 * key order and each scalar's quoting. When the library writes the repository's file back byte
 * for byte (with the file's indentation and sequence style), the edit is made on the document and
 * written by it; otherwise only changed texts can be edited, each spliced over its old source.
 * Aliases and merge keys are not read: such files take the fallback.
 */
const yamlModel = {
    read: (text) => {
        const doc = parse(text);
        if (doc === undefined)
            return undefined;
        const entries = new Map();
        const node = (0,_yaml_language_root_js__WEBPACK_IMPORTED_MODULE_3__/* .keysNode */ .p4)(doc);
        return node === null || collect(node, [], entries) ? entries : undefined;
    },
    edit: (text, target) => editYaml(text, target),
    render: (bundle, target) => editYaml(bundle, target) ?? rewritten(bundle, target) ?? bundle,
};
/**
 * The document; undefined when it has errors. The library's own check for repeated keys compares
 * every pair of a map's keys, slow on thousands; `collect` checks them with a set instead.
 */
function parse(text) {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parseDocument)(text, { uniqueKeys: false });
    // The library parses deep nesting without recursion; what reads the document here (collect,
    // the edits) recurses, so the depth is measured first, with a stack of its own (on a document
    // with errors too, so that a deep one is named as too deep).
    (0,_read_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .checkNesting */ .n6)(nestingOf(doc.contents));
    return doc.errors.length === 0 ? doc : undefined;
}
/** The deepest nesting of maps and sequences under `root`; stops counting past MAX_NESTING. */
function nestingOf(root) {
    let deepest = 0;
    const stack = [[root, 1]];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        const [node, depth] = next;
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(node) && !(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isSeq)(node))
            continue;
        deepest = Math.max(deepest, depth);
        if (deepest > _read_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NESTING */ .M1)
            return deepest;
        for (const item of node.items) {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__.isPair)(item))
                stack.push([item.key, depth + 1], [item.value, depth + 1]);
            else
                stack.push([item, depth + 1]);
        }
    }
    return deepest;
}
function collect(node, path, entries) {
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(node)) {
        const seen = new Set();
        return node.items.every((pair) => {
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isScalar)(pair.key) || pair.key.value === '<<')
                return false;
            const name = String(pair.key.value);
            if (seen.has(name))
                return false;
            seen.add(name);
            return collect(pair.value, [...path, name], entries);
        });
    }
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__.isSeq)(node))
        return node.items.every((item, i) => collect(item, [...path, i], entries));
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__.isAlias)(node))
        return false;
    if (node === null) {
        entries.set((0,_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .keyOf */ .TN)(path), null);
        return true;
    }
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isScalar)(node))
        return false;
    entries.set((0,_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .keyOf */ .TN)(path), leafValue(node.value));
    return true;
}
function leafValue(value) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
        return value;
    }
    return String(value);
}
/** The repository's text edited on the document, or by splicing changed texts; undefined if neither works. */
function editYaml(text, target) {
    const doc = parse(text);
    const want = doc && (0,_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .targetTree */ .C)((0,_yaml_language_root_js__WEBPACK_IMPORTED_MODULE_3__/* .underRoot */ .N)(target, (0,_yaml_language_root_js__WEBPACK_IMPORTED_MODULE_3__/* .languageRootOf */ .AU)(doc)));
    if (doc === undefined || want === undefined)
        return undefined;
    const options = roundTripOptions(doc, text);
    if (options === undefined)
        return spliceTexts(text, doc, want);
    reconcileRoot(doc, want);
    return withEndOf(text, doc.toString(options));
}
/** The bundle rewritten by the library in its own style, when nothing else can hold `target`. */
function rewritten(bundle, target) {
    const doc = parse(bundle);
    const want = doc && (0,_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .targetTree */ .C)((0,_yaml_language_root_js__WEBPACK_IMPORTED_MODULE_3__/* .underRoot */ .N)(target, (0,_yaml_language_root_js__WEBPACK_IMPORTED_MODULE_3__/* .languageRootOf */ .AU)(doc)));
    if (doc === undefined || want === undefined)
        return undefined;
    reconcileRoot(doc, want);
    return doc.toString({ lineWidth: 0 });
}
/**
 * The writing options with which the library gives the file back unchanged; undefined when none
 * does (the file has a layout the library would change, and editing the document would show it).
 */
function roundTripOptions(doc, text) {
    const indent = /\n( +)\S/.exec(text)?.[1]?.length ?? 2;
    const expected = text.endsWith('\n') ? text : text + '\n';
    for (const indentSeq of [true, false]) {
        for (const lineWidth of [0, 80]) {
            const options = { indent, indentSeq, lineWidth };
            if (doc.toString(options) === expected)
                return options;
        }
    }
    return undefined;
}
/** The library always ends with a newline; a file without one keeps it that way. */
function withEndOf(original, written) {
    return original.endsWith('\n') ? written : written.replace(/\n$/, '');
}
function reconcileRoot(doc, want) {
    const replaced = reconcile(doc, doc.contents, want);
    if (replaced !== undefined)
        doc.contents = replaced;
}
/** Makes `node` hold `want`; returns a node to put in its place when it cannot be edited. */
function reconcile(doc, node, want) {
    if (want.kind === 'object' && (0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(node)) {
        reconcileMap(doc, node, want);
        return undefined;
    }
    if (want.kind === 'array' && (0,yaml__WEBPACK_IMPORTED_MODULE_0__.isSeq)(node) && node.items.length === want.children.size) {
        reconcileSeq(doc, node, want);
        return undefined;
    }
    if (want.kind === 'leaf' && (0,yaml__WEBPACK_IMPORTED_MODULE_0__.isScalar)(node)) {
        // Setting the value keeps the scalar's quoting and its comments.
        if (leafValue(node.value) !== want.value)
            node.value = want.value;
        return undefined;
    }
    if (want.kind === 'leaf' && node === null && want.value === null)
        return undefined;
    return doc.createNode((0,_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .plainValue */ ._)(want));
}
function reconcileSeq(doc, node, want) {
    node.items.forEach((item, i) => {
        const child = want.children.get(i);
        const replaced = child === undefined ? undefined : reconcile(doc, item, child);
        if (replaced !== undefined)
            node.items[i] = replaced;
    });
}
/** The scalar styles a new one-line text may copy from its neighbours. */
const ONE_LINE_TYPES = [
    yaml__WEBPACK_IMPORTED_MODULE_0__.Scalar.PLAIN,
    yaml__WEBPACK_IMPORTED_MODULE_0__.Scalar.QUOTE_SINGLE,
    yaml__WEBPACK_IMPORTED_MODULE_0__.Scalar.QUOTE_DOUBLE,
];
/** Kept pairs edited in place, removed ones dropped, new ones placed as placement.ts says. */
function reconcileMap(doc, node, want) {
    const pairs = node.items.filter(yaml__WEBPACK_IMPORTED_MODULE_0__.isPair);
    const nameOf = (pair) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__.isScalar)(pair.key) ? String(pair.key.value) : '';
    const placement = (0,_placement_js__WEBPACK_IMPORTED_MODULE_5__/* .placeNewKeys */ .O)(pairs.map(nameOf), [...want.children.keys()]);
    const quoting = pairs
        .map((pair) => pair.value)
        .filter(yaml__WEBPACK_IMPORTED_MODULE_0__.isScalar)
        .map((scalar) => scalar.type)
        .find((type) => type !== undefined && ONE_LINE_TYPES.includes(type));
    const created = (name) => {
        const pair = doc.createPair(name, (0,_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .plainValue */ ._)(want.children.get(name)));
        // A new text is quoted like its neighbours; the library still quotes what plain cannot hold.
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__.isScalar)(pair.value) && typeof pair.value.value === 'string')
            pair.value.type = quoting;
        return pair;
    };
    const items = placement.first.map(created);
    for (const pair of pairs) {
        const name = nameOf(pair);
        const wanted = want.children.get(name);
        if (wanted === undefined) {
            if (!hasLeaves(pair.value))
                items.push(pair);
            continue;
        }
        const replaced = reconcile(doc, pair.value, wanted);
        if (replaced !== undefined)
            pair.value = replaced;
        items.push(pair, ...(placement.after.get(name) ?? []).map(created));
    }
    node.items = items;
}
/**
 * For a file the library would lay out otherwise: each changed text written over its old source
 * (a one-line plain or quoted scalar), in that scalar's quoting. Undefined when the change is
 * more than texts: keys added or removed, or a text on several lines.
 */
function spliceTexts(text, doc, want) {
    const edits = [];
    const walk = (node, wanted) => {
        if (wanted.kind === 'leaf') {
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__.isScalar)(node) || !node.range)
                return false;
            if (leafValue(node.value) === wanted.value)
                return true;
            const [start, end] = node.range;
            const source = text.slice(start, end);
            if (source.includes('\n') || typeof wanted.value !== 'string')
                return false;
            if (wanted.value.includes('\n'))
                return false;
            edits.push({ offset: start, length: end - start, content: scalarSource(node, wanted.value) });
            return true;
        }
        if (wanted.kind === 'object' && (0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(node)) {
            const pairs = node.items;
            if (pairs.length !== wanted.children.size)
                return false;
            return pairs.every((pair) => {
                const child = (0,yaml__WEBPACK_IMPORTED_MODULE_0__.isScalar)(pair.key) ? wanted.children.get(String(pair.key.value)) : undefined;
                return child !== undefined && walk(pair.value, child);
            });
        }
        if (wanted.kind === 'array' && (0,yaml__WEBPACK_IMPORTED_MODULE_0__.isSeq)(node) && node.items.length === wanted.children.size) {
            return node.items.every((item, i) => {
                const child = wanted.children.get(i);
                return child !== undefined && walk(item, child);
            });
        }
        return false;
    };
    return walk(doc.contents, want) ? (0,_text_edits_js__WEBPACK_IMPORTED_MODULE_6__/* .applyTextEdits */ .n)(text, edits) : undefined;
}
/** A one-line text in the quoting the old scalar had, as the library writes it. */
function scalarSource(old, value) {
    const scalar = new yaml__WEBPACK_IMPORTED_MODULE_0__.Scalar(value);
    if (old.type === yaml__WEBPACK_IMPORTED_MODULE_0__.Scalar.QUOTE_DOUBLE || old.type === yaml__WEBPACK_IMPORTED_MODULE_0__.Scalar.QUOTE_SINGLE)
        scalar.type = old.type;
    else
        scalar.type = yaml__WEBPACK_IMPORTED_MODULE_0__.Scalar.PLAIN;
    return new yaml__WEBPACK_IMPORTED_MODULE_0__.Document(scalar).toString({ lineWidth: 0 }).replace(/\n$/, '');
}
function hasLeaves(node) {
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__.isMap)(node))
        return node.items.some((pair) => hasLeaves(pair.value));
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__.isSeq)(node))
        return node.items.some(hasLeaves);
    return true;
}


/***/ })

};
