/** What this code reads of a pull request, from any endpoint that returns one. */
export interface PullData {
  readonly number: number;
  /** The GraphQL id, for what only GraphQL can do (turning a pull request into a draft). */
  readonly node_id: string;
  readonly html_url: string;
  readonly title: string;
  readonly body: string | null;
  readonly draft?: boolean;
  readonly labels: ReadonlyArray<{ readonly name: string }>;
  readonly assignees?: ReadonlyArray<{ readonly login: string }> | null;
  readonly requested_reviewers?: ReadonlyArray<{ readonly login: string }> | null;
  readonly requested_teams?: ReadonlyArray<{ readonly slug: string }> | null;
  readonly auto_merge?: { readonly merge_method: string } | null;
}

/** An open pull request as the upsert compares it with the wanted one. */
export interface OpenPull {
  readonly number: number;
  readonly nodeId: string;
  readonly url: string;
  readonly title: string;
  readonly body: string;
  readonly draft: boolean;
  readonly labels: readonly string[];
  readonly assignees: readonly string[];
  /** Users whose review is requested and not yet given. */
  readonly reviewers: readonly string[];
  readonly teams: readonly string[];
  /** The merge method auto-merge is enabled with, if it is. */
  readonly autoMerge: string | undefined;
}

/** The fields the upsert compares, from a pull request as any endpoint returns it. */
export function toOpenPull(data: PullData): OpenPull {
  return {
    number: data.number,
    nodeId: data.node_id,
    url: data.html_url,
    title: data.title,
    body: data.body ?? '',
    draft: data.draft ?? false,
    labels: data.labels.map((l) => l.name),
    assignees: (data.assignees ?? []).map((u) => u.login),
    reviewers: (data.requested_reviewers ?? []).map((u) => u.login),
    teams: (data.requested_teams ?? []).map((t) => t.slug),
    autoMerge: data.auto_merge?.merge_method ?? undefined,
  };
}

/**
 * The names of `wanted` that `present` lacks, once each. GitHub compares logins, team slugs and
 * label names without regard to case, so this does too.
 */
export function missing(wanted: readonly string[], present: readonly string[]): string[] {
  const seen = new Set(present.map((p) => p.toLowerCase()));
  const out: string[] = [];
  for (const raw of wanted) {
    const name = raw.trim();
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}

/** Bodies are compared as GitHub shows them: line endings and trailing space do not count. */
export function sameText(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/\r\n?/g, '\n').trimEnd();
  return norm(a) === norm(b);
}
