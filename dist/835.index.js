export const id = 835;
export const ids = [835];
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

/***/ 5835:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xcstringsLanguages: () => (/* binding */ xcstringsLanguages),
  xcstringsModelFor: () => (/* binding */ xcstringsModelFor),
  xcstringsSourceLanguage: () => (/* binding */ xcstringsSourceLanguage),
  xcstringsSourceModel: () => (/* binding */ xcstringsSourceModel)
});

// EXTERNAL MODULE: ./lib/src/translations/keys.js
var keys = __webpack_require__(9039);
// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
// EXTERNAL MODULE: ./lib/src/translations/read-limits.js
var read_limits = __webpack_require__(2048);
;// CONCATENATED MODULE: ./lib/src/translations/xcstrings-layout.js
/**
 * How Xcode writes a String Catalog, so that what an edit adds reads as Xcode would have written
 * it. Xcode saves a catalogue through Foundation's JSON writer, pretty-printed, with sorted keys
 * and without escaped slashes: two spaces a level, `"key" : value`, an empty object as `{`, an
 * empty line and `}`, no final newline, every character but `"`, `\` and the controls as it is.
 * Its sorted keys compare as `NSString.compare` with numeric, case-insensitive and forced
 * ordering in the system locale (swift-foundation's JSONWriter): `zh-Hans` before `zh-HK`,
 * `message 9` before `message 10`, punctuation by collation (`(` before `%`). Re-written in this
 * layout, the real catalogues of test/fixtures/real/xcstrings/ come out byte for byte.
 */
// ICU's root collation is English's; naming it keeps a runner's own locale out of the order.
const PRIMARY = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const TERTIARY = new Intl.Collator('en', { numeric: true });
/** Xcode's order of an object's keys. */
function xcodeOrder(a, b) {
    // Forced ordering: names equal but for case still get an order (lower case first, as ICU).
    return PRIMARY.compare(a, b) || TERTIARY.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
/** The style of a catalogue's text, `root` being its parsed object. */
function styleOf(text, root) {
    const [key, value] = root.children?.[0]?.children ?? [];
    const between = key && value ? text.slice(key.offset + key.length, value.offset) : '';
    return {
        colon: /^[ \t]*:[ \t]*$/.test(between) ? between : ' : ',
        unit: /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ',
        newline: text.includes('\r\n') ? '\r\n' : '\n',
        escapedSlashes: text.includes('\\/'),
        asciiOnly: /\\u[0-9a-fA-F]{4}/.test(text) && !/[\u0080-\uffff]/.test(text),
    };
}
const ESCAPES = {
    '"': '\\"',
    '\\': '\\\\',
    '/': '\\/',
    '\b': '\\b',
    '\f': '\\f',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
};
/** A string as a JSON literal the way the file writes one (Xcode: lower-case `\u001b`). */
function stringLiteral(value, style) {
    // `[^ -\uffff]`: the controls, U+0000 to U+001F.
    const special = style.escapedSlashes ? /["\\/]|[^ -\uffff]/g : /["\\]|[^ -\uffff]/g;
    let body = value.replace(special, (c) => ESCAPES[c] ?? '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
    if (style.asciiOnly) {
        body = body.replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
    }
    return `"${body}"`;
}
function isObjectPiece(piece) {
    return piece !== undefined && 'members' in piece;
}
/** The piece of a parsed value, every leaf and key as the text has it. */
function pieceOf(text, node) {
    if (node.type !== 'object')
        return { raw: text.slice(node.offset, node.offset + node.length) };
    const members = new Map();
    for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (key === undefined || value === undefined)
            continue;
        const keyText = text.slice(key.offset, key.offset + key.length);
        members.set(key.value, { key: keyText, value: pieceOf(text, value) });
    }
    return { members };
}
/**
 * Adds a member where Xcode would: in its sorted place when the object's keys are sorted (they
 * always are as Xcode writes them), else last, which is where a hand-ordered object grows.
 */
function addMember(object, name, value, style) {
    const names = [...object.members.keys()];
    const at = insertionIndex(names, name);
    const entries = [...object.members];
    entries.splice(at, 0, [name, { key: stringLiteral(name, style), value }]);
    object.members = new Map(entries);
}
/** Where a new key goes among an object's keys: sorted place, or the end if they are not sorted. */
function insertionIndex(names, name) {
    const sorted = names.every((n, i) => i === 0 || xcodeOrder(names[i - 1], n) < 0);
    if (!sorted)
        return names.length;
    const after = names.findIndex((n) => xcodeOrder(name, n) < 0);
    return after === -1 ? names.length : after;
}
/** A piece as text, its closing brace at `indent` (its opening one ends a line already begun). */
function renderPiece(piece, indent, style) {
    if (!isObjectPiece(piece))
        return piece.raw;
    if (piece.members.size === 0)
        return emptyObject(indent, style);
    const inner = indent + style.unit;
    const lines = [...piece.members.values()].map(({ key, value }) => inner + key + style.colon + renderPiece(value, inner, style));
    return `{${style.newline}${lines.join(',' + style.newline)}${style.newline}${indent}}`;
}
/** An object with no members: Xcode's opening line, an empty line and the closing brace. */
function emptyObject(indent, style) {
    return style.colon === ' : ' ? `{${style.newline}${style.newline}${indent}}` : '{}';
}
/** The whitespace that starts the line `offset` is on. */
function lineIndentAt(text, offset) {
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    return /^[ \t]*/.exec(text.slice(lineStart, offset))?.[0] ?? '';
}

;// CONCATENATED MODULE: ./lib/src/translations/xcstrings-catalogue.js




/**
 * The last catalogues parsed, by text. A pull reads one catalogue as many files as it has
 * languages, each read and edited against the same repository text: parsed once, a 2 MB
 * catalogue of 19 languages is not parsed a hundred times. The parsed nodes are never changed.
 */
const recent = [];
const RECENT = 3;
/** The catalogue; undefined when the text is not one (or not JSON, or a key written twice). */
function parseCatalogue(text) {
    const known = recent.find((parsed) => parsed.text === text);
    if (known !== undefined)
        return known.catalogue;
    const catalogue = parse(text);
    recent.unshift({ text, catalogue });
    recent.length = Math.min(recent.length, RECENT);
    return catalogue;
}
function parse(text) {
    // jsonc-parser recurses once per level: the limit is checked before it starts.
    (0,read_limits/* checkNesting */.n6)((0,read_limits/* jsonNesting */.N5)(text));
    const errors = [];
    const root = (0,main.parseTree)(text, errors, { allowTrailingComma: false, disallowComments: true });
    if (root === undefined || errors.length > 0)
        return undefined;
    const top = membersOf(root);
    const sourceLanguage = top?.get('sourceLanguage')?.children?.[1];
    const strings = top?.get('strings')?.children?.[1];
    if (typeof sourceLanguage?.value !== 'string' || strings === undefined)
        return undefined;
    const keys = membersOf(strings);
    if (keys === undefined)
        return undefined;
    const entries = [];
    for (const [key, property] of keys) {
        const entry = entryOf(key, property.children?.[1]);
        if (entry === undefined)
            return undefined;
        entries.push(entry);
    }
    return {
        text,
        sourceLanguage: sourceLanguage.value,
        entries,
        byKey: new Map(entries.map((entry) => [entry.key, entry])),
        style: styleOf(text, root),
    };
}
function entryOf(key, node) {
    const members = node === undefined ? undefined : membersOf(node);
    if (node === undefined || members === undefined)
        return undefined;
    const localizationsMember = members.get('localizations');
    const list = localizationsMember?.children?.[1];
    const localizations = list === undefined ? new Map() : membersOf(list);
    if (localizations === undefined)
        return undefined;
    for (const localization of localizations.values()) {
        if (localization.children?.[1]?.type !== 'object')
            return undefined;
    }
    const should = members.get('shouldTranslate')?.children?.[1];
    return {
        key,
        node,
        translatable: should?.value !== false,
        localizationsMember,
        localizations,
    };
}
/**
 * An object's members by name (their property nodes); undefined when the node is no object or
 * writes a name twice, which Xcode never does and which would leave the text's meaning open.
 */
function membersOf(node) {
    if (node.type !== 'object')
        return undefined;
    const members = new Map();
    for (const property of node.children ?? []) {
        const name = property.children?.[0]?.value;
        if (members.has(name))
            return undefined;
        members.set(name, property);
    }
    return members;
}
/** A member's value node, if the object has the member. */
function xcstrings_catalogue_valueOf(members, name) {
    return members.get(name)?.children?.[1];
}
/**
 * The texts of one localization (its object), in the file's order; undefined when its texts'
 * structure is not what Xcode writes (a `stringUnit` without a string `state` and `value`, a
 * member that should be an object and is not, two texts on one path).
 */
function unitsOf(localization) {
    const units = [];
    if (!collect(localization, [], [], true, units))
        return undefined;
    const paths = new Set(units.map((unit) => JSON.stringify(unit.path)));
    return paths.size === units.length ? units : undefined;
}
/** Adds a variant's texts: its own unit, its substitutions' forms, its variations. */
function collect(variant, path, names, top, units) {
    const members = membersOf(variant);
    if (members === undefined)
        return false;
    const unit = xcstrings_catalogue_valueOf(members, 'stringUnit');
    if (unit !== undefined && !addUnit(unit, path, [...names, 'stringUnit'], units))
        return false;
    const substitutions = xcstrings_catalogue_valueOf(members, 'substitutions');
    const byName = substitutions === undefined ? new Map() : membersOf(substitutions);
    if (byName === undefined)
        return false;
    for (const [name, property] of byName) {
        const within = [...names, 'substitutions', name];
        const substitution = property.children?.[1];
        const subMembers = substitution === undefined ? undefined : membersOf(substitution);
        if (subMembers === undefined)
            return false;
        const plural = pluralOf(subMembers);
        if (plural === false)
            return false;
        if (!addForms(plural, [...path, name], [...within, 'variations', 'plural'], units)) {
            return false;
        }
    }
    const variations = xcstrings_catalogue_valueOf(members, 'variations');
    const kinds = variations === undefined ? new Map() : membersOf(variations);
    if (kinds === undefined)
        return false;
    const plural = xcstrings_catalogue_valueOf(kinds, 'plural');
    if (!addForms(plural, path, [...names, 'variations', 'plural'], units))
        return false;
    const device = xcstrings_catalogue_valueOf(kinds, 'device');
    // Xcode nests a plural in a device's variant, never a device in a plural or another device.
    if (device === undefined || !top)
        return true;
    const devices = membersOf(device);
    if (devices === undefined)
        return false;
    for (const [name, property] of devices) {
        const within = [...names, 'variations', 'device', name];
        const value = property.children?.[1];
        if (value === undefined || !collect(value, [...path, 'device', name], within, false, units)) {
            return false;
        }
    }
    return true;
}
/** A substitution's plural (undefined: none); false when its structure is not an object's. */
function pluralOf(members) {
    const variations = xcstrings_catalogue_valueOf(members, 'variations');
    if (variations === undefined)
        return undefined;
    const kinds = membersOf(variations);
    return kinds === undefined ? false : xcstrings_catalogue_valueOf(kinds, 'plural');
}
/** Adds a plural's forms (CLDR's categories; any other name is kept out of the model). */
function addForms(plural, path, names, units) {
    if (plural === undefined)
        return true;
    const forms = membersOf(plural);
    if (forms === undefined)
        return false;
    for (const [form, property] of forms) {
        if (!keys/* PLURAL_FORMS */.DG.has(form))
            continue;
        const formMembers = property.children?.[1] && membersOf(property.children[1]);
        if (formMembers === undefined)
            return false;
        const unit = xcstrings_catalogue_valueOf(formMembers, 'stringUnit');
        if (unit === undefined)
            continue;
        if (!addUnit(unit, [...path, form], [...names, form, 'stringUnit'], units))
            return false;
    }
    return true;
}
function addUnit(unit, path, names, units) {
    const members = membersOf(unit);
    const state = members && xcstrings_catalogue_valueOf(members, 'state');
    const value = members && xcstrings_catalogue_valueOf(members, 'value');
    if (state?.type !== 'string' || value?.type !== 'string')
        return false;
    units.push({ path, names, state, value });
    return true;
}
/** The text of a unit as the app shows it. */
function textOfUnit(unit) {
    return unit.value.value;
}
/** The unit's state (`translated`, `needs_review`, `new`, …). */
function stateOfUnit(unit) {
    return unit.state.value;
}

// EXTERNAL MODULE: ./lib/src/translations/text-edits.js
var text_edits = __webpack_require__(796);
;// CONCATENATED MODULE: ./lib/src/translations/xcstrings-units.js



/**
 * The place of the text at `path` (see TextUnit) in a localization; undefined for a path the
 * catalogue cannot hold, or a substitution no localization of the key describes (its argument
 * number and format would be guesses).
 */
function placeOf(path, substitution) {
    const [first, second, third, fourth] = path;
    const form = (name) => name !== undefined && keys/* PLURAL_FORMS */.DG.has(name);
    if (path.length === 0)
        return { names: ['stringUnit'] };
    if (path.length === 1)
        return form(first) ? { names: plural([], first) } : undefined;
    const device = ['variations', 'device', second];
    if (path.length === 2) {
        // A device's variant and a substitution named `device` both take two segments: the one
        // the key's other localizations know wins.
        if (first === 'device' && substitution('device') === undefined) {
            return { names: [...device, 'stringUnit'] };
        }
        return form(second)
            ? substituted([], first, second, substitution)
            : undefined;
    }
    if (first !== 'device')
        return undefined;
    if (path.length === 3)
        return form(third) ? { names: plural(device, third) } : undefined;
    if (path.length === 4 && form(fourth)) {
        return substituted(device, third, fourth, substitution);
    }
    return undefined;
}
function plural(prefix, form) {
    return [...prefix, 'variations', 'plural', form, 'stringUnit'];
}
function substituted(prefix, name, form, substitution) {
    const facts = substitution(name);
    if (facts === undefined)
        return undefined;
    const names = [...prefix, 'substitutions', name];
    return { names: plural(names, form), substitution: { names, facts } };
}
/**
 * The substitutions a key's localizations describe, by name: the bundle's localization in the
 * language first (the service's file knows the text it sends), then the catalogue's source
 * language, then its other languages.
 */
function substitutionsOf(entry, catalogue, language, bundle) {
    return (name) => {
        const theirs = bundle()?.byKey.get(entry.key)?.localizations.get(language);
        const ours = entry.localizations;
        const candidates = [theirs, ours.get(catalogue.sourceLanguage), ...ours.values()];
        for (const property of candidates) {
            const found = property?.children?.[1] && findSubstitution(property.children[1], name);
            if (found !== undefined)
                return found;
        }
        return undefined;
    };
}
/** The substitution `name` of a localization, at its top or in a device's variant. */
function findSubstitution(localization, name) {
    const members = membersOf(localization);
    const own = members?.get('substitutions')?.children?.[1];
    const substitution = own && membersOf(own)?.get(name)?.children?.[1];
    const facts = substitution && membersOf(substitution);
    if (facts !== undefined) {
        const raw = (member) => {
            const value = facts.get(member)?.children?.[1];
            return value === undefined ? undefined : JSON.stringify(value.value);
        };
        return { argNum: raw('argNum'), formatSpecifier: raw('formatSpecifier') };
    }
    const variations = members?.get('variations')?.children?.[1];
    const device = variations && membersOf(variations)?.get('device')?.children?.[1];
    for (const variant of (device && membersOf(device)?.values()) ?? []) {
        const found = variant.children?.[1] && findSubstitution(variant.children[1], name);
        if (found !== undefined)
            return found;
    }
    return undefined;
}
/** A new `stringUnit` as Xcode writes a translated text. */
function newUnit(text, style) {
    const unit = { members: new Map() };
    addMember(unit, 'state', { raw: stringLiteral('translated', style) }, style);
    addMember(unit, 'value', { raw: stringLiteral(text, style) }, style);
    return unit;
}
/**
 * Adds a text at its place in a localization's piece, making the objects on the way and the
 * substitution's argument number and format where they are missing; false when a member on the
 * way is no object.
 */
function addText(localization, place, text, style) {
    const container = objectAt(localization, place.names.slice(0, -1), style);
    if (container === undefined || container.members.has('stringUnit'))
        return false;
    addMember(container, 'stringUnit', newUnit(text, style), style);
    if (place.substitution === undefined)
        return true;
    const substitution = objectAt(localization, place.substitution.names, style);
    if (substitution === undefined)
        return false;
    const { argNum, formatSpecifier } = place.substitution.facts;
    for (const [name, raw] of [
        ['argNum', argNum],
        ['formatSpecifier', formatSpecifier],
    ]) {
        if (raw !== undefined && !substitution.members.has(name)) {
            addMember(substitution, name, { raw }, style);
        }
    }
    return true;
}
/** The object at `names` below `piece`, made where missing; undefined when one is no object. */
function objectAt(piece, names, style) {
    let at = piece;
    for (const name of names) {
        const member = at.members.get(name);
        if (member === undefined) {
            const made = { members: new Map() };
            addMember(at, name, made, style);
            at = made;
        }
        else if (isObjectPiece(member.value)) {
            at = member.value;
        }
        else {
            return undefined;
        }
    }
    return at;
}
/**
 * Removes the `stringUnit` at `names` and every object on its way that then holds no text (a
 * plural left without forms, a substitution without its plural): what Xcode's editor leaves
 * when a variation's last text goes.
 */
function removeText(piece, names) {
    const [name, ...rest] = names;
    if (name === undefined)
        return;
    if (rest.length === 0) {
        piece.members.delete(name);
        return;
    }
    const child = piece.members.get(name)?.value;
    if (!isObjectPiece(child))
        return;
    removeText(child, rest);
    if (!holdsText(child))
        piece.members.delete(name);
}
/** Whether a piece holds a `stringUnit` anywhere. */
function holdsText(piece) {
    if (!isObjectPiece(piece))
        return false;
    if (piece.members.has('stringUnit'))
        return true;
    return [...piece.members.values()].some(({ value }) => holdsText(value));
}
/** Sets the raw value of a member of the object at `names` (which exists: it was read there). */
function setRaw(piece, names, raw) {
    let at = piece;
    for (const name of names.slice(0, -1)) {
        at = isObjectPiece(at) ? at.members.get(name)?.value : undefined;
    }
    const last = names[names.length - 1];
    const member = isObjectPiece(at) && last !== undefined ? at.members.get(last) : undefined;
    if (member !== undefined)
        member.value = { raw };
}

;// CONCATENATED MODULE: ./lib/src/translations/xcstrings-edit.js





/**
 * A catalogue edited so that one language holds exactly `target`, every other language, every
 * comment, extraction state and key order as they were. A changed text is rewritten in place
 * (and its state made `translated`: the service's text is a translation); a localization that
 * gains or loses texts is written again from its own pieces, keys and values the file has kept
 * byte for byte, new ones placed and written as Xcode would; a new localization goes in its
 * sorted place. Undefined when the target holds what the catalogue cannot: a key it lacks (keys
 * come from the app's code, which Xcode extracts them from), a key kept out of translation, or a
 * substitution no localization describes.
 */
function editCatalogue(text, target, bundle, language) {
    const catalogue = parseCatalogue(text);
    const wanted = wantedByKey(target);
    if (catalogue === undefined || wanted === undefined)
        return undefined;
    for (const key of wanted.keys()) {
        if (catalogue.byKey.get(key)?.translatable !== true)
            return undefined;
    }
    let theirs = bundle === text ? catalogue : null;
    const edit = {
        catalogue,
        language,
        bundle: () => (theirs === null ? (theirs = parseCatalogue(bundle)) : theirs),
        edits: [],
    };
    for (const entry of catalogue.entries) {
        if (!entry.translatable)
            continue;
        if (!editEntry(entry, wanted.get(entry.key) ?? new Map(), edit))
            return undefined;
    }
    return (0,text_edits/* applyTextEdits */.n)(text, edit.edits);
}
/** The target's texts by key and path; undefined when one is not a text or its key no name. */
function wantedByKey(target) {
    const wanted = new Map();
    for (const [key, value] of target) {
        const [name, ...path] = (0,keys/* segmentsOf */.OD)(key);
        if (typeof value !== 'string' || typeof name !== 'string')
            return undefined;
        if (!path.every((segment) => typeof segment === 'string'))
            return undefined;
        let texts = wanted.get(name);
        if (texts === undefined)
            wanted.set(name, (texts = new Map()));
        texts.set(JSON.stringify(path), { path: path, text: value });
    }
    return wanted;
}
/**
 * Whether a unit's text is the language's text in the model: every state but `new` outside the
 * source language. `new` is Xcode's "not translated yet", its value the source text copied over
 * (Xcode counts it untranslated); in the source language it is the text the code gives.
 */
function isModelText(unit, language, catalogue) {
    return stateOfUnit(unit) !== 'new' || language === catalogue.sourceLanguage;
}
function editEntry(entry, wanted, edit) {
    const member = entry.localizations.get(edit.language);
    const localization = member?.children?.[1];
    const units = localization === undefined ? [] : unitsOf(localization);
    if (units === undefined)
        return false;
    const plan = planOf(entry, units, wanted, edit);
    if (plan === undefined)
        return false;
    if (plan.removed.length === 0 && plan.added.length === 0) {
        for (const { unit, text } of plan.changed)
            edit.edits.push(...inPlace(unit, text, edit));
        return true;
    }
    const piece = localization === undefined
        ? { members: new Map() }
        : pieceOf(edit.catalogue.text, localization);
    const { style } = edit.catalogue;
    for (const { unit, text } of plan.changed) {
        if (text !== textOfUnit(unit))
            setRaw(piece, [...unit.names, 'value'], stringLiteral(text, style));
        if (stateOfUnit(unit) !== 'translated') {
            setRaw(piece, [...unit.names, 'state'], stringLiteral('translated', style));
        }
    }
    for (const unit of plan.removed)
        removeText(piece, unit.names);
    for (const { place, text } of plan.added) {
        if (!addText(piece, place, text, style))
            return false;
    }
    if (member === undefined || localization === undefined) {
        return addLocalization(entry, piece, edit);
    }
    if (!holdsText(piece)) {
        removeLocalization(entry, member, edit);
        return true;
    }
    const indent = lineIndentAt(edit.catalogue.text, member.offset);
    const content = renderPiece(piece, indent, style);
    edit.edits.push({ offset: localization.offset, length: localization.length, content });
    return true;
}
/**
 * The plan for one key: a text the target changes, or sets where the language's unit is `new`;
 * a model text the target lacks (a `new` unit the target lacks stays: it was no text); a text
 * the target adds. Undefined when an added text has no place.
 */
function planOf(entry, units, wanted, edit) {
    const plan = { changed: [], removed: [], added: [] };
    const had = new Set();
    for (const unit of units) {
        const path = JSON.stringify(unit.path);
        had.add(path);
        const want = wanted.get(path);
        const modelText = isModelText(unit, edit.language, edit.catalogue);
        if (want === undefined) {
            if (modelText)
                plan.removed.push(unit);
        }
        else if (want.text !== textOfUnit(unit) || !modelText) {
            plan.changed.push({ unit, text: want.text });
        }
    }
    const substitution = substitutionsOf(entry, edit.catalogue, edit.language, edit.bundle);
    for (const [path, want] of wanted) {
        if (had.has(path))
            continue;
        const place = placeOf(want.path, substitution);
        if (place === undefined)
            return undefined;
        plan.added.push({ place, text: want.text });
    }
    return plan;
}
/** The edits of a changed text: its value, and its state unless it says `translated`. */
function inPlace(unit, text, edit) {
    const { style } = edit.catalogue;
    const edits = [];
    if (text !== textOfUnit(unit))
        edits.push(replace(unit.value, stringLiteral(text, style)));
    if (stateOfUnit(unit) !== 'translated') {
        edits.push(replace(unit.state, stringLiteral('translated', style)));
    }
    return edits;
}
function replace(node, content) {
    return { offset: node.offset, length: node.length, content };
}
/** A new localization, in its place in `localizations` (made if the key has none yet). */
function addLocalization(entry, piece, edit) {
    const list = entry.localizationsMember?.children?.[1];
    if (list !== undefined)
        return insertMember(list, edit.language, piece, edit);
    const localizations = { members: new Map() };
    localizations.members.set(edit.language, {
        key: stringLiteral(edit.language, edit.catalogue.style),
        value: piece,
    });
    return insertMember(entry.node, 'localizations', localizations, edit);
}
/** Inserts a member into an object of the text, as its sorted place says. */
function insertMember(object, name, value, edit) {
    const { text, style } = edit.catalogue;
    const properties = object.children ?? [];
    const key = stringLiteral(name, style);
    if (properties.length === 0) {
        const whole = { members: new Map([[name, { key, value }]]) };
        const content = renderPiece(whole, lineIndentAt(text, object.offset), style);
        edit.edits.push(replace(object, content));
        return true;
    }
    const names = properties.map((property) => property.children?.[0]?.value);
    const at = insertionIndex(names, name);
    const first = properties[0];
    const indent = lineIndentAt(text, first.offset);
    const member = key + style.colon + renderPiece(value, indent, style);
    const second = properties[1];
    const between = second && text.slice(first.offset + first.length, second.offset);
    const separator = between && /^\s*,\s*$/.test(between) ? between : `,${style.newline}${indent}`;
    const before = properties[at];
    if (before !== undefined) {
        edit.edits.push({ offset: before.offset, length: 0, content: member + separator });
    }
    else {
        const last = properties[properties.length - 1];
        edit.edits.push({ offset: last.offset + last.length, length: 0, content: separator + member });
    }
    return true;
}
/** Removes a localization, and `localizations` with it when it was the key's last. */
function removeLocalization(entry, member, edit) {
    const list = entry.localizationsMember?.children?.[1];
    if (list === undefined || entry.localizationsMember === undefined)
        return;
    if ((list.children ?? []).length > 1)
        removeMember(list, member, edit);
    else
        removeMember(entry.node, entry.localizationsMember, edit);
}
/** Removes a member with the comma that joined it to the one before (or after, if first). */
function removeMember(object, property, edit) {
    const properties = object.children ?? [];
    const i = properties.indexOf(property);
    const previous = properties[i - 1];
    const next = properties[i + 1];
    const end = (node) => node.offset + node.length;
    if (previous !== undefined) {
        edit.edits.push({ offset: end(previous), length: end(property) - end(previous), content: '' });
    }
    else if (next !== undefined) {
        edit.edits.push({
            offset: property.offset,
            length: next.offset - property.offset,
            content: '',
        });
    }
    else {
        const { text, style } = edit.catalogue;
        edit.edits.push(replace(object, emptyObject(lineIndentAt(text, object.offset), style)));
    }
}

;// CONCATENATED MODULE: ./lib/src/translations/xcstrings.js





/**
 * Xcode's String Catalog (`Localizable.xcstrings`), which keeps every language of a table in one
 * JSON file, seen one language at a time: "the catalogue in German" reads, compares and edits
 * as a German file of its own, so that reconcile, the pull and the push treat it as they treat
 * any. A language's texts are keyed below the catalogue's key as the rest of the action keys a
 * JSON plural's forms (keys.ts's formOf):
 *
 * - [key]: the localization's own `stringUnit` (with substitutions: its format, `%#@arg1@`);
 * - [key, form]: a plural variation's form (`zero` … `other`);
 * - [key, substitution, form]: a substitution's plural form, as `.stringsdict` keys them;
 * - [key, 'device', device] and [key, 'device', device, form]: a device's variant (`iphone`,
 *   `mac`, … and `other`) and its plural. Device variants are translated texts like any (Xcode's
 *   editor offers them to translators), so they sync; `device` stays in the key because a
 *   device named `other` would otherwise be the plural form `other`.
 *
 * A unit whose state is `new` outside the source language is no text: it is Xcode's "not
 * translated yet", its value the source text copied (all 65 such units of Whisky's catalogue).
 * One that `needs_review` is the language's text: the app shows it (teams ship machine
 * translations marked so until someone checks them, and tools write theirs so), as the po model
 * reads a fuzzy entry's text; writing a text the service changed makes it `translated`. A key
 * whose `shouldTranslate` is false is out of the model in every language, and a text the model
 * does not read is never removed. A key the service has and the catalogue lacks is not added
 * (alignBundle below).
 */
function xcstringsModelFor(language) {
    return {
        read: (text) => readLanguage(text, language),
        readKeys: readSourceKeys,
        alignBundle: (text, bundle, offered) => inCatalogueTerms(text, bundle, offered, language),
        edit: (text, target, bundle) => editCatalogue(text, target, bundle, language),
        render: (bundle, target) => editCatalogue(bundle, target, bundle, language) ?? bundle,
    };
}
/** The language's texts, key by key in the catalogue's order; undefined for no catalogue. */
function readLanguage(text, language) {
    const catalogue = parseCatalogue(text);
    if (catalogue === undefined)
        return undefined;
    const entries = new Map();
    for (const entry of catalogue.entries) {
        const localization = entry.localizations.get(language)?.children?.[1];
        if (!entry.translatable || localization === undefined)
            continue;
        const units = unitsOf(localization);
        if (units === undefined)
            return undefined;
        for (const unit of units) {
            if (isModelText(unit, language, catalogue)) {
                entries.set((0,keys/* keyOf */.TN)([entry.key, ...unit.path]), textOfUnit(unit));
            }
        }
    }
    return entries;
}
/**
 * Every key the catalogue declares, with its source text: the source language's texts, `new`
 * ones too, and for a key the source language has no text of, the key itself, which is what
 * Xcode shows for it (a SwiftUI `Text("Settings")` is its own English).
 */
function readSourceKeys(text) {
    const catalogue = parseCatalogue(text);
    if (catalogue === undefined)
        return undefined;
    const entries = new Map();
    for (const entry of catalogue.entries) {
        if (!entry.translatable)
            continue;
        const localization = entry.localizations.get(catalogue.sourceLanguage)?.children?.[1];
        const units = localization === undefined ? [] : unitsOf(localization);
        if (units === undefined)
            return undefined;
        if (units.length === 0)
            entries.set((0,keys/* keyOf */.TN)([entry.key]), entry.key);
        for (const unit of units)
            entries.set((0,keys/* keyOf */.TN)([entry.key, ...unit.path]), textOfUnit(unit));
    }
    return entries;
}
/**
 * The service's texts the catalogue can hold in the language: those of keys it has and
 * translates, on paths the language has or Xcode's structure gives. A key the catalogue lacks
 * is not made: keys come from the app's code, where Xcode finds them on every build, and one the
 * code lacks would only be marked stale. Left out here, the edit never has to refuse it.
 */
function inCatalogueTerms(text, bundle, offered, language) {
    const catalogue = parseCatalogue(text);
    if (catalogue === undefined)
        return offered;
    let theirs = null;
    const bundleCatalogue = () => (theirs === null ? (theirs = parseCatalogue(bundle)) : theirs);
    const kept = new Map();
    for (const [key, value] of offered) {
        const [name, ...path] = (0,keys/* segmentsOf */.OD)(key);
        const entry = typeof name === 'string' ? catalogue.byKey.get(name) : undefined;
        if (entry?.translatable !== true || typeof value !== 'string')
            continue;
        if (!path.every((segment) => typeof segment === 'string'))
            continue;
        const localization = entry.localizations.get(language)?.children?.[1];
        const known = localization && unitsOf(localization)?.some((unit) => samePath(unit.path, path));
        const substitution = substitutionsOf(entry, catalogue, language, bundleCatalogue);
        if (known || placeOf(path, substitution) !== undefined)
            kept.set(key, value);
    }
    return kept;
}
function samePath(a, b) {
    return a.length === b.length && a.every((segment, i) => segment === b[i]);
}
/** The catalogue's source language; undefined when the text is no catalogue. */
function xcstringsSourceLanguage(text) {
    return parseCatalogue(text)?.sourceLanguage;
}
/**
 * The languages a catalogue holds: its source language first, then every language some key has
 * a localization of, in Xcode's order; none when the text is no catalogue.
 */
function xcstringsLanguages(text) {
    const catalogue = parseCatalogue(text);
    if (catalogue === undefined)
        return [];
    const others = new Set();
    for (const entry of catalogue.entries) {
        for (const language of entry.localizations.keys())
            others.add(language);
    }
    others.delete(catalogue.sourceLanguage);
    return [catalogue.sourceLanguage, ...[...others].sort(xcodeOrder)];
}
/**
 * The catalogue read in its own source language: the model of a caller that names no language
 * (file-formats.ts), each text's view the one of its source language.
 */
const xcstringsSourceModel = (() => {
    const view = (text) => xcstringsModelFor(xcstringsSourceLanguage(text) ?? 'en');
    return {
        read: (text) => view(text).read(text),
        readKeys: (text) => {
            const model = view(text);
            return (model.readKeys ?? model.read)(text);
        },
        edit: (text, target, bundle, states) => view(text).edit(text, target, bundle, states),
        render: (bundle, target, states) => view(bundle).render(bundle, target, states),
    };
})();


/***/ })

};
