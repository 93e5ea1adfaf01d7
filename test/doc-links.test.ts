import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { anchors, brokenLinks, linkProblems, slug, type Target } from '../scripts/doc-links.ts';
import { describe, expect, it } from './support/fixtures.ts';

/** The link check of `npm run docs:check`: a moved section must not leave a link behind. */

/** A repository of a few Markdown files, held in memory. */
function repository(files: Record<string, string>): (path: string) => Target {
  return (path) => {
    const text = files[path];
    if (text !== undefined) return { kind: 'file', text };
    const folder = Object.keys(files).some((name) => name.startsWith(`${path}/`));
    return folder ? { kind: 'folder' } : { kind: 'missing' };
  };
}

const FILES = {
  'README.md': '# l10n-sync\n\n## Quick start\n\n## Notes\n\n## Notes\n',
  'docs/left-running.md': [
    '# Left running',
    '',
    "## When the repository's translations must not go up",
    '',
    '```md',
    '## Not a heading, in a code block',
    '```',
  ].join('\n'),
};

describe('the link check of the documents', () => {
  it('slugs a heading as GitHub does: lower case, punctuation out, spaces to dashes', () => {
    expect(slug("When the repository's translations must not go up")).toBe(
      'when-the-repositorys-translations-must-not-go-up',
    );
    expect(slug('Gating the merge on `qa-issues`')).toBe('gating-the-merge-on-qa-issues');
    expect(slug('Runners, GitHub Enterprise Server and releases')).toBe(
      'runners-github-enterprise-server-and-releases',
    );
    expect(slug('The [emulator](x.md) and snake_case')).toBe('the-emulator-and-snake_case');
    expect([...anchors(FILES['README.md'])]).toEqual([
      'l10n-sync',
      'quick-start',
      'notes',
      'notes-1',
    ]);
  });

  it('passes links to a file, a heading of another page and a heading of the same page', () => {
    const text = [
      'See the [quick start](../README.md#quick-start), the [second notes](../README.md#notes-1),',
      '[the rule](#when-the-repositorys-translations-must-not-go-up), [docs](../docs/) and',
      '[the README](../README.md). [Elsewhere](https://example.com/#x) is not checked, nor',
      '`[code](missing.md)`.',
    ].join('\n');
    expect(linkProblems('docs/left-running.md', text, repository(FILES))).toEqual([]);
  });

  it('reports a link to a missing file and an anchor no heading has, one line each', () => {
    const text = [
      'See [gone](service.md), [stale](../README.md#inputs),',
      '[here](#not-a-heading-in-a-code-block) and [away](../../elsewhere/notes.md).',
    ].join('\n');
    expect(linkProblems('docs/left-running.md', text, repository(FILES))).toEqual([
      "docs/left-running.md: link 'service.md' names docs/service.md, which does not exist",
      "docs/left-running.md: link '../README.md#inputs' names no heading of README.md ('#inputs')",
      "docs/left-running.md: link '#not-a-heading-in-a-code-block' names no heading of docs/left-running.md ('#not-a-heading-in-a-code-block')",
      "docs/left-running.md: link '../../elsewhere/notes.md' leads out of the repository",
    ]);
  });

  it('reads the documents and their targets from the files of a repository', async ({
    tempDir,
  }) => {
    await mkdir(join(tempDir, 'docs'));
    await writeFile(join(tempDir, 'README.md'), '# App\n\n[Inputs](docs/inputs.md#outputs)\n');
    await writeFile(join(tempDir, 'docs', 'inputs.md'), '# Inputs\n\n[Back](../README.md#app)\n');
    expect(await brokenLinks(tempDir, ['README.md', 'docs/inputs.md'])).toEqual([
      "README.md: link 'docs/inputs.md#outputs' names no heading of docs/inputs.md ('#outputs')",
    ]);
    await writeFile(join(tempDir, 'docs', 'inputs.md'), '# Inputs\n\n## Outputs\n');
    expect(await brokenLinks(tempDir, ['README.md', 'docs/inputs.md'])).toEqual([]);
  });
});
