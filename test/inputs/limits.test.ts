import { describe, expect, it } from 'vitest';
import { controlCharacterProblem, quote } from '../../src/common/parsers.ts';
import { InputError, readSettings } from '../../src/inputs/index.ts';

const REQUIRED: Record<string, string> = {
  'api-token': 'token',
  'project-id': '123.45',
  'api-url': 'https://lms.example.com',
  files: 'locales/%LANG_ISO%.json',
  'github-token': 'ghs_required',
};
/** The repository a pull request needs, as the runner sets it. */
const ENV = { GITHUB_REPOSITORY: 'octo/app' };

/** The problems readSettings reports for these inputs on top of the required ones. */
function problemsOf(inputs: Record<string, string>): readonly string[] {
  const all = { ...REQUIRED, ...inputs };
  try {
    readSettings((name) => all[name] ?? '', ENV);
    return [];
  } catch (error) {
    if (error instanceof InputError) return error.problems;
    throw error;
  }
}

describe('input limits', () => {
  it.each([
    ['http-timeout', '0.05', 'expected seconds from 0.1 to 3600'],
    ['http-timeout', '3601', 'expected seconds from 0.1 to 3600'],
    ['http-timeout', '1e3', 'expected seconds from 0.1 to 3600'],
    ['max-retries', '21', 'expected a whole number from 0 to 20'],
    ['max-retries', '2.5', 'expected a whole number from 0 to 20'],
  ])('refuses %s: %s (%s)', (name, value, expected) => {
    expect(problemsOf({ [name]: value })).toEqual([`Invalid ${name}: ${expected}, got '${value}'`]);
  });

  it('keeps http-timeout in whole milliseconds', () => {
    const settings = readSettings((n) => ({ ...REQUIRED, 'http-timeout': '1.1' })[n] ?? '', ENV);
    expect(settings.httpTimeoutMs).toBe(1100);
  });

  it.each(['project-id', 'branch', 'base-branch', 'pr-title', 'git-user-name', 'api-token'])(
    'refuses a line break in %s, a single-line input, without quoting the value',
    (name) => {
      const problems = problemsOf({ [name]: 'x\ny' });
      expect(problems).toEqual([
        `Invalid ${name}: control character U+000A at position 2; this input is a single line`,
      ]);
    },
  );

  it('takes line breaks, not other control characters, in lists and texts', () => {
    expect(problemsOf({ 'pr-body': 'one\r\ntwo\tthree', 'pr-labels': 'a\nb' })).toEqual([]);
    expect(problemsOf({ 'commit-message': 'x\u001b[31m' })).toEqual([
      'Invalid commit-message: control character U+001B at position 2',
    ]);
  });

  it('quotes at most 100 characters of a bad value, on one line', () => {
    expect(quote('de')).toBe("'de'");
    expect(quote('a\nb')).toBe("'a\\nb'");
    expect(quote('y'.repeat(150))).toBe(`'${'y'.repeat(100)}…' (150 characters)`);
    const [problem = ''] = problemsOf({ 'language-map': 'z'.repeat(10_000) });
    expect(problem.length).toBeLessThan(200);
  });

  it('names the character and where it is', () => {
    expect(controlCharacterProblem('ab\u0000', false)).toBe(
      'control character U+0000 at position 3; this input is a single line',
    );
    expect(controlCharacterProblem('a\nb', true)).toBeUndefined();
  });
});
