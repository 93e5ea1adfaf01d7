import type { Git } from './git.ts';
import { fetchCommit } from './remote.ts';

/** Whether one commit is in another's history: settled either way, or not knowable here. */
export type Ancestry = 'yes' | 'no' | 'unknown';

/**
 * How deep a shallow checkout's history is fetched, step by step, to settle an ancestry: a key's
 * proving commit is the sync before its removal, rarely more than a few hundred commits back.
 */
const DEPTHS = [100, 1000] as const;

/**
 * Settles whether commits are ancestors of others in HEAD's history, fetching what a shallow
 * checkout lacks: the commits by their id, then HEAD's history deeper, a step at a time and
 * only as far as a question needs. A commit origin does not have, or one on another branch, is
 * no ancestor; one beyond the deepest step in a checkout still shallow is `unknown`.
 */
export class AncestryOf {
  readonly #git: Git;
  readonly #head: string;
  #deepened = 0;
  /** How deep HEAD's history was fetched by this run; 0 when it was not. */
  #depth = 0;

  constructor(git: Git, head: string) {
    this.#git = git;
    this.#head = head;
  }

  async isAncestor(ancestor: string, descendant: string): Promise<Ancestry> {
    if (!(await fetchCommit(this.#git, ancestor)) || !(await fetchCommit(this.#git, descendant))) {
      return 'no';
    }
    for (;;) {
      if (await this.#mergeBaseSays(ancestor, descendant)) return 'yes';
      if (await this.#historyComplete()) return 'no';
      if (!(await this.#deepen())) return 'unknown';
    }
  }

  async #mergeBaseSays(ancestor: string, descendant: string): Promise<boolean> {
    const asked = await this.#git.run(['merge-base', '--is-ancestor', ancestor, descendant], {
      allowFailure: true,
    });
    return asked.exitCode === 0;
  }

  /**
   * Whether HEAD's whole history is here: a full clone, or a deepened one with fewer commits
   * than the depth asked for. (A commit fetched by id leaves the checkout shallow however deep
   * HEAD's history is, so `--is-shallow-repository` alone cannot say.)
   */
  async #historyComplete(): Promise<boolean> {
    const shallow = await this.#git.run(['rev-parse', '--is-shallow-repository']);
    if (shallow.stdout.trim() !== 'true') return true;
    if (this.#depth === 0) return false;
    const counted = await this.#git.run(['rev-list', '--count', this.#head], {
      allowFailure: true,
    });
    return counted.exitCode === 0 && Number(counted.stdout.trim()) < this.#depth;
  }

  /** HEAD's history one step deeper (HEAD is fetched by its id); false when no step is left. */
  async #deepen(): Promise<boolean> {
    const depth = DEPTHS[this.#deepened];
    if (depth === undefined) return false;
    this.#deepened += 1;
    this.#depth = depth;
    await this.#git.run(['fetch', '--no-tags', `--depth=${depth}`, 'origin', this.#head], {
      allowFailure: true,
      withCredentials: true,
    });
    return true;
  }
}
