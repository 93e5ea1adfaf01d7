export const id = 155;
export const ids = [155];
export const modules = {

/***/ 6155:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W: () => (/* binding */ belowReason),
  qualityPass: () => (/* binding */ qualityPass)
});

// EXTERNAL MODULE: ./lib/src/qa/plural-forms.js
var plural_forms = __webpack_require__(8397);
;// CONCATENATED MODULE: ./lib/src/qa/icu-structure.js
/**
 * The part of an ICU message the ICU check's outcome depends on, found without parsing it: a
 * pull compares 10,000 translations per language with their base texts, and a faithful one has
 * the same structure, so the parser (the costliest step of the checks) is needed only when the
 * structures differ or the scan cannot tell.
 *
 * The structure is the message with its text left out: every argument as written (`{count,
 * plural, one ` … `}`, names, types, styles, selectors and the space between them), and of the
 * text only the braces and `#`. FormatJS's parser (with tags ignored, as icu.ts runs it) reads
 * any other character of the text as plain text, whatever it is and however many there are: it
 * never fails on one, never ends an argument or a case on one, and what it makes of them (literal
 * elements) names no argument. So two messages of the same structure both parse or both fail,
 * with the same arguments of the same types.
 *
 * That holds only where the text and the arguments are told apart as the parser tells them, so
 * the scan gives up (undefined) where quoting or a style could hide a brace: an apostrophe that
 * starts a quotation in the text (before `'`, `{`, `}`, `<`, `>` or `#`), any apostrophe inside
 * an argument, and a brace inside an argument that is not a plural, select or selectordinal whose
 * head it reads exactly as the parser does (ASCII name and space, see OPTIONS_HEAD).
 */
function icuStructure(message) {
    const parts = [];
    const told = scan(message, (start, end) => {
        parts.push(message.slice(start, end));
        return true;
    });
    return told ? parts.join('') : undefined;
}
/**
 * Whether `message` has the structure `structure` (icuStructure's): false when it differs or the
 * scan cannot tell. Compared as it is read, so that nothing is built and the first difference
 * ends the reading.
 */
function hasIcuStructure(message, structure) {
    let at = 0;
    const told = scan(message, (start, end) => {
        if (end - start > structure.length - at)
            return false;
        for (let i = start; i < end; i++) {
            if (message.charCodeAt(i) !== structure.charCodeAt(at++))
                return false;
        }
        return true;
    });
    return told === true && at === structure.length;
}
/**
 * Reads the structure of `message`, handing each part of it to `part` (from `start` to `end`, in
 * order); `part` answers false to stop. True when read whole, false when stopped, undefined when
 * the scan cannot tell the structure.
 */
function scan(message, part) {
    // Even depths are text (0 the message, 2 a case's text, …), odd ones inside an argument.
    let depth = 0;
    /** Where the argument being read starts (or resumes after a case), given as written. */
    let from = 0;
    /** Whether the argument being read is a plural, select or selectordinal (its cases are text). */
    let hasCases = false;
    for (let i = 0; i < message.length; i++) {
        const code = message.charCodeAt(i);
        if (depth % 2 === 0) {
            if (code === OPEN) {
                depth += 1;
                from = i;
                OPTIONS_HEAD.lastIndex = i;
                hasCases = OPTIONS_HEAD.test(message);
            }
            else if (code === CLOSE && depth > 0) {
                // A case's text ends: back in its plural or select.
                depth -= 1;
                from = i;
                hasCases = true;
            }
            else if (code === CLOSE || code === POUND) {
                // `#` is a number in a plural's case; `}` at the top is plain text. Kept either way.
                if (!part(i, i + 1))
                    return false;
            }
            else if (code === APOSTROPHE && QUOTED_AFTER.has(message.charCodeAt(i + 1))) {
                return undefined;
            }
        }
        else if (code === APOSTROPHE || (code === OPEN && !hasCases)) {
            return undefined;
        }
        else if (code === OPEN || code === CLOSE) {
            // A case's text starts, or the argument ends.
            if (!part(from, i + 1))
                return false;
            depth += code === OPEN ? 1 : -1;
        }
    }
    return depth % 2 === 1 ? part(from, message.length) : true;
}
/**
 * The head of a plural, select or selectordinal argument, up to the comma before its cases, read
 * at a `{`. Only ASCII names and space: the parser takes more (Unicode's pattern space, any
 * identifier), and a head it reads that this does not is left to the parser. Each part takes
 * characters the next cannot start with, and none takes a brace, so each `{` costs at most the
 * run after it.
 */
const OPTIONS_HEAD = /\{[ \t\n\r]*[A-Za-z0-9_]+[ \t\n\r]*,[ \t\n\r]*(?:plural|selectordinal|select)[ \t\n\r]*,/y;
const OPEN = 0x7b;
const CLOSE = 0x7d;
const POUND = 0x23;
const APOSTROPHE = 0x27;
/** What an apostrophe quotes when one of these follows it (FormatJS, as ICU 4.8 on). */
const QUOTED_AFTER = new Set([APOSTROPHE, OPEN, CLOSE, 0x3c, 0x3e, POUND]);

;// CONCATENATED MODULE: ./lib/src/qa/limits.js
/**
 * How much of a text the checks read, and how much of it a finding repeats. The texts come from
 * the service, where any translator may write them; the checks' time must stay in proportion to
 * their length whatever they hold, and a finding must fit a table row whatever it quotes.
 */
/**
 * The longest text the checks read, in characters (UTF-16 code units, as JavaScript counts):
 * 64 KiB, far more than any interface text; only a key holding a whole legal document may pass
 * it. A longer base text or translation is not read at all: its finding says it is too long to
 * check, so that a reviewer reads it instead. Every check's time grows with the length alone:
 * at this limit, the costliest text we could build takes about 15 ms (BENCHMARKS.md).
 */
const MAX_CHECKED_LENGTH = 65_536;
/** The tokens a finding names, at most; the rest are counted ("and 3 more"). */
const MAX_LISTED = 10;
/** The characters of one token a finding shows, at most: its start and its end. */
const MAX_TOKEN_SHOWN = 40;
/**
 * The finding for a pair of texts one of which is longer than MAX_CHECKED_LENGTH, or undefined
 * when both are short enough to check.
 */
function tooLongToCheck(base, translation) {
    // Every pair of a pull comes here: the usual answer without building anything.
    if (base.length <= MAX_CHECKED_LENGTH && translation.length <= MAX_CHECKED_LENGTH) {
        return undefined;
    }
    const over = [
        [base.length, 'the base text'],
        [translation.length, 'the translation'],
    ].filter(([length]) => length > MAX_CHECKED_LENGTH);
    if (over.length === 0)
        return undefined;
    // Both lengths are past the limit, so never one character: "70,000 characters in the base
    // text and 1,000,001 in the translation".
    const lengths = over
        .map(([length, where], i) => `${number(length)}${i === 0 ? ' characters' : ''} in ${where}`)
        .join(' and ');
    return `too long to check: ${lengths}, the checks read at most ${number(MAX_CHECKED_LENGTH)}`;
}
/** `%1$s %2$d`, or `%1$s %2$d … and 40 more` past MAX_LISTED; each token shortened. */
function listed(tokens, separator = ' ') {
    const shown = tokens.slice(0, MAX_LISTED).map(shortToken).join(separator);
    const more = tokens.length - MAX_LISTED;
    return more > 0 ? `${shown} … and ${number(more)} more` : shown;
}
/** A token of more than MAX_TOKEN_SHOWN characters as its start, `…` and its end. */
function shortToken(token) {
    if (token.length <= MAX_TOKEN_SHOWN)
        return token;
    // By code point, so that no half of a surrogate pair is shown.
    const chars = [...token];
    if (chars.length <= MAX_TOKEN_SHOWN)
        return token;
    const half = MAX_TOKEN_SHOWN / 2;
    return `${chars.slice(0, half).join('')}…${chars.slice(-half).join('')}`;
}
function number(n) {
    return n.toLocaleString('en-US');
}

;// CONCATENATED MODULE: ./lib/src/qa/icu.js


/**
 * A base text the ICU check applies to: one with a formatted argument (plural, select, number,
 * date, time). A text with only `{name}` is checked as a placeholder; parsing every text as ICU
 * would flag the apostrophes and lone braces of texts that were never meant as ICU.
 */
function looksLikeIcu(text) {
    // No backtracking past a brace: the name, the space and the comma take disjoint characters and
    // none takes `{`, so each brace costs at most the run after it (bench/qa-worst-inputs.ts).
    return /\{\s*[\p{L}\p{N}_]+\s*,\s*(plural|select|selectordinal|number|date|time)\s*[,}]/u.test(text);
}
/** Loads the parser (FormatJS's, the one react-intl uses) only for a project that needs it. */
async function loadIcuChecker() {
    const { parse, TYPE } = await __webpack_require__.e(/* import() */ 715).then(__webpack_require__.bind(__webpack_require__, 715));
    // Tags are compared by the markup check; here they would make `<b>` without `</b>` an ICU error.
    const parsed = (text) => parse(text, { ignoreTag: true });
    const typeNames = new Map([
        [TYPE.argument, 'argument'],
        [TYPE.number, 'number'],
        [TYPE.date, 'date'],
        [TYPE.time, 'time'],
        [TYPE.select, 'select'],
        [TYPE.plural, 'plural'],
    ]);
    /** Each argument's name and how it is formatted, through every plural and select case. */
    const argumentsOf = (elements, into = new Map()) => {
        for (const element of elements) {
            const type = typeNames.get(element.type);
            if (type !== undefined && 'value' in element)
                into.set(element.value, type);
            if ('options' in element) {
                for (const option of Object.values(element.options))
                    argumentsOf(option.value, into);
            }
            if ('children' in element)
                argumentsOf(element.children, into);
        }
        return into;
    };
    // A base text is read once, however many languages translate it: its structure at once, and
    // parsed only for a translation of another structure.
    const bases = new Map();
    const baseMessage = (base) => {
        let read = bases.get(base);
        if (read === undefined) {
            read = { structure: icuStructure(base), arguments: undefined };
            bases.set(base, read);
        }
        return read;
    };
    /** The base's arguments; null when it does not parse. */
    const baseArgumentsOf = (read, base) => {
        if (read.arguments === undefined) {
            read.arguments = null;
            if (braceDepth(base) <= MAX_DEPTH) {
                try {
                    read.arguments = argumentsOf(parsed(base));
                }
                catch {
                    read.arguments = null;
                }
            }
        }
        return read.arguments;
    };
    return {
        differences(base, translation) {
            const read = baseMessage(base);
            // The same structure as the base: both parse to the same arguments, or neither parses.
            if (read.structure !== undefined && hasIcuStructure(translation, read.structure))
                return [];
            const baseArguments = baseArgumentsOf(read, base);
            if (baseArguments === null)
                return [];
            const depth = braceDepth(translation);
            if (depth > MAX_DEPTH) {
                return [`ICU message nests braces ${depth} deep, the check reads at most ${MAX_DEPTH}`];
            }
            let translated;
            try {
                translated = argumentsOf(parsed(translation));
            }
            catch (error) {
                return [`ICU message does not parse: ${parseError(error)}`];
            }
            return compareArguments(baseArguments, translated);
        },
    };
}
function compareArguments(base, translated) {
    const found = [];
    const missing = [...base.keys()].filter((name) => !translated.has(name));
    const extra = [...translated.keys()].filter((name) => !base.has(name));
    if (missing.length > 0)
        found.push(`ICU arguments missing: ${listed(missing, ', ')}`);
    if (extra.length > 0)
        found.push(`ICU arguments not in the base: ${listed(extra, ', ')}`);
    for (const [name, type] of base) {
        const other = translated.get(name);
        if (other !== undefined && other !== type)
            found.push(`ICU argument ${name} is ${other}, not ${type}`);
    }
    return found;
}
/**
 * Levels of braces a message may nest to be parsed: real messages nest a plural in a select or
 * two, four to six levels. The parser recurses once per level, and a few thousand levels overflow
 * the stack, which would read as "does not parse" for a message that may well parse.
 */
const MAX_DEPTH = 32;
/** The deepest nesting of braces in `text`, counted as written (a quoted `'{'` counts too). */
function braceDepth(text) {
    let depth = 0;
    let deepest = 0;
    for (const char of text) {
        if (char === '{')
            deepest = Math.max(deepest, ++depth);
        else if (char === '}' && depth > 0)
            depth--;
    }
    return deepest;
}
/** `EXPECT_ARGUMENT_CLOSING_BRACE` at offset 12 → "expect argument closing brace (character 13)". */
function parseError(error) {
    const kind = error instanceof Error ? error.message : String(error);
    const location = error.location;
    const offset = location?.start?.offset;
    const words = kind.toLowerCase().replace(/_/g, ' ');
    return offset === undefined ? words : `${words} (character ${offset + 1})`;
}

;// CONCATENATED MODULE: ./lib/src/qa/placeholders.js
/**
 * Placeholders a program fills in at run time. A translation that drops, adds or changes one
 * breaks the program or shows a raw token: Android's `String.format` throws on a `%1$s` whose
 * argument is gone, and `{count}` renamed to `{nombre}` prints as it is.
 */
/*
 * The brace expressions below cannot backtrack far: each part takes characters the next cannot
 * start with, and none takes a brace, so a failed match gives back at most the run it read, up to
 * the next brace. Their time grows with the text (bench/qa-worst-inputs.ts).
 */
/** `{name}` and `{0}` (ICU simple arguments, .NET, Python's format, i18next's single braces). */
const SINGLE_BRACES = /(?<!\{)\{\s*([\p{L}_][\p{L}\p{N}_.-]*|\d+)\s*\}(?!\})/gu;
/** `{{name}}` (Handlebars, Mustache, Angular, i18next's default). */
const DOUBLE_BRACES = /\{\{\s*([\p{L}\p{N}_.-]+)\s*\}\}/gu;
/** What a text without a kind's placeholders gives: one list for all, never changed. */
const NO_PLACEHOLDERS = [];
function bracePlaceholders(text) {
    if (!text.includes('{'))
        return NO_PLACEHOLDERS;
    return matches(text, SINGLE_BRACES, (m) => ({ text: m[0], key: `{${m[1] ?? ''}}` }));
}
function doubleBracePlaceholders(text) {
    if (!text.includes('{{'))
        return NO_PLACEHOLDERS;
    return matches(text, DOUBLE_BRACES, (m) => ({ text: m[0], key: `{{${m[1] ?? ''}}}` }));
}
/**
 * Each match of the global `expression` in `text`, as `placeholder` makes it: a loop of `exec`
 * costs less than spreading `matchAll` into an array and mapping that.
 */
function matches(text, expression, placeholder) {
    const found = [];
    expression.lastIndex = 0;
    for (let match = expression.exec(text); match !== null; match = expression.exec(text)) {
        found.push(placeholder(match));
    }
    return found;
}
/**
 * What `translation` lacks and adds against `base`, as written in each: the placeholders are
 * compared as multisets, so order may change (translators reorder words) but not count. Each
 * base placeholder takes the first translated one of its key not yet taken, found through a
 * queue per key: a search of the whole list for each was quadratic in texts of many placeholders.
 */
function placeholderDifference(base, translation) {
    // A faithful translation most often keeps its placeholders in their order: nothing to pair.
    if (sameInOrder(base, translation))
        return { missing: [], extra: [] };
    const byKey = new Map();
    for (const [index, placeholder] of translation.entries()) {
        const queue = byKey.get(placeholder.key);
        if (queue === undefined)
            byKey.set(placeholder.key, [index]);
        else
            queue.push(index);
    }
    const taken = new Set();
    const next = new Map();
    const missing = [];
    for (const placeholder of base) {
        const queue = byKey.get(placeholder.key) ?? [];
        const position = next.get(placeholder.key) ?? 0;
        const index = queue[position];
        if (index === undefined) {
            missing.push(placeholder.text);
            continue;
        }
        taken.add(index);
        next.set(placeholder.key, position + 1);
    }
    const extra = translation.filter((_, index) => !taken.has(index)).map((p) => p.text);
    return { missing, extra };
}
/** The same placeholders in the same order (none in either counts): nothing differs. */
function sameInOrder(base, translation) {
    if (base.length !== translation.length)
        return false;
    for (let i = 0; i < base.length; i++) {
        if (base[i]?.key !== translation[i]?.key)
            return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./lib/src/qa/markup.js

/**
 * HTML and XML tags (`<b>`, `</b>`, `<br/>`, `<a href="…">`): a translation that drops a closing
 * tag breaks the page or the string resource around it. Attributes are not compared (a link's
 * title may be translated); the tag's name and kind are.
 */
const TAG = /<(\/?)([A-Za-z][\w:.-]*)(?:\s[^<>]*?)?(\/?)>/g;
function tags(text) {
    if (!text.includes('<'))
        return NO_PLACEHOLDERS;
    return matches(text, TAG, (m) => {
        const [whole, closing = '', name = '', selfClosing = ''] = m;
        return { text: whole, key: `<${closing}${name.toLowerCase()}${selfClosing}>` };
    });
}

;// CONCATENATED MODULE: ./lib/src/qa/printf.js

/**
 * printf conversions (C, Java, Android, Objective-C `%@`, PHP): an optional argument position,
 * flags, width, precision and length, then the conversion. `%%` is a literal percent sign. No
 * space flag, and no letter right after the conversion, so that "50% off" or "20%dB" in prose is
 * not taken for `% o` or `%d`.
 *
 * Read by a scan rather than an expression: flags and width both take `0`, and a backtracking
 * expression tries every way of splitting a run of zeros between them, so `%` and 100,000 zeros
 * took 37 s. Each part here takes the longest run it can, once, which finds what that
 * expression found (the parts that follow a run can never start with a character of it).
 */
function printfPlaceholders(text) {
    let at = text.indexOf('%');
    if (at === -1)
        return NO_PLACEHOLDERS;
    const found = [];
    let next = 1;
    while (at !== -1) {
        if (text.charCodeAt(at + 1) === PERCENT) {
            at = text.indexOf('%', at + 2);
            continue;
        }
        const conversion = conversionAt(text, at);
        if (conversion === undefined) {
            // Nothing a failed read passed over is a `%`, so the next one starts a fresh read.
            at = text.indexOf('%', at + 1);
            continue;
        }
        const { position, shape, end } = conversion;
        const index = position === undefined ? next++ : Number(position);
        found.push({ text: text.slice(at, end), key: `${index}$${shape}` });
        at = text.indexOf('%', end);
    }
    return found;
}
/** Characters of each part, by code: a lookup instead of a search of a string per character. */
const FLAGS = codes("-+0#'");
const CONVERSIONS = codes('diouxXeEfFgGaAcsp@');
/** The conversion that the `%` at `start` begins, or undefined when it begins none. */
function conversionAt(text, start) {
    let at = start + 1;
    let position;
    const digits = digitsFrom(text, at);
    if (digits > at && text.charCodeAt(digits) === DOLLAR) {
        position = text.slice(at, digits);
        at = digits + 1;
    }
    const shapeStart = at;
    while (isIn(FLAGS, text.charCodeAt(at)))
        at++;
    at = text.charCodeAt(at) === STAR ? at + 1 : digitsFrom(text, at);
    if (text.charCodeAt(at) === DOT) {
        const precisionEnd = text.charCodeAt(at + 1) === STAR ? at + 2 : digitsFrom(text, at + 1);
        if (precisionEnd > at + 1)
            at = precisionEnd;
    }
    at += lengthAt(text, at);
    if (!isIn(CONVERSIONS, text.charCodeAt(at)))
        return undefined;
    at += 1;
    if (isLetter(text.charCodeAt(at)))
        return undefined;
    return { position, shape: text.slice(shapeStart, at), end: at };
}
/**
 * The length modifier at `at` (`hh`, `h`, `ll`, `l`, `L`, `q`, `j`, `z`, `t`), in characters: the
 * two-letter ones first, so that `hh` is not read as `h` and a conversion `h`.
 */
function lengthAt(text, at) {
    const code = text.charCodeAt(at);
    if (code === H || code === L)
        return text.charCodeAt(at + 1) === code ? 2 : 1;
    return isIn(ONE_LETTER_LENGTHS, code) ? 1 : 0;
}
const PERCENT = 0x25;
const H = 0x68;
const L = 0x6c;
const ONE_LETTER_LENGTHS = codes('Lqjzt');
const DOLLAR = 0x24;
const STAR = 0x2a;
const DOT = 0x2e;
/** The end of the run of ASCII digits from `from` on. */
function digitsFrom(text, from) {
    let at = from;
    while (isDigit(text.charCodeAt(at)))
        at++;
    return at;
}
/** A table of the ASCII characters of `characters`, by code. */
function codes(characters) {
    const table = new Uint8Array(0x80);
    for (const character of characters)
        table[character.charCodeAt(0)] = 1;
    return table;
}
/** Whether `code` is one of the table's; past the text's end (NaN), it is not. */
function isIn(table, code) {
    return code < 0x80 && table[code] === 1;
}
function isDigit(code) {
    return code >= 0x30 && code <= 0x39;
}
function isLetter(code) {
    return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

// EXTERNAL MODULE: ./lib/src/common/plural.js
var plural = __webpack_require__(4558);
;// CONCATENATED MODULE: ./lib/src/qa/whitespace.js

/**
 * Space at either end and line breaks are part of a text's layout: "Name: " before a value, a
 * trailing line break in a notification. A translation that loses one runs words together.
 */
function whitespaceDifferences(base, translation) {
    // The usual case, decided at a glance: no space at either end, no break inside.
    if (plain(base) && plain(translation))
        return [];
    const found = [];
    const ends = [
        ['leading', leadingSpace],
        ['trailing', trailingSpace],
    ];
    for (const [where, spaceOf] of ends) {
        const expected = spaceOf(base);
        const actual = spaceOf(translation);
        if (expected !== actual) {
            found.push(`${where} space: ${describeSpace(expected)} in the base, ${describeSpace(actual)} in the translation`);
        }
    }
    const [baseBreaks, translatedBreaks] = [lineBreaks(base), lineBreaks(translation)];
    if (baseBreaks !== translatedBreaks) {
        found.push(`line breaks: ${baseBreaks} in the base, ${translatedBreaks} in the translation`);
    }
    return found;
}
/**
 * Whether the space check has anything to read in `text`: space at either end, or a line break.
 * Two texts without are alike to it.
 */
function hasLayoutSpace(text) {
    return !plain(text);
}
/** No space at either end and no line break of either kind. */
function plain(text) {
    return ((text.length === 0 ||
        (!isSpace(text.charCodeAt(0)) && !isSpace(text.charCodeAt(text.length - 1)))) &&
        !text.includes('\n') &&
        !text.includes('\r') &&
        !text.includes('\\n'));
}
/*
 * The space at each end is found by walking in from that end. An expression such as /\s*$/ tries
 * every start: at each space of a run it reads to the run's end, finds no end of text there, and
 * moves on one character, so 100,000 spaces before a letter took 9 s.
 */
/** The space a text starts with. */
function leadingSpace(text) {
    let end = 0;
    while (end < text.length && isSpace(text.charCodeAt(end)))
        end++;
    return text.slice(0, end);
}
/** The space a text ends with (all of it, when the text is only space). */
function trailingSpace(text) {
    let start = text.length;
    while (start > 0 && isSpace(text.charCodeAt(start - 1)))
        start--;
    return text.slice(start);
}
/** What `\s` matches: ASCII tab to carriage return, space, and Unicode's spaces and separators. */
function isSpace(code) {
    if (code <= 0xff)
        return (code >= 0x09 && code <= 0x0d) || code === 0x20 || code === 0xa0;
    return (code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000 ||
        code === 0xfeff);
}
/** Real line breaks, and `\n` written out as text (Android and iOS string files keep it so). */
function lineBreaks(text) {
    return (text.match(/\r\n|\r|\n|\\n/g) ?? []).length;
}
const NAMES = {
    ' ': 'space',
    '\t': 'tab',
    '\n': 'line break',
    '\r': 'carriage return',
    '\u00a0': 'no-break space',
};
/** `2 spaces`, `1 line break and 1 tab`, `none`. */
function describeSpace(space) {
    if (space === '')
        return 'none';
    const counts = new Map();
    for (const char of space.replace(/\r\n/g, '\n')) {
        const name = NAMES[char] ?? `U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
        counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    return [...counts].map(([name, n]) => (0,plural/* count */.U)(n, name)).join(' and ');
}

;// CONCATENATED MODULE: ./lib/src/qa/check.js






const PRINTF = ['printf', 'placeholders', printfPlaceholders];
const BRACES = ['{name}', 'placeholders', bracePlaceholders];
const check_DOUBLE_BRACES = ['{{name}}', 'placeholders', doubleBracePlaceholders];
const TAGS = [undefined, 'tags', tags];
/** The kinds of a text that is no ICU message, and none of their tokens. */
const NO_TOKENS = [PRINTF, BRACES, check_DOUBLE_BRACES, TAGS].map((kind) => [kind, []]);
/**
 * How translations differ from their base texts in what a program or a page relies on:
 * placeholders, ICU structure, tags, and the space around the text. `icu` is given when some base
 * text looks like ICU (the parser is loaded only then). Each base text is read once.
 */
function textComparer(icu) {
    const readBase = (text) => {
        // A text too long to check is compared with nothing (see compare), so it is not read.
        const checked = text.length <= MAX_CHECKED_LENGTH;
        const special = checked && mayDiffer(text);
        // Without any of SPECIAL a text holds no token of any kind and is no ICU message: most texts.
        if (!special) {
            return { text, special, isIcu: false, layoutSpace: false, tokens: checked ? NO_TOKENS : [] };
        }
        const isIcu = icu !== undefined && looksLikeIcu(text);
        // In an ICU message braces are its syntax: the ICU check compares the arguments instead.
        const kinds = isIcu ? [PRINTF, check_DOUBLE_BRACES, TAGS] : [PRINTF, BRACES, check_DOUBLE_BRACES, TAGS];
        return {
            text,
            special,
            isIcu,
            layoutSpace: hasLayoutSpace(text),
            tokens: kinds.map((kind) => [kind, kind[2](text)]),
        };
    };
    // Texts compared by value (a plural key's forms) are read once each too.
    const bases = new Map();
    const baseText = (text) => {
        let known = bases.get(text);
        if (known === undefined) {
            known = readBase(text);
            bases.set(text, known);
        }
        return known;
    };
    return {
        prepare: readBase,
        compare(baseOrRead, translation, options) {
            const read = typeof baseOrRead === 'string' ? baseText(baseOrRead) : baseOrRead;
            const base = read.text;
            const tooLong = tooLongToCheck(base, translation);
            if (tooLong !== undefined)
                return [{ check: 'length', detail: tooLong }];
            if (options?.onlyAdded)
                return addedTokens(base, translation);
            // Plain text on both sides (most keys of most projects) has nothing to compare.
            if (!read.special && !mayDiffer(translation))
                return NO_DIFFERENCES;
            // Made at the first difference: most pairs that come here have none.
            let found;
            // Indexed, not destructured: this runs for every text that holds a placeholder or a tag.
            for (let index = 0; index < read.tokens.length; index++) {
                const entry = read.tokens[index];
                const kind = entry[0];
                const expected = entry[1];
                const label = kind[0];
                const check = kind[1];
                const actual = kind[2](translation);
                if (sameInOrder(expected, actual))
                    continue;
                const detail = described(label, placeholderDifference(expected, actual));
                if (detail)
                    (found ??= []).push({ check, detail });
            }
            if (read.isIcu && icu) {
                for (const detail of icu.differences(base, translation))
                    (found ??= []).push({ check: 'icu', detail });
            }
            if (read.layoutSpace || hasLayoutSpace(translation)) {
                for (const detail of whitespaceDifferences(base, translation)) {
                    (found ??= []).push({ check: 'whitespace', detail });
                }
            }
            // Findings in a fixed order: placeholders, ICU, tags, space.
            if (found === undefined)
                return NO_DIFFERENCES;
            return found.length < 2
                ? found
                : found.sort((x, y) => ORDER.indexOf(x.check) - ORDER.indexOf(y.check));
        },
    };
}
/** Whether a text has anything the checks read: one of SPECIAL, or space at either end. */
function mayDiffer(text) {
    if (text.length === 0)
        return false;
    return hasSpecial(text) || isSpaceAt(text, 0) || isSpaceAt(text, text.length - 1);
}
/**
 * Whether a text holds one of SPECIAL. Nearly every text of a pull comes here, most of them
 * without any: the expression scans in compiled code, which costs a quarter of a loop over the
 * characters in JavaScript.
 */
function hasSpecial(text) {
    return SPECIAL.test(text);
}
/**
 * Characters every check starts from: placeholders (`%`, `{`), ICU braces, tags (`<`), line
 * breaks of both kinds, and the backslash.
 */
const SPECIAL = /[%{<\n\r\\]/;
/**
 * Whether the character at `index` is white space as `\s` means it; a letter or digit (nearly
 * every text's ends) is told at once, without a regular expression.
 */
function isSpaceAt(text, index) {
    const code = text.charCodeAt(index);
    if (code > 0x20 && code < 0x7f)
        return false;
    return /\s/.test(text[index] ?? '');
}
/** What a pair that differs in nothing gives: one list for all, never changed. */
const NO_DIFFERENCES = [];
const ORDER = ['length', 'placeholders', 'icu', 'tags', 'whitespace'];
/** One comparison, for a caller with a single pair of texts. */
function compareTexts(base, translation, icu, options = {}) {
    return textComparer(icu).compare(base, translation, options);
}
/**
 * Only what `translation` adds to `base`: for a plural form other than `other`, which may leave a
 * number out ("One file") but must not bring a placeholder or tag the program does not fill.
 */
function addedTokens(base, translation) {
    const found = [];
    for (const [label, check, extract] of [PRINTF, BRACES, check_DOUBLE_BRACES, TAGS]) {
        const known = new Set(extract(base).map((p) => p.key));
        const added = extract(translation)
            .filter((p) => !known.has(p.key))
            .map((p) => p.text);
        const detail = described(label, { missing: [], extra: added });
        if (detail)
            found.push({ check, detail });
    }
    return found;
}
/**
 * `printf: missing %1$s; not in the base %s`, or undefined when nothing differs; at most a few
 * tokens of each list, each shortened (limits.ts), however many a text holds.
 */
function described(kind, difference) {
    const parts = [
        ...(difference.missing.length ? [`missing ${listed(difference.missing)}`] : []),
        ...(difference.extra.length ? [`not in the base ${listed(difference.extra)}`] : []),
    ];
    if (parts.length === 0)
        return undefined;
    return kind === undefined ? parts.join('; ') : `${kind}: ${parts.join('; ')}`;
}

;// CONCATENATED MODULE: ./lib/src/qa/review.js




/**
 * A reviewer for these base texts: each read once, found by the key's identity (same key,
 * context and plural form). The ICU parser is loaded only when some base text is ICU.
 */
async function createReviewer(baseItems) {
    const texts = [...baseItems].filter((item) => !item.isArchived && item.translation !== '');
    const icu = texts.some((item) => item.translation.length <= MAX_CHECKED_LENGTH && looksLikeIcu(item.translation))
        ? await loadIcuChecker()
        : undefined;
    const comparer = textComparer(icu);
    const bases = new BaseTexts();
    for (const item of texts)
        bases.set(identity(item), comparer.prepare(item.translation));
    return { check: (language, item) => check(language, item, bases, comparer) };
}
/**
 * Compares every translated key of the languages `reviewed` accepts with its base-language text.
 * Empty translations are missing, not wrong; archived keys are not exported, so nobody ships them.
 */
async function reviewTranslations(strings, baseLanguage, reviewed) {
    const baseItems = Object.entries(strings).find(([language]) => language.toLowerCase() === baseLanguage.toLowerCase())?.[1];
    if (!baseItems)
        return [];
    const reviewer = await createReviewer(baseItems);
    const findings = [];
    for (const [language, items] of Object.entries(strings)) {
        if (language.toLowerCase() === baseLanguage.toLowerCase() || !reviewed(language))
            continue;
        for (const item of items) {
            const finding = reviewer.check(language, item);
            if (finding)
                findings.push(finding);
        }
    }
    return sortFindings(findings);
}
/** Findings by language, then key. */
function sortFindings(findings) {
    return findings.sort((a, b) => a.language.localeCompare(b.language) || a.key.localeCompare(b.key));
}
function check(language, item, bases, comparer) {
    if (item.isArchived || !(0,plural_forms/* isTranslated */.Z)(item.translation))
        return undefined;
    const base = bases.get(identity(item));
    if (base === undefined)
        return undefined;
    const differences = differencesOf(base, item.translation, comparer);
    if (differences.length === 0)
        return undefined;
    return {
        language,
        key: item.key,
        context: item.context,
        base: base.text,
        translation: item.translation,
        differences,
    };
}
/**
 * A plain text is compared whole. A plural key's forms (pluralForms): `other` with the base's
 * `other`, in full; every other form only for what it adds, against all the base's forms, since
 * languages differ in which forms spell the number out.
 */
function differencesOf(prepared, translation, comparer) {
    const base = prepared.text;
    const baseForms = (0,plural_forms/* pluralForms */.o)(base);
    const forms = (0,plural_forms/* pluralForms */.o)(translation);
    if (baseForms === undefined && forms === undefined) {
        return comparer.compare(prepared, translation);
    }
    const baseOther = baseForms?.['other'] ?? base;
    const allBase = baseForms ? Object.values(baseForms).join('\n') : base;
    const found = [];
    for (const [form, text] of Object.entries(forms ?? { other: translation })) {
        if (text.trim() === '')
            continue;
        const differences = form === 'other'
            ? comparer.compare(baseOther, text)
            : comparer.compare(allBase, text, { onlyAdded: true });
        found.push(...differences.map((d) => ({ ...d, detail: `[${form}] ${d.detail}` })));
    }
    return found;
}
/**
 * The base texts by identity. string/list lists every language's keys in the same order, so the
 * key after the last one found is tried first: comparing two names costs less than finding one
 * among 10,000 (the lookup was a tenth of a large pull's checks).
 */
class BaseTexts {
    #byIdentity = new Map();
    #identities = [];
    #texts = [];
    #next = 0;
    set(identity, text) {
        const index = this.#byIdentity.get(identity);
        if (index !== undefined) {
            this.#texts[index] = text;
            return;
        }
        this.#byIdentity.set(identity, this.#texts.length);
        this.#identities.push(identity);
        this.#texts.push(text);
    }
    get(identity) {
        let index = this.#next;
        if (this.#identities[index] !== identity) {
            index = this.#byIdentity.get(identity);
            if (index === undefined)
                return undefined;
        }
        this.#next = index + 1;
        return this.#texts[index];
    }
}
/** A key is one text per context and plural form; most have neither, and are their name. */
function identity(item) {
    if (item.context === null && item.pluralKey === null)
        return item.key;
    return `${item.key}\u0000${item.context ?? ''}\u0000${item.pluralKey ?? ''}`;
}

// EXTERNAL MODULE: ./lib/src/files/languages.js
var languages = __webpack_require__(3329);
// EXTERNAL MODULE: ./lib/src/pull/progress.js
var pull_progress = __webpack_require__(7725);
;// CONCATENATED MODULE: ./lib/src/pull/project-strings.js




/**
 * What the quality pass takes from string/list while it arrives: each language's counts, and the
 * checks' findings. The answer lists the languages one after another; once the base language is
 * read, every later translation is checked as it comes and let go, so a project's 60 MB answer
 * comes down to the base texts and the findings. Translations that arrive before the base is
 * read (or while the ICU parser loads) wait, with only the fields the checks read.
 */
class ProjectStrings {
    counter;
    #base;
    #reviewed;
    #fuzzy;
    #baseTexts = [];
    #waiting = [];
    #findings = [];
    /** The language of the last item: a change after the base's means the base is complete. */
    #last;
    #lastIsBase = false;
    /** Whether the checks read the last item's language. */
    #lastReviewed = false;
    #reviewer;
    #ready;
    constructor(options) {
        this.counter = new pull_progress/* ProgressCounter */.Cz(options.base, options.languages);
        this.#base = options.base;
        this.#reviewed = options.reviewed;
        this.#fuzzy = options.fuzzy;
        // A fold per attempt of the read: what a failed attempt brought is not the answer.
        this.#fuzzy?.startOver(options.after === undefined ? undefined : options.languages);
        if (options.after !== undefined) {
            options.after.#startReviewing();
            this.#reviewer = options.after.#reviewer;
            this.#reviewer?.then((reviewer) => this.#readied(reviewer), () => undefined);
        }
    }
    /** Items the answer listed, and its bytes: what the next batch of a batched read is sized by. */
    items = 0;
    bytes = 0;
    answered(bytes) {
        this.bytes = bytes;
    }
    add(language, item) {
        this.items++;
        this.counter.add(language, item);
        this.#fuzzy?.add(language, item);
        // Items come language after language: what depends on the language alone is decided when
        // it changes, not for each of its 10,000 items.
        if (language !== this.#last) {
            if (this.#last !== undefined && this.#lastIsBase)
                this.#startReviewing();
            this.#last = language;
            this.#lastIsBase = (0,languages/* sameLanguage */.zf)(language, this.#base);
            this.#lastReviewed = !this.#lastIsBase && this.#reviewed(language);
        }
        const isBase = this.#lastIsBase;
        if (item.isArchived || (!isBase && !this.#lastReviewed) || !(0,plural_forms/* isTranslated */.Z)(item.translation)) {
            return;
        }
        if (isBase)
            this.#baseTexts.push(kept(item));
        else
            this.#check(language, item);
    }
    /** The findings, once the answer is read whole. */
    async findings() {
        this.#startReviewing();
        this.#ready = await this.#reviewer;
        this.#checkWaiting();
        return sortFindings(this.#findings);
    }
    #check(language, item) {
        if (this.#ready === undefined) {
            this.#waiting.push([language, kept(item)]);
            return;
        }
        const finding = this.#ready.check(language, item);
        if (finding)
            this.#findings.push(finding);
    }
    #startReviewing() {
        if (this.#reviewer !== undefined)
            return;
        this.#reviewer = createReviewer(this.#baseTexts);
        // A failure to load shows where findings() awaits it; here it only must not go unhandled.
        this.#reviewer.then((reviewer) => this.#readied(reviewer), () => undefined);
    }
    #readied(reviewer) {
        this.#ready = reviewer;
        this.#checkWaiting();
    }
    /** Translations not checked yet: waiting for the base, or for the ICU parser to load. */
    get waiting() {
        return this.#waiting.length;
    }
    #checkWaiting() {
        const waiting = this.#waiting;
        this.#waiting = [];
        for (const [language, item] of waiting)
            this.#check(language, item);
    }
}
/** What the checks read of an item, for one held a while: the rest of it is let go. */
function kept(item) {
    return {
        key: item.key,
        translation: item.translation,
        context: item.context,
        pluralKey: item.pluralKey,
        isArchived: false,
    };
}

// EXTERNAL MODULE: ./lib/src/api/index.js + 31 modules
var api = __webpack_require__(3796);
;// CONCATENATED MODULE: ./lib/src/pull/quality-batches.js



/**
 * The quality pass's string/list, the base language first: one call of every language while its
 * answer keeps under the read limit (the first batch takes them all), else batches sized from
 * what was read (LanguageBatches): at 10,000 keys × 100 languages the one answer passed the limit
 * (0.9 million texts), and every pull failed. Each batch is read into a ProjectStrings of its own
 * (a new one for each attempt of the call, as the client asks), continuing the batch before it;
 * the counts and the findings of all of them are the pass's.
 */
async function readProjectStrings(client, id, project, make) {
    const { base } = project;
    const ordered = [base, ...project.languages.filter((l) => !(0,languages/* sameLanguage */.zf)(l, base))];
    // No guess of a language's texts before an answer: the first batch asks for every language,
    // as one call without `langs`.
    const limits = { maxAnswerBytes: client.maxAnswerBytes, textsPerLanguage: 1 };
    const read = await (0,api/* readInLanguageBatches */.QP)(ordered, limits, (languages, before) => {
        const every = before === undefined && languages.length === ordered.length;
        return client.readStrings({ id, ...(every ? {} : { langs: languages }) }, () => make(languages, before));
    });
    const [first, ...later] = read;
    if (first === undefined)
        throw new Error('string/list was not read');
    for (const strings of later)
        first.counter.absorb(strings.counter);
    return {
        counter: first.counter,
        findings: async () => sortFindings((await Promise.all(read.map((strings) => strings.findings()))).flat()),
    };
}

;// CONCATENATED MODULE: ./lib/src/pull/quality-pass.js





/**
 * The pull's quality pass, from one `string/list` call of all languages (in language batches when
 * that answer would pass the read limit: quality-batches.ts; paced on 1.0.9.2 like any call): every language's progress, those below min-completion (which this pull leaves
 * out), and the checks of the languages it writes, those `chosen` accepts above the minimum.
 * The strings are dropped once read: the pass keeps what it found, not the project (and, for a
 * pull, the texts marked fuzzy in `fuzzy`).
 */
async function qualityPass(deps, project, chosen, fuzzy) {
    const { settings, client, log } = deps;
    const { base } = project;
    const checking = settings.pull.qa !== 'off';
    // Read as it arrives: the whole answer is never held, only what progress and the checks need.
    const strings = await readProjectStrings(client, settings.projectId, project, (languages, after) => new ProjectStrings({
        base,
        languages: after === undefined ? project.languages : languages,
        reviewed: (language) => checking && chosen(language),
        fuzzy,
        after,
    }));
    const progress = strings.counter
        .progress()
        .filter((p) => !(0,languages/* sameLanguage */.zf)(p.language, base))
        .map((p) => ({ ...p, localLanguage: settings.languageMap.toLocal(p.language) }));
    log.info(`Translated: ${progress.map((p) => `${p.localLanguage} ${(0,pull_progress/* percentText */.fL)(p.percent)}%`).join(', ') || 'no language but the base'}`);
    const minimum = settings.pull.minCompletion;
    const belowMinimum = minimum > 0 ? progress.filter((p) => p.percent < minimum) : [];
    if (belowMinimum.length > 0) {
        log.info(`Not pulled, below min-completion ${minimum}%: ${belowMinimum.map((p) => `${p.localLanguage} (${(0,pull_progress/* percentText */.fL)(p.percent)}%)`).join(', ')}`);
    }
    if (settings.pull.qa === 'off')
        return { progress, belowMinimum, review: undefined };
    // Languages below min-completion are not pulled, so their findings are not this pull's.
    const below = new Set(belowMinimum.map((p) => p.language.toLowerCase()));
    const review = (await strings.findings()).filter((f) => !below.has(f.language.toLowerCase()));
    log.info(review.length === 0
        ? 'Quality checks: every pulled translation keeps the placeholders, tags and spacing of its base text'
        : `Quality checks: ${(0,plural/* count */.U)(review.length, 'translation')} ${(0,plural/* plural */.L)(review.length, 'needs', 'need')} review (listed in the job summary)`);
    return { progress, belowMinimum, review };
}
/** Why a bundle entry of a language below min-completion is not written. */
function belowReason(progress, minimum) {
    return progress === undefined
        ? undefined
        : `below min-completion (${(0,pull_progress/* percentText */.fL)(progress.percent)}% < ${minimum}%)`;
}


/***/ })

};
