import { realpath } from 'node:fs/promises';
import { MAX_TRANSLATION_BYTES, readForUpload } from '../files/checkout-file.ts';
import { languageChosen, sameLanguage } from '../files/languages.ts';
import { codeSpelled } from '../layout/language-spellings.ts';
import { fileFormatOf } from '../translations/index.ts';
import type { PushDeps, UploadFile } from './push-types.ts';

/**
 * A file that holds every language (an Xcode String Catalog) matches its pattern once, as the
 * base language's; the push reads it as a file of each language it holds (file-formats.ts
 * `everyLanguage`): its source language's view is the base file, every other language's a
 * translation of it, spelled as Apple spells it (`pt-BR`, `zh-Hans`: `%OSX_LOCALE%`).
 */
export async function withCatalogueLanguages(
  deps: Pick<PushDeps, 'settings'>,
  files: readonly UploadFile[],
  base: string,
): Promise<UploadFile[]> {
  const { settings } = deps;
  const root = await realpath(settings.context.workspace);
  const out: UploadFile[] = [];
  for (const file of files) {
    const views = fileFormatOf(file.path)?.everyLanguage;
    const read = views && (await readForUpload(root, file.path, MAX_TRANSLATION_BYTES));
    if (views === undefined || read === undefined || !read.ok) {
      out.push(file);
      continue;
    }
    const [source, ...others] = await views.languagesOf(read.content.toString('utf8'));
    out.push({ ...file, localLanguage: source ?? file.localLanguage });
    for (const local of others) {
      const language = codeSpelled(settings.languageMap, ['%OSX_LOCALE%'], [local]);
      if (language === undefined || sameLanguage(language, base)) continue;
      const chosen = languageChosen(settings.push.languages, language, base, settings.languageMap);
      out.push({ ...file, localLanguage: local, language, keepServiceTexts: !chosen });
    }
  }
  return out;
}
