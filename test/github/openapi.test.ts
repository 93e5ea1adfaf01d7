import { describe, expect, it } from 'vitest';
import { openApiProblems } from '../github-standin/openapi.ts';
import type { RecordedRequest } from '../github-standin/server.ts';

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
});
