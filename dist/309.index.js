export const id = 309;
export const ids = [309];
export const modules = {

/***/ 309:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xliffModel: () => (/* binding */ xliffModel)
});

// EXTERNAL MODULE: ./lib/src/translations/keys.js
var keys = __webpack_require__(9039);
// EXTERNAL MODULE: ./lib/src/translations/text-edits.js
var text_edits = __webpack_require__(796);
;// CONCATENATED MODULE: ./lib/src/translations/xliff-units.js
/**
 * The trans-units of an XLIFF 1.2 document by id, in document order: those of each `<file>`'s
 * `<body>`, in nested `<group>`s too. Undefined when the root is not `<xliff>`, the document is
 * XLIFF 2 (another format), or a unit has no id or repeats one.
 */
function transUnits(root) {
    if (root?.name !== 'xliff' || root.attributes['version']?.startsWith('2') === true) {
        return undefined;
    }
    const units = new Map();
    const bodies = root.children
        .filter((file) => file.name === 'file')
        .flatMap((file) => file.children.filter((body) => body.name === 'body'));
    for (const unit of bodies.flatMap((body) => unitsOf(body))) {
        const id = unit.attributes['id'];
        if (id === undefined || units.has(id))
            return undefined;
        units.set(id, unit);
    }
    return units;
}
/** The trans-units of a body or group, those in nested groups too, in document order. */
function unitsOf(container) {
    return container.children.flatMap((child) => child.name === 'group' ? unitsOf(child) : child.name === 'trans-unit' ? [child] : []);
}

// EXTERNAL MODULE: ./lib/src/translations/xml-content.js
var xml_content = __webpack_require__(5814);
// EXTERNAL MODULE: ./lib/src/translations/xml-keyed-edit.js
var xml_keyed_edit = __webpack_require__(7934);
// EXTERNAL MODULE: ./lib/src/translations/xml-layout.js
var xml_layout = __webpack_require__(6521);
// EXTERNAL MODULE: ./lib/src/translations/xml-places.js
var xml_places = __webpack_require__(2775);
// EXTERNAL MODULE: ./lib/src/translations/xml-text.js
var xml_text = __webpack_require__(8868);
;// CONCATENATED MODULE: ./lib/src/translations/xliff-edit.js








/**
 * XLIFF 1.2 edited in place: the content of each `<target>` whose text changed is written anew,
 * XML-escaped, the file's bytes kept for the inline tags it keeps, its attributes (`state`, ...)
 * as they were; a unit that gains a translation gets a `<target>` after its `<source>`, on a
 * line of its own when the source has one. A unit the service's file no longer has is removed
 * with its lines; a target the target entries lack, alone; a new unit is the service's, after
 * the unit before it there, as indented as its neighbours. Every other byte stays.
 */
function editXliff(text, target, bundle = '') {
    const units = unitsByKey(text);
    if (units === undefined)
        return undefined;
    const offered = bundle === '' ? undefined : unitsByKey(bundle);
    return (0,xml_keyed_edit/* editKeyed */.T)(text, {
        existing: units,
        wanted: target,
        update: (unit, value) => typeof value === 'string' ? targetEdits(text, unit, value) : undefined,
        // A unit the service still has keeps its place (and its source) without a translation.
        absent: (key, unit) => (offered?.has(key) === false ? undefined : targetRemoved(text, unit)),
        // A new unit is the service's: its source and notes are nothing the target entries say.
        written: (key, value, { indentation, eol }) => serviceUnit(bundle, offered?.get(key), value, indentation, eol),
    });
}
function unitsByKey(text) {
    const units = transUnits((0,xml_places/* placedRoot */.O)(text));
    return units && new Map([...units].map(([id, unit]) => [(0,keys/* keyOf */.TN)([id]), unit]));
}
/** A unit the service has without a translation: its target removed, its source kept. */
function targetRemoved(text, unit) {
    const existing = childNamed(unit, 'target');
    return existing === undefined ? [] : [(0,xml_layout/* removalOf */.c6)(text, existing)];
}
/** The edits that give the unit this target text (none when it has it); undefined when none can. */
function targetEdits(text, unit, value) {
    const existing = childNamed(unit, 'target');
    const raw = existing && text.slice(existing.contentStart, existing.contentEnd);
    const pieces = raw === undefined ? undefined : (0,xml_text/* piecesOfContent */.Wc)(raw);
    if (pieces !== undefined && (0,xml_text/* textOfPieces */.ey)(pieces) === value)
        return [];
    const content = (0,xml_text/* contentOf */.$E)((0,xml_text/* piecesOfText */.CG)(value), raw === undefined ? undefined : (0,xml_text/* styleOf */.Vj)(raw));
    if (content === undefined)
        return undefined;
    if (existing !== undefined)
        return [(0,xml_content/* contentEdit */.K)(text, existing, content)];
    const source = childNamed(unit, 'source');
    if (source === undefined)
        return undefined;
    const separator = lineBreakBefore(text, unit, source);
    return [{ offset: source.end, length: 0, content: `${separator}<target>${content}</target>` }];
}
/** The service's unit, holding `value`, its later lines moved to `indentation`, with the file's line endings. */
function serviceUnit(bundle, unit, value, indentation, eol) {
    if (unit === undefined || typeof value !== 'string')
        return undefined;
    const edits = targetEdits(bundle, unit, value);
    if (edits === undefined)
        return undefined;
    const shifted = edits.map((edit) => ({ ...edit, offset: edit.offset - unit.start }));
    const own = (0,text_edits/* applyTextEdits */.n)(bundle.slice(unit.start, unit.end), shifted);
    const from = (0,xml_layout/* indentationAt */.pi)(bundle, unit.start) ?? '';
    return own
        .split(/\r?\n/)
        .map((line, index) => index === 0 ? line : line.startsWith(from) ? indentation + line.slice(from.length) : line)
        .join(eol);
}
function childNamed(unit, name) {
    return unit.children.find((child) => child.name === name);
}
/**
 * What separates the source from what comes before it when that is only a line break and
 * indentation, so a new target sits under its source; nothing when the source shares its line.
 */
function lineBreakBefore(text, unit, source) {
    const index = unit.children.indexOf(source);
    const previousEnd = index > 0 ? unit.children[index - 1].end : unit.contentStart;
    const before = text.slice(previousEnd, source.start);
    const lastBreak = before.lastIndexOf('\n');
    return /^\s*$/.test(before) && lastBreak !== -1 ? before.slice(lastBreak) : '';
}

// EXTERNAL MODULE: ./lib/src/translations/xml.js
var xml = __webpack_require__(5222);
;// CONCATENATED MODULE: ./lib/src/translations/xliff.js





/**
 * XLIFF 1.2: each `<trans-unit>`'s `id` is a key, its `<target>` the text (a unit without one
 * has no translation yet), inline elements (`<x/>`, `<g>`, `<ph>`) and their attributes kept as
 * markup, escaped markup as characters (xml-text.ts). The `<source>` and notes are not
 * translations: a changed source is no change of a translation. XLIFF 2 is another format and is
 * not read. Edited in place by xliff-edit.ts.
 */
const xliffModel = {
    read: (text) => readXliff(text),
    edit: (text, target, bundle) => editXliff(text, target, bundle),
    render: (bundle, target) => editXliff(bundle, target, bundle) ?? bundle,
    readKeys: (text) => readXliff(text, true),
    followMarkup: xml_text/* markedUpAs */.oL,
    alignBundle: (_text, bundle, offered) => untranslatedAsEmpty(bundle, offered),
};
/**
 * The bundle's entries with an empty text for each unit it has without a target: the service
 * has no translation for it, which must not remove the repository's (an empty text never
 * replaces one: reconcile.ts keeps it, and says so).
 */
function untranslatedAsEmpty(bundle, offered) {
    const declared = readXliff(bundle, true);
    if (declared === undefined || declared.size === offered.size)
        return offered;
    return new Map([...declared].map(([key]) => [key, offered.get(key) ?? '']));
}
/**
 * Each trans-unit's target; with `sourceWhenNoTarget`, a unit without one gives its source: what
 * the base language's file holds key by key (a source-only unit is a key all the same).
 */
function readXliff(text, sourceWhenNoTarget = false) {
    const units = transUnits((0,xml/* xmlRoot */.w)(text, ['source', 'target', 'note']));
    if (units === undefined)
        return undefined;
    const entries = new Map();
    for (const [id, unit] of units) {
        const target = unit.children.find((child) => child.name === 'target');
        const source = sourceWhenNoTarget
            ? unit.children.find((child) => child.name === 'source')
            : undefined;
        const element = target ?? source;
        if (element === undefined)
            continue;
        const pieces = (0,xml_text/* piecesOfContent */.Wc)(element.raw);
        if (pieces === undefined)
            return undefined;
        entries.set((0,keys/* keyOf */.TN)([id]), (0,xml_text/* textOfPieces */.ey)(pieces));
    }
    return entries;
}


/***/ }),

/***/ 7934:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ editKeyed),
/* harmony export */   m: () => (/* binding */ keyedEdits)
/* harmony export */ });
/* harmony import */ var _placement_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2728);
/* harmony import */ var _text_edits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(796);
/* harmony import */ var _xml_layout_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6521);



/** `text` edited towards the wanted elements; undefined when one edit cannot be written. */
function editKeyed(text, elements) {
    const edits = keyedEdits(text, elements, (0,_xml_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .lineEndingOf */ .RE)(text));
    return edits && (0,_text_edits_js__WEBPACK_IMPORTED_MODULE_1__/* .applyTextEdits */ .n)(text, edits);
}
/** The edits of `editKeyed`, for elements keyed inside one element (an Android plural's items). */
function keyedEdits(text, elements, eol) {
    const edits = [];
    const kept = new Map();
    const removed = new Set();
    for (const [key, element] of elements.existing) {
        const want = elements.wanted.get(key);
        let changes;
        if (want === undefined)
            changes = elements.absent?.(key, element);
        else if (elements.fits?.(element, want) !== false) {
            changes = elements.update(element, want, eol);
            if (changes === undefined)
                return undefined;
        }
        if (changes === undefined) {
            edits.push((0,_xml_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .removalOf */ .c6)(text, element));
            removed.add(element);
            continue;
        }
        edits.push(...changes);
        kept.set(key, element);
    }
    const added = additions(text, elements, kept, eol, (made) => {
        const first = kept.values().next().value;
        if (first !== undefined)
            return (0,_xml_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .insertionBefore */ .t8)(text, first, made, eol);
        return elements.container && intoContainer(text, elements.container, removed, made, eol);
    });
    return added && [...edits, ...added];
}
/**
 * The new elements, each after the kept element before it in the target's order; those before
 * every kept one where `first` puts them.
 */
function additions(text, elements, kept, eol, first) {
    const placement = (0,_placement_js__WEBPACK_IMPORTED_MODULE_2__/* .placeNewKeys */ .O)([...kept.keys()], [...elements.wanted.keys()]);
    const { container } = elements;
    const unit = container && (0,_xml_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .indentUnitOf */ .SG)(text, container, container.children[0]);
    const layout = { unit: unit ?? '    ', eol };
    /** The new elements' texts at the anchor's indentation; undefined when one cannot be written. */
    const blocks = (keys, anchor) => {
        const indentation = (anchor === undefined ? unit : (0,_xml_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .indentationAt */ .pi)(text, anchor.start)) ?? '';
        const made = [];
        for (const key of keys) {
            const block = elements.written(key, elements.wanted.get(key), {
                ...layout,
                indentation,
            });
            if (block === undefined)
                return undefined;
            made.push(block);
        }
        return made;
    };
    const edits = [];
    if (placement.first.length > 0) {
        const made = blocks(placement.first, kept.values().next().value);
        const edit = made && first(made);
        if (edit === undefined)
            return undefined;
        edits.push(edit);
    }
    for (const [key, keys] of placement.after) {
        const anchor = kept.get(key);
        const made = blocks(keys, anchor);
        if (made === undefined)
            return undefined;
        edits.push((0,_xml_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .insertionAfter */ .a6)(text, anchor, made, eol));
    }
    return edits;
}
/**
 * New elements in a container with no kept element: after its last child that stays, of any
 * kind (never next to a removed one, whose removal takes the bytes around it), else first in it.
 */
function intoContainer(text, container, removed, blocks, eol) {
    const last = container.children.findLast((child) => !removed.has(child));
    if (last !== undefined)
        return (0,_xml_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .insertionAfter */ .a6)(text, last, blocks, eol);
    const unit = (0,_xml_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .indentUnitOf */ .SG)(text, container, container.children[0]);
    const indentation = ((0,_xml_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .indentationAt */ .pi)(text, container.start) ?? '') + unit;
    const content = blocks.map((block) => `${eol}${indentation}${block}`).join('');
    return { offset: container.contentStart, length: 0, content };
}


/***/ })

};
