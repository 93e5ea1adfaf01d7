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
// EXTERNAL MODULE: ./lib/src/translations/placement.js
var translations_placement = __webpack_require__(2728);
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
    const edits = [];
    const kept = [];
    for (const [key, unit] of units) {
        const value = target.get(key);
        if (value === undefined) {
            const removal = untranslated(text, unit, offered?.has(key) !== false);
            edits.push(...removal);
            if (offered?.has(key) !== false)
                kept.push(key);
            continue;
        }
        if (typeof value !== 'string')
            return undefined;
        const unitEdits = targetEdits(text, unit, value);
        if (unitEdits === undefined)
            return undefined;
        edits.push(...unitEdits);
        kept.push(key);
    }
    const added = newUnits(text, units, kept, target, bundle, offered);
    return added === undefined ? undefined : (0,text_edits/* applyTextEdits */.n)(text, [...edits, ...added]);
}
function unitsByKey(text) {
    const units = transUnits((0,xml_places/* placedRoot */.O)(text));
    return units && new Map([...units].map(([id, unit]) => [(0,keys/* keyOf */.TN)([id]), unit]));
}
/** A unit without a translation in the target: its target removed, or all of it when the service has no such unit. */
function untranslated(text, unit, serviceHasIt) {
    if (!serviceHasIt)
        return [(0,xml_layout/* removalOf */.c6)(text, unit)];
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
/**
 * The units the file lacks, each the service's unit (with the target's text), after the kept
 * unit before it in the target's order; undefined when the service's file has no such unit.
 */
function newUnits(text, units, kept, target, bundle, offered) {
    const placement = (0,translations_placement/* placeNewKeys */.O)(kept, [...target.keys()]);
    const fresh = [...placement.first, ...[...placement.after.values()].flat()];
    if (fresh.length === 0)
        return [];
    const first = units.get(kept[0] ?? '');
    if (offered === undefined || first === undefined)
        return undefined;
    const eol = (0,xml_layout/* lineEndingOf */.RE)(text);
    const blocks = (keys, anchor) => {
        const indentation = (0,xml_layout/* indentationAt */.pi)(text, anchor.start) ?? '';
        return keys.map((key) => serviceUnit(bundle, offered.get(key), target.get(key), indentation, eol));
    };
    const edits = [];
    const made = (keys, anchor, after) => {
        const written = blocks(keys, anchor);
        if (written.includes(undefined))
            return false;
        const insert = after ? xml_layout/* insertionAfter */.a6 : xml_layout/* insertionBefore */.t8;
        edits.push(insert(text, anchor, written, eol));
        return true;
    };
    if (placement.first.length > 0 && !made(placement.first, first, false))
        return undefined;
    for (const [key, keys] of placement.after) {
        if (!made(keys, units.get(key), true))
            return undefined;
    }
    return edits;
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


/***/ })

};
