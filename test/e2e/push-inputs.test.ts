import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotations } from '../support/action-runner.ts';
import { git } from '../support/git-fixture.ts';
import { createScenario, type Scenario } from '../support/scenario.ts';

let s: Scenario;
beforeAll(async () => {
  s = await createScenario({ files: { 'locales/en.json': '{"a":"A"}' } });
});
afterAll(() => s.close());

/** Each bad input, the one line a user sees, and nothing sent to the service. */
const CASES: Array<[string, Record<string, string>, string, Record<string, string>?]> = [
  [
    'no %LANG_ISO%',
    { files: 'locales/en.json' },
    "Invalid files: 'locales/en.json' has no language placeholder such as %LANG_ISO%",
  ],
  [
    'a file group without its translation',
    { files: '- source: res/values/strings.xml' },
    'Invalid files: item 1 needs both source and translation',
  ],
  [
    'a pattern leaving the repository',
    { files: '../%LANG_ISO%.json' },
    "Invalid files: '../%LANG_ISO%.json' must stay inside the repository (no '..', '.' or empty folders)",
  ],
  [
    'an unknown revision',
    { revision: '2.0' },
    "Invalid revision: expected one of 1.0.9.3, 1.0.9.2, got '2.0'",
  ],
  [
    'an option the revision lacks',
    { revision: '1.0.9.2', 'cleanup-mode': 'false' },
    'Invalid cleanup-mode: revision 1.0.9.2 does not have this option; remove it',
  ],
  [
    'screenshots on 1.0.9.2',
    { revision: '1.0.9.2', screenshots: 'shots/*.png' },
    'Invalid screenshots: revision 1.0.9.2 does not have this option; remove it',
  ],
  [
    'plain http to a remote host',
    { 'api-url': 'http://lms.example.com' },
    "Invalid api-url: URL 'http://lms.example.com' uses plain http to a host that is not loopback; the token would travel in clear text: use https",
  ],
  ['a bad boolean', { 'dry-run': 'yes' }, "Invalid dry-run: expected true or false, got 'yes'"],
  [
    'a bad count',
    { 'max-retries': '-1' },
    "Invalid max-retries: expected a whole number from 0 to 20, got '-1'",
  ],
  [
    'a bad timeout',
    { 'http-timeout': '0' },
    "Invalid http-timeout: expected seconds from 0.1 to 3600, got '0'",
  ],
  [
    'too many retries',
    { 'max-retries': '1000' },
    "Invalid max-retries: expected a whole number from 0 to 20, got '1000'",
  ],
  [
    'a line break in a single-line input',
    { branch: 'l10n\n::error::forged' },
    'Invalid branch: control character U+000A at position 5; this input is a single line',
  ],
  [
    'a control character in a list',
    { 'pr-labels': 'l10n\u0007' },
    'Invalid pr-labels: control character U+0007 at position 5',
  ],
  [
    'a 100 KB value, quoted short',
    { 'push-scope': 'x'.repeat(100_000) },
    `Invalid push-scope: expected one of changed, all, got '${'x'.repeat(100)}…' (100000 characters)`,
  ],
  [
    'a bad language map',
    { 'language-map': 'pt-BR' },
    "Invalid language-map: 'pt-BR' is not a local=service pair",
  ],
  [
    'a bad choice',
    { 'push-scope': 'some' },
    "Invalid push-scope: expected one of changed, all, got 'some'",
  ],
  [
    'an unknown mode',
    { mode: 'both' },
    "Invalid mode: expected one of push, pull, sync, check, got 'both'",
  ],
  [
    'a bad language list',
    { 'push-languages': 'en, d e' },
    "Invalid push-languages: expected base, all, or a list of language codes; 'd e' is not a code",
  ],
  ['a missing token', { 'api-token': '' }, 'Input required and not supplied: api-token'],
  [
    'an export parameter the revision lacks',
    { revision: '1.0.9.2', 'export-params': '{"exclude_tags": ["beta"]}' },
    "Invalid export-params: parameter 'exclude_tags' does not exist in revision 1.0.9.2",
  ],
  [
    'an export parameter set by another input',
    { 'export-params': 'type: json' },
    "Invalid export-params: 'type' is set by the format input; use that instead",
  ],
  [
    'a bad filter value',
    { filter: 'translated, all' },
    "Invalid filter: parameter 'filter' does not allow 'all' (allowed: translated, nonfuzzy, nonhidden)",
  ],
  [
    'a pull request without github-token',
    { mode: 'pull', 'github-token': '' },
    'Input required for pull requests and not supplied: github-token',
  ],
  [
    'a sync without github-token (checked before the push)',
    { mode: 'sync', 'github-token': '' },
    'Input required for pull requests and not supplied: github-token',
  ],
  [
    'sign-commits without github-token',
    { mode: 'pull', 'pull-target': 'branch', 'sign-commits': 'true', 'github-token': '' },
    'Input required for sign-commits and not supplied: github-token',
  ],
  [
    'a pull request without GITHUB_REPOSITORY',
    { mode: 'pull' },
    'GITHUB_REPOSITORY is not set: cannot open a pull request (or set pull-target: branch)',
    { GITHUB_REPOSITORY: '' },
  ],
  [
    'a bad time scale',
    {},
    "Invalid L10N_SYNC_TIME_SCALE: expected a number greater than 0, got '0'",
    { L10N_SYNC_TIME_SCALE: '0' },
  ],
];

describe('bad inputs', () => {
  it.each(CASES)(
    '%s: one line naming the input, and no call made',
    async (_name, inputs, message, env) => {
      const mark = s.emulator.calls.length;
      const run = await s.run(inputs, env);
      expect(run.code).toBe(1);
      expect(annotations(run.stdout, 'error')).toEqual([message]);
      expect(s.emulator.calls.slice(mark)).toEqual([]);
      expect(s.syncRef()).toBeUndefined();
    },
  );

  it.each(['push', 'pull', 'sync'])(
    'a %s on a tag (detached checkout) fails on the branch, and no call made',
    async (mode) => {
      const mark = s.emulator.calls.length;
      const run = await s.run(
        { mode },
        { GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: 'v1.0' },
        { onStart: (workspace) => git(workspace, 'checkout', '-q', '--detach') },
      );
      expect(run.code).toBe(1);
      expect(annotations(run.stdout, 'error')).toEqual([
        'Cannot tell which branch the checkout is on (detached HEAD); set the base-branch input',
      ]);
      expect(s.emulator.calls.slice(mark)).toEqual([]);
    },
  );

  it('lists every bad input at once', async () => {
    const run = await s.run({ revision: '2.0', 'dry-run': 'maybe' });
    expect(run.code).toBe(1);
    expect(annotations(run.stdout, 'error')).toEqual([
      "Invalid revision: expected one of 1.0.9.3, 1.0.9.2, got '2.0'",
      "Invalid dry-run: expected true or false, got 'maybe'",
      '2 inputs are invalid (listed above)',
    ]);
  });

  it.each(['1.5', '1.1'])('takes a fractional http-timeout (%s s) and uploads', async (timeout) => {
    // At the usual time scale of 0.01 these would be 15 ms and 11 ms: too short for any answer.
    const run = await s.run(
      { 'http-timeout': timeout, 'push-scope': 'all' },
      { L10N_SYNC_TIME_SCALE: '1' },
    );
    expect(run.code).toBe(0);
    expect(run.outputs['pushed-files']).toBe('1');
  });
});
