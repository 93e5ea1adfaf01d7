import { decodeHTML } from 'entities';

/**
 * A reading of Markdown close to GitHub's for what matters to trust: the text a reader sees
 * outside code, and what GitHub would make a mention, an issue link or a link of. GitHub resolves
 * backslash escapes and decodes HTML entities (named or numeric, in Markdown and in raw HTML
 * alike) before it looks for references; an HTML comment splits the text, so no reference forms
 * across it. Code spans and fenced blocks are shown as written, so they are left out here, as
 * are the action's own Markdown links.
 */

/** The pieces of prose a reader sees, outside code, each decoded as GitHub decodes it. */
export function shownProse(markdown: string): string[] {
  const prose = markdown
    // The action's own links (`[#1](…/pull/1)`); a text's brackets are escaped, so it has none.
    .replace(/(?<!\\)\[[^\]]*\]\([^)\s]*\)/g, '<!-- code -->')
    .replace(/^```[\s\S]*?^```/gm, '<!-- code -->')
    .replace(/(?<![\\`])(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '<!-- code -->');
  return prose.split(/<!--[\s\S]*?-->/).map(decoded);
}

/** One piece of Markdown as shown: escapes resolved, entities (lenient, like a browser) decoded. */
export function decoded(text: string): string {
  return text.replace(
    /\\([!-/:-@[-`{-~])|&(?:#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]*);?/gi,
    (match, escaped: string | undefined) => escaped ?? decodeHTML(match),
  );
}

/**
 * What GitHub would turn into a link or a reference in the shown prose: addresses, `www.`,
 * `GH-12`, `#12`, `@name`, commit ids.
 */
export function autolinks(markdown: string): string[] {
  return shownProse(markdown).flatMap(
    (piece) =>
      piece.match(
        /[a-z]+:\/\/|\bwww\.|\bGH-\d|#\d|@[\p{L}\p{N}]|(?<![\p{L}\p{N}])[0-9a-f]{7,40}(?![\p{L}\p{N}])/giu,
      ) ?? [],
  );
}

/**
 * Every `&` of the prose that GitHub could read as the start of a character reference: a text
 * that escapes `&` itself has none, whichever entity (named, numeric, without its semicolon).
 */
export function liveAmpersands(markdown: string): string[] {
  const prose = markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/(?<![\\`])(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
  return prose.match(/&(?!amp;|lt;|gt;)[#\w]*;?/g) ?? [];
}
