import type { TextEdit } from './text-edits.ts';
import type { PlacedElement } from './xml-places.ts';

/**
 * Writing a text as an XML element's content. A translation's text holds its inline markup as
 * written (`<b>`, `<g id="1">`, `<xliff:g>`: see xml.ts), so the tags in it stay markup and
 * everything between them is escaped; tags that do not pair up are markup this cannot place.
 */

/** An inline start, end or empty-element tag, its attribute values quoted. */
const TAG =
  /<(\/?)([A-Za-z_][\w.:-]*)(?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*\s*(\/?)>/g;

/**
 * The text as element content: the runs between its tags passed through `escapeRun` (a format's
 * own escapes) and then XML-escaped, the tags kept. Undefined when its tags are not balanced.
 */
export function xmlContent(
  text: string,
  escapeRun: (run: string) => string = (run) => run,
): string | undefined {
  const open: string[] = [];
  let content = '';
  let at = 0;
  for (const tag of text.matchAll(TAG)) {
    const [written, closing, name, emptyElement] = tag as unknown as [
      string,
      string,
      string,
      string,
    ];
    if (closing !== '' && (emptyElement !== '' || open.pop() !== name)) return undefined;
    if (closing === '' && emptyElement === '') open.push(name);
    content += xmlEscaped(escapeRun(text.slice(at, tag.index))) + written;
    at = tag.index + written.length;
  }
  if (open.length > 0) return undefined;
  return content + xmlEscaped(escapeRun(text.slice(at)));
}

/** Character data as XML needs it: `&` and `<` as references, and no `]]>`. */
function xmlEscaped(run: string): string {
  return run.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll(']]>', ']]&gt;');
}

/**
 * The edit that makes `content` the element's content. An empty-element tag (`<target/>`) is
 * written anew as a start and an end tag, its attributes as they were.
 */
export function contentEdit(text: string, element: PlacedElement, content: string): TextEdit {
  if (element.contentEnd === element.end) {
    const startTag = text.slice(element.start, element.end).replace(/\s*\/>$/, '>');
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
