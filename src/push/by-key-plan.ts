import type { TranslationEntries } from '../translations/index.ts';
import type { KeyedText, UploadFile } from './push-types.ts';

/** What the key-level comparison of translations-by-key.ts takes and makes. */

/** What the push does with the translation files. */
export interface ByKeyPlan {
  readonly texts: readonly KeyedText[];
  /** Files with a text that cannot go by key: imported, with the service's texts kept. */
  readonly imports: readonly UploadFile[];
  /** Files whose every text is on the service, or goes by key: not imported. */
  readonly byKey: readonly UploadFile[];
  /** Imports of a file's fixes of keys other files share, alone, with replace on. */
  readonly fixes: readonly UploadFile[];
}

export interface ByKeyOptions {
  /**
   * Every text decided, also those of a file that goes by import (which would fill them): a
   * branch's push imports no translation file, and sends or holds each text (branch-push.ts);
   * nor is a file of a format the revision cannot import (by-key-files.ts), when it says so.
   */
  readonly everyText?: boolean | ((file: UploadFile) => boolean);
}

/** A translation file as the checkout has it and as the last sync had it (undefined: unread). */
export interface FileToCompare {
  readonly file: UploadFile;
  readonly after: TranslationEntries | undefined;
  readonly before: TranslationEntries | undefined;
}
