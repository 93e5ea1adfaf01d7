/**
 * Parsers for the shapes action inputs come in. Each throws a one-line reason that the caller
 * prefixes with the input's name.
 */

/** The most characters of a value an error message shows: a value may be a whole file. */
const SHOWN_AT_MOST = 100;

/**
 * A value as an error message shows it: quoted, on one line (control characters as escapes), and
 * cut after 100 characters with the full length said, so a 200 KB input makes a short line.
 */
export function quote(value: string): string {
  const cut = value.length > SHOWN_AT_MOST;
  const shown = JSON.stringify(cut ? value.slice(0, SHOWN_AT_MOST) : value).slice(1, -1);
  return cut ? `'${shown}…' (${value.length} characters)` : `'${shown}'`;
}

/** YAML 1.2 core-schema booleans, as `core.getBooleanInput` accepts them. */
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

export function parseBoolean(value: string): boolean {
  if (TRUE.includes(value)) return true;
  if (FALSE.includes(value)) return false;
  throw new Error(`expected true or false, got ${quote(value)}`);
}

/** A list given one item per line, or separated by commas; blanks are dropped. */
export function parseList(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A decimal number from `min` to `max`; `unit` names what it counts, for the message. */
export function parseNumberIn(value: string, min: number, max: number, unit: string): number {
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(n >= min && n <= max)) {
    throw new Error(`expected ${unit} from ${min} to ${max}, got ${quote(value)}`);
  }
  return n;
}

/** A whole number from 0 to `max`. */
export function parseCount(value: string, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n > max) {
    throw new Error(`expected a whole number from 0 to ${max}, got ${quote(value)}`);
  }
  return n;
}

export function parseChoice<T extends string>(value: string, choices: readonly T[]): T {
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new Error(`expected one of ${choices.join(', ')}, got ${quote(value)}`);
}

// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, less line breaks and tabs
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Why a value holds a character no input of its kind may, if it does: a one-line input takes no
 * control character at all (a line break in a branch name or project id would start a new line
 * of a log, a header or a git command), a text of several lines takes line breaks and tabs.
 */
export function controlCharacterProblem(value: string, multiLine: boolean): string | undefined {
  const found = (multiLine ? CONTROL_BUT_LINES : ANY_CONTROL).exec(value);
  if (!found) return undefined;
  const code = `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  const where = `control character ${code} at position ${found.index + 1}`;
  return multiLine ? where : `${where}; this input is a single line`;
}
