import { filesAtCommit } from '../git/files-at-commit.ts';
import type { Git } from '../git/git.ts';

/**
 * Rails' YAML files keep their keys under their language (`de:`); the service keeps them without
 * it. A pull of such files asks the service for the root (`yaml_include_root`), so that a
 * language the repository has no file of yet gets one Rails can load, its root then spelled as
 * the repository spells the language (pull-rewrite.ts); files it has are edited under their own
 * root either way (translations/yaml-language-root.ts).
 */

/** Base files read to tell, at most: the sources of one pull. */
const MOST_READ = 20;
/** A base file larger than this is not read to tell. */
const MOST_BYTES = 1024 * 1024;

/** Whether any of the base-language YAML files at HEAD has its keys under its language. */
export async function baseFilesHaveLanguageRoot(
  git: Git,
  sources: readonly string[],
): Promise<boolean> {
  const yaml = sources.filter((path) => /\.ya?ml$/i.test(path)).slice(0, MOST_READ);
  if (yaml.length === 0) return false;
  const { hasLanguageRoot } = await import('../translations/yaml-language-root.ts');
  const files = await filesAtCommit(git, 'HEAD', yaml, MOST_BYTES);
  return [...files.values()].some(
    (bytes) => bytes !== undefined && hasLanguageRoot(bytes.toString('utf8')),
  );
}

/**
 * `params` with `yaml_include_root` asked for when the pull is of YAML whose base files (`sources`)
 * have their keys under their language, unless the user's export-params say otherwise.
 */
export async function withYamlRoot<P extends { readonly type: string }>(
  git: Git,
  params: P,
  sources: readonly string[],
): Promise<P> {
  if (params.type !== 'yml' || 'yaml_include_root' in params) return params;
  if (!(await baseFilesHaveLanguageRoot(git, sources))) return params;
  return { ...params, yaml_include_root: true };
}
