import { describe, expect } from 'vitest';
import { accepts, invalid, notOn1092, R1092, refuses } from './rules-support.ts';

/** The rules of files, language-map, the language lists and the push's inputs (see rules.test.ts). */

// `files`: each pattern has a language placeholder and stays inside the repository, written
// with forward slashes; a pull needs one pattern naming each file unless use-original is set.
describe('files patterns', () => {
  const insideRepo = (p: string) =>
    invalid('files', `'${p}' must stay inside the repository (no '..', '.' or empty folders)`);
  const relative = (p: string) =>
    invalid('files', `'${p}' must be a relative path with forward slashes`);
  refuses([
    {
      inputs: { files: 'locales/en.json' },
      problems: [
        invalid('files', "'locales/en.json' has no language placeholder such as %LANG_ISO%"),
      ],
    },
    { inputs: { files: '/srv/%LANG_ISO%.json' }, problems: [relative('/srv/%LANG_ISO%.json')] },
    { inputs: { files: 'C:/l/%LANG_ISO%.json' }, problems: [relative('C:/l/%LANG_ISO%.json')] },
    { inputs: { files: 'l\\%LANG_ISO%.json' }, problems: [relative('l\\\\%LANG_ISO%.json')] },
    { inputs: { files: '../%LANG_ISO%.json' }, problems: [insideRepo('../%LANG_ISO%.json')] },
    { inputs: { files: 'l/./%LANG_ISO%.json' }, problems: [insideRepo('l/./%LANG_ISO%.json')] },
    { inputs: { files: 'l//%LANG_ISO%.json' }, problems: [insideRepo('l//%LANG_ISO%.json')] },
    { inputs: { files: ' , \n' }, problems: [invalid('files', 'expected at least one pattern')] },
  ]);
  accepts([
    {
      inputs: { files: './locales/%LANG_ISO%.json' },
      expect: (s) => {
        expect(s.patterns.map((p) => p.pathFor('de'))).toEqual(['locales/de.json']);
        expect(s.patterns[0]?.languageOf('locales/pt-BR.json')).toBe('pt-BR');
      },
    },
    {
      inputs: { mode: 'push', files: 'src/**/%LANG_ISO%/*.json, b/%LANG_ISO%.po' },
      expect: (s) =>
        expect(s.patterns.map((p) => [p.source, p.hasWildcards])).toEqual([
          ['src/**/%LANG_ISO%/*.json', true],
          ['b/%LANG_ISO%.po', false],
        ]),
    },
    {
      inputs: { 'use-original': 'true', files: 'a/**/%LANG_ISO%.json\nb/%LANG_ISO%.json' },
      settings: { pull: { useOriginal: true, format: 'json' } },
    },
    // On 1.0.9.2 several files per language of one format are one export, split among them.
    {
      inputs: { ...R1092, files: 'src/**/%LANG_ISO%.json' },
      settings: { pull: { useOriginal: false, format: 'json' } },
    },
    {
      inputs: { ...R1092, files: 'a/%LANG_ISO%.json\nb/%LANG_ISO%.json' },
      settings: { pull: { useOriginal: false, formats: ['json', 'json'] } },
    },
  ]);
});

// language-map pairs translate codes both ways; a code may appear on each side only once.
// push-languages and pull-languages take their keyword, `all`, or a list of codes.
describe('language map and languages', () => {
  refuses([
    {
      inputs: { 'language-map': 'pt-BR' },
      problems: [invalid('language-map', "'pt-BR' is not a local=service pair")],
    },
    {
      inputs: { 'language-map': 'a=b=c' },
      problems: [invalid('language-map', "'a=b=c' is not a local=service pair")],
    },
    {
      inputs: { 'language-map': 'pt-BR=pt_BR, pt-BR=pt' },
      problems: [invalid('language-map', "'pt-BR' is mapped twice")],
    },
    {
      inputs: { 'language-map': 'pt-BR=pt_BR\npt=pt_BR' },
      problems: [invalid('language-map', "'pt_BR' is the target of two pairs")],
    },
    {
      inputs: { 'push-languages': 'de fr' },
      problems: [
        invalid(
          'push-languages',
          "expected base, all, or a list of language codes; 'de fr' is not a code",
        ),
      ],
    },
    {
      inputs: { 'pull-languages': 'de,fr/x' },
      problems: [
        invalid(
          'pull-languages',
          "expected translations, all, or a list of language codes; 'fr/x' is not a code",
        ),
      ],
    },
  ]);
  accepts([
    {
      inputs: { 'language-map': 'pt-BR=pt_BR\nzh-Hans = zh_CN' },
      expect: ({ languageMap: m }) => {
        expect([m.toService('pt-BR'), m.toService('zh-Hans'), m.toService('de')]).toEqual([
          'pt_BR',
          'zh_CN',
          'de',
        ]);
        expect([m.toLocal('pt_BR'), m.toLocal('zh_CN'), m.toLocal('de')]).toEqual([
          'pt-BR',
          'zh-Hans',
          'de',
        ]);
      },
    },
    {
      inputs: {},
      settings: {
        push: { languages: { kind: 'base' } },
        pull: { languages: { kind: 'translations' } },
      },
    },
    {
      inputs: { 'push-languages': 'base', 'pull-languages': 'translations' },
      settings: {
        push: { languages: { kind: 'base' } },
        pull: { languages: { kind: 'translations' } },
      },
    },
    {
      inputs: { 'push-languages': 'all', 'pull-languages': 'all' },
      settings: { push: { languages: { kind: 'all' } }, pull: { languages: { kind: 'all' } } },
    },
    {
      inputs: { 'push-languages': 'de, sr@latin\nzh_CN', 'pull-languages': 'pt-BR' },
      settings: {
        push: { languages: { kind: 'list', codes: ['de', 'sr@latin', 'zh_CN'] } },
        pull: { languages: { kind: 'list', codes: ['pt-BR'] } },
      },
    },
  ]);
});

// Push: the import options default as action.yml says, tags and screenshots are lists, and the
// repository path is sent as the file name unless import-filename is none.
describe('push inputs', () => {
  accepts([
    {
      inputs: {},
      expect: (s) => {
        expect(s.push.importOptions).toEqual({
          replace: true,
          fill_empty: false,
          distinguish: true,
          use_trans_mem: false,
          hidden: false,
          convert_placeholders: true,
          icu_plurals: false,
          replace_breaks: false,
          cleanup_mode: false,
        });
        expect(s.push).toMatchObject({ sendFilename: true, tags: [], screenshots: [] });
      },
    },
    { inputs: { 'import-filename': 'none' }, settings: { push: { sendFilename: false } } },
    { inputs: { 'import-filename': 'path' }, settings: { push: { sendFilename: true } } },
    {
      inputs: { tags: 'ui, web\nnew', screenshots: 'docs/*.png\nshots/**/*.jpg' },
      settings: {
        push: { tags: ['ui', 'web', 'new'], screenshots: ['docs/*.png', 'shots/**/*.jpg'] },
      },
    },
  ]);
});

// Revision 1.0.9.2 lacks some import options and screenshots: set explicitly (even to their
// default), they are refused so nothing asked for is silently dropped; left empty, not sent.
describe('revision rules of the push', () => {
  refuses([
    ...['convert-placeholders', 'icu-plurals', 'replace-breaks', 'cleanup-mode'].map((name) => ({
      inputs: { ...R1092, [name]: 'false' },
      problems: [notOn1092(name)],
    })),
    { inputs: { ...R1092, screenshots: 'docs/*.png' }, problems: [notOn1092('screenshots')] },
  ]);
  accepts([
    {
      inputs: R1092,
      expect: (s) => {
        expect(s.push.importOptions).toEqual({
          replace: true,
          fill_empty: false,
          distinguish: true,
          use_trans_mem: false,
          hidden: false,
        });
        expect(s.push).toMatchObject({ sendFilename: false, screenshots: [] });
      },
    },
    // A push-only run downloads nothing, so it needs no download-url.
    {
      inputs: { revision: '1.0.9.2', mode: 'push', replace: 'false' },
      settings: {
        revision: '1.0.9.2',
        downloadUrl: undefined,
        push: { importOptions: { replace: false } },
      },
    },
  ]);
});

// branch-keys: hold (the default) makes a branch run a preview; tag needs 1.0.9.3's tags.
describe('branch-keys', () => {
  refuses([
    {
      inputs: { ...R1092, 'branch-keys': 'tag' },
      problems: [
        invalid(
          'branch-keys',
          'tag needs revision 1.0.9.3 (its string/set and string/list take tags); use hold on 1.0.9.2',
        ),
      ],
    },
    {
      inputs: { 'branch-keys': 'send' },
      problems: [invalid('branch-keys', "expected one of hold, tag, got 'send'")],
    },
  ]);
  accepts([
    { inputs: {}, settings: { branchKeys: 'hold' } },
    { inputs: { 'branch-keys': 'tag' }, settings: { branchKeys: 'tag' } },
    { inputs: { ...R1092, 'branch-keys': 'hold' }, settings: { branchKeys: 'hold' } },
  ]);
});
