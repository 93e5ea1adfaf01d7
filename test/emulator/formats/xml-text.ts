import { FormatError } from './types.ts';

const NAMED: Partial<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * The text of raw element content: entities decoded, CDATA sections unwrapped, comments
 * dropped; inline tags stay as they are written, the references in their attributes too.
 */
export function decodeXmlText(raw: string, format: string): string {
  return raw.replace(
    /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\/?[A-Za-z_][^<>]*>|&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z][\w.-]*);/g,
    (match, cdata: string | undefined, entity: string | undefined) => {
      if (cdata !== undefined) return cdata;
      // An inline tag is markup: its attributes keep their references as written.
      if (match.startsWith('<') && !match.startsWith('<!')) return match;
      if (entity === undefined) return '';
      if (entity.startsWith('#x')) return character(parseInt(entity.slice(2), 16), match, format);
      if (entity.startsWith('#')) return character(parseInt(entity.slice(1), 10), match, format);
      const char = NAMED[entity];
      if (char === undefined)
        throw new FormatError(`Invalid ${format} file: unknown entity ${match}`);
      return char;
    },
  );
}

function character(codePoint: number, reference: string, format: string): string {
  if (codePoint > 0x10ffff)
    throw new FormatError(`Invalid ${format} file: bad reference ${reference}`);
  return String.fromCodePoint(codePoint);
}

/**
 * Text for element content: '&', '<' and '>' escaped, and a carriage return as a reference,
 * since XML reads a raw one as a line feed.
 */
export function escapeXmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\r', '&#13;');
}

/** Text for a double-quoted attribute value, where XML would turn raw line breaks and tabs into spaces. */
export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text)
    .replaceAll('"', '&quot;')
    .replaceAll('\n', '&#10;')
    .replaceAll('\t', '&#9;');
}

/** Text for a comment, padded with spaces: a comment may not contain '--' nor end in '-'. */
export function escapeXmlComment(text: string): string {
  return ` ${text.replace(/-(?=-)/g, '- ')} `;
}
