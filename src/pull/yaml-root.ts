import { filesAtCommit } from '../git/files-at-commit.ts';
import type { Git } from '../git/git.ts';
import { FILE_FORMATS, fileFormatOf } from '../translations/index.ts';

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

/** Whether any base-language file at HEAD of a format with a language root has one. */
export async function baseFilesHaveLanguageRoot(
  git: Git,
  sources: readonly string[],
): Promise<boolean> {
  const rooted = sources.filter((path) => fileFormatOf(path)?.languageRoot).slice(0, MOST_READ);
  if (rooted.length === 0) return false;
  const files = await filesAtCommit(git, 'HEAD', rooted, MOST_BYTES);
  for (const [path, bytes] of files) {
    const languageRoot = fileFormatOf(path)?.languageRoot;
    if (bytes === undefined || languageRoot === undefined) continue;
    if ((await languageRoot()).hasLanguageRoot(bytes.toString('utf8'))) return true;
  }
  return false;
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
  const languageRoot = FILE_FORMATS.find((f) => f.exportType === params.type)?.languageRoot;
  if (languageRoot === undefined) return params;
  const { exportParam } = await languageRoot();
  if (exportParam in params || !(await baseFilesHaveLanguageRoot(git, sources))) return params;
  return { ...params, [exportParam]: true };
}
