import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LmsClient, Revision } from '../api/index.ts';
import { messageOf } from '../common/message-of.ts';
import { count } from '../common/plural.ts';
import { capFor, capText, type RemovalCap } from '../inputs/prune.ts';
import type { ServiceKey } from './service-keys.ts';

/** Names in one string/remove call. */
const NAMES_PER_CALL = 100;

export interface RemovalDeps {
  readonly client: LmsClient;
  readonly id: string;
  readonly revision: Revision;
  readonly cap: RemovalCap;
  /** Where the file of removed texts goes (the runner's temporary folder). */
  readonly folder: string;
  readonly dryRun: boolean;
}

export type RemovalOutcome =
  /** Over the cap: nothing was done. */
  | { readonly kind: 'refused'; readonly reason: string }
  | {
      readonly kind: 'removed';
      /** The keys string/remove took (in a dry run: would take). */
      readonly removed: readonly ServiceKey[];
      /** The file holding every removed key's texts; undefined in a dry run. */
      readonly file: string | undefined;
      readonly errors: readonly string[];
    };

/**
 * Removes keys from the service, in this order so that a person can always restore them: the
 * cap is checked (one run never removes more than prune-max), a project snapshot is taken, every
 * text of every key is written to a JSON file (the summary lists them too), and only then are the
 * keys removed, a batch at a time. A failed snapshot or file stops it before anything is removed.
 */
export async function removeKeys(
  deps: RemovalDeps,
  keys: readonly ServiceKey[],
  projectKeys: number,
): Promise<RemovalOutcome> {
  const cap = capFor(deps.cap, projectKeys);
  if (keys.length > cap) {
    return {
      kind: 'refused',
      reason: `Removing ${count(keys.length, 'key')} is over prune-max (${capText(deps.cap)}: at most ${count(cap, 'key')} of ${projectKeys}); none were removed. Raise prune-max for one run to remove them.`,
    };
  }
  const at = new Date();
  await deps.client.project.snapshot(
    deps.revision === '1.0.9.3'
      ? { id: deps.id, title: `l10n-sync before removing ${count(keys.length, 'key')}` }
      : { id: deps.id },
  );
  const file = deps.dryRun ? undefined : await writeRemovedTexts(deps, keys, at);
  const removed: ServiceKey[] = [];
  const errors: string[] = [];
  for (let start = 0; start < keys.length; start += NAMES_PER_CALL) {
    const batch = keys.slice(start, start + NAMES_PER_CALL);
    try {
      await deps.client.string.remove({ id: deps.id, keys: batch.map((key) => key.name) });
      removed.push(...batch);
    } catch (error) {
      errors.push(messageOf(error));
      // The next batches wait for the next run: what failed may fail again.
      break;
    }
  }
  return { kind: 'removed', removed, file, errors };
}

/**
 * The removed keys' texts in every language, as JSON: what restoring them needs. Written before
 * anything is removed, and never over an existing file.
 */
async function writeRemovedTexts(
  deps: RemovalDeps,
  keys: readonly ServiceKey[],
  at: Date,
): Promise<string> {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  const path = join(deps.folder, `l10n-sync-removed-keys-${safeName(deps.id)}-${stamp}.json`);
  const document = {
    project: deps.id,
    revision: deps.revision,
    removedAt: at.toISOString(),
    keys: keys.map((key) => ({
      name: key.name,
      ...(key.context ? { context: key.context } : {}),
      tags: key.tags,
      texts: Object.fromEntries(key.texts),
    })),
  };
  await writeFile(path, `${JSON.stringify(document, null, 2)}\n`, { flag: 'wx' });
  return path;
}

/** A project id as part of a file name. */
function safeName(id: string): string {
  return id.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 64);
}
