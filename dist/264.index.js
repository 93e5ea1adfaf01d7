export const id = 264;
export const ids = [264];
export const modules = {

/***/ 8264:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qtTsModel: () => (/* binding */ qtTsModel)
});

// EXTERNAL MODULE: ./lib/src/translations/keys.js
var keys = __webpack_require__(9039);
// EXTERNAL MODULE: ./lib/src/translations/placement.js
var translations_placement = __webpack_require__(2728);
;// CONCATENATED MODULE: ./lib/src/translations/qt-ts-plurals.js
/**
 * Qt's numerus forms: how many `<numerusform>`s a message of a language has, and which count
 * takes which. Qt Linguist keeps its own table of rules (qttools,
 * `src/linguist/shared/numerus.cpp`), not CLDR's: German has two forms, Czech three (1, 2–4, the
 * rest), Latvian three in the order 1-like, the rest, 0. The rest of the model names a plural's
 * forms by CLDR's categories (`one`, `few`, `other`), so each of Qt's forms is named by the
 * category most of its counts fall in (Latvian: one, other, zero), through the runtime's
 * `Intl.PluralRules`; a category goes to one form only, the form with more counts in it first.
 */
const between = (n, low, high) => n >= low && n <= high;
/** The forms of each rule are tried in order; a count no rule takes is the last form. */
const firstOf = (...tests) => (n) => {
    const form = tests.findIndex((test) => test(n));
    return form === -1 ? tests.length : form;
};
/** Qt's table (its language lists by ISO 639 code), in Qt's order: the first family wins. */
const FAMILIES = [
    {
        rule: () => 0,
        forms: 1,
        languages: 'bi my zh dz fj gn hu id ja jv ko ms na om fa su tt th bo tr vi yo za'.split(' '),
    },
    {
        rule: firstOf((n) => n === 1),
        forms: 2,
        languages: ('ab aa af sq am as ay az ba eu bn bg ca kw co da nl en eo et fo fi fur fy gl ka de el kl ' +
            'gu ha he hi ia ie it kn ks kk km rw ky ku lo la ln lb mg ml mr mn ne nso nb nn oc or ps ' +
            'pt pa qu rm rn sn sd si so st es sw ss sv tg ta te to ts tn tk ug ur uz vo wo xh yi zu').split(' '),
    },
    { rule: firstOf((n) => n <= 1), forms: 2, languages: ['hy', 'br', 'fr', 'fil', 'ti', 'wa'] },
    {
        rule: firstOf((n) => n % 10 === 1 && n % 100 !== 11, (n) => n !== 0),
        forms: 3,
        languages: ['lv'],
    },
    { rule: firstOf((n) => n % 10 === 1 && n % 100 !== 11), forms: 2, languages: ['is'] },
    {
        rule: firstOf((n) => n === 1, (n) => n === 2),
        forms: 3,
        languages: ['dv', 'iu', 'ik', 'ga', 'gv', 'mi', 'se', 'sm', 'sa'],
    },
    {
        rule: firstOf((n) => n === 1 || n === 11, (n) => n === 2 || n === 12, (n) => between(n, 3, 19)),
        forms: 4,
        languages: ['gd'],
    },
    {
        rule: firstOf((n) => n === 1, (n) => between(n, 2, 4)),
        forms: 3,
        languages: ['sk', 'cs'],
    },
    {
        rule: firstOf((n) => n % 10 === 1, (n) => n % 10 === 2),
        forms: 3,
        languages: ['mk'],
    },
    {
        rule: firstOf((n) => n % 10 === 1 && n % 100 !== 11, (n) => n % 10 !== 0 && !between(n % 100, 10, 19)),
        forms: 3,
        languages: ['lt'],
    },
    {
        rule: firstOf((n) => n % 10 === 1 && n % 100 !== 11, (n) => between(n % 10, 2, 4) && !between(n % 100, 10, 19)),
        forms: 3,
        languages: ['bs', 'be', 'hr', 'ru', 'sr', 'uk'],
    },
    {
        rule: firstOf((n) => n === 1, (n) => between(n % 10, 2, 4) && !between(n % 100, 10, 19)),
        forms: 3,
        languages: ['pl'],
    },
    {
        rule: firstOf((n) => n === 1, (n) => n === 0 || between(n % 100, 1, 19)),
        forms: 3,
        languages: ['ro'],
    },
    {
        rule: firstOf((n) => n % 100 === 1, (n) => n % 100 === 2, (n) => between(n % 100, 3, 4)),
        forms: 4,
        languages: ['sl'],
    },
    {
        rule: firstOf((n) => n === 1, (n) => n === 0 || between(n % 100, 1, 10), (n) => between(n % 100, 11, 19)),
        forms: 4,
        languages: ['mt'],
    },
    {
        rule: firstOf((n) => n === 0, (n) => n === 1, (n) => between(n, 2, 5), (n) => n === 6),
        forms: 5,
        languages: ['cy'],
    },
    {
        rule: firstOf((n) => n === 0, (n) => n === 1, (n) => n === 2, (n) => between(n % 100, 3, 10), (n) => n % 100 >= 11),
        forms: 6,
        languages: ['ar'],
    },
];
/** Older codes Qt's locale database reads as the current ones. */
const ALIASES = { no: 'nb', iw: 'he', in: 'id', tl: 'fil' };
/** The family of a `<TS language>` (`de`, `pt_BR`, `sr@latin`); undefined for one Qt lacks. */
function familyOf(language) {
    const [code = '', region = ''] = language.split('@')[0]?.split(/[-_]/) ?? [];
    const primary = ALIASES[code.toLowerCase()] ?? code.toLowerCase();
    // Qt gives Brazilian Portuguese French rules (0 and 1 singular), Portugal's the English ones.
    if (primary === 'pt' && region.toUpperCase() === 'BR')
        return FAMILIES[2];
    return FAMILIES.find((family) => family.languages.includes(primary));
}
/** Counts both Qt and CLDR classify: 0–1000, and the millions French's `many` is about. */
const SAMPLES = [
    ...Array.from({ length: 1001 }, (_, n) => n),
    ...[1e4, 1e5, 1e6, 2e6, 1e7, 1e9],
];
const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
const named = new Map();
/**
 * The CLDR category naming each of Qt's forms of `language`, in Qt's order; undefined when Qt or
 * the runtime does not know the language, or two of Qt's forms would take one name (Macedonian:
 * Qt has three forms, CLDR two categories).
 */
function qtFormNames(language) {
    if (!named.has(language))
        named.set(language, formNames(language));
    return named.get(language);
}
function formNames(language) {
    const family = familyOf(language);
    const tag = language.split('@')[0]?.replaceAll('_', '-') ?? '';
    let cldr;
    try {
        if (family === undefined || Intl.PluralRules.supportedLocalesOf([tag]).length === 0) {
            return undefined;
        }
        cldr = new Intl.PluralRules(tag);
    }
    catch {
        return undefined;
    }
    // How many of each form's counts fall in each category, the largest shares first.
    const tally = new Map();
    for (const n of SAMPLES) {
        const pair = `${family.rule(n)} ${cldr.select(n)}`;
        tally.set(pair, (tally.get(pair) ?? 0) + 1);
    }
    const pairs = [...tally]
        .map(([pair, count]) => {
        const [form = '', category = ''] = pair.split(' ');
        return { form: Number(form), category, count };
    })
        .sort((a, b) => b.count - a.count ||
        a.form - b.form ||
        CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category));
    const names = [];
    for (const { form, category } of pairs) {
        if (names[form] === undefined && !names.includes(category))
            names[form] = category;
    }
    const complete = Array.from({ length: family.forms }, (_, form) => names[form]);
    return complete.every((name) => name !== undefined) ? complete : undefined;
}

// EXTERNAL MODULE: ./lib/src/translations/xml-text.js
var xml_text = __webpack_require__(8868);
;// CONCATENATED MODULE: ./lib/src/translations/qt-ts-text.js

/**
 * A Qt Linguist text as Qt reads it and as lupdate writes it. The content of `<source>`,
 * `<comment>`, `<translation>` or `<numerusform>` is plain text: references decoded (`&lt;b&gt;`
 * is the three characters `<b>`, which a label may render as rich text but the file holds as
 * characters), and a control character is a `<byte value="x1b"/>` element. A translation with
 * `variants="yes"` holds `<lengthvariant>`s, which Qt joins with U+009C into one text.
 */
/** Qt's separator of a translation's length variants (Translator::BinaryVariantSeparator). */
const VARIANT_SEPARATOR = '\u009c';
/** The text of an element's content as written; undefined when it holds other elements. */
function qtText(raw) {
    const pieces = (0,xml_text/* piecesOfContent */.Wc)(raw.replace(/\r\n?/g, '\n'));
    return pieces && textOfPieces(pieces);
}
/**
 * The texts of a numerus `<translation>`'s content: one per `<numerusform>`, in order; undefined
 * when anything but white space stands between them.
 */
function qtForms(raw) {
    const pieces = (0,xml_text/* piecesOfContent */.Wc)(raw.replace(/\r\n?/g, '\n'));
    if (pieces === undefined)
        return undefined;
    const forms = [];
    let open;
    for (const piece of pieces) {
        const name = tagName(piece);
        if (name === 'numerusform' && piece.kind === 'tag' && open === undefined) {
            if (piece.canonical.endsWith('/>'))
                forms.push('');
            else
                open = [];
        }
        else if (name === '/numerusform' && open !== undefined) {
            const text = textOfPieces(open);
            if (text === undefined)
                return undefined;
            forms.push(text);
            open = undefined;
        }
        else if (open !== undefined)
            open.push(piece);
        else if (piece.kind === 'tag' || piece.chars.trim() !== '')
            return undefined;
    }
    return open === undefined ? forms : undefined;
}
/** A start or end tag's name (`/numerusform` for an end tag); undefined for characters. */
function tagName(piece) {
    return piece.kind === 'tag' ? /^<(\/?[^\s/>]+)/.exec(piece.canonical)?.[1] : undefined;
}
/** Characters and `<byte>`s as one text, or `<lengthvariant>`s joined as Qt joins them. */
function textOfPieces(pieces) {
    const variants = [];
    let text = '';
    let inVariant = false;
    for (const piece of pieces) {
        const name = tagName(piece);
        if (piece.kind === 'chars')
            text += piece.chars;
        else if (name === 'byte' && piece.canonical.endsWith('/>'))
            text += byteOf(piece.canonical);
        else if (name === 'lengthvariant' && !inVariant && !piece.canonical.endsWith('/>')) {
            // What stands between the variants is layout.
            if (text.trim() !== '')
                return undefined;
            inVariant = true;
            text = '';
        }
        else if (name === '/lengthvariant' && inVariant) {
            variants.push(text);
            inVariant = false;
            text = '';
        }
        else
            return undefined;
    }
    if (inVariant)
        return undefined;
    if (variants.length === 0)
        return text;
    return text.trim() === '' ? variants.join(VARIANT_SEPARATOR) : undefined;
}
/** The character of `<byte value="x1b"/>` (hexadecimal after `x`, else decimal); 0 is none. */
function byteOf(tag) {
    const value = /\svalue="([^"]*)"/.exec(tag)?.[1] ?? '';
    const code = value.startsWith('x')
        ? Number.parseInt(value.slice(1), 16)
        : Number.parseInt(value, 10);
    return Number.isInteger(code) && code > 0 && code <= 0xffff ? String.fromCharCode(code) : '';
}
/** Spaces past ASCII, which Qt's `QChar::isSpace` counts and lupdate writes as references. */
const WIDE_SPACE = /[\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;
/**
 * A text as lupdate writes it in an element's content: `"`, `&`, `<`, `>` and `'` as references
 * (`&quot;`, `&apos;`), a control character but a tab or a line break as a `<byte>` element, a
 * space past ASCII (a no-break space) as a character reference, and a line break as the file's
 * own. Undefined for a text XML cannot hold (U+FFFE, U+FFFF, a lone surrogate).
 */
function qtContent(text, eol) {
    if (/[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text)) {
        return undefined;
    }
    let content = '';
    for (const char of text) {
        const code = char.codePointAt(0) ?? 0;
        if (char === '\n')
            content += eol;
        else if (REFERENCES.has(char))
            content += REFERENCES.get(char);
        else if (code < 0x20 && char !== '\t')
            content += `<byte value="x${code.toString(16)}"/>`;
        else if (WIDE_SPACE.test(char))
            content += `&#x${code.toString(16)};`;
        else
            content += char;
    }
    return content;
}
const REFERENCES = new Map([
    ['"', '&quot;'],
    ['&', '&amp;'],
    ['>', '&gt;'],
    ['<', '&lt;'],
    ["'", '&apos;'],
]);

;// CONCATENATED MODULE: ./lib/src/translations/qt-ts-messages.js



/**
 * The file's messages; undefined when the root is not `<TS>`, a text holds an element Qt does not
 * read as text, or two messages are one key (which one Qt shows is not said).
 */
function qtFile(root, raw) {
    if (root?.name !== 'TS')
        return undefined;
    const contexts = [];
    const messages = new Map();
    for (const element of root.children.filter((child) => child.name === 'context')) {
        const context = contextOf(element, raw);
        if (context === undefined)
            return undefined;
        for (const message of context.messages) {
            if (messages.has(message.id))
                return undefined;
            messages.set(message.id, message);
        }
        contexts.push(context);
    }
    const named = qtFormNames(root.attributes['language'] ?? '');
    // A numerus message without forms (an empty `<translation/>`) says nothing of their number.
    const counts = [...messages.values()].flatMap((m) => m.numerus && m.texts.length > 0 ? [m.texts.length] : []);
    const formNames = counts.every((count) => count === named?.length) ? named : undefined;
    // Without names, the number every other numerus message of the file has, if they agree.
    const agreed = counts.every((count) => count === counts[0]) ? counts[0] : undefined;
    const formCount = formNames?.length ?? agreed ?? 1;
    return { root, contexts, messages, formNames, formCount };
}
function contextOf(element, raw) {
    const nameElement = childNamed(element, 'name');
    const name = nameElement === undefined ? '' : qtText(raw(nameElement));
    if (name === undefined)
        return undefined;
    const messages = [];
    let others = 0;
    for (const message of element.children.filter((child) => child.name === 'message')) {
        const translation = childNamed(message, 'translation');
        const type = translation?.attributes['type'];
        if (type === 'vanished' || type === 'obsolete') {
            others += 1;
            continue;
        }
        const read = messageOf(name, message, translation, raw);
        if (read === undefined)
            return undefined;
        messages.push(read);
    }
    return { element, name, messages, others };
}
function messageOf(context, element, translation, raw) {
    const text = (name) => {
        const child = childNamed(element, name);
        return child === undefined ? '' : qtText(raw(child));
    };
    const source = text('source');
    const comment = text('comment');
    const numerus = element.attributes['numerus'] === 'yes';
    const content = translation === undefined ? '' : raw(translation);
    const texts = numerus ? qtForms(content) : qtText(content);
    if (source === undefined || comment === undefined || texts === undefined)
        return undefined;
    const path = comment === '' ? [context, source] : [context, source, comment];
    return { id: (0,keys/* keyOf */.TN)(path), path, element, translation, numerus, texts };
}
function childNamed(element, name) {
    return element.children.find((child) => child.name === name);
}
/**
 * The keys of a numerus message's forms, with their texts: named by `names` (the file's
 * formNames), else by their index. A message without forms (an empty `<translation/>`) has
 * `count` of them, each empty.
 */
function formKeys(message, names, count) {
    const forms = typeof message.texts === 'string' ? [message.texts] : message.texts;
    return Array.from({ length: forms.length > 0 ? forms.length : count }, (_, index) => {
        const form = names?.[index] ?? index;
        return [(0,keys/* keyOf */.TN)([...message.path, form]), forms[index] ?? ''];
    });
}

// EXTERNAL MODULE: ./lib/src/translations/xml-content.js
var xml_content = __webpack_require__(5814);
// EXTERNAL MODULE: ./lib/src/translations/xml-layout.js
var xml_layout = __webpack_require__(6521);
;// CONCATENATED MODULE: ./lib/src/translations/qt-ts-write.js




/** Whether the texts make a translation finished, unfinished, or leave its mark as it is. */
function stateOf(texts) {
    const all = typeof texts === 'string' ? [texts] : texts;
    if (all.every((text) => text !== ''))
        return 'finished';
    return all.every((text) => text === '') ? 'unfinished' : 'as-is';
}
/** The edits that give a message the wanted texts (none when it has them); undefined: cannot. */
function translationEdits(text, message, want, eol) {
    const translation = childNamed(message, 'translation');
    const state = stateOf(want.texts);
    // A message without a translation reads as untranslated: it stays so, and gets none here.
    if (translation === undefined)
        return state === 'unfinished' ? [] : undefined;
    const raw = text.slice(translation.contentStart, translation.contentEnd);
    if (typeof want.texts === 'string') {
        if (qtText(raw) === want.texts)
            return [];
        if (translation.attributes['variants'] === 'yes')
            return undefined;
        const content = qtContent(want.texts, eol);
        return content === undefined ? undefined : [whole(text, translation, content, state)];
    }
    const forms = want.texts;
    const current = qtForms(raw);
    // A numerus translation without forms (`<translation type="unfinished"/>`) has each one empty.
    const same = current?.length === 0
        ? state === 'unfinished'
        : current?.length === forms.length && current.every((form, i) => form === forms[i]);
    if (same)
        return [];
    const elements = translation.children.filter((child) => child.name === 'numerusform');
    if (current?.length !== forms.length || elements.length !== forms.length) {
        const content = formsContent(text, message, translation, forms, eol);
        return content === undefined ? undefined : [whole(text, translation, content, state)];
    }
    const edits = [];
    for (const [index, element] of elements.entries()) {
        const form = forms[index];
        if (current[index] === form)
            continue;
        const content = qtContent(form, eol);
        if (content === undefined || element.attributes['variants'] === 'yes')
            return undefined;
        edits.push((0,xml_content/* contentEdit */.K)(text, element, content));
    }
    const startTag = text.slice(translation.start, translation.contentStart);
    const marked = withState(startTag, state);
    if (marked !== startTag) {
        edits.push({ offset: translation.start, length: startTag.length, content: marked });
    }
    return edits;
}
/** The edit that writes a translation's start tag and content anew. */
function whole(text, translation, content, state) {
    const startTag = text.slice(translation.start, translation.contentStart);
    // An empty-element tag (`<translation type="unfinished"/>`) becomes a start and an end tag.
    const emptyElement = translation.contentEnd === translation.end;
    const opened = emptyElement ? startTag.replace(/(?<!\s)\s*\/>$/, '>') : startTag;
    return {
        offset: translation.start,
        length: translation.contentEnd - translation.start,
        content: `${withState(opened, state)}${content}${emptyElement ? '</translation>' : ''}`,
    };
}
/** A `<translation>` start tag with its `type="unfinished"` as the state wants it. */
function withState(startTag, state) {
    const unfinished = /\s+type\s*=\s*(["'])unfinished\1/;
    if (state === 'finished')
        return startTag.replace(unfinished, '');
    if (state === 'unfinished' && !/\stype\s*=/.test(startTag)) {
        return startTag.replace(/^<translation/, '<translation type="unfinished"');
    }
    return startTag;
}
/**
 * The `<numerusform>`s of a translation written anew: on lines of their own, one level inside
 * the translation, as lupdate writes them; on the translation's line where the file had them so
 * (Transifex's files).
 */
function formsContent(text, message, translation, forms, eol) {
    const raw = text.slice(translation.contentStart, translation.contentEnd);
    const indentation = (0,xml_layout/* indentationAt */.pi)(text, translation.start) ?? '';
    const unit = (0,xml_layout/* indentUnitOf */.SG)(text, message, translation);
    const inline = raw.trim() !== '' && !raw.includes('\n');
    return numerusForms(forms, inline ? undefined : { indentation, unit, eol }, eol);
}
/** The forms as `<numerusform>`s, each on a line of its own where a layout is given. */
function numerusForms(forms, layout, eol) {
    let content = '';
    for (const form of forms) {
        const written = qtContent(form, eol);
        if (written === undefined)
            return undefined;
        const before = layout === undefined ? '' : `${layout.eol}${layout.indentation}${layout.unit}`;
        content += `${before}<numerusform>${written}</numerusform>`;
    }
    return layout === undefined ? content : `${content}${layout.eol}${layout.indentation}`;
}
/** A new message as lupdate writes one: its source, its comment, its translation. */
function newMessage(want, layout) {
    const { indentation, unit, eol } = layout;
    const [, source = '', comment] = want.path;
    const line = (element) => `${eol}${indentation}${unit}${element}`;
    const sourceContent = qtContent(source, eol);
    const commentContent = comment === undefined ? '' : qtContent(comment, eol);
    const content = typeof want.texts === 'string'
        ? qtContent(want.texts, eol)
        : numerusForms(want.texts, { indentation: indentation + unit, unit, eol }, eol);
    if (sourceContent === undefined || commentContent === undefined || content === undefined) {
        return undefined;
    }
    const type = stateOf(want.texts) === 'finished' ? '' : ' type="unfinished"';
    return (`<message${want.numerus ? ' numerus="yes"' : ''}>` +
        line(`<source>${sourceContent}</source>`) +
        (comment === undefined ? '' : line(`<comment>${commentContent}</comment>`)) +
        line(`<translation${type}>${content}</translation>`) +
        `${eol}${indentation}</message>`);
}
/** A new context holding new messages, its name and messages one level inside it. */
function newContext(name, messages, layout) {
    const { indentation, unit, eol } = layout;
    const inner = { indentation: indentation + unit, unit, eol };
    const nameContent = qtContent(name, eol);
    if (nameContent === undefined)
        return undefined;
    let block = `<context>${eol}${inner.indentation}<name>${nameContent}</name>`;
    for (const message of messages) {
        const written = newMessage(message, inner);
        if (written === undefined)
            return undefined;
        block += `${eol}${inner.indentation}${written}`;
    }
    return `${block}${eol}${indentation}</context>`;
}

// EXTERNAL MODULE: ./lib/src/translations/text-edits.js
var text_edits = __webpack_require__(796);
// EXTERNAL MODULE: ./lib/src/translations/xml-keyed-edit.js
var xml_keyed_edit = __webpack_require__(7934);
// EXTERNAL MODULE: ./lib/src/translations/xml-places.js
var xml_places = __webpack_require__(2775);
;// CONCATENATED MODULE: ./lib/src/translations/qt-ts-edit.js








/**
 * A Qt Linguist file edited in place: each `<context>`'s messages walked against the target
 * (xml-keyed-edit.ts), so a changed text's `<translation>` (or `<numerusform>`) is written anew
 * and only its `type="unfinished"` besides; a message the target lacks is removed with its lines,
 * and its context with it when nothing is left there; a new message goes into its context after
 * the message before it in the target, a new context after the context before it. Vanished and
 * obsolete messages, locations and comments stay as they are, as does every other byte.
 */
function editQtTs(text, target, bundle = '') {
    const file = placedFile(text);
    if (file === undefined)
        return undefined;
    const offered = bundle === '' || bundle === text ? undefined : placedFile(bundle);
    const wanted = wantedMessages(target, file, offered);
    if (wanted === undefined)
        return undefined;
    const eol = (0,xml_layout/* lineEndingOf */.RE)(text);
    const hosts = hostsOf(file, wanted);
    const byHost = new Map();
    for (const [id, want] of wanted) {
        const host = hosts.get(id);
        if (host !== undefined)
            byHost.set(host, (byHost.get(host) ?? new Map()).set(id, want));
    }
    const edits = [];
    const kept = [];
    for (const context of file.contexts) {
        const here = byHost.get(context) ?? new Map();
        if (here.size === 0 && context.others === 0 && context.messages.length > 0) {
            edits.push((0,xml_layout/* removalOf */.c6)(text, context.element));
            continue;
        }
        kept.push(context);
        const changes = (0,xml_keyed_edit/* keyedEdits */.m)(text, {
            existing: new Map(context.messages.map((message) => [message.id, message.element])),
            wanted: here,
            fits: (element, want) => (element.attributes['numerus'] === 'yes') === want.numerus,
            update: (element, want, lineEnd) => translationEdits(text, element, want, lineEnd),
            written: (_id, want, layout) => newMessage(want, layout),
            container: context.element,
        }, eol);
        if (changes === undefined)
            return undefined;
        edits.push(...changes);
    }
    const unhosted = [...wanted].filter(([id]) => !hosts.has(id)).map(([, want]) => want);
    const added = newContexts(text, file, kept, [...wanted.values()], unhosted, eol);
    return added && (0,text_edits/* applyTextEdits */.n)(text, [...edits, ...added]);
}
function placedFile(text) {
    return qtFile((0,xml_places/* placedRoot */.O)(text), (element) => text.slice(element.contentStart, element.contentEnd));
}
/**
 * The context each wanted message goes into: its own where the file has it; a new one, the last
 * context of its name (Qt reads the messages of a name written twice as one context's); none
 * (the file lacks the context): a new context.
 */
function hostsOf(file, wanted) {
    const byName = new Map(file.contexts.map((context) => [context.name, context]));
    const hosts = new Map();
    for (const context of file.contexts) {
        for (const message of context.messages) {
            if (wanted.has(message.id))
                hosts.set(message.id, context);
        }
    }
    for (const [id, want] of wanted) {
        const context = byName.get(want.path[0]);
        if (!hosts.has(id) && context !== undefined)
            hosts.set(id, context);
    }
    return hosts;
}
/** Qt has six numerus forms at most (Arabic's); a larger index is no form. */
const MOST_FORMS = 6;
/**
 * The target's entries as messages, in the target's order: a key whose last segment names a
 * form (the file's form names, or an index) of a numerus message is that message's form; any
 * other key of two or three texts is a message. Whether a key is a form is the file's or the
 * service's file's to say where either has the message; undefined when the target holds what
 * no message can.
 */
function wantedMessages(target, file, offered) {
    const numerusOf = (id) => file.messages.get(id)?.numerus ?? offered?.messages.get(id)?.numerus;
    const wanted = new Map();
    for (const [key, value] of target) {
        if (typeof value !== 'string')
            return undefined;
        const segments = (0,keys/* segmentsOf */.OD)(key);
        const form = formIndex(segments, file.formNames, numerusOf);
        if (form === 'invalid')
            return undefined;
        if (form !== undefined) {
            const path = segments.slice(0, -1);
            const id = (0,keys/* keyOf */.TN)(path);
            const message = wanted.get(id) ?? { path, numerus: true, texts: [] };
            if (typeof message.texts === 'string')
                return undefined;
            message.texts[form] = value;
            wanted.set(id, message);
        }
        else if (isPath(segments) && !wanted.has(key)) {
            wanted.set(key, { path: segments, numerus: false, texts: value });
        }
        else
            return undefined;
    }
    for (const message of wanted.values()) {
        // A form the target lacks is written empty, as lupdate writes an untranslated one.
        if (typeof message.texts !== 'string')
            message.texts = Array.from(message.texts, (t) => t ?? '');
    }
    return wanted;
}
/**
 * The index of the form the key's last segment names, when the key is a form of a message;
 * `invalid` for a key of a numerus message that names none of its forms.
 */
function formIndex(segments, names, numerusOf) {
    // A message whose comment is a form's name (`one`) is that message where a file has it.
    if (numerusOf((0,keys/* keyOf */.TN)(segments)) === false)
        return undefined;
    const last = segments[segments.length - 1];
    const parent = segments.slice(0, -1);
    const index = typeof last === 'number' ? last : (names?.indexOf(String(last)) ?? -1);
    const valid = Number.isInteger(index) && index >= 0 && index < MOST_FORMS;
    if (!isPath(parent))
        return undefined;
    const numerus = numerusOf((0,keys/* keyOf */.TN)(parent));
    if (numerus === true)
        return valid ? index : 'invalid';
    return valid && numerus === undefined ? index : undefined;
}
/** Context and source, and a comment: the path of a message. */
function isPath(segments) {
    return (segments.length >= 2 &&
        segments.length <= 3 &&
        segments.every((segment) => typeof segment === 'string'));
}
/**
 * The new contexts, each after the kept context before it in the target's order (in sorted
 * place where the file sorts its contexts, as lupdate does); those before every kept one before
 * the first; with no context kept, after the root's last child that stays.
 */
function newContexts(text, file, kept, wanted, unhosted, eol) {
    if (unhosted.length === 0)
        return [];
    const byName = new Map();
    for (const want of unhosted) {
        const name = want.path[0];
        const messages = byName.get(name);
        if (messages === undefined)
            byName.set(name, [want]);
        else
            messages.push(want);
    }
    const anchors = new Map(kept.map((context) => [context.name, context.element]));
    const placement = (0,translations_placement/* placeNewKeys */.O)([...anchors.keys()], [...new Set(wanted.map((want) => want.path[0]))]);
    const sample = file.contexts[0]?.element;
    const unit = sample === undefined ? '    ' : (0,xml_layout/* indentUnitOf */.SG)(text, sample, sample.children[0]);
    const blocks = (names, at) => {
        const indentation = (at && (0,xml_layout/* indentationAt */.pi)(text, at.start)) ?? '';
        const made = names.map((name) => newContext(name, byName.get(name) ?? [], { indentation, unit, eol }));
        return made.every((block) => block !== undefined) ? made : undefined;
    };
    const edits = [];
    for (const [name, names] of placement.after) {
        const anchor = anchors.get(name);
        const made = blocks(names, anchor);
        if (made === undefined)
            return undefined;
        edits.push((0,xml_layout/* insertionAfter */.a6)(text, anchor, made, eol));
    }
    if (placement.first.length === 0)
        return edits;
    const first = kept[0]?.element;
    const made = blocks(placement.first, first);
    if (made === undefined)
        return undefined;
    if (first !== undefined)
        return [...edits, (0,xml_layout/* insertionBefore */.t8)(text, first, made, eol)];
    return [...edits, intoRoot(text, file, made, eol)];
}
/** New contexts in a file that keeps none: after the root's last child that stays, else first. */
function intoRoot(text, file, blocks, eol) {
    const removed = new Set(file.contexts.map((context) => context.element));
    const last = file.root.children.findLast((child) => !removed.has(child));
    if (last !== undefined)
        return (0,xml_layout/* insertionAfter */.a6)(text, last, blocks, eol);
    const content = blocks.map((block) => `${eol}${block}`).join('');
    return { offset: file.root.contentStart, length: 0, content };
}

// EXTERNAL MODULE: ./lib/src/translations/xml.js
var xml = __webpack_require__(5222);
;// CONCATENATED MODULE: ./lib/src/translations/qt-ts.js




/**
 * Qt Linguist translation sources (`.ts`, as lupdate writes them for each language): each
 * `<message>` is a key, `[context, source]` or `[context, source, comment]` as Qt looks it up
 * (qt-ts-messages.ts), its `<translation>` the text, plain characters (qt-ts-text.ts). A numerus
 * message's `<numerusform>`s are its plural forms, named by the CLDR category Qt's rules for the
 * file's `language` give each (qt-ts-plurals.ts), else by their index. Vanished and obsolete
 * messages are no keys. Only XML whose root is `<TS>` reads: a TypeScript source, or any other
 * file of the extension, does not, and is compared by its lines. Edited in place by
 * qt-ts-edit.ts.
 */
const qtTsModel = {
    read: (text) => {
        const file = readFile(text);
        return file && entriesOf(file, file);
    },
    edit: (text, target, bundle) => editQtTs(text, target, bundle),
    render: (bundle, target) => editQtTs(bundle, target, bundle) ?? bundle,
    alignBundle: (text, bundle, offered) => inFileTerms(text, bundle, offered),
};
/** The elements whose content is text (or, for `<translation>`, its numerus forms). */
const TEXT_ELEMENTS = ['name', 'source', 'comment', 'translation'];
function readFile(text) {
    return qtFile((0,xml/* xmlRoot */.w)(text, TEXT_ELEMENTS), (element) => element.raw);
}
/** Each message's text, or its forms named as `naming` names them, in the file's order. */
function entriesOf(file, naming) {
    const entries = new Map();
    for (const message of file.messages.values()) {
        if (!message.numerus)
            entries.set((0,keys/* keyOf */.TN)(message.path), message.texts);
        else {
            for (const [key, text] of formKeys(message, naming.formNames, naming.formCount)) {
                entries.set(key, text);
            }
        }
    }
    return entries;
}
/**
 * The service's file's entries with its numerus forms named as the repository's file names
 * them: the same language spelt otherwise (`de_DE`, `de`) has the same forms, and a file whose
 * forms go by their index (a language Qt or the runtime does not know) must meet the service's
 * forms by index too.
 */
function inFileTerms(text, bundle, offered) {
    const ours = readFile(text);
    const theirs = ours && readFile(bundle);
    if (ours === undefined || theirs === undefined)
        return offered;
    const same = ours.formCount === theirs.formCount &&
        ours.formNames?.length === theirs.formNames?.length &&
        (ours.formNames ?? []).every((name, i) => name === theirs.formNames?.[i]);
    return same ? offered : entriesOf(theirs, ours);
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
