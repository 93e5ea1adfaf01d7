import { sameLanguage } from '../files/languages.ts';
import { keyLabel } from '../translations/index.ts';
import { baseTextsOf, itemsByName } from './base-changes.ts';
import type {
  HeldText,
  ImportOutcome,
  KeyedText,
  PushDeps,
  PushReport,
  UploadFile,
} from './push-types.ts';
import { sendByKey } from './sent-by-key.ts';
import { messageOf } from '../common/message-of.ts';
import { planByKey } from './translations-by-key.ts';

/**
 * A branch's push with `branch-keys: tag` (docs/branches-and-checks.md, "Branches"). The service has one text per key
 * and no branches, so a branch may only add: its base files are imported with nothing replaced or
 * filled and its tag given to the keys the import adds; then the texts of its tagged keys go by key
 * (a base text reworded on the branch, the branch's translations). Every other change, to a key the
 * service had without the tag, is held until the merge and listed: the default branch sends it.
 */

/** The branch's uploads: what went, and what it holds. */
export type BranchUploads = Pick<PushReport, 'imports' | 'byKey'> & { held: HeldText[] };

export async function uploadForBranch(
  deps: PushDeps & { readonly branchTag: string },
  uploads: readonly UploadFile[],
  since: string | undefined,
  base: string,
  importFiles: (files: readonly UploadFile[]) => Promise<ImportOutcome[]>,
): Promise<BranchUploads> {
  const baseFiles = uploads.filter((f) => sameLanguage(f.language, base));
  const others = uploads.filter((f) => !sameLanguage(f.language, base));
  const imports = baseFiles.length === 0 ? [] : await importFiles(baseFiles);
  const idle = { texts: [], files: [], calls: 0, error: undefined };
  if (imports.some((i) => i.error !== undefined)) {
    const skipped = others.map((file) => ({ file, waitedMs: 0, error: 'not attempted' }));
    return { imports: [...imports, ...skipped], byKey: idle, held: [] };
  }
  try {
    return { imports, ...(await sendTagged(deps, baseFiles, others, since, base)) };
  } catch (error) {
    const message = messageOf(error);
    deps.log.error(`Sending the branch's texts by key failed: ${message}`);
    return { imports, byKey: { ...idle, error: message }, held: [] };
  }
}

/** The texts of the branch's tagged keys sent by key; every other change held. */
async function sendTagged(
  deps: PushDeps & { readonly branchTag: string },
  baseFiles: readonly UploadFile[],
  others: readonly UploadFile[],
  since: string | undefined,
  base: string,
): Promise<Omit<BranchUploads, 'imports'>> {
  const listed = await deps.client.string.list({ id: deps.settings.projectId, langs: [base] });
  const items = itemsByName(listed[base] ?? []);
  const tagged = (name: string) => items.get(name)?.tags?.includes(deps.branchTag) === true;
  const held: HeldText[] = [];
  const send: KeyedText[] = [];
  // The base texts the import, which replaces nothing, left as the service had them.
  const baseTexts = await baseTextsOf(deps.settings.context.workspace, baseFiles, items);
  for (const { file, key, text, item, form } of baseTexts) {
    if (item === undefined || form || typeof text !== 'string' || item.translation === text)
      continue;
    if (tagged(item.key)) {
      send.push({ path: file.path, key, language: base, name: item.key, text, why: 'fix' });
    } else held.push({ path: file.path, key: keyLabel(key), language: base, why: 'base text' });
  }
  const plan = await planByKey(deps, others, since, { everyText: true });
  for (const text of plan.texts) {
    if (tagged(text.name)) send.push(text);
    else held.push({ ...text, key: keyLabel(text.key), why: 'translation' });
  }
  const calls = await sendByKey(deps, send);
  const files = others.filter((f) => !plan.imports.includes(f));
  return { byKey: { texts: send, files, calls, error: undefined }, held };
}
