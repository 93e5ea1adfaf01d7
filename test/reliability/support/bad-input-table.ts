import { MODE, unixAttributes, zipBytes, type ZipEntrySpec } from '../../support/zip-writer.ts';
import { editJson, json, type AnswerProxy } from './answer-proxy.ts';
import { EXTENSIONS, READS } from '../../support/format-lists.ts';

/** What a case can reach to set the stage and to spell its message. */
export interface BadInputContext {
  readonly proxy: AnswerProxy;
  /** The emulator's 1.0.9.2 address. */
  readonly url1092: string;
  /** A loopback address where nothing listens. */
  readonly closedUrl: string;
  readonly readOnlyToken: string;
  /** Puts bytes where the next export's bundle would be. */
  nextBundle(bytes: Buffer): void;
}

export interface BadInput {
  readonly kind: 'input' | 'answer' | 'bundle';
  readonly name: string;
  readonly inputs?: Record<string, string> | ((ctx: BadInputContext) => Record<string, string>);
  readonly env?: Record<string, string>;
  readonly arrange?: (ctx: BadInputContext) => void;
  /**
   * The `::error::` lines a user sees, unescaped. `{download}` is the download-url,
   * `{closed-host}` the host and port where nothing listens, `{project}` the project id.
   */
  readonly errors: readonly string[];
}

const GOOD = '{"hello": "Hallo"}';

/** A bundle holding the one good German file and `bad` entries. */
function bundle(...bad: ZipEntrySpec[]): (ctx: BadInputContext) => void {
  return (ctx) => ctx.nextBundle(zipBytes([{ name: 'locales/de.json', data: GOOD }, ...bad]));
}

const PULL = { mode: 'pull' };

export const BAD_INPUTS: readonly BadInput[] = [
  // The action's inputs: refused before any call.
  {
    kind: 'input',
    name: 'no project id',
    inputs: { 'project-id': '' },
    errors: ['Input required and not supplied: project-id'],
  },
  {
    kind: 'input',
    name: 'no files pattern',
    inputs: { files: ' ' },
    errors: ['Input required and not supplied: files'],
  },
  {
    kind: 'input',
    name: 'an api-url that is not a URL',
    inputs: { 'api-url': 'lms.example.com' },
    errors: ["Invalid api-url: URL 'lms.example.com' is not a URL; expected https://host[/path]"],
  },
  {
    kind: 'input',
    name: 'a download-url in clear text to a remote host',
    inputs: { 'download-url': 'http://files.example.com/' },
    errors: [
      "Invalid download-url: URL 'http://files.example.com' uses plain http to a host that is not loopback; the token would travel in clear text: use https",
    ],
  },
  {
    kind: 'input',
    name: 'an absolute files pattern',
    inputs: { files: '/srv/%LANG_ISO%.json' },
    errors: ["Invalid files: '/srv/%LANG_ISO%.json' must be a relative path with forward slashes"],
  },
  {
    kind: 'input',
    name: 'several .ini files per language for a pull on 1.0.9.2 without use-original',
    inputs: (ctx) => ({
      ...PULL,
      revision: '1.0.9.2',
      'api-url': ctx.url1092,
      files: 'locales/%LANG_ISO%/*.ini',
    }),
    errors: [
      'Invalid files: a pull of several files per language on 1.0.9.2 places each key of its one export by the base files, and ini files are not read key by key; name one file per language, or use revision 1.0.9.3',
    ],
  },
  {
    kind: 'input',
    name: 'patterns of two formats for a pull on 1.0.9.2 without use-original',
    inputs: (ctx) => ({
      ...PULL,
      revision: '1.0.9.2',
      'api-url': ctx.url1092,
      files: 'a/%LANG_ISO%.json\nb/%LANG_ISO%.po',
    }),
    errors: [
      'Invalid files: the patterns need json and po, which a pull on 1.0.9.2 cannot export apart: its one export of a format holds every key of the project; use one format, or revision 1.0.9.3',
    ],
  },
  {
    kind: 'input',
    name: 'a pull on 1.0.9.2 without download-url',
    inputs: (ctx) => ({
      ...PULL,
      revision: '1.0.9.2',
      'api-url': ctx.url1092,
      'download-url': '',
    }),
    errors: ['Input required for pulls on revision 1.0.9.2 and not supplied: download-url'],
  },
  {
    kind: 'input',
    name: 'a format the action has no reader for',
    inputs: (ctx) => ({ ...PULL, revision: '1.0.9.2', 'api-url': ctx.url1092, format: 'xlsx' }),
    errors: [`Invalid format: 'xlsx' is no format the action reads (it reads ${READS})`],
  },
  {
    kind: 'input',
    name: 'export-params that are a list',
    inputs: { 'export-params': '[1, 2]' },
    errors: ['Invalid export-params: expected a mapping of parameter names to values'],
  },
  {
    kind: 'input',
    name: 'export-params that are neither JSON nor YAML',
    inputs: { 'export-params': '{"export_sort": ' },
    errors: [
      'Invalid export-params: not JSON or YAML (Flow map must end with a } at line 1, column 16:)',
    ],
  },
  {
    kind: 'input',
    name: 'directory-prefix without use-original',
    inputs: { 'directory-prefix': 'i18n' },
    errors: ['Invalid directory-prefix: it applies only with use-original: true'],
  },
  {
    kind: 'input',
    name: 'a pull-target that does not exist',
    inputs: { 'pull-target': 'fork' },
    errors: ["Invalid pull-target: expected one of pull-request, branch, workspace, got 'fork'"],
  },
  {
    kind: 'input',
    name: 'a pull of files whose format their name does not tell',
    inputs: { ...PULL, files: 'locales/%LANG_ISO%.txt' },
    errors: [
      `Invalid format: it cannot be derived from the files patterns (no format is known for txt); set format, or use one of ${EXTENSIONS}`,
    ],
  },

  // What the service answers: refused before anything is written.
  {
    kind: 'answer',
    name: 'a token the service does not know',
    inputs: { 'api-token': '0123456789abcdef0123456789abcdef01234567' },
    errors: [
      'language/list (revision 1.0.9.3) failed with 4011: invalid API token. What to do: check that api-token is a current token of the service (a regenerated token invalidates the old one)',
    ],
  },
  {
    kind: 'answer',
    name: 'a project the token cannot reach',
    inputs: { 'project-id': '0123456789abcdef012345.01234567' },
    errors: [
      'language/list (revision 1.0.9.3) failed with 403: no permission to access this resource: project 0123456789abcdef012345.01234567 is not accessible with this token. What to do: check that the token is read-write and that project-id names a project it can access',
    ],
  },
  {
    kind: 'answer',
    name: 'a read-only token for a push',
    inputs: (ctx) => ({ 'api-token': ctx.readOnlyToken }),
    errors: [
      '[1/1] locales/en.json (en) failed: project/import (revision 1.0.9.3) failed with 403: no permission to access this resource: a read-only token cannot call project/import. What to do: check that the token is read-write and that project-id names a project it can access',
      'Push failed for locales/en.json; the sync ref was left where it was, so the next run uploads them again',
    ],
  },
  {
    kind: 'answer',
    name: 'an error code the interface does not list',
    arrange: ({ proxy }) =>
      proxy.answer(
        '/api/language/list',
        json({ response: { status: 'error', code: '5000', message: 'Database on fire' } }),
      ),
    errors: [
      'language/list (revision 1.0.9.3) failed with 5000 (unknown error code): Database on fire',
    ],
  },
  {
    kind: 'answer',
    name: 'an empty answer',
    arrange: ({ proxy }) =>
      proxy.answer('/api/language/list', { status: 200, contentType: 'text/plain', body: '' }),
    errors: [
      "language/list (revision 1.0.9.3): the service answered with something that is not the interface's JSON: (an empty body)",
    ],
  },
  {
    kind: 'answer',
    name: 'JSON that is not an object',
    arrange: ({ proxy }) => proxy.answer('/api/language/list', json([])),
    errors: [
      'language/list (revision 1.0.9.3): the service answered with something that is not the interface\'s JSON: "[]"',
    ],
  },
  {
    kind: 'answer',
    name: 'a success without the language list',
    arrange: ({ proxy }) =>
      proxy.answer(
        '/api/language/list',
        json({ response: { status: 'success', code: '200', message: 'OK' } }),
      ),
    errors: [
      "language/list (revision 1.0.9.3): the service answered with something that is not the interface's JSON: languages is not an array",
    ],
  },
  {
    kind: 'answer',
    name: 'a redirect to a login page that echoes the request, token and all',
    arrange: ({ proxy }) =>
      proxy.answer('/api/language/list', (_upstream, url) => ({
        status: 302,
        contentType: 'text/html',
        headers: { location: `https://sso.example.com/login?next=${encodeURIComponent(url)}` },
        body: `<html><body>Redirecting to https://sso.example.com/login?next=${url}</body></html>`,
      })),
    errors: [
      'language/list (revision 1.0.9.3): the service answered with something that is not the interface\'s JSON: "<html><body>Redirecting to https://sso.example.com/login?next=/api/language/list?api_token=***&id={project}</body></html>"',
    ],
  },
  {
    kind: 'answer',
    name: 'a 404 page that echoes the request, token and all',
    arrange: ({ proxy }) =>
      proxy.answer('/api/language/list', (_upstream, url) => ({
        status: 404,
        contentType: 'text/plain',
        body: `Cannot GET ${url}`,
      })),
    errors: [
      'language/list (revision 1.0.9.3) got no usable answer: HTTP 404 without the interface\'s envelope: "Cannot GET /api/language/list?api_token=***&id={project}"',
    ],
  },
  {
    kind: 'answer',
    name: 'an export whose bundle path is a URL',
    inputs: PULL,
    arrange: ({ proxy }) =>
      proxy.answer(
        '/api/project/export',
        editJson((body) => {
          body['bundle'] = {
            file: 'https://evil.example/steal.zip',
            full_file: 'https://evil.example/steal.zip',
          };
        }),
      ),
    errors: [
      "download (revision 1.0.9.3) not sent: the bundle path 'https://evil.example/steal.zip' is not a relative path below download-url",
    ],
  },
  {
    kind: 'answer',
    name: 'an export whose bundle path climbs out of download-url',
    inputs: PULL,
    arrange: ({ proxy }) =>
      proxy.answer(
        '/api/project/export',
        editJson((body) => {
          body['bundle'] = { file: 'files/../../../etc/bundle.zip' };
        }),
      ),
    errors: [
      "download (revision 1.0.9.3) not sent: the bundle path 'files/../../../etc/bundle.zip' is not a relative path below download-url",
    ],
  },
  {
    kind: 'answer',
    name: 'an export answer without a bundle',
    inputs: PULL,
    arrange: ({ proxy }) =>
      proxy.answer(
        '/api/project/export',
        editJson((body) => {
          delete body['bundle'];
        }),
      ),
    errors: [
      "project/export (revision 1.0.9.3): the service answered with something that is not the interface's JSON: bundle is not an object",
    ],
  },
  {
    kind: 'answer',
    name: 'a full_file in clear text to another host, with no download-url',
    inputs: { ...PULL, 'download-url': '' },
    arrange: ({ proxy }) =>
      proxy.answer(
        '/api/project/export',
        editJson((body) => {
          body['bundle'] = { file: 'b.zip', full_file: 'http://files.example.com/b.zip' };
        }),
      ),
    errors: [
      "download (revision 1.0.9.3) not sent: the bundle URL 'http://files.example.com' uses plain http to a host that is not loopback; the token would travel in clear text: use https",
    ],
  },
  {
    kind: 'answer',
    name: 'an export refused with 4047',
    inputs: PULL,
    arrange: ({ proxy }) =>
      proxy.answer(
        '/api/project/export',
        json({ response: { status: 'error', code: '4047', message: 'Unsupported export type' } }),
      ),
    errors: [
      'project/export (revision 1.0.9.3) failed with 4047 (invalid export type): Unsupported export type. What to do: choose an export format the revision supports',
    ],
  },
  {
    kind: 'answer',
    name: 'a bundle that is gone',
    inputs: PULL,
    arrange: ({ proxy }) =>
      proxy.answer(
        '/api/project/export',
        editJson((body) => {
          body['bundle'] = { file: 'files/export/gone.zip' };
        }),
      ),
    errors: [
      'download (revision 1.0.9.3) got no usable answer: HTTP 404 from {download}files/export/gone.zip',
    ],
  },
  {
    kind: 'answer',
    name: 'a service that is not listening',
    inputs: (ctx) => ({ 'api-url': ctx.closedUrl }),
    errors: [
      'language/list (revision 1.0.9.3) got no usable answer: ECONNREFUSED connect ECONNREFUSED {closed-host}. What to do: check api-url and that the service is reachable from the runner',
    ],
  },

  // What the bundle holds: refused whole, nothing written.
  {
    kind: 'bundle',
    name: 'an absolute path',
    inputs: PULL,
    arrange: bundle({ name: '/locales/fr.json', data: GOOD }),
    errors: ["Refused the bundle, nothing was written: '/locales/fr.json': absolute path"],
  },
  {
    kind: 'bundle',
    name: 'a path that climbs out of the checkout',
    inputs: PULL,
    arrange: bundle({ name: 'locales/../../fr.json', data: GOOD }),
    errors: ["Refused the bundle, nothing was written: 'locales/../../fr.json': '..' in the path"],
  },
  {
    kind: 'bundle',
    name: 'a symbolic link',
    inputs: PULL,
    arrange: bundle({
      name: 'locales/fr.json',
      data: '/etc/passwd',
      attributes: unixAttributes(MODE.symlink),
    }),
    errors: ["Refused the bundle, nothing was written: 'locales/fr.json': symbolic link"],
  },
  {
    kind: 'bundle',
    name: 'a device',
    inputs: PULL,
    arrange: bundle({ name: 'locales/fr.json', attributes: unixAttributes(MODE.characterDevice) }),
    errors: ["Refused the bundle, nothing was written: 'locales/fr.json': character device"],
  },
  {
    kind: 'bundle',
    name: 'a bad CRC',
    inputs: PULL,
    arrange: bundle({ name: 'locales/fr.json', data: GOOD, crc: 1234 }),
    errors: [
      "Refused the bundle, nothing was written: 'locales/fr.json': bad CRC (corrupt archive)",
    ],
  },
  {
    kind: 'bundle',
    name: 'a size its data does not have',
    inputs: PULL,
    arrange: bundle({ name: 'locales/fr.json', data: GOOD, declaredSize: 5 }),
    errors: [
      "Refused the bundle, nothing was written: 'locales/fr.json': inflates to more than the 5 bytes its header declares",
    ],
  },
  {
    kind: 'bundle',
    name: 'a truncated archive',
    inputs: PULL,
    arrange: (ctx) => {
      const whole = zipBytes([
        { name: 'locales/de.json', data: GOOD },
        { name: 'locales/fr.json', data: GOOD },
      ]);
      ctx.nextBundle(whole.subarray(0, Math.floor(whole.length * 0.6)));
    },
    errors: [
      'Refused the bundle, nothing was written: truncated or corrupt archive (no end of central directory)',
    ],
  },
  {
    kind: 'bundle',
    name: 'the same name twice',
    inputs: PULL,
    arrange: bundle({ name: 'locales/de.json', data: '{"hello": "Tag"}' }),
    errors: ["Refused the bundle, nothing was written: 'locales/de.json': duplicate name"],
  },
  {
    kind: 'bundle',
    name: 'a NUL byte in a name',
    inputs: PULL,
    arrange: bundle({ name: 'locales/fr.json\0.sh', data: GOOD }),
    errors: [
      "Refused the bundle, nothing was written: 'locales/fr.json\\x00.sh': NUL byte in the name",
    ],
  },
  {
    kind: 'bundle',
    name: 'backslashes in a name',
    inputs: PULL,
    arrange: bundle({ name: 'locales\\fr.json', data: GOOD }),
    errors: ["Refused the bundle, nothing was written: 'locales\\fr.json': backslash in the name"],
  },
  {
    kind: 'bundle',
    name: 'a drive letter',
    inputs: PULL,
    arrange: bundle({ name: 'C:/locales/fr.json', data: GOOD }),
    errors: ["Refused the bundle, nothing was written: 'C:/locales/fr.json': drive letter"],
  },
  {
    kind: 'bundle',
    name: 'an encrypted entry',
    inputs: PULL,
    arrange: bundle({ name: 'locales/fr.json', data: GOOD, flags: 1 }),
    errors: ["Refused the bundle, nothing was written: 'locales/fr.json': encrypted"],
  },
  {
    kind: 'bundle',
    name: 'an unsupported compression method',
    inputs: PULL,
    arrange: bundle({ name: 'locales/fr.json', data: GOOD, methodCode: 12 }),
    errors: [
      "Refused the bundle, nothing was written: 'locales/fr.json': compression method 12 (only stored and deflated are supported)",
    ],
  },
  {
    kind: 'bundle',
    name: 'a zip bomb (2 MiB of zeros in 2 kB)',
    inputs: PULL,
    arrange: bundle({ name: 'locales/fr.json', data: Buffer.alloc(2 * 1024 * 1024) }),
    errors: [
      "Refused the bundle, nothing was written: 'locales/fr.json': expands 1024× (2097152 bytes from 2049), over the budget of 200×",
    ],
  },
  {
    kind: 'bundle',
    name: 'a workflow file outside the patterns',
    inputs: PULL,
    arrange: bundle({ name: '.github/workflows/release.yml', data: 'on: push' }),
    errors: [
      "Refused the bundle, nothing was written: '.github/workflows/release.yml': matches no files pattern. Adjust the files pattern (locales/%LANG_ISO%.json), or set filter_filenames in export-params so the service sends only matching files",
    ],
  },
];
