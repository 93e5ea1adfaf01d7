export const id = 535;
export const ids = [535];
export const modules = {

/***/ 1535:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  androidModel: () => (/* binding */ androidModel)
});

// EXTERNAL MODULE: ./lib/src/translations/xml-text.js
var xml_text = __webpack_require__(8868);
;// CONCATENATED MODULE: ./lib/src/translations/android-text.js

/**
 * The text an Android app shows for a resource string's content (in pieces, references
 * decoded: xml-text.ts): backslash escapes resolved, double quotes removed (they keep the space
 * between them as it is), and elsewhere each run of white space one space, none at either end.
 * Android's resource compiler does this to the characters only: a tag's attributes keep their
 * quotes, and a tag is never white space. No JavaScript library does it, so it is done here,
 * both ways. The result is the model's text (xml-text.ts): tags as markup, a literal `<` as
 * `&lt;`.
 */
function androidText(pieces) {
    let text = '';
    /** Characters read since the last tag, not yet written as the model's text. */
    let run = '';
    let quoted = false;
    let space = false;
    const spaceBefore = () => {
        if (space && (text !== '' || run !== ''))
            run += ' ';
        space = false;
    };
    for (const piece of pieces) {
        if (piece.kind === 'tag') {
            spaceBefore();
            text += (0,xml_text/* charsAsText */.tI)(run) + piece.canonical;
            run = '';
            continue;
        }
        const content = piece.chars;
        for (let at = 0; at < content.length; at++) {
            const char = content[at];
            if (char === '\\') {
                const next = content[++at] ?? '';
                const hex = content.slice(at + 1, at + 5);
                spaceBefore();
                if (next === 'u' && /^[0-9A-Fa-f]{4}$/.test(hex)) {
                    run += String.fromCharCode(parseInt(hex, 16));
                    at += 4;
                }
                else {
                    run += next === 'n' ? '\n' : next === 't' ? '\t' : next;
                }
            }
            else if (char === '"') {
                quoted = !quoted;
            }
            else if (!quoted && /[ \t\n\r]/.test(char)) {
                space = true;
            }
            else {
                spaceBefore();
                run += char;
            }
        }
    }
    return text + (0,xml_text/* charsAsText */.tI)(run);
}
/**
 * A model's text as resource content that `androidText` reads back as it is: backslash,
 * apostrophe, double quote and line breaks escaped with a backslash, `@` or `?` at the start too
 * (a reference otherwise), `&` and `<` as XML references (or the text in a CDATA section where
 * the old content was one), tags as the file wrote them; the whole in double quotes when it has
 * spaces the compiler would collapse. Undefined when its tags do not pair up.
 */
function androidContent(text, style) {
    const content = (0,xml_text/* contentOf */.$E)((0,xml_text/* piecesOfText */.CG)(text), style, androidEscapes);
    if (content === undefined)
        return undefined;
    const marked = !/^[@?]/.test(text)
        ? content
        : content.startsWith('<![CDATA[')
            ? `<![CDATA[\\${content.slice('<![CDATA['.length)}`
            : `\\${content}`;
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
    const byName = textResources(resources);
    if (byName === undefined)
        return undefined;
    for (const [name, resource] of byName) {
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
/** The translatable text resources by name, in document order; undefined when a name repeats. */
function textResources(resources) {
    const byName = new Map();
    for (const resource of resources.children) {
        const name = resource.attributes['name'];
        if (name === undefined || resource.attributes['translatable'] === 'false')
            continue;
        if (!isResourceKind(resource.name))
            continue;
        if (byName.has(name))
            return undefined;
        byName.set(name, resource);
    }
    return byName;
}
function isResourceKind(name) {
    return name === 'string' || name === 'plurals' || name === 'string-array';
}
/**
 * A target's texts grouped by resource, in the target's order; undefined when a key is no
 * resource's (a value that is no text, a path of the wrong shape, a name of two kinds).
 */
function wantedResources(target) {
    const wanted = new Map();
    for (const [key, value] of target) {
        const [name, part, ...rest] = (0,keys/* segmentsOf */.OD)(key);
        const kind = kindOf(part);
        if (typeof name !== 'string' || rest.length > 0 || !isText(value))
            return undefined;
        const resource = wanted.get(name) ?? { kind, texts: new Map() };
        if (resource.kind !== kind)
            return undefined;
        resource.texts.set(part ?? '', value);
        wanted.set(name, resource);
    }
    return wanted;
}
function kindOf(part) {
    return part === undefined ? 'string' : typeof part === 'number' ? 'string-array' : 'plurals';
}
function isText(value) {
    return typeof value === 'string';
}

// EXTERNAL MODULE: ./lib/src/translations/xml-places.js
var xml_places = __webpack_require__(2775);
;// CONCATENATED MODULE: ./lib/src/translations/android-new.js



/**
 * A resource the repository's file does not have yet, written as the file writes its own:
 * one line for a `<string>`, a line per item for `<plurals>` and `<string-array>`, indented a
 * level more than the resource. The start tag is the service's where its file has the resource
 * (it may say `formatted="false"`), else a plain one.
 */
/** Plural quantities in CLDR's order, the order Android's files list them in. */
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** The resource's text from its start tag on; undefined when a text cannot be written. */
function newResource(name, want, lines) {
    const startTag = serviceStartTag(lines.bundle, name, want.kind) ??
        `<${want.kind} name="${escapeAttribute(name)}">`;
    if (want.kind === 'string') {
        const content = androidContent(want.texts.get('') ?? '');
        return content === undefined ? undefined : `${startTag}${content}</string>`;
    }
    const entries = [...want.texts];
    if (want.kind === 'plurals') {
        entries.sort(([a], [b]) => PLURAL_ORDER.indexOf(String(a)) - PLURAL_ORDER.indexOf(String(b)));
    }
    let items = '';
    for (const [part, value] of entries) {
        const item = newItem(value, want.kind === 'plurals' ? String(part) : undefined);
        if (item === undefined)
            return undefined;
        items += `${lines.eol}${lines.indentation}${lines.unit}${item}`;
    }
    return `${startTag}${items}${lines.eol}${lines.indentation}</${want.kind}>`;
}
/** An `<item>` of a plural (with its quantity) or of an array. */
function newItem(value, quantity, style) {
    const content = androidContent(value, style);
    if (content === undefined)
        return undefined;
    const attributes = quantity === undefined ? '' : ` quantity="${escapeAttribute(quantity)}"`;
    return `<item${attributes}>${content}</item>`;
}
/** The start tag the service's file gives the resource, if it has one of that kind. */
function serviceStartTag(bundle, name, kind) {
    const root = bundle === '' ? undefined : (0,xml_places/* placedRoot */.O)(bundle);
    const element = root && textResources(root)?.get(name);
    if (element === undefined || element.name !== kind || element.contentStart === element.end) {
        return undefined;
    }
    const tag = bundle.slice(element.start, element.contentStart);
    return /[\r\n]/.test(tag) ? undefined : tag;
}
function escapeAttribute(value) {
    return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
}

// EXTERNAL MODULE: ./lib/src/translations/xml-content.js
var xml_content = __webpack_require__(5814);
// EXTERNAL MODULE: ./lib/src/translations/xml-keyed-edit.js
var xml_keyed_edit = __webpack_require__(7934);
// EXTERNAL MODULE: ./lib/src/translations/xml-layout.js
var xml_layout = __webpack_require__(6521);
;// CONCATENATED MODULE: ./lib/src/translations/android-edit.js








/**
 * Android `strings.xml` edited in place (xml-keyed-edit.ts walks the resources): the content of
 * each `<string>` or `<item>` whose text changed is written anew (android-text.ts's escapes, the
 * file's own bytes for the tags it keeps, a CDATA section where the old content was one); a
 * resource or plural item the target no longer has is removed with its line; a new one goes on
 * a line of its own after the resource before it in the service's file, indented as the file
 * indents. Every other byte, the repository's comments and its escaping of unchanged texts, stays.
 */
function editAndroid(text, target, bundle = '') {
    const root = (0,xml_places/* placedRoot */.O)(text);
    if (root?.name !== 'resources')
        return undefined;
    const existing = textResources(root);
    const wanted = wantedResources(target);
    if (existing === undefined || wanted === undefined)
        return undefined;
    return (0,xml_keyed_edit/* editKeyed */.T)(text, {
        existing,
        wanted,
        container: root,
        // A resource of another kind under the same name is removed and written anew.
        fits: (element, want) => want.kind === element.name,
        update: (element, want, eol) => resourceEdits(text, element, want, eol),
        written: (name, want, layout) => newResource(name, want, { bundle, ...layout }),
    });
}
/** The edits that give a resource the target's texts; undefined when one cannot be written. */
function resourceEdits(text, element, want, eol) {
    if (element.name === 'string')
        return textEdit(text, element, want.texts.get('') ?? '');
    const items = element.children.filter((child) => child.name === 'item');
    if (element.name === 'string-array') {
        if (items.length === want.texts.size) {
            return collect(items.map((item, index) => textEdit(text, item, want.texts.get(index) ?? '')));
        }
        return arrayRewritten(text, element, items, want, eol);
    }
    // A plural's items are keyed elements too: a new quantity goes after the one before it.
    const order = ([a], [b]) => PLURAL_ORDER.indexOf(a) - PLURAL_ORDER.indexOf(b);
    return (0,xml_keyed_edit/* keyedEdits */.m)(text, {
        existing: new Map(items.map((item) => [item.attributes['quantity'] ?? '', item])),
        wanted: new Map([...want.texts].map(([q, value]) => [String(q), value]).sort(order)),
        container: element,
        update: (item, value) => textEdit(text, item, value),
        written: (quantity, value) => newItem(value, quantity),
    }, eol);
}
/** The edit of an element's content to `value`, none when it reads as that already. */
function textEdit(text, element, value) {
    const raw = text.slice(element.contentStart, element.contentEnd);
    const pieces = (0,xml_text/* piecesOfContent */.Wc)(raw);
    if (pieces !== undefined && androidText(pieces) === value)
        return [];
    const content = androidContent(value, (0,xml_text/* styleOf */.Vj)(raw));
    return content === undefined ? undefined : [(0,xml_content/* contentEdit */.K)(text, element, content)];
}
/** A string-array whose number of items changed: its items written anew, unchanged ones as they were. */
function arrayRewritten(text, array, items, want, eol) {
    const indentation = (0,xml_layout/* indentationAt */.pi)(text, array.start) ?? '';
    const unit = (0,xml_layout/* indentUnitOf */.SG)(text, array, items[0]);
    let content = '';
    for (const [index, value] of want.texts) {
        const old = items[Number(index)];
        const raw = old && text.slice(old.contentStart, old.contentEnd);
        const pieces = raw === undefined ? undefined : (0,xml_text/* piecesOfContent */.Wc)(raw);
        const item = old && pieces && androidText(pieces) === value
            ? text.slice(old.start, old.end)
            : newItem(value, undefined, raw === undefined ? undefined : (0,xml_text/* styleOf */.Vj)(raw));
        if (item === undefined)
            return undefined;
        content += `${eol}${indentation}${unit}${item}`;
    }
    return [
        {
            offset: array.contentStart,
            length: array.contentEnd - array.contentStart,
            content: `${content}${eol}${indentation}`,
        },
    ];
}
function collect(edits) {
    const all = [];
    for (const edit of edits) {
        if (edit === undefined)
            return undefined;
        all.push(...edit);
    }
    return all;
}

// EXTERNAL MODULE: ./lib/src/translations/xml.js
var xml = __webpack_require__(5222);
;// CONCATENATED MODULE: ./lib/src/translations/android.js






/**
 * Android `strings.xml` resources: `<string>`, `<plurals>` and `<string-array>` texts (keys as
 * android-resources.ts finds them), read as the app shows them, markup and escaped markup told
 * apart (xml-text.ts). Edited in place by android-edit.ts.
 */
const androidModel = {
    read: readAndroid,
    edit: (text, target, bundle) => editAndroid(text, target, bundle),
    render: (bundle, target) => editAndroid(bundle, target, bundle) ?? bundle,
    followMarkup: xml_text/* markedUpAs */.oL,
    alignBundle: arraysKept,
};
/**
 * The bundle's entries, with the repository's string arrays when the bundle has none at all:
 * the interface does not show a service exporting `<string-array>`, and one that does not carry
 * them must not make a pull delete every array a translator wrote. An array the service's file
 * has is the service's, as any text.
 */
function arraysKept(text, bundle, offered) {
    if (/<string-array\b/.test(bundle) || !/<string-array\b/.test(text))
        return offered;
    const ours = readAndroid(text);
    if (ours === undefined)
        return offered;
    const arrays = [...ours].filter(([key]) => typeof (0,keys/* segmentsOf */.OD)(key)[1] === 'number');
    return new Map([...offered, ...arrays]);
}
function readAndroid(text) {
    const root = (0,xml/* xmlRoot */.w)(text, ['string', 'item']);
    if (root?.name !== 'resources')
        return undefined;
    const places = resourceTexts(root);
    if (places === undefined)
        return undefined;
    const entries = new Map();
    for (const [key, element] of places) {
        const pieces = (0,xml_text/* piecesOfContent */.Wc)(element.raw);
        if (pieces === undefined)
            return undefined;
        entries.set(key, androidText(pieces));
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
