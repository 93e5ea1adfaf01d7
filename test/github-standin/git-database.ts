import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { notFound, unprocessable, validationFailed, type Answer } from './answers.ts';
import { checkBody } from './validate.ts';

/**
 * GitHub's Git database API (blobs, trees, commits, refs) over a real bare repository: the
 * scenario's `origin`, so that what the action writes through the API is what a later
 * `git fetch` sees, as on GitHub. Commits made here carry a `gpgsig` header and answer
 * `verification.verified: true`, as GitHub signs the commits its API makes for a bot token.
 */
export class GitDatabase {
  readonly #repository: string;
  readonly #baseUrl: () => string;
  readonly #fullName: string;
  /** Called once before the next ref update (a test's rival push, to lose a race). */
  beforeNextRefUpdate: (() => void) | undefined;
  /** Called once before auto-merge is next enabled (a test's push to the pull request's branch). */
  beforeNextAutoMerge: (() => void) | undefined;

  constructor(repository: string, fullName: string, baseUrl: () => string) {
    this.#repository = repository;
    this.#fullName = fullName;
    this.#baseUrl = baseUrl;
  }

  /** POST /git/blobs: `content` in `utf-8` (default) or `base64`. */
  createBlob(body: unknown): Answer {
    const fields = checkBody(body, { content: { type: 'string', required: true } });
    const encoding = fields['encoding'] ?? 'utf-8';
    if (encoding !== 'utf-8' && encoding !== 'base64') {
      throw validationFailed({ resource: 'Blob', field: 'encoding', code: 'invalid' });
    }
    const bytes = Buffer.from(String(fields['content']), encoding === 'base64' ? 'base64' : 'utf8');
    const sha = this.#git(['hash-object', '-w', '--stdin'], bytes);
    return { status: 201, body: { sha, url: this.#url(`blobs/${sha}`) } };
  }

  /** POST /git/trees: entries on `base_tree`; each names a blob by `sha` (or `content`). */
  createTree(body: unknown): Answer {
    const fields = checkBody(body, { base_tree: { type: 'string' } });
    const entries = fields['tree'];
    if (!Array.isArray(entries)) throw unprocessable('Invalid tree info');
    const index = mkdtempSync(join(tmpdir(), 'standin-index-'));
    const env = { GIT_INDEX_FILE: join(index, 'index') };
    try {
      const base = fields['base_tree'];
      if (typeof base === 'string') {
        if (!this.#exists(base, 'tree')) throw unprocessable('base_tree is not a valid tree oid');
        this.#git(['read-tree', base], undefined, env);
      }
      for (const entry of entries as Array<Record<string, unknown>>) {
        const { path, mode, type, sha } = entry;
        if (typeof path !== 'string' || typeof mode !== 'string' || type !== 'blob') {
          throw unprocessable('Invalid tree info');
        }
        if (typeof sha !== 'string' || !this.#exists(sha, 'blob')) {
          throw unprocessable(`tree.sha ${String(sha)} is not a valid blob`);
        }
        this.#git(
          ['update-index', '--add', '--cacheinfo', `${mode},${sha},${path}`],
          undefined,
          env,
        );
      }
      const sha = this.#git(['write-tree'], undefined, env);
      return {
        status: 201,
        body: { sha, url: this.#url(`trees/${sha}`), truncated: false, tree: [] },
      };
    } finally {
      rmSync(index, { recursive: true, force: true });
    }
  }

  /** POST /git/commits: a signed commit of `tree` on `parents`, by the token's bot. */
  createCommit(body: unknown): Answer {
    const fields = checkBody(body, {
      message: { type: 'string', required: true },
      tree: { type: 'string', required: true },
    });
    const tree = String(fields['tree']);
    const parents = Array.isArray(fields['parents']) ? (fields['parents'] as unknown[]) : [];
    if (!this.#exists(tree, 'tree')) throw unprocessable('Tree SHA does not exist');
    for (const parent of parents) {
      if (typeof parent !== 'string' || !this.#exists(parent, 'commit')) {
        throw unprocessable('Parent SHA does not exist or is not a commit object');
      }
    }
    const when = `${Math.floor(Date.now() / 1000)} +0000`;
    const author = 'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>';
    const object = [
      `tree ${tree}`,
      ...parents.map((p) => `parent ${String(p)}`),
      `author ${author} ${when}`,
      `committer GitHub <noreply@github.com> ${when}`,
      // Where GitHub's web-flow key signs: a signature header the stand-in cannot compute, shown
      // so that a test can tell the API's commit from one the action pushed.
      'gpgsig -----BEGIN PGP SIGNATURE-----',
      ' ',
      ' stand-in signature',
      ' -----END PGP SIGNATURE-----',
      '',
      String(fields['message']),
    ].join('\n');
    const sha = this.#git(['hash-object', '-t', 'commit', '-w', '--stdin'], Buffer.from(object));
    return {
      status: 201,
      body: {
        sha,
        url: this.#url(`commits/${sha}`),
        tree: { sha: tree, url: this.#url(`trees/${tree}`) },
        parents: parents.map((p) => ({ sha: p, url: this.#url(`commits/${String(p)}`) })),
        message: fields['message'],
        verification: { verified: true, reason: 'valid', signature: null, payload: null },
      },
    };
  }

  /** POST /git/refs: creates `ref`; 422 when it exists (so a create cannot overwrite). */
  createRef(body: unknown): Answer {
    const fields = checkBody(body, {
      ref: { type: 'string', required: true },
      sha: { type: 'string', required: true },
    });
    const ref = String(fields['ref']);
    if (!ref.startsWith('refs/') || ref.split('/').length < 3) {
      throw unprocessable('Reference name must start with refs/ and have at least two slashes.');
    }
    this.#rivalOnce();
    const sha = String(fields['sha']);
    if (!this.#exists(sha, 'commit')) throw unprocessable('Object does not exist');
    // An empty old value: git refuses when the ref already exists, as GitHub does.
    if (!this.#tryUpdateRef(ref, sha, '')) throw unprocessable('Reference already exists');
    return { status: 201, body: this.#refBody(ref, sha) };
  }

  /**
   * GraphQL `updateRefs`: every update moves its ref from `beforeOid` to `afterOid`, atomically;
   * one that finds its ref elsewhere fails them all.
   */
  updateRefs(updates: ReadonlyArray<Record<string, unknown>>): string | undefined {
    this.#rivalOnce();
    for (const update of updates) {
      const name = String(update['name']);
      const before = String(update['beforeOid']);
      const after = String(update['afterOid']);
      if (!this.#exists(after, 'commit')) return `Object ${after} does not exist`;
      const old = before === '0'.repeat(40) ? '' : before;
      if (!this.#tryUpdateRef(name, after, old)) {
        return `A ref update for ${name} was rejected: it is not at ${before}`;
      }
    }
    return undefined;
  }

  /** Where a branch points, for a test. */
  tip(branch: string): string | undefined {
    try {
      return this.#git(['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
    } catch {
      return undefined;
    }
  }

  /** Runs the test's `beforeNextAutoMerge`, once. */
  autoMergeRequested(): void {
    const push = this.beforeNextAutoMerge;
    this.beforeNextAutoMerge = undefined;
    push?.();
  }

  #rivalOnce(): void {
    const rival = this.beforeNextRefUpdate;
    this.beforeNextRefUpdate = undefined;
    rival?.();
  }

  #refBody(ref: string, sha: string): Record<string, unknown> {
    return {
      ref,
      node_id: `REF_${Buffer.from(ref).toString('base64url')}`,
      url: this.#url(ref),
      object: { type: 'commit', sha, url: this.#url(`commits/${sha}`) },
    };
  }

  #tryUpdateRef(ref: string, sha: string, old: string): boolean {
    try {
      this.#git(['update-ref', ref, sha, old]);
      return true;
    } catch {
      return false;
    }
  }

  #exists(sha: string, type: 'blob' | 'tree' | 'commit'): boolean {
    if (!/^[0-9a-f]{40}$/.test(sha)) return false;
    try {
      return this.#git(['cat-file', '-t', sha]) === type;
    } catch {
      return false;
    }
  }

  #url(path: string): string {
    return `${this.#baseUrl()}/repos/${this.#fullName}/git/${path}`;
  }

  #git(args: string[], input?: Buffer, env: Record<string, string> = {}): string {
    return execFileSync('git', args, {
      cwd: this.#repository,
      input,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
      .toString()
      .trim();
  }
}

/** A stand-in without a repository has no Git database: its endpoints answer 404. */
export function noGitDatabase(): never {
  throw notFound();
}
