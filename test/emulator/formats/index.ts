import { androidXml } from './android-xml.ts';
import { ini } from './ini.ts';
import { json } from './json.ts';
import { withLineBreakOption } from './line-breaks.ts';
import { php } from './php.ts';
import { po } from './po.ts';
import { properties } from './properties.ts';
import { strings } from './strings.ts';
import type { Codec } from './types.ts';
import { xliff } from './xliff.ts';
import { yaml } from './yaml.ts';

export * from './types.ts';

const byType = new Map<string, Codec>(
  Object.entries({
    json,
    yml: yaml,
    yaml,
    po,
    strings,
    xml: androidXml,
    xliff,
    xlf: xliff,
    properties,
    ini,
    php,
  }).map(([type, codec]) => [type, withLineBreakOption(codec)]),
);

const byExtension = new Map<string, Codec | undefined>([
  ['json', byType.get('json')],
  ['yml', byType.get('yml')],
  ['yaml', byType.get('yml')],
  ['po', byType.get('po')],
  ['pot', byType.get('po')],
  ['strings', byType.get('strings')],
  ['xml', byType.get('xml')],
  ['xliff', byType.get('xliff')],
  ['xlf', byType.get('xliff')],
  ['properties', byType.get('properties')],
  ['ini', byType.get('ini')],
]);

/** The codec for an export `type` (json, yml/yaml, po, strings, xml, xliff/xlf, properties, ini, php). */
export function codecFor(type: string): Codec | undefined {
  return byType.get(type);
}

/** The codec that imports a file, chosen by its extension (case-insensitive). */
export function codecForFileName(name: string): Codec | undefined {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? undefined : byExtension.get(name.slice(dot + 1).toLowerCase());
}
