/**
 * The characters an XML format's text (xml-text.ts) shows once its tags are taken as plain
 * characters: what a service that stores characters holds for it. Apart from xml-text.ts so
 * that the push, which compares texts with the service's, loads no XML library.
 */
export function plainCharacters(text: string): string {
  // In the model's text every `<` starts a tag (a literal one is `&lt;`): tags stay as they are.
  // A `<` after the last `>` starts none, and `<[^>]*>` would read on to the end from each such
  // `<` (quadratic for `<<<<…`): past the last `>`, only references are looked for.
  const tagsEnd = text.lastIndexOf('>') + 1;
  const decoded = (name: string) => (name === 'lt' ? '<' : '&');
  const withTags = text
    .slice(0, tagsEnd)
    .replace(/(<[^>]*>)|&(lt|amp);/g, (_match, tag: string | undefined, name: string) =>
      tag !== undefined ? tag : decoded(name),
    );
  return (
    withTags + text.slice(tagsEnd).replace(/&(lt|amp);/g, (_match, name: string) => decoded(name))
  );
}
