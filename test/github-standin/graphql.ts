import type { Answer } from './answers.ts';
import type { Store } from './store.ts';

/**
 * POST /graphql, for the one mutation the action sends: `convertPullRequestToDraft`, which REST
 * lacks. GraphQL answers 200 with `errors` for a request it cannot serve, as GitHub does.
 */
export function graphql(store: Store, body: unknown): Answer {
  const { query, variables } = (body ?? {}) as {
    query?: unknown;
    variables?: Record<string, unknown>;
  };
  if (typeof query !== 'string' || !/\bconvertPullRequestToDraft\s*\(/.test(query)) {
    return errors('This stand-in serves only the convertPullRequestToDraft mutation');
  }
  const id = variables?.['id'];
  const pull = store.pulls.find((p) => p.node_id === id);
  if (pull === undefined) {
    return errors(`Could not resolve to a node with the global id of '${String(id)}'`, 'NOT_FOUND');
  }
  if (pull.state !== 'open') return errors('Pull request is closed');
  pull.draft = true;
  return {
    status: 200,
    body: { data: { convertPullRequestToDraft: { pullRequest: { isDraft: true } } } },
  };
}

function errors(message: string, type?: string): Answer {
  return { status: 200, body: { data: null, errors: [{ message, ...(type ? { type } : {}) }] } };
}
