import type { EndpointName } from '../../../src/api/interface.ts';
import type { Handler } from './context.ts';
import { exportBundle } from './export.ts';
import { importFile } from './import.ts';
import {
  addLanguages,
  listAllLanguages,
  listLanguages,
  removeLanguages,
  setLanguage,
} from './language.ts';
import {
  addProject,
  emptyProject,
  listProjects,
  removeProject,
  snapshotProject,
  uploadScreenshot,
} from './project.ts';
import { listStrings, removeStrings, setStrings } from './string.ts';

/** The handler of every endpoint of the interface table; the table decides which revision has which. */
export const HANDLERS: Readonly<Record<EndpointName, Handler>> = {
  'project/list': listProjects,
  'project/add': addProject,
  'project/remove': removeProject,
  'project/empty': emptyProject,
  'project/snapshot': snapshotProject,
  'project/screenshot': uploadScreenshot,
  'project/import': importFile,
  'project/export': exportBundle,
  'language/listall': listAllLanguages,
  'language/list': listLanguages,
  'language/add': addLanguages,
  'language/remove': removeLanguages,
  'language/set': setLanguage,
  'string/list': listStrings,
  'string/set': setStrings,
  'string/remove': removeStrings,
};
