import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { InputError, readSettings, type Settings } from '../../src/inputs/index.ts';

/**
 * The tables of the input rules (rules*.test.ts): rows of inputs that are refused with the exact
 * lines a user sees, and rows that are accepted with what the settings then hold.
 */

export type Inputs = Record<string, string>;
export type Env = Record<string, string | undefined>;

/** Inputs (on top of REQUIRED) that are refused with exactly these problems, in this order. */
export interface Refused {
  readonly inputs: Inputs;
  readonly env?: Env;
  readonly problems: readonly string[];
}

/** Inputs that are accepted, and what the settings then hold (matched, or checked). */
export interface Accepted {
  readonly inputs: Inputs;
  readonly env?: Env;
  readonly settings?: Record<string, unknown>;
  readonly expect?: (settings: Settings) => void;
}

export const REQUIRED: Inputs = {
  'api-token': 'token',
  'project-id': '123.45',
  'api-url': 'https://lms.example.com',
  files: 'locales/%LANG_ISO%.json',
  // action.yml's default, github.token: a run's pull request needs it.
  'github-token': 'ghs_required',
};

/** The runner's environment under each row's own: the repository a pull request needs. */
export const RUNNER_ENV: Env = { GITHUB_REPOSITORY: 'octo/app' };

/** A revision 1.0.9.2 run that may pull: such a run needs download-url. */
export const R1092: Inputs = { revision: '1.0.9.2', 'download-url': 'https://dl.example.com' };

/** The settings of these inputs on top of the required ones, as loadSettings reads them. */
export function read(inputs: Inputs, env: Env = {}): Settings {
  const all = { ...REQUIRED, ...inputs };
  return readSettings((name) => all[name] ?? '', { ...RUNNER_ENV, ...env }, parse);
}

/** The problems reported for these inputs on top of the required ones; none when accepted. */
export function problemsOf(inputs: Inputs, env: Env = {}): readonly string[] {
  try {
    read(inputs, env);
    return [];
  } catch (error) {
    if (error instanceof InputError) return error.problems;
    throw error;
  }
}

/** The row's inputs and environment as a test's name, control characters escaped. */
const label = <R extends { inputs: Inputs; env?: Env }>(row: R) => ({
  ...row,
  label: JSON.stringify(row.env ? { ...row.inputs, env: row.env } : row.inputs),
});

export function refuses(rows: readonly Refused[]): void {
  it.for(rows.map(label))('refuses $label', ({ inputs, env, problems }) => {
    expect(problemsOf(inputs, env)).toEqual(problems);
  });
}

export function accepts(rows: readonly Accepted[]): void {
  it.for(rows.map(label))('accepts $label', ({ inputs, env, settings, expect: check }) => {
    expect(settings ?? check, 'a row must assert something').toBeDefined();
    const got = read(inputs, env);
    if (settings) expect(got).toMatchObject(settings);
    check?.(got);
  });
}

/** The lines users see, as the rules word them. */
export const invalid = (name: string, message: string) => `Invalid ${name}: ${message}`;

export const notABoolean = (name: string, value: string) =>
  invalid(name, `expected true or false, got '${value}'`);

export const notOn1092 = (name: string) =>
  invalid(name, 'revision 1.0.9.2 does not have this option; remove it');

export const notAllowed = (name: string, param: string, value: string, allowed: string) =>
  invalid(name, `parameter '${param}' does not allow '${value}' (allowed: ${allowed})`);

export const plainHttp = (name: string, origin: string) =>
  invalid(
    name,
    `URL '${origin}' uses plain http to a host that is not loopback; the token would travel in clear text: use https`,
  );
