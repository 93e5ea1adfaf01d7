/** The oldest Node major the action runs on: a dependency needs Node 24's zlib as it loads. */
export const REQUIRED_NODE_MAJOR = 24;

/**
 * The workflow error line for a Node too old to load the action, or undefined when `version`
 * (as `process.versions.node` gives it) is new enough.
 */
export function nodeTooOld(version: string): string | undefined {
  const major = Number(version.split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return undefined;
  return `::error::l10n-sync needs Node ${REQUIRED_NODE_MAJOR} or later (this is Node ${version}); use runs.using: node${REQUIRED_NODE_MAJOR} (as action.yml does), or Node ${REQUIRED_NODE_MAJOR} to run dist/index.js yourself`;
}
