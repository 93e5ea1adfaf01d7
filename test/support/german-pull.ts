import { jsonFile } from './emulator.ts';
import type { Scenario, ScenarioOptions } from './scenario.ts';
import type { Starter } from './fixtures.ts';

/**
 * A repository with English in locales/en.json and a project whose German the service has: a
 * pull to a branch then brings locales/de.json (the post-pull-command tests start here).
 */
export async function withGerman(
  start: Starter<ScenarioOptions, Scenario>,
  german: Record<string, string> = { hello: 'Hallo', bye: 'Tschüss' },
): Promise<Scenario> {
  const s = await start({
    files: { 'locales/en.json': '{\n  "hello": "Hello",\n  "bye": "Bye"\n}\n' },
    languages: ['de'],
    inputs: { mode: 'pull', 'pull-target': 'branch' },
  });
  await s.service.project.import({
    id: s.projectId,
    lang_iso: 'de',
    file: jsonFile('de.json', german),
  });
  return s;
}
