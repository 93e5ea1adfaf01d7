import type { SizeLimit } from '../common/markdown-fit.ts';

/**
 * GitHub's limits for what a run writes, in one place: the report's sections are given the room
 * these leave (report-model.ts), and the last guards before GitHub (`fitBody`, `fitSummary`)
 * hold to the same numbers.
 */

/** A pull request body: GitHub refuses a longer one with 422. It counts characters. */
export const PULL_REQUEST_BODY_LIMIT: SizeLimit = {
  most: 65_536,
  size: (text) => text.length,
  name: "GitHub's limit of 65,536 characters",
};

/** What one step writes to the job summary: past it, GitHub shows none of it. It counts bytes. */
export const STEP_SUMMARY_LIMIT: SizeLimit = {
  most: 1024 * 1024,
  size: (text) => Buffer.byteLength(text, 'utf8'),
  name: "GitHub's limit of 1 MiB for a step's summary",
};
