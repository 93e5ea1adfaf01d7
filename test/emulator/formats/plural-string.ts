import { isPluralObject, orderedForms } from './plurals.ts';
import type { PluralForms } from './types.ts';

// Formats without plurals of their own (strings, xliff, properties, ini) carry a plural key
// the way the service's `json_string` plural format does: the forms as a JSON object in the text.

export function encodePluralString(value: string | PluralForms): string {
  return typeof value === 'string'
    ? value
    : JSON.stringify(Object.fromEntries(orderedForms(value)));
}

export function decodePluralString(text: string): string | PluralForms {
  if (!text.startsWith('{')) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  return isPluralObject(parsed) ? parsed : text;
}
