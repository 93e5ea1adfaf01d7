import type { TranslationFormat } from './types.ts';

/**
 * The one table of the file formats the action knows: each format's file extensions, the export
 * `type` the service knows it by, the key-level model that reads it (none: the file is compared
 * by its lines), and the noise its exports carry. The model (formats.ts), the `format` input's default (inputs/pull.ts)
 * and the emulator's codecs (test/emulator/formats/) all read it; a test checks the emulator
 * has a codec for every type here and takes the same extensions.
 */
export interface FileFormat {
  /** The export `type` of the service's interface. */
  readonly exportType: string;
  /** File extensions, lower case, without the dot. */
  readonly extensions: readonly string[];
  readonly model?: TranslationFormat;
  /**
   * What in a file of the format changes with every export and is no change of a translation,
   * which the pull leaves as the checkout has it: a `.po` header's timestamps and generator
   * (pull/po-noise.ts).
   */
  readonly noise?: 'po-header';
}

export const FILE_FORMATS: readonly FileFormat[] = [
  { exportType: 'json', extensions: ['json'], model: 'json' },
  // Flutter's ARB: 1.0.9.3 takes any extension as a type; 1.0.9.2's closed list has no arb.
  { exportType: 'arb', extensions: ['arb'], model: 'arb' },
  { exportType: 'yml', extensions: ['yml', 'yaml'], model: 'yaml' },
  { exportType: 'po', extensions: ['po', 'pot'], model: 'po', noise: 'po-header' },
  { exportType: 'strings', extensions: ['strings'], model: 'strings' },
  // The one XML format the service exports under `.xml`; another XML file does not read as one
  // and is compared by its lines.
  { exportType: 'xml', extensions: ['xml'], model: 'android' },
  { exportType: 'xliff', extensions: ['xliff', 'xlf'], model: 'xliff' },
  { exportType: 'properties', extensions: ['properties'], model: 'properties' },
  { exportType: 'ini', extensions: ['ini'] },
  { exportType: 'php', extensions: ['php'] },
];

const BY_EXTENSION = new Map(
  FILE_FORMATS.flatMap((format) => format.extensions.map((extension) => [extension, format])),
);

/** The format of a file by its extension (any case); undefined for one the action does not know. */
export function fileFormatOf(path: string): FileFormat | undefined {
  const extension = /\.([^./\\%]+)$/.exec(path)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : BY_EXTENSION.get(extension);
}
