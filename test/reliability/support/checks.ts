import { ENDPOINTS, type EndpointName } from '../../../src/api/interface.ts';
import type { CallRecord } from '../../emulator/calls.ts';
import type { Emulator } from '../../emulator/server.ts';
import { git } from '../../support/git-fixture.ts';

/** Endpoints that change the service's data: every POST but the two that only read. */
export const WRITE_ENDPOINTS: ReadonlySet<string> = new Set(
  (Object.keys(ENDPOINTS) as EndpointName[]).filter(
    (name) =>
      ENDPOINTS[name].method === 'POST' && name !== 'project/export' && name !== 'string/list',
  ),
);

/** True when the service handled the call (a fault answers instead, except `delay`). */
export function served(call: CallRecord): boolean {
  return call.fault === undefined || call.fault === 'delay';
}

/** Calls the service carried out that changed its data. */
export function acceptedWrites(calls: readonly CallRecord[]): CallRecord[] {
  return calls.filter((c) => WRITE_ENDPOINTS.has(c.endpoint) && c.code === '200' && served(c));
}

/** How many times each file was imported successfully, by the repository path sent as `filename`. */
export function importsPerFile(calls: readonly CallRecord[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const call of calls) {
    if (call.endpoint !== 'project/import' || call.code !== '200' || !served(call)) continue;
    const path = call.params['filename'] ?? call.params['file'] ?? '';
    counts.set(path, (counts.get(path) ?? 0) + 1);
  }
  return counts;
}

/** The service's data (projects, keys, translations, snapshots), without the kept bundles. */
export function serviceData(emulator: Emulator): string {
  return JSON.stringify(emulator.store.snapshot().projects);
}

/** Every ref on origin with the commit it points at: branches, the sync ref, anything else. */
export function originRefs(origin: string): string {
  return git(origin, 'for-each-ref', '--format=%(refname) %(objectname)');
}

/** `git status` of a checkout, untracked files listed one by one; '' when clean. */
export function status(workspace: string): string {
  return git(workspace, 'status', '--porcelain', '--untracked-files=all');
}

/** Calls that an injected fault answered, by kind. */
export function faultsByKind(calls: readonly CallRecord[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const call of calls) {
    if (!served(call) && call.fault) counts[call.fault] = (counts[call.fault] ?? 0) + 1;
  }
  return counts;
}

/**
 * The retries a run announced: a log line per transient fault (`retry N in`) and a line per 4048
 * (`before retry N`).
 */
export function announcedRetries(stdout: string): number {
  return stdout.split('\n').filter((line) => /(?:: retry \d+ in |before retry \d+$)/.test(line))
    .length;
}
