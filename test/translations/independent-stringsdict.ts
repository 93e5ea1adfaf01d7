import { execFileSync } from 'node:child_process';
import { keyOf } from '../../src/translations/keys.ts';
import type { IndependentEntries } from './independent-readers.ts';

/**
 * Apple `.stringsdict` read by Python's plistlib (expat underneath; the product reads property
 * lists with fast-xml-parser and htmlparser2), in a child process: each entry's
 * `NSStringLocalizedFormatKey` under [name], and each variable whose spec type is
 * `NSStringPluralRuleType` by its plural categories under [name, variable, category], as the
 * product keys them. A key written twice is plistlib's last; the product refuses such a table.
 */
const SCRIPT = `
import json, plistlib, sys
table = plistlib.loads(sys.stdin.buffer.read())
forms = ('zero', 'one', 'two', 'few', 'many', 'other')
found = []
if not isinstance(table, dict):
    raise SystemExit(2)
for name, entry in table.items():
    if not isinstance(entry, dict):
        continue
    for inner, value in entry.items():
        if inner == 'NSStringLocalizedFormatKey' and isinstance(value, str):
            found.append([[name], value])
        elif isinstance(value, dict) and value.get('NSStringFormatSpecTypeKey') == 'NSStringPluralRuleType':
            for form, text in value.items():
                if form in forms and isinstance(text, str):
                    found.append([[name, inner, form], text])
json.dump(found, sys.stdout)
`;

/** The entries plistlib reads in the text; undefined when it refuses the text. */
export function stringsdictEntries(text: string): IndependentEntries | undefined {
  let output: string;
  try {
    output = execFileSync('python3', ['-c', SCRIPT], {
      input: Buffer.from(text, 'utf8'),
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
  const pairs = JSON.parse(output) as [string[], string][];
  return new Map(pairs.map(([segments, value]) => [keyOf(segments), value]));
}
