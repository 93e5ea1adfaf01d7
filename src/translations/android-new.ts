import { androidContent } from './android-text.ts';
import { textResources, type WantedResource } from './android-resources.ts';
import { placedRoot } from './xml-places.ts';
import type { ContentStyle } from './xml-text.ts';

/**
 * A resource the repository's file does not have yet, written as the file writes its own:
 * one line for a `<string>`, a line per item for `<plurals>` and `<string-array>`, indented a
 * level more than the resource. The start tag is the service's where its file has the resource
 * (it may say `formatted="false"`), else a plain one.
 */

/** Plural quantities in CLDR's order, the order Android's files list them in. */
export const PLURAL_ORDER: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** How the new lines are laid out. */
export interface NewLines {
  /** The service's file, for its start tags. */
  readonly bundle: string;
  /** The resource's own indentation. */
  readonly indentation: string;
  /** What one level of indentation adds. */
  readonly unit: string;
  readonly eol: string;
}

/** The resource's text from its start tag on; undefined when a text cannot be written. */
export function newResource(
  name: string,
  want: WantedResource,
  lines: NewLines,
): string | undefined {
  const startTag =
    serviceStartTag(lines.bundle, name, want.kind) ??
    `<${want.kind} name="${escapeAttribute(name)}">`;
  if (want.kind === 'string') {
    const content = androidContent(want.texts.get('') ?? '');
    return content === undefined ? undefined : `${startTag}${content}</string>`;
  }
  const entries = [...want.texts];
  if (want.kind === 'plurals') {
    entries.sort(([a], [b]) => PLURAL_ORDER.indexOf(String(a)) - PLURAL_ORDER.indexOf(String(b)));
  }
  let items = '';
  for (const [part, value] of entries) {
    const item = newItem(value, want.kind === 'plurals' ? String(part) : undefined);
    if (item === undefined) return undefined;
    items += `${lines.eol}${lines.indentation}${lines.unit}${item}`;
  }
  return `${startTag}${items}${lines.eol}${lines.indentation}</${want.kind}>`;
}

/** An `<item>` of a plural (with its quantity) or of an array. */
export function newItem(
  value: string,
  quantity: string | undefined,
  style?: ContentStyle,
): string | undefined {
  const content = androidContent(value, style);
  if (content === undefined) return undefined;
  const attributes = quantity === undefined ? '' : ` quantity="${escapeAttribute(quantity)}"`;
  return `<item${attributes}>${content}</item>`;
}

/** The start tag the service's file gives the resource, if it has one of that kind. */
function serviceStartTag(bundle: string, name: string, kind: string): string | undefined {
  const root = bundle === '' ? undefined : placedRoot(bundle);
  const element = root && textResources(root)?.get(name);
  if (element === undefined || element.name !== kind || element.contentStart === element.end) {
    return undefined;
  }
  const tag = bundle.slice(element.start, element.contentStart);
  return /[\r\n]/.test(tag) ? undefined : tag;
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
}
