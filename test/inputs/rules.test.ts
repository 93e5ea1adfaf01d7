import { tmpdir } from 'node:os';
import { describe, expect } from 'vitest';
import type { Settings } from '../../src/inputs/index.ts';
import { accepts, invalid, notABoolean, plainHttp, refuses } from './rules-support.ts';

/**
 * The rules of the action's inputs as tables: what a workflow may write, what each input defaults
 * to, and the exact line a user sees for each refused value. Here the service's inputs, every
 * choice and boolean input, git, the environment and control characters; rules-push.test.ts and
 * rules-pull.test.ts have the rest.
 */

// Users rely on the four required inputs being named when missing, on tokens only going to
// https (or loopback) addresses, and on values being trimmed.
describe('required inputs and service addresses', () => {
  refuses([
    {
      inputs: { 'api-token': '', 'project-id': ' ', 'api-url': '', files: '' },
      problems: ['api-token', 'project-id', 'api-url', 'files'].map(
        (name) => `Input required and not supplied: ${name}`,
      ),
    },
    {
      inputs: { 'api-url': 'http://lms.example.com' },
      problems: [plainHttp('api-url', 'http://lms.example.com')],
    },
    {
      inputs: { 'api-url': 'ftp://lms' },
      problems: [invalid('api-url', "URL 'ftp://lms' must be an https:// URL")],
    },
    {
      inputs: { 'api-url': 'lms.example.com' },
      problems: [
        invalid('api-url', "URL 'lms.example.com' is not a URL; expected https://host[/path]"),
      ],
    },
    {
      inputs: { 'download-url': 'http://dl.example.com/x' },
      problems: [plainHttp('download-url', 'http://dl.example.com')],
    },
  ]);
  accepts([
    {
      inputs: {
        'api-token': ' t0k ',
        'project-id': ' 42\n',
        'api-url': 'https://lms.example.com/v2//',
      },
      settings: {
        token: 't0k',
        projectId: '42',
        apiUrl: 'https://lms.example.com/v2',
        downloadUrl: undefined,
      },
    },
    {
      inputs: { 'api-url': 'http://localhost:8080' },
      settings: { apiUrl: 'http://localhost:8080' },
    },
    { inputs: { 'api-url': 'http://127.0.0.1:9/' }, settings: { apiUrl: 'http://127.0.0.1:9' } },
    {
      inputs: { 'download-url': 'https://dl.example.com/b' },
      settings: { downloadUrl: 'https://dl.example.com/b' },
    },
    {
      inputs: {},
      settings: { baseLanguage: undefined, httpTimeoutMs: 120_000, maxRetries: 5 },
    },
    { inputs: { 'base-language': 'en' }, settings: { baseLanguage: 'en' } },
    {
      inputs: { 'http-timeout': '0.1', 'max-retries': '0' },
      settings: { httpTimeoutMs: 100, maxRetries: 0 },
    },
    {
      inputs: { 'http-timeout': '3600', 'max-retries': '20' },
      settings: { httpTimeoutMs: 3_600_000, maxRetries: 20 },
    },
  ]);
  refuses([
    {
      inputs: { 'http-timeout': 'abc' },
      problems: [invalid('http-timeout', "expected seconds from 0.1 to 3600, got 'abc'")],
    },
    {
      inputs: { 'max-retries': '-1' },
      problems: [invalid('max-retries', "expected a whole number from 0 to 20, got '-1'")],
    },
  ]);
});

// Every choice input: each documented value is taken, the default applies when empty, and any
// other value (case matters) is refused with the list of choices.
describe('choice inputs', () => {
  const CHOICES: ReadonlyArray<[string, readonly string[], unknown, (s: Settings) => unknown]> = [
    ['mode', ['push', 'pull', 'sync', 'check'], 'sync', (s) => s.mode],
    ['fail-on', ['none', 'missing-keys', 'missing-translations'], 'none', (s) => s.failOn],
    ['push-scope', ['changed', 'all'], 'changed', (s) => s.push.scope],
    ['qa', ['report', 'fail', 'off'], 'report', (s) => s.pull.qa],
    ['pull-target', ['pull-request', 'branch', 'workspace'], 'pull-request', (s) => s.pull.target],
    [
      'post-pull-shell',
      ['bash', 'sh', 'pwsh', 'powershell', 'cmd'],
      undefined,
      (s) => s.pull.postPullShell,
    ],
    ['pr-auto-merge', ['merge', 'squash', 'rebase'], undefined, (s) => s.git.autoMerge],
  ];
  accepts(
    CHOICES.flatMap(([name, values, fallback, get]) => [
      { inputs: { [name]: '' }, expect: (s: Settings) => expect(get(s)).toBe(fallback) },
      ...values.map((value) => ({
        inputs: { [name]: value },
        expect: (s: Settings) => expect(get(s)).toBe(value),
      })),
    ]),
  );
  refuses(
    CHOICES.flatMap(([name, values]) =>
      ['nope', ...values.slice(0, 1).map((v) => v.toUpperCase())].map((bad) => ({
        inputs: { [name]: bad },
        problems: [invalid(name, `expected one of ${values.join(', ')}, got '${bad}'`)],
      })),
    ),
  );
  refuses([
    {
      inputs: { revision: '1.0.9.1' },
      problems: [invalid('revision', "expected one of 1.0.9.3, 1.0.9.2, got '1.0.9.1'")],
    },
    {
      inputs: { 'import-filename': 'full' },
      problems: [invalid('import-filename', "expected one of path, none, got 'full'")],
    },
  ]);
});

// Every boolean input takes the YAML core-schema spellings (as core.getBooleanInput does) and
// refuses anything else, naming the input; defaults are those action.yml documents.
describe('boolean inputs', () => {
  const BOOLEANS: ReadonlyArray<[string, boolean, (s: Settings) => unknown]> = [
    ['replace', true, (s) => s.push.importOptions.replace],
    ['fill-empty', false, (s) => s.push.importOptions.fill_empty],
    ['distinguish', true, (s) => s.push.importOptions.distinguish],
    ['use-trans-mem', false, (s) => s.push.importOptions.use_trans_mem],
    ['hidden', false, (s) => s.push.importOptions.hidden],
    ['convert-placeholders', true, (s) => s.push.importOptions.convert_placeholders],
    ['icu-plurals', false, (s) => s.push.importOptions.icu_plurals],
    ['replace-breaks', false, (s) => s.push.importOptions.replace_breaks],
    ['cleanup-mode', false, (s) => s.push.importOptions.cleanup_mode],
    ['snapshot-before-push', false, (s) => s.push.snapshotBeforePush],
    ['add-missing-languages', false, (s) => s.push.addMissingLanguages],
    ['screenshot-autotag', true, (s) => s.push.screenshotAutotag],
    ['use-original', false, (s) => s.pull.useOriginal],
    ['pr-draft', false, (s) => s.git.draft],
    ['pr-per-language', false, (s) => s.git.perLanguage],
    ['sign-commits', false, (s) => s.git.signCommits],
    ['dry-run', false, (s) => s.dryRun],
  ];
  accepts(
    BOOLEANS.flatMap(([name, fallback, get]) => [
      { inputs: { [name]: '' }, expect: (s: Settings) => expect(get(s)).toBe(fallback) },
      { inputs: { [name]: 'True' }, expect: (s: Settings) => expect(get(s)).toBe(true) },
      { inputs: { [name]: 'FALSE' }, expect: (s: Settings) => expect(get(s)).toBe(false) },
    ]),
  );
  refuses(
    BOOLEANS.map(([name]) => ({ inputs: { [name]: 'yes' }, problems: [notABoolean(name, 'yes')] })),
  );
});

// The commit, branch and pull request: defaults as action.yml documents; the base branch is the
// run's own (a pull request's base, none for a tag) unless base-branch is set.
describe('git and pull request inputs', () => {
  accepts([
    {
      inputs: { mode: 'push', 'github-token': '' },
      settings: {
        git: {
          githubToken: '',
          branch: undefined,
          baseBranch: undefined,
          commitMessage: 'Update translations',
          prTitle: 'Update translations',
          prBody: undefined,
          labels: [],
          reviewers: [],
          teamReviewers: [],
          assignees: [],
          draft: false,
          autoMerge: undefined,
          userName: 'github-actions[bot]',
          userEmail: '41898282+github-actions[bot]@users.noreply.github.com',
        },
      },
    },
    {
      inputs: {
        'github-token': 'ghs_x',
        branch: 'i18n/main',
        'base-branch': 'develop',
        'commit-message': 'chore(i18n): sync\n\nBody',
        'pr-title': 'Translations',
        'pr-body': 'Line 1\r\nLine 2\twith tab',
        'pr-labels': 'i18n, bot',
        'pr-reviewers': 'alice\nbob',
        'pr-team-reviewers': 'org/l10n',
        'pr-assignees': 'carol',
        'git-user-name': 'Bot',
        'git-user-email': 'bot@example.com',
      },
      settings: {
        git: {
          githubToken: 'ghs_x',
          branch: 'i18n/main',
          baseBranch: 'develop',
          commitMessage: 'chore(i18n): sync\n\nBody',
          prTitle: 'Translations',
          prBody: 'Line 1\r\nLine 2\twith tab',
          labels: ['i18n', 'bot'],
          reviewers: ['alice', 'bob'],
          teamReviewers: ['org/l10n'],
          assignees: ['carol'],
          userName: 'Bot',
          userEmail: 'bot@example.com',
        },
      },
    },
    { inputs: {}, env: { GITHUB_REF_NAME: 'main' }, settings: { git: { baseBranch: 'main' } } },
    {
      inputs: {},
      env: {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_REF_NAME: '7/merge',
        GITHUB_BASE_REF: 'dev',
      },
      settings: { git: { baseBranch: 'dev' } },
    },
    {
      inputs: {},
      env: { GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: 'v1.0' },
      settings: { git: { baseBranch: undefined } },
    },
    {
      inputs: { 'base-branch': 'release' },
      env: { GITHUB_REF_NAME: 'main' },
      settings: { git: { baseBranch: 'release' } },
    },
  ]);
});

// pr-per-language and the `language=value` entries of the pull request's lists: plain values go
// to every pull request, `de=anna` only to the one holding German; a label may hold `=`, a login
// or team slug cannot, so a stray `=` there is named rather than sent to GitHub.
describe('one pull request per language', () => {
  const byLanguage = (s: Settings, key: keyof Settings['git']['byLanguage']) =>
    Object.fromEntries(s.git.byLanguage[key]);
  accepts([
    {
      inputs: {
        'pr-per-language': 'true',
        'pr-reviewers': 'octo-lead, de=anna, fr=marc\nDE = bert',
        'pr-team-reviewers': 'org/l10n, pt-BR=org/brazil',
        'pr-assignees': 'zh_Hant=li',
        'pr-labels': 'i18n, size=large, de=german, es-419=latam',
      },
      expect: (s) => {
        expect(s.git.perLanguage).toBe(true);
        expect(s.git.reviewers).toEqual(['octo-lead']);
        expect(byLanguage(s, 'reviewers')).toEqual({ de: ['anna', 'bert'], fr: ['marc'] });
        expect(s.git.teamReviewers).toEqual(['org/l10n']);
        expect(byLanguage(s, 'teamReviewers')).toEqual({ 'pt-br': ['org/brazil'] });
        expect(s.git.assignees).toEqual([]);
        expect(byLanguage(s, 'assignees')).toEqual({ zh_hant: ['li'] });
        expect(s.git.labels).toEqual(['i18n', 'size=large']);
        expect(byLanguage(s, 'labels')).toEqual({ de: ['german'], 'es-419': ['latam'] });
      },
    },
    {
      inputs: { 'pr-per-language': 'true', 'pull-target': 'branch' },
      settings: { git: { perLanguage: true }, pull: { target: 'branch' } },
    },
    // A push makes no pull request: the input is harmless there.
    {
      inputs: { mode: 'push', 'pr-per-language': 'true', 'pull-target': 'workspace' },
      settings: { git: { perLanguage: true } },
    },
  ]);
  const neither = (name: string, entry: string) =>
    invalid(
      name,
      `'${entry}' is neither a name nor language=name (a language code such as de or pt-BR, then one name)`,
    );
  refuses([
    {
      inputs: { 'pr-per-language': 'true', 'pull-target': 'workspace' },
      problems: [
        invalid(
          'pr-per-language',
          'pull-target: workspace leaves the files in the checkout, with no branch to split; use pull-target: pull-request or branch',
        ),
      ],
    },
    { inputs: { 'pr-reviewers': 'lead=anna' }, problems: [neither('pr-reviewers', 'lead=anna')] },
    { inputs: { 'pr-reviewers': 'de=' }, problems: [neither('pr-reviewers', 'de=')] },
    {
      inputs: { 'pr-team-reviewers': 'de=a=b' },
      problems: [neither('pr-team-reviewers', 'de=a=b')],
    },
    { inputs: { 'pr-assignees': '=x' }, problems: [neither('pr-assignees', '=x')] },
    { inputs: { 'pr-labels': 'de=' }, problems: [neither('pr-labels', 'de=')] },
  ]);
});

// What GitHub's API needs is checked with the inputs, before the first request: a pull request
// and a signed commit need github-token and GITHUB_REPOSITORY. A push, a pull to a branch or the
// workspace, and a dry run without a token need neither.
describe('what GitHub needs', () => {
  const tokenFor = (purposes: string) =>
    `Input required for ${purposes} and not supplied: github-token`;
  const noRepository = (what: string) => `GITHUB_REPOSITORY is not set: cannot ${what}`;
  const PULL_REQUEST = 'open a pull request (or set pull-target: branch)';
  const SIGNED = 'make a signed commit (or set sign-commits: false)';
  const NO_REPOSITORY = { GITHUB_REPOSITORY: '' };
  refuses([
    { inputs: { 'github-token': '' }, problems: [tokenFor('pull requests')] },
    { inputs: { mode: 'pull', 'github-token': ' ' }, problems: [tokenFor('pull requests')] },
    {
      inputs: { mode: 'pull', 'pull-target': 'branch', 'sign-commits': 'true', 'github-token': '' },
      problems: [tokenFor('sign-commits')],
    },
    {
      inputs: { 'sign-commits': 'true', 'github-token': '' },
      problems: [tokenFor('pull requests and sign-commits')],
    },
    { inputs: {}, env: NO_REPOSITORY, problems: [noRepository(PULL_REQUEST)] },
    {
      inputs: { 'pull-target': 'branch', 'sign-commits': 'true' },
      env: NO_REPOSITORY,
      problems: [noRepository(SIGNED)],
    },
    {
      inputs: { 'sign-commits': 'true', 'github-token': '' },
      env: NO_REPOSITORY,
      problems: [
        tokenFor('pull requests and sign-commits'),
        noRepository(`${PULL_REQUEST}, nor ${SIGNED}`),
      ],
    },
    // Given a token, a dry run looks up the pull request it would update.
    { inputs: { 'dry-run': 'true' }, env: NO_REPOSITORY, problems: [noRepository(PULL_REQUEST)] },
  ]);
  accepts([
    {
      inputs: { mode: 'push', 'github-token': '', 'sign-commits': 'true' },
      env: NO_REPOSITORY,
      settings: { mode: 'push', git: { githubToken: '' } },
    },
    {
      inputs: { 'pull-target': 'branch', 'github-token': '' },
      env: NO_REPOSITORY,
      settings: { pull: { target: 'branch' } },
    },
    {
      inputs: { 'pull-target': 'workspace', 'sign-commits': 'true', 'github-token': '' },
      env: NO_REPOSITORY,
      settings: { pull: { target: 'workspace' } },
    },
    {
      inputs: { 'dry-run': 'true', 'sign-commits': 'true', 'github-token': '' },
      env: NO_REPOSITORY,
      settings: { dryRun: true, git: { githubToken: '', signCommits: true } },
    },
  ]);
});

// The runner's environment: paths, GitHub's addresses and the proxy, with github-api-url held to
// the same https rule as the service's addresses; L10N_SYNC_TIME_SCALE (tests) must be positive,
// L10N_SYNC_MAX_ANSWER_BYTES (tests: a small project's string/list in batches) a number of bytes.
describe('context and environment', () => {
  refuses([
    {
      inputs: { 'github-api-url': 'http://ghe.example.com/api/v3' },
      problems: [plainHttp('github-api-url', 'http://ghe.example.com')],
    },
    {
      inputs: {},
      env: { L10N_SYNC_TIME_SCALE: '0' },
      problems: ["Invalid L10N_SYNC_TIME_SCALE: expected a number greater than 0, got '0'"],
    },
    {
      inputs: {},
      env: { L10N_SYNC_TIME_SCALE: 'fast' },
      problems: ["Invalid L10N_SYNC_TIME_SCALE: expected a number greater than 0, got 'fast'"],
    },
    {
      inputs: {},
      env: { L10N_SYNC_MAX_ANSWER_BYTES: '64k' },
      problems: [
        "Invalid L10N_SYNC_MAX_ANSWER_BYTES: expected a whole number of bytes from 1024 to 268435456, got '64k'",
      ],
    },
    {
      inputs: {},
      env: { L10N_SYNC_MAX_ANSWER_BYTES: '100' },
      problems: [
        "Invalid L10N_SYNC_MAX_ANSWER_BYTES: expected a whole number of bytes from 1024 to 268435456, got '100'",
      ],
    },
    // Only ever lower than the client's own limit, which keeps an answer out of the memory.
    {
      inputs: {},
      env: { L10N_SYNC_MAX_ANSWER_BYTES: '268435457' },
      problems: [
        "Invalid L10N_SYNC_MAX_ANSWER_BYTES: expected a whole number of bytes from 1024 to 268435456, got '268435457'",
      ],
    },
  ]);
  accepts([
    {
      inputs: {},
      env: {
        GITHUB_WORKSPACE: '/w/repo',
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_API_URL: 'https://ghe.example.com/api/v3',
        GITHUB_SERVER_URL: 'https://ghe.example.com',
        RUNNER_TEMP: '/w/_temp',
        HTTPS_PROXY: 'http://proxy:3128',
        no_proxy: 'localhost',
        L10N_SYNC_TIME_SCALE: '0.01',
        L10N_SYNC_MAX_ANSWER_BYTES: '65536',
      },
      settings: {
        context: {
          maxAnswerBytes: 65536,
          workspace: '/w/repo',
          repository: 'o/r',
          githubApiUrl: 'https://ghe.example.com/api/v3',
          githubServerUrl: 'https://ghe.example.com',
          tempDir: '/w/_temp',
          proxy: { httpsProxy: 'http://proxy:3128', noProxy: 'localhost' },
          timeScale: 0.01,
        },
      },
    },
    {
      inputs: { 'pull-target': 'branch' },
      env: { GITHUB_REPOSITORY: '' },
      expect: ({ context }) => {
        expect(context).toMatchObject({
          githubApiUrl: 'https://api.github.com',
          githubServerUrl: 'https://github.com',
          timeScale: 1,
        });
        expect(context.workspace).toBe(process.cwd());
        expect(context.tempDir).toBe(tmpdir());
        expect(context.repository).toBeUndefined();
        expect(context.proxy).toEqual({});
      },
    },
    {
      inputs: { 'github-api-url': 'https://gh.example.com/api/' },
      env: { GITHUB_API_URL: 'https://api.github.com' },
      settings: { context: { githubApiUrl: 'https://gh.example.com/api' } },
    },
  ]);
});

// One-line inputs take no control character, multi-line ones take only line breaks and tabs;
// a refused value is reported once (not also as missing) and is never quoted back.
describe('control characters', () => {
  refuses([
    {
      inputs: { 'api-token': 's3cr\u0007t' },
      problems: [
        invalid('api-token', 'control character U+0007 at position 5; this input is a single line'),
      ],
    },
    {
      inputs: { files: '\u0007' },
      problems: [invalid('files', 'control character U+0007 at position 1')],
    },
    {
      inputs: { 'project-id': '1\t2' },
      problems: [
        invalid(
          'project-id',
          'control character U+0009 at position 2; this input is a single line',
        ),
      ],
    },
    {
      inputs: { 'export-params': 'a: 1\u001b' },
      problems: [invalid('export-params', 'control character U+001B at position 5')],
    },
    {
      inputs: { mode: 'push\u0085' },
      problems: [
        invalid('mode', 'control character U+0085 at position 5; this input is a single line'),
      ],
    },
  ]);
  accepts([
    { inputs: { 'project-id': '\t7 \n' }, settings: { projectId: '7' } },
    { inputs: { tags: 'a\tb\r\nc' }, settings: { push: { tags: ['a\tb', 'c'] } } },
  ]);
});

// Every bad input is reported in one run, one line each, in the order the inputs are read (for
// these inputs also the order of action.yml).
describe('all problems at once', () => {
  refuses([
    {
      inputs: {
        'api-token': '',
        mode: 'both',
        replace: 'yes',
        hidden: 'maybe',
        'min-completion': '101',
        qa: 'warn',
        'pull-target': 'pr',
        'pr-draft': '1',
        'pr-auto-merge': 'ff',
      },
      env: { L10N_SYNC_TIME_SCALE: '-1' },
      problems: [
        'Input required and not supplied: api-token',
        invalid('mode', "expected one of push, pull, sync, check, got 'both'"),
        notABoolean('replace', 'yes'),
        notABoolean('hidden', 'maybe'),
        invalid('min-completion', "expected a percentage from 0 to 100, got '101'"),
        invalid('qa', "expected one of report, fail, off, got 'warn'"),
        invalid('pull-target', "expected one of pull-request, branch, workspace, got 'pr'"),
        notABoolean('pr-draft', '1'),
        invalid('pr-auto-merge', "expected one of merge, squash, rebase, got 'ff'"),
        "Invalid L10N_SYNC_TIME_SCALE: expected a number greater than 0, got '-1'",
      ],
    },
  ]);
});
