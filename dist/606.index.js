export const id = 606;
export const ids = [606];
export const modules = {

/***/ 7606:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  stringsdictModel: () => (/* binding */ stringsdictModel)
});

// EXTERNAL MODULE: ./lib/src/translations/keys.js
var keys = __webpack_require__(9039);
// EXTERNAL MODULE: ./lib/src/translations/placement.js
var translations_placement = __webpack_require__(2728);
// EXTERNAL MODULE: ./lib/src/translations/xml-text.js
var xml_text = __webpack_require__(8868);
;// CONCATENATED MODULE: ./lib/src/translations/stringsdict-text.js

/**
 * The text of a property list's `<string>` or `<key>`, which holds characters and no markup: a
 * `<b>` in it is the three characters a translator typed (written `&lt;b>`), so the model's text
 * is the characters, as Foundation reads them, and unlike Android's no tag is kept as markup.
 */
/** A property list string's characters (xml-text.ts); undefined when it holds an element. */
const plistText = xml_text/* plainContent */.cD;
/** Characters XML 1.0 cannot hold, even as references, and halves of surrogate pairs alone. */
const UNWRITABLE = 
// eslint-disable-next-line no-control-regex -- control characters are what is refused
/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Characters as plutil writes them: `&` and `<` escaped, `>` as it is but after `]]` (where it
 * would close a CDATA section that was never opened), a CR as a reference (a raw one reads as a
 * line break). Undefined for a text XML cannot hold: the edit is then refused.
 */
function plistContent(text) {
    if (UNWRITABLE.test(text))
        return undefined;
    return text
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll(']]>', ']]&gt;')
        .replaceAll('\r', '&#13;');
}

// EXTERNAL MODULE: ./lib/src/translations/xml-places.js
var xml_places = __webpack_require__(2775);
// EXTERNAL MODULE: ./lib/src/translations/xml.js
var xml = __webpack_require__(5222);
;// CONCATENATED MODULE: ./lib/src/translations/stringsdict-plist.js




/**
 * A `.stringsdict` file as the places of what the model reads in it. The file is a property
 * list: `<plist>` around one `<dict>` of entries, each a `<key>` (the name the app looks up)
 * and a `<dict>` holding `NSStringLocalizedFormatKey` (the entry's format string, naming its
 * variables as `%#@files@`) and, for each variable, a `<dict>` whose `NSStringFormatSpecTypeKey`
 * says `NSStringPluralRuleType` and whose plural categories (`one`, `few`, …) are `<string>`s.
 * A dictionary's pairs are a `<key>` and the element after it; everything else a file holds
 * (`NSStringFormatValueTypeKey`, other rule types, comments) is kept and never read as a text.
 */
/** The key Apple's entry holds its format string under. */
const FORMAT_KEY = 'NSStringLocalizedFormatKey';
const SPEC_TYPE_KEY = 'NSStringFormatSpecTypeKey';
const VALUE_TYPE_KEY = 'NSStringFormatValueTypeKey';
const PLURAL_RULE = 'NSStringPluralRuleType';
/**
 * The table of a text; undefined when the text is not well-formed XML (xml.ts checks, as it does
 * for Android's files), is no property list of one `<dict>`, or a dictionary names a key twice
 * or lacks a key's value (which of two pairs Foundation takes is not said).
 */
function tableOf(text) {
    if ((0,xml/* xmlRoot */.w)(text, ['string', 'key'])?.name !== 'plist')
        return undefined;
    const plist = (0,xml_places/* placedRoot */.O)(text);
    const dict = plist?.children[0];
    if (plist?.name !== 'plist' || plist.children.length !== 1 || dict?.name !== 'dict') {
        return undefined;
    }
    const pairs = pairsOf(text, dict);
    if (pairs === undefined)
        return undefined;
    const entries = new Map();
    for (const [name, pair] of pairs) {
        if (pair.value.name !== 'dict')
            continue;
        const entry = entryOf(text, pair);
        if (entry === undefined)
            return undefined;
        entries.set(name, entry);
    }
    return { dict, entries };
}
/** A dictionary's pairs by name; undefined when its children do not pair up or a name repeats. */
function pairsOf(text, dict) {
    const pairs = new Map();
    const children = dict.children;
    if (children.length % 2 !== 0)
        return undefined;
    for (let at = 0; at < children.length; at += 2) {
        const key = children[at];
        const value = children[at + 1];
        const name = key.name === 'key' ? textIn(text, key) : undefined;
        if (name === undefined || value.name === 'key' || pairs.has(name))
            return undefined;
        pairs.set(name, { name, key, value });
    }
    return pairs;
}
/** An element's characters; undefined when its content holds an element. */
function textIn(text, element) {
    return plistText(text.slice(element.contentStart, element.contentEnd));
}
/** An entry's format string and plural rules; undefined when a dictionary of it does not read. */
function entryOf(text, pair) {
    const pairs = pairsOf(text, pair.value);
    if (pairs === undefined)
        return undefined;
    const format = pairs.get(FORMAT_KEY);
    const rules = new Map();
    for (const [name, variable] of pairs) {
        if (variable.value.name !== 'dict')
            continue;
        const inner = pairsOf(text, variable.value);
        if (inner === undefined)
            return undefined;
        const spec = inner.get(SPEC_TYPE_KEY);
        if (spec?.value.name !== 'string' || textIn(text, spec.value) !== PLURAL_RULE)
            continue;
        const forms = [...inner].filter(([form, formPair]) => keys/* PLURAL_FORMS */.DG.has(form) && formPair.value.name === 'string');
        rules.set(name, { pair: variable, forms: new Map(forms) });
    }
    return { pair, format: format?.value.name === 'string' ? format : undefined, rules };
}

;// CONCATENATED MODULE: ./lib/src/translations/stringsdict-new.js


/**
 * The pairs a `.stringsdict` does not have yet (an entry, a variable's rule, a format string, a
 * plural form), written as Xcode and plutil lay a property list out: a `<key>` line, then its
 * value, a `<dict>`'s pairs a level deeper. The first line carries no indentation (the edit puts
 * it where the pair goes); every later line carries its whole indentation.
 */
/** CLDR's order of the plural categories, in which Apple's files and the service list them. */
const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** A `<key>` and its `<string>`; undefined when a text cannot be written in XML. */
function stringPair(name, value, lines) {
    const key = plistContent(name);
    const content = plistContent(value);
    if (key === undefined || content === undefined)
        return undefined;
    return `<key>${key}</key>${lines.eol}${lines.indentation}<string>${content}</string>`;
}
/**
 * A new entry: its format string, then its variables' rules, each rule's value type as
 * `valueType` finds it (the service's file has it where it has the rule).
 */
function newEntry(name, want, lines, valueType) {
    const inner = { ...lines, indentation: lines.indentation + lines.unit };
    const pairs = [];
    if (want.format !== undefined)
        pairs.push(stringPair(FORMAT_KEY, want.format, inner));
    for (const [variable, forms] of want.rules) {
        pairs.push(newRule(variable, forms, inner, valueType(variable, forms)));
    }
    return dictPair(name, pairs, lines);
}
/** A variable's plural rule: its spec and value types, then its forms in CLDR's order. */
function newRule(variable, forms, lines, valueType) {
    const inner = { ...lines, indentation: lines.indentation + lines.unit };
    const ordered = [...forms].sort(([a], [b]) => CATEGORY_ORDER.indexOf(a) - CATEGORY_ORDER.indexOf(b));
    return dictPair(variable, [
        stringPair(SPEC_TYPE_KEY, PLURAL_RULE, inner),
        stringPair(VALUE_TYPE_KEY, valueType, inner),
        ...ordered.map(([form, text]) => stringPair(form, text, inner)),
    ], lines);
}
/** A `<key>` and a `<dict>` of the pairs; undefined when one of them could not be written. */
function dictPair(name, pairs, lines) {
    const key = plistContent(name);
    if (key === undefined || pairs.some((pair) => pair === undefined))
        return undefined;
    const { indentation, unit, eol } = lines;
    const body = pairs.map((pair) => `${eol}${indentation}${unit}${pair ?? ''}`).join('');
    return `<key>${key}</key>${eol}${indentation}<dict>${body}${eol}${indentation}</dict>`;
}
/**
 * A printf conversion with its length (`%ld` gives `ld`, `%2$@` gives `@`), not a variable's
 * `%#@name@` nor a literal `%%`. Its runs are bounded: `%` and a long run of zeros, which both
 * the flags and the width could take, would otherwise be split every way (quadratic).
 */
const CONVERSION = /(?<!%)%(?!%|#@)(?:\d{1,3}\$)?[-+ 0']{0,5}\d{0,4}(?:\.\d{1,4})?((?:hh|h|ll|l|q|L|z|t|j)?[dDiuUxXoOfFeEgGaAcCsSp@])/;
/**
 * The value type of a new rule: the service's file's, where it has the entry's variable (the
 * type is no text, so it comes from there and nowhere else); else the conversion its forms
 * use; else `d`, the integer Apple's own examples count with.
 */
function valueTypeOf(service, name, variable, forms) {
    const rule = service?.table.entries.get(name)?.rules.get(variable);
    if (service !== undefined && rule !== undefined) {
        const pair = pairsOf(service.text, rule.pair.value)?.get(VALUE_TYPE_KEY);
        const given = pair?.value.name === 'string' ? textIn(service.text, pair.value) : undefined;
        if (given !== undefined && given !== '')
            return given;
    }
    for (const text of forms.values()) {
        const conversion = CONVERSION.exec(text)?.[1];
        if (conversion !== undefined)
            return conversion;
    }
    return 'd';
}

// EXTERNAL MODULE: ./lib/src/translations/text-edits.js
var text_edits = __webpack_require__(796);
// EXTERNAL MODULE: ./lib/src/translations/xml-content.js
var xml_content = __webpack_require__(5814);
// EXTERNAL MODULE: ./lib/src/translations/xml-layout.js
var xml_layout = __webpack_require__(6521);
;// CONCATENATED MODULE: ./lib/src/translations/stringsdict-edit.js








/**
 * A `.stringsdict` edited in place, at each of its three levels of dictionaries alike (the
 * table's entries, an entry's format string and rules, a rule's plural forms): a `<string>`
 * whose text changed gets only its content written anew; a pair the target no longer has goes
 * with its lines; a new one goes on lines of its own after the kept pair before it (placement.ts:
 * in CLDR's order among forms listed in it), as indented as its neighbours. Every other byte
 * stays: the header and DOCTYPE, comments, `NSStringFormatValueTypeKey`, what is no text.
 */
function editStringsdict(text, target, bundle) {
    const table = tableOf(text);
    const wanted = wantedEntries(target);
    if (table === undefined || wanted === undefined)
        return undefined;
    // The service's file is read only when a new rule asks for its value type (null: not yet).
    let service = null;
    const edit = {
        text,
        eol: (0,xml_layout/* lineEndingOf */.RE)(text),
        unit: unitOf(text, table),
        valueType: (name, variable, forms) => {
            if (service === null) {
                const read = bundle === text ? table : tableOf(bundle);
                service = read && { text: bundle, table: read };
            }
            return valueTypeOf(service, name, variable, forms);
        },
    };
    const edits = dictEdits(edit, {
        dict: table.dict,
        existing: holdersOf(table.entries, wanted, (entry) => holdsTexts(entry)),
        wanted,
        update: (pair, want) => entryEdits(edit, table.entries.get(pair.name), want),
        written: (name, want, lines) => newEntry(name, want, lines, (variable, forms) => edit.valueType(name, variable, forms)),
    });
    return edits && (0,text_edits/* applyTextEdits */.n)(text, edits);
}
/** The target's texts by entry; undefined when a key is none a `.stringsdict` holds. */
function wantedEntries(target) {
    const wanted = new Map();
    for (const [key, value] of target) {
        const segments = (0,keys/* segmentsOf */.OD)(key);
        const [name, variable, form] = segments;
        if (typeof value !== 'string' || typeof name !== 'string')
            return undefined;
        const entry = wanted.get(name) ?? { format: undefined, rules: new Map() };
        wanted.set(name, entry);
        if (segments.length === 1)
            entry.format = value;
        else if (segments.length === 3 &&
            typeof variable === 'string' &&
            variable !== FORMAT_KEY &&
            typeof form === 'string' &&
            keys/* PLURAL_FORMS */.DG.has(form)) {
            const forms = entry.rules.get(variable) ?? new Map();
            entry.rules.set(variable, forms.set(form, value));
        }
        else
            return undefined;
    }
    return wanted;
}
/** Whether an entry holds a text: one that holds none is kept as it is unless the target has it. */
function holdsTexts(entry) {
    return entry.format !== undefined || [...entry.rules.values()].some((r) => r.forms.size > 0);
}
/** The pairs of `all` the walk takes: those `holds` says hold texts, and those wanted. */
function holdersOf(all, wanted, holds) {
    return new Map([...all].filter(([name, item]) => holds(item) || wanted.has(name)).map(([n, i]) => [n, i.pair]));
}
/** An entry's format string and rules made the target's. */
function entryEdits(edit, entry, want) {
    const existing = holdersOf(entry.rules, want.rules, (rule) => rule.forms.size > 0);
    const wanted = new Map(want.rules);
    if (entry.format !== undefined)
        existing.set(FORMAT_KEY, entry.format);
    if (want.format !== undefined)
        wanted.set(FORMAT_KEY, want.format);
    // The format string first, before the variables it names, as Apple's files have it.
    const ordered = new Map([...wanted].sort(([a], [b]) => Number(b === FORMAT_KEY) - Number(a === FORMAT_KEY)));
    return dictEdits(edit, {
        dict: entry.pair.value,
        existing: new Map([...existing].sort(([, a], [, b]) => a.key.start - b.key.start)),
        wanted: ordered,
        update: (pair, value) => typeof value === 'string'
            ? textEdit(edit.text, pair.value, value)
            : ruleEdits(edit, entry.rules.get(pair.name), value),
        written: (name, value, lines) => typeof value === 'string'
            ? stringPair(FORMAT_KEY, value, lines)
            : newRule(name, value, lines, edit.valueType(entry.pair.name, name, value)),
    });
}
/** A rule's forms made the target's; a new one in CLDR's order among those listed so. */
function ruleEdits(edit, rule, forms) {
    const order = (form) => CATEGORY_ORDER.indexOf(form);
    return dictEdits(edit, {
        dict: rule.pair.value,
        existing: rule.forms,
        wanted: new Map([...forms].sort(([a], [b]) => order(a) - order(b))),
        update: (pair, value) => textEdit(edit.text, pair.value, value),
        written: (form, value, lines) => stringPair(form, value, lines),
    });
}
/** The edit of a `<string>`'s content to `value`; none when it reads as that already. */
function textEdit(text, element, value) {
    if (textIn(text, element) === value)
        return [];
    const content = plistContent(value);
    return content === undefined ? undefined : [(0,xml_content/* contentEdit */.K)(text, element, content)];
}
/** The edits of one dictionary: kept pairs updated, others removed, new ones placed. */
function dictEdits(edit, walk) {
    const { text, eol } = edit;
    const edits = [];
    const kept = new Map();
    const removed = new Set();
    for (const [name, pair] of walk.existing) {
        const want = walk.wanted.get(name);
        if (want === undefined) {
            edits.push((0,xml_layout/* removalOf */.c6)(text, spanOf(pair)));
            removed.add(pair.key).add(pair.value);
            continue;
        }
        const changes = walk.update(pair, want);
        if (changes === undefined)
            return undefined;
        edits.push(...changes);
        kept.set(name, pair);
    }
    const placement = (0,translations_placement/* placeNewKeys */.O)([...kept.keys()], [...walk.wanted.keys()]);
    const made = (names, indentation) => {
        const lines = { indentation, unit: edit.unit, eol };
        const blocks = names.map((name) => walk.written(name, walk.wanted.get(name), lines));
        return blocks.every((block) => block !== undefined) ? blocks : undefined;
    };
    for (const [name, names] of placement.after) {
        const anchor = spanOf(kept.get(name));
        const blocks = made(names, (0,xml_layout/* indentationAt */.pi)(text, anchor.start) ?? '');
        if (blocks === undefined)
            return undefined;
        edits.push((0,xml_layout/* insertionAfter */.a6)(text, anchor, blocks, eol));
    }
    if (placement.first.length === 0)
        return edits;
    const first = firstInsertion(edit, walk.dict, kept.values().next().value, removed);
    const blocks = first && made(placement.first, first.indentation);
    if (first === undefined || blocks === undefined)
        return undefined;
    return [...edits, first.insert(blocks)];
}
/**
 * Where pairs that come before every kept one go: before the first kept pair; else after the
 * last pair that stays (one that holds no text: a rule's value type); else first in the
 * dictionary, a level deeper than it. Undefined for an empty-element `<dict/>`.
 */
function firstInsertion(edit, dict, firstKept, removed) {
    const { text, eol } = edit;
    if (firstKept !== undefined) {
        const anchor = spanOf(firstKept);
        const indentation = (0,xml_layout/* indentationAt */.pi)(text, anchor.start) ?? '';
        return { indentation, insert: (blocks) => (0,xml_layout/* insertionBefore */.t8)(text, anchor, blocks, eol) };
    }
    const staying = dict.children.filter((child) => !removed.has(child));
    const [key, value] = staying.slice(-2);
    if (key !== undefined && value !== undefined) {
        const anchor = { start: key.start, end: value.end };
        const indentation = (0,xml_layout/* indentationAt */.pi)(text, anchor.start) ?? '';
        return { indentation, insert: (blocks) => (0,xml_layout/* insertionAfter */.a6)(text, anchor, blocks, eol) };
    }
    if (dict.contentStart === dict.end)
        return undefined;
    const indentation = ((0,xml_layout/* indentationAt */.pi)(text, dict.start) ?? '') + edit.unit;
    return {
        indentation,
        insert: (blocks) => ({
            offset: dict.contentStart,
            length: 0,
            content: blocks.map((block) => `${eol}${indentation}${block}`).join(''),
        }),
    };
}
/** A pair's span, from its `<key>` to the end of its value. */
function spanOf(pair) {
    return { start: pair.key.start, end: pair.value.end };
}
/**
 * What one level of indentation adds in this file: between an entry's `<dict>` and its first
 * pair, else between the table's `<dict>` and its first entry; a tab (plutil's) when neither
 * says.
 */
function unitOf(text, table) {
    const entry = table.entries.values().next().value?.pair.value;
    for (const dict of [entry, table.dict]) {
        const child = dict?.children[0];
        if (dict === undefined || child === undefined)
            continue;
        const outer = (0,xml_layout/* indentationAt */.pi)(text, dict.start);
        const inner = (0,xml_layout/* indentationAt */.pi)(text, child.start);
        if (outer !== undefined && inner?.startsWith(outer) && inner !== outer) {
            return inner.slice(outer.length);
        }
    }
    return '\t';
}

;// CONCATENATED MODULE: ./lib/src/translations/stringsdict.js



/**
 * Apple's `.stringsdict` (stringsdict-plist.ts reads the property list). Its keys are those the
 * service holds the file's texts under: its documentation of the format has an entry kept as
 * (at least) two keys, the entry's name holding the format string (`%#@files@`, a text of its
 * own: `%1$#@current@ von %2$#@total@`), and `name::variable` a plural key holding the variable's
 * forms. Here those are the key [name] and the plural forms [name, variable, category], which
 * the rest of the action names as it names a JSON plural's (`files.one`: keys.ts's formOf) and
 * the service sees as the plural key `name::variable`. `NSStringFormatValueTypeKey` and the
 * spec type are no texts: the file keeps them as they are. Edited in place by
 * stringsdict-edit.ts.
 */
const stringsdictModel = {
    read: readStringsdict,
    edit: (text, target, bundle) => editStringsdict(text, target, bundle),
    render: (bundle, target) => editStringsdict(bundle, target, bundle) ?? bundle,
};
function readStringsdict(text) {
    const table = tableOf(text);
    if (table === undefined)
        return undefined;
    const entries = new Map();
    for (const [name, entry] of table.entries) {
        if (entry.format !== undefined) {
            const format = textIn(text, entry.format.value);
            if (format === undefined)
                return undefined;
            entries.set((0,keys/* keyOf */.TN)([name]), format);
        }
        for (const [variable, rule] of entry.rules) {
            for (const [form, pair] of rule.forms) {
                const value = textIn(text, pair.value);
                if (value === undefined)
                    return undefined;
                entries.set((0,keys/* keyOf */.TN)([name, variable, form]), value);
            }
        }
    }
    return entries;
}


/***/ })

};
