import type { EndpointName } from './interface.ts';

/** Something slow or unusual the client did, for the caller to log. Texts carry no secrets. */
export interface ApiEvent {
  readonly type: 'wait';
  readonly endpoint: EndpointName | 'download';
  /** Why: the revision's stated spacing, a 4048 answer, or a transient fault. */
  readonly reason: 'rate-limit' | 'refused' | 'transient';
  readonly ms: number;
  /** The retry this wait precedes (1-based); 0 for pacing before a first attempt. */
  readonly retry: number;
  readonly detail: string;
}

export type ApiEventListener = (event: ApiEvent) => void;
