/**
 * Parsers for the shapes action inputs come in. Each throws a one-line reason that the caller
 * prefixes with the input's name.
 */

/** YAML 1.2 core-schema booleans, as `core.getBooleanInput` accepts them. */
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

export function parseBoolean(value: string): boolean {
  if (TRUE.includes(value)) return true;
  if (FALSE.includes(value)) return false;
  throw new Error(`expected true or false, got '${value}'`);
}

/** A list given one item per line, or separated by commas; blanks are dropped. */
export function parseList(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function parsePositiveNumber(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0) {
    throw new Error(`expected a number greater than 0, got '${value}'`);
  }
  return n;
}

export function parseCount(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n)) {
    throw new Error(`expected a whole number of 0 or more, got '${value}'`);
  }
  return n;
}

export function parseChoice<T extends string>(value: string, choices: readonly T[]): T {
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new Error(`expected one of ${choices.join(', ')}, got '${value}'`);
}
