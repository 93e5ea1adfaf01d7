import { androidContent, androidText } from './android-text.ts';
import { resourceTexts } from './android-resources.ts';
import { applyTextEdits, type TextEdit } from './text-edits.ts';
import type { TranslationEntries } from './types.ts';
import { contentEdit } from './xml-content.ts';
import { placedRoot } from './xml-places.ts';
import { textContent } from './xml.ts';

/**
 * Android `strings.xml` edited in place: the content of each `<string>` or `<item>` whose text
 * changed is written anew (android-text.ts's escapes); every other byte, the repository's own
 * escaping of unchanged texts included, stays. A resource added or removed is left to the
 * fallback (the bundle with the repository's line endings), as is markup this cannot place.
 */
export function editAndroid(text: string, target: TranslationEntries): string | undefined {
  const root = placedRoot(text);
  if (root?.name !== 'resources') return undefined;
  const places = resourceTexts(root);
  if (places === undefined || places.size !== target.size) return undefined;
  const edits: TextEdit[] = [];
  for (const [key, value] of target) {
    const element = places.get(key);
    if (element === undefined || typeof value !== 'string') return undefined;
    const raw = text.slice(element.contentStart, element.contentEnd);
    if (androidText(textContent(raw)) === value) continue;
    const content = androidContent(value);
    if (content === undefined) return undefined;
    edits.push(contentEdit(text, element, content));
  }
  return applyTextEdits(text, edits);
}
