import { ApiError } from './errors.ts';

/** What a token may do. */
export type Role = 'readWrite' | 'readOnly';

/** The account's tokens. Both revisions accept both (one account, one store). */
export interface Tokens {
  readonly readWrite: string;
  readonly readOnly: string;
}

/**
 * The role of the request's `api_token`: 401 when it is missing or empty, 4011 when it is not one
 * of the account's tokens.
 */
export function authenticate(tokens: Tokens, token: string | undefined): Role {
  if (token === undefined || token === '') throw new ApiError('401');
  if (token === tokens.readWrite) return 'readWrite';
  if (token === tokens.readOnly) return 'readOnly';
  throw new ApiError('4011');
}

/**
 * Read-only tokens may call the endpoints that change nothing (the GET endpoints, string/list and
 * export); the interface does not say which operations they may perform, and this is the rule the
 * design fixes for the emulator. Everything else is 403.
 */
export function authorize(role: Role, writes: boolean, endpoint: string): void {
  if (writes && role === 'readOnly') {
    throw new ApiError('403', `a read-only token cannot call ${endpoint}`);
  }
}
