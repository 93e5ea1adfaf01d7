import type { RewriteRule } from './bundle/extract.ts';
import { keyLabel, reconcilePulledFile } from '../translations/index.ts';

/**
 * The pull's rewrite of a bundle file (DESIGN §12): the same translations in another layout are
 * no change; changed translations are written into the checkout's file in its own style; an
 * empty text of the service never replaces one the repository has (the key is named in the
 * file's notes). The extractor asks only after its own rules found a difference (line endings,
 * a .po header's timestamps: PO_HEADER_NOISE), so those need no second look here.
 */
export const TRANSLATION_REWRITE: RewriteRule = {
  appliesTo: () => true,
  async rewrite(path, current, next) {
    const decision = await reconcilePulledFile(path, current, next);
    if (decision.kind === 'unchanged') return decision;
    return { kind: 'write', content: decision.content, notes: decision.keptTexts.map(keyLabel) };
  },
};
