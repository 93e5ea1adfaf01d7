import { keyOf, segmentsOf, type KeySegment } from './keys.ts';
import { placeNewKeys } from './placement.ts';
import { qtFile, type QtContext, type QtFile } from './qt-ts-messages.ts';
import { newContext, newMessage, translationEdits, type WantedMessage } from './qt-ts-write.ts';
import { applyTextEdits, type TextEdit } from './text-edits.ts';
import type { TranslationEntries, TranslationKey } from './types.ts';
import { keyedEdits } from './xml-keyed-edit.ts';
import {
  indentationAt,
  indentUnitOf,
  insertionAfter,
  insertionBefore,
  lineEndingOf,
  removalOf,
} from './xml-layout.ts';
import { placedRoot, type PlacedElement } from './xml-places.ts';

/**
 * A Qt Linguist file edited in place: each `<context>`'s messages walked against the target
 * (xml-keyed-edit.ts), so a changed text's `<translation>` (or `<numerusform>`) is written anew
 * and only its `type="unfinished"` besides; a message the target lacks is removed with its lines,
 * and its context with it when nothing is left there; a new message goes into its context after
 * the message before it in the target, a new context after the context before it. Vanished and
 * obsolete messages, locations and comments stay as they are, as does every other byte.
 */
export function editQtTs(
  text: string,
  target: TranslationEntries,
  bundle = '',
): string | undefined {
  const file = placedFile(text);
  if (file === undefined) return undefined;
  const offered = bundle === '' || bundle === text ? undefined : placedFile(bundle);
  const wanted = wantedMessages(target, file, offered);
  if (wanted === undefined) return undefined;
  const eol = lineEndingOf(text);
  const hosts = hostsOf(file, wanted);
  const byHost = new Map<QtContext<PlacedElement>, Map<TranslationKey, WantedMessage>>();
  for (const [id, want] of wanted) {
    const host = hosts.get(id);
    if (host !== undefined) byHost.set(host, (byHost.get(host) ?? new Map()).set(id, want));
  }
  const edits: TextEdit[] = [];
  const kept: QtContext<PlacedElement>[] = [];
  for (const context of file.contexts) {
    const here = byHost.get(context) ?? new Map<TranslationKey, WantedMessage>();
    if (here.size === 0 && context.others === 0 && context.messages.length > 0) {
      edits.push(removalOf(text, context.element));
      continue;
    }
    kept.push(context);
    const changes = keyedEdits(
      text,
      {
        existing: new Map(context.messages.map((message) => [message.id, message.element])),
        wanted: here,
        fits: (element, want) => (element.attributes['numerus'] === 'yes') === want.numerus,
        update: (element, want, lineEnd) => translationEdits(text, element, want, lineEnd),
        written: (_id, want, layout) => newMessage(want, layout),
        container: context.element,
      },
      eol,
    );
    if (changes === undefined) return undefined;
    edits.push(...changes);
  }
  const unhosted = [...wanted].filter(([id]) => !hosts.has(id)).map(([, want]) => want);
  const added = newContexts(text, file, kept, [...wanted.values()], unhosted, eol);
  return added && applyTextEdits(text, [...edits, ...added]);
}

function placedFile(text: string): QtFile<PlacedElement> | undefined {
  return qtFile(placedRoot(text), (element) =>
    text.slice(element.contentStart, element.contentEnd),
  );
}

/**
 * The context each wanted message goes into: its own where the file has it; a new one, the last
 * context of its name (Qt reads the messages of a name written twice as one context's); none
 * (the file lacks the context): a new context.
 */
function hostsOf(
  file: QtFile<PlacedElement>,
  wanted: ReadonlyMap<TranslationKey, WantedMessage>,
): Map<TranslationKey, QtContext<PlacedElement>> {
  const byName = new Map(file.contexts.map((context) => [context.name, context]));
  const hosts = new Map<TranslationKey, QtContext<PlacedElement>>();
  for (const context of file.contexts) {
    for (const message of context.messages) {
      if (wanted.has(message.id)) hosts.set(message.id, context);
    }
  }
  for (const [id, want] of wanted) {
    const context = byName.get(want.path[0] as string);
    if (!hosts.has(id) && context !== undefined) hosts.set(id, context);
  }
  return hosts;
}

/** Qt has six numerus forms at most (Arabic's); a larger index is no form. */
const MOST_FORMS = 6;

/**
 * The target's entries as messages, in the target's order: a key whose last segment names a
 * form (the file's form names, or an index) of a numerus message is that message's form; any
 * other key of two or three texts is a message. Whether a key is a form is the file's or the
 * service's file's to say where either has the message; undefined when the target holds what
 * no message can.
 */
function wantedMessages(
  target: TranslationEntries,
  file: QtFile<PlacedElement>,
  offered: QtFile<PlacedElement> | undefined,
): Map<TranslationKey, WantedMessage> | undefined {
  const numerusOf = (id: TranslationKey) =>
    file.messages.get(id)?.numerus ?? offered?.messages.get(id)?.numerus;
  const wanted = new Map<
    TranslationKey,
    { path: string[]; numerus: boolean; texts: string | string[] }
  >();
  for (const [key, value] of target) {
    if (typeof value !== 'string') return undefined;
    const segments = segmentsOf(key);
    const form = formIndex(segments, file.formNames, numerusOf);
    if (form === 'invalid') return undefined;
    if (form !== undefined) {
      const path = segments.slice(0, -1) as string[];
      const id = keyOf(path);
      const message = wanted.get(id) ?? { path, numerus: true, texts: [] };
      if (typeof message.texts === 'string') return undefined;
      message.texts[form] = value;
      wanted.set(id, message);
    } else if (isPath(segments) && !wanted.has(key)) {
      wanted.set(key, { path: segments, numerus: false, texts: value });
    } else return undefined;
  }
  for (const message of wanted.values()) {
    // A form the target lacks is written empty, as lupdate writes an untranslated one.
    if (typeof message.texts !== 'string')
      message.texts = Array.from(message.texts, (t) => t ?? '');
  }
  return wanted;
}

/**
 * The index of the form the key's last segment names, when the key is a form of a message;
 * `invalid` for a key of a numerus message that names none of its forms.
 */
function formIndex(
  segments: readonly KeySegment[],
  names: readonly string[] | undefined,
  numerusOf: (id: TranslationKey) => boolean | undefined,
): number | 'invalid' | undefined {
  // A message whose comment is a form's name (`one`) is that message where a file has it.
  if (numerusOf(keyOf(segments)) === false) return undefined;
  const last = segments[segments.length - 1];
  const parent = segments.slice(0, -1);
  const index = typeof last === 'number' ? last : (names?.indexOf(String(last)) ?? -1);
  const valid = Number.isInteger(index) && index >= 0 && index < MOST_FORMS;
  if (!isPath(parent)) return undefined;
  const numerus = numerusOf(keyOf(parent));
  if (numerus === true) return valid ? index : 'invalid';
  return valid && numerus === undefined ? index : undefined;
}

/** Context and source, and a comment: the path of a message. */
function isPath(segments: readonly KeySegment[]): segments is string[] {
  return (
    segments.length >= 2 &&
    segments.length <= 3 &&
    segments.every((segment) => typeof segment === 'string')
  );
}

/**
 * The new contexts, each after the kept context before it in the target's order (in sorted
 * place where the file sorts its contexts, as lupdate does); those before every kept one before
 * the first; with no context kept, after the root's last child that stays.
 */
function newContexts(
  text: string,
  file: QtFile<PlacedElement>,
  kept: readonly QtContext<PlacedElement>[],
  wanted: readonly WantedMessage[],
  unhosted: readonly WantedMessage[],
  eol: string,
): TextEdit[] | undefined {
  if (unhosted.length === 0) return [];
  const byName = new Map<string, WantedMessage[]>();
  for (const want of unhosted) {
    const name = want.path[0] as string;
    const messages = byName.get(name);
    if (messages === undefined) byName.set(name, [want]);
    else messages.push(want);
  }
  const anchors = new Map(kept.map((context) => [context.name, context.element]));
  const placement = placeNewKeys(
    [...anchors.keys()],
    [...new Set(wanted.map((want) => want.path[0] as string))],
  );
  const sample = file.contexts[0]?.element;
  const unit = sample === undefined ? '    ' : indentUnitOf(text, sample, sample.children[0]);
  const blocks = (names: readonly string[], at: PlacedElement | undefined) => {
    const indentation = (at && indentationAt(text, at.start)) ?? '';
    const made = names.map((name) =>
      newContext(name, byName.get(name) ?? [], { indentation, unit, eol }),
    );
    return made.every((block) => block !== undefined) ? (made as string[]) : undefined;
  };
  const edits: TextEdit[] = [];
  for (const [name, names] of placement.after) {
    const anchor = anchors.get(name) as PlacedElement;
    const made = blocks(names, anchor);
    if (made === undefined) return undefined;
    edits.push(insertionAfter(text, anchor, made, eol));
  }
  if (placement.first.length === 0) return edits;
  const first = kept[0]?.element;
  const made = blocks(placement.first, first);
  if (made === undefined) return undefined;
  if (first !== undefined) return [...edits, insertionBefore(text, first, made, eol)];
  return [...edits, intoRoot(text, file, made, eol)];
}

/** New contexts in a file that keeps none: after the root's last child that stays, else first. */
function intoRoot(
  text: string,
  file: QtFile<PlacedElement>,
  blocks: readonly string[],
  eol: string,
): TextEdit {
  const removed = new Set(file.contexts.map((context) => context.element));
  const last = file.root.children.findLast((child) => !removed.has(child));
  if (last !== undefined) return insertionAfter(text, last, blocks, eol);
  const content = blocks.map((block) => `${eol}${block}`).join('');
  return { offset: file.root.contentStart, length: 0, content };
}
