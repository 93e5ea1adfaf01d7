export const id = 309;
export const ids = [309];
export const modules = {

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
// EXTERNAL MODULE: ./lib/src/translations/xml-places.js
var xml_places = __webpack_require__(2775);
// EXTERNAL MODULE: ./lib/src/translations/xml.js
var xml = __webpack_require__(5222);
;// CONCATENATED MODULE: ./lib/src/translations/xliff-edit.js






/**
 * XLIFF 1.2 edited in place: the content of each `<target>` whose text changed is written anew,
 * XML-escaped, its attributes (`state`, ...) as they were; a unit that gains a translation gets
 * a `<target>` after its `<source>`, on a line of its own when the source has one. Every other
 * byte stays. A unit added or removed, or a target removed, is left to the fallback (the bundle
 * with the repository's line endings), as is markup this cannot place.
 */
function editXliff(text, target) {
    const units = transUnits((0,xml_places/* placedRoot */.O)(text));
    if (units === undefined)
        return undefined;
    const byKey = new Map([...units].map(([id, unit]) => [(0,keys/* keyOf */.TN)([id]), unit]));
    for (const [key, unit] of byKey) {
        if (childNamed(unit, 'target') !== undefined && !target.has(key))
            return undefined;
    }
    const edits = [];
    for (const [key, value] of target) {
        const unit = byKey.get(key);
        if (unit === undefined || typeof value !== 'string')
            return undefined;
        const unitEdits = targetEdits(text, unit, value);
        if (unitEdits === undefined)
            return undefined;
        edits.push(...unitEdits);
    }
    return (0,text_edits/* applyTextEdits */.n)(text, edits);
}
/** The edits that give the unit this target text (none when it has it); undefined when none can. */
function targetEdits(text, unit, value) {
    const existing = childNamed(unit, 'target');
    if (existing !== undefined &&
        (0,xml/* textContent */.P_)(text.slice(existing.contentStart, existing.contentEnd)) === value) {
        return [];
    }
    const content = (0,xml_content/* xmlContent */.b)(value);
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

;// CONCATENATED MODULE: ./lib/src/translations/xliff.js




/**
 * XLIFF 1.2: each `<trans-unit>`'s `id` is a key, its `<target>` the text (a unit without one
 * has no translation yet). The `<source>` and notes are not translations: a changed source is
 * no change of a translation. XLIFF 2 is another format and is not read. Edited in place by
 * xliff-edit.ts.
 */
const xliffModel = {
    read: (text) => readXliff(text),
    edit: (text, target) => editXliff(text, target),
    render: (bundle, target) => editXliff(bundle, target) ?? bundle,
    readKeys: (text) => readXliff(text, true),
};
/**
 * Each trans-unit's target; with `sourceWhenNoTarget`, a unit without one gives its source: what
 * the base language's file holds key by key (a source-only unit is a key all the same).
 */
function readXliff(text, sourceWhenNoTarget = false) {
    const units = transUnits((0,xml/* xmlRoot */.wG)(text, ['source', 'target', 'note']));
    if (units === undefined)
        return undefined;
    const entries = new Map();
    for (const [id, unit] of units) {
        const target = unit.children.find((child) => child.name === 'target');
        const source = sourceWhenNoTarget
            ? unit.children.find((child) => child.name === 'source')
            : undefined;
        const text = target ?? source;
        if (text !== undefined)
            entries.set((0,keys/* keyOf */.TN)([id]), (0,xml/* textContent */.P_)(text.raw));
    }
    return entries;
}


/***/ }),

/***/ 5814:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ contentEdit),
/* harmony export */   b: () => (/* binding */ xmlContent)
/* harmony export */ });
/**
 * Writing a text as an XML element's content. A translation's text holds its inline markup as
 * written (`<b>`, `<g id="1">`, `<xliff:g>`: see xml.ts), so the tags in it stay markup and
 * everything between them is escaped; tags that do not pair up are markup this cannot place.
 */
/** An inline start, end or empty-element tag, its attribute values quoted. */
const TAG = /<(\/?)([A-Za-z_][\w.:-]*)(?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*\s*(\/?)>/g;
/**
 * The text as element content: the runs between its tags passed through `escapeRun` (a format's
 * own escapes) and then XML-escaped, the tags kept. Undefined when its tags are not balanced.
 */
function xmlContent(text, escapeRun = (run) => run) {
    const open = [];
    let content = '';
    let at = 0;
    for (const tag of text.matchAll(TAG)) {
        const [written, closing, name, emptyElement] = tag;
        if (closing !== '' && (emptyElement !== '' || open.pop() !== name))
            return undefined;
        if (closing === '' && emptyElement === '')
            open.push(name);
        content += xmlEscaped(escapeRun(text.slice(at, tag.index))) + written;
        at = tag.index + written.length;
    }
    if (open.length > 0)
        return undefined;
    return content + xmlEscaped(escapeRun(text.slice(at)));
}
/** Character data as XML needs it: `&` and `<` as references, and no `]]>`. */
function xmlEscaped(run) {
    return run.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll(']]>', ']]&gt;');
}
/**
 * The edit that makes `content` the element's content. An empty-element tag (`<target/>`) is
 * written anew as a start and an end tag, its attributes as they were.
 */
function contentEdit(text, element, content) {
    if (element.contentEnd === element.end) {
        const startTag = text.slice(element.start, element.end).replace(/\s*\/>$/, '>');
        return {
            offset: element.start,
            length: element.end - element.start,
            content: `${startTag}${content}</${element.name}>`,
        };
    }
    return {
        offset: element.contentStart,
        length: element.contentEnd - element.contentStart,
        content,
    };
}


/***/ }),

/***/ 2775:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ placedRoot)
/* harmony export */ });
/* harmony import */ var htmlparser2__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6963);
/* harmony import */ var _xml_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5222);


/**
 * The root element with the places of all elements; undefined when the tokenizer finds the
 * elements unbalanced, or the text has a DOCTYPE with declarations of its own (the tokenizer
 * does not read them as one piece). The text is expected to be well-formed already: this finds
 * places, it does not validate.
 */
function placedRoot(text) {
    if (/<!DOCTYPE[^>]*\[/i.test(text))
        return undefined;
    const roots = [];
    const open = [];
    let balanced = true;
    const parser = new htmlparser2__WEBPACK_IMPORTED_MODULE_1__/* .Parser */ .i({
        onopentag: (name, attributes) => {
            open.push({
                name,
                attributes: Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, (0,_xml_js__WEBPACK_IMPORTED_MODULE_0__/* .attributeValue */ .CW)(value)])),
                start: parser.startIndex,
                contentStart: parser.endIndex + 1,
                children: [],
            });
        },
        onclosetag: (name, implied) => {
            const element = open.pop();
            // The tokenizer reports an empty-element tag's end as implied, at the tag's own place;
            // any other implied end is an element left open.
            const emptyElementTag = element !== undefined && parser.startIndex === element.start;
            if (element === undefined || element.name !== name || (implied && !emptyElementTag)) {
                balanced = false;
                return;
            }
            const contentEnd = emptyElementTag ? element.contentStart : parser.startIndex;
            const end = emptyElementTag
                ? element.contentStart
                : text.indexOf('>', parser.startIndex) + 1;
            const placed = { ...element, contentEnd, end };
            (open[open.length - 1]?.children ?? roots).push(placed);
        },
    }, 
    // Entities stay as written: attributes are decoded as xml.ts does, content is not read here.
    { xmlMode: true, decodeEntities: false });
    parser.end(text);
    return balanced && open.length === 0 && roots.length === 1 ? roots[0] : undefined;
}


/***/ }),

/***/ 5222:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CW: () => (/* binding */ attributeValue),
/* harmony export */   P_: () => (/* binding */ textContent),
/* harmony export */   wG: () => (/* binding */ xmlRoot)
/* harmony export */ });
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1967);
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5824);
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9658);
/* harmony import */ var _read_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2048);



/** The root element; undefined when the text is not well-formed XML. */
function xmlRoot(text, textElements) {
    // What reads the tree (elementsOf, the formats' walks) recurses once per level: the limit first.
    (0,_read_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .checkNesting */ .n6)((0,_read_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlNesting */ .qW)(text));
    // The parser itself accepts broken XML; the validator does not.
    if (fast_xml_parser__WEBPACK_IMPORTED_MODULE_1__/* .XMLValidator */ .iI.validate(text) !== true)
        return undefined;
    // Nor does the validator refuse a reference XML does not define (`&lol;`): such a text is not
    // well-formed, and must not pass a read-back check as if it were.
    if (hasUndefinedReference(text))
        return undefined;
    const parser = new fast_xml_parser__WEBPACK_IMPORTED_MODULE_2__/* ["default"] */ .A({
        preserveOrder: true,
        ignoreAttributes: false,
        attributeNamePrefix: '',
        stopNodes: textElements.map((name) => `*.${name}`),
        parseTagValue: false,
        parseAttributeValue: false,
        trimValues: false,
        // Attributes are decoded below: the parser leaves character references in them as written.
        processEntities: false,
        // Past MAX_NESTING, xmlNesting has refused the text already; the parser's own limit agrees.
        maxNestedTags: _read_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_NESTING */ .M1 + 1,
    });
    try {
        return elementsOf(parser.parse(text))[0];
    }
    catch {
        return undefined;
    }
}
/** The parser's ordered output (`{name: children, ':@': attributes}`) as elements. */
function elementsOf(items) {
    const elements = [];
    for (const item of items) {
        const name = Object.keys(item).find((key) => key !== ':@');
        if (name === undefined || name.startsWith('?') || name.startsWith('#'))
            continue;
        const content = (item[name] ?? []);
        const attributes = Object.fromEntries(Object.entries((item[':@'] ?? {})).map(([key, value]) => [
            key,
            attributeValue(value),
        ]));
        const raw = content.map((child) => String(child['#text'] ?? '')).join('');
        elements.push({ name, attributes, children: elementsOf(content), raw });
    }
    return elements;
}
/** A stop node's text: CDATA sections as they are, comments dropped, references decoded. */
function textContent(raw) {
    let text = '';
    let at = 0;
    for (const match of raw.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->/g)) {
        text += (0,entities__WEBPACK_IMPORTED_MODULE_3__/* .decodeXML */ .ey)(raw.slice(at, match.index)) + (match[1] ?? '');
        at = match.index + match[0].length;
    }
    return text + (0,entities__WEBPACK_IMPORTED_MODULE_3__/* .decodeXML */ .ey)(raw.slice(at));
}
/** An attribute's value as written, decoded as XML does (white space characters become spaces). */
function attributeValue(raw) {
    return (0,entities__WEBPACK_IMPORTED_MODULE_3__/* .decodeXML */ .ey)(raw.replace(/[\t\n\r]/g, ' '));
}
/**
 * Whether the text, outside comments and CDATA sections, holds an `&` that starts none of the
 * references XML defines without a DTD: `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and character
 * references. Android's resource compiler and XLIFF tools refuse any other.
 */
function hasUndefinedReference(text) {
    const outside = text.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g, '');
    return /&(?!(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)/.test(outside);
}


/***/ })

};
