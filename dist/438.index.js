export const id = 438;
export const ids = [438];
export const modules = {

/***/ 438:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  androidModel: () => (/* binding */ androidModel)
});

// EXTERNAL MODULE: ./lib/src/translations/xml-content.js
var xml_content = __webpack_require__(5814);
;// CONCATENATED MODULE: ./lib/src/translations/android-text.js

/**
 * The text an Android app shows for a resource string's content (after XML decoding): backslash
 * escapes resolved, double quotes removed (they keep the space between them as it is), and
 * elsewhere each run of white space one space, none at either end. Android's resource compiler
 * does this; no JavaScript library does, so it is done here, both ways.
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
/**
 * A text as resource content that `androidText` reads back as it is: backslash, apostrophe,
 * double quote and line breaks escaped with a backslash, `@` or `?` at the start too (a
 * reference otherwise), `&` and `<` as XML references, inline tags kept as markup; the whole in
 * double quotes when it has spaces the compiler would collapse. Undefined when its tags are not
 * balanced.
 */
function androidContent(text) {
    const content = (0,xml_content/* xmlContent */.b)(text, androidEscapes);
    if (content === undefined)
        return undefined;
    const marked = /^[@?]/.test(content) ? `\\${content}` : content;
    return /^ | $| {2}/.test(text) ? `"${marked}"` : marked;
}
/** Escapes for a run of text between tags. */
function androidEscapes(run) {
    return run.replace(/[\\'"\n\t\r]/g, (char) => ANDROID_ESCAPES[char] ?? char);
}
const ANDROID_ESCAPES = {
    '\\': '\\\\',
    "'": "\\'",
    '"': '\\"',
    '\n': '\\n',
    '\t': '\\t',
    // No letter escape stands for a carriage return.
    '\r': '\\u000D',
};

// EXTERNAL MODULE: ./lib/src/translations/keys.js
var keys = __webpack_require__(9039);
;// CONCATENATED MODULE: ./lib/src/translations/android-resources.js

/**
 * The element holding each text of Android resources, in document order: `<string>` (key: its
 * name), a `<plurals>`'s `<item>`s (one key per quantity), a `<string-array>`'s `<item>`s (one
 * key per index). A resource marked `translatable="false"` is not a translation; other resources
 * are not texts. Undefined when a name repeats (which one the app shows is unclear).
 */
function resourceTexts(resources) {
    const places = new Map();
    const names = new Set();
    for (const resource of resources.children) {
        const name = resource.attributes['name'];
        if (name === undefined || resource.attributes['translatable'] === 'false')
            continue;
        if (!['string', 'plurals', 'string-array'].includes(resource.name))
            continue;
        if (names.has(name))
            return undefined;
        names.add(name);
        if (resource.name === 'string')
            places.set((0,keys/* keyOf */.TN)([name]), resource);
        const items = resource.children.filter((child) => child.name === 'item');
        if (resource.name === 'plurals') {
            for (const item of items) {
                const quantity = item.attributes['quantity'];
                if (quantity !== undefined)
                    places.set((0,keys/* keyOf */.TN)([name, quantity]), item);
            }
        }
        if (resource.name === 'string-array') {
            items.forEach((item, index) => places.set((0,keys/* keyOf */.TN)([name, index]), item));
        }
    }
    return places;
}

// EXTERNAL MODULE: ./lib/src/translations/text-edits.js
var text_edits = __webpack_require__(796);
// EXTERNAL MODULE: ./lib/src/translations/xml-places.js
var xml_places = __webpack_require__(2775);
// EXTERNAL MODULE: ./lib/src/translations/xml.js
var xml = __webpack_require__(5222);
;// CONCATENATED MODULE: ./lib/src/translations/android-edit.js






/**
 * Android `strings.xml` edited in place: the content of each `<string>` or `<item>` whose text
 * changed is written anew (android-text.ts's escapes); every other byte, the repository's own
 * escaping of unchanged texts included, stays. A resource added or removed is left to the
 * fallback (the bundle with the repository's line endings), as is markup this cannot place.
 */
function editAndroid(text, target) {
    const root = (0,xml_places/* placedRoot */.O)(text);
    if (root?.name !== 'resources')
        return undefined;
    const places = resourceTexts(root);
    if (places === undefined || places.size !== target.size)
        return undefined;
    const edits = [];
    for (const [key, value] of target) {
        const element = places.get(key);
        if (element === undefined || typeof value !== 'string')
            return undefined;
        const raw = text.slice(element.contentStart, element.contentEnd);
        if (androidText((0,xml/* textContent */.P_)(raw)) === value)
            continue;
        const content = androidContent(value);
        if (content === undefined)
            return undefined;
        edits.push((0,xml_content/* contentEdit */.K)(text, element, content));
    }
    return (0,text_edits/* applyTextEdits */.n)(text, edits);
}

;// CONCATENATED MODULE: ./lib/src/translations/android.js




/**
 * Android `strings.xml` resources: `<string>`, `<plurals>` and `<string-array>` texts (keys as
 * android-resources.ts finds them), read as the app shows them. Edited in place by
 * android-edit.ts.
 */
const androidModel = {
    read: readAndroid,
    edit: (text, target) => editAndroid(text, target),
    render: (bundle, target) => editAndroid(bundle, target) ?? bundle,
};
function readAndroid(text) {
    const root = (0,xml/* xmlRoot */.wG)(text, ['string', 'item']);
    if (root?.name !== 'resources')
        return undefined;
    const places = resourceTexts(root);
    if (places === undefined)
        return undefined;
    return new Map([...places].map(([key, element]) => [key, androidText((0,xml/* textContent */.P_)(element.raw))]));
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
