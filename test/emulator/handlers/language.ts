import { ApiError, customError } from '../errors.ts';
import { SYSTEM_LANGUAGES } from '../languages.ts';
import type { Project } from '../store.ts';
import { addLanguage } from '../store.ts';
import { flag } from '../values.ts';
import type { Handler } from './context.ts';
import { checkSystemLanguage, projectLanguage, projectOf } from './context.ts';

/** GET language/listall: the system language list. */
export const listAllLanguages: Handler = () => ({
  languages: SYSTEM_LANGUAGES.map((l) => ({ iso: l.iso, name: l.name, rtl: flag(l.rtl) })),
});

/** GET language/list: the project's languages with their word counts. */
export const listLanguages: Handler = (ctx) => {
  const project = projectOf(ctx);
  return {
    languages: project.languages.map((l) => ({
      iso: l.iso,
      name: l.name,
      words: String(wordCount(project, l.iso)),
      rtl: flag(l.rtl),
      is_default: flag(l.isDefault),
    })),
  };
};

/** POST language/add: all codes are checked (4045, 4043, 4050) before any is added. */
export const addLanguages: Handler = (ctx) => {
  const project = projectOf(ctx);
  const isos = nonEmpty(ctx.params.array('iso'));
  for (const iso of isos) {
    checkSystemLanguage(iso);
    if (project.languages.some((l) => l.iso === iso)) throw new ApiError('4050', iso);
  }
  for (const iso of isos) addLanguage(project, iso, false);
  return {};
};

/**
 * POST language/remove: the languages and their translations. Removing the base language is
 * refused with 4040: the interface does not say what happens, and a project without a base
 * language has nothing for `export_empty=base` or `is_default` to name.
 */
export const removeLanguages: Handler = (ctx) => {
  const project = projectOf(ctx);
  const isos = nonEmpty(ctx.params.array('iso'));
  for (const iso of isos) {
    if (projectLanguage(project, iso).isDefault) {
      throw customError(`cannot remove ${iso}: it is the base language of the project`);
    }
  }
  for (const iso of isos) {
    project.languages.splice(
      project.languages.findIndex((l) => l.iso === iso),
      1,
    );
    for (const key of project.keys) key.translations.delete(iso);
  }
  return {};
};

/**
 * POST language/set (1.0.9.3): a new code and/or name for a project language. Custom codes need
 * not be system codes, but must be one token of letters, digits, `_`, `-` or `@` (else 4043), and
 * must not be taken by another language of the project (4050).
 */
export const setLanguage: Handler = (ctx) => {
  const project = projectOf(ctx);
  const original = ctx.params.string('original_iso');
  if (!original) throw new ApiError('4049', 'original_iso');
  const language = projectLanguage(project, original);
  const customIso = ctx.params.string('custom_iso') || undefined;
  const customName = ctx.params.string('custom_name') || undefined;
  if (customIso === undefined && customName === undefined) {
    throw new ApiError('4049', 'custom_iso or custom_name');
  }
  if (customIso !== undefined && customIso !== original) {
    if (!/^[A-Za-z0-9_@-]+$/.test(customIso)) throw new ApiError('4043', customIso);
    if (project.languages.some((l) => l.iso === customIso)) throw new ApiError('4050', customIso);
    language.iso = customIso;
    for (const key of project.keys) {
      const translation = key.translations.get(original);
      key.translations.delete(original);
      if (translation) key.translations.set(customIso, translation);
    }
  }
  if (customName !== undefined) language.name = customName;
  return {};
};

function nonEmpty(isos: readonly string[] | undefined): string[] {
  if (!isos || isos.length === 0) throw new ApiError('4045');
  return [...new Set(isos)];
}

/** Words of a language's translations (every form of a plural), as the `words` field counts them. */
function wordCount(project: Project, iso: string): number {
  let words = 0;
  for (const key of project.keys) {
    const value = key.translations.get(iso)?.value;
    const texts =
      value === undefined ? [] : typeof value === 'string' ? [value] : Object.values(value);
    for (const text of texts) words += text.split(/\s+/).filter((w) => w !== '').length;
  }
  return words;
}
