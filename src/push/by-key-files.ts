import { realpath } from 'node:fs/promises';
import { basename } from 'node:path';
import { messageOf } from '../common/message-of.ts';
import { MAX_TRANSLATION_BYTES, readForUpload } from '../files/checkout-file.ts';
import { sameLanguage } from '../files/languages.ts';
import { pluralForms } from '../qa/plural-forms.ts';
import { fileFormatOf, readTranslationFile } from '../translations/index.ts';
import { keyTextsOf, type KeyText } from './key-texts.ts';
import { readListedTexts, type ListedTexts } from './listed-texts.ts';
import type { ImportOutcome, PushDeps, UploadFile } from './push-types.ts';

/**
 * The files an import would replace the service's texts from (the base language's, and those
 * push-languages chooses), of a format the revision cannot import (a `.resx` on 1.0.9.2): their
 * keys go by `string/set` instead, as the import would have left them. A key the service lacks
 * is made, in the base language's file only (a translation names no key of its own), with the
 * platform and file name the format's row gives; a text that differs from the service's is set;
 * a key whose name the service has twice (two files) is left, and said. The files' languages'
 * texts (`string/list`, in language batches: listed-texts.ts) decide, then batches of records,
 * one record per key.
 */

/** What one file sent, as an import's counts. */
interface Counts {
  inserted: number;
  updated: number;
  skipped: number;
  shared: string[];
}

/** One string/set record: a key, its attributes when it is new, its texts by language. */
type KeyRecord = Record<string, unknown> & {
  key: string;
  translations: Record<string, string | Record<string, string>>;
};

/** Records in one string/set call, as sendByKey (sent-by-key.ts) sends them. */
const RECORDS_PER_CALL = 500;

export async function sendFilesByKey(
  deps: PushDeps,
  files: readonly UploadFile[],
  base: string,
): Promise<ImportOutcome[]> {
  // A branch's push only adds keys, tagged as the branch's (branch-push.ts): as its import would.
  if (files.length === 0) return [];
  const { client, settings, log } = deps;
  const waitedBefore = deps.waitedMs();
  try {
    const read = await readKeyTexts(deps, files);
    const languages = [...new Set(files.map((f) => f.language))];
    const wanted = new Set(read.flatMap((r) => [...r.texts.keys()]));
    const listed = await readListedTexts(client, settings.projectId, languages, wanted);
    const records = new Map<string, KeyRecord>();
    const counts = read.map(({ file, texts }) =>
      decideFile(deps, { file, texts, listed, base, records }),
    );
    const data = [...records.values()];
    for (let start = 0; start < data.length; start += RECORDS_PER_CALL) {
      await client.string.set({
        id: settings.projectId,
        data: data.slice(start, start + RECORDS_PER_CALL),
      });
    }
    return files.map((file, index) => {
      const { inserted, updated, skipped, shared } = counts[index] as Counts;
      const note = settings.dryRun
        ? 'not sent (dry run)'
        : `${inserted} inserted, ${updated} updated, ${skipped} skipped`;
      log.info(`[by key] ${file.path} (${file.language}): ${note}`);
      if (shared.length > 0) {
        log.warning(
          `${file.path}: ${shared.slice(0, 5).join(', ')}${shared.length > 5 ? ', …' : ''}: the service has each name in several files, and string/set would not say which: not sent`,
        );
      }
      const result = { inserted, updated, skipped };
      return { file, result, waitedMs: index === 0 ? deps.waitedMs() - waitedBefore : 0 };
    });
  } catch (error) {
    const message = messageOf(error);
    log.error(`Sending ${files.length} files by key failed: ${message}`);
    return files.map((file) => ({ file, waitedMs: 0, error: message }));
  }
}

/** Each file's keys with their texts, as the service names them. */
async function readKeyTexts(
  deps: PushDeps,
  files: readonly UploadFile[],
): Promise<{ file: UploadFile; texts: Map<string, KeyText> }[]> {
  const root = await realpath(deps.settings.context.workspace);
  const read = [];
  for (const file of files) {
    const bytes = await readForUpload(root, file.path, MAX_TRANSLATION_BYTES);
    if (!bytes.ok) throw new Error(`${file.path} not sent: ${bytes.reason}`);
    const reading = await readTranslationFile(file.path, bytes.content, 'keys', {
      language: file.localLanguage,
    });
    if (!('entries' in reading)) {
      throw new Error(`${file.path} does not read key by key (${reading.unread})`);
    }
    read.push({ file, texts: keyTextsOf(reading.entries) });
  }
  return read;
}

interface FileDecision {
  readonly file: UploadFile;
  readonly texts: ReadonlyMap<string, KeyText>;
  readonly listed: ListedTexts;
  readonly base: string;
  /** The records of every file, by key name: a key's languages go in one. */
  readonly records: Map<string, KeyRecord>;
}

/** One file's keys against the service's: what it sets, makes, leaves. */
function decideFile(deps: PushDeps, decision: FileDecision): Counts {
  const { file, texts, listed, base, records } = decision;
  const counts: Counts = { inserted: 0, updated: 0, skipped: 0, shared: [] };
  const theirs = listed.byLanguage.get(file.language);
  const isBase = sameLanguage(file.language, base);
  for (const [name, ours] of texts) {
    const there = theirs?.get(name);
    if (there !== undefined && there.times > 1) {
      counts.shared.push(name);
      continue;
    }
    if (there === undefined && !isBase) {
      counts.skipped += 1;
      continue;
    }
    if (there !== undefined && (same(ours, there.text) || deps.branchTag !== undefined)) {
      counts.skipped += 1;
      continue;
    }
    const record = records.get(name) ?? { key: name, translations: {} };
    if (there === undefined) Object.assign(record, newKeyAttributes(deps, file, ours));
    record.translations[file.language] = ours.forms ?? ours.text ?? '';
    records.set(name, record);
    if (there === undefined) counts.inserted += 1;
    else counts.updated += 1;
  }
  return counts;
}

/** Whether the service's text (a plural key's forms as JSON) is ours. */
function same(ours: KeyText, theirs: string): boolean {
  if (ours.forms === undefined) return ours.text === theirs;
  const forms = pluralForms(theirs);
  if (forms === undefined) return false;
  const names = new Set([...Object.keys(forms), ...Object.keys(ours.forms)]);
  return [...names].every((form) => (forms[form] ?? '') === (ours.forms?.[form] ?? ''));
}

/** What a new key needs besides its texts: its platform, its file name, its tags, plural. */
function newKeyAttributes(
  deps: PushDeps,
  file: UploadFile,
  ours: KeyText,
): Record<string, unknown> {
  const { settings } = deps;
  const platform = fileFormatOf(file.path)?.platform ?? 'other';
  const mask = { ios: 1, android: 2, web: 4, other: 16 }[platform];
  const named = settings.push.sendFilename ? file.source : basename(file.source);
  const onNewer = settings.revision === '1.0.9.3';
  const tags = [...settings.push.tags, ...(deps.branchTag === undefined ? [] : [deps.branchTag])];
  return {
    platform_mask: mask,
    ...(onNewer ? { [`filename_${platform}`]: named } : { filename: basename(file.source) }),
    ...(onNewer && tags.length > 0 ? { tags } : {}),
    // 1.0.9.3 marks a plural key with 1; 1.0.9.2 takes a plural name, the key's own here.
    ...(ours.forms === undefined ? {} : { plural: onNewer ? 1 : ours.name }),
  };
}
