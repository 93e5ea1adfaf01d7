import type { ApiEvent, ApiStillWaitingEvent } from '../api/index.ts';

/**
 * The log line for something slow the client does: a wait it starts, and the same wait told again
 * each heartbeat while it lasts (a pending answer, a bundle arriving, a rate-limit window, a
 * backoff), so that the log never falls silent for longer than the heartbeat.
 */
export function eventLine(event: ApiEvent): string {
  const what = event.endpoint === 'project/import' ? 'import' : event.endpoint;
  if (event.type === 'still-waiting') return stillWaiting(event, what);
  const s = seconds(event.ms);
  switch (event.reason) {
    case 'rate-limit':
      return `waiting ${s} for the ${what} rate limit (${event.detail})`;
    case 'refused':
      return `the service refused ${what} with 4048 (too many requests): waiting ${s} before retry ${event.retry}`;
    case 'transient':
      // A line, not an annotation: most retries succeed, and a failure is reported on its own.
      return `${what} failed (${event.detail}): retry ${event.retry} in ${s}`;
  }
}

function stillWaiting(event: ApiStillWaitingEvent, what: string): string {
  const progress = `${seconds(event.elapsedMs)} of ${seconds(event.limitMs)}`;
  const attempt = event.retry > 0 ? ` (retry ${event.retry})` : '';
  switch (event.awaiting) {
    case 'answer':
      return `still waiting for the answer to ${what}${attempt}: ${progress}`;
    case 'download':
      return event.bytes === undefined
        ? `still waiting for the bundle's server to answer${attempt}: ${progress}`
        : `still downloading the bundle${attempt}: ${size(event.bytes)} in ${seconds(event.elapsedMs)} (stops at ${seconds(event.limitMs)})`;
    case 'rate-limit':
      return `still waiting for the ${what} rate limit: ${progress}`;
    case 'refused':
    case 'transient':
      return `still waiting to retry ${what}: ${progress}`;
  }
}

/** Whole seconds from 10 s on, tenths below ("0.3 s" at a test's time scale). */
function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms >= 10_000 ? 0 : 1)} s`;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? '' : 's'}`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
}
