import type { EndpointName } from './interface.ts';

/**
 * What a dry run does instead of changing anything. The interface table says which calls write
 * (`writes`) and which parameters make the service act elsewhere (`actsElsewhere`), so a write
 * added to the table is held back and shown by construction, not by a list kept by hand.
 */
export interface DryRun {
  /** A call that writes: shown here, never sent. */
  wouldWrite(endpoint: EndpointName, params: Readonly<Record<string, unknown>>): void;
  /** Parameters that would make the service act elsewhere: shown here, left out of the call. */
  leftOut(endpoint: EndpointName, params: Readonly<Record<string, unknown>>): void;
}

/** The body a write answers in a dry run: what its decoder needs, with nothing done. */
export const DRY_RUN_BODIES: Partial<Record<EndpointName, Readonly<Record<string, unknown>>>> = {
  'project/import': { result: { inserted: 0, updated: 0, skipped: 0 } },
  'project/add': { project: { id: '(dry-run)' } },
  'string/set': { result: { inserted: '0', updated: '0' } },
};
