import type { Revision } from '../../src/api/interface.ts';
import type { Role } from './auth.ts';
import type { FaultKind } from './faults.ts';
import type { RawParams } from './http.ts';

/** One request the emulator received on the API or download paths (control calls are not recorded). */
export interface CallRecord {
  /** The revision of the port it arrived on (downloads are served on 1.0.9.3's). */
  readonly revision: Revision;
  /** `resource/action`, `download`, or the path when it names no endpoint. */
  readonly endpoint: string;
  /** Arrival time, ms since the epoch. */
  readonly at: number;
  /** When the emulator had the answer of an API call (its own time is `answeredAt - at`). */
  readonly answeredAt?: number;
  /** Text parameters with `api_token` redacted, and each file part as its file name. */
  readonly params: Readonly<Record<string, string>>;
  /** The envelope's code; the HTTP status for downloads; the fault kind for a faulted call. */
  readonly code: string;
  /** Which token was used, when it was a valid one. */
  readonly role?: Role;
  /** The injected fault, when one acted on the call. */
  readonly fault?: FaultKind;
}

/** What a record shows of the parameters: never the token. */
export function recordedParams(raw: RawParams | undefined): Record<string, string> {
  if (!raw) return {};
  const params: Record<string, string> = {};
  for (const [name, value] of raw.fields)
    params[name] = name === 'api_token' ? '[redacted]' : value;
  for (const [name, file] of raw.files) params[name] = file.name;
  return params;
}
