import type { FormatModel, LeafWrite, PullDecision, TextChange, TranslationKey } from './types.ts';

/** What the paired decision needs of the pull's context (see reconcile.ts, PullContext). */
export interface PairedContext {
  readonly deleted?: ((key: TranslationKey) => boolean) | undefined;
}

/**
 * The everyday pull's decision for a file whose model reads both files side by side (`paired`,
 * types.ts), or undefined when the files are not of one shape and the general decision
 * (reconcile.ts) must read them. It keeps the general decision's rules for a key both files
 * have, the only kind such files have: a key the developer deleted keeps the repository's text;
 * an empty text of the service never replaces one of the repository's (the key is listed); a
 * null the repository has for it stays. The written file is the repository's with only the
 * changed literals replaced, and the decision says each change, so nothing reads either file
 * again.
 */
export function pairedDecision(
  model: FormatModel,
  current: Buffer,
  bundle: Buffer,
  context: PairedContext,
): PullDecision | undefined {
  const differing = model.paired?.differing(current, bundle);
  if (differing === undefined || model.paired === undefined) return undefined;
  const writes: LeafWrite[] = [];
  const textChanges: TextChange[] = [];
  const keptTexts: TranslationKey[] = [];
  for (const { key, ours, theirs, start, end } of differing) {
    if (context.deleted?.(key)) continue;
    if (theirs === '' && ours === null) continue;
    if (theirs === '' && typeof ours === 'string' && ours !== '') {
      keptTexts.push(key);
      continue;
    }
    const value =
      model.followMarkup && typeof ours === 'string' && typeof theirs === 'string'
        ? model.followMarkup(ours, theirs)
        : theirs;
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
