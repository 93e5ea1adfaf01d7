import picomatch from 'picomatch';
import type { Git } from '../git/git.ts';
import { filesAtHead } from '../git/sync-ref.ts';
import { InputError } from '../inputs/index.ts';
import type { FilePattern } from '../inputs/patterns.ts';

/**
 * A file group whose `source` matches no file of the repository (a typo: `res/valuse/…`) is an
 * input problem before the push writes anything: its translation files, which its `translation`
 * pattern may well match, would go up with no base file to name them, and the sync ref would
 * move past them. One line per such group, naming its source.
 */
export async function refuseEmptyGroups(git: Git, patterns: readonly FilePattern[]): Promise<void> {
  const groups = patterns.flatMap((p) => (p.group?.source === undefined ? [] : [p.group]));
  if (groups.length === 0) return;
  const files = await filesAtHead(git);
  const problems = groups.flatMap((group) => {
    const source = group.source ?? '';
    const matches = picomatch(source, { dot: true });
    const ignored =
      group.ignore.length === 0 ? () => false : picomatch([...group.ignore], { dot: true });
    if (files.some((path) => matches(path) && !ignored(path))) return [];
    return [`Invalid files: the group's source '${source}' matches no file of the repository`];
  });
  if (problems.length > 0) throw new InputError(problems);
}
