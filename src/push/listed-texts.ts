import { detached, type StringTextFold } from '../api/index.ts';

/**
 * The texts string/list gives under the names wanted, by language, with how often each name is
 * listed in a language (twice: two keys of that name, in two files). The files of a format that
 * goes by key both ways are decided by them (by-key-files.ts, pull/by-key-bundle.ts).
 */
export class ListedTexts implements StringTextFold {
  readonly #wanted: ReadonlySet<string>;
  readonly byLanguage = new Map<string, Map<string, { text: string; times: number }>>();

  constructor(wanted: ReadonlySet<string>) {
    this.#wanted = wanted;
  }

  addText(language: string, key: string, translation: string): void {
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
