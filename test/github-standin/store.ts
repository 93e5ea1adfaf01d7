import { randomBytes } from 'node:crypto';

/** A user as GitHub nests it in other objects. */
export interface StoredUser {
  login: string;
  id: number;
  type: 'User' | 'Bot';
}

export interface StoredLabel {
  id: number;
  name: string;
  color: string;
  default: boolean;
  description: string | null;
}

/** A pull request in GitHub's REST shape (the fields the action and Octokit read, and a few more). */
export interface StoredPull {
  id: number;
  node_id: string;
  number: number;
  url: string;
  html_url: string;
  issue_url: string;
  state: 'open' | 'closed';
  locked: boolean;
  title: string;
  body: string | null;
  draft: boolean;
  user: StoredUser;
  head: { ref: string; label: string; sha: string; repo: { full_name: string } };
  base: { ref: string; label: string; sha: string; repo: { full_name: string } };
  labels: StoredLabel[];
  assignee: StoredUser | null;
  assignees: StoredUser[];
  requested_reviewers: StoredUser[];
  requested_teams: Array<{ slug: string; name: string }>;
  maintainer_can_modify: boolean;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  merged_at: string | null;
  /** Set by GraphQL's enablePullRequestAutoMerge. */
  auto_merge: { merge_method: 'merge' | 'squash' | 'rebase' } | null;
}

/** An issue comment in GitHub's REST shape. */
export interface StoredComment {
  id: number;
  url: string;
  html_url: string;
  issue_url: string;
  body: string;
  user: StoredUser;
  created_at: string;
}

/** One repository's pull requests, labels and comments. */
export class Store {
  readonly owner: string;
  readonly repo: string;
  readonly pulls: StoredPull[] = [];
  readonly comments: StoredComment[] = [];
  readonly labels = new Map<string, StoredLabel>();
  private nextId = 1000;

  /** The repository's "Allow auto-merge" setting. */
  allowAutoMerge = true;

  constructor(owner: string, repo: string) {
    this.owner = owner;
    this.repo = repo;
  }

  get fullName(): string {
    return `${this.owner}/${this.repo}`;
  }

  /** The repository's GraphQL id, which `updateRefs` names it by. */
  get repositoryNodeId(): string {
    return `R_${Buffer.from(this.fullName).toString('base64url')}`;
  }

  id(): number {
    return this.nextId++;
  }

  user(login: string): StoredUser {
    return { login, id: idOf(login), type: login.endsWith('[bot]') ? 'Bot' : 'User' };
  }

  /** The open pull request from `head` into `base`, if any (GitHub allows one per pair). */
  openPull(head: string, base: string): StoredPull | undefined {
    return this.pulls.find((p) => p.state === 'open' && p.head.ref === head && p.base.ref === base);
  }

  /** The label named `name` (case-insensitively), made on first use as GitHub does. */
  label(name: string): StoredLabel {
    const key = name.toLowerCase();
    let label = this.labels.get(key);
    if (label === undefined) {
      label = { id: this.id(), name, color: 'ededed', default: false, description: null };
      this.labels.set(key, label);
    }
    return label;
  }
}

/** Logins map to stable ids, so the same user looks the same in every answer. */
function idOf(login: string): number {
  let hash = 7;
  for (const char of login) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_007;
  return hash;
}

/** A commit id in the form GitHub returns; the stand-in keeps no commits. */
export function fakeSha(): string {
  return randomBytes(20).toString('hex');
}

/** A timestamp as GitHub writes them: ISO 8601 in UTC, without milliseconds. */
export function now(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}
