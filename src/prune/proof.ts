import { AncestryOf, type Ancestry } from '../git/ancestry.ts';
import type { Git } from '../git/git.ts';
import { baseKeysAt, type BaseFiles, type BaseKey, type BaseKeys } from './base-keys.ts';
import { idOf, type RemovedKey } from './prune-state.ts';
import { serviceNamesOf, spelledAmong } from './spellings.ts';

/**
 * Distinct commits one run reads to prove records. A forged state can name thousands; each
 * costs a fetch and a tree read, so past this the remaining records wait, unread, for a later run.
 */
export const MOST_COMMITS = 20;

/** What the repository's history says of a record. */
export type RepositoryProof =
  /** Proven: the key as the commit that last had it had it (its text proves the service's key). */
  | { readonly kind: 'proven'; readonly key: BaseKey }
  /** Disproven: the record is not this action's to follow. */
  | { readonly kind: 'refuted'; readonly why: string }
  /** Not settled in this run (too many commits, or history beyond a shallow checkout's reach). */
  | { readonly kind: 'unsettled'; readonly why: 'commits' | 'history' };

/**
 * Proves records against the history reachable from HEAD, the only authority on what the
 * repository had: the state a record comes from lives on a ref anyone who may push can rewrite,
 * so its commits are checked to be HEAD's ancestors and to hold (or lack) the key, and nothing a
 * record says beyond its path and commits is believed.
 */
export class RepositoryProver {
  readonly #git: Git;
  readonly #files: BaseFiles;
  readonly #head: string;
  readonly #ancestry: AncestryOf;
  readonly #commits = new Set<string>();
  readonly #read = new Map<string, Promise<BaseKeys>>();
  readonly #asked = new Map<string, Promise<Ancestry>>();

  constructor(git: Git, files: BaseFiles, head: string) {
    this.#git = git;
    this.#files = files;
    this.#head = head;
    this.#ancestry = new AncestryOf(git, head);
  }

  /** A key HEAD lacks: the commit the record names is in HEAD's history and had it. */
  removed(record: RemovedKey): Promise<RepositoryProof> {
    return this.#had(record, this.#head);
  }

  /**
   * A key HEAD has again: it was in the repository (as for `removed`) and then really gone, at
   * the commit where the action found it gone (after the first, in HEAD's history), under every
   * spelling. A key the repository never removed was never this action's to retire, so it is
   * never un-retired (a key a person hid stays hidden).
   */
  async cameBack(record: RemovedKey): Promise<RepositoryProof> {
    if (!this.#admit(record.lastHadIn, record.goneIn)) return { kind: 'unsettled', why: 'commits' };
    const had = await this.#had(record, record.goneIn);
    if (had.kind !== 'proven') return had;
    const inHistory = await this.#isAncestor(record.goneIn, this.#head);
    if (inHistory !== 'yes') return this.#outOfHistory(inHistory, record.goneIn);
    const gone = await this.#keysAt(record.goneIn);
    if (gone.kind === 'unread' || spelledAmong(record.path, serviceNamesOf(gone.keys.values()))) {
      return { kind: 'refuted', why: `the repository never removed it (${short(record.goneIn)})` };
    }
    return had;
  }

  /** The record's key as `lastHadIn` had it, `lastHadIn` being an ancestor of `before`. */
  async #had(record: RemovedKey, before: string): Promise<RepositoryProof> {
    if (!this.#admit(record.lastHadIn)) return { kind: 'unsettled', why: 'commits' };
    const inHistory = await this.#isAncestor(record.lastHadIn, before);
    if (inHistory !== 'yes') return this.#outOfHistory(inHistory, record.lastHadIn);
    const keys = await this.#keysAt(record.lastHadIn);
    const key = keys.kind === 'read' ? keys.keys.get(idOf(record)) : undefined;
    if (key === undefined) {
      return {
        kind: 'refuted',
        why: `the commit it names (${short(record.lastHadIn)}) never had it`,
      };
    }
    return { kind: 'proven', key };
  }

  #outOfHistory(answer: Ancestry, commit: string): RepositoryProof {
    return answer === 'unknown'
      ? { kind: 'unsettled', why: 'history' }
      : { kind: 'refuted', why: `the commit it names (${short(commit)}) is not in HEAD's history` };
  }

  /** Whether reading `commits` stays within MOST_COMMITS (counting each commit once). */
  #admit(...commits: string[]): boolean {
    const added = commits.filter((c) => c !== this.#head && !this.#commits.has(c));
    if (this.#commits.size + new Set(added).size > MOST_COMMITS) return false;
    for (const commit of added) this.#commits.add(commit);
    return true;
  }

  #isAncestor(ancestor: string, descendant: string): Promise<Ancestry> {
    const pair = `${ancestor}..${descendant}`;
    const known = this.#asked.get(pair);
    if (known) return known;
    const asked = this.#ancestry.isAncestor(ancestor, descendant);
    this.#asked.set(pair, asked);
    return asked;
  }

  #keysAt(commit: string): Promise<BaseKeys> {
    const known = this.#read.get(commit);
    if (known) return known;
    const read = baseKeysAt(this.#git, commit, this.#files);
    this.#read.set(commit, read);
    return read;
  }
}

function short(commit: string): string {
  return commit.slice(0, 12);
}
