import { candidateNames, SEPARATORS } from '../prune/service-keys.ts';

/**
 * Texts by language index that a service key's texts are likely to equal: a text the service
 * has as it is then costs no copy of its own, and its comparison is one of identity.
 */
export type LikelyTexts = (string | undefined)[];

/** A path of two or more segments, named once the service lists a name joined as it may be. */
interface Joinable {
  readonly path: readonly string[];
  readonly texts: LikelyTexts;
  /** Only a plural form's key (see KeyLookups): it never takes a name from a key's texts. */
  readonly parent: boolean;
}

/**
 * The names the service may give the files' keys (candidateNames), each with the texts of a key
 * it names. A key of two or more segments has a name for each of four ways of joining them; the
 * names of one way are made only when the service lists a name holding its separator, which no
 * other way's name of such a key does: a project names its keys in one or two of the ways, and
 * making all four cost a third of the comparison's lookups. Which names are made thus never
 * changes what is found.
 */
export class KeyNames {
  /** Names of one-segment keys, which no way of joining changes. */
  readonly #single = new Map<string, LikelyTexts>();
  readonly #joinable: Joinable[] = [];
  readonly #joined = new Map<string, Map<string, LikelyTexts>>();

  /** A key's path, with its texts; `parent`: the key of a plural form's forms, texts none. */
  add(path: readonly string[], texts: LikelyTexts, parent = false): void {
    if (path.length > 1) {
      this.#joinable.push({ path, texts, parent });
      for (const [separator, names] of this.#joined)
        setName(names, path.join(separator), texts, parent);
      return;
    }
    for (const name of candidateNames(path)) setName(this.#single, name, texts, parent);
  }

  /** The texts of a key the service may name `name`, if any. */
  get(name: string): LikelyTexts | undefined {
    const single = this.#single.get(name);
    if (single !== undefined) return single;
    for (const separator of SEPARATORS) {
      if (!name.includes(separator)) continue;
      const texts = this.#joinedBy(separator).get(name);
      if (texts !== undefined) return texts;
    }
    return undefined;
  }

  /**
   * The names of `path` the service may have listed: those of the ways of joining made (a name
   * of any other way holds a separator no name the service listed has).
   */
  namesOf(path: readonly string[]): string[] {
    if (path.length === 1) return candidateNames(path);
    return [...this.#joined.keys()].map((separator) => path.join(separator));
  }

  #joinedBy(separator: string): Map<string, LikelyTexts> {
    let names = this.#joined.get(separator);
    if (names === undefined) {
      names = new Map();
      for (const { path, texts, parent } of this.#joinable) {
        setName(names, path.join(separator), texts, parent);
      }
      this.#joined.set(separator, names);
    }
    return names;
  }
}

/** A key's texts go with each of its names; a plural form's key takes a name no key has. */
function setName(
  names: Map<string, LikelyTexts>,
  name: string,
  texts: LikelyTexts,
  parent: boolean,
) {
  if (!parent || !names.has(name)) names.set(name, texts);
}
