import type { StringItem } from '../api/index.ts';
import { baseKeysAt } from '../prune/base-keys.ts';
import { candidateNames } from '../prune/service-keys.ts';
import { count } from '../common/plural.ts';
import { baseItemsOf, isBranchTag } from '../prune/branch-tags.ts';
import type { PushDeps } from './push-types.ts';

/**
 * On the default branch, the keys a branch added (tagged `l10n-sync-branch:<branch>`) that its
 * base files now have: the branch was merged, and the keys are the default branch's. Their tags
 * become their tags less the branch tags (string/set `tags`, 1.0.9.3), read back after: the
 * interface does not say whether `tags` replaces a key's tags or adds to them. Either way the
 * pull writes such a key now, as the default branch has it (deleted-base-keys.ts).
 */
export async function untagMergedKeys(deps: PushDeps, head: string, base: string): Promise<void> {
  const { settings, client, log } = deps;
  if (settings.revision !== '1.0.9.3') return;
  const id = settings.projectId;
  const tagged = (await baseItemsOf(client, id, base)).filter((item) =>
    item.tags?.some(isBranchTag),
  );
  if (tagged.length === 0) return;
  const keys = await baseKeysAt(deps.git, head, { ...settings, base });
  if (keys.kind === 'unread') {
    log.warning(
      `Keys of merged branches keep their branch tags: ${keys.file} is not read key by key (${keys.why})`,
    );
    return;
  }
  const names = new Set([...keys.keys.values()].flatMap((key) => candidateNames(key.path)));
  const merged = tagged.filter((item) => names.has(item.key));
  if (merged.length === 0) return;
  await client.string.set({
    id,
    data: merged.map((item) => ({ key: item.key, tags: ownTags(item) })),
  });
  log.info(
    `Untagged ${count(merged.length, 'key')} merged from branches: ${merged.map(named).join(', ')}`,
  );
  if (settings.dryRun) return;
  const after = (await client.string.list({ id, langs: [base], keys: merged.map((i) => i.key) }))[
    base
  ];
  const kept = (after ?? []).filter((item) => item.tags?.some(isBranchTag));
  if (kept.length > 0) {
    log.warning(
      `The service kept the branch tags of ${count(kept.length, 'merged key')} (${kept.map(named).join(', ')}): its string/set added the tags given rather than set them. Remove them on the service; the default branch's pull writes these keys anyway`,
    );
  }
}

/** A key's tags but the branches'. */
function ownTags(item: StringItem): string[] {
  return (item.tags ?? []).filter((tag) => !isBranchTag(tag));
}

function named(item: StringItem): string {
  return `${item.key} (${(item.tags ?? []).filter(isBranchTag).join(', ')})`;
}
