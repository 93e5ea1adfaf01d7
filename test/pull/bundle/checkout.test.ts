import { mkdir, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import type { Placement } from '../../../src/pull/bundle/extract.ts';
import { expectRefused, GOOD_FIRST, NEW_DE } from './helpers.ts';

const FR = '{\n    "greeting": "Bonjour"\n}\n';

/** `place` that sends every entry to one fixed checkout path. */
const placeAt = (path: string) => (): Placement => ({ path, language: 'de' });

describe('extractBundle never writes through what the checkout holds', () => {
  it('refuses when the target file is a symbolic link in the checkout', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: FR }],
      /'fr\.json': 'locales\/fr\.json' in the checkout is a symbolic link/,
      async (checkout) => {
        await symlink(
          join(checkout.outside, 'secret.txt'),
          join(checkout.workspace, 'locales/fr.json'),
        );
        return {};
      },
    );
  });

  it('refuses when a dangling symbolic link sits at the target', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: FR }],
      /'locales\/fr\.json' in the checkout is a symbolic link/,
      async (checkout) => {
        await symlink(
          join(checkout.outside, 'new.json'),
          join(checkout.workspace, 'locales/fr.json'),
        );
        return {};
      },
    );
  });

  it('refuses when a folder on the way is a symbolic link', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: FR }],
      /'de\.json': 'locales' in the checkout is a symbolic link/,
      async (checkout) => {
        await rm(join(checkout.workspace, 'locales'), { recursive: true });
        await symlink(checkout.outside, join(checkout.workspace, 'locales'));
        return {};
      },
    );
  });

  it('refuses when a folder stands where the file goes', async () => {
    await expectRefused(
      [...GOOD_FIRST, { name: 'fr.json', data: FR }],
      /'fr\.json': 'locales\/fr\.json' in the checkout is not a regular file/,
      async (checkout) => {
        await mkdir(join(checkout.workspace, 'locales/fr.json'));
        return {};
      },
    );
  });

  it('refuses when a file stands where a folder must go', async () => {
    await expectRefused(
      [{ name: 'de.json', data: NEW_DE }],
      /'de\.json': 'README\.md' in the checkout is not a folder/,
      { place: placeAt('README.md/de.json') },
    );
  });
});

describe('extractBundle checks the paths place returns', () => {
  it('refuses a place outside the checkout', async () => {
    await expectRefused(
      [{ name: 'de.json', data: NEW_DE }],
      /'de\.json': placed outside the checkout \('\.\.\/outside\/secret\.txt': '\.\.' in the path\)/,
      { place: placeAt('../outside/secret.txt') },
    );
  });

  it('refuses an absolute place', async () => {
    await expectRefused(
      [{ name: 'de.json', data: NEW_DE }],
      /placed outside the checkout/,
      async (checkout) => ({
        place: placeAt(join(checkout.outside, 'secret.txt')),
      }),
    );
  });

  it('refuses a place inside .git', async () => {
    await expectRefused(
      [{ name: 'de.json', data: NEW_DE }],
      /'de\.json': placed inside \.git \('\.git\/hooks\/pre-commit'\)/,
      { place: placeAt('.git/hooks/pre-commit') },
    );
  });

  it('refuses GIT~1, the Windows short name of .git, as a place', async () => {
    await expectRefused(
      [{ name: 'de.json', data: NEW_DE }],
      /'de\.json': placed inside \.git \('GIT~1\/hooks\/reference-transaction'\)/,
      { place: placeAt('GIT~1/hooks/reference-transaction') },
    );
  });

  it('refuses a place that is the checkout itself', async () => {
    await expectRefused([{ name: 'de.json', data: NEW_DE }], /placed on a folder path \('\.\/'\)/, {
      place: placeAt('./'),
    });
  });
});
