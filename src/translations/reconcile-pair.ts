import { keepRepositoryTexts } from './repository-texts.ts';
import type { FormatModel, LeafWrite, PullDecision, TextChange, TranslationKey } from './types.ts';

/** What the paired decision needs of the pull's context (see reconcile.ts, PulledFileContext). */
export interface PairedContext {
  readonly deleted?: ((key: TranslationKey) => boolean) | undefined;
}

/**
 * The everyday pull's decision for a file whose model reads both files side by side (`paired`,
 * types.ts), or undefined when the files are not of one shape and the general decision
 * (reconcile.ts) must read them. The general decision's rules (repository-texts.ts) decide the
 * differing texts: both files have every key, so only those for a key both have apply. The
 * written file is the repository's with only the changed literals replaced, and the decision
 * says each change, so nothing reads either file again.
 */
export function pairedDecision(
  model: FormatModel,
  current: Buffer,
  bundle: Buffer,
  context: PairedContext,
): PullDecision | undefined {
  const differing = model.paired?.differing(current, bundle);
  if (differing === undefined || model.paired === undefined) return undefined;
  // The general decision's rules, given the differing texts alone: every other text is equal.
  const { target, keptTexts } = keepRepositoryTexts(
    new Map(differing.map((leaf) => [leaf.key, leaf.ours])),
    new Map(differing.map((leaf) => [leaf.key, leaf.theirs])),
    { skipNewEmpty: true, deleted: context.deleted, followMarkup: model.followMarkup },
  );
  const writes: LeafWrite[] = [];
  const textChanges: TextChange[] = [];
  for (const { key, ours, start, end } of differing) {
    const value = target.get(key) ?? null;
    if (value === ours) continue;
    writes.push({ start, end, value });
    textChanges.push({ kind: 'changed', key, before: ours, after: value });
  }
  if (writes.length === 0) return { kind: 'unchanged' };
  return {
    kind: 'write',
    content: model.paired.write(current, writes),
    style: 'kept',
    keptTexts,
    textChanges,
  };
}
