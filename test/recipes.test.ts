import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from './support/action-runner.ts';

/**
 * The documentation's recipes, marked `<!-- recipe: name -->` (removing keys, one pull request per
 * language, several projects, formatting in a later step, gating a merge on qa-issues), on the
 * pages of docs/ and in the README, as workflows a user copies: GitHub's parser accepts them,
 * their inputs and outputs are the action's, and each does what its paragraph says.
 */
interface Step {
  id?: string;
  uses?: string;
  if?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  strategy?: { matrix?: Record<string, unknown> };
  concurrency?: string;
  steps: Step[];
}
interface Workflow {
  on?: unknown;
  jobs: Record<string, Job>;
}

const pages = [
  'README.md',
  ...(await readdir(join(REPO_ROOT, 'docs')))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const documentation = (
  await Promise.all(pages.map((page) => readFile(join(REPO_ROOT, page), 'utf8')))
).join('\n');
const action = parse(await readFile(join(REPO_ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { required?: boolean }>;
  outputs: Record<string, unknown>;
};
const marked = [
  ...documentation.matchAll(/<!-- recipe: ([\w-]+) -->\s*```yaml\n([\s\S]*?)```/g),
].map((m): [string, string] => [m[1] ?? '', m[2] ?? '']);
const recipes = new Map(marked);

function recipe(name: string): { text: string; workflow: Workflow; job: Job; step: Step } {
  const text = recipes.get(name);
  if (text === undefined) throw new Error(`no page of the documentation has recipe '${name}'`);
  const workflow = parse(text) as Workflow;
  const [job] = Object.values(workflow.jobs);
  const step = job?.steps.find((s) => s.uses?.startsWith('OWNER/l10n-sync@'));
  if (job === undefined || step === undefined)
    throw new Error(`recipe '${name}' runs no l10n-sync`);
  return { text, workflow, job, step };
}

/** The matrix variables an input's value uses: `${{ matrix.x }}` gives `x`. */
function matrixVariables(value: string | undefined): string[] {
  return [...(value ?? '').matchAll(/\$\{\{\s*matrix\.([\w-]+)\s*\}\}/g)].map((m) => m[1] ?? '');
}

describe('the recipes of the documentation', () => {
  it.each([...recipes.keys()])(
    '%s: GitHub parses it, with only inputs and outputs the action has',
    (name) => {
      const { text, step, job } = recipe(name);
      const parsed = parseWorkflow(
        { name: `${name}.yml`, content: text },
        new NoOperationTraceWriter(),
      );
      expect(parsed.context.errors.getErrors().map((e) => e.message)).toEqual([]);
      const given = Object.keys(step.with ?? {});
      expect(given.filter((input) => !(input in action.inputs))).toEqual([]);
      const required = Object.entries(action.inputs)
        .filter(([, i]) => i.required)
        .map(([n]) => n);
      expect(required.filter((input) => !given.includes(input))).toEqual([]);
      // Every output read from the step is one the action sets.
      for (const [, id, output] of text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
        expect(job.steps.some((s) => s.id === id && s.uses === step.uses)).toBe(true);
        expect(Object.keys(action.outputs)).toContain(output);
      }
    },
  );

  it('has the five recipes the documentation promises, each once', () => {
    expect(marked.map(([name]) => name).sort()).toEqual([
      'format-later',
      'per-language',
      'prune',
      'qa-gate',
      'several-projects',
    ]);
  });

  it('prune: removes on the default branch only, and keeps the removed texts as an artifact', () => {
    const { workflow, job, step } = recipe('prune');
    expect(step.with?.['prune']).toBe('remove');
    expect(JSON.stringify(workflow.on)).toContain('"branches":["main"]');
    const artifact = job.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(artifact?.with?.['path']).toBe(
      '${{ steps.' + (step.id ?? '') + '.outputs.removed-keys-file }}',
    );
  });

  it('format-later: the formatter runs in a step of its own after the action, with no token and no credentials in the checkout', () => {
    const { job, step } = recipe('format-later');
    expect(step.with?.['post-pull-command']).toBeUndefined();
    expect(step.with?.['pull-target']).toBe('workspace');
    const checkout = job.steps.find((s) => s.uses?.startsWith('actions/checkout@'));
    expect(String(checkout?.with?.['persist-credentials'])).toBe('false');
    const after = job.steps.slice(job.steps.indexOf(step) + 1);
    const formatter = after.find((s) => s.run?.includes('prettier'));
    expect(formatter).toBeDefined();
    expect(JSON.stringify([formatter?.run, formatter?.env])).not.toMatch(/token|secrets\./i);
    // The step that pushes comes after the formatter, and only it gets the workflow's token.
    const pushing = after.filter((s) => s.run?.includes('git push'));
    expect(pushing).toHaveLength(1);
    expect(after.indexOf(pushing[0] as Step)).toBeGreaterThan(after.indexOf(formatter as Step));
    expect(pushing[0]?.env?.['GH_TOKEN']).toBe('${{ github.token }}');
  });

  it('per-language: one step, one export, a pull request per language with its own reviewers', () => {
    const { job, step } = recipe('per-language');
    expect(job.strategy).toBeUndefined();
    expect(String(step.with?.['pr-per-language'])).toBe('true');
    expect(step.with?.['pull-languages']).toBeUndefined();
    expect(step.with?.['branch']).toBeUndefined();
    expect(step.with?.['pr-reviewers']).toMatch(/\b[a-z]{2}=\w+/);
    // The output is read through the environment, not interpolated into the shell.
    const reading = job.steps.find((s) =>
      s.env?.['PULL_REQUESTS']?.includes('outputs.pull-requests'),
    );
    expect(reading?.run).not.toContain('${{');
  });

  it('several-projects: each matrix entry has its project, its files and its own branch', () => {
    const { job, step } = recipe('several-projects');
    const entries = job.strategy?.matrix?.['include'] as Array<Record<string, string>>;
    expect(entries.length).toBeGreaterThan(1);
    const [project] = matrixVariables(step.with?.['project-id']);
    const [files] = matrixVariables(step.with?.['files']);
    const [branch] = matrixVariables(step.with?.['branch']);
    for (const entry of entries) {
      expect(entry[project ?? '']).toBeTruthy();
      expect(entry[files ?? '']).toContain('%LANG_ISO%');
    }
    // Distinct branches: two projects never propose on the same one.
    const branches = entries.map((entry) => entry[branch ?? '']);
    expect(new Set(branches).size).toBe(entries.length);
  });

  it('qa-gate: merges only with no findings, and asks for review otherwise, without interpolating outputs into shell', () => {
    const { job } = recipe('qa-gate');
    const gated = job.steps.filter((s) => s.if?.includes('outputs.qa-issues'));
    expect(gated.map((s) => s.if)).toEqual([
      expect.stringContaining("qa-issues == '0'"),
      expect.stringContaining("qa-issues != '0'"),
    ]);
    expect(gated[0]?.run).toMatch(/gh pr merge --auto/);
    for (const step of gated) expect(step.run).not.toContain('${{');
  });
});
