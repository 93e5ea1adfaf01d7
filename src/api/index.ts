/** The legacy HTTP interface client. Knows nothing of GitHub. */
export { createClient, type ClientOptions, type LmsClient } from './client.ts';
export type { StringFold } from './string-list-items.ts';
export { detached, type StringTextFold } from './string-texts.ts';
export {
  LanguageBatches,
  readInLanguageBatches,
  type BatchAnswer,
  type BatchEstimate,
} from './language-batches.ts';
export { withLanguagesAhead } from './languages-ahead.ts';
export { MAX_ANSWER_BYTES } from './limits.ts';
export type { Clock } from './clock.ts';
export { systemClock } from './clock.ts';
export type { DownloadedBundle } from './download.ts';
export type { DryRun } from './dry-run.ts';
export { ApiError, type ApiErrorKind } from './errors.ts';
export type { ApiEvent, ApiEventListener, ApiStillWaitingEvent, ApiWaitEvent } from './events.ts';
export * from './interface.ts';
export type { FilePart, ParamsFor } from './params.ts';
export { redact } from './redact.ts';
export type * from './results.ts';
export { assertSecureUrl } from './secure-url.ts';
