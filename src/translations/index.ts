/**
 * The key-level model of translation files: what a file holds key by key, and the pull's
 * decision for a file, written in the repository file's own style.
 */
export {
  formatOf,
  readTranslationFile,
  readTranslations,
  type FileReading,
  type ModelOptions,
} from './formats.ts';
export {
  FILE_FORMATS,
  fileFormatOf,
  transferredByKey,
  type FileFormat,
  type Platform,
} from './file-formats.ts';
export {
  changedKeys,
  formOf,
  keyLabel,
  keyOf,
  PLURAL_FORMS,
  segmentsOf,
  textChangesOf,
  textOf,
  type KeySegment,
} from './keys.ts';
export {
  reconcilePulledFile,
  type PulledFileContext,
  type PullRules,
  type PushPrediction,
} from './reconcile.ts';
export { PAST_LIMIT_REASON } from './read-limits.ts';
export { uploadForm } from './upload-form.ts';
export { plainCharacters } from './xml-characters.ts';
export type {
  PullDecision,
  ServiceTextStates,
  TextChange,
  TranslationEntries,
  TranslationFormat,
  TranslationKey,
  TranslationValue,
  WrittenStyle,
} from './types.ts';
export { fileHolding, keptEntries } from './kept-entries.ts';
