/** An answer of the stand-in: status and JSON body, plus any extra headers. */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Thrown by a handler to answer with an error, the way GitHub would. */
export class Refusal extends Error {
  readonly status: number;
  readonly body: Readonly<Record<string, unknown>>;

  constructor(status: number, body: Readonly<Record<string, unknown>>) {
    super(typeof body['message'] === 'string' ? body['message'] : `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

const DOCS = 'https://docs.github.com/rest';

/** GitHub's answer for an unknown repository, path or number (and for what a token may not see). */
export const notFound = () =>
  new Refusal(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });

/** GitHub's answer to a body that breaks the endpoint's schema. */
export const invalidRequest = (detail: string) =>
  new Refusal(422, {
    message: `Invalid request.\n\n${detail}`,
    documentation_url: DOCS,
    status: '422',
  });

/** GitHub's answer to a request that is well-formed but not acceptable. */
export const validationFailed = (...errors: ReadonlyArray<Record<string, unknown>>) =>
  new Refusal(422, {
    message: 'Validation Failed',
    errors,
    documentation_url: DOCS,
    status: '422',
  });

/** A 422 with a message of its own (review requests answer this way). */
export const unprocessable = (message: string) =>
  new Refusal(422, { message, documentation_url: DOCS, status: '422' });
