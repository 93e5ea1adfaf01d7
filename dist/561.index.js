export const id = 561;
export const ids = [561];
export const modules = {

/***/ 5561:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resxModel: () => (/* binding */ resxModel)
/* harmony export */ });
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9039);
/* harmony import */ var _xml_content_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5814);
/* harmony import */ var _xml_keyed_edit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7934);
/* harmony import */ var _xml_places_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2775);
/* harmony import */ var _xml_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8868);
/* harmony import */ var _xml_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5222);






/**
 * .NET XML resources (`Resources.resx`, a satellite `Resources.de.resx`): each string `<data>`'s
 * name is a key, its `<value>` the text. A `<data>` with a `type` or `mimetype` (an image, a
 * size, a file reference) is no text, nor are `<metadata>`, the `<resheader>`s and the schema:
 * they are never read or touched, and a `<comment>` stays with its `<data>`. The text is the
 * characters .NET reads: references decoded (`&lt;b&gt;` is the three characters `<b>` to
 * `ResourceManager.GetString`, so a value holds no markup), line breaks as XML reads them. A
 * changed text is written as Visual Studio's writer escapes it.
 */
const resxModel = {
    read: readResx,
    edit: (text, target) => editResx(text, target),
    render: (bundle, target) => editResx(bundle, target) ?? bundle,
};
function readResx(text) {
    const root = (0,_xml_js__WEBPACK_IMPORTED_MODULE_3__/* .xmlRoot */ .w)(text, ['value']);
    const resources = root && stringResources(root);
    if (resources === undefined)
        return undefined;
    const entries = new Map();
    for (const [name, data] of resources) {
        const holder = textHolder(data);
        const value = holder && (0,_xml_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainContent */ .cD)(holder.raw);
        if (value === undefined)
            return undefined;
        entries.set((0,_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .keyOf */ .TN)([name]), value);
    }
    return entries;
}
/**
 * The string resources of a `.resx` document by name, in the file's order; undefined when the
 * root is not `<root>`, or a `<data>` has no name or repeats one (which one .NET shows is unclear).
 * As Microsoft's own localization tooling (dotnet/xliff-tasks) takes them: no `type` or
 * `mimetype`, and not the WinForms designer's `>>control.Name`-style entries, which the designer
 * writes to the neutral file only and which must never be translated.
 */
function stringResources(root) {
    if (root.name !== 'root')
        return undefined;
    const byName = new Map();
    for (const data of root.children) {
        if (data.name !== 'data')
            continue;
        const { name, type, mimetype } = data.attributes;
        if (name === undefined)
            return undefined;
        if (type !== undefined || mimetype !== undefined || name.startsWith('>>'))
            continue;
        if (byName.has(name))
            return undefined;
        byName.set(name, data);
    }
    return byName;
}
/**
 * The element that holds a resource's text: its `<value>`; the `<data>` itself when it has no
 * child element (MSBuild reads its text then); undefined when it has children but no `<value>`.
 */
function textHolder(data) {
    const value = data.children.find((child) => child.name === 'value');
    return value ?? (data.children.length === 0 ? data : undefined);
}
/**
 * The file edited in place (xml-keyed-edit.ts walks the string `<data>`s): a changed text's
 * `<value>` content is written anew, the `<data>`'s attributes and `<comment>` kept; a resource
 * the target lacks is removed with its lines; a new one is written as Visual Studio writes it,
 * after the resource before it in the target. Typed resources and every other byte stay.
 */
function editResx(text, target) {
    const root = (0,_xml_places_js__WEBPACK_IMPORTED_MODULE_1__/* .placedRoot */ .O)(text);
    const existing = root && stringResources(root);
    if (root === undefined || existing === undefined)
        return undefined;
    const wanted = new Map();
    for (const [key, value] of target) {
        const [name, ...rest] = (0,_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentsOf */ .OD)(key);
        if (typeof name !== 'string' || rest.length > 0 || typeof value !== 'string')
            return undefined;
        wanted.set(name, value);
    }
    return (0,_xml_keyed_edit_js__WEBPACK_IMPORTED_MODULE_4__/* .editKeyed */ .T)(text, {
        existing,
        wanted,
        container: root,
        update: (data, value, eol) => valueEdits(text, data, value, eol),
        written: newData,
    });
}
/** The edit that gives a resource this text (none when it has it); undefined when none can. */
function valueEdits(text, data, value, eol) {
    const holder = textHolder(data);
    if (holder === undefined)
        return undefined;
    if ((0,_xml_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainContent */ .cD)(text.slice(holder.contentStart, holder.contentEnd)) === value)
        return [];
    const content = valueContent(value, eol);
    return content === undefined ? undefined : [(0,_xml_content_js__WEBPACK_IMPORTED_MODULE_5__/* .contentEdit */ .K)(text, holder, content)];
}
/** A new string resource as Visual Studio writes one: `xml:space="preserve"`, then its value. */
function newData(name, value, layout) {
    const { indentation, unit, eol } = layout;
    const content = valueContent(value, eol);
    const escapedName = valueContent(name, '&#xA;')
        ?.replaceAll('"', '&quot;')
        .replaceAll('\t', '&#x9;');
    if (content === undefined || escapedName === undefined)
        return undefined;
    const valueElement = content === '' ? '<value />' : `<value>${content}</value>`;
    const inner = `${eol}${indentation}${unit}${valueElement}${eol}${indentation}`;
    return `<data name="${escapedName}" xml:space="preserve">${inner}</data>`;
}
/**
 * A text as `<value>` content: `&`, `<` and `>` as references, as .NET's XML writer escapes
 * them; a line break as the file's own, a carriage return of the text as a reference (XML would
 * read a raw one as a line break). Undefined for a character XML 1.0 cannot hold at all.
 */
function valueContent(value, eol) {
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/.test(value))
        return undefined;
    return value
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('\r', '&#xD;')
        .replaceAll('\n', eol);
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
