export const id = 682;
export const ids = [682];
export const modules = {

/***/ 682:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  androidModel: () => (/* binding */ androidModel)
});

;// CONCATENATED MODULE: ./lib/src/translations/android-text.js
/**
 * The text an Android app shows for a resource string's content (after XML decoding): backslash
 * escapes resolved, double quotes removed (they keep the space between them as it is), and
 * elsewhere each run of white space one space, none at either end. Android's resource compiler
 * does this; no JavaScript library does, so it is done here, for reading only.
 */
function androidText(content) {
    let text = '';
    let quoted = false;
    let space = false;
    const add = (chars) => {
        if (space && text !== '')
            text += ' ';
        space = false;
        text += chars;
    };
    for (let at = 0; at < content.length; at++) {
        const char = content[at];
        if (char === '\\') {
            const next = content[++at] ?? '';
            const hex = content.slice(at + 1, at + 5);
            if (next === 'u' && /^[0-9A-Fa-f]{4}$/.test(hex)) {
                add(String.fromCharCode(parseInt(hex, 16)));
                at += 4;
            }
            else {
                add(next === 'n' ? '\n' : next === 't' ? '\t' : next);
            }
        }
        else if (char === '"') {
            quoted = !quoted;
        }
        else if (!quoted && /[ \t\n\r]/.test(char)) {
            space = true;
        }
        else {
            add(char);
        }
    }
    return text;
}

// EXTERNAL MODULE: ./lib/src/translations/keys.js
var keys = __webpack_require__(9039);
// EXTERNAL MODULE: ./lib/src/translations/xml.js
var xml = __webpack_require__(5222);
;// CONCATENATED MODULE: ./lib/src/translations/android.js



/**
 * Android `strings.xml` resources: `<string>` (key: its name), `<plurals>` (one key per
 * quantity) and `<string-array>` (one key per item, by index). A resource marked
 * `translatable="false"` is not a translation; other resources are not texts. Read, not edited
 * (see xml.ts).
 */
const androidModel = {
    read: readAndroid,
    ...xml/* NOT_EDITED */.SV,
};
function readAndroid(text) {
    const root = (0,xml/* xmlRoot */.wG)(text, ['string', 'item']);
    if (root?.name !== 'resources')
        return undefined;
    const entries = new Map();
    const names = new Set();
    for (const resource of root.children) {
        const name = resource.attributes['name'];
        if (name === undefined || resource.attributes['translatable'] === 'false')
            continue;
        if (!['string', 'plurals', 'string-array'].includes(resource.name))
            continue;
        if (names.has(name))
            return undefined;
        names.add(name);
        if (resource.name === 'string')
            entries.set((0,keys/* keyOf */.TN)([name]), android_valueOf(resource));
        const items = resource.children.filter((child) => child.name === 'item');
        if (resource.name === 'plurals') {
            for (const item of items) {
                const quantity = item.attributes['quantity'];
                if (quantity !== undefined)
                    entries.set((0,keys/* keyOf */.TN)([name, quantity]), android_valueOf(item));
            }
        }
        if (resource.name === 'string-array') {
            items.forEach((item, index) => entries.set((0,keys/* keyOf */.TN)([name, index]), android_valueOf(item)));
        }
    }
    return entries;
}
function android_valueOf(element) {
    return androidText((0,xml/* textContent */.P_)(element.raw));
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
