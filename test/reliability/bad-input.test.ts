import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotations } from '../support/action-runner.ts';
import { jsonFile } from '../support/emulator.ts';
import { createScenario, type Scenario } from '../support/scenario.ts';
import { startAnswerProxy, type AnswerProxy } from './support/answer-proxy.ts';
import { BAD_INPUTS, type BadInput, type BadInputContext } from './support/bad-input-table.ts';
import { acceptedWrites, originRefs, serviceData, status } from './support/checks.ts';

let s: Scenario;
let proxy: AnswerProxy;
let ctx: BadInputContext;
beforeAll(async () => {
  s = await createScenario({
    files: { 'locales/en.json': '{"hello": "Hello"}\n', 'README.md': '# App\n' },
    languages: ['de'],
  });
  await s.service.project.import({
    id: s.projectId,
    lang_iso: 'de',
    file: jsonFile('de.json', { hello: 'Hallo' }),
  });
  proxy = await startAnswerProxy(s.emulator.urls['1.0.9.3']);
  ctx = {
    proxy,
    url1092: s.emulator.urls['1.0.9.2'],
    closedUrl: await closedAddress(),
    readOnlyToken: s.emulator.tokens.readOnly,
    nextBundle: (bytes) => (s.emulator.store.nextBundle = bytes),
  };
});
afterAll(async () => {
  await proxy.close();
  await s.close();
});

describe('bad input', () => {
  it('covers at least 25 kinds, of each of the three sorts', () => {
    const count = (kind: BadInput['kind']) => BAD_INPUTS.filter((c) => c.kind === kind).length;
    expect(BAD_INPUTS.length).toBeGreaterThanOrEqual(25);
    expect([count('input'), count('answer'), count('bundle')].every((n) => n >= 8)).toBe(true);
  });

  it.each(BAD_INPUTS.map((c) => [c.kind, c.name, c] as const))(
    '%s, %s: one clear message and nothing written',
    async (_kind, _name, bad) => {
      proxy.clear();
      s.emulator.store.nextBundle = undefined;
      const refs = originRefs(s.fixture.origin);
      const data = serviceData(s.emulator);
      const requests = s.github.requests.length;
      const mark = s.emulator.calls.length;
      bad.arrange?.(ctx);
      const inputs = typeof bad.inputs === 'function' ? bad.inputs(ctx) : bad.inputs;

      const run = await s.run({ 'api-url': proxy.url, 'max-retries': '1', ...inputs }, bad.env);

      expect(run.code).toBe(1);
      expect(annotations(run.stdout, 'error')).toEqual(bad.errors.map(fill));
      expect(acceptedWrites(s.calls(undefined, mark))).toEqual([]);
      expect(serviceData(s.emulator)).toBe(data);
      expect(originRefs(s.fixture.origin)).toBe(refs);
      expect(s.github.requests.slice(requests).filter((r) => r.method !== 'GET')).toEqual([]);
      expect(s.github.pulls).toEqual([]);
      expect(status(run.workspace)).toBe('');
    },
  );
});

/** A message of the table with the addresses of this run filled in. */
function fill(message: string): string {
  return message
    .replaceAll('{download}', s.emulator.downloadUrl)
    .replaceAll('{closed-host}', ctx.closedUrl.replace('http://', ''))
    .replaceAll('{project}', s.projectId);
}

/** A loopback address where nothing listens: a port the system just handed out and took back. */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
