import type { LineCounts } from '../propose/publish-types.ts';
import type { PulledFile } from '../pull/pull-types.ts';
import { pullSections, type PullReportFacts } from './pull-sections.ts';
import { PULL_REQUEST, renderReport } from './report-model.ts';

/**
 * The default pull request body: the files (folded), the strings that changed, what happened to
 * the repository's own texts, how far each language is, how it was exported (pull-sections.ts).
 * The strings take the room the rest leaves below GitHub's limit; rows beyond it are in the job
 * summary.
 */
export function pullRequestBody(
  files: readonly PulledFile[],
  lines: LineCounts,
  source: Omit<PullReportFacts, 'fetch' | 'lines' | 'proposed' | 'dryRun'> &
    Omit<PullReportFacts['fetch'], 'changed'>,
): string {
  const { projectId, revision, toLocal, notes, ...fetch } = source;
  const facts = { fetch: { ...fetch, changed: files }, lines, projectId, revision, toLocal, notes };
  return renderReport(pullSections(facts), PULL_REQUEST);
}
