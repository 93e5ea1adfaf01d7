import type { Answer } from './answers.ts';
import type { GitDatabase } from './git-database.ts';
import type { Store } from './store.ts';

/**
 * POST /graphql, for the mutations the action sends, which REST lacks: `convertPullRequestToDraft`,
 * `enablePullRequestAutoMerge`, and `updateRefs` (a ref moved only from the commit expected).
 * GraphQL answers 200 with `errors` for a request it cannot serve, as GitHub does.
 */
export function graphql(store: Store, body: unknown, git: GitDatabase | undefined): Answer {
  const { query, variables } = (body ?? {}) as {
    query?: unknown;
    variables?: Record<string, unknown>;
  };
  const mutation =
    typeof query === 'string'
      ? /\b(convertPullRequestToDraft|enablePullRequestAutoMerge|updateRefs)\s*\(/.exec(query)?.[1]
      : undefined;
  if (mutation === undefined) {
    return errors(
      'This stand-in serves only convertPullRequestToDraft, enablePullRequestAutoMerge and updateRefs',
    );
  }
  if (mutation === 'updateRefs') return updateRefs(store, variables ?? {}, git);
  const id = variables?.['id'];
  const pull = store.pulls.find((p) => p.node_id === id);
  if (pull === undefined) {
    return errors(`Could not resolve to a node with the global id of '${String(id)}'`, 'NOT_FOUND');
  }
  if (pull.state !== 'open') return errors('Pull request is closed');
  if (mutation === 'convertPullRequestToDraft') {
    pull.draft = true;
    return {
      status: 200,
      body: { data: { convertPullRequestToDraft: { pullRequest: { isDraft: true } } } },
    };
  }
  if (!store.allowAutoMerge) {
    return errors('Pull request Auto merge is not allowed for this repository', 'UNPROCESSABLE');
  }
  const method = String(variables?.['mergeMethod'] ?? 'MERGE').toLowerCase();
  if (method !== 'merge' && method !== 'squash' && method !== 'rebase') {
    return errors(`Argument 'mergeMethod' has an invalid value (${method})`);
  }
  // GitHub refuses when the pull request's head is not the commit the caller expects.
  git?.autoMergeRequested();
  const expected = input(query, variables ?? {}, 'expectedHeadOid');
  const head = git?.tip(pull.head.ref);
  if (expected !== undefined && head !== undefined && expected !== head) {
    return errors(`Head sha didn't match expected head sha (head is ${head})`, 'UNPROCESSABLE');
  }
  pull.auto_merge = { merge_method: method };
  return {
    status: 200,
    body: { data: { enablePullRequestAutoMerge: { pullRequest: { number: pull.number } } } },
  };
}

/**
 * A field of the mutation's `input`, given literally (`field: "value"`) or as a variable
 * (`field: $name`); undefined when the query has no such field.
 */
function input(
  query: unknown,
  variables: Record<string, unknown>,
  field: string,
): string | undefined {
  if (typeof query !== 'string') return undefined;
  const given = new RegExp(`\\b${field}\\s*:\\s*(?:"([^"]*)"|\\$(\\w+))`).exec(query);
  if (given === null) return undefined;
  const value = given[1] ?? variables[given[2] ?? ''];
  return typeof value === 'string' ? value : undefined;
}

function errors(message: string, type?: string): Answer {
  return { status: 200, body: { data: null, errors: [{ message, ...(type ? { type } : {}) }] } };
}

/** `updateRefs(input: {repositoryId, refUpdates: [{name, beforeOid, afterOid, force}]})`. */
function updateRefs(
  store: Store,
  variables: Record<string, unknown>,
  git: GitDatabase | undefined,
): Answer {
  if (git === undefined) return errors('This stand-in has no repository behind it');
  const id = variables['repositoryId'];
  if (id !== store.repositoryNodeId) {
    return errors(`Could not resolve to a node with the global id of '${String(id)}'`, 'NOT_FOUND');
  }
  const updates = variables['refUpdates'];
  if (!Array.isArray(updates) || updates.length === 0) return errors('refUpdates is empty');
  const problem = git.updateRefs(updates as Array<Record<string, unknown>>);
  if (problem !== undefined) return errors(problem, 'UNPROCESSABLE');
  return { status: 200, body: { data: { updateRefs: { clientMutationId: null } } } };
}
