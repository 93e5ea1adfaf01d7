/**
 * What an import with convert_placeholders may rewrite: printf, .NET/ICU braces, Apple's %@. A
 * brace pair holds no brace, so a text of many `{` is read once, not once from each (quadratic:
 * 50,000 took 0.9 s).
 */
const PLACEHOLDER_LIKE = /%|\{[^{}]*\}|\[%/;

/** Whether an import with convert_placeholders may rewrite something in `text`. */
export function mayHoldPlaceholders(text: string): boolean {
  return PLACEHOLDER_LIKE.test(text);
}
