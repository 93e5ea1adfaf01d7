import { FILE_FORMATS } from '../../../src/translations/file-formats.ts';
import { androidXml } from './android-xml.ts';
import { arb } from './arb.ts';
import { ini } from './ini.ts';
import { json } from './json.ts';
import { withLineBreakOption } from './line-breaks.ts';
import { php } from './php.ts';
import { po } from './po.ts';
import { properties } from './properties.ts';
import { qtTs } from './qt-ts.ts';
import { resx } from './resx.ts';
import { strings } from './strings.ts';
import { stringsdict } from './stringsdict.ts';
import type { Codec } from './types.ts';
import { xliff } from './xliff.ts';
import { yaml } from './yaml.ts';

export * from './types.ts';

const byType = new Map<string, Codec>(
  Object.entries({
    json,
    arb,
    yml: yaml,
    yaml,
    po,
    strings,
    stringsdict,
    xml: androidXml,
    xliff,
    xlf: xliff,
    properties,
    resx,
    ts: qtTs,
    ini,
    php,
  }).map(([type, codec]) => [type, withLineBreakOption(codec)]),
);

/** Each extension's codec: the action's table of formats (file-formats.ts) names its type. */
const byExtension = new Map<string, Codec | undefined>(
  FILE_FORMATS.flatMap((format) =>
    format.extensions.map((extension) => [extension, byType.get(format.exportType)] as const),
  ),
);

/** The codec for an export `type`: each row's of file-formats.ts, and `yaml` and `xlf` too. */
export function codecFor(type: string): Codec | undefined {
  return byType.get(type);
}

/** A file name's extension in lower case, without the dot; undefined when it has none. */
export function extensionOf(name: string): string | undefined {
  return /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
}

/** The codec that imports a file, chosen by its extension (case-insensitive). */
export function codecForFileName(name: string): Codec | undefined {
  const extension = extensionOf(name);
  return extension === undefined ? undefined : byExtension.get(extension);
}

/** The extensions the emulator imports, for a refusal that says what it does take. */
export const IMPORTED_EXTENSIONS: readonly string[] = [...byExtension.keys()];
