import type { RewriteRule } from './bundle/extract.ts';
import { keyLabel, reconcilePulledFile } from '../translations/index.ts';
import { PO_HEADER_NOISE } from './po-noise.ts';
import { withLfEndings } from './line-endings.ts';

/**
 * The pull's rewrite of a bundle file the checkout has (DESIGN §12): the same translations in
 * another layout are no change; changed translations are written into the checkout's file in its
 * own style; an empty text of the service never replaces one the repository has (the key is
 * named in the file's notes). A .po file the model cannot read still ignores header timestamps.
 */
export const TRANSLATION_REWRITE: RewriteRule = {
  appliesTo: () => true,
  rewrite(path, current, next) {
    const decision = reconcilePulledFile(path, current, next);
    if (decision.kind === 'unchanged') return decision;
    if (
      current !== undefined &&
      decision.style === 'line-endings' &&
      PO_HEADER_NOISE.appliesTo(path) &&
      PO_HEADER_NOISE.unchanged(
        withLfEndings(current).toString('latin1'),
        withLfEndings(next).toString('latin1'),
      )
    ) {
      return { kind: 'unchanged' };
    }
    return { kind: 'write', content: decision.content, notes: decision.keptTexts.map(keyLabel) };
  },
};
