export const id = 421;
export const ids = [421];
export const modules = {

/***/ 9421:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jsonModel: () => (/* binding */ jsonModel)
});

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
// EXTERNAL MODULE: ./lib/src/translations/keys.js
var translations_keys = __webpack_require__(9039);
// EXTERNAL MODULE: ./lib/src/common/json-syntax.js
var json_syntax = __webpack_require__(7800);
;// CONCATENATED MODULE: ./lib/src/translations/json-literals.js

/*
 * JSON's literals read from bytes, checked as JSON checks them (json-pair.ts walks two files
 * with these): where a string, number or word ends, and its value when it is needed.
 */
/** Thrown when the bytes are not the JSON the caller reads: json-pair.ts then reads nothing. */
class NotPaired extends Error {
}
const NOT_PAIRED = new NotPaired();
function isContainer(byte) {
    return byte === json_syntax/* OPEN_OBJECT */.bV || byte === json_syntax/* OPEN_ARRAY */.rK;
}
function skipSpace(bytes, at) {
    for (;;) {
        const byte = bytes[at];
        if (isSpace(byte))
            at++;
        else
            return at;
    }
}
function sameBytes(a, aStart, aEnd, b, bStart, bEnd) {
    return aEnd - aStart === bEnd - bStart && a.compare(b, bStart, bEnd, aStart, aEnd) === 0;
}
/**
 * The offset after the string that starts at `at`, checked as JSON checks it: no control
 * character, and every escape one of JSON's.
 */
function stringEnd(bytes, at) {
    if (bytes[at] !== json_syntax/* QUOTE */.jA)
        throw NOT_PAIRED;
    for (let i = at + 1; i < bytes.length; i++) {
        const byte = bytes[i];
        if (byte === json_syntax/* QUOTE */.jA)
            return i + 1;
        if (byte < 0x20)
            throw NOT_PAIRED;
        if (byte === json_syntax/* BACKSLASH */.r_)
            i = escapeEnd(bytes, i);
    }
    throw NOT_PAIRED;
}
const SIMPLE_ESCAPES = new Set([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);
const HEX = /^[0-9a-fA-F]{4}$/;
/** The last byte of the escape whose backslash is at `at`. */
function escapeEnd(bytes, at) {
    const kind = bytes[at + 1];
    if (kind !== undefined && SIMPLE_ESCAPES.has(kind))
        return at + 1;
    if (kind === 0x75 && HEX.test(bytes.toString('latin1', at + 2, at + 6)))
        return at + 5;
    throw NOT_PAIRED;
}
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const WORDS = ['true', 'false', 'null'];
/** The offset after the text, number, true, false or null at `at`. */
function literalEnd(bytes, at) {
    if (bytes[at] === json_syntax/* QUOTE */.jA)
        return stringEnd(bytes, at);
    // Numbers and words are short and rare in translation files: read as text.
    const head = bytes.toString('latin1', at, Math.min(bytes.length, at + 64));
    const word = WORDS.find((w) => head.startsWith(w));
    let length = word?.length;
    if (length === undefined) {
        NUMBER.lastIndex = 0;
        length = NUMBER.exec(head)?.[0].length;
    }
    if (length === undefined || length === 64)
        throw NOT_PAIRED;
    const after = bytes[at + length];
    if (after !== undefined && !isDelimiter(after))
        throw NOT_PAIRED;
    return at + length;
}
function isDelimiter(byte) {
    return byte === json_syntax/* COMMA */.KE || byte === json_syntax/* CLOSE_OBJECT */.tX || byte === json_syntax/* CLOSE_ARRAY */.$z || isSpace(byte);
}
/** JSON's white space. */
function isSpace(byte) {
    return byte === json_syntax/* SPACE */.t6 || byte === json_syntax.LF || byte === json_syntax.CR || byte === json_syntax/* TAB */.wn;
}
function literalValue(bytes, start, end) {
    return JSON.parse(bytes.toString('utf8', start, end));
}
/**
 * What names a key written with an escape, as a key without one is named (its bytes: UTF-8
 * writes each text one way) when it could be written without, so that both spellings of one key
 * are one name; else its value's bytes after 0xFF, which UTF-8 never holds.
 */
function escapedNameBytes(bytes, start, end) {
    const value = stringValue(bytes, start, end);
    const spelt = Buffer.from(value, 'utf8');
    return hasNoUnescapedSpelling(value) ? Buffer.concat([Buffer.from([0xff]), spelt]) : spelt;
}
/** Whether a text holds a quote, a backslash or a control character: JSON escapes those. */
function hasNoUnescapedSpelling(value) {
    for (let i = 0; i < value.length; i++) {
        const code = value.charCodeAt(i);
        if (code < 0x20 || code === json_syntax/* QUOTE */.jA || code === json_syntax/* BACKSLASH */.r_)
            return true;
    }
    return false;
}
/** A 30-bit FNV-1a hash of the bytes from `start` to `end` (a small integer: no allocation). */
function hashOf(bytes, start = 0, end = bytes.length) {
    let hash = 0x811c9dc5;
    for (let i = start; i < end; i++)
        hash = Math.imul(hash ^ bytes[i], 0x01000193);
    return hash & 0x3fffffff;
}
/** A checked string's value. */
function stringValue(bytes, start, end) {
    return JSON.parse(bytes.toString('utf8', start, end));
}

// EXTERNAL MODULE: ./lib/src/translations/read-limits.js
var read_limits = __webpack_require__(2048);
;// CONCATENATED MODULE: ./lib/src/translations/seen-names.js
/**
 * The hashes of one object's key names, to find a name written twice without allocating a set
 * for each object: the paired walk (json-pair.ts) meets one object per few keys of a file, and a
 * `Set` for each made a seventh of the everyday pull's garbage. The table is reused; a stamp
 * marks which of its slots belong to the object being read, so that starting the next object
 * forgets the last one's at once.
 */
class SeenNames {
    hashes = new Int32Array(64);
    stamps = new Uint32Array(64);
    stamp = 0;
    count = 0;
    /** Starts an object: no name seen yet. */
    begin() {
        this.count = 0;
        this.stamp++;
        if (this.stamp === 2 ** 32) {
            this.stamps.fill(0);
            this.stamp = 1;
        }
    }
    /** Whether `hash` (a 30-bit integer) was seen since `begin`; it is, from now on. */
    seen(hash) {
        if ((this.count + 1) * 2 > this.hashes.length)
            this.grow();
        const mask = this.hashes.length - 1;
        let slot = hash & mask;
        while (this.stamps[slot] === this.stamp) {
            if (this.hashes[slot] === hash)
                return true;
            slot = (slot + 1) & mask;
        }
        this.stamps[slot] = this.stamp;
        this.hashes[slot] = hash;
        this.count++;
        return false;
    }
    /** Twice the slots, the object's names moved over: fewer than half the slots stay taken. */
    grow() {
        const { hashes, stamps, stamp } = this;
        this.hashes = new Int32Array(hashes.length * 2);
        this.stamps = new Uint32Array(hashes.length * 2);
        this.count = 0;
        for (let slot = 0; slot < hashes.length; slot++) {
            if (stamps[slot] === stamp)
                this.seen(hashes[slot]);
        }
    }
}

;// CONCATENATED MODULE: ./lib/src/translations/json-pair.js






/**
 * The names seen in the object being read at each depth, kept from file to file: a walk is
 * synchronous, so no two use them at once.
 */
const namesAtDepth = [];
/**
 * The texts that differ between the checkout's JSON file and the bundle's, when both are plain
 * UTF-8 JSON (no byte-order mark, no comment) of the same shape: the same keys in the same order
 * at every level, arrays of the same lengths, no key written twice, within the read limits.
 * Undefined otherwise: then the model's reader decides (see above).
 */
function differingLeaves(ours, theirs) {
    if (ours.length > read_limits/* MAX_READ_CHARACTERS */.$e || theirs.length > read_limits/* MAX_READ_CHARACTERS */.$e)
        return undefined;
    if (!(0,external_node_buffer_.isUtf8)(ours) || !(0,external_node_buffer_.isUtf8)(theirs))
        return undefined;
    const walk = new PairedWalk(ours, theirs);
    try {
        walk.document();
    }
    catch (error) {
        if (error === NOT_PAIRED)
            return undefined;
        throw error;
    }
    return walk.differing;
}
class PairedWalk {
    differing = [];
    a = 0;
    b = 0;
    path = [];
    /** Whether the last string `sameString` passed has an escape. */
    escaped = false;
    ours;
    theirs;
    constructor(ours, theirs) {
        this.ours = ours;
        this.theirs = theirs;
    }
    document() {
        this.a = skipSpace(this.ours, 0);
        this.b = skipSpace(this.theirs, 0);
        this.value(1);
        if (skipSpace(this.ours, this.a) !== this.ours.length)
            throw NOT_PAIRED;
        if (skipSpace(this.theirs, this.b) !== this.theirs.length)
            throw NOT_PAIRED;
    }
    /** One value at `depth` in both, each cursor on its first byte; leaves them past it. */
    value(depth) {
        const x = this.ours[this.a];
        if (x !== this.theirs[this.b]) {
            // Two leaves of other kinds (a text and a number) still pair; anything else does not.
            if (isContainer(x) || isContainer(this.theirs[this.b]))
                throw NOT_PAIRED;
            this.leaf();
        }
        else if (x === json_syntax/* OPEN_OBJECT */.bV)
            this.object(depth);
        else if (x === json_syntax/* OPEN_ARRAY */.rK)
            this.array(depth);
        else
            this.leaf();
    }
    object(depth) {
        if (depth > read_limits/* MAX_NESTING */.M1)
            throw NOT_PAIRED;
        this.a = skipSpace(this.ours, this.a + 1);
        this.b = skipSpace(this.theirs, this.b + 1);
        if (this.closes(json_syntax/* CLOSE_OBJECT */.tX))
            return;
        // Each key's hash; a hash seen twice is taken for a key written twice (a false alarm, one
        // in millions of objects, only leaves the file to the model's reader).
        const names = (namesAtDepth[depth] ??= new SeenNames());
        names.begin();
        for (;;) {
            const keyStart = this.a;
            if (this.ours[keyStart] !== json_syntax/* QUOTE */.jA || this.theirs[this.b] !== json_syntax/* QUOTE */.jA)
                throw NOT_PAIRED;
            if (!this.sameString())
                throw NOT_PAIRED;
            const name = this.escaped
                ? hashOf(escapedNameBytes(this.ours, keyStart, this.a))
                : hashOf(this.ours, keyStart + 1, this.a - 1);
            if (names.seen(name))
                throw NOT_PAIRED;
            this.a = this.expect(this.ours, this.a, json_syntax/* COLON */.oH);
            this.b = this.expect(this.theirs, this.b, json_syntax/* COLON */.oH);
            this.path.push(keyStart);
            this.value(depth + 1);
            this.path.pop();
            if (this.next(json_syntax/* CLOSE_OBJECT */.tX))
                return;
        }
    }
    /**
     * Both cursors on a string's opening quote: whether the two strings are the same bytes (both
     * cursors then past them, ours checked as JSON); when not, neither cursor moved. One loop over
     * both, as this is where the walk spends its time.
     */
    sameString() {
        const { ours, theirs } = this;
        let i = this.a + 1;
        let j = this.b + 1;
        let escaped = false;
        for (;;) {
            const byte = ours[i];
            if (byte !== theirs[j])
                return false;
            if (byte === json_syntax/* QUOTE */.jA)
                break;
            if (byte === undefined || byte < 0x20)
                throw NOT_PAIRED;
            if (byte === json_syntax/* BACKSLASH */.r_) {
                escaped = true;
                const last = escapeEnd(ours, i);
                for (let k = i + 1; k <= last; k++)
                    if (ours[k] !== theirs[j + k - i])
                        return false;
                j += last - i;
                i = last;
            }
            i++;
            j++;
        }
        this.a = i + 1;
        this.b = j + 1;
        this.escaped = escaped;
        return true;
    }
    array(depth) {
        if (depth > read_limits/* MAX_NESTING */.M1)
            throw NOT_PAIRED;
        this.a = skipSpace(this.ours, this.a + 1);
        this.b = skipSpace(this.theirs, this.b + 1);
        if (this.closes(json_syntax/* CLOSE_ARRAY */.$z))
            return;
        for (let index = 0;; index++) {
            this.path.push(-1 - index);
            this.value(depth + 1);
            this.path.pop();
            if (this.next(json_syntax/* CLOSE_ARRAY */.$z))
                return;
        }
    }
    /** Whether both cursors are on `close` (an empty container, then passed); one alone is not paired. */
    closes(close) {
        const x = this.ours[this.a] === close;
        if (x !== (this.theirs[this.b] === close))
            throw NOT_PAIRED;
        if (x) {
            this.a++;
            this.b++;
        }
        return x;
    }
    /** After a member: a comma in both (then on the next member), or `close` in both (passed). */
    next(close) {
        this.a = skipSpace(this.ours, this.a);
        this.b = skipSpace(this.theirs, this.b);
        const x = this.ours[this.a];
        if (x !== this.theirs[this.b])
            throw NOT_PAIRED;
        if (x === close) {
            this.a++;
            this.b++;
            return true;
        }
        if (x !== json_syntax/* COMMA */.KE)
            throw NOT_PAIRED;
        this.a = skipSpace(this.ours, this.a + 1);
        this.b = skipSpace(this.theirs, this.b + 1);
        // A trailing comma is not JSON.
        if (this.ours[this.a] === close || this.theirs[this.b] === close)
            throw NOT_PAIRED;
        return false;
    }
    /** `at` past spaces, which must then be `byte`; the offset after it, past spaces. */
    expect(bytes, at, byte) {
        const found = skipSpace(bytes, at);
        if (bytes[found] !== byte)
            throw NOT_PAIRED;
        return skipSpace(bytes, found + 1);
    }
    /** A text, number, true, false or null in both; recorded when their values differ. */
    leaf() {
        const start = this.a;
        const theirStart = this.b;
        if (this.ours[start] === json_syntax/* QUOTE */.jA && this.theirs[theirStart] === json_syntax/* QUOTE */.jA && this.sameString()) {
            return;
        }
        const end = literalEnd(this.ours, start);
        const theirEnd = literalEnd(this.theirs, theirStart);
        this.a = end;
        this.b = theirEnd;
        if (sameBytes(this.ours, start, end, this.theirs, theirStart, theirEnd))
            return;
        const ours = literalValue(this.ours, start, end);
        const theirs = literalValue(this.theirs, theirStart, theirEnd);
        if (ours === theirs)
            return;
        this.differing.push({ key: this.key(), ours, theirs, start, end });
    }
    key() {
        const segments = this.path.map((step) => step < 0 ? -1 - step : stringValue(this.ours, step, stringEnd(this.ours, step)));
        return (0,translations_keys/* keyOf */.TN)(segments);
    }
}

// EXTERNAL MODULE: ./lib/src/translations/read-warnings.js
var read_warnings = __webpack_require__(6545);
;// CONCATENATED MODULE: ./lib/src/translations/json-read.js




/**
 * The text's leaves, read with jsonc-parser's visitor: it builds no tree, which matters for a
 * file of thousands of keys read on every pull. Undefined when the text is not JSON. A key an
 * object writes twice reads as JSON.parse and Dart's jsonDecode read it, the last one counting
 * (what the app shows), with a warning naming it: a reviewer reading the file top down sees the
 * first.
 */
function readJson(text) {
    // jsonc-parser's visitor recurses once per level.
    (0,read_limits/* checkNesting */.n6)((0,read_limits/* jsonNesting */.N5)(text));
    const entries = new Map();
    const repeated = new Map();
    const path = [];
    const open = [];
    let valid = true;
    /** A value begins: in an array it takes the next index; in an object its key is on the path. */
    const enter = () => {
        const parent = open[open.length - 1];
        if (parent?.keys === undefined && parent !== undefined)
            path.push(parent.index++);
    };
    const leave = () => {
        if (open.length > 0)
            path.pop();
    };
    (0,main.visit)(text, {
        onObjectBegin: () => {
            enter();
            open.push({ keys: new Set(), index: 0 });
        },
        onArrayBegin: () => {
            enter();
            open.push({ keys: undefined, index: 0 });
        },
        onObjectEnd: () => {
            open.pop();
            leave();
        },
        onArrayEnd: () => {
            open.pop();
            leave();
        },
        onObjectProperty: (name) => {
            const keys = open[open.length - 1]?.keys;
            path.push(name);
            if (keys?.has(name)) {
                const key = (0,translations_keys/* keyOf */.TN)(path);
                repeated.set(key, (repeated.get(key) ?? 1) + 1);
                forget(entries, path);
            }
            keys?.add(name);
        },
        onLiteralValue: (value) => {
            enter();
            entries.set((0,translations_keys/* keyOf */.TN)(path), value);
            leave();
        },
        onError: () => {
            valid = false;
        },
    }, { allowTrailingComma: false });
    if (!valid)
        return undefined;
    return (0,read_warnings/* withWarnings */.o)(entries, [...repeated].map(([key, times]) => repeatedKey(key, times)));
}
/** Drops what an earlier value of the key at `path` read: the later value replaces it whole. */
function forget(entries, path) {
    const key = (0,translations_keys/* keyOf */.TN)(path);
    const within = key.slice(0, -1) + ',';
    for (const existing of [...entries.keys()]) {
        if (existing === key || existing.startsWith(within))
            entries.delete(existing);
    }
}
function repeatedKey(key, times) {
    return (`the key ${JSON.stringify((0,translations_keys/* keyLabel */.w8)(key))} is written ${times} times; the last one counts ` +
        '(as JSON.parse and Flutter read it) and is the one a pull edits');
}

// EXTERNAL MODULE: ./lib/src/translations/placement.js
var translations_placement = __webpack_require__(2728);
// EXTERNAL MODULE: ./lib/src/translations/text-edits.js
var text_edits = __webpack_require__(796);
// EXTERNAL MODULE: ./lib/src/translations/tree.js
var tree = __webpack_require__(9003);
;// CONCATENATED MODULE: ./lib/src/translations/json.js








/**
 * JSON translation files through jsonc-parser, whose syntax tree knows where every key and value
 * sits in the text: a changed text replaces only its value's characters, so every other byte,
 * escapes included, stays as the repository wrote it. All edits are computed against one parse
 * and made in one pass, whatever their number.
 */
const jsonModel = {
    read: readJson,
    edit: (text, target) => editJson(text, target),
    render: (bundle, target) => editJson(bundle, target) ?? bundle,
    paired: { differing: differingLeaves, write: writeLeaves },
};
/**
 * The file with each leaf's literal replaced by its value, written as `renderValue` writes a
 * leaf (every other byte as it was): the everyday pull's edit, made without parsing the file again.
 */
function writeLeaves(ours, leaves) {
    // The bytes say what the text would: no byte over 0x7f is no character over U+007F.
    const asciiOnly = (0,external_node_buffer_.isAscii)(ours) && hasUnicodeEscape(ours);
    const parts = [];
    let at = 0;
    for (const leaf of [...leaves].sort((a, b) => a.start - b.start)) {
        parts.push(ours.subarray(at, leaf.start));
        parts.push(Buffer.from(escapeAsStyle(JSON.stringify(leaf.value), asciiOnly), 'utf8'));
        at = leaf.end;
    }
    parts.push(ours.subarray(at));
    return Buffer.concat(parts);
}
/** The syntax tree; undefined when the text is not JSON (comments are allowed, as jsonc-parser does). */
function parse(text) {
    // jsonc-parser recurses once per level: the limit is checked before it starts.
    (0,read_limits/* checkNesting */.n6)((0,read_limits/* jsonNesting */.N5)(text));
    const errors = [];
    const root = (0,main.parseTree)(text, errors, { allowTrailingComma: false });
    return errors.length === 0 ? root : undefined;
}
function editJson(text, target) {
    const root = parse(text);
    const want = (0,tree/* targetTree */.C)(target);
    if (root === undefined || want === undefined)
        return undefined;
    const style = {
        text,
        colon: colonOf(text, root) ?? ': ',
        unit: indentUnitOf(text),
        asciiOnly: /\\u[0-9a-fA-F]{4}/.test(text) && !/[\u0080-\uffff]/.test(text),
    };
    const edits = [];
    reconcile(root, want, style, edits);
    return (0,text_edits/* applyTextEdits */.n)(text, edits);
}
/** Adds the edits that make `node` hold `want`. */
function reconcile(node, want, style, edits) {
    if (want.kind === 'object' && node.type === 'object') {
        reconcileObject(node, want, style, edits);
        return;
    }
    const elements = node.children ?? [];
    if (want.kind === 'array' && node.type === 'array' && elements.length === want.children.size) {
        elements.forEach((element, i) => {
            const child = want.children.get(i);
            if (child !== undefined)
                reconcile(element, child, style, edits);
        });
        return;
    }
    if (want.kind === 'leaf' && isLeaf(node) && (0,main.getNodeValue)(node) === want.value)
        return;
    edits.push({
        offset: node.offset,
        length: node.length,
        content: renderValue(want, lineIndentAt(style.text, node.offset), style),
    });
}
/**
 * An object: its kept properties are reconciled in place, removed ones are cut with their comma,
 * new ones inserted where placement.ts says, written like their neighbours. A property holding no
 * text at all (an empty object) is left alone: the entries cannot say whether the bundle has it.
 */
function reconcileObject(node, want, style, edits) {
    const names = (node.children ?? []).map((property) => property.children?.[0]?.value);
    // Each name's last place, found once: looked up again for every property, the pull of an
    // object of 20,000 keys took 0.6 s, and of one of 80,000 keys 9.5 s (issue 37).
    const last = new Map(names.map((name, i) => [name, i]));
    const properties = (node.children ?? []).map((property, i) => {
        const value = property.children?.[1];
        const name = names[i];
        const wanted = want.children.get(name);
        // A name written again later is not the one the app reads: it stays as it is, but for a key
        // removed, whose every occurrence goes (else the earlier one would count).
        const shadowed = last.get(name) !== i;
        const removed = wanted === undefined && hasLeaves(value);
        return { property, value, name, wanted, removed, shadowed };
    });
    const kept = properties.filter((p) => !p.removed);
    if (kept.length === 0) {
        edits.push(rewriteInterior(node, want, style));
        return;
    }
    for (const { value, wanted, shadowed } of properties) {
        if (wanted !== undefined && !shadowed)
            reconcile(value, wanted, style, edits);
    }
    const end = (n) => n.offset + n.length;
    const firstKept = properties.indexOf(kept[0]);
    if (firstKept > 0) {
        // The leading removed run goes up to the first kept property, with the commas after each.
        const first = properties[0]?.property;
        const upTo = properties[firstKept]?.property;
        edits.push({ offset: first.offset, length: upTo.offset - first.offset, content: '' });
    }
    properties.forEach(({ property, removed }, i) => {
        const previous = properties[i - 1]?.property;
        if (!removed || i < firstKept || previous === undefined)
            return;
        // Cut from the end of the property before, so its comma goes with this one.
        edits.push({ offset: end(previous), length: end(property) - end(previous), content: '' });
    });
    const separator = separatorOf(node, style);
    const indent = separator.slice(separator.lastIndexOf('\n') + 1);
    const render = (name) => renderProperty(name, want.children.get(name), indent, style);
    const placement = (0,translations_placement/* placeNewKeys */.O)(properties.filter((p) => !p.shadowed).map((p) => p.name), [...want.children.keys()]);
    const firstKeptNode = kept[0]?.property;
    if (placement.first.length > 0) {
        const content = placement.first.map((name) => render(name) + separator).join('');
        edits.push({ offset: firstKeptNode.offset, length: 0, content });
    }
    for (const { property, name, shadowed } of kept) {
        const added = shadowed ? [] : (placement.after.get(name) ?? []);
        if (added.length === 0)
            continue;
        const content = added.map((key) => separator + render(key)).join('');
        edits.push({ offset: end(property), length: 0, content });
    }
}
/** An object none of whose properties stay: written anew between its braces. */
function rewriteInterior(node, want, style) {
    const interior = { offset: node.offset + 1, length: node.length - 2 };
    if (want.children.size === 0)
        return { ...interior, content: '' };
    const outer = lineIndentAt(style.text, node.offset);
    const newline = style.unit === '' ? '' : '\n';
    const inner = newline === '' ? '' : outer + style.unit;
    const properties = [...want.children].map(([name, child]) => renderProperty(name, child, inner, style));
    const content = newline +
        inner +
        properties.join(newline ? ',' + newline + inner : inlineSeparator(style)) +
        newline +
        outer;
    return { ...interior, content };
}
/** What goes between two properties of this object: taken from it, or made from its indentation. */
function separatorOf(node, style) {
    const [first, second] = node.children ?? [];
    if (first !== undefined && second !== undefined) {
        const between = style.text.slice(first.offset + first.length, second.offset);
        if (/^\s*,\s*$/.test(between))
            return between;
    }
    if (first === undefined)
        return inlineSeparator(style);
    const lineStart = style.text.lastIndexOf('\n', first.offset - 1) + 1;
    const before = style.text.slice(lineStart, first.offset);
    return /^\s*$/.test(before) ? ',\n' + before : inlineSeparator(style);
}
/** Between two properties on one line: a compact file (`"a":"b"`) has no space after commas either. */
function inlineSeparator(style) {
    return style.colon.endsWith(' ') ? ', ' : ',';
}
function renderProperty(name, value, indent, style) {
    return (escapeAsStyle(JSON.stringify(name), style.asciiOnly) +
        style.colon +
        renderValue(value, indent, style));
}
/** A value as JSON, its nested lines indented from `indent` by the file's unit. */
function renderValue(value, indent, style) {
    const json = value.kind === 'leaf'
        ? JSON.stringify(value.value)
        : JSON.stringify((0,tree/* plainValue */._)(value), null, style.unit).replaceAll('\n', '\n' + indent);
    return escapeAsStyle(json, style.asciiOnly);
}
/** Whether the bytes hold a `\u` escape (`\u` and four hex digits), found without a copy. */
function hasUnicodeEscape(bytes) {
    for (let at = bytes.indexOf('\\u'); at !== -1; at = bytes.indexOf('\\u', at + 1)) {
        if (/^[0-9a-fA-F]{4}$/.test(bytes.toString('latin1', at + 2, at + 6)))
            return true;
    }
    return false;
}
/** A value as the file writes it: in a file of ASCII that has `\u` escapes, every other character escaped too. */
function escapeAsStyle(json, asciiOnly) {
    if (!asciiOnly)
        return json;
    return json.replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}
function colonOf(text, root) {
    const property = root.type === 'object' ? root.children?.[0] : undefined;
    const [key, value] = property?.children ?? [];
    if (key === undefined || value === undefined)
        return undefined;
    const between = text.slice(key.offset + key.length, value.offset);
    return /^\s*:\s*$/.test(between) ? between : undefined;
}
/** The indentation of the first indented line: one level, as the file's first nesting shows it. */
function indentUnitOf(text) {
    const match = /\n([ \t]+)\S/.exec(text);
    if (match?.[1] !== undefined)
        return match[1];
    return text.includes('\n') ? '  ' : '';
}
/** The whitespace that starts the line `offset` is on. */
function lineIndentAt(text, offset) {
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    return /^[ \t]*/.exec(text.slice(lineStart, offset))?.[0] ?? '';
}
function isLeaf(node) {
    return node.type !== 'object' && node.type !== 'array';
}
/** Whether a value holds a text anywhere (an object's children are properties: their values count). */
function hasLeaves(node) {
    if (node.type === 'property')
        return node.children?.[1] !== undefined && hasLeaves(node.children[1]);
    return isLeaf(node) || (node.children ?? []).some(hasLeaves);
}


/***/ }),

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


/***/ })

};
