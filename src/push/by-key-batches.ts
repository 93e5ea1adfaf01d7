import { ApiError, LanguageBatches } from '../api/index.ts';
import { BatchLog } from './batch-log.ts';
import { fixesUpload, SHARED_UNCUT } from './exact-fixes.ts';
import { decideFile, plainText, rulesFor } from './file-decisions.ts';
import { transferredByKey } from '../translations/index.ts';
import { KeyLookups, type BatchLookups } from './key-lookups.ts';
import type { KeyedText, PushDeps, UploadFile } from './push-types.ts';
import type { KeySender } from './sent-by-key.ts';
import { ServiceTexts } from './service-texts.ts';
import type { ByKeyOptions, ByKeyPlan, FileToCompare } from './by-key-plan.ts';

/**
 * The key-level comparison a batch of languages at a time (issue 43). One string/list of every
 * language of the files is 400 MiB at 10,000 keys × 100 languages, over what the client reads:
 * string/list goes by its `langs` parameter, each batch sized from the answers before it
 * (LanguageBatches: a quarter of the read limit), and the texts of a batch's languages are
 * decided as soon as its answer is in, for every file of those languages, while the next batch
 * is read and the texts decided go up (KeySender). Only the batches at hand are held: the files
 * of the languages being read and decided, and the service's texts of one answer, dropped once
 * its decisions are made. A file's texts are all of one language, so each file is decided whole
 * within one batch; the keys a project lists are the same in every language, so a batch's answer
 * finds the same service key for a file key as the whole project's would.
 */

/** The files of some languages, read as the decisions need them, in the files' order. */
export type FilesOf = (languages: readonly string[]) => Promise<FileToCompare[]>;

export interface BatchOptions extends ByKeyOptions {
  /** Where the texts go as they are decided: the push's string/set, read batch after batch. */
  readonly sender?: KeySender | undefined;
}

/** One batch's answer and what its decisions need. */
interface Batch {
  readonly languages: readonly string[];
  readonly files: readonly FileToCompare[];
  readonly lookups: BatchLookups;
  readonly service: ServiceTexts;
}

/**
 * A read begun: its answer, its languages back where the answer was over the read limit, or the
 * error it failed with (held until the loop comes to it: the read goes on while the batch before
 * it is decided, and a rejection nobody awaited yet would end the process).
 */
type Reading = Promise<{ batch: Batch } | { over: readonly string[] } | { error: unknown }>;

/** The plan of `files`, a batch of languages at a time (see the top). */
export async function compareInBatches(
  deps: PushDeps,
  files: readonly UploadFile[],
  filesOf: FilesOf,
  options: BatchOptions = {},
): Promise<ByKeyPlan> {
  const languages = [...new Set(files.map((f) => f.language))];
  const plan = new PlanParts(files);
  if (languages.length === 0) return plan.whole();
  const read = new ReadFiles(filesOf);
  // The first language's files say how many texts a language has, before any answer does.
  const first = await read.of(languages.slice(0, 1));
  read.keep(first);
  const texts = first.reduce((sum, r) => sum + (r.after?.size ?? 0), 0);
  const batches = new LanguageBatches(languages, deps.client.maxAnswerBytes, texts);
  const lookups = new KeyLookups();
  /** The read begun last: the only one that may still be on its way. */
  let latest: Reading | undefined;
  const start = (batch: readonly string[]): Reading =>
    (latest = readBatch(deps, batch, read, lookups).catch((error: unknown) => ({ error })));
  const said = new BatchLog(deps, batches, languages.length);
  const firstBatch = batches.next();
  let reading: Reading | undefined = firstBatch && start(firstBatch);
  try {
    while (reading !== undefined) ({ reading } = await nextBatch(reading));
  } finally {
    // A batch read while the one before it failed to be decided is let end before the error goes.
    await latest;
  }
  return plan.whole();

  /**
   * Takes in one answer: its batch decided, and the read after it begun (in an object: an async
   * function's promise would take on the read's own).
   */
  async function nextBatch(current: Reading): Promise<{ reading: Reading | undefined }> {
    const answer = await current;
    if ('error' in answer) throw answer.error;
    if ('over' in answer) {
      batches.overLimit(answer.over);
      said.overLimit(answer.over);
      const next = batches.next();
      return { reading: next && start(next) };
    }
    const { batch } = answer;
    const { items, bytes } = batch.service.read;
    batches.answered(batch.languages, bytes ?? 0, items);
    said.answered(batch.languages, bytes);
    // The next batch is on its way (paced by the client) while this one is decided and sent.
    const next = batches.next();
    const after = next && start(next);
    lookups.resolve(batch.service);
    await decideBatch(deps, batch, plan, options);
    options.sender?.check();
    return { reading: after };
  }
}

/** Reads the answer of `languages` into a fold of the names their files' keys may have. */
async function readBatch(
  deps: PushDeps,
  languages: readonly string[],
  read: ReadFiles,
  lookups: KeyLookups,
): Reading {
  const files = await read.of(languages);
  const batch = lookups.batch(
    files.map((r) => ({ entries: r.after, language: languages.indexOf(r.file.language) })),
    languages.length,
  );
  try {
    const service = await deps.client.readStringTexts(
      { id: deps.settings.projectId, langs: [...languages] },
      () => new ServiceTexts(languages, lookups.names, batch.texts),
    );
    return { batch: { languages, files, lookups: batch, service } };
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'limit') || languages.length < 2) throw error;
    // Read again in smaller batches: the files stay read.
    read.keep(files);
    return { over: languages };
  }
}

/** Each file of a batch decided (see translations-by-key.ts), its texts handed to the sender. */
async function decideBatch(
  deps: PushDeps,
  batch: Batch,
  plan: PlanParts,
  options: BatchOptions,
): Promise<void> {
  const plain = plainText(deps);
  for (const [index, { file, after, before }] of batch.files.entries()) {
    if (after === undefined) {
      plan.imports(file);
      continue;
    }
    // A file the revision cannot import goes by key as it is, placeholders too: so did its base
    // file (by-key-files.ts), and no import would convert either.
    const asIs = transferredByKey(file.path, deps.settings.revision);
    const rules = rulesFor(file.path, asIs ? () => true : plain);
    const { service, lookups } = batch;
    const decided = decideFile(file, after, before, service, lookups.ofFile(index), rules);
    const every =
      typeof options.everyText === 'function' ? options.everyText(file) : options.everyText;
    if (decided.sharedFixes.length > 0 && every !== true) {
      const upload = await fixesUpload(deps, file, decided.sharedFixes);
      if (upload === undefined) decided.needsImport ??= SHARED_UNCUT;
      else plan.fixes(file, upload);
    }
    // An import fills what the service lacks too: by key then go only the repository's fixes.
    if (decided.needsImport === undefined) plan.byKey(file);
    else {
      plan.imports(file);
      deps.log.info(`${file.path} (${file.language}) goes by import: ${decided.needsImport}`);
    }
    const texts = decided.texts.filter(
      (t) => every === true || decided.needsImport === undefined || t.why === 'fix',
    );
    plan.texts(file, texts);
    options.sender?.add(texts);
  }
}

/**
 * The files read and not yet decided, by language: a batch whose answer was over the limit
 * keeps its files for the smaller batches that read it again.
 */
class ReadFiles {
  readonly #filesOf: FilesOf;
  readonly #kept = new Map<string, FileToCompare[]>();

  constructor(filesOf: FilesOf) {
    this.#filesOf = filesOf;
  }

  keep(files: readonly FileToCompare[]): void {
    for (const r of files) {
      const kept = this.#kept.get(r.file.language) ?? [];
      if (!kept.includes(r)) kept.push(r);
      this.#kept.set(r.file.language, kept);
    }
  }

  /** The files of `languages` (each language's taken from those kept, if there). */
  async of(languages: readonly string[]): Promise<FileToCompare[]> {
    const unread = languages.filter((l) => !this.#kept.has(l));
    const fresh = unread.length === 0 ? [] : await this.#filesOf(unread);
    const files = languages.flatMap((l) => this.#kept.get(l) ?? []);
    for (const l of languages) this.#kept.delete(l);
    return [...files, ...fresh];
  }
}

/** The plan's parts, each file's in the order of the files however the batches took them. */
class PlanParts {
  readonly #index: Map<UploadFile, number>;
  readonly #texts: KeyedText[][] = [];
  readonly #imports: UploadFile[] = [];
  readonly #byKey: UploadFile[] = [];
  readonly #fixes: UploadFile[][] = [];

  constructor(files: readonly UploadFile[]) {
    this.#index = new Map(files.map((file, index) => [file, index]));
  }

  imports(file: UploadFile): void {
    this.#imports.push(file);
  }

  byKey(file: UploadFile): void {
    this.#byKey.push(file);
  }

  fixes(file: UploadFile, upload: UploadFile): void {
    (this.#fixes[this.#at(file)] ??= []).push(upload);
  }

  texts(file: UploadFile, texts: KeyedText[]): void {
    if (texts.length > 0) this.#texts[this.#at(file)] = texts;
  }

  whole(): ByKeyPlan {
    const inOrder = (list: UploadFile[]) => list.sort((a, b) => this.#at(a) - this.#at(b));
    return {
      texts: this.#texts.flatMap((texts) => texts),
      imports: inOrder(this.#imports),
      byKey: inOrder(this.#byKey),
      fixes: this.#fixes.flatMap((fixes) => fixes),
    };
  }

  #at(file: UploadFile): number {
    return this.#index.get(file) ?? -1;
  }
}
