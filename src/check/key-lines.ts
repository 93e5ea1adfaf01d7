/**
 * The line of a key in a base-language file's text, for an annotation there: each name of its
 * path is looked for as a key (`"name":`, `name:`, `name =`, `"name" =`) from the line of the
 * name before it on, so `menu.open` finds the `open` under `menu`. A name that is not found leaves
 * the line of the last one that was (or none): an annotation on the right file, near the key,
 * is better than none.
 */
export function lineOfKey(text: string, path: readonly string[]): number | undefined {
  const lines = text.split(/\r?\n/);
  let at = 0;
  let found: number | undefined;
  for (const name of path) {
    const named = keyLine(name);
    const index = lines.findIndex((line, i) => i >= at && named.test(line));
    if (index === -1) break;
    found = index + 1;
    at = index + 1;
  }
  return found;
}

/** A line that holds `name` as a key, in the formats a base file may have. */
function keyLine(name: string): RegExp {
  const quoted = JSON.stringify(name)
    .slice(1, -1)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const bare = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(String.raw`^\s*(?:"${quoted}"\s*[:=]|'${bare}'\s*:|${bare}\s*[:=])`);
}
