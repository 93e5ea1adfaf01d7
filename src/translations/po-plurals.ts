/**
 * A .po file's `Plural-Forms` header: how many `msgstr[n]` an entry has, and which count takes
 * which form. gettext evaluates `plural=` as a C expression of `n`; this reads the same small
 * language (numbers, `n`, arithmetic, comparisons, `!`, `&&`, `||`, `?:`, parentheses) without
 * handing the file's text to an evaluator.
 */
export interface PluralRule {
  /** `nplurals`: the number of forms every plural entry has. */
  readonly count: number;
  /** The form gettext picks for the count `n`. */
  readonly formOf: (n: number) => number;
  /** The header as written, whitespace aside, to tell whether two files share it. */
  readonly spelling: string;
}

/**
 * The most forms a plural has in any language: CLDR's categories zero, one, two, few, many and
 * other. gettext takes `nplurals` as it is written, and the model sizes arrays and loops by it
 * (a form per count, a tally per form): `nplurals=300000000` would have them take the machine's
 * memory. A header stating more is a mistake, and is not used.
 */
export const MAX_PLURAL_FORMS = 6;

const NPLURALS = /\bnplurals\s*=\s*(\d+)/;

/**
 * The rule a `Plural-Forms` value states; undefined when it is absent, not gettext's syntax, or
 * states no form or more than MAX_PLURAL_FORMS (see pluralCountProblem).
 */
export function pluralRuleOf(header: string | undefined): PluralRule | undefined {
  if (header === undefined) return undefined;
  const count = NPLURALS.exec(header)?.[1];
  const expression = /\bplural\s*=([^;]*)/.exec(header)?.[1];
  if (count === undefined || expression === undefined) return undefined;
  const nplurals = Number(count);
  if (nplurals < 1 || nplurals > MAX_PLURAL_FORMS) return undefined;
  const evaluate = compile(expression);
  if (evaluate === undefined) return undefined;
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
export function pluralCountProblem(header: string | undefined): string | undefined {
  const count = header === undefined ? undefined : NPLURALS.exec(header)?.[1];
  if (count === undefined || Number(count) <= MAX_PLURAL_FORMS) return undefined;
  // A count of a million digits is shown by its first ones.
  const shown = count.length > 12 ? `${count.slice(0, 12)}…` : count;
  return (
    `the header's Plural-Forms states nplurals=${shown}, more forms than any language has ` +
    `(CLDR's ${MAX_PLURAL_FORMS} at most); the header is not used`
  );
}

type Evaluate = (n: number) => number;

const TOKEN = /\s*(\d+|n|\|\||&&|==|!=|<=|>=|[<>!?:()%*/+-])/y;

function compile(expression: string): Evaluate | undefined {
  const tokens: string[] = [];
  const token = new RegExp(TOKEN.source, 'y');
  let end = 0;
  for (let match = token.exec(expression); match !== null; match = token.exec(expression)) {
    tokens.push(match[1] as string);
    end = token.lastIndex;
  }
  if (expression.slice(end).trim() !== '') return undefined;
  const parser = new Parser(tokens);
  try {
    const evaluate = parser.conditional();
    return parser.done() ? evaluate : undefined;
  } catch {
    return undefined;
  }
}

/** C's binary operators, loosest first; each level's operands are the next level's. */
const LEVELS: readonly (readonly string[])[] = [
  ['||'],
  ['&&'],
  ['==', '!='],
  ['<', '>', '<=', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

const APPLY: Readonly<Record<string, (a: number, b: number) => number>> = {
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
  private at = 0;
  private readonly tokens: readonly string[];

  constructor(tokens: readonly string[]) {
    this.tokens = tokens;
  }

  done(): boolean {
    return this.at === this.tokens.length;
  }

  conditional(): Evaluate {
    const test = this.binary(0);
    if (this.tokens[this.at] !== '?') return test;
    this.at++;
    const then = this.conditional();
    this.expect(':');
    const otherwise = this.conditional();
    return (n) => (test(n) !== 0 ? then(n) : otherwise(n));
  }

  private binary(level: number): Evaluate {
    const operators = LEVELS[level];
    if (operators === undefined) return this.unary();
    let left = this.binary(level + 1);
    while (operators.includes(this.tokens[this.at] ?? '')) {
      const apply = APPLY[this.tokens[this.at++] as string] as (a: number, b: number) => number;
      const [a, b] = [left, this.binary(level + 1)];
      left = (n) => apply(a(n), b(n));
    }
    return left;
  }

  private unary(): Evaluate {
    const token = this.tokens[this.at++];
    if (token === '!') {
      const operand = this.unary();
      return (n) => (operand(n) === 0 ? 1 : 0);
    }
    if (token === 'n') return (n) => n;
    if (token !== undefined && /^\d+$/.test(token)) {
      const value = Number(token);
      return () => value;
    }
    if (token !== '(') throw new SyntaxError(`unexpected ${token ?? 'end'}`);
    const inner = this.conditional();
    this.expect(')');
    return inner;
  }

  private expect(token: string): void {
    if (this.tokens[this.at++] !== token) throw new SyntaxError(`expected ${token}`);
  }
}
