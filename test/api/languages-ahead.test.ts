import { describe, expect, it } from 'vitest';
import type { LmsClient } from '../../src/api/index.ts';
import { withLanguagesAhead } from '../../src/api/languages-ahead.ts';
import type { ProjectLanguage } from '../../src/api/results.ts';

/** A client whose language/list answers from `now`, counting its calls; nothing else is used. */
function counting(now: () => ProjectLanguage[]) {
  const asked: string[] = [];
  const client = {
    revision: '1.0.9.3',
    language: {
      list: async ({ id }: { id: string }) => {
        asked.push(id);
        return now();
      },
    },
  } as unknown as LmsClient;
  return { client, asked };
}

const language = (iso: string) => ({ iso }) as unknown as ProjectLanguage;

describe('the project’s languages asked ahead', () => {
  it('answers the first read of the project with the early answer, and asks the service after', async () => {
    let languages = [language('de')];
    const { client, asked } = counting(() => languages);
    const early = Promise.resolve([language('en'), language('de')]);
    const wrapped = withLanguagesAhead(client, 'p1', early);
    expect(await wrapped.language.list({ id: 'p1' })).toEqual(await early);
    expect(asked).toEqual([]);
    // An import added a language since: the next read is the service's.
    languages = [language('de'), language('fr')];
    expect((await wrapped.language.list({ id: 'p1' })).map((l) => l.iso)).toEqual(['de', 'fr']);
    expect(asked).toEqual(['p1']);
  });

  it('asks the service for another project, and keeps the early answer for this one', async () => {
    const { client, asked } = counting(() => [language('it')]);
    const wrapped = withLanguagesAhead(client, 'p1', Promise.resolve([language('de')]));
    await wrapped.language.list({ id: 'p2' });
    expect(asked).toEqual(['p2']);
    expect((await wrapped.language.list({ id: 'p1' })).map((l) => l.iso)).toEqual(['de']);
  });

  it('gives the early failure to the read that takes it', async () => {
    const { client } = counting(() => []);
    const early = Promise.reject(new Error('invalid API token (4011)'));
    early.catch(() => undefined);
    const wrapped = withLanguagesAhead(client, 'p1', early);
    await expect(wrapped.language.list({ id: 'p1' })).rejects.toThrow('4011');
  });
});
