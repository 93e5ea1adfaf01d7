import { keyOf, segmentsOf } from './keys.ts';
import type { TextEdit } from './text-edits.ts';
import type { FormatModel, TranslationEntries, TranslationKey } from './types.ts';
import { contentEdit } from './xml-content.ts';
import { editKeyed, type NewElementLayout } from './xml-keyed-edit.ts';
import { placedRoot, type PlacedElement } from './xml-places.ts';
import { plainContent } from './xml-text.ts';
import { xmlRoot, type ElementTree } from './xml.ts';

/**
 * .NET XML resources (`Resources.resx`, a satellite `Resources.de.resx`): each string `<data>`'s
 * name is a key, its `<value>` the text. A `<data>` with a `type` or `mimetype` (an image, a
 * size, a file reference) is no text, nor are `<metadata>`, the `<resheader>`s and the schema:
 * they are never read or touched, and a `<comment>` stays with its `<data>`. The text is the
 * characters .NET reads: references decoded (`&lt;b&gt;` is the three characters `<b>` to
 * `ResourceManager.GetString`, so a value holds no markup), line breaks as XML reads them. A
 * changed text is written as Visual Studio's writer escapes it.
 */
export const resxModel: FormatModel = {
  read: readResx,
  edit: (text, target) => editResx(text, target),
  render: (bundle, target) => editResx(bundle, target) ?? bundle,
};

function readResx(text: string): TranslationEntries | undefined {
  const root = xmlRoot(text, ['value']);
  const resources = root && stringResources(root);
  if (resources === undefined) return undefined;
  const entries = new Map<TranslationKey, string>();
  for (const [name, data] of resources) {
    const holder = textHolder(data);
    const value = holder && plainContent(holder.raw);
    if (value === undefined) return undefined;
    entries.set(keyOf([name]), value);
  }
  return entries;
}

/**
 * The string resources of a `.resx` document by name, in the file's order; undefined when the
 * root is not `<root>`, or a `<data>` has no name or repeats one (which one .NET shows is unclear).
 * As Microsoft's own localization tooling (dotnet/xliff-tasks) takes them: no `type` or
 * `mimetype`, and not the WinForms designer's `>>control.Name`-style entries, which the designer
 * writes to the neutral file only and which must never be translated.
 */
function stringResources<Element extends ElementTree<Element>>(
  root: Element,
): Map<string, Element> | undefined {
  if (root.name !== 'root') return undefined;
  const byName = new Map<string, Element>();
  for (const data of root.children) {
    if (data.name !== 'data') continue;
    const { name, type, mimetype } = data.attributes;
    if (name === undefined) return undefined;
    if (type !== undefined || mimetype !== undefined || name.startsWith('>>')) continue;
    if (byName.has(name)) return undefined;
    byName.set(name, data);
  }
  return byName;
}

/**
 * The element that holds a resource's text: its `<value>`; the `<data>` itself when it has no
 * child element (MSBuild reads its text then); undefined when it has children but no `<value>`.
 */
function textHolder<Element extends ElementTree<Element>>(data: Element): Element | undefined {
  const value = data.children.find((child) => child.name === 'value');
  return value ?? (data.children.length === 0 ? data : undefined);
}

/**
 * The file edited in place (xml-keyed-edit.ts walks the string `<data>`s): a changed text's
 * `<value>` content is written anew, the `<data>`'s attributes and `<comment>` kept; a resource
 * the target lacks is removed with its lines; a new one is written as Visual Studio writes it,
 * after the resource before it in the target. Typed resources and every other byte stay.
 */
function editResx(text: string, target: TranslationEntries): string | undefined {
  const root = placedRoot(text);
  const existing = root && stringResources(root);
  if (root === undefined || existing === undefined) return undefined;
  const wanted = new Map<string, string>();
  for (const [key, value] of target) {
    const [name, ...rest] = segmentsOf(key);
    if (typeof name !== 'string' || rest.length > 0 || typeof value !== 'string') return undefined;
    wanted.set(name, value);
  }
  return editKeyed(text, {
    existing,
    wanted,
    container: root,
    update: (data, value, eol) => valueEdits(text, data, value, eol),
    written: newData,
  });
}

/** The edit that gives a resource this text (none when it has it); undefined when none can. */
function valueEdits(
  text: string,
  data: PlacedElement,
  value: string,
  eol: string,
): TextEdit[] | undefined {
  const holder = textHolder(data);
  if (holder === undefined) return undefined;
  if (plainContent(text.slice(holder.contentStart, holder.contentEnd)) === value) return [];
  const content = valueContent(value, eol);
  return content === undefined ? undefined : [contentEdit(text, holder, content)];
}

/** A new string resource as Visual Studio writes one: `xml:space="preserve"`, then its value. */
function newData(name: string, value: string, layout: NewElementLayout): string | undefined {
  const { indentation, unit, eol } = layout;
  const content = valueContent(value, eol);
  const escapedName = valueContent(name, '&#xA;')
    ?.replaceAll('"', '&quot;')
    .replaceAll('\t', '&#x9;');
  if (content === undefined || escapedName === undefined) return undefined;
  const valueElement = content === '' ? '<value />' : `<value>${content}</value>`;
  const inner = `${eol}${indentation}${unit}${valueElement}${eol}${indentation}`;
  return `<data name="${escapedName}" xml:space="preserve">${inner}</data>`;
}

/**
 * A text as `<value>` content: `&`, `<` and `>` as references, as .NET's XML writer escapes
 * them; a line break as the file's own, a carriage return of the text as a reference (XML would
 * read a raw one as a line break). Undefined for a character XML 1.0 cannot hold at all.
 */
function valueContent(value: string, eol: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/.test(value)) return undefined;
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\r', '&#xD;')
    .replaceAll('\n', eol);
}
