/**
 * The corpus of real translation files (test/fixtures/real/) read and edited as the tests in
 * test/translations/real-files.test.ts do, summed up as a Markdown table per format: files,
 * keys read, mismatches with the independent reader, edits in place, fallbacks, and changed
 * lines that hold none of the touched keys. Run: `npx node scripts/real-files-table.ts`; with
 * `--failures`, it also lists each failing file × check with its first difference.
 */
import { EDIT_CHECKS, READ_CHECKS } from '../test/translations/real-file-checks.ts';
import { CASES, editCase, type CaseResult } from '../test/translations/real-file-edits.ts';
import { corpusFiles, mismatches, readBoth } from '../test/translations/real-files.ts';

interface Row {
  files: number;
  unread: number;
  keys: number;
  mismatches: number | undefined;
  kept: number;
  fallbacks: number;
  extraLines: number;
}

const rows = new Map<string, Row>();
const details: string[] = [];
const failures: string[] = [];
const oneLine = (text: string): string => text.replaceAll('\n', '⏎').slice(0, 240);
for (const file of corpusFiles()) {
  const row = rows.get(file.format) ?? {
    files: 0,
    unread: 0,
    keys: 0,
    mismatches: file.format === 'strings' ? undefined : 0,
    kept: 0,
    fallbacks: 0,
    extraLines: 0,
  };
  rows.set(file.format, row);
  row.files++;
  const reading = await readBoth(file, file.bytes);
  for (const check of READ_CHECKS) {
    const failure = check.failure(reading);
    if (failure !== undefined) failures.push(`- ${file.name} × ${check.name}: ${oneLine(failure)}`);
  }
  if (reading.entries === undefined) {
    row.unread++;
    details.push(`- ${file.name}: not read by the product (${reading.unread ?? '?'})`);
    continue;
  }
  row.keys += reading.entries.size;
  if (reading.independent !== 'none' && row.mismatches !== undefined) {
    row.mismatches += mismatches(reading.entries, reading.independent, file.format).length;
  }
  const results = await Promise.all(CASES.map((name) => editCase(file, reading, name)));
  for (const result of results.filter((r): r is CaseResult => r !== undefined)) {
    for (const check of EDIT_CHECKS) {
      const failure = check.failure(result);
      if (failure !== undefined) {
        failures.push(`- ${file.name} × ${result.name}: ${check.name}: ${oneLine(failure)}`);
      }
    }
    if (result.kept) row.kept++;
    else row.fallbacks++;
    row.extraLines += result.extraLines.length;
  }
}

for (const [format, row] of rows) {
  console.log(`### ${format}\n`);
  console.log(
    '| files | not read | keys read | mismatches with the independent reader | edits in place | fallbacks | extra lines changed |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const independent = row.mismatches === undefined ? 'no reader' : String(row.mismatches);
  console.log(
    `| ${row.files} | ${row.unread} | ${row.keys} | ${independent} | ${row.kept} | ${row.fallbacks} | ${row.extraLines} |\n`,
  );
}
console.log(`Edits: ${CASES.length} cases a file read (${CASES.join(', ')}).\n`);
if (details.length > 0) console.log(details.join('\n'));
if (process.argv.includes('--failures')) console.log(`\nFailing checks:\n\n${failures.join('\n')}`);
