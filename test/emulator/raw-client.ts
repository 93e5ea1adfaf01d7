import AdmZip from 'adm-zip';
import { expect } from 'vitest';
import type { Emulator } from './server.ts';

export type Rev = '1.0.9.3' | '1.0.9.2';

/** A service answer: the envelope plus whatever body the endpoint lists. */
export interface Answer {
  readonly response: { readonly status: string; readonly code: string; readonly message: string };
  readonly [field: string]: unknown;
}

const GET_ENDPOINTS = new Set(['project/list', 'language/listall', 'language/list']);

/** Calls an endpoint over raw HTTP the way the interface says: GET query or POST form, with a token. */
export async function call(
  emulator: Emulator,
  revision: Rev,
  endpoint: string,
  params: Record<string, string> = {},
  token: string | null = emulator.tokens.readWrite,
): Promise<Answer> {
  const all = token === null ? params : { api_token: token, ...params };
  const base = `${emulator.urls[revision]}/api/${endpoint}`;
  const response = GET_ENDPOINTS.has(endpoint)
    ? await fetch(`${base}?${new URLSearchParams(all).toString()}`)
    : await fetch(base, { method: 'POST', body: new URLSearchParams(all) });
  return (await response.json()) as Answer;
}

/** Uploads a file to project/import as a multipart form. */
export async function upload(
  emulator: Emulator,
  revision: Rev,
  params: Record<string, string>,
  file: { name: string; content: string | Buffer },
  token: string = emulator.tokens.readWrite,
): Promise<Answer> {
  const form = new FormData();
  form.append('api_token', token);
  for (const [name, value] of Object.entries(params)) form.append(name, value);
  form.append('file', new Blob([file.content]), file.name);
  const response = await fetch(`${emulator.urls[revision]}/api/project/import`, {
    method: 'POST',
    body: form,
  });
  return (await response.json()) as Answer;
}

/** Creates a project over the API and returns its id. */
export async function newProject(
  emulator: Emulator,
  languages: string[] = [],
  baseLang = 'en',
): Promise<string> {
  const added = await call(emulator, '1.0.9.3', 'project/add', {
    name: 'Test Project',
    base_lang: baseLang,
  });
  const id = (added.project as { id: string }).id;
  if (languages.length > 0)
    await call(emulator, '1.0.9.3', 'language/add', { id, iso: JSON.stringify(languages) });
  return id;
}

/** Exports, downloads the bundle through the download URL, and returns its entries by name. */
export async function exportFiles(
  emulator: Emulator,
  revision: Rev,
  params: Record<string, string>,
): Promise<{ answer: Answer; names: string[]; files: Map<string, string> }> {
  const answer = await call(emulator, revision, 'project/export', params);
  expect(answer.response.code).toBe('200');
  const bundle = answer.bundle as { file: string };
  const response = await fetch(`${emulator.downloadUrl}${bundle.file}`);
  expect(response.status).toBe(200);
  const zip = new AdmZip(Buffer.from(await response.arrayBuffer()));
  const entries = zip.getEntries();
  return {
    answer,
    names: entries.map((entry) => entry.entryName),
    files: new Map(
      entries
        .filter((entry) => !entry.isDirectory)
        .map((entry) => [entry.entryName, entry.getData().toString('utf8')]),
    ),
  };
}

/** Expects an error envelope with this code. */
export function expectCode(answer: Answer, code: string): void {
  expect(answer.response).toMatchObject({ status: code === '200' ? 'success' : 'error', code });
}
