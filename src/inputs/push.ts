import type { Revision } from '../api/index.ts';
import { languageChoice } from './languages.ts';
import { availableOn, type InputReader } from './reader.ts';
import type { PushSettings } from './settings.ts';

/**
 * The import options as inputs, with the action's defaults; each sets the service parameter of
 * its name in snake case, and the interface table says which revisions have it.
 */
const IMPORT_OPTIONS = {
  replace: true,
  'fill-empty': false,
  distinguish: true,
  'use-trans-mem': false,
  hidden: false,
  'convert-placeholders': true,
  'icu-plurals': false,
  'replace-breaks': false,
  'cleanup-mode': false,
} as const;

/** The push's inputs. */
export function readPushSettings(r: InputReader, revision: Revision): PushSettings {
  const importOptions: Record<string, boolean> = {};
  for (const [name, fallback] of Object.entries(IMPORT_OPTIONS)) {
    const param = name.replace(/-/g, '_');
    if (r.onlyWhereAvailable(name, revision, 'project/import', param)) {
      importOptions[param] = r.bool(name, fallback);
    }
  }
  const importFilename = r.choice('import-filename', ['path', 'none'] as const, 'path');
  const screenshots = r.onlyWhereAvailable('screenshots', revision, 'project/screenshot')
    ? r.list('screenshots')
    : [];
  return {
    languages: r.read('push-languages', (v) => languageChoice(v, 'base'), { kind: 'base' }),
    scope: r.choice('push-scope', ['changed', 'all'] as const, 'changed'),
    importOptions,
    tags: r.list('tags'),
    // `path` is the default, so it is silently not sent where the revision has no `filename`.
    sendFilename: importFilename === 'path' && availableOn(revision, 'project/import', 'filename'),
    snapshotBeforePush: r.bool('snapshot-before-push', false),
    addMissingLanguages: r.bool('add-missing-languages', false),
    screenshots,
    screenshotAutotag: r.bool('screenshot-autotag', true),
  };
}
