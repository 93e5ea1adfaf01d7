import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyOf } from '../../src/translations/keys.ts';
import { uploadForm } from '../../src/translations/upload-form.ts';
import { yamlModel } from '../../src/translations/yaml.ts';
import { stringify } from 'yaml';
import { parse } from 'yaml';

/** Devise's Brazilian Portuguese, as Rails applications ship it (test/fixtures/SOURCE.md). */
const PT_BR = readFileSync(new URL('../fixtures/rails/pt-BR.yml', import.meta.url), 'utf8');
const LOCKED = keyOf(['devise', 'failure', 'locked']);

/** The file's texts as a service's bundle would have them: under `root`, or with no root. */
function bundleOf(root: string | undefined, change: (texts: Record<string, unknown>) => void) {
  const texts = (parse(PT_BR) as Record<string, Record<string, unknown>>)['pt-BR'] ?? {};
  change(texts);
  return stringify(root === undefined ? texts : { [root]: texts });
}

function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  return after.split('\n').filter((line, i) => line !== old[i]);
}

describe('a YAML file whose keys are under its language (Rails)', () => {
  it('is read without the root: the keys are the ones the service has', () => {
    const entries = yamlModel.read(PT_BR);
    expect(entries?.get(LOCKED)).toBe('A sua conta está bloqueada.');
    expect([...(entries?.keys() ?? [])].some((key) => key.includes('pt-BR'))).toBe(false);
  });

  it.for([
    ['without a root (the service’s default)', undefined],
    ['under the service’s spelling of the language (yaml_include_root)', 'pt_BR'],
  ] as const)('is edited in place from a bundle %s: the root and the rest kept', ([, root]) => {
    const bundle = bundleOf(root, (texts) => {
      ((texts['devise'] as Record<string, Record<string, string>>)['failure'] ?? {})['locked'] =
        'Sua conta está bloqueada.';
    });
    const target = yamlModel.read(bundle);
    expect(target?.get(LOCKED)).toBe('Sua conta está bloqueada.');
    const edited = yamlModel.edit(PT_BR, target ?? new Map(), bundle);
    expect(edited?.startsWith('pt-BR:\n')).toBe(true);
    expect(changedLines(PT_BR, edited ?? '')).toEqual(['      locked: Sua conta está bloqueada.']);
  });

  it('keeps a single top key that names no language as part of every key', () => {
    const entries = yamlModel.read('app:\n  title: Hello\n');
    expect([...(entries?.keys() ?? [])]).toEqual([keyOf(['app', 'title'])]);
  });
});

describe('a YAML file going up', () => {
  it('goes without its language root, its keys and texts as they were', async () => {
    const sent = (await uploadForm('config/locales/pt-BR.yml', Buffer.from(PT_BR))).toString();
    expect(sent.startsWith('activerecord:\n')).toBe(true);
    expect(yamlModel.read(sent)).toEqual(yamlModel.read(PT_BR));
  });

  it('goes as it is without such a root, and any other file too', async () => {
    const plain = Buffer.from('app:\n  title: Hello\n');
    expect(await uploadForm('config/app.yml', plain)).toBe(plain);
    const json = Buffer.from('{"pt-BR": {"a": "b"}}');
    expect(await uploadForm('locales/pt-BR.json', json)).toBe(json);
  });
});
