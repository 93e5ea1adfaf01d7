import { FILE_FORMATS } from '../../src/translations/file-formats.ts';

/**
 * The lists of formats messages name, from the action's table (file-formats.ts): a test that
 * expects one takes it from here, so a new format's row is all its messages need.
 */

/** Every extension, as the messages list them: `.json, .arb, …`. */
export const EXTENSIONS = FILE_FORMATS.flatMap((f) => f.extensions.map((e) => `.${e}`)).join(', ');

/** The formats read key by key, then those read by their lines, as the input check says. */
export const READS = `${FILE_FORMATS.filter((f) => f.model)
  .map((f) => f.exportType)
  .join(', ')} key by key, ${FILE_FORMATS.filter((f) => !f.model)
  .map((f) => f.exportType)
  .join(', ')} by their lines`;
