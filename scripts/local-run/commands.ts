/**
 * Workflow commands (`::error file=a.json::message`) as a runner's log shows them. The action
 * writes them escaped (`%25` for `%`, `%0A` for a line break); printed raw, a message about
 * `%LANG_ISO%` reads `%25LANG_ISO%25`.
 */

/** The message escapes @actions/core writes (`escapeData`), undone as the runner does. */
export function unescapeData(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

/** Property values (`file=…,line=…`) also escape `:` and `,`. */
function unescapeProperty(text: string): string {
  return unescapeData(text.replace(/%3A/g, ':').replace(/%2C/g, ','));
}

const LABELS: Readonly<Record<string, string>> = {
  error: 'Error',
  warning: 'Warning',
  notice: 'Notice',
};

/**
 * One line of the action's stdout as a person should read it, or undefined for a line the runner
 * does not show: `::add-mask::` (shown, it would print the secret), `::endgroup::`, and
 * `::debug::` unless debug logging is on (RUNNER_DEBUG=1, as the runner's step debug).
 */
export function renderLine(line: string, debug: boolean): string | undefined {
  const command = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
  if (command === null) return line;
  const [, name = '', properties = '', message = ''] = command;
  const text = unescapeData(message);
  switch (name) {
    case 'add-mask':
    case 'endgroup':
      return undefined;
    case 'debug':
      return debug ? `##[debug]${text}` : undefined;
    case 'group':
      return `▸ ${text}`;
    case 'error':
    case 'warning':
    case 'notice': {
      const where = location(properties);
      return `${LABELS[name]}${where === '' ? '' : ` (${where})`}: ${text}`;
    }
    default:
      return line;
  }
}

/** `file=a.json,line=3` as `a.json, line 3`; a title as it is. */
function location(properties: string): string {
  const fields = new Map<string, string>();
  for (const pair of properties.split(',')) {
    const at = pair.indexOf('=');
    if (at > 0) fields.set(pair.slice(0, at).trim(), unescapeProperty(pair.slice(at + 1)));
  }
  return [
    fields.get('title'),
    fields.get('file'),
    fields.has('line') ? `line ${fields.get('line')}` : undefined,
  ]
    .filter((part) => part !== undefined && part !== '')
    .join(', ');
}
