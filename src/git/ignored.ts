import type { Git } from './git.ts';

export interface IgnoreCheck {
  /** New files git ignores (a .gitignore, info/exclude, core.excludesFile): `git add` refuses them. */
  readonly ignored: readonly string[];
  /** Paths the check could not tell of: `git add` decides for them. */
  readonly unchecked: ReadonlySet<string>;
}

/**
 * Which of `paths` git ignores and the index `env` names does not track. check-ignore reads each
 * path as a pathspec and refuses literal ones, so a path it would read as pathspec magic (a
 * leading `:`) is not asked, and none is told of when the check fails.
 */
export async function ignoredNewFiles(
  git: Git,
  env: Readonly<Record<string, string>>,
  workTree: readonly string[],
  paths: readonly string[],
): Promise<IgnoreCheck> {
  const plain = paths.filter((path) => !path.startsWith(':'));
  const magic = paths.filter((path) => path.startsWith(':'));
  const checked = await git.run([...workTree, 'check-ignore', '-z', '--stdin'], {
    env: { ...env, GIT_LITERAL_PATHSPECS: '0' },
    input: plain.join('\0'),
    allowFailure: true,
  });
  // Exit code 1: none is ignored.
  if (checked.exitCode > 1) return { ignored: [], unchecked: new Set(paths) };
  const ignored = checked.stdout.split('\0').filter((path) => path !== '');
  return { ignored, unchecked: new Set(magic) };
}

/** The sentence for pulled files a .gitignore keeps out of the commit. */
export function ignoredProblem(ignored: readonly string[]): string {
  const [noun, pronoun] = ignored.length === 1 ? ['file', 'it'] : ['files', 'them'];
  return (
    `The pulled ${noun} ${ignored.join(', ')} cannot be committed: a .gitignore of the ` +
    `repository ignores ${pronoun}; take ${pronoun} out of .gitignore or out of files`
  );
}
