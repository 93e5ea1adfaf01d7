import { keyOf, type KeySegment } from './keys.ts';
import { qtFormNames } from './qt-ts-plurals.ts';
import { qtForms, qtText } from './qt-ts-text.ts';
import type { TranslationKey } from './types.ts';
import type { ElementTree } from './xml.ts';

/**
 * The messages of a Qt Linguist file (`<TS>`): each `<context>`'s `<message>`s, keyed as Qt
 * looks a message up (`QTranslator::translate(context, sourceText, disambiguation)`): by its
 * context's `<name>`, its `<source>` and its `<comment>` (the disambiguation, when it has one).
 * The service's interface and documentation do not say how it names such a message; other
 * services key it by context and source as well (LingoHub prefixes the source with the context's
 * name, the Translate Toolkit joins context, comment and source). A message whose `<translation>`
 * is `type="vanished"` or `type="obsolete"` (lupdate keeps one the code no longer has) is no
 * key. Read alike from xml.ts's tree (reading) and from xml-places.ts's (editing): `raw` gives an
 * element's content as written.
 */

/** A message that is a key. */
export interface QtMessage<Element> {
  readonly id: TranslationKey;
  /** Context, source, and the comment when there is one. */
  readonly path: readonly string[];
  readonly element: Element;
  readonly translation: Element | undefined;
  readonly numerus: boolean;
  /** Its text, or a numerus message's forms in the file's order. */
  readonly texts: string | readonly string[];
}

/** A `<context>` and its messages that are keys; `others`: those that are not. */
export interface QtContext<Element> {
  readonly element: Element;
  readonly name: string;
  readonly messages: readonly QtMessage<Element>[];
  readonly others: number;
}

export interface QtFile<Element> {
  readonly root: Element;
  readonly contexts: readonly QtContext<Element>[];
  readonly messages: ReadonlyMap<TranslationKey, QtMessage<Element>>;
  /**
   * The CLDR names of the numerus forms in Qt's order for the file's `language`; undefined
   * (forms named by their index) when Qt or the runtime does not know it, or a message has
   * another number of forms than Qt gives the language.
   */
  readonly formNames: readonly string[] | undefined;
  /** How many forms a numerus message without any (`<translation/>`) has, all empty. */
  readonly formCount: number;
}

/**
 * The file's messages; undefined when the root is not `<TS>`, a text holds an element Qt does not
 * read as text, or two messages are one key (which one Qt shows is not said).
 */
export function qtFile<Element extends ElementTree<Element>>(
  root: Element | undefined,
  raw: (element: Element) => string,
): QtFile<Element> | undefined {
  if (root?.name !== 'TS') return undefined;
  const contexts: QtContext<Element>[] = [];
  const messages = new Map<TranslationKey, QtMessage<Element>>();
  for (const element of root.children.filter((child) => child.name === 'context')) {
    const context = contextOf(element, raw);
    if (context === undefined) return undefined;
    for (const message of context.messages) {
      if (messages.has(message.id)) return undefined;
      messages.set(message.id, message);
    }
    contexts.push(context);
  }
  const named = qtFormNames(root.attributes['language'] ?? '');
  // A numerus message without forms (an empty `<translation/>`) says nothing of their number.
  const counts = [...messages.values()].flatMap((m) =>
    m.numerus && m.texts.length > 0 ? [m.texts.length] : [],
  );
  const formNames = counts.every((count) => count === named?.length) ? named : undefined;
  // Without names, the number every other numerus message of the file has, if they agree.
  const agreed = counts.every((count) => count === counts[0]) ? counts[0] : undefined;
  const formCount = formNames?.length ?? agreed ?? 1;
  return { root, contexts, messages, formNames, formCount };
}

function contextOf<Element extends ElementTree<Element>>(
  element: Element,
  raw: (element: Element) => string,
): QtContext<Element> | undefined {
  const nameElement = childNamed(element, 'name');
  const name = nameElement === undefined ? '' : qtText(raw(nameElement));
  if (name === undefined) return undefined;
  const messages: QtMessage<Element>[] = [];
  let others = 0;
  for (const message of element.children.filter((child) => child.name === 'message')) {
    const translation = childNamed(message, 'translation');
    const type = translation?.attributes['type'];
    if (type === 'vanished' || type === 'obsolete') {
      others += 1;
      continue;
    }
    const read = messageOf(name, message, translation, raw);
    if (read === undefined) return undefined;
    messages.push(read);
  }
  return { element, name, messages, others };
}

function messageOf<Element extends ElementTree<Element>>(
  context: string,
  element: Element,
  translation: Element | undefined,
  raw: (element: Element) => string,
): QtMessage<Element> | undefined {
  const text = (name: string) => {
    const child = childNamed(element, name);
    return child === undefined ? '' : qtText(raw(child));
  };
  const source = text('source');
  const comment = text('comment');
  const numerus = element.attributes['numerus'] === 'yes';
  const content = translation === undefined ? '' : raw(translation);
  const texts = numerus ? qtForms(content) : qtText(content);
  if (source === undefined || comment === undefined || texts === undefined) return undefined;
  const path = comment === '' ? [context, source] : [context, source, comment];
  return { id: keyOf(path), path, element, translation, numerus, texts };
}

export function childNamed<Element extends ElementTree<Element>>(
  element: Element,
  name: string,
): Element | undefined {
  return element.children.find((child) => child.name === name);
}

/**
 * The keys of a numerus message's forms, with their texts: named by `names` (the file's
 * formNames), else by their index. A message without forms (an empty `<translation/>`) has
 * `count` of them, each empty.
 */
export function formKeys(
  message: Pick<QtMessage<unknown>, 'path' | 'texts'>,
  names: readonly string[] | undefined,
  count: number,
): [TranslationKey, string][] {
  const forms = typeof message.texts === 'string' ? [message.texts] : message.texts;
  return Array.from({ length: forms.length > 0 ? forms.length : count }, (_, index) => {
    const form: KeySegment = names?.[index] ?? index;
    return [keyOf([...message.path, form]), forms[index] ?? ''];
  });
}
