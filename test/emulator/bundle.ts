import AdmZip from 'adm-zip';
import { forLanguage, LANG_ISO } from './file-names.ts';
import { randomHex } from './values.ts';

/** One file of an export bundle. */
export interface BundleFile {
  readonly path: string;
  readonly content: Buffer;
}

/**
 * A zip of the files, laid out like the real bundle fixture: a `./` directory entry first, then a
 * directory entry for each folder, then the files in the order given. Paths are written as they
 * are asked for, unsafe ones included, so a client's extraction checks can be tested against them.
 */
export function buildZip(files: readonly BundleFile[]): Buffer {
  // noSort: adm-zip otherwise sorts entries by name, which would move `./` from first place.
  const zip = new AdmZip(undefined, { noSort: true });
  zip.addFile('./', Buffer.alloc(0));
  const folders = new Set<string>();
  for (const { path } of files) {
    const parts = path.split('/').slice(0, -1);
    parts.forEach((_, i) => folders.add(`${parts.slice(0, i + 1).join('/')}/`));
  }
  for (const folder of folders) zip.addFile(folder, Buffer.alloc(0));
  for (const { path, content } of files) zip.addFile(path, content);
  return zip.toBuffer();
}

/** Where a bundle is kept below the download URL: `files/export/<project id>/<unix time>/<Name>-<random>.zip`. */
export function bundleLocation(projectId: string, projectName: string, now: number): string {
  const name =
    projectName
      .trim()
      .replace(/\s+/g, '_')
      .replace(/[^\w.-]/g, '') || 'Project';
  return `files/export/${projectId}/${Math.floor(now / 1000)}/${name}-${randomHex(8)}.zip`;
}

/** The values of `bundle_structure`'s placeholders for one file. */
export interface StructureValues {
  readonly iso: string;
  readonly languageName: string;
  readonly format: string;
  readonly projectName: string;
}

/** The layout when `bundle_structure` is not given: the real service's default, as public v1 clients documented it. */
export const DEFAULT_STRUCTURE = 'locale/%LANG_ISO%.%FORMAT%';

/** A `bundle_structure` (folders allowed, e.g. `locales/%LANG_ISO%/app.%FORMAT%`) written out. */
export function structurePath(structure: string, values: StructureValues): string {
  return structure
    .replaceAll(LANG_ISO, values.iso)
    .replaceAll('%LANG_NAME%', values.languageName)
    .replaceAll('%FORMAT%', values.format)
    .replaceAll('%PROJECT_NAME%', values.projectName);
}

/**
 * A `use_original` path: the stored template for the language, below `directory_prefix`
 * (1.0.9.3, with `%LANG_ISO%`; joined with one `/`; ignored with `no_language_folders`). When
 * neither the template nor the prefix holds `%LANG_ISO%`, every language would get the same path
 * and overwrite the others; the emulator then puts each language in a `<iso>/` folder.
 */
export function originalPath(template: string, iso: string, directoryPrefix: string): string {
  const prefix = directoryPrefix.replace(/\/+$/, '');
  const distinct = template.includes(LANG_ISO) || prefix.includes(LANG_ISO);
  const folder = distinct ? prefix : prefix === '' ? LANG_ISO : `${prefix}/${LANG_ISO}`;
  return forLanguage(folder === '' ? template : `${folder}/${template}`, iso);
}
