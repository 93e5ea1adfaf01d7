import type { RewriteRule } from './bundle/extract.ts';
import { keyLabel, reconcilePulledFile, type PushPrediction } from '../translations/index.ts';
import type { BaseKeysOf } from './deleted-base-keys.ts';

/**
 * The pull's rewrite of a bundle file (a pull proposes translation changes and nothing else): the same translations in another layout are
 * no change; changed translations are written into the checkout's file in its own style; an
 * empty text of the service never replaces one the repository has (the key is named in the
 * file's notes). The extractor asks only after its own rules found a difference (line endings,
 * a .po header's timestamps: PO_HEADER_NOISE), so those need no second look here.
 * `localLanguageOf` says how the repository spells a file's language (for a new YAML file's root);
 * `deletedKeysOf`, which keys a developer deleted since the last sync: those are not proposed
 * back (deleted-base-keys.ts); `predictionOf`, in a dry run, what the push it did not make would
 * have sent (push-prediction.ts); `warn`, told what reading a file found that the user should
 * hear of (a key written twice), one line naming the file and key.
 */
export function translationRewrite(
  localLanguageOf: (path: string) => string | undefined,
  deletedKeysOf?: BaseKeysOf,
  predictionOf?: (path: string) => PushPrediction | undefined,
  warn?: (message: string) => void,
): RewriteRule {
  return {
    appliesTo: () => true,
    prepare: async (paths) => deletedKeysOf?.prepare(paths),
    async rewrite(path, current, next) {
      const deleted = await deletedKeysOf?.(path);
      const predicted = predictionOf?.(path);
      const decision = await reconcilePulledFile(path, current, next, {
        deleted,
        predicted,
        language: localLanguageOf(path),
      });
      for (const warning of decision.warnings ?? []) warn?.(warning);
      if (decision.kind === 'unchanged') return decision;
      const content =
        current === undefined
          ? await newFileRooted(path, decision.content, localLanguageOf(path))
          : decision.content;
      const { fallback } = decision;
      return {
        kind: 'write',
        content,
        notes: decision.keptTexts.map(keyLabel),
        ...(fallback === undefined ? {} : { fallback }),
      };
    },
  };
}

/**
 * A new YAML file whose keys are under its language (the export asked for the root: yaml-root.ts)
 * gets the root spelled as the repository spells the language, as Rails loads it.
 */
async function newFileRooted(
  path: string,
  content: Buffer,
  local: string | undefined,
): Promise<Buffer> {
  if (local === undefined || !/\.ya?ml$/i.test(path)) return content;
  const { withLanguageRootNamed } = await import('../translations/yaml-language-root.ts');
  const text = content.toString('utf8');
  const renamed = withLanguageRootNamed(text, local);
  return renamed === text ? content : Buffer.from(renamed);
}
