export const id = 736;
export const ids = [736];
export const modules = {

/***/ 5736:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readXliffUnits: () => (/* binding */ readXliffUnits),
/* harmony export */   xliffModel: () => (/* binding */ xliffModel)
/* harmony export */ });
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9039);
/* harmony import */ var _xml_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5222);


/**
 * XLIFF 1.2: each `<trans-unit>`'s `id` is a key, its `<target>` the text (a unit without one
 * has no translation yet). The `<source>` and notes are not translations: a changed source is
 * no change of a translation. XLIFF 2 is another format and is not read. Read, not edited (see
 * xml.ts).
 */
const xliffModel = {
    read: (text) => readXliff(text),
    ..._xml_js__WEBPACK_IMPORTED_MODULE_0__/* .NOT_EDITED */ .SV,
};
/**
 * Every trans-unit of an XLIFF 1.2 text, with its target or, when it has none, its source: what
 * the base language's file holds key by key (a source-only unit is a key all the same).
 */
function readXliffUnits(text) {
    return readXliff(text, true);
}
function readXliff(text, sourceWhenNoTarget = false) {
    const root = (0,_xml_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlRoot */ .wG)(text, ['source', 'target', 'note']);
    if (root?.name !== 'xliff' || root.attributes['version']?.startsWith('2') === true) {
        return undefined;
    }
    const entries = new Map();
    const units = root.children
        .filter((file) => file.name === 'file')
        .flatMap((file) => file.children.filter((body) => body.name === 'body'))
        .flatMap(unitsOf);
    const ids = new Set();
    for (const unit of units) {
        const id = unit.attributes['id'];
        if (id === undefined || ids.has(id))
            return undefined;
        ids.add(id);
        const target = unit.children.find((child) => child.name === 'target');
        const source = sourceWhenNoTarget
            ? unit.children.find((child) => child.name === 'source')
            : undefined;
        const text = target ?? source;
        if (text !== undefined)
            entries.set((0,_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .keyOf */ .TN)([id]), (0,_xml_js__WEBPACK_IMPORTED_MODULE_0__/* .textContent */ .P_)(text.raw));
    }
    return entries;
}
/** The trans-units of a body or group, those in nested groups too, in document order. */
function unitsOf(container) {
    return container.children.flatMap((child) => child.name === 'group' ? unitsOf(child) : child.name === 'trans-unit' ? [child] : []);
}


/***/ }),

/***/ 5222:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P_: () => (/* binding */ textContent),
/* harmony export */   SV: () => (/* binding */ NOT_EDITED),
/* harmony export */   wG: () => (/* binding */ xmlRoot)
/* harmony export */ });
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1967);
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5824);
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9658);


/** The root element; undefined when the text is not well-formed XML. */
function xmlRoot(text, textElements) {
    // The parser itself accepts broken XML; the validator does not.
    if (fast_xml_parser__WEBPACK_IMPORTED_MODULE_0__/* .XMLValidator */ .iI.validate(text) !== true)
        return undefined;
    const parser = new fast_xml_parser__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A({
        preserveOrder: true,
        ignoreAttributes: false,
        attributeNamePrefix: '',
        stopNodes: textElements.map((name) => `*.${name}`),
        parseTagValue: false,
        parseAttributeValue: false,
        trimValues: false,
        // Attributes are decoded below: the parser leaves character references in them as written.
        processEntities: false,
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
            (0,entities__WEBPACK_IMPORTED_MODULE_2__/* .decodeXML */ .ey)(value.replace(/[\t\n\r]/g, ' ')),
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
        text += (0,entities__WEBPACK_IMPORTED_MODULE_2__/* .decodeXML */ .ey)(raw.slice(at, match.index)) + (match[1] ?? '');
        at = match.index + match[0].length;
    }
    return text + (0,entities__WEBPACK_IMPORTED_MODULE_2__/* .decodeXML */ .ey)(raw.slice(at));
}
/** A read-only format's model pieces: no edit, and the bundle as the service wrote it. */
const NOT_EDITED = {
    edit: () => undefined,
    render: (bundle) => bundle,
};


/***/ })

};
