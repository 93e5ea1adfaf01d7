import { count } from '../common/plural.ts';
import type { DryRun } from '../api/index.ts';
import { HIDDEN } from '../pull/export-request.ts';
import type { Log } from '../common/log.ts';

/**
 * The dry run's lines: each call that would write, with its parameters, and the export
 * parameters that would make the service act elsewhere (left out of the export that is made).
 */
export function dryRunLog(log: Log): DryRun {
  return {
    wouldWrite: (endpoint, params) =>
      log.info(`[dry-run] would call ${endpoint} with ${describeParams(params)}`),
    leftOut: (endpoint, params) => {
      const exporting = endpoint === 'project/export';
      const verb = exporting ? 'export' : `call ${endpoint}`;
      // Every parameter here acts elsewhere: named, its value (a chat hook's address) hidden.
      const named = Object.fromEntries(Object.keys(params).map((name) => [name, HIDDEN]));
      log.info(
        `[dry-run] would ${verb} with ${describeParams(named)}; left out of this ${exporting ? 'export' : 'call'}`,
      );
    },
  };
}

/** Parameters as one line of JSON; files as their name and size, long texts shortened. */
export function describeParams(params: object): string {
  return JSON.stringify(params, (_key, value: unknown) => {
    if (isFile(value)) return `${value.name} (${count(value.content.byteLength, 'byte')})`;
    if (typeof value === 'string' && value.length > 120)
      return `${value.slice(0, 40)}… (${value.length} characters)`;
    return value;
  });
}

function isFile(value: unknown): value is { name: string; content: Uint8Array } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'content' in value &&
    (value as { content: unknown }).content instanceof Uint8Array
  );
}
