import { readInLanguageBatches, type LmsClient } from '../api/index.ts';
import { sameLanguage } from '../files/languages.ts';
import { sortFindings, type Finding } from '../qa/review.ts';
import type { ProgressCounter } from './progress.ts';
import type { ProjectStrings } from './project-strings.ts';

/** What the quality pass read: every language's counts, and the checks' findings once done. */
export interface ReadStrings {
  readonly counter: ProgressCounter;
  findings(): Promise<Finding[]>;
}

/**
 * The quality pass's string/list, the base language first: one call of every language while its
 * answer keeps under the read limit (the first batch takes them all), else batches sized from
 * what was read (LanguageBatches): at 10,000 keys × 100 languages the one answer passed the limit
 * (0.9 million texts), and every pull failed. Each batch is read into a ProjectStrings of its own
 * (a new one for each attempt of the call, as the client asks), continuing the batch before it;
 * the counts and the findings of all of them are the pass's.
 */
export async function readProjectStrings(
  client: LmsClient,
  id: string,
  project: { readonly base: string; readonly languages: readonly string[] },
  make: (languages: readonly string[], after: ProjectStrings | undefined) => ProjectStrings,
): Promise<ReadStrings> {
  const { base } = project;
  const ordered = [base, ...project.languages.filter((l) => !sameLanguage(l, base))];
  // No guess of a language's texts before an answer: the first batch asks for every language,
  // as one call without `langs`.
  const limits = { maxAnswerBytes: client.maxAnswerBytes, textsPerLanguage: 1 };
  const read = await readInLanguageBatches<ProjectStrings>(ordered, limits, (languages, before) => {
    const every = before === undefined && languages.length === ordered.length;
    return client.readStrings({ id, ...(every ? {} : { langs: languages }) }, () =>
      make(languages, before),
    );
  });
  const [first, ...later] = read;
  if (first === undefined) throw new Error('string/list was not read');
  for (const strings of later) first.counter.absorb(strings.counter);
  return {
    counter: first.counter,
    findings: async () =>
      sortFindings((await Promise.all(read.map((strings) => strings.findings()))).flat()),
  };
}
