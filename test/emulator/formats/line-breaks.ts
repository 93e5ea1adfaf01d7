import type { Codec, Entry, PluralForms, SerializeOptions } from './types.ts';

function replaceBreaks(text: string): string {
  return text.replace(/\r?\n/g, '\\n');
}

function replaceInValue(value: string | PluralForms): string | PluralForms {
  if (typeof value === 'string') return replaceBreaks(value);
  return Object.fromEntries(
    Object.entries(value).map(([form, text]) => [form, replaceBreaks(text)]),
  );
}

function replaceInEntry(entry: Entry): Entry {
  return { ...entry, value: replaceInValue(entry.value) };
}

/**
 * The codec with the export option `replace_breaks` applied to the values before any format
 * escaping, so every format gets it the same way and no codec has to know about it.
 */
export function withLineBreakOption(codec: Codec): Codec {
  return {
    ...codec,
    serialize(entries, options: SerializeOptions) {
      if (options.replaceBreaks !== true) return codec.serialize(entries, options);
      const source =
        options.source &&
        new Map([...options.source].map(([key, entry]) => [key, replaceInEntry(entry)]));
      return codec.serialize(entries.map(replaceInEntry), { ...options, source });
    },
  };
}
