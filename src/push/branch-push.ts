import { realpath } from 'node:fs/promises';
import { entriesAt } from './base-changes.ts';
import type { StringItem } from '../api/index.ts';
import { sameLanguage } from '../files/languages.ts';
import { candidateNames } from '../prune/service-keys.ts';
import { keyLabel, PLURAL_FORMS, segmentsOf } from '../translations/index.ts';
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
 * A branch's push with `branch-keys: tag` (README.md, "Branches"). The service has one text per key
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
  const items = await baseItems(deps, base);
  const tagged = (name: string) => items.get(name)?.tags?.includes(deps.branchTag) === true;
  const held: HeldText[] = [];
  const send: KeyedText[] = [];
  for (const text of await baseTexts(deps, baseFiles, base, items)) {
    if (tagged(text.name)) send.push(text);
    else held.push({ path: text.path, key: keyLabel(text.key), language: base, why: 'base text' });
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

/** The service's keys of the base language by name (the first of a name), with their tags. */
async function baseItems(deps: PushDeps, base: string): Promise<Map<string, StringItem>> {
  const strings = await deps.client.string.list({ id: deps.settings.projectId, langs: [base] });
  const items = new Map<string, StringItem>();
  for (const item of strings[base] ?? []) if (!items.has(item.key)) items.set(item.key, item);
  return items;
}

/**
 * The base files' texts the service has otherwise under the key they name (the import, which
 * replaces nothing, left them so), as texts to set in the base language.
 */
async function baseTexts(
  deps: PushDeps,
  files: readonly UploadFile[],
  base: string,
  items: ReadonlyMap<string, StringItem>,
): Promise<KeyedText[]> {
  const root = await realpath(deps.settings.context.workspace);
  const texts: KeyedText[] = [];
  for (const file of files) {
    const entries = await entriesAt(root, file.path);
    entries?.forEach((text, key) => {
      const path = segmentsOf(key).map(String);
      const name = candidateNames(path).find((n) => items.has(n));
      // A plural form's key is its parent's; the key's forms go with the branch's translations.
      const form = path[path.length - 1];
      if (name === undefined || typeof text !== 'string' || PLURAL_FORMS.has(form ?? '')) return;
      if (items.get(name)?.translation === text) return;
      texts.push({ path: file.path, key, language: base, name, text, why: 'fix' });
    });
  }
  return texts;
}
