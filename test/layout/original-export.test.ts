import { parseFilesInput } from '../../src/layout/files-input.ts';
import { compileLayout } from '../../src/layout/layout.ts';
import {
  LANGUAGE_FOLDER,
  placeOriginalEntry,
  type Source,
} from '../../src/layout/original-entries.ts';
import { exportFiles, newProject, upload } from '../emulator/raw-client.ts';
import { describe, expect, it } from '../support/fixtures.ts';

const strings = (text: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n  <string name="hello">${text}</string>\n</resources>\n`;

describe('a use_original export of every language of a source imported under its path', () => {
  it('places each entry in the group file of its language (Android, base file without a code)', async ({
    startEmulator,
  }) => {
    const emulator = await startEmulator(undefined);
    const id = await newProject(emulator, ['de', 'pt_BR', 'zh_Hans']);
    const source = 'app/src/main/res/values/strings.xml';
    const repository: Record<string, [string, string]> = {
      en: [source, 'Hello'],
      de: ['app/src/main/res/values-de/strings.xml', 'Hallo'],
      pt_BR: ['app/src/main/res/values-pt-rBR/strings.xml', 'Olá'],
    };
    // Each language's file goes up as the source: one file on the service.
    for (const [language, [path, text]] of Object.entries(repository)) {
      const name = path.slice(path.lastIndexOf('/') + 1);
      const answer = await upload(
        emulator,
        '1.0.9.3',
        { id, lang_iso: language, filename: source },
        { name, content: strings(text) },
      );
      expect(answer.response.code, `${language}: ${answer.response.message}`).toBe('200');
    }
    const layout = compileLayout(
      parseFilesInput(
        `- source: ${source}\n  translation: app/src/main/res/values-%ANDROID_CODE%/strings.xml`,
      ),
      [],
    );
    const sources: Source[] = layout.groups.map((group) => ({ path: source, group }));
    const { files } = await exportFiles(emulator, '1.0.9.3', {
      id,
      type: 'xml',
      use_original: '1',
      directory_prefix: LANGUAGE_FOLDER,
      filter_filenames: JSON.stringify([source]),
    });
    const placed = Object.fromEntries(
      [...files.keys()].map((entry) => [
        entry,
        placeOriginalEntry(entry, sources, ['en', 'de', 'pt_BR', 'zh_Hans'], 'en'),
      ]),
    );
    expect(placed).toEqual({
      [`en/${source}`]: { skipped: 'it is the base language' },
      [`de/${source}`]: {
        path: 'app/src/main/res/values-de/strings.xml',
        language: 'de',
        source,
      },
      [`pt_BR/${source}`]: {
        path: 'app/src/main/res/values-pt-rBR/strings.xml',
        language: 'pt_BR',
        source,
      },
      [`zh_Hans/${source}`]: {
        path: 'app/src/main/res/values-b+zh+Hans/strings.xml',
        language: 'zh_Hans',
        source,
      },
    });
    // One key on the service, with every language's text on it.
    expect(files.get(`pt_BR/${source}`)).toContain('Olá');
    expect(files.get(`de/${source}`)).toContain('Hallo');
  });

  it('places a source whose name holds the base code, as the service may write it per language', () => {
    const layout = compileLayout(parseFilesInput('config/locales/devise.%LOCALE%.yml'), []);
    const sources: Source[] = layout.groups.flatMap((group) => [
      { path: 'config/locales/devise.en.yml', group },
      { path: 'config/locales/en.yml', group },
    ]);
    const languages = ['en', 'pt_BR'];
    expect(
      placeOriginalEntry('pt_BR/config/locales/devise.pt_BR.yml', sources, languages, 'en'),
    ).toEqual({
      path: 'config/locales/devise.pt-BR.yml',
      language: 'pt_BR',
      source: 'config/locales/devise.en.yml',
    });
    expect(placeOriginalEntry('pt_BR/config/locales/other.yml', sources, languages, 'en')).toEqual({
      skipped: 'it is the file of no source of files',
    });
    expect(placeOriginalEntry('fr/config/locales/en.yml', sources, languages, 'en')).toEqual({
      skipped: 'it is not in a folder of a project language',
    });
  });
});
