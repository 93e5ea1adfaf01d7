/**
 * Writes the tables of inputs and outputs in docs/inputs.md from action.yml, so the two cannot
 * disagree. `--check` changes nothing and fails when the tables are stale or a relative link of
 * the documents is broken (CI runs it), naming each problem on a line of its own.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import { brokenLinks, linkedDocuments } from './doc-links.ts';

interface ActionSpec {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
}

const ROOT = new URL('..', import.meta.url);
const PAGE = new URL('../docs/inputs.md', import.meta.url);
const ACTION = new URL('../action.yml', import.meta.url);

/** Text safe in a Markdown table cell. */
function cell(text: string): string {
  return text
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

function defaultOf(input: ActionSpec['inputs'][string]): string {
  if (input.required) return '**required**';
  if (input.default === undefined || input.default === '') return '';
  return `\`${cell(input.default)}\``;
}

export function inputsTable(spec: ActionSpec): string {
  return [
    '| input | default | description |',
    '| --- | --- | --- |',
    ...Object.entries(spec.inputs).map(
      ([name, input]) => `| \`${name}\` | ${defaultOf(input)} | ${cell(input.description)} |`,
    ),
  ].join('\n');
}

export function outputsTable(spec: ActionSpec): string {
  return [
    '| output | description |',
    '| --- | --- |',
    ...Object.entries(spec.outputs).map(
      ([name, output]) => `| \`${name}\` | ${cell(output.description)} |`,
    ),
  ].join('\n');
}

/** Replaces what stands between `<!-- NAME:start -->` and `<!-- NAME:end -->`. */
function fill(text: string, name: string, content: string): string {
  const start = `<!-- ${name}:start (generated from action.yml by npm run docs) -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1 || to < from)
    throw new Error(`docs/inputs.md has no ${start} … ${end} block`);
  return `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`;
}

const spec = parse(await readFile(ACTION, 'utf8')) as ActionSpec;
const current = await readFile(PAGE, 'utf8');
const filled = fill(fill(current, 'inputs', inputsTable(spec)), 'outputs', outputsTable(spec));
// Formatted as the repository's Prettier would, so `npm run lint` and this check agree.
const pagePath = fileURLToPath(PAGE);
const next = await format(filled, { ...(await resolveConfig(pagePath)), filepath: pagePath });
if (process.argv.includes('--check')) {
  const problems =
    next === current ? [] : ['docs/inputs.md: its tables differ from action.yml; run npm run docs'];
  const root = fileURLToPath(ROOT);
  problems.push(...(await brokenLinks(root, await linkedDocuments(root))));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(
    'docs/inputs.md lists every input and output of action.yml; every relative link resolves',
  );
} else if (next !== current) {
  await writeFile(PAGE, next);
  console.log('docs/inputs.md updated from action.yml');
}
