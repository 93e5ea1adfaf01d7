/**
 * Checks the relative links of the repository's documents: the file a link names exists, and its
 * `#anchor` is a heading of the target as GitHub slugs it. The documentation is spread over the
 * README and the pages of docs/, so a section moved to another page breaks every link to it
 * without a word unless something reads them (`npm run docs:check`).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';

/** What a link may point at; `text` only for Markdown, whose headings are the anchors. */
export type Target = { kind: 'missing' } | { kind: 'folder' } | { kind: 'file'; text?: string };

/** The documents whose links are checked: CHANGELOG.md is history and names what was. */
export async function linkedDocuments(root: string): Promise<string[]> {
  const pages = (await readdir(join(root, 'docs'))).filter((name) => name.endsWith('.md'));
  return [
    'README.md',
    'CONTRIBUTING.md',
    'SECURITY.md',
    'RELIABILITY.md',
    'BENCHMARKS.md',
    ...pages.sort().map((name) => `docs/${name}`),
  ];
}

/** A document's lines outside fenced code blocks: a link or a heading in a code block is text. */
function proseLines(text: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined) {
      if (marker === undefined) lines.push(line);
      else fence = marker;
    } else if (
      // A fence closes only with the same character, at least as long, and nothing after it.
      marker !== undefined &&
      marker[0] === fence[0] &&
      marker.length >= fence.length &&
      /^ {0,3}[`~]+\s*$/.test(line)
    ) {
      fence = undefined;
    }
  }
  return lines;
}

/**
 * A heading's anchor as GitHub makes it: the rendered text (a link's text, no HTML) in lower
 * case, punctuation other than `-` and `_` removed, each space a `-`.
 */
export function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a Markdown text: its headings' slugs (a repeated one gets `-1`, `-2`, …). */
export function anchors(text: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      found.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const [, name] of line.matchAll(/<a\s[^>]*\b(?:name|id)="([^"]+)"/g))
      found.add(name ?? '');
  }
  return found;
}

/**
 * The link targets of a Markdown text that stay in the repository: inline links and images, and
 * reference definitions. Code spans are text; addresses with a scheme are not checked.
 */
export function relativeLinks(text: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(text)) {
    const prose = line.replace(/(`+)[^`]+?\1/g, '');
    for (const [, target] of prose.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) {
      targets.push(target ?? '');
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)/.exec(prose)?.[1];
    if (definition !== undefined) targets.push(definition);
  }
  return targets.filter((target) => target !== '' && !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(target));
}

/**
 * What is wrong with each relative link of `document` (a path from the repository root), one
 * line each; `target` says what a path from the root is.
 */
export function linkProblems(
  document: string,
  text: string,
  target: (path: string) => Target,
): string[] {
  const problems: string[] = [];
  for (const link of relativeLinks(text)) {
    const [pathPart = '', anchor] = link.split('#', 2);
    const path = decoded(pathPart.replace(/\?.*$/, ''));
    // GitHub reads a leading `/` from the repository root, anything else from the document's folder.
    const resolved = path.startsWith('/')
      ? posix.normalize(path.slice(1))
      : posix.normalize(posix.join(posix.dirname(document), path || posix.basename(document)));
    const problem = linkProblem(resolved, anchor, target);
    if (problem !== undefined) problems.push(`${document}: link '${link}' ${problem}`);
  }
  return problems;
}

/** A link's `%20`-style escapes undone; one that is not a valid escape stays as written. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function linkProblem(
  path: string,
  anchor: string | undefined,
  target: (path: string) => Target,
): string | undefined {
  if (path === '..' || path.startsWith('../')) return 'leads out of the repository';
  const found = target(path.replace(/\/$/, '') || '.');
  if (found.kind === 'missing') return `names ${path}, which does not exist`;
  if (anchor === undefined || anchor === '') return undefined;
  const name = decoded(anchor);
  if (found.kind === 'folder') return `has an anchor, but ${path} is a folder`;
  if (found.text === undefined) {
    // GitHub shows a file that is not Markdown with numbered lines: `#L12`, `#L12-L20`.
    return /^L\d+(-L\d+)?$/.test(name) ? undefined : `has an anchor, but ${path} is not Markdown`;
  }
  return anchors(found.text).has(name) ? undefined : `names no heading of ${path} ('#${name}')`;
}

/** Every problem of the relative links of `documents`, read from the files under `root`. */
export async function brokenLinks(root: string, documents: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const document of documents) {
    const text = await readFile(join(root, document), 'utf8');
    problems.push(...linkProblems(document, text, (path) => targetIn(root, path)));
  }
  return problems;
}

function targetIn(root: string, path: string): Target {
  const full = join(root, path);
  if (!existsSync(full)) return { kind: 'missing' };
  if (statSync(full).isDirectory()) return { kind: 'folder' };
  return /\.md$/i.test(path)
    ? { kind: 'file', text: readFileSync(full, 'utf8') }
    : { kind: 'file' };
}
