import { count } from '../common/plural.ts';
import type { KeyedText, PushDeps } from './push-types.ts';

/**
 * Texts sent by key in words, for the log and the job summary: `3 texts by key (string/set, 1
 * call): 2 the service lacked, 1 the repository changed since the last sync (greeting (de))`.
 */
export function describeSent(
  texts: readonly KeyedText[],
  calls: number,
  shown: {
    readonly endpoint: string;
    readonly fix: (text: KeyedText) => string;
    /** Most fixes named one by one. */
    readonly most: number;
  },
): string {
  const fixes = texts.filter((t) => t.why === 'fix');
  const named = fixes.slice(0, shown.most).map(shown.fix).join(', ');
  return (
    `${count(texts.length, 'text')} by key (${shown.endpoint}, ${count(calls, 'call')}): ${texts.length - fixes.length} the service lacked, ${fixes.length} the repository changed since the last sync` +
    (fixes.length > 0 ? ` (${named}${fixes.length > shown.most ? ', …' : ''})` : '')
  );
}

/** A sent text's key as the log and the summary name it: a plural form with its form. */
export function sentName(text: KeyedText): string {
  return text.form === undefined ? text.name : `${text.name} [${text.form}]`;
}

/** Records in one string/set call: the interface states no size limit, so batches stay modest. */
const RECORDS_PER_CALL = 500;

/** Sets texts decided all at once (a branch's push): one record per key, 500 records a call. */
export async function sendByKey(deps: PushDeps, texts: readonly KeyedText[]): Promise<number> {
  const sender = new KeySender(deps);
  sender.add(texts);
  return sender.finish();
}

/** A language's text of a key in a string/set record: a text, or a plural key's forms. */
type RecordText = string | Record<string, string>;

/** A key's record not sent yet, and the texts it carries. */
interface Pending {
  readonly translations: Record<string, RecordText>;
  readonly texts: KeyedText[];
}

/**
 * string/set as the texts are decided (the push reads string/list a batch of languages at a
 * time, by-key-batches.ts): one record per key, every language of it decided so far filled in
 * place, and a call as soon as a call's worth of records waits, in order, paced by the client
 * (one call per 30 s on 1.0.9.2). A call's records are taken once its pacing lets it go, so the
 * texts of a key decided during the wait (the batches read meanwhile) join its record; a key
 * whose record went before gets a new one. What is left goes once every text is in (`finish`).
 */
export class KeySender {
  readonly #deps: PushDeps;
  readonly #pending = new Map<string, Pending>();
  readonly #sent: KeyedText[] = [];
  #calls = 0;
  /** Every text is in: the last records go however few. */
  #closed = false;
  /** No call is made any more (a read failed): the one on its way is let end. */
  #stopped = false;
  #sending: Promise<void> | undefined;
  #failure: { readonly error: unknown } | undefined;

  constructor(deps: PushDeps) {
    this.#deps = deps;
  }

  /** The texts of the calls that were answered, and how many calls those were. */
  get sent(): { readonly texts: readonly KeyedText[]; readonly calls: number } {
    return { texts: this.#sent, calls: this.#calls };
  }

  /** Texts decided: each into its key's record. */
  add(texts: readonly KeyedText[]): void {
    for (const text of texts) fill(this.#pending, text);
    this.#pump();
  }

  /** Throws the error of a call that failed, if one did. */
  check(): void {
    if (this.#failure !== undefined) throw this.#failure.error;
  }

  /** Sends what is left and waits for every call; the number of calls, or the first failure. */
  async finish(): Promise<number> {
    this.#closed = true;
    this.#pump();
    while (this.#sending !== undefined) await this.#sending;
    this.check();
    const { texts, calls } = this.sent;
    if (calls > 1) {
      this.#deps.log.info(
        `${this.#verb('Sent', 'would have sent')} ${this.#describe(texts, calls)}`,
      );
    }
    return calls;
  }

  /** Makes no call any more, once the one on its way (if any) is answered. */
  async stop(): Promise<void> {
    this.#stopped = true;
    while (this.#sending !== undefined) await this.#sending;
  }

  #ready(): boolean {
    if (this.#stopped || this.#failure !== undefined) return false;
    return this.#pending.size >= RECORDS_PER_CALL || (this.#closed && this.#pending.size > 0);
  }

  #pump(): void {
    if (this.#sending === undefined && this.#ready()) this.#sending = this.#run();
  }

  /** Calls while records are ready; its end is seen in the same turn as its last check. */
  async #run(): Promise<void> {
    try {
      while (this.#ready()) {
        // The records are taken once the call may go: the texts decided during the wait join it.
        await this.#deps.client.untilPaced('string/set');
        if (this.#ready()) await this.#call();
      }
    } catch (error) {
      this.#failure = { error };
    }
    this.#sending = undefined;
  }

  /** One call of the records that waited longest. */
  async #call(): Promise<void> {
    const records: { key: string; translations: Record<string, RecordText> }[] = [];
    const texts: KeyedText[] = [];
    for (const [key, pending] of this.#pending) {
      if (records.length === RECORDS_PER_CALL) break;
      records.push({ key, translations: pending.translations });
      for (const text of pending.texts) texts.push(text);
      this.#pending.delete(key);
    }
    const { client, log, settings } = this.#deps;
    log.info(`${this.#verb('Sending', '[dry-run] would send')} ${this.#describe(texts, 1)}`);
    await client.string.set({ id: settings.projectId, data: records });
    this.#calls += 1;
    // One by one: a call's texts (500 keys × 100 languages) are too many for a spread's arguments.
    for (const text of texts) this.#sent.push(text);
  }

  #verb(real: string, dry: string): string {
    return this.#deps.settings.dryRun ? dry : real;
  }

  #describe(texts: readonly KeyedText[], calls: number): string {
    return describeSent(texts, calls, {
      endpoint: 'string/set',
      fix: (f) => `${sentName(f)} (${f.language})`,
      most: 5,
    });
  }
}

/**
 * A text into its key's record, filled in place (one record per key, not one copy per language
 * it gets). A plural form goes into its language's forms: the service's, with the forms sent
 * over them.
 */
function fill(records: Map<string, Pending>, text: KeyedText): void {
  let record = records.get(text.name);
  if (record === undefined) records.set(text.name, (record = { translations: {}, texts: [] }));
  record.texts.push(text);
  const { translations } = record;
  if (text.form === undefined) translations[text.language] = text.text;
  else {
    const forms = translations[text.language];
    const into = typeof forms === 'object' ? forms : { ...text.forms };
    into[text.form] = text.text;
    translations[text.language] = into;
  }
}
