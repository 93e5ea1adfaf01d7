/** One setting as `git config --list` shows it; `value` is undefined for a bare `name` (true). */
export interface ConfigEntry {
  /** Where git read it: `system`, `global`, `local`, `worktree` or `command`. */
  readonly scope: string;
  readonly key: string;
  readonly value: string | undefined;
}

/**
 * Reads `git config --list -z --show-scope`: `scope\0key\nvalue\0` for each setting, or
 * `scope\0key\0` for a bare name. Included files are already read into it, in their place.
 */
export function parseConfigList(output: string): ConfigEntry[] {
  const fields = output.split('\0');
  const entries: ConfigEntry[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const scope = fields[i] ?? '';
    const setting = fields[i + 1] ?? '';
    const newline = setting.indexOf('\n');
    entries.push(
      newline === -1
        ? { scope, key: setting, value: undefined }
        : { scope, key: setting.slice(0, newline), value: setting.slice(newline + 1) },
    );
  }
  return entries;
}

/**
 * `entries` as the text of a config file that git reads back as the same settings in the same
 * order (a list such as `credential.helper` keeps its order; for a single value, the last wins).
 * Every value is quoted, so that no `#`, `;`, space or backslash in it changes its meaning.
 */
export function configFileText(entries: readonly ConfigEntry[]): string {
  const lines: string[] = [];
  let header = '';
  for (const { key, value } of entries) {
    const first = key.indexOf('.');
    const last = key.lastIndexOf('.');
    if (first <= 0 || last === key.length - 1) continue;
    const section = key.slice(0, first);
    const name = key.slice(last + 1);
    const next =
      first === last ? `[${section}]` : `[${section} "${escape(key.slice(first + 1, last))}"]`;
    if (next !== header) lines.push((header = next));
    lines.push(value === undefined ? `\t${name}` : `\t${name} = "${escapeValue(value)}"`);
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

function escape(text: string): string {
  return text.replace(/[\\"]/g, '\\$&');
}

function escapeValue(text: string): string {
  return escape(text).replace(/\n/g, '\\n').replace(/\t/g, '\\t').replaceAll('\b', '\\b');
}
