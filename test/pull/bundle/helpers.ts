import {
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  readlink,
  rm,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import {
  BundleError,
  extractBundle,
  type ExtractOptions,
  type ExtractResult,
  type Placement,
} from '../../../src/pull/bundle/extract.ts';
import { compilePattern } from '../../../src/inputs/patterns.ts';
import { zipBytes, type ZipEntrySpec } from '../../support/zip-writer.ts';

/** A checkout with `.git/` and a folder beside it that no bundle may reach. */
export interface Checkout {
  /** Holds the checkout, the outside folder and the bundles. */
  readonly root: string;
  readonly workspace: string;
  readonly outside: string;
  /** Writes a bundle next to the checkout and returns its path. */
  bundle(content: readonly ZipEntrySpec[] | Buffer): Promise<string>;
  remove(): Promise<void>;
}

export const OLD_DE = '{\n    "greeting": "Hallo"\n}\n';
export const NEW_DE = '{\n    "greeting": "Guten Tag"\n}\n';
export const EN = '{\n    "greeting": "Hello"\n}\n';
export const SECRET = 'outside the checkout\n';

/** Files every checkout starts with, unless a test gives its own. */
export const CHECKOUT_FILES: Readonly<Record<string, string>> = {
  'locales/de.json': OLD_DE,
  'locales/en.json': EN,
  'README.md': '# app\n',
};

const GIT_HEAD = { '.git/HEAD': 'ref: refs/heads/main\n' };

/** A checkout holding `files`, and a `.git/` folder unless `files` has a `.git` of its own. */
export async function makeCheckout(
  files: Readonly<Record<string, string | Buffer>> = CHECKOUT_FILES,
): Promise<Checkout> {
  const root = await mkdtemp(join(tmpdir(), 'l10n-bundle-'));
  const workspace = join(root, 'checkout');
  const outside = join(root, 'outside');
  const bundles = await mkdtemp(join(tmpdir(), 'l10n-bundle-zips-'));
  await mkdir(workspace);
  await mkdir(outside);
  await writeFile(join(outside, 'secret.txt'), SECRET);
  const all = '.git' in files ? files : { ...GIT_HEAD, ...files };
  for (const [path, content] of Object.entries(all)) {
    await mkdir(dirname(join(workspace, path)), { recursive: true });
    await writeFile(join(workspace, path), content);
  }
  let count = 0;
  return {
    root,
    workspace,
    outside,
    async bundle(content) {
      const path = join(bundles, `bundle-${++count}.zip`);
      await writeFile(path, Buffer.isBuffer(content) ? content : zipBytes(content));
      return path;
    },
    async remove() {
      await rm(root, { recursive: true, force: true });
      await rm(bundles, { recursive: true, force: true });
    },
  };
}

/**
 * Every path under `folder` with what it is: a file's content (base64), a link's target, or a
 * folder. Two equal snapshots mean nothing was created, changed, replaced by a link or left over.
 */
export async function snapshot(folder: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  const walk = async (relative: string): Promise<void> => {
    for (const name of await readdir(join(folder, relative))) {
      const path = relative ? `${relative}/${name}` : name;
      const full = join(folder, path);
      const stats = await lstat(full);
      if (stats.isSymbolicLink()) {
        result[path] = `link -> ${await readlink(full)}`;
      } else if (stats.isDirectory()) {
        result[path] = 'folder';
        await walk(path);
      } else {
        result[path] = `file ${(await readFile(full)).toString('base64')}`;
      }
    }
  };
  await walk('');
  return result;
}

/**
 * `place` as the pull builds it: the bundle's layout (`%LANG_ISO%.json` in a real bundle) gives
 * the language, the checkout pattern the path.
 */
export function placeBy(bundleLayout: string, checkoutPattern = bundleLayout) {
  const layout = compilePattern(bundleLayout);
  const target = compilePattern(checkoutPattern);
  return (entryPath: string): Placement => {
    const language = layout.languageOf(entryPath);
    return language === undefined ? undefined : { path: target.pathFor(language), language };
  };
}

/** Options for the default checkout: `%LANG_ISO%.json` entries go to `locales/`, all wanted. */
export function defaults(
  checkout: Checkout,
  zipPath: string,
  overrides: Partial<ExtractOptions> = {},
): ExtractOptions {
  return {
    zipPath,
    workspace: checkout.workspace,
    place: placeBy('%LANG_ISO%.json', 'locales/%LANG_ISO%.json'),
    skip: () => undefined,
    ...overrides,
  };
}

/**
 * Builds a default checkout, offers it the bundle, and checks that the bundle is refused with a
 * one-line BundleError matching `message`, and that nothing under the checkout's folder (nor
 * beside it) changed: no file written, no staging folder left in `.git/`.
 */
export async function expectRefused(
  content: readonly ZipEntrySpec[] | Buffer,
  message: RegExp,
  overrides:
    Partial<ExtractOptions> | ((checkout: Checkout) => Promise<Partial<ExtractOptions>>) = {},
): Promise<BundleError> {
  const checkout = await makeCheckout();
  try {
    const zipPath = await checkout.bundle(content);
    const options = typeof overrides === 'function' ? await overrides(checkout) : overrides;
    const before = await snapshot(checkout.root);
    const error = await extractBundle(defaults(checkout, zipPath, options)).then(
      (result: ExtractResult) => result,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BundleError);
    const refusal = error as BundleError;
    expect(refusal.message).toMatch(message);
    expect(refusal.message).not.toContain('\n');
    expect(await snapshot(checkout.root)).toEqual(before);
    return refusal;
  } finally {
    await checkout.remove();
  }
}

/** A good entry that comes first in most bad bundles, to show it is not written either. */
export const GOOD_FIRST: readonly ZipEntrySpec[] = [
  { name: './' },
  { name: 'de.json', data: NEW_DE },
];
