import { childNamed } from './qt-ts-messages.ts';
import { qtContent, qtForms, qtText } from './qt-ts-text.ts';
import type { TextEdit } from './text-edits.ts';
import { contentEdit } from './xml-content.ts';
import type { NewElementLayout } from './xml-keyed-edit.ts';
import { indentationAt, indentUnitOf } from './xml-layout.ts';
import type { PlacedElement } from './xml-places.ts';

/**
 * What a pull writes into a Qt Linguist file: a message's `<translation>` (its text, or its
 * `<numerusform>`s), and whole new messages and contexts, in lupdate's layout and escapes
 * (qt-ts-text.ts). A written translation is no longer `type="unfinished"`: the service's text
 * is the translator's; an emptied one is, as lupdate marks a message without a translation.
 */

/** What a message is to hold: its path (context, source, comment) and its text or forms. */
export interface WantedMessage {
  readonly path: readonly string[];
  readonly numerus: boolean;
  readonly texts: string | readonly string[];
}

/** Whether the texts make a translation finished, unfinished, or leave its mark as it is. */
function stateOf(texts: string | readonly string[]): 'finished' | 'unfinished' | 'as-is' {
  const all = typeof texts === 'string' ? [texts] : texts;
  if (all.every((text) => text !== '')) return 'finished';
  return all.every((text) => text === '') ? 'unfinished' : 'as-is';
}

/** The edits that give a message the wanted texts (none when it has them); undefined: cannot. */
export function translationEdits(
  text: string,
  message: PlacedElement,
  want: WantedMessage,
  eol: string,
): TextEdit[] | undefined {
  const translation = childNamed(message, 'translation');
  const state = stateOf(want.texts);
  // A message without a translation reads as untranslated: it stays so, and gets none here.
  if (translation === undefined) return state === 'unfinished' ? [] : undefined;
  const raw = text.slice(translation.contentStart, translation.contentEnd);
  if (typeof want.texts === 'string') {
    if (qtText(raw) === want.texts) return [];
    if (translation.attributes['variants'] === 'yes') return undefined;
    const content = qtContent(want.texts, eol);
    return content === undefined ? undefined : [whole(text, translation, content, state)];
  }
  const forms = want.texts;
  const current = qtForms(raw);
  // A numerus translation without forms (`<translation type="unfinished"/>`) has each one empty.
  const same =
    current?.length === 0
      ? state === 'unfinished'
      : current?.length === forms.length && current.every((form, i) => form === forms[i]);
  if (same) return [];
  const elements = translation.children.filter((child) => child.name === 'numerusform');
  if (current?.length !== forms.length || elements.length !== forms.length) {
    const content = formsContent(text, message, translation, forms, eol);
    return content === undefined ? undefined : [whole(text, translation, content, state)];
  }
  const edits: TextEdit[] = [];
  for (const [index, element] of elements.entries()) {
    const form = forms[index] as string;
    if (current[index] === form) continue;
    const content = qtContent(form, eol);
    if (content === undefined || element.attributes['variants'] === 'yes') return undefined;
    edits.push(contentEdit(text, element, content));
  }
  const startTag = text.slice(translation.start, translation.contentStart);
  const marked = withState(startTag, state);
  if (marked !== startTag) {
    edits.push({ offset: translation.start, length: startTag.length, content: marked });
  }
  return edits;
}

/** The edit that writes a translation's start tag and content anew. */
function whole(
  text: string,
  translation: PlacedElement,
  content: string,
  state: ReturnType<typeof stateOf>,
): TextEdit {
  const startTag = text.slice(translation.start, translation.contentStart);
  // An empty-element tag (`<translation type="unfinished"/>`) becomes a start and an end tag.
  const emptyElement = translation.contentEnd === translation.end;
  const opened = emptyElement ? startTag.replace(/(?<!\s)\s*\/>$/, '>') : startTag;
  return {
    offset: translation.start,
    length: translation.contentEnd - translation.start,
    content: `${withState(opened, state)}${content}${emptyElement ? '</translation>' : ''}`,
  };
}

/** A `<translation>` start tag with its `type="unfinished"` as the state wants it. */
function withState(startTag: string, state: ReturnType<typeof stateOf>): string {
  const unfinished = /\s+type\s*=\s*(["'])unfinished\1/;
  if (state === 'finished') return startTag.replace(unfinished, '');
  if (state === 'unfinished' && !/\stype\s*=/.test(startTag)) {
    return startTag.replace(/^<translation/, '<translation type="unfinished"');
  }
  return startTag;
}

/**
 * The `<numerusform>`s of a translation written anew: on lines of their own, one level inside
 * the translation, as lupdate writes them; on the translation's line where the file had them so
 * (Transifex's files).
 */
function formsContent(
  text: string,
  message: PlacedElement,
  translation: PlacedElement,
  forms: readonly string[],
  eol: string,
): string | undefined {
  const raw = text.slice(translation.contentStart, translation.contentEnd);
  const indentation = indentationAt(text, translation.start) ?? '';
  const unit = indentUnitOf(text, message, translation);
  const inline = raw.trim() !== '' && !raw.includes('\n');
  return numerusForms(forms, inline ? undefined : { indentation, unit, eol }, eol);
}

/** The forms as `<numerusform>`s, each on a line of its own where a layout is given. */
function numerusForms(
  forms: readonly string[],
  layout: NewElementLayout | undefined,
  eol: string,
): string | undefined {
  let content = '';
  for (const form of forms) {
    const written = qtContent(form, eol);
    if (written === undefined) return undefined;
    const before = layout === undefined ? '' : `${layout.eol}${layout.indentation}${layout.unit}`;
    content += `${before}<numerusform>${written}</numerusform>`;
  }
  return layout === undefined ? content : `${content}${layout.eol}${layout.indentation}`;
}

/** A new message as lupdate writes one: its source, its comment, its translation. */
export function newMessage(want: WantedMessage, layout: NewElementLayout): string | undefined {
  const { indentation, unit, eol } = layout;
  const [, source = '', comment] = want.path;
  const line = (element: string) => `${eol}${indentation}${unit}${element}`;
  const sourceContent = qtContent(source, eol);
  const commentContent = comment === undefined ? '' : qtContent(comment, eol);
  const content =
    typeof want.texts === 'string'
      ? qtContent(want.texts, eol)
      : numerusForms(want.texts, { indentation: indentation + unit, unit, eol }, eol);
  if (sourceContent === undefined || commentContent === undefined || content === undefined) {
    return undefined;
  }
  const type = stateOf(want.texts) === 'finished' ? '' : ' type="unfinished"';
  return (
    `<message${want.numerus ? ' numerus="yes"' : ''}>` +
    line(`<source>${sourceContent}</source>`) +
    (comment === undefined ? '' : line(`<comment>${commentContent}</comment>`)) +
    line(`<translation${type}>${content}</translation>`) +
    `${eol}${indentation}</message>`
  );
}

/** A new context holding new messages, its name and messages one level inside it. */
export function newContext(
  name: string,
  messages: readonly WantedMessage[],
  layout: NewElementLayout,
): string | undefined {
  const { indentation, unit, eol } = layout;
  const inner = { indentation: indentation + unit, unit, eol };
  const nameContent = qtContent(name, eol);
  if (nameContent === undefined) return undefined;
  let block = `<context>${eol}${inner.indentation}<name>${nameContent}</name>`;
  for (const message of messages) {
    const written = newMessage(message, inner);
    if (written === undefined) return undefined;
    block += `${eol}${inner.indentation}${written}`;
  }
  return `${block}${eol}${indentation}</context>`;
}
