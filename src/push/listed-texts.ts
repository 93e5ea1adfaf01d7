import {
  detached,
  readInLanguageBatches,
  type LmsClient,
  type StringTextFold,
} from '../api/index.ts';

/**
 * The texts string/list gives under the names wanted, by language, with how often each name is
 * listed in a language (twice: two keys of that name, in two files). The files of a format that
 * goes by key both ways are decided by them (by-key-files.ts, pull/by-key-bundle.ts).
 */
export class ListedTexts implements StringTextFold {
  readonly #wanted: ReadonlySet<string>;
  readonly byLanguage = new Map<string, Map<string, { text: string; times: number }>>();
  /** Items the answer listed, wanted or not, and its bytes: what the next batch is sized by. */
  items = 0;
  bytes = 0;

  constructor(wanted: ReadonlySet<string>) {
    this.#wanted = wanted;
  }

  answered(bytes: number): void {
    this.bytes = bytes;
  }

  addText(language: string, key: string, translation: string): void {
    this.items++;
    if (!this.#wanted.has(key)) return;
    let texts = this.byLanguage.get(language);
    if (texts === undefined) this.byLanguage.set(language, (texts = new Map()));
    const seen = texts.get(key);
    texts.set(detached(key), { text: detached(translation), times: (seen?.times ?? 0) + 1 });
  }

  /** The one text of `name` in `language`; undefined where unlisted or listed several times. */
  textOf(language: string, name: string): string | undefined {
    const listed = this.byLanguage.get(language)?.get(name);
    return listed === undefined || listed.times > 1 ? undefined : listed.text;
  }
}

/**
 * string/list of `languages` under the names `wanted`, read in language batches sized from the
 * answers (LanguageBatches: each expected under a quarter of the read limit), so that no answer
 * nears the limit: one answer of every language passed it at about 0.9 million texts (issue 43).
 * An answer over the limit all the same is read again in smaller batches.
 */
export async function readListedTexts(
  client: LmsClient,
  id: string,
  languages: readonly string[],
  wanted: ReadonlySet<string>,
): Promise<ListedTexts> {
  const limits = { maxAnswerBytes: client.maxAnswerBytes, textsPerLanguage: wanted.size };
  const answers = await readInLanguageBatches(languages, limits, (langs) =>
    client.readStringTexts({ id, langs }, () => new ListedTexts(wanted)),
  );
  const listed = new ListedTexts(wanted);
  for (const answer of answers) {
    for (const [language, texts] of answer.byLanguage) listed.byLanguage.set(language, texts);
  }
  return listed;
}
