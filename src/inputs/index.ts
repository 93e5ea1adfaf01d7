import { REVISIONS, type Revision } from '../api/index.ts';
import { parseFilesInput } from '../layout/files-input.ts';
import { groupPattern } from '../layout/group-pattern.ts';
import { compileOneLine } from '../layout/spelled-pattern.ts';
import { parseLanguageMap, type LanguageMap } from '../common/language-map.ts';
import { withExcludes, type FilePattern } from './patterns.ts';
import { readContext, secureUrl } from './context.ts';
import type { MappingParser } from './export-options.ts';
import { checkPerLanguage, readProposalSettings } from './git.ts';
import { checkGitHubUse } from './github.ts';
import { parseCount, parseList, parseNumberIn } from '../common/parsers.ts';
import { checkKnownFormats, readPullSettings } from './pull.ts';
import { parseRequiredCompletion, type RequiredCompletion } from './require-completion.ts';
import { readPushSettings } from './push.ts';
import { readPruneSettings } from './prune.ts';
import { InputReader, type InputSource } from './reader.ts';
import type { BranchKeys, Settings } from './settings.ts';

export type * from './settings.ts';
export { SHELLS } from './settings.ts';
export type { InputSource } from './reader.ts';

/** Every bad input at once, one line each. */
export class InputError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'InputError';
    this.problems = problems;
  }
}

/** Seconds one HTTP request may take: up to an hour (a bundle may be large, a proxy slow). */
const HTTP_TIMEOUT_RANGE = [0.1, 3600] as const;
/** Retries of one call: past 20, a run would wait for hours on a service that is down. */
const MAX_RETRIES_LIMIT = 20;

/**
 * Reads every input and the runner's environment into one Settings, or throws an InputError
 * listing each bad input with what was expected. Nothing is sent anywhere before this passes.
 */
export async function loadSettings(input: InputSource, env: NodeJS.ProcessEnv): Promise<Settings> {
  // The YAML parser is a tenth of the bundle's code and most runs leave export-params empty:
  // loading it only when needed keeps it out of every other run's start-up.
  const parse: MappingParser | undefined =
    input('export-params').trim() === '' ? undefined : (await import('yaml')).parse;
  return readSettings(input, env, parse);
}

/** `require-completion`: in a mode that reads the translations (the push alone does not). */
function readRequiredCompletion(
  r: InputReader,
  mode: Settings['mode'],
  languageMap: LanguageMap,
): RequiredCompletion | undefined {
  const required = r.read(
    'require-completion',
    (v) => parseRequiredCompletion(v, languageMap),
    undefined,
  );
  if (required !== undefined && mode === 'push') {
    r.problem(
      'require-completion',
      'mode: push reads no translation progress; use mode: sync, pull or check',
    );
  }
  return required;
}

/** `branch-keys`: `tag` needs 1.0.9.3, whose string/set and string/list take tags. */
function readBranchKeys(r: InputReader, revision: Revision): BranchKeys {
  const keys = r.choice('branch-keys', ['hold', 'tag'] as const, 'hold');
  if (keys === 'tag' && revision === '1.0.9.2') {
    r.problem(
      'branch-keys',
      'tag needs revision 1.0.9.3 (its string/set and string/list take tags); use hold on 1.0.9.2',
    );
  }
  return keys;
}

/** As loadSettings, with the parser for export-params given (needed only when it is set). */
export function readSettings(
  input: InputSource,
  env: NodeJS.ProcessEnv,
  parseMapping?: MappingParser,
): Settings {
  const r = new InputReader(input);
  const token = r.required('api-token');
  const projectId = r.required('project-id');
  const revision = r.choice('revision', REVISIONS, '1.0.9.3');
  const apiUrl = r.read('api-url', (v) => secureUrl(v).replace(/\/+$/, ''), '');
  r.require('api-url');
  const downloadUrl = r.read('download-url', secureUrl, undefined);
  const mode = r.choice('mode', ['push', 'pull', 'sync', 'check'] as const, 'sync');
  // Read before files: a file group spells languages through it.
  const languageMap = r.read(
    'language-map',
    (v) => parseLanguageMap(parseList(v)),
    parseLanguageMap([]),
  );
  const patterns = r.read('files', (v) => compilePatterns(v, languageMap), []);
  r.require('files');
  checkKnownFormats(r, patterns, mode === 'push');
  const push = readPushSettings(r, revision);
  const pull = readPullSettings(
    r,
    { revision, patterns, pulls: mode === 'pull' || mode === 'sync', downloadUrl },
    parseMapping,
  );
  const settings: Settings = {
    token,
    projectId,
    apiUrl,
    revision,
    downloadUrl,
    mode,
    patterns,
    languageMap,
    baseLanguage: r.text('base-language'),
    dryRun: r.bool('dry-run', false),
    // Whole milliseconds: timers take no fractions (1.1 s is 1100.0000000000002 ms in floating point).
    httpTimeoutMs: Math.round(
      r.read('http-timeout', (v) => parseNumberIn(v, ...HTTP_TIMEOUT_RANGE, 'seconds'), 120) * 1000,
    ),
    maxRetries: r.read('max-retries', (v) => parseCount(v, MAX_RETRIES_LIMIT), 5),
    push,
    pull,
    git: readProposalSettings(r, env),
    prune: readPruneSettings(r),
    context: readContext(r, env),
    inputWarnings: r.warnings,
    branchKeys: readBranchKeys(r, revision),
    failOn: r.choice('fail-on', ['none', 'missing-keys', 'missing-translations'] as const, 'none'),
    requireCompletion: readRequiredCompletion(r, mode, languageMap),
  };
  checkGitHubUse(r, settings);
  checkPerLanguage(r, settings);
  // Removed keys are found by the push, against the sync ref it moves.
  if (settings.mode === 'pull' && settings.prune.stage !== 'report') {
    r.problem(
      'prune',
      'keys removed from the repository are retired and removed by the push; use mode: push or sync',
    );
  }
  if (r.problems.length > 0) throw new InputError(r.problems);
  return settings;
}

/**
 * `files`: patterns (one a line, or comma-separated) or a YAML list of patterns and file groups
 * (layout/files-input.ts), `!glob` items leaving files out of every one.
 */
export function compilePatterns(value: string, languageMap: LanguageMap): FilePattern[] {
  if (parseList(value).length === 0) throw new Error('expected at least one pattern');
  const input = parseFilesInput(value);
  const patterns = input.groups.map((spec) =>
    spec.source === undefined
      ? compileOneLine(spec.translation, languageMap)
      : groupPattern(spec, languageMap),
  );
  return withExcludes(patterns, input.excludes);
}
