import { keyOf } from './keys.ts';
import { editQtTs } from './qt-ts-edit.ts';
import { formKeys, qtFile, type QtFile } from './qt-ts-messages.ts';
import type { FormatModel, TranslationEntries, TranslationValue } from './types.ts';
import { xmlRoot, type XmlElement } from './xml.ts';

/**
 * Qt Linguist translation sources (`.ts`, as lupdate writes them for each language): each
 * `<message>` is a key, `[context, source]` or `[context, source, comment]` as Qt looks it up
 * (qt-ts-messages.ts), its `<translation>` the text, plain characters (qt-ts-text.ts). A numerus
 * message's `<numerusform>`s are its plural forms, named by the CLDR category Qt's rules for the
 * file's `language` give each (qt-ts-plurals.ts), else by their index. Vanished and obsolete
 * messages are no keys. Only XML whose root is `<TS>` reads: a TypeScript source, or any other
 * file of the extension, does not, and is compared by its lines. Edited in place by
 * qt-ts-edit.ts.
 */
export const qtTsModel: FormatModel = {
  read: (text) => {
    const file = readFile(text);
    return file && entriesOf(file, file);
  },
  edit: (text, target, bundle) => editQtTs(text, target, bundle),
  render: (bundle, target) => editQtTs(bundle, target, bundle) ?? bundle,
  alignBundle: (text, bundle, offered) => inFileTerms(text, bundle, offered),
};

/** The elements whose content is text (or, for `<translation>`, its numerus forms). */
const TEXT_ELEMENTS = ['name', 'source', 'comment', 'translation'];

function readFile(text: string): QtFile<XmlElement> | undefined {
  return qtFile(xmlRoot(text, TEXT_ELEMENTS), (element) => element.raw);
}

/** Each message's text, or its forms named as `naming` names them, in the file's order. */
function entriesOf(
  file: QtFile<XmlElement>,
  naming: Pick<QtFile<XmlElement>, 'formNames' | 'formCount'>,
): TranslationEntries {
  const entries = new Map<string, TranslationValue>();
  for (const message of file.messages.values()) {
    if (!message.numerus) entries.set(keyOf(message.path), message.texts as string);
    else {
      for (const [key, text] of formKeys(message, naming.formNames, naming.formCount)) {
        entries.set(key, text);
      }
    }
  }
  return entries;
}

/**
 * The service's file's entries with its numerus forms named as the repository's file names
 * them: the same language spelt otherwise (`de_DE`, `de`) has the same forms, and a file whose
 * forms go by their index (a language Qt or the runtime does not know) must meet the service's
 * forms by index too.
 */
function inFileTerms(
  text: string,
  bundle: string,
  offered: TranslationEntries,
): TranslationEntries {
  const ours = readFile(text);
  const theirs = ours && readFile(bundle);
  if (ours === undefined || theirs === undefined) return offered;
  const same =
    ours.formCount === theirs.formCount &&
    ours.formNames?.length === theirs.formNames?.length &&
    (ours.formNames ?? []).every((name, i) => name === theirs.formNames?.[i]);
  return same ? offered : entriesOf(theirs, ours);
}
