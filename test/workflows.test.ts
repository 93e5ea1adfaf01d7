import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseAction } from '@actions/workflow-parser/actions/index';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { COMMON_INPUTS, CONNECTION, STEPS } from '../scripts/e2e-runner/scenario.ts';
import { REPO_ROOT } from './support/action-runner.ts';

/** The workflows and action.yml as GitHub's own parser reads them: no error is found. */
const WORKFLOWS = join(REPO_ROOT, '.github/workflows');
const names = (await readdir(WORKFLOWS)).filter((name) => /\.ya?ml$/.test(name));

function errorsOf(result: { context: { errors: { getErrors(): { message: string }[] } } }) {
  return result.context.errors.getErrors().map((error) => error.message);
}

describe("GitHub's workflow parser", () => {
  it.each(names)('finds no error in .github/workflows/%s', async (name) => {
    const content = await readFile(join(WORKFLOWS, name), 'utf8');
    const result = parseWorkflow({ name, content }, new NoOperationTraceWriter());
    expect(errorsOf(result)).toEqual([]);
    expect(result.value).toBeDefined();
  });

  it('reports a broken workflow (so the checks above can fail)', () => {
    const content =
      'on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: a\n        run: b\n';
    const result = parseWorkflow({ name: 'broken.yml', content }, new NoOperationTraceWriter());
    expect(errorsOf(result).length).toBeGreaterThan(0);
  });

  it('finds no error in action.yml', async () => {
    const content = await readFile(join(REPO_ROOT, 'action.yml'), 'utf8');
    expect(
      errorsOf(parseAction({ name: 'action.yml', content }, new NoOperationTraceWriter())),
    ).toEqual([]);
  });
});

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}

describe('the runner matrix (runners.yml) runs the steps of npm run e2e:runner', () => {
  it('on ubuntu, windows and macos, with the same inputs and the same checks, in order', async () => {
    const workflow = parse(await readFile(join(WORKFLOWS, 'runners.yml'), 'utf8')) as {
      jobs: { e2e: { strategy: { matrix: { os: string[] } }; steps: Step[] } };
    };
    const job = workflow.jobs.e2e;
    expect(job.strategy.matrix.os).toEqual(['ubuntu-latest', 'windows-latest', 'macos-latest']);
    const runs = job.steps.filter((step) => step.uses === './l10n-sync');
    expect(runs.map((step) => step.id)).toEqual(STEPS.map((step) => step.id));
    for (const [index, step] of STEPS.entries()) {
      const connection = Object.fromEntries(
        CONNECTION.map((name) => [name, `\${{ steps.services.outputs.${name} }}`]),
      );
      expect(runs[index]?.with).toEqual({ ...connection, ...COMMON_INPUTS, ...step.inputs });
    }
    const checks = job.steps.filter((step) => step.run?.includes('e2e-runner/check.ts'));
    expect(checks.map((step) => step.run?.split(' ').at(-1))).toEqual(STEPS.map((s) => s.id));
  });
});
