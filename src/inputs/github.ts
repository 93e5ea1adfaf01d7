import type { InputReader } from './reader.ts';
import type { Settings } from './settings.ts';

/** What decides whether, and how, a run uses GitHub's API. */
export type GitHubUse = Pick<Settings, 'mode' | 'dryRun' | 'pull' | 'git' | 'context'>;

/**
 * Checks, with the other inputs, what the run's use of GitHub's API needs, so that a run missing
 * it fails before its first request instead of after the export and download: a pull request and
 * a signed commit need github-token and GITHUB_REPOSITORY. A dry run writes nothing, so it needs
 * no token; given one, it looks up the open pull request, and that needs the repository.
 */
export function checkGitHubUse(r: InputReader, use: GitHubUse): void {
  if (use.mode === 'push' || use.mode === 'check') return;
  const token = use.git.githubToken !== '' || r.refused('github-token');
  const pullRequest = use.pull.target === 'pull-request';
  const signed = use.git.signCommits && use.pull.target !== 'workspace' && !use.dryRun;
  const needToken = [
    ...(pullRequest && !use.dryRun ? ['pull requests'] : []),
    ...(signed ? ['sign-commits'] : []),
  ];
  if (needToken.length > 0 && !token) {
    r.problems.push(`Input required for ${needToken.join(' and ')} and not supplied: github-token`);
  }
  const needRepository = [
    ...(pullRequest && (token || !use.dryRun)
      ? ['open a pull request (or set pull-target: branch)']
      : []),
    ...(signed ? ['make a signed commit (or set sign-commits: false)'] : []),
  ];
  if (needRepository.length > 0 && use.context.repository === undefined) {
    r.problems.push(`GITHUB_REPOSITORY is not set: cannot ${needRepository.join(', nor ')}`);
  }
}
