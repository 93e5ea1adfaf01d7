import type { TextEdit } from './text-edits.ts';
import type { PlacedElement } from './xml-places.ts';

/**
 * The edit that makes `content` the element's content. An empty-element tag (`<target/>`) is
 * written anew as a start and an end tag, its attributes as they were.
 */
export function contentEdit(text: string, element: PlacedElement, content: string): TextEdit {
  if (element.contentEnd === element.end) {
    // The lookbehind starts the white space at its first character only: tried from each of a
    // long run's characters, `\s*` would read the rest of the run each time (quadratic).
    const startTag = text.slice(element.start, element.end).replace(/(?<!\s)\s*\/>$/, '>');
    return {
      offset: element.start,
      length: element.end - element.start,
      content: `${startTag}${content}</${element.name}>`,
    };
  }
  return {
    offset: element.contentStart,
    length: element.contentEnd - element.contentStart,
    content,
  };
}
