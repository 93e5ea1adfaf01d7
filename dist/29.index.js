export const id = 29;
export const ids = [29];
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

/***/ 5814:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ contentEdit)
/* harmony export */ });
/**
 * The edit that makes `content` the element's content. An empty-element tag (`<target/>`) is
 * written anew as a start and an end tag, its attributes as they were.
 */
function contentEdit(text, element, content) {
    if (element.contentEnd === element.end) {
        // The lookbehind starts the white space at its first character only: tried from each of a
        // long run's characters, `\s*` would read the rest of the run each time (quadratic).
        const startTag = text.slice(element.start, element.end).replace(/(?<!\s)\s*\/>$/, '>');
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

/***/ 6521:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RE: () => (/* binding */ lineEndingOf),
/* harmony export */   SG: () => (/* binding */ indentUnitOf),
/* harmony export */   a6: () => (/* binding */ insertionAfter),
/* harmony export */   c6: () => (/* binding */ removalOf),
/* harmony export */   pi: () => (/* binding */ indentationAt),
/* harmony export */   t8: () => (/* binding */ insertionBefore)
/* harmony export */ });
/** The file's line ending: CRLF when its lines end so, else LF. */
function lineEndingOf(text) {
    return text.includes('\r\n') ? '\r\n' : '\n';
}
/** The white space from the start of `offset`'s line to it; undefined when something else is there. */
function indentationAt(text, offset) {
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    const before = text.slice(lineStart, offset);
    return /^[ \t]*$/.test(before) ? before : undefined;
}
/**
 * The edit that removes an element: its whole line (indentation and line break) when nothing
 * else is on it, else the element alone.
 */
function removalOf(text, element) {
    const indentation = indentationAt(text, element.start);
    const after = /^[ \t]*\r?\n/.exec(text.slice(element.end));
    if (indentation === undefined || after === null) {
        return { offset: element.start, length: element.end - element.start, content: '' };
    }
    const start = element.start - indentation.length;
    return { offset: start, length: element.end + after[0].length - start, content: '' };
}
/**
 * The edit that puts `blocks` (each an element's text, its later lines already indented from
 * the left margin as `indentation` wants) after `anchor`, each on a line of its own with the
 * anchor's indentation.
 */
function insertionAfter(text, anchor, blocks, eol) {
    const indentation = indentationAt(text, anchor.start) ?? '';
    return {
        offset: anchor.end,
        length: 0,
        content: blocks.map((block) => `${eol}${indentation}${block}`).join(''),
    };
}
/** The edit that puts `blocks` before `anchor`, each on a line of its own, as indented as it. */
function insertionBefore(text, anchor, blocks, eol) {
    const indentation = indentationAt(text, anchor.start);
    if (indentation === undefined) {
        return { offset: anchor.start, length: 0, content: blocks.join('') };
    }
    return {
        offset: anchor.start,
        length: 0,
        content: blocks.map((block) => `${block}${eol}${indentation}`).join(''),
    };
}
/** The indentation one level adds in this file: between a container's line and its first child's. */
function indentUnitOf(text, container, child) {
    const outer = indentationAt(text, container.start);
    const inner = child === undefined ? undefined : indentationAt(text, child.start);
    if (outer !== undefined && inner !== undefined && inner.startsWith(outer) && inner !== outer) {
        return inner.slice(outer.length);
    }
    return '    ';
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
    if (hasInternalSubset(text))
        return undefined;
    const roots = [];
    const open = [];
    let balanced = true;
    const parser = new htmlparser2__WEBPACK_IMPORTED_MODULE_1__/* .Parser */ .i({
        onopentag: (name, attributes) => {
            open.push({
                name,
                attributes: Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, (0,_xml_js__WEBPACK_IMPORTED_MODULE_0__/* .attributeValue */ .C)(value)])),
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
/**
 * Whether a `<!DOCTYPE` has a `[` before the next `>` (declarations of its own), as
 * /<!DOCTYPE[^>]*\[/i says, in one pass: that expression reads on to the next `>` from every
 * `<!DOCTYPE`, and a comment of `<!DOCTYPE` repeated made it quadratic. Between two `>`s only
 * the first `<!DOCTYPE` needs looking at: a `[` after a later one is after it too.
 */
function hasInternalSubset(text) {
    for (let at = 0; at < text.length;) {
        const next = text.indexOf('>', at);
        const end = next === -1 ? text.length : next;
        const doctype = text.slice(at, end).search(/<!DOCTYPE/i);
        if (doctype !== -1 && text.slice(at + doctype, end).includes('['))
            return true;
        at = end + 1;
    }
    return false;
}


/***/ }),

/***/ 3339:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NX: () => (/* binding */ withoutSections),
/* harmony export */   Tk: () => (/* binding */ cdataOf),
/* harmony export */   sh: () => (/* binding */ xmlParts)
/* harmony export */ });
/**
 * The parts of an XML text that run from an opening to a closing of their own (CDATA sections,
 * comments, processing instructions), found in one pass. A regular expression of them
 * (`<!--[\s\S]*?-->`, applied with `g`) reads on to the end of the text from every opening with
 * no closing after it: a text of `<!--` repeated (which the validator lets through in an
 * attribute value or a processing instruction) took time quadratic in its length. Here a kind
 * whose closing no longer follows is not looked for again, and every other search ends at a
 * closing the section then takes in: each character is read a bounded number of times.
 */
const DELIMITERS = {
    cdata: ['<![CDATA[', ']]>'],
    comment: ['<!--', '-->'],
    instruction: ['<?', '?>'],
};
/**
 * The sections of `kinds` in `text`, each from its opening to the first closing after it, in
 * order; with `tag` (a sticky expression that reads one tag from a `<` and never past another
 * `<`), the tags it matches at the `<`s that open no section too. The same parts, in the same
 * places, as the alternatives `<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|tag`
 * applied with `g` find.
 */
function xmlParts(text, kinds, tag) {
    const parts = [];
    const closable = new Set(kinds);
    let at = text.indexOf('<');
    while (at !== -1) {
        const part = sectionAt(text, at, closable) ?? tagAt(text, at, tag);
        if (part !== undefined)
            parts.push(part);
        at = text.indexOf('<', part === undefined ? at + 1 : part.end);
    }
    return parts;
}
/** The section opening at `at`; a kind found without a closing is taken out of `closable`. */
function sectionAt(text, at, closable) {
    for (const kind of closable) {
        const [opening, closing] = DELIMITERS[kind];
        if (!text.startsWith(opening, at))
            continue;
        const closed = text.indexOf(closing, at + opening.length);
        if (closed !== -1)
            return { kind, start: at, end: closed + closing.length };
        // No closing after this opening, so none after any later one: the kind is done.
        closable.delete(kind);
        return undefined;
    }
    return undefined;
}
function tagAt(text, at, tag) {
    if (tag === undefined)
        return undefined;
    tag.lastIndex = at;
    const match = tag.exec(text);
    return match === null ? undefined : { kind: 'tag', start: at, end: at + match[0].length };
}
/** The text with the sections of `kinds` taken out. */
function withoutSections(text, kinds) {
    let kept = '';
    let at = 0;
    for (const part of xmlParts(text, kinds)) {
        kept += text.slice(at, part.start);
        at = part.end;
    }
    return kept + text.slice(at);
}
/** The characters of a CDATA section between its opening and its closing. */
function cdataOf(text, part) {
    return text.slice(part.start + DELIMITERS.cdata[0].length, part.end - DELIMITERS.cdata[1].length);
}


/***/ }),

/***/ 8868:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ contentOf),
/* harmony export */   CG: () => (/* binding */ piecesOfText),
/* harmony export */   Vj: () => (/* binding */ styleOf),
/* harmony export */   Wc: () => (/* binding */ piecesOfContent),
/* harmony export */   cD: () => (/* binding */ plainContent),
/* harmony export */   ey: () => (/* binding */ textOfPieces),
/* harmony export */   oL: () => (/* binding */ markedUpAs),
/* harmony export */   tI: () => (/* binding */ charsAsText)
/* harmony export */ });
/* unused harmony export tagsBalanced */
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1967);
/* harmony import */ var _xml_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5222);
/* harmony import */ var _xml_sections_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3339);



/** A start, end or empty-element tag, as written in a file or in a model's text. */
const TAG_SOURCE = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/
    .source;
/** One tag at a given offset (xml-sections.ts reads an element's content with it). */
const TAG_AT = new RegExp(TAG_SOURCE, 'y');
const ONE_TAG = new RegExp(`^${TAG_SOURCE}$`);
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
/**
 * An element's content (as written in the file) in pieces: references decoded, CDATA sections
 * as characters, comments and processing instructions dropped. Undefined when a `<` starts no
 * tag (the text is not well-formed).
 */
function piecesOfContent(raw) {
    const pieces = [];
    let at = 0;
    const chars = (written) => {
        if (written.includes('<'))
            return false;
        if (written !== '')
            pieces.push({ kind: 'chars', chars: (0,entities__WEBPACK_IMPORTED_MODULE_2__/* .decodeXML */ .ey)(written), cdata: false });
        return true;
    };
    for (const part of (0,_xml_sections_js__WEBPACK_IMPORTED_MODULE_1__/* .xmlParts */ .sh)(raw, ['cdata', 'comment', 'instruction'], TAG_AT)) {
        if (!chars(raw.slice(at, part.start)))
            return undefined;
        at = part.end;
        if (part.kind === 'cdata')
            pieces.push({ kind: 'chars', chars: (0,_xml_sections_js__WEBPACK_IMPORTED_MODULE_1__/* .cdataOf */ .Tk)(raw, part), cdata: true });
        else if (part.kind === 'tag')
            pieces.push(tagPiece(raw.slice(part.start, part.end)));
    }
    return chars(raw.slice(at)) ? pieces : undefined;
}
/** A tag as a piece: its canonical spelling, and its bytes as written. */
function tagPiece(written) {
    const [, closing = '', name = '', attributes = '', empty = ''] = ONE_TAG.exec(written) ?? [];
    let canonical = `<${closing}${name}`;
    for (const attribute of attributes.matchAll(ATTRIBUTE)) {
        const value = (0,_xml_js__WEBPACK_IMPORTED_MODULE_0__/* .attributeValue */ .C)(attribute[2] ?? attribute[3] ?? '');
        canonical += ` ${attribute[1] ?? ''}="${escapeAttribute(value)}"`;
    }
    return { kind: 'tag', canonical: `${canonical}${empty}>`, written };
}
function escapeAttribute(value) {
    return value
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;');
}
/** Characters as the model's text holds them (see the top). */
function charsAsText(chars) {
    return chars.replace(/&(?=#?\w+;)/g, '&amp;').replaceAll('<', '&lt;');
}
/** A model's text in pieces: its tags, and its characters with `&lt;` and `&amp;` read back. */
function piecesOfText(text) {
    const pieces = [];
    let at = 0;
    const chars = (written) => {
        if (written === '')
            return;
        const decoded = written.replace(/&(lt|amp);/g, (_match, name) => (name === 'lt' ? '<' : '&'));
        pieces.push({ kind: 'chars', chars: decoded, cdata: false });
    };
    for (const match of text.matchAll(new RegExp(TAG_SOURCE, 'g'))) {
        chars(text.slice(at, match.index));
        at = match.index + match[0].length;
        pieces.push(tagPiece(match[0]));
    }
    chars(text.slice(at));
    return pieces;
}
/** The text of pieces: each tag canonical, characters as `charsAsText` writes them. */
function textOfPieces(pieces) {
    return pieces
        .map((piece) => (piece.kind === 'tag' ? piece.canonical : charsAsText(piece.chars)))
        .join('');
}
/** Whether the tags of the pieces pair up (an element opened in a text is closed in it). */
function tagsBalanced(pieces) {
    const open = [];
    for (const piece of pieces) {
        if (piece.kind !== 'tag' || piece.canonical.endsWith('/>'))
            continue;
        const name = /^<\/?([^\s>/]+)/.exec(piece.canonical)?.[1] ?? '';
        if (!piece.canonical.startsWith('</'))
            open.push(name);
        else if (open.pop() !== name)
            return false;
    }
    return open.length === 0;
}
/** The style of an element's old content. */
function styleOf(raw) {
    const tags = new Map();
    for (const piece of piecesOfContent(raw) ?? []) {
        if (piece.kind === 'tag')
            tags.set(piece.canonical, [...(tags.get(piece.canonical) ?? []), piece.written]);
    }
    return {
        tags,
        escapesGreaterThan: (0,_xml_sections_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutSections */ .NX)(raw, ['cdata']).includes('&gt;'),
        cdata: oneCdataSection(raw),
    };
}
/**
 * Whether the content is one CDATA section, but for white space and a double quote (Android's)
 * on either side: what /^\s*"?\s*<!\[CDATA\[[\s\S]*\]\]>\s*"?\s*$/ and no `]]>` before a
 * `<![CDATA[` say, read without those expressions, which backtrack quadratically over a long run
 * of white space (`\s*"?\s*` can split it in as many ways as it is long).
 */
function oneCdataSection(raw) {
    const start = afterQuoteAndSpace(raw, raw.length - raw.trimStart().length, 1);
    const end = afterQuoteAndSpace(raw, raw.trimEnd().length - 1, -1) + 1;
    const section = raw.slice(start, end);
    const opening = '<![CDATA[';
    const closing = ']]>';
    if (section.length < opening.length + closing.length)
        return false;
    if (!section.startsWith(opening) || !section.endsWith(closing))
        return false;
    const firstClosing = raw.indexOf(closing);
    return raw.lastIndexOf(opening) < firstClosing + closing.length;
}
/** From the first (or, `step` -1, last) character that is no space: past a `"` and spaces after it. */
function afterQuoteAndSpace(text, at, step) {
    if (text[at] !== '"')
        return at;
    let next = at + step;
    while (next >= 0 && next < text.length && /\s/.test(text[next]))
        next += step;
    return next;
}
/**
 * The content for a text's pieces: each run of characters through `escapeRun` (a format's own
 * escapes) and then XML-escaped, or in a CDATA section where the old content was one and the
 * text has no tags; each tag as the file wrote it where it had it. Undefined when the tags do
 * not pair up.
 */
function contentOf(pieces, style, escapeRun = (run) => run) {
    if (!tagsBalanced(pieces))
        return undefined;
    const charsOnly = pieces.every((piece) => piece.kind === 'chars');
    const all = pieces.map((piece) => (piece.kind === 'chars' ? piece.chars : '')).join('');
    if (style?.cdata === true && charsOnly && !escapeRun(all).includes(']]>')) {
        return `<![CDATA[${escapeRun(all)}]]>`;
    }
    const used = new Map();
    let content = '';
    for (const piece of pieces) {
        if (piece.kind === 'chars') {
            content += escapeChars(escapeRun(piece.chars), style?.escapesGreaterThan === true);
            continue;
        }
        const index = used.get(piece.canonical) ?? 0;
        used.set(piece.canonical, index + 1);
        content += style?.tags.get(piece.canonical)?.[index] ?? piece.canonical;
    }
    return content;
}
/** Character data as XML needs it: `&` and `<` as references, and never `]]>`. */
function escapeChars(run, greaterThan) {
    const escaped = run.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
    return greaterThan ? escaped.replaceAll('>', '&gt;') : escaped.replaceAll(']]>', ']]&gt;');
}
/**
 * The service's text `theirs` marked up as the repository's `ours` marks it up. The interface
 * does not say whether the service's export keeps a tag live or escapes it, and on the service
 * the two look the same; to the platform they are not (`getString()` styles the one and shows
 * the other). So a tag-shaped run of `theirs` that `ours` has as markup is markup, one that
 * `ours` has as characters is characters, and a tag `ours` lacks stays as the service wrote it.
 * `theirs` as it is when the result's tags would not pair up.
 */
function markedUpAs(ours, theirs) {
    const live = new Set();
    const escaped = new Map();
    for (const piece of piecesOfText(ours)) {
        if (piece.kind === 'tag')
            live.add(piece.canonical);
        else
            for (const tag of tagsIn(piece.chars))
                escaped.set(tag.canonical, tag.written);
    }
    const result = [];
    const chars = (text) => {
        const last = result[result.length - 1];
        if (last?.kind === 'chars')
            result[result.length - 1] = { ...last, chars: last.chars + text };
        else if (text !== '')
            result.push({ kind: 'chars', chars: text, cdata: false });
    };
    for (const piece of piecesOfText(theirs)) {
        if (piece.kind === 'tag') {
            const written = escaped.get(piece.canonical);
            if (written !== undefined && !live.has(piece.canonical))
                chars(written);
            else
                result.push(piece);
            continue;
        }
        let at = 0;
        for (const tag of tagsIn(piece.chars)) {
            if (!live.has(tag.canonical) || escaped.has(tag.canonical))
                continue;
            chars(piece.chars.slice(at, tag.index));
            result.push({ kind: 'tag', canonical: tag.canonical, written: tag.written });
            at = tag.index + tag.written.length;
        }
        chars(piece.chars.slice(at));
    }
    return tagsBalanced(result) ? textOfPieces(result) : theirs;
}
/** The tag-shaped runs of characters (`<b>` shown as it is), with their canonical spelling. */
function tagsIn(chars) {
    return [...chars.matchAll(new RegExp(TAG_SOURCE, 'g'))].map((match) => ({
        ...tagPiece(match[0]),
        index: match.index,
    }));
}
/**
 * The characters of a text element's content as written: line breaks as XML reads them (CRLF and
 * a lone CR are LF, before references: `&#13;` stays a CR), references decoded, CDATA sections
 * as their characters, comments dropped; undefined when the content holds an element (a .resx
 * `<value>`, a property list's `<string>`, which hold text alone).
 */
function plainContent(raw) {
    const pieces = piecesOfContent(raw.replace(/\r\n?/g, '\n'));
    if (pieces === undefined)
        return undefined;
    let text = '';
    for (const piece of pieces) {
        if (piece.kind === 'tag')
            return undefined;
        text += piece.chars;
    }
    return text;
}


/***/ }),

/***/ 5222:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ attributeValue),
/* harmony export */   w: () => (/* binding */ xmlRoot)
/* harmony export */ });
/* harmony import */ var entities__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1967);
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5824);
/* harmony import */ var fast_xml_parser__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9658);
/* harmony import */ var _read_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2048);
/* harmony import */ var _xml_sections_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3339);




/** The root element; undefined when the text is not well-formed XML. */
function xmlRoot(text, textElements) {
    // What reads the tree (elementsOf, the formats' walks) recurses once per level: the limit first.
    (0,_read_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .checkNesting */ .n6)((0,_read_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlNesting */ .qW)(text));
    // The parser itself accepts broken XML; the validator does not.
    if (fast_xml_parser__WEBPACK_IMPORTED_MODULE_2__/* .XMLValidator */ .iI.validate(text) !== true)
        return undefined;
    // Nor does the validator refuse a reference XML does not define (`&lol;`): such a text is not
    // well-formed, and must not pass a read-back check as if it were.
    if (hasUndefinedReference(text))
        return undefined;
    const parser = new fast_xml_parser__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .A({
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
/** An attribute's value as written, decoded as XML does (white space characters become spaces). */
function attributeValue(raw) {
    return (0,entities__WEBPACK_IMPORTED_MODULE_4__/* .decodeXML */ .ey)(raw.replace(/[\t\n\r]/g, ' '));
}
/**
 * Whether the text, outside comments and CDATA sections, holds an `&` that starts none of the
 * references XML defines without a DTD: `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and character
 * references. Android's resource compiler and XLIFF tools refuse any other.
 */
function hasUndefinedReference(text) {
    const outside = (0,_xml_sections_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutSections */ .NX)(text, ['comment', 'cdata']);
    return /&(?!(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)/.test(outside);
}


/***/ })

};
