import { candidateNames, SEPARATORS } from '../prune/service-keys.ts';

/** A key's row in the files' texts (KeyLookups), or NO_ROW: a name no file has texts under. */
export const NO_ROW = -1;

/** A path of two or more segments, named once the service lists a name joined as it may be. */
interface Joinable {
  readonly path: readonly string[];
  readonly row: number;
  /** Only a plural form's key (see KeyLookups): it never takes a name from a key. */
  readonly parent: boolean;
}

/**
 * The names the service may give the files' keys (candidateNames), each with the row of the
 * files' texts of a key it names. A key of two or more segments has a name for each of four
 * ways of joining them; the names of one way are made only when the service lists a name
 * holding its separator, which no other way's name of such a key does: a project names its keys
 * in one or two of the ways, and making all four cost a third of the comparison's lookups.
 * Which names are made thus never changes what is found: a name listed is looked for in every
 * way whose separator it holds, and a key is found by the names of every such way.
 */
export class KeyNames {
  /** Names of one-segment keys, which no way of joining changes. */
  readonly #single = new Map<string, number>();
  readonly #joinable: Joinable[] = [];
  readonly #joined = new Map<string, Map<string, number>>();
  /** The separators held by the names looked up (those the service lists). */
  readonly #seen = new Set<string>();

  /** A key's path, with its row; `parent`: the key of a plural form's forms (NO_ROW). */
  add(path: readonly string[], row: number, parent = false): void {
    if (path.length > 1) {
      this.#joinable.push({ path, row, parent });
      for (const [separator, names] of this.#joined) {
        setName(names, path.join(separator), row, parent);
      }
      return;
    }
    for (const name of candidateNames(path)) setName(this.#single, name, row, parent);
  }

  /** The row of a key the service may name `name`, if any. */
  get(name: string): number | undefined {
    let row = this.#single.get(name);
    for (const separator of SEPARATORS) {
      if (!name.includes(separator)) continue;
      this.#seen.add(separator);
      row ??= this.#joinedBy(separator).get(name);
    }
    return row;
  }

  /**
   * The names of `path` the service may have listed: those of the ways whose separator a name
   * it listed holds (a name of any other way holds a separator no name it listed has).
   */
  namesOf(path: readonly string[]): string[] {
    if (path.length === 1) return candidateNames(path);
    return SEPARATORS.filter((s) => this.#seen.has(s)).map((separator) => path.join(separator));
  }

  #joinedBy(separator: string): Map<string, number> {
    let names = this.#joined.get(separator);
    if (names === undefined) {
      names = new Map();
      for (const { path, row, parent } of this.#joinable) {
        setName(names, path.join(separator), row, parent);
      }
      this.#joined.set(separator, names);
    }
    return names;
  }
}

/** A key's row goes with each of its names; a plural form's key takes a name no key has. */
function setName(names: Map<string, number>, name: string, row: number, parent: boolean) {
  if (!parent || !names.has(name)) names.set(name, row);
}
