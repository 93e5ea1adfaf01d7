import AdmZip from 'adm-zip';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractBundle, type StagedFiles } from '../../../src/pull/bundle/extract.ts';
import { describe, expect, it } from '../../support/fixtures.ts';
import { defaults, OLD_DE } from './helpers.ts';

/** A real export bundle of the legacy service (source and licence: test/fixtures/SOURCE.md). */
const REAL_BUNDLE = fileURLToPath(
  new URL('../../fixtures/real-export-bundle.zip', import.meta.url),
);

/** What a reader of the staged files saw: each file as it was when told, and the moves. */
function recorder(workspace: string) {
  const events: string[] = [];
  const seen = new Map<string, Buffer | undefined>();
  const told: StagedFiles = {
    staged(root, path) {
      const file = join(root, path);
      seen.set(path, existsSync(file) ? readFileSync(file) : undefined);
      events.push(`staged ${path}`);
    },
    async moving() {
      events.push(
        `moving (de: ${readFileSync(join(workspace, 'locales/de.json'), 'utf8') === OLD_DE ? 'old' : 'new'})`,
      );
    },
    moved() {
      events.push(
        `moved (de: ${readFileSync(join(workspace, 'locales/de.json'), 'utf8') === OLD_DE ? 'old' : 'new'})`,
      );
    },
  };
  return { told, events, seen };
}

describe('extractBundle tells a reader of the staged files', () => {
  it('of each changed file, complete under its checkout path, before the files move', async ({
    startCheckout,
  }) => {
    const checkout = await startCheckout();
    const { told, events, seen } = recorder(checkout.workspace);

    const result = await extractBundle({ ...defaults(checkout, REAL_BUNDLE), stagedFiles: told });

    const zip = new AdmZip(REAL_BUNDLE);
    const changed = result.changed.map((file) => file.path).sort();
    expect([...seen.keys()].sort()).toEqual(changed);
    for (const file of result.changed) {
      // The bytes the reader saw are the bytes the checkout ends up with.
      const written = await readFile(join(checkout.workspace, file.path));
      expect(seen.get(file.path)?.equals(written)).toBe(true);
      expect(written.equals(zip.readFile(`${file.language}.json`) ?? Buffer.alloc(0))).toBe(true);
    }
    expect(events.slice(-2)).toEqual(['moving (de: old)', 'moved (de: new)']);
    // The staging folder is gone.
    expect(await readdir(join(checkout.workspace, '.git'))).toEqual(['HEAD']);
  });

  it('not of a file the checkout already has, and no move when the bundle is refused', async ({
    startCheckout,
  }) => {
    const zip = new AdmZip(REAL_BUNDLE);
    const german = zip.readFile('de.json')?.toString('utf8') ?? '';
    const checkout = await startCheckout({ 'locales/de.json': german });
    const { told, events } = recorder(checkout.workspace);
    const result = await extractBundle({ ...defaults(checkout, REAL_BUNDLE), stagedFiles: told });
    expect(result.unchanged.map((file) => file.path)).toContain('locales/de.json');
    expect(events).not.toContain('staged locales/de.json');

    const refused = recorder(checkout.workspace);
    const bad = await checkout.bundle([{ name: '../escape.json', data: '{}' }]);
    await expect(
      extractBundle({ ...defaults(checkout, bad), stagedFiles: refused.told }),
    ).rejects.toThrow();
    expect(refused.events.filter((e) => e.startsWith('mov'))).toEqual([]);
  });
});

describe('extractBundle with beforeWriting', () => {
  it('writes nothing into the checkout until it resolves', async ({ startCheckout }) => {
    const checkout = await startCheckout();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const extracting = extractBundle({ ...defaults(checkout, REAL_BUNDLE), beforeWriting: gate });
    // Long enough for every entry to be staged: the files wait for the gate.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await readFile(join(checkout.workspace, 'locales/de.json'), 'utf8')).toBe(OLD_DE);
    expect(existsSync(join(checkout.workspace, 'locales/fr.json'))).toBe(false);
    release();
    await extracting;
    expect(await readFile(join(checkout.workspace, 'locales/de.json'), 'utf8')).not.toBe(OLD_DE);
  });
});
