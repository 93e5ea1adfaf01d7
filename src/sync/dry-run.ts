import type { LmsClient } from '../api/index.ts';
import type { Log } from './log.ts';

/**
 * A client whose writes are printed instead of made; reads go through. Only the writes the action
 * makes are covered; the others are left as they are so that a new write cannot slip through
 * unprinted without a type error here.
 */
export function dryRunClient(client: LmsClient, log: Log): LmsClient {
  const would = (endpoint: string, params: object) =>
    log.info(`[dry-run] would call ${endpoint} with ${describeParams(params)}`);
  return {
    ...client,
    project: {
      ...client.project,
      // An export only reads, but these parameters make the service act elsewhere afterwards.
      export: async (params) => {
        const { webhook_url, triggers, repos, ...reads } = params;
        const acting = { webhook_url, triggers, repos };
        const named = Object.entries(acting).filter(([, value]) => value !== undefined);
        if (named.length > 0) {
          log.info(
            `[dry-run] would export with ${describeParams(Object.fromEntries(named))}; left out of this export`,
          );
        }
        return client.project.export(reads);
      },
      import: async (params) => {
        would('project/import', params);
        return { inserted: 0, updated: 0, skipped: 0 };
      },
      snapshot: async (params) => would('project/snapshot', params),
      screenshot: async (params) => would('project/screenshot', params),
      add: async (params) => {
        would('project/add', params);
        return { id: '(dry-run)' };
      },
      remove: async (params) => would('project/remove', params),
      empty: async (params) => would('project/empty', params),
    },
    language: {
      ...client.language,
      add: async (params) => would('language/add', params),
      remove: async (params) => would('language/remove', params),
      set: async (params) => would('language/set', params),
    },
    string: {
      ...client.string,
      set: async (params) => {
        would('string/set', params);
        return { inserted: 0, updated: 0 };
      },
      remove: async (params) => would('string/remove', params),
    },
  };
}

/** Parameters as one line of JSON; files as their name and size, long texts shortened. */
export function describeParams(params: object): string {
  return JSON.stringify(params, (_key, value: unknown) => {
    if (isFile(value)) return `${value.name} (${value.content.byteLength} bytes)`;
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
