import { InputError } from '../../src/inputs/index.ts';
import { checkRequiredLanguages, completionShortfall } from '../../src/run/completion-gate.ts';
import { clientFor } from '../support/emulator.ts';
import { settingsFor } from '../support/fakes.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/**
 * `require-completion`: a language it names that the project lacks is an input problem found
 * before the first write; after the pull, each language below its figure is named in one line.
 */

describe('the languages require-completion names, before the first write', () => {
  it('pass when the project has each of them, as language-map and any case spell them', async ({
    startEmulator,
  }) => {
    const emulator = await startEmulator();
    const { id } = emulator.store.seed({ languages: ['de', 'pt-BR'] });
    const settings = settingsFor('/nowhere', {
      'project-id': id,
      'require-completion': 'DE=100, pt_BR=90, *=50',
      'language-map': 'pt_BR=pt-BR',
    });
    await expect(
      checkRequiredLanguages(settings, clientFor(emulator, '1.0.9.3')),
    ).resolves.toBeUndefined();
    expect(emulator.calls.map((call) => call.endpoint)).toEqual(['language/list']);
  });

  it('fail as an input problem naming every language the project lacks', async ({
    startEmulator,
  }) => {
    const emulator = await startEmulator();
    const { id } = emulator.store.seed({ languages: ['de'] });
    const settings = settingsFor('/nowhere', {
      'project-id': id,
      'require-completion': 'de=100, fr=90, it=80',
    });
    const checked = checkRequiredLanguages(settings, clientFor(emulator, '1.0.9.3'));
    await expect(checked).rejects.toBeInstanceOf(InputError);
    await expect(checked).rejects.toThrow(
      "Invalid require-completion: the project has no language 'fr', 'it'",
    );
  });

  it('ask the service nothing when no language is named', async ({ startEmulator }) => {
    const emulator = await startEmulator();
    const client = clientFor(emulator, '1.0.9.3');
    const runs: Record<string, string>[] = [{}, { 'require-completion': '*=80' }];
    for (const inputs of runs) {
      const settings = settingsFor('/nowhere', { 'project-id': 'absent', ...inputs });
      await expect(checkRequiredLanguages(settings, client)).resolves.toBeUndefined();
    }
    expect(emulator.calls).toEqual([]);
  });
});

describe('the languages below require-completion, after the pull', () => {
  const completion = JSON.stringify({ de: 100, fr: 89.5, pt_BR: 80, it: 40, nl: 100 });

  it('names each language below its figure, or below `*`, in the repository’s spelling', () => {
    const settings = settingsFor('/nowhere', {
      'require-completion': 'de=100, fr=90, pt_BR=90, *=50',
      'language-map': 'pt_BR=pt-BR',
    });
    expect(completionShortfall(settings, completion)).toBe(
      'Below require-completion: fr 89.5% (requires 90%), pt_BR 80% (requires 90%), it 40% (requires 50%)',
    );
  });

  it('holds only the languages it names when there is no `*`', () => {
    const settings = settingsFor('/nowhere', { 'require-completion': 'fr=89' });
    expect(completionShortfall(settings, completion)).toBeUndefined();
    const stricter = settingsFor('/nowhere', { 'require-completion': 'fr=90' });
    expect(completionShortfall(stricter, completion)).toBe(
      'Below require-completion: fr 89.5% (requires 90%)',
    );
  });

  it('finds nothing below without require-completion', () => {
    expect(completionShortfall(settingsFor('/nowhere'), completion)).toBeUndefined();
  });
});
