export const id = 99;
export const ids = [99];
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

/***/ 2099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  poModel: () => (/* binding */ poModel)
});

// EXTERNAL MODULE: ./node_modules/gettext-parser/index.js + 6 modules
var gettext_parser = __webpack_require__(6231);
// EXTERNAL MODULE: ./lib/src/translations/keys.js
var keys = __webpack_require__(9039);
// EXTERNAL MODULE: ./lib/src/translations/placement.js
var translations_placement = __webpack_require__(2728);
;// CONCATENATED MODULE: ./lib/src/translations/po-flags.js
/**
 * gettext's `fuzzy` flag on the .po entries a pull writes. msgfmt leaves a fuzzy entry out of
 * the catalogue (the program shows the msgid instead), so an entry whose text the pull writes is
 * fuzzy exactly when the service's text is: a translator's new text then reaches the program,
 * and one the service still wants reviewed does not. The flag is only changed with the text:
 * translations go up by string/set, which carries no flag, so the service's "not fuzzy" says
 * nothing of a flag the repository set (msgmerge's guesses), and clearing it on an unchanged
 * text would put such guesses in front of users.
 */
/** Whether the entry's `#,` lines hold `fuzzy`. */
function isFuzzy(entry) {
    const flags = entry.comments?.flag ?? '';
    return flags.split(/[,\n]/).some((flag) => flag.trim() === 'fuzzy');
}
/**
 * Whether the service marks an entry's text fuzzy, by the entry's key: where the export writes
 * the flag (some entry of the bundle has it), the bundle's entry says, entry by entry; else
 * `states` (string/list's `fuzzy`) by the service's key, the msgid with its msgctxt as context.
 * Undefined when neither knows: the entry's flag is then left as it is.
 */
function serviceFuzziness(bundleEntries, states) {
    const marked = [...bundleEntries.values()].some(isFuzzy);
    return (key, entry) => {
        if (!marked)
            return states?.fuzzy(entry.msgid, entry.msgctxt);
        const offered = bundleEntries.get(key);
        return offered === undefined ? undefined : isFuzzy(offered);
    };
}
/** A flag line: `#,` then the flags, comma-separated. */
const FLAG_LINE = /^#,/;
/**
 * An entry's lines (as the file has them) with `fuzzy` set or cleared, only `#,` lines changed:
 * set, it goes first on the first flag line, as gettext's tools write it, or on a line of its own
 * before the entry's `#|` or msgctxt/msgid lines; cleared, it leaves every flag line, and a line
 * of no other flag goes with it. The other flags keep their order and spacing. An untranslated
 * entry (no form written) is never fuzzy: gettext has no text of it to hold back.
 */
function withFuzzyFlag(lines, fuzzy, forms) {
    const wanted = fuzzy && forms.some((text) => text !== '');
    const has = lines.some((line) => FLAG_LINE.test(line) && flagsOf(line).includes('fuzzy'));
    if (has === wanted)
        return [...lines];
    if (!wanted)
        return lines.flatMap((line) => (FLAG_LINE.test(line) ? withoutFuzzy(line) : [line]));
    const edited = [...lines];
    const at = lines.findIndex((line) => FLAG_LINE.test(line));
    const line = lines[at];
    if (line !== undefined && flagsOf(line).length > 0) {
        const rest = line.slice(2);
        edited[at] = `#,${/^\s*/.exec(rest)?.[0] ?? ''}fuzzy,${rest}`;
        return edited;
    }
    if (line !== undefined) {
        edited[at] = `#, fuzzy${line.endsWith('\r') ? '\r' : ''}`;
        return edited;
    }
    const found = lines.findIndex((l) => /^(#\||msgctxt\b|msgid\b)/.test(l));
    const before = found === -1 ? 0 : found;
    edited.splice(before, 0, `#, fuzzy${lines[before]?.endsWith('\r') ? '\r' : ''}`);
    return edited;
}
function flagsOf(line) {
    return line
        .slice(2)
        .split(',')
        .map((flag) => flag.trim())
        .filter((flag) => flag !== '');
}
/** A flag line without `fuzzy`; none when it held no other flag. */
function withoutFuzzy(line) {
    const end = line.endsWith('\r') ? '\r' : '';
    const flags = line.slice(2, line.length - end.length).split(',');
    const kept = flags.filter((flag) => flag.trim() !== 'fuzzy');
    if (kept.every((flag) => flag.trim() === ''))
        return [];
    // `#, fuzzy, c-format`: the flag now first keeps the space the line had after `#,`.
    const lead = /^\s*/.exec(flags[0] ?? '')?.[0] ?? '';
    const [first = '', ...others] = kept;
    return [`#,${[lead + first.trimStart(), ...others].join(',')}${end}`];
}

;// CONCATENATED MODULE: ./lib/src/translations/po-plurals.js
/**
 * The most forms a plural has in any language: CLDR's categories zero, one, two, few, many and
 * other. gettext takes `nplurals` as it is written, and the model sizes arrays and loops by it
 * (a form per count, a tally per form): `nplurals=300000000` would have them take the machine's
 * memory. A header stating more is a mistake, and is not used.
 */
const MAX_PLURAL_FORMS = 6;
const NPLURALS = /\bnplurals\s*=\s*(\d+)/;
/**
 * The rule a `Plural-Forms` value states; undefined when it is absent, not gettext's syntax, or
 * states no form or more than MAX_PLURAL_FORMS (see pluralCountProblem).
 */
function pluralRuleOf(header) {
    if (header === undefined)
        return undefined;
    const count = NPLURALS.exec(header)?.[1];
    const expression = /\bplural\s*=([^;]*)/.exec(header)?.[1];
    if (count === undefined || expression === undefined)
        return undefined;
    const nplurals = Number(count);
    if (nplurals < 1 || nplurals > MAX_PLURAL_FORMS)
        return undefined;
    const evaluate = compile(expression);
    if (evaluate === undefined)
        return undefined;
    return {
        count: nplurals,
        // A form past nplurals is a mistake in the header; gettext then takes form 0.
        formOf: (n) => {
            const form = evaluate(n);
            return form >= 0 && form < nplurals ? form : 0;
        },
        spelling: header.replace(/\s+/g, ''),
    };
}
/**
 * What the user hears of a `Plural-Forms` value stating more forms than MAX_PLURAL_FORMS, in one
 * line the caller puts the file's path before; undefined for any other value.
 */
function pluralCountProblem(header) {
    const count = header === undefined ? undefined : NPLURALS.exec(header)?.[1];
    if (count === undefined || Number(count) <= MAX_PLURAL_FORMS)
        return undefined;
    // A count of a million digits is shown by its first ones.
    const shown = count.length > 12 ? `${count.slice(0, 12)}…` : count;
    return (`the header's Plural-Forms states nplurals=${shown}, more forms than any language has ` +
        `(CLDR's ${MAX_PLURAL_FORMS} at most); the header is not used`);
}
const TOKEN = /\s*(\d+|n|\|\||&&|==|!=|<=|>=|[<>!?:()%*/+-])/y;
function compile(expression) {
    const tokens = [];
    const token = new RegExp(TOKEN.source, 'y');
    let end = 0;
    for (let match = token.exec(expression); match !== null; match = token.exec(expression)) {
        tokens.push(match[1]);
        end = token.lastIndex;
    }
    if (expression.slice(end).trim() !== '')
        return undefined;
    const parser = new Parser(tokens);
    try {
        const evaluate = parser.conditional();
        return parser.done() ? evaluate : undefined;
    }
    catch {
        return undefined;
    }
}
/** C's binary operators, loosest first; each level's operands are the next level's. */
const LEVELS = [
    ['||'],
    ['&&'],
    ['==', '!='],
    ['<', '>', '<=', '>='],
    ['+', '-'],
    ['*', '/', '%'],
];
const APPLY = {
    '||': (a, b) => (a !== 0 || b !== 0 ? 1 : 0),
    '&&': (a, b) => (a !== 0 && b !== 0 ? 1 : 0),
    '==': (a, b) => (a === b ? 1 : 0),
    '!=': (a, b) => (a !== b ? 1 : 0),
    '<': (a, b) => (a < b ? 1 : 0),
    '>': (a, b) => (a > b ? 1 : 0),
    '<=': (a, b) => (a <= b ? 1 : 0),
    '>=': (a, b) => (a >= b ? 1 : 0),
    '+': (a, b) => a + b,
    '-': (a, b) => a - b,
    '*': (a, b) => a * b,
    // gettext's counts are unsigned integers: division truncates, and by zero is no form.
    '/': (a, b) => (b === 0 ? Number.NaN : Math.trunc(a / b)),
    '%': (a, b) => (b === 0 ? Number.NaN : a % b),
};
class Parser {
    at = 0;
    tokens;
    constructor(tokens) {
        this.tokens = tokens;
    }
    done() {
        return this.at === this.tokens.length;
    }
    conditional() {
        const test = this.binary(0);
        if (this.tokens[this.at] !== '?')
            return test;
        this.at++;
        const then = this.conditional();
        this.expect(':');
        const otherwise = this.conditional();
        return (n) => (test(n) !== 0 ? then(n) : otherwise(n));
    }
    binary(level) {
        const operators = LEVELS[level];
        if (operators === undefined)
            return this.unary();
        let left = this.binary(level + 1);
        while (operators.includes(this.tokens[this.at] ?? '')) {
            const apply = APPLY[this.tokens[this.at++]];
            const [a, b] = [left, this.binary(level + 1)];
            left = (n) => apply(a(n), b(n));
        }
        return left;
    }
    unary() {
        const token = this.tokens[this.at++];
        if (token === '!') {
            const operand = this.unary();
            return (n) => (operand(n) === 0 ? 1 : 0);
        }
        if (token === 'n')
            return (n) => n;
        if (token !== undefined && /^\d+$/.test(token)) {
            const value = Number(token);
            return () => value;
        }
        if (token !== '(')
            throw new SyntaxError(`unexpected ${token ?? 'end'}`);
        const inner = this.conditional();
        this.expect(')');
        return inner;
    }
    expect(token) {
        if (this.tokens[this.at++] !== token)
            throw new SyntaxError(`expected ${token}`);
    }
}

// EXTERNAL MODULE: ./lib/src/translations/read-warnings.js
var read_warnings = __webpack_require__(6545);
;// CONCATENATED MODULE: ./lib/src/translations/po-forms.js



/**
 * The service's .po plurals in the repository file's terms. The service numbers a plural's
 * `msgstr[n]` by the CLDR categories of the language it exports (zero, one, two, few, many,
 * other: those the language has, in that order) and states `Plural-Forms` only where that order
 * is gettext's; the file numbers them by its own header's `plural=` expression. So Latvian comes
 * as zero/one/other where the file wants one/other/zero, and French as one/many/other where a
 * file of `nplurals=2` wants one/other. Each file form takes the category most of its counts
 * fall in; the file's `nplurals` forms are written, no more and no fewer. But for the file's own
 * texts coming back from a push (see asPushed).
 *
 * `fileForms` are the file's entries (context EOT msgid → its msgstr, plural or not).
 */
function inFileTerms(file, fileForms, bundle, offered) {
    const rule = pluralRuleOf(headersOf(file)['Plural-Forms']);
    const bundleRule = pluralRuleOf(headersOf(bundle)['Plural-Forms']);
    const language = languageOf(bundle) ?? languageOf(file);
    const sameRule = rule !== undefined && bundleRule?.spelling === rule.spelling;
    const sources = rule && !sameRule && language ? sourcesByCategory(rule, language) : undefined;
    const aligned = new Map();
    const warnings = [];
    for (const [entry, texts] of byEntry(offered)) {
        const ours = fileForms.get(entry);
        if (texts.plural === false) {
            // The service exports a plural no one translated yet as a singular `msgstr ""`: the file's
            // plural entry stays one, with its forms empty (the repository's texts are kept).
            const text = texts.forms[0] ?? '';
            const stillPlural = text === '' && ours?.plural === true;
            const count = rule?.count ?? ours?.forms.length ?? 1;
            if (!stillPlural)
                aligned.set((0,keys/* keyOf */.TN)([entry]), text);
            else
                for (let form = 0; form < count; form++)
                    aligned.set((0,keys/* keyOf */.TN)([entry, form]), '');
            continue;
        }
        let forms = texts.forms;
        if (rule !== undefined) {
            const byIndex = Array.from({ length: rule.count }, (_, i) => forms[i] ?? '');
            const byCategory = sources !== undefined && forms.length === sources.categories
                ? sources.forms.map((from) => firstText(forms, from))
                : byIndex;
            forms = asPushed(forms, byIndex, ours) ? byIndex : byCategory;
            if (partlyEmpty(forms, ours?.plural === true ? ours.forms : [])) {
                warnings.push(partlyTranslated(entry));
                forms = forms.map(() => '');
            }
        }
        forms.forEach((text, form) => aligned.set((0,keys/* keyOf */.TN)([entry, form]), text));
    }
    return (0,read_warnings/* withWarnings */.o)(aligned, warnings);
}
/** The offered entries grouped by .po entry, in order: a plural's forms by their index. */
function byEntry(offered) {
    const entries = new Map();
    for (const [key, value] of offered) {
        const [entry, form] = (0,keys/* segmentsOf */.OD)(key);
        const texts = entries.get(entry) ?? { plural: form !== undefined, forms: [] };
        texts.forms[form ?? 0] = typeof value === 'string' ? value : String(value);
        entries.set(entry, texts);
    }
    return entries;
}
/**
 * Whether the service's forms are the file's own, as a push sent them: the service files a
 * pushed `msgstr[n]` under its language's n-th category whatever the file's `Plural-Forms`, so
 * the repository's texts come back in the file's order, and taking them by category would
 * shuffle a Latvian file nobody changed. Forms the service has empty do not count.
 */
function asPushed(forms, byIndex, ours) {
    if (ours?.plural !== true)
        return false;
    if (forms.slice(byIndex.length).some((text) => text !== ''))
        return false;
    return byIndex.every((text, i) => text === '' || text === ours.forms[i]);
}
/** The first non-empty text of the service's forms `from`, best first; else empty. */
function firstText(forms, from) {
    for (const index of from) {
        const text = forms[index];
        if (text !== undefined && text !== '')
            return text;
    }
    return '';
}
/**
 * Whether the service's forms, with the file's where the service has none, would leave some
 * form empty beside translated ones. gettext (libintl, Python's gettext) then shows an empty
 * text for the counts of the empty form: msgfmt drops an entry only when its `msgstr[0]` is
 * empty. The service's forms are then not written: the entry stays as the file has it.
 */
function partlyEmpty(forms, ours) {
    if (forms.every((text) => text === ''))
        return false;
    const merged = forms.map((text, i) => (text !== '' ? text : (ours[i] ?? '')));
    return merged.some((text) => text === '');
}
function partlyTranslated(entry) {
    const shown = entry.replace('\u0004', '|');
    return (`the plural ${JSON.stringify(shown)} has only some of its forms translated on the service; ` +
        'it is left as the file has it until every form is (gettext would show an empty text)');
}
/** The table's header fields; none for a file without a header entry. */
function headersOf(table) {
    return table.headers ?? {};
}
function languageOf(table) {
    const language = headersOf(table)['Language']?.trim();
    return language === undefined || language === '' ? undefined : language;
}
/** CLDR's categories in the order the service numbers a plural's forms by. */
const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** Counts gettext and CLDR both classify: 0–1000, and the millions French's `many` is about. */
const SAMPLES = [
    ...Array.from({ length: 1001 }, (_, n) => n),
    ...[1e4, 1e5, 1e6, 2e6, 1e7, 1e9],
];
/**
 * For each form of `rule`, the service's form indexes (its language's CLDR categories) its
 * counts fall in, most counts first; undefined when the language is not one CLDR knows.
 */
function sourcesByCategory(rule, language) {
    const tag = language.replaceAll('_', '-');
    let cldr;
    try {
        cldr = new Intl.PluralRules(tag);
    }
    catch {
        return undefined;
    }
    const resolved = cldr.resolvedOptions();
    // Intl falls back to the default locale for a language it lacks: that one's rules are wrong.
    if (primary(resolved.locale) !== primary(tag))
        return undefined;
    const categories = CATEGORY_ORDER.filter((c) => resolved.pluralCategories.includes(c));
    const tally = Array.from({ length: rule.count }, () => new Map());
    for (const n of SAMPLES) {
        const counts = tally[rule.formOf(n)];
        const source = categories.indexOf(cldr.select(n));
        counts.set(source, (counts.get(source) ?? 0) + 1);
    }
    const forms = tally.map((counts) => [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([source]) => source));
    return { categories: categories.length, forms };
}
function primary(tag) {
    return tag.split('-')[0]?.toLowerCase() ?? '';
}

;// CONCATENATED MODULE: ./lib/src/translations/po-table.js


/* A .po text's table as gettext-parser reads it, and its entries by key (po.ts). */
/**
 * The file's table; undefined when it is not gettext syntax. gettext-parser only reports syntax
 * errors (such as a string running past its line) when validating, and validation also counts
 * plural forms against the header's `Plural-Forms`, which is about the texts, not the syntax: a
 * file failing only that count is read without validation (entriesOf checks the rest).
 */
function parse(text) {
    try {
        return gettext_parser.po.parse(text, { validation: true });
    }
    catch (error) {
        return error instanceof RangeError ? parseLeniently(text) : undefined;
    }
}
function parseLeniently(text) {
    try {
        return gettext_parser.po.parse(text);
    }
    catch {
        return undefined;
    }
}
/** The header's `Plural-Forms` value, if the file has a header that states one. */
function pluralFormsOf(table) {
    const headers = table.headers;
    return headers?.['Plural-Forms'];
}
/** The table's entries but the header. */
function translationsOf(table) {
    return Object.values(table.translations)
        .flatMap((byId) => Object.values(byId))
        .filter((entry) => entry.msgid !== '' || (entry.msgctxt ?? '') !== '');
}
/** An entry's key: its msgid, after its msgctxt when it has one (keys.ts). */
function entryKey(entry) {
    return entry.msgctxt === undefined
        ? entry.msgid
        : entry.msgctxt + keys/* PO_CONTEXT_SEPARATOR */.MJ + entry.msgid;
}

;// CONCATENATED MODULE: ./lib/src/translations/po.js








/**
 * gettext .po files through gettext-parser. Its compiler writes a file in its own layout (comment
 * order, charset spelling, folding), so compiling the whole file would rewrite lines no
 * translation touched. The file is instead taken as the blocks of lines between blank lines, one
 * entry each as msgcat and msgmerge write them: each block is read by gettext-parser, and only
 * the blocks that change are written, by gettext-parser (a changed entry's msgstr lines, a new
 * entry whole). Every other byte stays. A file whose blocks hold more than one entry cannot be
 * edited that way and takes the fallback.
 *
 * Keys are gettext's own (msgctxt, EOT, msgid); a plural entry has one key per msgstr[n]. The
 * header, comments, references, flags and obsolete entries are not translations. The service
 * numbers a plural's forms otherwise than the file's `Plural-Forms` may: po-forms.ts puts the
 * bundle's in the file's terms before anything is compared. An entry whose texts are written
 * is fuzzy as the service's text is (po-flags.ts).
 */
const poModel = {
    read: (text) => {
        const table = parse(text);
        const entries = table === undefined ? undefined : entriesOf(table);
        const problem = table === undefined ? undefined : pluralCountProblem(pluralFormsOf(table));
        return entries === undefined || problem === undefined
            ? entries
            : (0,read_warnings/* withWarnings */.o)(entries, [problem]);
    },
    alignBundle: (text, bundle, offered) => {
        const [file, exported] = [parse(text), parse(bundle)];
        if (file === undefined || exported === undefined)
            return offered;
        const forms = new Map(translationsOf(file).map((entry) => [
            entryKey(entry),
            { plural: entry.msgid_plural !== undefined, forms: entry.msgstr },
        ]));
        return inFileTerms(file, forms, exported, offered);
    },
    edit: (text, target, bundle, states) => editPo(text, target, bundle, states),
    render: (bundle, target, states) => editPo(bundle, target, bundle, states, true) ?? compiledWhole(bundle, target),
    textStates: true,
};
/** The table's translations; undefined when an entry has no msgstr (not a .po file). */
function entriesOf(table) {
    const entries = new Map();
    for (const entry of translationsOf(table)) {
        if (!Array.isArray(entry.msgstr))
            return undefined;
        if (entry.msgid_plural === undefined && entry.msgstr.length !== 1)
            return undefined;
        const key = entryKey(entry);
        if (entry.msgid_plural === undefined)
            entries.set((0,keys/* keyOf */.TN)([key]), entry.msgstr[0] ?? '');
        else
            entry.msgstr.forEach((text, form) => entries.set((0,keys/* keyOf */.TN)([key, form]), text));
    }
    return entries;
}
function wantedByEntry(target) {
    const wanted = new Map();
    for (const [key, value] of target) {
        const [entry, form] = (0,keys/* segmentsOf */.OD)(key);
        if (typeof entry !== 'string' || typeof value !== 'string')
            return undefined;
        const texts = wanted.get(entry) ?? { plural: form !== undefined, forms: [] };
        texts.forms[typeof form === 'number' ? form : 0] = value;
        wanted.set(entry, texts);
    }
    return wanted;
}
/**
 * A block: lines that each hold a character that is no space, from the start of the first. The
 * lookbehind and `[^\S\n]*\S` try each line once, from its start: `[^\n]*\S`, tried from every
 * character of a line of white space alone, read the rest of the line each time, and a line of
 * 300,000 spaces took half a minute to pull (quadratic).
 */
const BLOCK = /(?<![^\n])[^\S\n]*\S[^\n]*(?:\n[^\S\n]*\S[^\n]*)*/g;
/** The file as blocks, and what follows the last; undefined when a block holds several entries. */
function blocksOf(text) {
    const blocks = [];
    let end = 0;
    for (const match of text.matchAll(BLOCK)) {
        const table = parse(match[0]);
        if (table === undefined)
            return undefined;
        const entries = translationsOf(table);
        if (entries.length > 1)
            return undefined;
        blocks.push({ text: match[0], gapBefore: text.slice(end, match.index), entry: entries[0] });
        end = match.index + match[0].length;
    }
    return { blocks, trailing: text.slice(end) };
}
/**
 * `text` holding `target`, block by block. `states`: what the service says of the texts besides
 * them; `everyEntry`: every entry's texts count as written (a new file), not only changed ones.
 */
function editPo(text, target, bundle, states, everyEntry = false) {
    const split = blocksOf(text);
    const wanted = wantedByEntry(target);
    const offered = parse(bundle);
    if (split === undefined || wanted === undefined || offered === undefined)
        return undefined;
    const bundleEntries = new Map(translationsOf(offered).map((entry) => [entryKey(entry), entry]));
    const foldLength = foldLengthOf(text);
    const edit = {
        foldLength,
        fuzzyOf: serviceFuzziness(bundleEntries, states),
        everyEntry,
    };
    const existing = split.blocks.flatMap((block) => (block.entry ? [entryKey(block.entry)] : []));
    const placement = (0,translations_placement/* placeNewKeys */.O)(existing, [...wanted.keys()]);
    const added = (keys) => keys.map((key) => {
        const entry = bundleEntries.get(key);
        const texts = wanted.get(key);
        if (entry === undefined)
            return '';
        return flagged(compiledEntry(entry, texts, foldLength), entry, edit, texts.forms);
    });
    const written = [];
    let firstDone = placement.first.length === 0;
    split.blocks.forEach((block, index) => {
        if (block.entry === undefined) {
            written.push({ text: block.text, index });
            return;
        }
        const key = entryKey(block.entry);
        const texts = wanted.get(key);
        if (texts === undefined)
            return;
        if (!firstDone) {
            written.push(...added(placement.first).map((entry) => ({ text: entry })));
            firstDone = true;
        }
        const offeredEntry = bundleEntries.get(key);
        written.push({ text: editedBlock(block, block.entry, texts, offeredEntry, edit), index });
        written.push(...added(placement.after.get(key) ?? []).map((entry) => ({ text: entry })));
    });
    if (!firstDone)
        written.push(...added(placement.first).map((entry) => ({ text: entry })));
    const gap = usualGap(split.blocks);
    const parts = written.map((item, i) => {
        const previous = written[i - 1];
        const original = item.index === undefined ? undefined : split.blocks[item.index];
        const keepsGap = original !== undefined && (i === 0 || previous?.index === item.index - 1);
        return (keepsGap ? original.gapBefore : i === 0 ? '' : gap) + item.text;
    });
    return parts.join('') + split.trailing;
}
/**
 * The block with the entry's msgstr lines written anew when its texts change, and its flag
 * lines then made to say what the service says of them (a block of the same texts is kept).
 */
function editedBlock(block, entry, texts, offered, edit) {
    const plural = entry.msgid_plural !== undefined;
    const same = plural === texts.plural && sameForms(entry.msgstr, texts.forms);
    if (same && !edit.everyEntry)
        return block.text;
    if (plural !== texts.plural) {
        // An entry that became plural, or stopped being, has new source lines too: the bundle's.
        const compiled = compiledEntry(offered ?? entry, texts, edit.foldLength);
        return flagged(compiled, entry, edit, texts.forms);
    }
    const lines = block.text.split('\n');
    const start = lines.findIndex((line) => /^msgstr[\s[]/.test(line));
    let end = start + 1;
    while (end < lines.length && /^(msgstr\[|\s*")/.test(lines[end]))
        end++;
    const compiled = compiledEntry(entry, texts, edit.foldLength).split('\n');
    const msgstr = compiled.slice(compiled.findIndex((line) => /^msgstr[\s[]/.test(line)));
    const edited = same ? lines : [...lines.slice(0, start), ...msgstr, ...lines.slice(end)];
    return flagged(edited.join('\n'), entry, edit, texts.forms);
}
/** An entry's written text with its fuzzy flag as the service's; as it is when that is unknown. */
function flagged(text, entry, edit, forms) {
    const fuzzy = edit.fuzzyOf(entryKey(entry), entry);
    return fuzzy === undefined ? text : withFuzzyFlag(text.split('\n'), fuzzy, forms).join('\n');
}
/** One entry as gettext-parser writes it, with the wanted texts, without the header it adds. */
function compiledEntry(entry, texts, foldLength) {
    const written = { ...entry, msgstr: texts.forms };
    if (!texts.plural)
        delete written.msgid_plural;
    const table = {
        charset: 'utf-8',
        headers: {},
        translations: { [entry.msgctxt ?? '']: { [entry.msgid]: written } },
    };
    const blocks = gettext_parser.po.compile(table, { foldLength }).toString('utf8').trimEnd().split('\n\n');
    return blocks[blocks.length - 1];
}
/** The whole bundle compiled by gettext-parser, for a bundle that cannot be edited by blocks. */
function compiledWhole(bundle, target) {
    const table = parse(bundle);
    const wanted = wantedByEntry(target);
    if (table === undefined || wanted === undefined)
        return bundle;
    for (const entry of translationsOf(table)) {
        const texts = wanted.get(entryKey(entry));
        if (texts !== undefined)
            entry.msgstr = texts.forms;
    }
    return gettext_parser.po.compile(table, { foldLength: foldLengthOf(bundle) }).toString('utf8');
}
function sameForms(a, b) {
    return a.length === b.length && a.every((text, i) => text === b[i]);
}
/**
 * The repository's line folding: none when it has lines longer than gettext's 79 columns (its
 * tool does not fold), else gettext-parser's usual 76.
 */
function foldLengthOf(text) {
    return text.split('\n').some((line) => line.length > 80) ? 0 : 76;
}
/** The gap most blocks have before them, for new blocks: usually one blank line. */
function usualGap(blocks) {
    const counts = new Map();
    for (const block of blocks.slice(1))
        counts.set(block.gapBefore, (counts.get(block.gapBefore) ?? 0) + 1);
    let usual = '\n\n';
    for (const [gap, count] of counts)
        if (count > (counts.get(usual) ?? 0))
            usual = gap;
    return usual;
}


/***/ })

};
