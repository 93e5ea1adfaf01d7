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

/** Sets the texts, every language of a key in one record, a batch at a time (paced by the client). */
export async function sendByKey(deps: PushDeps, texts: readonly KeyedText[]): Promise<number> {
  if (texts.length === 0) return 0;
  const data = keyRecords(texts);
  const { log, client, settings } = deps;
  const sent = describeSent(texts, Math.ceil(data.length / RECORDS_PER_CALL), {
    endpoint: 'string/set',
    fix: (f) => `${sentName(f)} (${f.language})`,
    most: 5,
  });
  log.info(`${settings.dryRun ? '[dry-run] would send' : 'Sending'} ${sent}`);
  let calls = 0;
  for (let start = 0; start < data.length; start += RECORDS_PER_CALL) {
    await client.string.set({
      id: settings.projectId,
      data: data.slice(start, start + RECORDS_PER_CALL),
    });
    calls += 1;
  }
  return calls;
}

/** A language's text of a key in a string/set record: a text, or a plural key's forms. */
type RecordText = string | Record<string, string>;

/**
 * One string/set record per key, every language's text in it, each filled in place (one record
 * per key, not one copy per language it gets). A plural form goes into its language's forms:
 * the service's, with the forms sent over them.
 */
function keyRecords(
  texts: readonly KeyedText[],
): { key: string; translations: Record<string, RecordText> }[] {
  const records = new Map<string, Record<string, RecordText>>();
  for (const text of texts) {
    let translations = records.get(text.name);
    if (translations === undefined) records.set(text.name, (translations = {}));
    if (text.form === undefined) translations[text.language] = text.text;
    else {
      const forms = translations[text.language];
      const into = typeof forms === 'object' ? forms : { ...text.forms };
      into[text.form] = text.text;
      translations[text.language] = into;
    }
  }
  return [...records].map(([key, translations]) => ({ key, translations }));
}
