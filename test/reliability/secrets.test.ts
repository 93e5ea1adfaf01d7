import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotations } from '../support/action-runner.ts';
import { jsonFile } from '../support/emulator.ts';
import { createScenario, type Scenario } from '../support/scenario.ts';
import { editJson, json, startAnswerProxy, type AnswerProxy } from './support/answer-proxy.ts';
import { TRANSIENT_KINDS } from './support/fault-mix.ts';

/**
 * Every run of a scenario already scans all it wrote for the tokens (stdout and stderr with
 * RUNNER_DEBUG=1, outputs, summary, HOME, `.git/`, origin's commits, what GitHub and the service
 * received; see `writtenByRun`). These runs make the scan work: each fails a request that
 * carries the token, or gets an answer that repeats it.
 */
let s: Scenario;
let proxy: AnswerProxy;
let token: string;
beforeAll(async () => {
  s = await createScenario({
    files: { 'locales/en.json': '{"hello": "Hello"}\n' },
    languages: ['de'],
    inputs: { mode: 'sync', 'max-retries': '1', 'http-timeout': '1' },
  });
  await s.service.project.import({
    id: s.projectId,
    lang_iso: 'de',
    file: jsonFile('de.json', { hello: 'Hallo' }),
  });
  proxy = await startAnswerProxy(s.emulator.urls['1.0.9.3']);
  token = s.emulator.tokens.readWrite;
});
afterAll(async () => {
  await proxy.close();
  await s.close();
});

/** Runs through the proxy, and checks the run failed at the call meant to fail. */
async function failingRun(where: RegExp) {
  const run = await s.run({ 'api-url': proxy.url, 'push-scope': 'all' }).finally(() => {
    proxy.clear();
    s.emulator.faults.clear();
  });
  expect(run.code).toBe(1);
  expect(annotations(run.stdout, 'error').join('\n')).toMatch(where);
  return run;
}

describe('the tokens appear nowhere the action writes', () => {
  it.each(TRANSIENT_KINDS)(
    'when the pull’s language/list (a GET with the token in its URL) fails with %s',
    async (kind) => {
      // The push's language/list is the first call; the pull's, the second.
      s.emulator.faults.add({ endpoint: 'language/list', kind, nth: 2, count: 2 });
      await failingRun(/^language\/list \(revision 1\.0\.9\.3\)/);
    },
  );

  it('when a 404 page repeats the request URL, token and all', async () => {
    proxy.answer('/api/language/list', (_upstream, url) => ({
      status: 404,
      contentType: 'text/plain',
      body: `Cannot GET ${url}`,
    }));
    const run = await failingRun(/HTTP 404 without the interface's envelope/);
    expect(run.stdout).toContain('api_token=***');
  });

  it('when an error envelope quotes the token, bare and as a parameter', async () => {
    proxy.answer(
      '/api/language/list',
      json({
        response: {
          status: 'error',
          code: '4011',
          message: `token ${token} is not valid (api_token=${token})`,
        },
      }),
    );
    const run = await failingRun(/failed with 4011/);
    // The redaction takes the closing parenthesis for part of the token: safe, if untidy.
    expect(annotations(run.stdout, 'error')[0]).toContain(
      'failed with 4011 (invalid API token): token *** is not valid (api_token=***. What to do:',
    );
  });

  it('when an error envelope puts the token in its code', async () => {
    proxy.answer(
      '/api/language/list',
      json({ response: { status: 'error', code: token, message: 'x' } }),
    );
    const run = await failingRun(/failed with \*\*\* \(unknown error code\)/);
    expect(run.summary).not.toContain(token);
  });

  it('when a page that is not JSON has the token across the point where its excerpt is cut', async () => {
    // The excerpt keeps 200 characters: the token starts 5 before the cut.
    const page = `${'x'.repeat(195)}${token} trailing text`;
    proxy.answer('/api/language/list', { status: 200, contentType: 'text/html', body: page });
    const run = await failingRun(/not the interface's JSON/);
    const line = annotations(run.stdout, 'error').join('\n');
    expect(line).not.toContain(token.slice(0, 5));
    expect(line).toContain('***');
  });

  it('when an import is refused with a message that quotes the form it was sent', async () => {
    proxy.answer(
      '/api/project/import',
      json({
        response: { status: 'error', code: '4046', message: `bad form: api_token=${token}&id=1` },
      }),
    );
    await failingRun(/project\/import \(revision 1\.0\.9\.3\) failed with 4046/);
  });

  it('when the bundle address the service gives carries the token and cannot be fetched', async () => {
    proxy.answer(
      '/api/project/export',
      editJson((body) => {
        body['bundle'] = {
          file: `files/export/gone.zip?api_token=${token}`,
          full_file: `${s.emulator.downloadUrl}files/export/gone.zip?api_token=${token}`,
        };
      }),
    );
    await failingRun(/^download \(revision 1\.0\.9\.3\)/);
  });

  it('when GitHub refuses the pull request with a message that quotes the GitHub token', async () => {
    s.github.failNext(
      'POST',
      '/repos/octo/app/pulls',
      422,
      `Validation failed for token ${s.github.token}`,
    );
    await failingRun(/pull request/i);
  });
});
