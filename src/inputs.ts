import { tmpdir } from 'node:os';
import {
  assertSecureUrl,
  ENDPOINTS,
  EXPORT_TYPES_1092,
  REVISIONS,
  type ParamsFor,
  type Revision,
} from './api/index.ts';
import { encodeParams } from './api/params.ts';
import { branchOfRun } from './events.ts';
import {
  controlCharacterProblem,
  parseBoolean,
  parseChoice,
  parseCount,
  parseList,
  parseNumberIn,
  quote,
} from './input-parsers.ts';
import { parseLanguageMap, type LanguageMap } from './sync/language-map.ts';
import { compilePattern, type FilePattern } from './sync/patterns.ts';
import { SHELLS, type Shell } from './sync/shells.ts';

export type Mode = 'push' | 'pull' | 'sync';
export type PullTarget = 'pull-request' | 'branch' | 'workspace';

/** Which languages a phase works on: a keyword, or the codes listed (local codes). */
export type LanguageChoice =
  | { readonly kind: 'base' | 'all' | 'translations' }
  | { readonly kind: 'list'; readonly codes: readonly string[] };

/** Import options by their service names; those the revision lacks are absent. */
export type ImportOptions = Omit<
  ParamsFor<'project/import'>,
  'id' | 'file' | 'lang_iso' | 'filename'
>;

/** Export parameters chosen by the user, by their service names (id, type, langs and layout excluded). */
export type ExportOptions = Omit<
  ParamsFor<'project/export'>,
  'id' | 'type' | 'langs' | 'use_original' | 'bundle_structure' | 'directory_prefix'
>;

export interface PushSettings {
  /** Languages whose files are uploaded. */
  readonly languages: LanguageChoice;
  /** `changed`: files that differ from the sync ref; `all`: every matching file. */
  readonly scope: 'changed' | 'all';
  readonly importOptions: ImportOptions;
  /** Tags for newly added keys. */
  readonly tags: readonly string[];
  /** Send the repository-relative path as `filename` (1.0.9.3 only). */
  readonly sendFilename: boolean;
  /** Snapshot the project before the first import (always with cleanup mode). */
  readonly snapshotBeforePush: boolean;
  readonly addMissingLanguages: boolean;
  /** Globs of screenshots uploaded when changed (1.0.9.3 only). */
  readonly screenshots: readonly string[];
  readonly screenshotAutotag: boolean;
}

export interface PullSettings {
  readonly languages: LanguageChoice;
  /** Export `type`. */
  readonly format: string;
  readonly useOriginal: boolean;
  readonly directoryPrefix: string | undefined;
  readonly exportOptions: ExportOptions;
  readonly postPullCommand: string | undefined;
  /** The shell for post-pull-command; undefined means the platform's, as a `run:` step has it. */
  readonly postPullShell: Shell | undefined;
  readonly target: PullTarget;
}

export interface GitSettings {
  /** Token for the pull request API, and for the push when checkout persisted no credentials. */
  readonly githubToken: string;
  /** The translation branch; undefined means `l10n-sync/<base branch>`. */
  readonly branch: string | undefined;
  /** The base branch; undefined means the branch the run is on. */
  readonly baseBranch: string | undefined;
  readonly commitMessage: string;
  readonly prTitle: string;
  /** Undefined means the generated body. */
  readonly prBody: string | undefined;
  readonly labels: readonly string[];
  readonly reviewers: readonly string[];
  readonly teamReviewers: readonly string[];
  readonly assignees: readonly string[];
  readonly draft: boolean;
  readonly userName: string;
  readonly userEmail: string;
}

/** Where and how the run happens, from the environment the runner sets. */
export interface RunContext {
  /** The checkout: GITHUB_WORKSPACE, else the current directory. */
  readonly workspace: string;
  /** owner/name. */
  readonly repository: string | undefined;
  /** GitHub's REST address. */
  readonly githubApiUrl: string;
  /** GitHub's web address, whose git credentials checkout persists. */
  readonly githubServerUrl: string;
  readonly eventName: string | undefined;
  /** Multiplies every wait of pacing and backoff (tests only). */
  readonly timeScale: number;
  /** Where downloads go: RUNNER_TEMP, else the system's temporary folder. */
  readonly tempDir: string;
  readonly proxy: { readonly httpsProxy?: string; readonly noProxy?: string };
}

/** Everything one run needs, read and validated once. */
export interface Settings {
  /** The service token; masked before anything is logged. */
  readonly token: string;
  readonly projectId: string;
  /** `{base_url}` of the chosen revision. */
  readonly apiUrl: string;
  readonly revision: Revision;
  /** `{download_url}`; undefined means 1.0.9.3's `full_file`. */
  readonly downloadUrl: string | undefined;
  readonly mode: Mode;
  readonly patterns: readonly FilePattern[];
  readonly languageMap: LanguageMap;
  /** The base language (service code); undefined means the project's default language. */
  readonly baseLanguage: string | undefined;
  readonly dryRun: boolean;
  readonly httpTimeoutMs: number;
  readonly maxRetries: number;
  readonly push: PushSettings;
  readonly pull: PullSettings;
  readonly git: GitSettings;
  readonly context: RunContext;
}

/** Every bad input at once, one line each. */
export class InputError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'InputError';
    this.problems = problems;
  }
}

/** Import options both revisions have, with the action's defaults. */
const SHARED_IMPORT_OPTIONS = {
  replace: true,
  'fill-empty': false,
  distinguish: true,
  'use-trans-mem': false,
  hidden: false,
} as const;

/** Import options only 1.0.9.3 has, with the action's defaults there. */
const IMPORT_OPTIONS_1093 = {
  'convert-placeholders': true,
  'icu-plurals': false,
  'replace-breaks': false,
  'cleanup-mode': false,
} as const;

/** First-class export inputs and the parameter each sets. */
const EXPORT_INPUTS = {
  filter: 'filter',
  'include-tags': 'include_tags',
  'exclude-tags': 'exclude_tags',
  'export-empty': 'export_empty',
  'export-sort': 'export_sort',
  'plural-format': 'plural_format',
  'placeholder-format': 'placeholder_format',
  indentation: 'indentation',
  'include-comments': 'include_comments',
} as const;

/** Export parameters the action derives from other inputs; export-params may not set them. */
const DERIVED_EXPORT_PARAMS: Record<string, string> = {
  id: 'project-id',
  type: 'format',
  langs: 'pull-languages',
  use_original: 'use-original',
  bundle_structure: 'files',
  directory_prefix: 'directory-prefix',
};

const FORMAT_BY_EXTENSION: Record<string, string> = {
  json: 'json',
  yml: 'yml',
  yaml: 'yml',
  po: 'po',
  pot: 'po',
  strings: 'strings',
  xml: 'xml',
  xliff: 'xliff',
  xlf: 'xliff',
  properties: 'properties',
  ini: 'ini',
  php: 'php',
};

export type InputReader = (name: string) => string;

/**
 * Inputs that may span lines: lists (one item a line), scripts and texts. Every other input is
 * one line, and a control character in it is refused.
 */
const MULTI_LINE_INPUTS = new Set([
  'files',
  'language-map',
  'push-languages',
  'pull-languages',
  'tags',
  'screenshots',
  'filter',
  'include-tags',
  'exclude-tags',
  'export-params',
  'post-pull-command',
  'commit-message',
  'pr-body',
  'pr-labels',
  'pr-reviewers',
  'pr-team-reviewers',
  'pr-assignees',
]);

/** Seconds one HTTP request may take: up to an hour (a bundle may be large, a proxy slow). */
const HTTP_TIMEOUT_RANGE = [0.1, 3600] as const;
/** Retries of one call: past 20, a run would wait for hours on a service that is down. */
const MAX_RETRIES_LIMIT = 20;

/**
 * The reader, with each value checked once for control characters. A refused value reads as
 * empty, so nothing below quotes it, and is not also reported as missing.
 */
function checkedReader(
  raw: InputReader,
  problems: string[],
): { input: InputReader; refused: (name: string) => boolean } {
  const values = new Map<string, string>();
  const refused = new Set<string>();
  const input = (name: string): string => {
    const known = values.get(name);
    if (known !== undefined) return known;
    let value = raw(name);
    const problem = controlCharacterProblem(value.trim(), MULTI_LINE_INPUTS.has(name));
    if (problem !== undefined) {
      problems.push(`Invalid ${name}: ${problem}`);
      refused.add(name);
      value = '';
    }
    values.set(name, value);
    return value;
  };
  return { input, refused: (name) => refused.has(name) };
}

/** Parses the text of export-params (YAML, and so JSON too) into a value. */
export type MappingParser = (text: string) => unknown;

/**
 * Reads every input and the runner's environment into one Settings, or throws an InputError
 * listing each bad input with what was expected. Nothing is sent anywhere before this passes.
 */
export async function loadSettings(input: InputReader, env: NodeJS.ProcessEnv): Promise<Settings> {
  // The YAML parser is a tenth of the bundle's code and most runs leave export-params empty:
  // loading it only when needed keeps it out of every other run's start-up.
  const parse: MappingParser | undefined =
    input('export-params').trim() === '' ? undefined : (await import('yaml')).parse;
  return readSettings(input, env, parse);
}

/** As loadSettings, with the parser for export-params given (needed only when it is set). */
export function readSettings(
  rawInput: InputReader,
  env: NodeJS.ProcessEnv,
  parseMapping?: MappingParser,
): Settings {
  const problems: string[] = [];
  const { input, refused } = checkedReader(rawInput, problems);
  const missing = (name: string): void => {
    if (input(name).trim() === '' && !refused(name)) {
      problems.push(`Input required and not supplied: ${name}`);
    }
  };
  const read = <T>(name: string, parse: (value: string) => T, fallback: T): T => {
    const value = input(name).trim();
    if (value === '') return fallback;
    try {
      return parse(value);
    } catch (error) {
      problems.push(`Invalid ${name}: ${messageOf(error)}`);
      return fallback;
    }
  };
  const required = (name: string): string => {
    missing(name);
    return input(name).trim();
  };
  const text = (name: string): string | undefined => input(name).trim() || undefined;
  const bool = (name: string, fallback: boolean) => read(name, parseBoolean, fallback);
  const list = (name: string) => read(name, parseList, [] as string[]);

  const token = required('api-token');
  const projectId = required('project-id');
  const revision = read('revision', (v) => parseChoice(v, REVISIONS), '1.0.9.3');
  const apiUrl = read(
    'api-url',
    (v) => assertSecureUrl(v, 'URL').toString().replace(/\/+$/, ''),
    '',
  );
  missing('api-url');
  const downloadUrl = read('download-url', (v) => assertSecureUrl(v, 'URL').toString(), undefined);
  const mode = read('mode', (v) => parseChoice(v, ['push', 'pull', 'sync'] as const), 'sync');
  const pulls = mode !== 'push';

  const patterns = read(
    'files',
    (v) => {
      const sources = parseList(v);
      if (sources.length === 0) throw new Error('expected at least one pattern');
      return sources.map(compilePattern);
    },
    [] as FilePattern[],
  );
  missing('files');

  const only1093 = (name: string): boolean => {
    if (revision === '1.0.9.3' || input(name).trim() === '') return true;
    problems.push(`Invalid ${name}: revision 1.0.9.2 does not have this option; remove it`);
    return false;
  };

  const importOptions: Record<string, boolean> = {};
  for (const [name, fallback] of Object.entries(SHARED_IMPORT_OPTIONS)) {
    importOptions[name.replace(/-/g, '_')] = bool(name, fallback);
  }
  for (const [name, fallback] of Object.entries(IMPORT_OPTIONS_1093)) {
    if (only1093(name) && revision === '1.0.9.3') {
      importOptions[name.replace(/-/g, '_')] = bool(name, fallback);
    }
  }
  const importFilename = read(
    'import-filename',
    (v) => parseChoice(v, ['path', 'none'] as const),
    'path',
  );
  const screenshots = only1093('screenshots') ? list('screenshots') : [];

  const useOriginal = bool('use-original', false);
  const directoryPrefix = only1093('directory-prefix') ? text('directory-prefix') : undefined;
  if (directoryPrefix !== undefined && !useOriginal) {
    problems.push('Invalid directory-prefix: it applies only with use-original: true');
  }
  const format = pulls ? pullFormat(input('format').trim(), patterns, revision, problems) : '';
  if (pulls && !useOriginal) {
    for (const p of patterns.filter((p) => p.hasWildcards)) {
      problems.push(
        `Invalid files: ${quote(p.source)} has wildcards, so a pull cannot know where files go; name each file, or set use-original: true`,
      );
    }
  }
  if (pulls && !useOriginal && patterns.length > 1) {
    problems.push(
      'Invalid files: a pull with several patterns needs use-original: true (an export has one bundle_structure); or use one step per pattern',
    );
  }
  if (pulls && revision === '1.0.9.2' && downloadUrl === undefined) {
    problems.push('Input required for pulls on revision 1.0.9.2 and not supplied: download-url');
  }
  const exportOptions = readExportOptions(input, revision, problems, parseMapping);

  const timeScale = readTimeScale(env['L10N_SYNC_TIME_SCALE'], problems);
  // A run on a tag has no branch to propose into: the checkout's branch (none, when detached) decides.
  const baseBranch = text('base-branch') ?? branchOfRun(env);

  const settings: Settings = {
    token,
    projectId,
    apiUrl,
    revision,
    downloadUrl,
    mode,
    patterns,
    languageMap: read('language-map', (v) => parseLanguageMap(parseList(v)), parseLanguageMap([])),
    baseLanguage: text('base-language'),
    dryRun: bool('dry-run', false),
    // Whole milliseconds: timers take no fractions (1.1 s is 1100.0000000000002 ms in floating point).
    httpTimeoutMs: Math.round(
      read('http-timeout', (v) => parseNumberIn(v, ...HTTP_TIMEOUT_RANGE, 'seconds'), 120) * 1000,
    ),
    maxRetries: read('max-retries', (v) => parseCount(v, MAX_RETRIES_LIMIT), 5),
    push: {
      languages: read('push-languages', (v) => languageChoice(v, 'base'), { kind: 'base' }),
      scope: read('push-scope', (v) => parseChoice(v, ['changed', 'all'] as const), 'changed'),
      importOptions,
      tags: list('tags'),
      sendFilename: importFilename === 'path' && revision === '1.0.9.3',
      snapshotBeforePush: bool('snapshot-before-push', false),
      addMissingLanguages: bool('add-missing-languages', false),
      screenshots,
      screenshotAutotag: bool('screenshot-autotag', true),
    },
    pull: {
      languages: read('pull-languages', (v) => languageChoice(v, 'translations'), {
        kind: 'translations',
      }),
      format,
      useOriginal,
      directoryPrefix,
      exportOptions,
      postPullCommand: text('post-pull-command'),
      postPullShell: read('post-pull-shell', (v) => parseChoice(v, SHELLS), undefined),
      target: read(
        'pull-target',
        (v) => parseChoice(v, ['pull-request', 'branch', 'workspace'] as const),
        'pull-request',
      ),
    },
    git: {
      githubToken: input('github-token').trim(),
      branch: text('branch'),
      baseBranch,
      commitMessage: text('commit-message') ?? 'Update translations',
      prTitle: text('pr-title') ?? 'Update translations',
      prBody: text('pr-body'),
      labels: list('pr-labels'),
      reviewers: list('pr-reviewers'),
      teamReviewers: list('pr-team-reviewers'),
      assignees: list('pr-assignees'),
      draft: bool('pr-draft', false),
      userName: text('git-user-name') ?? 'github-actions[bot]',
      userEmail: text('git-user-email') ?? '41898282+github-actions[bot]@users.noreply.github.com',
    },
    context: {
      workspace: env['GITHUB_WORKSPACE'] || process.cwd(),
      repository: env['GITHUB_REPOSITORY'] || undefined,
      githubApiUrl: read(
        'github-api-url',
        (v) => assertSecureUrl(v, 'URL').toString().replace(/\/+$/, ''),
        env['GITHUB_API_URL'] || 'https://api.github.com',
      ),
      githubServerUrl: env['GITHUB_SERVER_URL'] || 'https://github.com',
      eventName: env['GITHUB_EVENT_NAME'] || undefined,
      timeScale,
      tempDir: env['RUNNER_TEMP'] || tmpdir(),
      proxy: {
        ...optional('httpsProxy', env['HTTPS_PROXY'] ?? env['https_proxy']),
        ...optional('noProxy', env['NO_PROXY'] ?? env['no_proxy']),
      },
    },
  };
  if (problems.length > 0) throw new InputError(problems);
  return settings;
}

function languageChoice(value: string, keyword: 'base' | 'translations'): LanguageChoice {
  if (value === keyword || value === 'all') return { kind: value };
  const codes = parseList(value);
  const bad = codes.find((c) => !/^[A-Za-z0-9][A-Za-z0-9_@-]*$/.test(c));
  if (bad !== undefined) {
    throw new Error(
      `expected ${keyword}, all, or a list of language codes; ${quote(bad)} is not a code`,
    );
  }
  return { kind: 'list', codes };
}

/** The export type: the format input, else the one extension all patterns share. */
function pullFormat(
  given: string,
  patterns: readonly FilePattern[],
  revision: Revision,
  problems: string[],
): string {
  let format = given;
  if (format === '') {
    const derived = new Set(
      patterns.map(
        (p) => FORMAT_BY_EXTENSION[/\.([^./]+)$/.exec(p.source)?.[1]?.toLowerCase() ?? ''],
      ),
    );
    const [only] = derived;
    if (derived.size !== 1 || only === undefined) {
      if (patterns.length > 0) {
        problems.push(
          `Invalid format: it cannot be derived from the files patterns (${describeExtensions(patterns)}); set format, or use one of .${Object.keys(FORMAT_BY_EXTENSION).join(', .')}`,
        );
      }
      return '';
    }
    format = only;
  }
  if (revision === '1.0.9.2' && !(EXPORT_TYPES_1092 as readonly string[]).includes(format)) {
    problems.push(
      `Invalid format: ${quote(format)} is not an export type of revision 1.0.9.2 (${EXPORT_TYPES_1092.join(', ')})`,
    );
  }
  return format;
}

/**
 * The first-class export inputs merged with export-params, each checked against the revision's
 * table by the same code that checks a request before it is sent.
 */
function readExportOptions(
  input: InputReader,
  revision: Revision,
  problems: string[],
  parseMapping: MappingParser | undefined,
): ExportOptions {
  const options: Record<string, unknown> = {};
  const check = (inputName: string, param: string, value: unknown) => {
    try {
      encodeParams('project/export', revision, { id: 'x', type: 'json', [param]: value });
      options[param] = value;
    } catch (error) {
      problems.push(`Invalid ${inputName}: ${messageOf(error)}`);
    }
  };
  for (const [name, param] of Object.entries(EXPORT_INPUTS)) {
    const value = input(name).trim();
    if (value === '') continue;
    try {
      check(name, param, exportValue(param, value));
    } catch (error) {
      problems.push(`Invalid ${name}: ${messageOf(error)}`);
    }
  }
  const extra = input('export-params').trim();
  if (extra === '') return options;
  if (!parseMapping) throw new Error('export-params is set but no parser was given for it');
  let mapping: unknown;
  try {
    mapping = parseMapping(extra);
  } catch (error) {
    problems.push(`Invalid export-params: not JSON or YAML (${messageOf(error).split('\n')[0]})`);
    return options;
  }
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) {
    problems.push('Invalid export-params: expected a mapping of parameter names to values');
    return options;
  }
  for (const [given, raw] of Object.entries(mapping)) {
    // 1.0.9.2 calls include_tags `tags`; either spelling means the same parameter.
    const param = given === 'tags' ? 'include_tags' : given;
    const derivedFrom = DERIVED_EXPORT_PARAMS[param];
    if (derivedFrom) {
      problems.push(
        `Invalid export-params: ${quote(given)} is set by the ${derivedFrom} input; use that instead`,
      );
      continue;
    }
    try {
      check('export-params', param, exportValue(param, raw));
    } catch (error) {
      problems.push(`Invalid export-params: ${messageOf(error)}`);
    }
  }
  return options;
}

/** Converts an input's text or a mapping's value to the client's type for the parameter. */
function exportValue(param: string, raw: unknown): unknown {
  const spec = (ENDPOINTS['project/export'].params as Record<string, { type: string } | undefined>)[
    param
  ];
  if (!spec) return raw;
  switch (spec.type) {
    case 'flag':
      if (raw === 1 || raw === '1' || raw === true) return true;
      if (raw === 0 || raw === '0' || raw === false) return false;
      if (typeof raw === 'string') return parseBoolean(raw);
      throw new Error(`'${param}' expects true/false or 0/1`);
    case 'jsonArray':
      if (Array.isArray(raw)) return raw.map(String);
      if (typeof raw === 'string') return parseList(raw);
      throw new Error(`'${param}' expects a list`);
    default:
      return typeof raw === 'number' ? String(raw) : raw;
  }
}

function readTimeScale(value: string | undefined, problems: string[]): number {
  if (value === undefined || value.trim() === '') return 1;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    problems.push(
      `Invalid L10N_SYNC_TIME_SCALE: expected a number greater than 0, got ${quote(value)}`,
    );
    return 1;
  }
  return n;
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The extensions of the patterns, for an error saying why no format follows from them. */
function describeExtensions(patterns: readonly FilePattern[]): string {
  const extensions = [
    ...new Set(patterns.map((p) => /\.([^./]+)$/.exec(p.source)?.[1] ?? '(none)')),
  ];
  return extensions.length > 1
    ? `they end in ${extensions.join(', ')}`
    : `no format is known for ${extensions[0] ?? '(none)'}`;
}
