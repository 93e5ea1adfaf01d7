import { describe, expect, it } from 'vitest';
import { ProjectStrings } from '../../src/pull/project-strings.ts';
import { FuzzyTexts } from '../../src/pull/service-fuzzy.ts';
import { item } from '../support/fakes.ts';

/** The quality pass's fold of string/list, keeping the fuzzy texts of the pulled languages. */
function read(
  answer: Readonly<Record<string, ReturnType<typeof item>[]>>,
  pulled = (language: string) => language !== 'en',
): FuzzyTexts {
  const fuzzy = new FuzzyTexts(pulled);
  const strings = new ProjectStrings({ base: 'en', languages: [], reviewed: () => false, fuzzy });
  for (const [language, items] of Object.entries(answer)) {
    for (const entry of items) strings.add(language, entry);
  }
  return fuzzy;
}

describe('the texts the service marks fuzzy, as the quality pass reads them', () => {
  it('tells a pulled language’s fuzzy texts by key and context, and no others', async () => {
    const fuzzy = read(
      {
        en: [item('Login', 'Login', { fuzzy: true })],
        pt_BR: [
          item('Login', 'Entrar', { fuzzy: true, context: 'field label' }),
          item('Login', 'Entrada'),
          item('Save', 'Salvar', { fuzzy: true }),
          item('Open', '', { fuzzy: true }),
        ],
        fr: [item('Save', 'Enregistrer', { fuzzy: true })],
      },
      (language) => language === 'pt_BR',
    );
    const states = await fuzzy.statesOf('pt_br');
    expect(states?.anyFuzzy).toBe(true);
    expect(states?.fuzzy('Login', 'field label')).toBe(true);
    expect(states?.fuzzy('Login', undefined)).toBe(false);
    expect(states?.fuzzy('Save', undefined)).toBe(true);
    // An untranslated text has nothing for gettext to hold back.
    expect(states?.fuzzy('Open', undefined)).toBe(false);
    // French is not pulled: nothing of it is kept, so it is known to have none.
    expect((await fuzzy.statesOf('fr'))?.anyFuzzy).toBe(false);
  });

  it('knows nothing of a language string/list brought no item of', async () => {
    expect(await read({ de: [] }).statesOf('de')).toBeUndefined();
  });

  it('answers once the read that fills it is done', async () => {
    const fuzzy = new FuzzyTexts(() => true);
    let finish: () => void = () => undefined;
    fuzzy.filledBy(new Promise<void>((resolve) => (finish = resolve)));
    const asked = fuzzy.statesOf('de');
    fuzzy.add('de', item('Save', 'Speichern', { fuzzy: true }));
    finish();
    expect((await asked)?.fuzzy('Save', undefined)).toBe(true);
  });
});
