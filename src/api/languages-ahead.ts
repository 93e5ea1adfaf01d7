import type { LmsClient } from './client.ts';

type LanguageList = LmsClient['language']['list'];

/**
 * The client, its first `language/list` of project `id` answered by `ahead`: the project's
 * languages asked before this client could be made (main.ts asks while git answers, so the run's
 * first request to the service waits for no git command). Later reads ask the service again: an
 * import may add a language during the run.
 */
export function withLanguagesAhead(
  client: LmsClient,
  id: string,
  ahead: ReturnType<LanguageList>,
): LmsClient {
  let taken = false;
  const list: LanguageList = (params) => {
    if (taken || params.id !== id) return client.language.list(params);
    taken = true;
    return ahead;
  };
  return { ...client, language: { ...client.language, list } };
}
