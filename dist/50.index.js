export const id = 50;
export const ids = [50];
export const modules = {

/***/ 6035:
/***/ ((module) => {

class Node {
  constructor(type, range) {
    this.type = type
    if (range) this.range = range
  }
}

class Pair extends Node {
  constructor(key, value, range) {
    super('PAIR', range)
    this.key = key
    this.value = value
  }

  separator(src) {
    if (Array.isArray(this.range) && this.range.length >= 3) {
      // eslint-disable-next-line no-unused-vars
      const [_, start, end] = this.range
      return src.slice(start, end)
    }
    return null
  }
}

class Comment extends Node {
  constructor(comment, range) {
    super('COMMENT', range)
    this.comment = comment
  }
}

class EmptyLine extends Node {
  constructor(range) {
    super('EMPTY_LINE', range)
  }
}

module.exports = { Node, Pair, Comment, EmptyLine }


/***/ }),

/***/ 2483:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

const { Node, Pair, Comment, EmptyLine } = __webpack_require__(6035)
const { parse, parseLines } = __webpack_require__(7564)
const { stringify } = __webpack_require__(178)

module.exports = {
  Node,
  Pair,
  Comment,
  EmptyLine,
  parse,
  parseLines,
  stringify
}


/***/ }),

/***/ 7564:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

const { Pair, Comment, EmptyLine } = __webpack_require__(6035)

const atComment = (src, offset) => {
  const ch = src[offset]
  return ch === '#' || ch === '!'
}

const atLineEnd = (src, offset) => {
  const ch = src[offset]
  return !ch || ch === '\r' || ch === '\n'
}

const endOfIndent = (src, offset) => {
  let ch = src[offset]
  while (ch === '\t' || ch === '\f' || ch === ' ') {
    offset += 1
    ch = src[offset]
  }
  return offset
}

const endOfComment = (src, offset) => {
  let ch = src[offset]
  while (ch && ch !== '\r' && ch !== '\n') {
    offset += 1
    ch = src[offset]
  }
  return offset
}

const endOfKey = (src, offset) => {
  let ch = src[offset]
  while (
    ch &&
    ch !== '\r' &&
    ch !== '\n' &&
    ch !== '\t' &&
    ch !== '\f' &&
    ch !== ' ' &&
    ch !== ':' &&
    ch !== '='
  ) {
    if (ch === '\\') {
      if (src[offset + 1] === '\n') {
        offset = endOfIndent(src, offset + 2)
      } else {
        offset += 2
      }
    } else {
      offset += 1
    }
    ch = src[offset]
  }
  return offset
}

const endOfSeparator = (src, offset) => {
  let ch = src[offset]
  let hasEqSign = false
  loop: while (
    ch === '\t' ||
    ch === '\f' ||
    ch === ' ' ||
    ch === '=' ||
    ch === ':' ||
    ch === '\\'
  ) {
    switch (ch) {
      case '\\':
        if (src[offset + 1] !== '\n') break loop
        offset = endOfIndent(src, offset + 2)
        break
      case '=':
      case ':':
        if (hasEqSign) break loop
        hasEqSign = true
      // fallthrough
      default:
        offset += 1
    }
    ch = src[offset]
  }
  return offset
}

const endOfValue = (src, offset) => {
  let ch = src[offset]
  while (ch && ch !== '\r' && ch !== '\n') {
    offset += ch === '\\' ? 2 : 1
    ch = src[offset]
    if (ch === '\n' && src[offset - 1] === '\r') {
      // escaped CRLF line terminator
      offset += 1
      ch = src[offset]
    }
  }
  return offset
}

const unescape = str =>
  str.replace(/\\(u[0-9a-fA-F]{4}|\r?\n[ \t\f]*|.)?/g, (match, code) => {
    switch (code && code[0]) {
      case 'f':
        return '\f'
      case 'n':
        return '\n'
      case 'r':
        return '\r'
      case 't':
        return '\t'
      case 'u': {
        const c = parseInt(code.substr(1), 16)
        return isNaN(c) ? code : String.fromCharCode(c)
      }
      case '\r':
      case '\n':
      case undefined:
        return ''
      default:
        return code
    }
  })

function parseLines(src, ast) {
  const lines = []
  for (let i = 0; i < src.length; ++i) {
    if (src[i] === '\n' && src[i - 1] === '\r') i += 1
    if (!src[i]) break
    const keyStart = endOfIndent(src, i)
    if (atLineEnd(src, keyStart)) {
      lines.push(ast ? new EmptyLine([i, keyStart]) : '')
      i = keyStart
      continue
    }
    if (atComment(src, keyStart)) {
      const commentEnd = endOfComment(src, keyStart)
      const comment = src.slice(keyStart, commentEnd)
      lines.push(ast ? new Comment(comment, [keyStart, commentEnd]) : comment)
      i = commentEnd
      continue
    }
    const keyEnd = endOfKey(src, keyStart)
    const key = unescape(src.slice(keyStart, keyEnd))
    const valueStart = endOfSeparator(src, keyEnd)
    if (atLineEnd(src, valueStart)) {
      lines.push(
        ast
          ? new Pair(key, '', [keyStart, keyEnd, valueStart, valueStart])
          : [key, '']
      )
      i = valueStart
      continue
    }
    const valueEnd = endOfValue(src, valueStart)
    const value = unescape(src.slice(valueStart, valueEnd))
    lines.push(
      ast
        ? new Pair(key, value, [keyStart, keyEnd, valueStart, valueEnd])
        : [key, value]
    )
    i = valueEnd
  }
  return lines
}

function addPair(res, key, value, pathSep) {
  if (!pathSep) {
    res[key] = value
    return
  }

  const keyPath = key.split(pathSep)
  let parent = res
  while (keyPath.length >= 2) {
    const p = keyPath.shift()
    if (p === '__proto__') return
    if (!parent[p]) {
      parent[p] = {}
    } else if (typeof parent[p] !== 'object') {
      parent[p] = { '': parent[p] }
    }
    parent = parent[p]
  }
  const leaf = keyPath[0]
  if (typeof parent[leaf] === 'object') {
    parent[leaf][''] = value
  } else {
    parent[leaf] = value
  }
}

function parse(src, path) {
  const pathSep = path ? (typeof path === 'string' ? path : '.') : null
  const lines = Array.isArray(src) ? src : parseLines(src, false)
  const res = {}
  for (const line of lines) {
    if (line instanceof Pair) addPair(res, line.key, line.value, pathSep)
    else if (Array.isArray(line)) addPair(res, line[0], line[1], pathSep)
  }
  return res
}

module.exports = { parse, parseLines }


/***/ }),

/***/ 178:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

const { Pair, Comment, EmptyLine } = __webpack_require__(6035)

const escapeNonPrintable = (str, latin1) =>
  String(str).replace(
    latin1 !== false ? /[^\t\n\f\r -~\xa1-\xff]/g : /[\0-\b\v\x0e-\x1f]/g,
    ch => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0')
  )

const escape = str =>
  String(str)
    .replace(/\\/g, '\\\\')
    .replace(/\f/g, '\\f')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
const escapeKey = key => escape(key).replace(/^[#!]|[ =:]/g, '\\$&')
const escapeValue = value => escape(value).replace(/^ /, '\\ ')

const prefixComment = (str, prefix) =>
  str.replace(/^\s*([#!][ \t\f]*)?/g, prefix)

function fold({ indent, latin1, lineWidth, newline, foldChars }, key, value) {
  const printKey = escapeNonPrintable(key, latin1)
  const printValue = escapeNonPrintable(value, latin1)
  let line = printKey + printValue
  if (!lineWidth || lineWidth < 0 || line.length <= lineWidth) return line
  let start = 0
  let split = undefined
  let i = 0
  if (key && printKey.length < lineWidth) {
    line = printKey + newline + indent + printValue
    start = printKey.length + newline.length
    i = start + indent.length
  }
  for (let ch = line[i]; ch; ch = line[++i]) {
    let end = i - start >= lineWidth ? split || i : undefined
    if (!end) {
      switch (ch) {
        case '\r':
          if (line[i + 1] === '\n') i += 1
        // fallthrough
        case '\n':
          end = i + 1
          break
        case '\\':
          i += 1
          switch (line[i]) {
            case 'r':
              if (line[i + 1] === '\\' && line[i + 2] === 'n') i += 2
            // fallthrough
            case 'n':
              end = i + 1
              break
            case ' ':
            case '=':
            case ':':
              if (foldChars.includes(line[i])) split = i + 1
              break
            case 'f':
              if (foldChars.includes('\f')) split = i + 1
              break
            case 't':
              if (foldChars.includes('\t')) split = i + 1
              break
          }
          break
        default:
          if (foldChars.includes(ch)) split = i + 1
      }
    }
    if (end) {
      let lineEnd = end
      let ch = line[lineEnd - 1]
      while (ch === '\n' || ch === '\r') {
        lineEnd -= 1
        ch = line[lineEnd - 1]
      }
      const next = line[end]
      const atWhitespace = next === '\t' || next === '\f' || next === ' '
      line =
        line.slice(0, lineEnd) +
        newline +
        indent +
        (atWhitespace ? '\\' : '') +
        line.slice(end)
      start = lineEnd + newline.length
      split = undefined
      i = start + indent.length - 1
    }
  }
  return line
}

const toLines = (obj, pathSep, defaultKey, prefix = '') =>
  Object.keys(obj).reduce((lines, key) => {
    const value = obj[key]
    if (value && typeof value === 'object') {
      return lines.concat(
        toLines(value, pathSep, defaultKey, prefix + key + pathSep)
      )
    } else {
      const k =
        key === defaultKey ? prefix.slice(0, -pathSep.length) : prefix + key
      lines.push([k, value])
      return lines
    }
  }, [])

function stringify(
  input,
  {
    commentPrefix = '# ',
    defaultKey = '',
    indent = '    ',
    keySep = ' = ',
    latin1 = true,
    lineWidth = 80,
    newline = '\n',
    pathSep = '.',
    foldChars = '\f\t .'
  } = {}
) {
  if (!input) return ''
  if (!Array.isArray(input)) input = toLines(input, pathSep, defaultKey)
  const lineOpt = {
    indent,
    latin1,
    lineWidth,
    newline: '\\' + newline,
    foldChars
  }
  const commentOpt = {
    indent: commentPrefix,
    latin1,
    lineWidth,
    newline,
    foldChars
  }
  return input
    .map(line => {
      switch (true) {
        case !line:
        case line instanceof EmptyLine:
          return ''

        case Array.isArray(line):
          return fold(
            lineOpt,
            escapeKey(line[0]) + keySep,
            escapeValue(line[1])
          )
        case line instanceof Pair:
          return fold(
            lineOpt,
            escapeKey(line.key) + keySep,
            escapeValue(line.value)
          )

        case line instanceof Comment:
          return fold(
            commentOpt,
            '',
            prefixComment(line.comment, commentPrefix)
          )
        default:
          return fold(
            commentOpt,
            '',
            prefixComment(String(line), commentPrefix)
          )
      }
    })
    .join(newline)
}

module.exports = { stringify }


/***/ }),

/***/ 5781:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ pairEntries),
/* harmony export */   w: () => (/* binding */ editPairs)
/* harmony export */ });
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9039);
/* harmony import */ var _placement_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2728);
/* harmony import */ var _text_edits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(796);
/* harmony import */ var _read_warnings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6545);




/**
 * The entries of the statements, one per key. A key written twice takes its last value, as
 * Java's `Properties.load` and Apple's strings-file parser both do (each statement sets the
 * key anew), with a warning that names it.
 */
function pairEntries(statements) {
    const entries = new Map();
    const repeated = new Set();
    for (const statement of statements) {
        const key = (0,_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .keyOf */ .TN)([statement.key]);
        if (entries.has(key))
            repeated.add(statement.key);
        entries.set(key, statement.value);
    }
    const warnings = [...repeated].map((name) => `the key ${JSON.stringify(name)} is written twice; the last one counts, as the platform reads it`);
    return (0,_read_warnings_js__WEBPACK_IMPORTED_MODULE_1__/* .withWarnings */ .o)(entries, warnings);
}
/** Each statement that counts: the last of its key. */
function countingStatements(statements) {
    const last = new Map();
    for (const statement of statements)
        last.set(statement.key, statement);
    return new Set(last.values());
}
/** `text` edited to hold exactly `target`; undefined when the target is not one text per key. */
function editPairs(text, statements, target, syntax) {
    const wanted = new Map();
    for (const [key, value] of target) {
        const segments = (0,_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .segmentsOf */ .OD)(key);
        const name = segments[0];
        if (segments.length !== 1 || typeof name !== 'string' || typeof value !== 'string') {
            return undefined;
        }
        wanted.set(name, value);
    }
    const counting = countingStatements(statements);
    const edits = [];
    for (const statement of statements) {
        const value = wanted.get(statement.key);
        // A removed key goes with every statement of it (an earlier one would count again); a
        // changed one is changed where it counts, the last, and the earlier are left as they are.
        if (value === undefined)
            edits.push(removal(text, statement));
        else if (counting.has(statement) && value !== statement.value) {
            const length = statement.valueEnd - statement.valueStart;
            const content = syntax.value(value, statement);
            edits.push({ offset: statement.valueStart, length, content });
        }
    }
    const kept = statements.filter((statement) => counting.has(statement) && wanted.has(statement.key));
    const placement = (0,_placement_js__WEBPACK_IMPORTED_MODULE_2__/* .placeNewKeys */ .O)(statements.map((statement) => statement.key), [...wanted.keys()]);
    const line = (key) => syntax.statement(key, wanted.get(key));
    const firstKept = kept[0];
    if (firstKept === undefined) {
        const fresh = placement.first.map((key) => line(key) + '\n').join('');
        const gap = text === '' || text.endsWith('\n') || fresh === '' ? '' : '\n';
        edits.push({ offset: text.length, length: 0, content: gap + fresh });
        return (0,_text_edits_js__WEBPACK_IMPORTED_MODULE_3__/* .applyTextEdits */ .n)(text, edits);
    }
    if (placement.first.length > 0) {
        const at = lineStart(text, firstKept.start);
        const indent = text.slice(at, firstKept.start);
        const content = placement.first.map((key) => indent + line(key) + '\n').join('');
        edits.push({ offset: at, length: 0, content });
    }
    for (const statement of kept) {
        const added = placement.after.get(statement.key) ?? [];
        if (added.length === 0)
            continue;
        const at = lineEnd(text, statement.end);
        const indent = text.slice(lineStart(text, statement.start), statement.start);
        const content = added.map((key) => '\n' + indent + line(key)).join('');
        edits.push({ offset: at, length: 0, content });
    }
    return (0,_text_edits_js__WEBPACK_IMPORTED_MODULE_3__/* .applyTextEdits */ .n)(text, edits);
}
/**
 * A statement cut out: with its line when the line holds nothing else (a `//` comment after it
 * on its line is about it), else alone.
 */
function removal(text, statement) {
    const start = lineStart(text, statement.start);
    const end = lineEnd(text, statement.end);
    const aloneOnLine = /^[ \t\f]*$/.test(text.slice(start, statement.start)) &&
        /^[ \t\f\r]*(?:\/\/.*)?$/.test(text.slice(statement.end, end));
    if (!aloneOnLine) {
        return { offset: statement.start, length: statement.end - statement.start, content: '' };
    }
    const through = end < text.length ? end + 1 : end;
    return { offset: start, length: through - start, content: '' };
}
function lineStart(text, offset) {
    return text.lastIndexOf('\n', offset - 1) + 1;
}
/** The offset of the line break that ends the line `offset` is on (the text's end if none). */
function lineEnd(text, offset) {
    const at = text.indexOf('\n', offset);
    return at === -1 ? text.length : at;
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

/***/ 9050:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  propertiesModel: () => (/* binding */ propertiesModel)
});

// EXTERNAL MODULE: ./node_modules/dot-properties/lib/index.js
var lib = __webpack_require__(2483);
// EXTERNAL MODULE: ./lib/src/translations/line-pairs.js
var line_pairs = __webpack_require__(5781);
;// CONCATENATED MODULE: ./lib/src/translations/properties-wrap.js
/**
 * A changed `.properties` value written across continuation lines the way the value it replaces
 * was: a value a person split (`key = first \` / `    second`) comes back split too, at spaces,
 * its lines about as wide as the old ones and indented as they were, rather than as one line of
 * a thousand characters in a file no one else writes so.
 */
/**
 * `written` (the new value escaped for one line) split like the value at
 * `text[valueStart, valueEnd)`; as it is when that value is on one line.
 */
function wrappedLike(text, valueStart, valueEnd, written) {
    const old = oldLines(text, valueStart, valueEnd);
    if (old === undefined)
        return written;
    // A value written a sentence a line (Jenkins' bundles) is written so again, whatever the widths.
    const width = old.bySentence ? Number.POSITIVE_INFINITY : Math.max(...old.widths);
    // The first line holds the key too (or, for `key = \`, the indentation of the next line).
    const lineStart = text.lastIndexOf('\n', valueStart - 1) + 1;
    const lines = [];
    let line = '';
    let used = valueStart - lineStart;
    for (const piece of piecesAtSpaces(written)) {
        const full = old.bySentence ? SENTENCE_END.test(line) : used + piece.length > width;
        if (line !== '' && full) {
            lines.push(line);
            line = '';
            used = old.indent.length;
        }
        line += piece;
        used += piece.length;
    }
    lines.push(line);
    return lines.join('\\' + old.newline + old.indent);
}
/**
 * The value's physical lines, undefined when it has none but the first. A backslash ends a line
 * when it is not itself escaped (an odd run of them); the next line's leading blanks are not the
 * value's.
 */
function oldLines(text, start, end) {
    const widths = [];
    let indent;
    let newline = '\n';
    let sentences = true;
    let lineStart = text.lastIndexOf('\n', start - 1) + 1;
    for (let at = start; at < end; at++) {
        if (text[at] !== '\\')
            continue;
        const after = text.startsWith('\r\n', at + 1) ? '\r\n' : text[at + 1] === '\n' ? '\n' : '';
        if (after === '') {
            at++;
            continue;
        }
        widths.push(at - lineStart);
        sentences &&= SENTENCE_END.test(text.slice(lineStart, at));
        lineStart = at + 1 + after.length;
        const blanks = /^[ \t\f]*/.exec(text.slice(lineStart, end))?.[0] ?? '';
        if (indent === undefined)
            [indent, newline] = [blanks, after];
        at = lineStart + blanks.length - 1;
    }
    return indent === undefined ? undefined : { widths, indent, newline, bySentence: sentences };
}
/** A sentence's end and the space after it (which the next line does not start with). */
const SENTENCE_END = /[.!?]['")\]]* +$/;
/**
 * The escaped value cut after each run of spaces that are the value's own (an escaped `\ ` is
 * not a place to cut): a continuation line's leading blanks are dropped by the reader, so the
 * space between two words ends the line before it.
 */
function piecesAtSpaces(written) {
    const pieces = [];
    let piece = '';
    for (let at = 0; at < written.length; at++) {
        const char = written[at];
        if (char === '\\') {
            piece += written.slice(at, at + 2);
            at++;
        }
        else if (char === ' ' && written[at + 1] !== ' ') {
            pieces.push(piece + char);
            piece = '';
        }
        else
            piece += char;
    }
    if (piece !== '')
        pieces.push(piece);
    return pieces;
}

;// CONCATENATED MODULE: ./lib/src/translations/properties.js



/**
 * Java `.properties` files through dot-properties, whose syntax tree gives each pair's key and
 * value ranges in the text: a changed text replaces its value's characters, written by
 * dot-properties' own escaping (line-pairs.ts makes the edits), split across continuation lines
 * when the value it replaces was (properties-wrap.ts). Keys are the file's keys as
 * Java reads them; a key that repeats makes the file unreadable here (Java takes the last, a
 * reviewer would see the first).
 */
const propertiesModel = {
    read: (text) => {
        const statements = statementsOf(text);
        return statements === undefined ? undefined : (0,line_pairs/* pairEntries */.V)(statements);
    },
    edit: (text, target) => editProperties(text, target),
    render: (bundle, target) => editProperties(bundle, target) ?? bundle,
};
function statementsOf(text) {
    try {
        return (0,lib.parseLines)(text, true)
            .filter((node) => node.type === 'PAIR')
            .map((pair) => {
            const [start, , valueStart, end] = pair.range;
            return { key: pair.key, value: pair.value, start, end, valueStart, valueEnd: end };
        });
    }
    catch {
        return undefined;
    }
}
function editProperties(text, target) {
    const statements = statementsOf(text);
    if (statements === undefined)
        return undefined;
    return (0,line_pairs/* editPairs */.w)(text, statements, target, syntaxOf(text, statements));
}
/**
 * How the file writes a pair: its first pair's separator (`=`, ` = `, `:`) for a new key (a
 * changed value keeps its own), and `\u` escapes for every non-ASCII character when the file
 * writes them so and holds none raw (the Latin-1 tradition of Java before 9).
 */
function syntaxOf(text, statements) {
    const first = statements[0];
    const between = first === undefined ? '' : text.slice(first.start, first.valueStart);
    // Tried only where a run of white space starts (the lookbehinds): from each of a long run's
    // characters (a key continued on a line of spaces), `[ \t\f]*` would read the rest of it.
    const separator = /(?<![ \t\f])[ \t\f]*[=:][ \t\f]*$|(?<![ \t\f])[ \t\f]+$/.exec(between)?.[0] ?? '=';
    const asciiOnly = /\\u[0-9a-fA-F]{4}/.test(text) && !/[\u0080-\uffff]/.test(text);
    const written = (key, value) => {
        const line = (0,lib.stringify)([[key, value]], {
            keySep: separator,
            latin1: asciiOnly,
            lineWidth: null,
        });
        return asciiOnly ? escapeLatin1(line) : line;
    };
    const marker = written('k', '');
    return {
        value: (value, replaced) => {
            const line = written('k', value).slice(marker.length);
            return replaced === undefined
                ? line
                : wrappedLike(text, replaced.valueStart, replaced.valueEnd, line);
        },
        statement: written,
    };
}
/** dot-properties' Latin-1 mode leaves U+0080–U+00FF raw; an ASCII file escapes them too. */
function escapeLatin1(line) {
    return line.replace(/[\u0080-\u00ff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
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


/***/ })

};
