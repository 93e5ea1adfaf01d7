import { isRecord } from '../common/records.ts';
/** The `response` object every answer carries. */
export interface Envelope {
  readonly status: string;
  readonly code: string;
  readonly message: string;
}

export type Decoded =
  | { readonly ok: true; readonly body: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly envelope: Envelope }
  | { readonly ok: 'not-json' };

/**
 * Reads the envelope whatever the HTTP status says: public clients saw error envelopes with
 * HTTP 200, so the status line alone proves nothing either way.
 */
export function decodeEnvelope(text: string): Decoded {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: 'not-json' };
  }
  if (!isRecord(parsed) || !isRecord(parsed['response'])) return { ok: 'not-json' };
  const r = parsed['response'];
  const envelope: Envelope = {
    status: String(r['status'] ?? ''),
    code: String(r['code'] ?? ''),
    message: String(r['message'] ?? ''),
  };
  if (envelope.status === 'success') return { ok: true, body: parsed };
  return { ok: false, envelope };
}

/**
 * At most 200 characters of a body, on one line, for an error message. Redact the body before
 * cutting it: a secret cut in two would no longer match.
 */
export function excerpt(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine === '') return '(an empty body)';
  return JSON.stringify(oneLine.length > 200 ? `${oneLine.slice(0, 200)}…` : oneLine);
}
