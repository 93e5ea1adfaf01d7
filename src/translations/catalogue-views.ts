import type { FormatModel } from './types.ts';

/**
 * What the table of formats (file-formats.ts) needs of a format that holds every language in
 * one file (an Xcode String Catalog) before its module is loaded: the languages a file holds,
 * and a model for a caller that names none (the file's source language).
 */

/** A catalogue's languages without loading its module: its source language, then the rest. */
export function catalogueLanguages(text: string): string[] {
  try {
    const catalogue = JSON.parse(text) as {
      sourceLanguage?: unknown;
      strings?: Record<string, { localizations?: Record<string, unknown> }>;
    };
    const source = typeof catalogue.sourceLanguage === 'string' ? [catalogue.sourceLanguage] : [];
    const others = new Set<string>();
    for (const entry of Object.values(catalogue.strings ?? {})) {
      for (const language of Object.keys(entry?.localizations ?? {})) others.add(language);
    }
    return [...new Set([...source, ...[...others].sort()])];
  } catch {
    return [];
  }
}

/** A model that reads a catalogue in its own source language (the view for that language). */
export function sourceView(viewOf: (language: string) => FormatModel): FormatModel {
  const view = (text: string) => viewOf(catalogueLanguages(text)[0] ?? 'en');
  return {
    read: (text) => view(text).read(text),
    readKeys: (text) => {
      const model = view(text);
      return (model.readKeys ?? model.read)(text);
    },
    edit: (text, target, bundle, states) => view(text).edit(text, target, bundle, states),
    render: (bundle, target, states) => view(bundle).render(bundle, target, states),
  };
}
