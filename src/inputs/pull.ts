import type { Revision } from '../api/index.ts';
import { FILE_FORMATS, fileFormatOf } from '../translations/file-formats.ts';
import { namesOneSource, type FilePattern } from './patterns.ts';
import { readExportOptions, type MappingParser } from './export-options.ts';
import { languageChoice } from './languages.ts';
import { parseChoice, parseNumberIn, quote } from '../common/parsers.ts';
import type { InputReader } from './reader.ts';
import { QA_MODES, SHELLS, type PullSettings, type Shell } from './settings.ts';

/** What the pull's inputs depend on, read before them. */
export interface PullInputBasis {
  readonly revision: Revision;
  readonly patterns: readonly FilePattern[];
  /** Whether this run pulls at all: only then do the pull's own rules apply. */
  readonly pulls: boolean;
  readonly downloadUrl: string | undefined;
}

/** The pull's inputs. */
export function readPullSettings(
  r: InputReader,
  context: PullInputBasis,
  parseMapping: MappingParser | undefined,
): PullSettings {
  const { revision, patterns, pulls } = context;
  const useOriginal = r.bool('use-original', false);
  const directoryPrefix = r.onlyWhereAvailable(
    'directory-prefix',
    revision,
    'project/export',
    'directory_prefix',
  )
    ? r.text('directory-prefix')
    : undefined;
  if (directoryPrefix !== undefined && !useOriginal) {
    r.problem('directory-prefix', 'it applies only with use-original: true');
  }
  const formats = pulls ? pullFormats(r, patterns, revision, useOriginal) : [];
  // On 1.0.9.3 such files are exported by source (pull/export-by-source.ts); 1.0.9.2's one
  // export of every key is split among them (pull/export-split-1092.ts).
  // Patterns of a format the revision does not export come down by key (pull/by-key-bundle.ts).
  const exported = patterns.filter((_, index) => exportedOn(formats[index], revision));
  if (pulls && !useOriginal && revision === '1.0.9.2') {
    const types = formats.filter((type) => exportedOn(type, revision));
    for (const problem of problemsOn1092(exported, types)) r.problem('files', problem);
  }
  if (
    pulls &&
    exported.length > 0 &&
    revision === '1.0.9.2' &&
    context.downloadUrl === undefined &&
    !r.refused('download-url')
  ) {
    r.problems.push('Input required for pulls on revision 1.0.9.2 and not supplied: download-url');
  }
  const exportOptions = readExportOptions(r, revision, parseMapping);
  // The real service's export answer has no full_file when it is given a webhook_url (as public
  // clients recorded it): the bundle can then be found only below download-url.
  if (
    pulls &&
    revision === '1.0.9.3' &&
    exportOptions['webhook_url'] !== undefined &&
    context.downloadUrl === undefined &&
    !r.refused('download-url')
  ) {
    r.problems.push(
      'Input required for pulls with a webhook_url in export-params and not supplied: download-url (the export answer then has no full_file)',
    );
  }
  return {
    languages: r.read('pull-languages', (v) => languageChoice(v, 'translations'), {
      kind: 'translations',
    }),
    format: formats[0] ?? '',
    formats,
    useOriginal,
    directoryPrefix,
    exportOptions,
    postPullCommand: r.text('post-pull-command'),
    postPullShell: r.read<Shell | undefined>(
      'post-pull-shell',
      (v) => parseChoice(v, SHELLS),
      undefined,
    ),
    minCompletion: r.read('min-completion', (v) => parseNumberIn(v, 0, 100, 'a percentage'), 0),
    qa: r.choice('qa', QA_MODES, 'report'),
    target: r.choice(
      'pull-target',
      ['pull-request', 'branch', 'workspace'] as const,
      'pull-request',
    ),
  };
}

/**
 * Why 1.0.9.2's export cannot serve `files`: it has one bundle_structure and no filter_filenames,
 * so a layout of several source files (several patterns, wildcards) is one export of every key,
 * each key placed by the base files that hold it (pull/export-split-1092.ts). That needs one
 * export type, read key by key.
 */
function problemsOn1092(patterns: readonly FilePattern[], formats: readonly string[]): string[] {
  if (patterns.length < 2 && patterns.every(namesOneSource)) return [];
  const distinct = [...new Set(formats)];
  if (distinct.length > 1) {
    return [
      `the patterns need ${distinct.join(' and ')}, which a pull on 1.0.9.2 cannot export apart: its one export of a format holds every key of the project; use one format, or revision 1.0.9.3`,
    ];
  }
  const known = FILE_FORMATS.find((f) => f.exportType === distinct[0]);
  if (known !== undefined && known.model === undefined) {
    return [
      `a pull of several files per language on 1.0.9.2 places each key of its one export by the base files, and ${known.exportType} files are not read key by key; name one file per language, or use revision 1.0.9.3`,
    ];
  }
  return [];
}

/** Whether the revision exports files of an export type (an unknown one is said elsewhere). */
function exportedOn(type: string | undefined, revision: Revision): boolean {
  const row = FILE_FORMATS.find((f) => f.exportType === type);
  return row === undefined || row.model === undefined || row.revisions.includes(revision);
}

/** How an error names the formats the action reads: key by key, then by their lines. */
function knownFormats(): string {
  const keyed = FILE_FORMATS.filter((f) => f.model !== undefined);
  const lined = FILE_FORMATS.filter((f) => f.model === undefined);
  const names = (formats: typeof FILE_FORMATS) => formats.map((f) => f.exportType).join(', ');
  return `${names(keyed)} key by key, ${names(lined)} by their lines`;
}

/**
 * A format the action has no reader for is an input problem, in every mode, before the first
 * request: the `format` input or a group's, and (a push, whose pull would say it otherwise) a
 * pattern's extension. Such a file would go up to fail at its import (4046), or be pulled with
 * nothing to compare it by.
 */
export function checkKnownFormats(
  r: InputReader,
  patterns: readonly FilePattern[],
  pushOnly: boolean,
): void {
  const exportTypes = new Set(FILE_FORMATS.map((f) => f.exportType));
  const given = r.value('format');
  if (given !== '' && !exportTypes.has(given)) {
    r.problem(
      'format',
      `${quote(given)} is no format the action reads (it reads ${knownFormats()})`,
    );
  }
  for (const pattern of patterns) {
    const own = groupFormat(pattern);
    if (own !== undefined && !exportTypes.has(own)) {
      r.problem(
        'files',
        `a group's format ${quote(own)} is no format the action reads (it reads ${knownFormats()})`,
      );
      continue;
    }
    const extension = extensionOf(namedPath(pattern));
    if (!pushOnly || own !== undefined || given !== '' || extension === '') continue;
    if (fileFormatOf(namedPath(pattern)) === undefined) {
      r.problem(
        'files',
        `${quote(pattern.source)} names .${extension} files, a format the action does not read (it reads ${knownFormats()})`,
      );
    }
  }
}

/** A file group's own `format`, if it names one. */
function groupFormat(pattern: FilePattern): string | undefined {
  return pattern.group?.format;
}

/**
 * The path whose extension tells a pattern's format: a group's translation, or its source where
 * the translation ends in a file placeholder (`%ORIGINAL_FILE_NAME%`).
 */
function namedPath(pattern: FilePattern): string {
  if (pattern.group === undefined || extensionOf(pattern.source) !== '') return pattern.source;
  return pattern.group.source ?? pattern.source;
}

function extensionOf(path: string): string {
  return /\.([^./%]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
}

/**
 * The export type of each pattern: its group's `format`, else the `format` input, else its
 * extension's. Several types are one export each, by source: 1.0.9.3 only, without use-original.
 */
function pullFormats(
  r: InputReader,
  patterns: readonly FilePattern[],
  revision: Revision,
  useOriginal: boolean,
): string[] {
  const given = r.value('format');
  const formats = patterns.map(
    (p) => groupFormat(p) ?? (given || fileFormatOf(namedPath(p))?.exportType),
  );
  const underived = patterns.filter((_, index) => formats[index] === undefined);
  if (underived.length > 0) {
    r.problem(
      'format',
      `it cannot be derived from the files patterns (${describeExtensions(underived)}); set format, or use one of .${FILE_FORMATS.flatMap((f) => f.extensions).join(', .')}`,
    );
    return [];
  }
  const known = formats as string[];
  const distinct = [...new Set(known)];
  // On 1.0.9.2 several formats are a files problem already (readPullSettings).
  if (distinct.length > 1 && useOriginal) {
    r.problem(
      'format',
      `the files patterns need ${distinct.join(' and ')}, one export each, which use-original cannot make (it exports once); set format, or leave use-original off`,
    );
  }
  // A format the action does not read is said once, by checkKnownFormats; one it reads key by
  // key and the revision does not export comes down by key (pull/by-key-bundle.ts).
  const exported = FILE_FORMATS.filter((f) => f.revisions.includes(revision));
  for (const format of distinct) {
    const row = FILE_FORMATS.find((f) => f.exportType === format);
    if (row === undefined || row.model !== undefined || row.revisions.includes(revision)) continue;
    r.problem(
      'format',
      `${quote(format)} is not an export type of revision ${revision} (${exported.map((f) => f.exportType).join(', ')})`,
    );
  }
  return known;
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
