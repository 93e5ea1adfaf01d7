import { beforeAll, describe, expect, it } from 'vitest';
import { independentReader } from './independent-readers.ts';
import { EDIT_CHECKS, READ_CHECKS } from './real-file-checks.ts';
import { CASES, editCase, type CaseName, type CaseResult } from './real-file-edits.ts';
import { corpusFiles, readBoth, type Reading } from './real-files.ts';

/**
 * Every file of the corpus of real translation files (test/fixtures/real/, sources in
 * test/fixtures/SOURCE.md), read by the product and by an independent reader, and edited as a
 * pull edits it: two texts changed (real-file-edits.ts's NEW_TEXTS), a key removed, a key added after an
 * existing one, each on its own and all together. These tests state what the product should
 * do; RELIABILITY.md lists those that fail today.
 */
const files = corpusFiles();

it('has the corpus the issue asks for', () => {
  expect(files.length).toBeGreaterThanOrEqual(44);
});

for (const file of files) {
  describe(file.name, () => {
    const hasReader = independentReader(file.format) !== undefined;
    let reading: Reading | undefined;
    const results = new Map<CaseName, CaseResult | undefined>();
    beforeAll(async () => {
      reading = await readBoth(file, file.bytes);
      for (const name of CASES) results.set(name, await editCase(file, reading, name));
    });

    for (const check of READ_CHECKS.filter((c) => hasReader || c.independent !== true)) {
      it(check.name, () => {
        expect(check.failure(reading as Reading)).toBeUndefined();
      });
    }

    for (const name of CASES) {
      for (const check of EDIT_CHECKS.filter((c) => hasReader || c.independent !== true)) {
        it(`${name}: ${check.name}`, () => {
          const result = results.get(name);
          expect(result, 'no edit: the product does not read the file').toBeDefined();
          expect(check.failure(result as CaseResult)).toBeUndefined();
        });
      }
    }
  });
}
