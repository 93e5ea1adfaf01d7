import type { Revision } from '../../src/api/index.ts';
import { jsonFile } from './emulator.ts';
import type { Starter } from './fixtures.ts';
import type { Scenario, ScenarioOptions } from './scenario.ts';

/** What a pull scenario starts from: English in the repository, translations on the service. */
export interface TranslatedProject {
  readonly revision?: Revision;
  /** The repository's (and the service's) English texts. */
  readonly english: Readonly<Record<string, string>>;
  /** Each language's texts on the service; every language listed is added to the project. */
  readonly translations: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Inputs of every run (mode pull unless they say otherwise). */
  readonly inputs?: Readonly<Record<string, string>>;
}

/**
 * A scenario whose repository holds `locales/en.json` (indented with 4 spaces, as the service
 * exports) and a README, and whose project has the English and the translations imported.
 */
export async function translatedProject(
  start: Starter<ScenarioOptions, Scenario>,
  project: TranslatedProject,
): Promise<Scenario> {
  const s = await start({
    ...(project.revision ? { revision: project.revision } : {}),
    files: {
      'locales/en.json': JSON.stringify(project.english, null, 4),
      'README.md': '# App\n',
    },
    languages: Object.keys(project.translations),
    inputs: { mode: 'pull', ...project.inputs },
  });
  const id = s.projectId;
  await s.service.project.import({
    id,
    lang_iso: 'en',
    file: jsonFile('en.json', project.english),
  });
  for (const [language, texts] of Object.entries(project.translations)) {
    await s.service.project.import({
      id,
      lang_iso: language,
      file: jsonFile(`${language}.json`, texts),
    });
  }
  return s;
}
