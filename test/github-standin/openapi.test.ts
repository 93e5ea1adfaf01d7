import { describe, expect, it } from 'vitest';
import { everyOperationSchema, openApiProblems, validatorAt } from './openapi.ts';
import type { RecordedRequest } from './server.ts';

const request = (method: string, path: string, body?: unknown): RecordedRequest => ({
  method,
  path,
  query: {},
  headers: {},
  body,
  status: 200,
});

describe("the check of requests against GitHub's OpenAPI description", () => {
  it('passes bodies as GitHub documents them', () => {
    expect(
      openApiProblems([
        request('POST', '/repos/o/r/git/blobs', { content: 'eyJhIjoiQiJ9', encoding: 'base64' }),
        request('POST', '/repos/o/r/git/trees', {
          base_tree: 'a'.repeat(40),
          tree: [{ path: 'locales/de.json', mode: '100644', type: 'blob', sha: 'b'.repeat(40) }],
        }),
        request('POST', '/repos/o/r/git/commits', {
          message: 'Update translations',
          tree: 'c'.repeat(40),
          parents: ['d'.repeat(40)],
        }),
        request('POST', '/repos/o/r/git/refs', { ref: 'refs/heads/l10n', sha: 'e'.repeat(40) }),
        request('POST', '/repos/o/r/pulls', { title: 'T', head: 'l10n', base: 'main', body: 'B' }),
        request('GET', '/repos/o/r/pulls'),
        request('POST', '/graphql', { query: 'mutation { x }' }),
      ]),
    ).toEqual([]);
  });

  it('names a wrong type, a bad enum value, a missing field, an unknown field and an unknown operation', () => {
    expect(
      openApiProblems([
        request('POST', '/repos/o/r/git/trees', {
          tree: [{ path: 'a', mode: '644', type: 'blob', sha: 1 }],
        }),
        request('POST', '/repos/o/r/git/commits', { tree: 'c'.repeat(40), parent: ['d'] }),
        request('PUT', '/repos/o/r/git/blobs', { content: 'x' }),
      ]),
    ).toEqual([
      'POST /repos/{owner}/{repo}/git/trees: /tree/0/mode must be equal to one of the allowed values',
      'POST /repos/{owner}/{repo}/git/trees: /tree/0/sha must be string',
      "POST /repos/{owner}/{repo}/git/commits: (body) must have required property 'message'",
      'POST /repos/{owner}/{repo}/git/commits: /parent is not in the schema',
      "PUT /repos/o/r/git/blobs: no such operation in GitHub's OpenAPI",
    ]);
  });

  it("reads OpenAPI 3.0's nullable where GitHub puts it without a type (a milestone of null)", () => {
    expect(
      openApiProblems([
        request('PATCH', '/repos/o/r/issues/7', { title: 'T', milestone: null }),
        request('PATCH', '/repos/o/r/issues/7', { milestone: 3 }),
        request('PATCH', '/repos/o/r/issues/7', { milestone: true, titel: 'T' }),
      ]),
    ).toEqual([
      'PATCH /repos/{owner}/{repo}/issues/{issue_number}: /milestone must be string',
      'PATCH /repos/{owner}/{repo}/issues/{issue_number}: /milestone must be integer',
      'PATCH /repos/{owner}/{repo}/issues/{issue_number}: /milestone must match exactly one schema in oneOf',
      'PATCH /repos/{owner}/{repo}/issues/{issue_number}: /milestone must be null',
      'PATCH /repos/{owner}/{repo}/issues/{issue_number}: /milestone must match a schema in anyOf',
      'PATCH /repos/{owner}/{repo}/issues/{issue_number}: /titel is not in the schema',
    ]);
  });

  // Whichever operation the action comes to call, the stand-in can check it: no schema of the
  // description makes Ajv throw (one `nullable` without `type` once did, on a new endpoint).
  it('compiles the schema of every request body and every response GitHub describes', () => {
    const pointers = everyOperationSchema();
    const failures: string[] = [];
    for (const pointer of pointers) {
      try {
        validatorAt(pointer);
      } catch (error) {
        failures.push(`${decodeURIComponent(pointer)}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(pointers.length).toBeGreaterThan(1000);
  });
});
