import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createClient, type Revision } from '../../src/api/index.ts';
import type { Emulator } from '../emulator/server.ts';
import { BOTH_REVISIONS, clientFor, jsonFile, withEmulator } from '../support/emulator.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await withEmulator();
});
afterAll(() => emulator.close());
afterEach(() => emulator.faults.clear());

/** Runs a call expected to fail and returns its ApiError, checking the token is not in it. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const text = `${String(error)} ${JSON.stringify(error)}`;
  expect(text).not.toContain(emulator.tokens.readWrite);
  expect(text).not.toContain(emulator.tokens.readOnly);
  return error as ApiError;
}

async function newProject(revision: Revision, languages: string[] = []): Promise<string> {
  const c = clientFor(emulator, revision);
  const { id } = await c.project.add({ name: `P ${Math.random()}`, base_lang: 'en' });
  if (languages.length > 0) await c.language.add({ id, iso: languages });
  return id;
}

/** A request the client would never send, written by hand. */
async function raw(
  revision: Revision,
  path: string,
  body?: string,
): Promise<{ code: string; message: string }> {
  const response = await fetch(`${emulator.urls[revision]}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  });
  const json = (await response.json()) as { response: { code: string; message: string } };
  return json.response;
}

describe.each(BOTH_REVISIONS)(
  'service error codes on %s, each from its real condition',
  (revision) => {
    const client = (options = {}) => clientFor(emulator, revision, options);

    it('401 when the request carries no token (the client refuses an empty token itself)', async () => {
      expect((await raw(revision, '/api/project/list')).code).toBe('401');
      expect(() => createClient({ baseUrl: emulator.urls[revision], revision, token: '' })).toThrow(
        /token is empty/,
      );
    });

    it('4011 for a token the service does not know', async () => {
      const error = await failure(client({ token: 'not-a-token' }).project.list());
      expect(error).toMatchObject({
        kind: 'service',
        code: '4011',
        endpoint: 'project/list',
        revision,
      });
      expect(error.message).toMatch(/4011: invalid API token\. What to do/);
    });

    it('4012 for a POST without data', async () => {
      expect((await raw(revision, '/api/project/add', '')).code).toBe('4012');
    });

    it('403 for a write with a read-only token, while reads are allowed', async () => {
      const ro = client({ token: emulator.tokens.readOnly });
      await expect(ro.project.list()).resolves.toBeInstanceOf(Array);
      const error = await failure(ro.project.add({ name: 'x' }));
      expect(error.code).toBe('403');
      // The service's message starts with the code's meaning; the line says it once.
      expect(error.message).toMatch(/failed with 403: no permission to access this resource: /);
      expect(error.message.match(/no permission to access this resource/g)).toHaveLength(1);
    });

    it('404 for a call the service does not have', async () => {
      const other: Revision = revision === '1.0.9.3' ? '1.0.9.2' : '1.0.9.3';
      // A client of the other revision pointed at this one sends a call this revision lacks.
      const wrong = createClient({
        baseUrl: emulator.urls[revision],
        revision: other,
        token: emulator.tokens.readWrite,
      });
      const id = await newProject(revision);
      const call =
        other === '1.0.9.3'
          ? wrong.language.set({ id, original_iso: 'en', custom_name: 'E' })
          : wrong.project.list();
      if (other === '1.0.9.3') expect((await failure(call)).code).toBe('404');
      else await expect(call).resolves.toBeInstanceOf(Array);
      expect((await raw(revision, '/api/project/frobnicate')).code).toBe('404');
    });

    it('4042 for a json array parameter that is not JSON', async () => {
      const id = await newProject(revision);
      const body = new URLSearchParams({ api_token: emulator.tokens.readWrite, id, iso: 'de,fr' });
      expect((await raw(revision, '/api/language/add', body.toString())).code).toBe('4042');
    });

    it('4043 for a language code the service does not know', async () => {
      const id = await newProject(revision);
      expect((await failure(client().language.add({ id, iso: ['xx_NOPE'] }))).code).toBe('4043');
    });

    it('4044 for an import in a language the project lacks', async () => {
      const id = await newProject(revision);
      const error = await failure(
        client().project.import({ id, lang_iso: 'de', file: jsonFile('de.json', { a: 'b' }) }),
      );
      expect(error.code).toBe('4044');
    });

    it('4045 when no language is given', async () => {
      const id = await newProject(revision);
      expect((await failure(client().language.add({ id, iso: [] }))).code).toBe('4045');
    });

    it('4046 for a file that does not parse', async () => {
      const id = await newProject(revision);
      const file = { name: 'en.json', content: Buffer.from('{"a": ') };
      expect((await failure(client().project.import({ id, lang_iso: 'en', file }))).code).toBe(
        '4046',
      );
    });

    it('4047 for an export type the service does not know', async () => {
      const id = await newProject(revision);
      if (revision === '1.0.9.3') {
        expect((await failure(client().project.export({ id, type: 'docx' }))).code).toBe('4047');
      } else {
        // The client refuses before sending; the service answers 4047 to what it would have sent.
        const error = await failure(client().project.export({ id, type: 'docx' }));
        expect(error.kind).toBe('request');
        const body = new URLSearchParams({
          api_token: emulator.tokens.readWrite,
          id,
          type: 'docx',
        });
        expect((await raw(revision, '/api/project/export', body.toString())).code).toBe('4047');
      }
    });

    it('4049 for a missing required parameter', async () => {
      const id = await newProject(revision);
      // A new key without platform_mask lacks what the service requires to add it.
      const error = await failure(
        client().string.set({ id, data: [{ key: 'k', translations: { en: 'v' } }] }),
      );
      expect(error.code).toBe('4049');
      const body = new URLSearchParams({ api_token: emulator.tokens.readWrite });
      expect((await raw(revision, '/api/language/list?' + body.toString())).code).toBe('4049');
    });

    it('4050 for a language already in the project', async () => {
      const id = await newProject(revision, ['de']);
      expect((await failure(client().language.add({ id, iso: ['de'] }))).code).toBe('4050');
    });

    it('4040 where the emulator cannot serve a stated feature', async () => {
      const id = await newProject(revision);
      const error = await failure(client().project.export({ id, type: 'xls' }));
      expect(error.code).toBe('4040');
      expect(error.message).toMatch(/xls/);
    });
  },
);

describe('4048 on 1.0.9.2', () => {
  // Its own service, whose 30 s import spacing runs as 300 ms.
  let service: Emulator;
  beforeAll(async () => {
    service = await withEmulator({ timeScale: 0.01 });
  });
  afterAll(() => service.close());
  // The limit is per token: each test starts with no window open, whatever the previous one left
  // (waiting the scaled 300 ms out instead was a guess a loaded machine could miss).
  beforeEach(() => service.reset());

  const importer = async (clientTimeScale: number, maxRetries: number, on = service) => {
    const c = clientFor(on, '1.0.9.2', { timeScale: clientTimeScale, maxRetries });
    const { id } = await c.project.add({ name: `Paced ${Math.random()}`, base_lang: 'en' });
    return (value: string) =>
      c.project.import({ id, lang_iso: 'en', file: jsonFile('en.json', { a: value }) });
  };

  it('is answered when imports come faster than the stated limit and retries are spent', async () => {
    // The service's clock stands still, so the second import is inside the window however long
    // a loaded machine takes between the two; the client believes in no spacing at all.
    const frozen = await withEmulator({ timeScale: 0.01, now: () => 0 });
    try {
      const upload = await importer(0.00001, 0, frozen);
      await upload('A');
      const error = await failure(upload('B'));
      expect(error.code).toBe('4048');
      expect(error.message).toMatch(/^project\/import \(revision 1\.0\.9\.2\) failed with 4048/);
    } finally {
      await frozen.close();
    }
  });

  it('is waited out when retries remain', async () => {
    const upload = await importer(0.01, 3);
    service.faults.add({ endpoint: 'project/import', kind: '4048', count: 2 });
    const before = service.calls.length;
    await expect(upload('A')).resolves.toMatchObject({ inserted: 1 });
    const imports = service.calls.slice(before).filter((c) => c.endpoint === 'project/import');
    expect(imports.map((c) => c.code)).toEqual(['4048', '4048', '200']);
  });

  it('is never provoked when client and service agree on the spacing', async () => {
    const upload = await importer(0.01, 0);
    const before = service.calls.length;
    const started = performance.now();
    for (const v of ['A', 'B', 'C']) await upload(v);
    expect(performance.now() - started).toBeGreaterThanOrEqual(600);
    const imports = service.calls.slice(before).filter((c) => c.endpoint === 'project/import');
    expect(imports.map((c) => c.code)).toEqual(['200', '200', '200']);
  });
});

describe('transient faults', () => {
  const kinds = ['http502', 'http503', 'reset', 'nonjson', 'html', 'truncated'] as const;

  it.each(kinds)('retries after %s and succeeds', async (kind) => {
    const c = clientFor(emulator, '1.0.9.3', { maxRetries: 2 });
    emulator.faults.add({ endpoint: 'project/list', kind, count: 1 });
    const before = emulator.calls.length;
    await expect(c.project.list()).resolves.toBeInstanceOf(Array);
    expect(emulator.calls.length - before).toBe(2);
  });

  it.each(kinds)('reports %s in one line when retries are spent', async (kind) => {
    const c = clientFor(emulator, '1.0.9.3', { maxRetries: 1 });
    emulator.faults.add({ endpoint: 'project/list', kind, count: 2 });
    const error = await failure(c.project.list());
    expect(error.kind === 'transport' || error.kind === 'protocol').toBe(true);
    expect(error.message).not.toContain('\n');
  });

  it('gives up on a request that gets no answer within the timeout', async () => {
    const c = clientFor(emulator, '1.0.9.3', { maxRetries: 0, timeoutMs: 300 });
    emulator.faults.add({ endpoint: 'project/list', kind: 'timeout', count: 1 });
    const error = await failure(c.project.list());
    expect(error.message).toMatch(/no answer within 0.3 s/);
  });

  it('does not retry service errors other than 4048', async () => {
    const c = clientFor(emulator, '1.0.9.3', { token: 'wrong', maxRetries: 3 });
    const before = emulator.calls.length;
    await failure(c.project.list());
    expect(emulator.calls.length - before).toBe(1);
  });
});

describe('revision rules', () => {
  it('refuses a parameter the revision lacks before any request', async () => {
    const c = clientFor(emulator, '1.0.9.2');
    const before = emulator.calls.length;
    const error = await failure(c.project.export({ id: 'p', type: 'json', exclude_tags: ['x'] }));
    expect(error).toMatchObject({
      kind: 'request',
      revision: '1.0.9.2',
      endpoint: 'project/export',
    });
    expect(error.message).toBe(
      "project/export (revision 1.0.9.2) not sent: parameter 'exclude_tags' does not exist in revision 1.0.9.2",
    );
    expect(emulator.calls.length).toBe(before);
  });

  it('refuses plain http to a host that is not loopback', () => {
    expect(() =>
      createClient({ baseUrl: 'http://lms.example.com', revision: '1.0.9.3', token: 't' }),
    ).toThrow(/plain http/);
  });
});
