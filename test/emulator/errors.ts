import type { ErrorCode } from '../../src/api/interface.ts';
import { ERROR_CODES } from '../../src/api/interface.ts';

/**
 * An error the service answers with an envelope (`response.status` `error`). Handlers throw it
 * wherever the interface's condition for the code arises; the pipeline turns it into the envelope.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;

  /** `detail` is appended to the code's meaning from §7, so every message starts the same way. */
  constructor(code: ErrorCode, detail?: string) {
    super(detail ? `${ERROR_CODES[code]}: ${detail}` : ERROR_CODES[code]);
    this.code = code;
  }
}

/** A 4040 ("custom error message") whose message is exactly `message`. */
export function customError(message: string): ApiError {
  const error = new ApiError('4040');
  error.message = message;
  return error;
}
