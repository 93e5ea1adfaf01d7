import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from './support/action-runner.ts';

interface ActionSpec {
  name: string;
  description: string;
  branding?: { icon?: string; color?: string };
  inputs: Record<string, { required?: boolean }>;
  outputs: Record<string, unknown>;
}
interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}

const action = parse(await readFile(join(REPO_ROOT, 'action.yml'), 'utf8')) as ActionSpec;
/** The pages of docs/, from the repository root: the README's reference, one subject each. */
const PAGES = (await readdir(join(REPO_ROOT, 'docs')))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const required = Object.entries(action.inputs)
  .filter(([, input]) => input.required)
  .map(([name]) => name);

/** Every step that uses this action, in a workflow document. */
function actionSteps(workflow: { jobs?: Record<string, { steps?: Step[] }> } | Step[]): Step[] {
  const steps = Array.isArray(workflow)
    ? workflow
    : Object.values(workflow.jobs ?? {}).flatMap((job) => job.steps ?? []);
  return steps.filter((step) => step.uses === './' || step.uses?.startsWith('OWNER/l10n-sync@'));
}

function checkStep(step: Step): void {
  const given = Object.keys(step.with ?? {});
  expect(given.filter((name) => !(name in action.inputs))).toEqual([]);
  expect(required.filter((name) => !given.includes(name))).toEqual([]);
}

describe('documentation and workflows', () => {
  it('the workflows that use the action give only inputs it has, and every required one', async () => {
    const dir = join(REPO_ROOT, '.github', 'workflows');
    const steps: Step[] = [];
    for (const file of await readdir(dir)) {
      steps.push(...actionSteps(parse(await readFile(join(dir, file), 'utf8'))));
    }
    expect(steps.length).toBeGreaterThan(0);
    steps.forEach(checkStep);
  });

  it("the documentation's workflow examples give only inputs the action has, and every required one", async () => {
    const texts = await Promise.all(
      ['README.md', ...PAGES].map((page) => readFile(join(REPO_ROOT, page), 'utf8')),
    );
    const blocks = [...texts.join('\n').matchAll(/```yaml\n([\s\S]*?)```/g)].map(
      (m) => parse(m[1] ?? '') as unknown,
    );
    const steps = blocks.flatMap((block) =>
      typeof block === 'object' && block !== null && ('jobs' in block || Array.isArray(block))
        ? actionSteps(block as Parameters<typeof actionSteps>[0])
        : 'steps' in (block as object)
          ? actionSteps((block as { steps: Step[] }).steps)
          : [],
    );
    expect(steps.length).toBeGreaterThanOrEqual(4);
    steps.forEach(checkStep);
  });

  it('docs/inputs.md names every input and output of action.yml', async () => {
    const page = await readFile(join(REPO_ROOT, 'docs/inputs.md'), 'utf8');
    for (const name of [...Object.keys(action.inputs), ...Object.keys(action.outputs)]) {
      expect(page).toContain(`| \`${name}\``);
    }
  });

  it('action.yml is what the Marketplace takes: a description under 125 characters, branding', () => {
    expect(action.name).toBe('l10n-sync');
    expect(action.description.length).toBeLessThan(125);
    expect(action.branding?.icon).toBeTruthy();
    expect(action.branding?.color).toBeTruthy();
  });

  it('the licence package.json names is in the repository', async () => {
    const pkg = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      license: string;
    };
    const licence = await readFile(join(REPO_ROOT, 'LICENSE'), 'utf8');
    expect(pkg.license).toBe('MIT');
    expect(licence).toMatch(/^MIT License/);
  });

  it("RELIABILITY.md's bad-input table says what the tested inputs show, row for row", async () => {
    const { BAD_INPUTS } = await import('./reliability/support/bad-input-table.ts');
    const text = await readFile(join(REPO_ROOT, 'RELIABILITY.md'), 'utf8');
    const documented = text.split('\n').filter((line) => line.startsWith('| input '));
    const tested = BAD_INPUTS.filter((row) => row.kind === 'input');
    expect(documented.map((line) => line.split('|')[2]?.trim())).toEqual(
      tested.map((row) => row.name),
    );
    // The lists of formats stand for themselves: a new format's row does not change the table.
    const { EXTENSIONS, READS } = await import('./support/format-lists.ts');
    const asDocumented = (error: string) =>
      error.replace(READS, '{the formats it reads}').replace(EXTENSIONS, '{every extension}');
    for (const [index, row] of tested.entries()) {
      for (const error of row.errors) {
        expect(documented[index], row.name).toContain(`\`${asDocumented(error)}\``);
      }
    }
  });

  it('names only paths the repository has, in its README, its docs/ pages and its other documents', async () => {
    const missing: string[] = [];
    for (const document of DOCUMENTS) {
      const text = await readFile(join(REPO_ROOT, document), 'utf8');
      for (const path of namedPaths(text)) {
        if (!existsSync(join(REPO_ROOT, path))) missing.push(`${document}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/** The documents that describe the repository as it is (CHANGELOG.md is history: it names old paths). */
const DOCUMENTS = [
  'README.md',
  'CONTRIBUTING.md',
  'BENCHMARKS.md',
  'SECURITY.md',
  'RELIABILITY.md',
  ...PAGES,
];

/**
 * The repository paths a document names in code spans (`src/…`, `test/…`, `bench/…`,
 * `scripts/…`): patterns (`*`, `<format>`, `%LANG_ISO%`, `{a,b}`) and line numbers set aside.
 */
function namedPaths(text: string): string[] {
  const paths = [...text.matchAll(/`((?:src|test|bench|scripts|\.github|\.ci)\/[^`\s]*)`/g)].map(
    (match) => (match[1] ?? '').replace(/:\d.*$/, ''),
  );
  return paths.filter((path) => !/[*<>{}%…]/.test(path));
}
