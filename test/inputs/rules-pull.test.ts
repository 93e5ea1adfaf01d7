import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/inputs/index.ts';
import {
  accepts,
  invalid,
  notABoolean,
  notAllowed,
  notOn1092,
  plainHttp,
  problemsOf,
  R1092,
  REQUIRED,
  refuses,
  type Accepted,
  type Inputs,
} from './rules-support.ts';
import { EXTENSIONS, READS } from '../support/format-lists.ts';

/** The rules of the pull's inputs and its export options (see rules.test.ts). */

// Pull: the export type follows from the pattern's extension unless format is set; the pull's
// own rules apply only when the mode pulls; min-completion is a percentage.
describe('pull inputs', () => {
  const FORMATS = EXTENSIONS;
  const underived = (why: string) =>
    invalid(
      'format',
      `it cannot be derived from the files patterns (${why}); set format, or use one of ${FORMATS}`,
    );
  refuses([
    // 1.0.9.2 splits one export of every key among several files per language: one format,
    // read key by key.
    {
      inputs: { ...R1092, files: 'web/%LANG_ISO%/app.json\npo/%LANG_ISO%.po' },
      problems: [
        invalid(
          'files',
          'the patterns need json and po, which a pull on 1.0.9.2 cannot export apart: its one export of a format holds every key of the project; use one format, or revision 1.0.9.3',
        ),
      ],
    },
    {
      inputs: { ...R1092, files: 'config/%LANG_ISO%/*.ini' },
      problems: [
        invalid(
          'files',
          'a pull of several files per language on 1.0.9.2 places each key of its one export by the base files, and ini files are not read key by key; name one file per language, or use revision 1.0.9.3',
        ),
      ],
    },
    {
      inputs: { files: '- source: res/values/strings.xml\n  translations: res/x.xml' },
      problems: [
        invalid(
          'files',
          "item 1 has 'translations'; a group takes source, translation, ignore, language-map, template, format",
        ),
      ],
    },
    { inputs: { files: 'l/%LANG_ISO%.txt' }, problems: [underived('no format is known for txt')] },
    { inputs: { files: 'l/%LANG_ISO%' }, problems: [underived('no format is known for (none)')] },
    {
      inputs: { files: 'a/%LANG_ISO%.json, b/%LANG_ISO%.po', 'use-original': 'true' },
      problems: [
        invalid(
          'format',
          'the files patterns need json and po, one export each, which use-original cannot make (it exports once); set format, or leave use-original off',
        ),
      ],
    },
    {
      inputs: { 'directory-prefix': 'app' },
      problems: [invalid('directory-prefix', 'it applies only with use-original: true')],
    },
    {
      inputs: { 'min-completion': '101' },
      problems: [invalid('min-completion', "expected a percentage from 0 to 100, got '101'")],
    },
    {
      inputs: { 'min-completion': '-1' },
      problems: [invalid('min-completion', "expected a percentage from 0 to 100, got '-1'")],
    },
    {
      inputs: { 'min-completion': '50%' },
      problems: [invalid('min-completion', "expected a percentage from 0 to 100, got '50%'")],
    },
  ]);
  const formatOf = (files: string, format: string): Accepted => ({
    inputs: { files },
    settings: { pull: { format } },
  });
  accepts([
    formatOf('l/%LANG_ISO%.json', 'json'),
    formatOf('l/%LANG_ISO%.YAML', 'yml'),
    formatOf('l/%LANG_ISO%.yml', 'yml'),
    formatOf('l/%LANG_ISO%.po', 'po'),
    formatOf('l/%LANG_ISO%.pot', 'po'),
    formatOf('l/%LANG_ISO%.xml', 'xml'),
    formatOf('l/%LANG_ISO%.xliff', 'xliff'),
    formatOf('l/%LANG_ISO%.xlf', 'xliff'),
    formatOf('l/%LANG_ISO%.ini', 'ini'),
    formatOf('l/%LANG_ISO%.strings', 'strings'),
    formatOf('l/%LANG_ISO%.properties', 'properties'),
    formatOf('l/%LANG_ISO%.php', 'php'),
    { inputs: { files: 'l/%LANG_ISO%.arb', format: 'arb' }, settings: { pull: { format: 'arb' } } },
    { inputs: { ...R1092, files: 'l/%LANG_ISO%.xlf' }, settings: { pull: { format: 'xliff' } } },
    // A format 1.0.9.2 does not export, read key by key: it goes by key both ways.
    { inputs: { ...R1092, format: 'arb' }, settings: { pull: { format: 'arb' } } },
    // …beside one it exports, each its own way: the exported layout's rules only for the latter.
    {
      inputs: {
        ...R1092,
        files:
          '- l/%LANG_ISO%.json\n- source: r/Strings.resx\n  translation: r/Strings.%LOCALE%.resx',
      },
      settings: { pull: { formats: ['json', 'resx'] } },
    },
    // 1.0.9.2 pulls a layout of one source file, however it spells languages.
    {
      inputs: {
        ...R1092,
        files:
          '- source: res/values/strings.xml\n  translation: res/values-%ANDROID_CODE%/strings.xml',
      },
      settings: { pull: { format: 'xml' } },
    },
    {
      inputs: { ...R1092, files: 'config/locales/devise.%LOCALE%.yml' },
      settings: { pull: { format: 'yml' } },
    },
    // And a layout of several sources of one format, its one export split among them.
    {
      inputs: {
        ...R1092,
        files:
          '- source: config/locales/en/**/*.yml\n  translation: config/locales/%LOCALE%/**/%ORIGINAL_FILE_NAME%',
      },
      settings: { pull: { format: 'yml', formats: ['yml'] } },
    },
    {
      inputs: { ...R1092, files: 'config/locales/*/devise.%LOCALE%.yml' },
      settings: { pull: { format: 'yml' } },
    },
    // Several formats: one export each, by source (1.0.9.3); a group's format comes first.
    {
      inputs: {
        files:
          '- source: res/values/strings.xml\n  translation: res/values-%ANDROID_CODE%/strings.xml\n- web/%LANG_ISO%.json\n- source: ios/en.lproj/Main.strings\n  translation: ios/%OSX_CODE%/Main.strings\n  format: json',
      },
      settings: { pull: { format: 'xml', formats: ['xml', 'json', 'json'] } },
    },
    {
      inputs: { files: 'a/%LANG_ISO%.json, b/%LANG_ISO%.po', format: 'json' },
      settings: { pull: { format: 'json', formats: ['json', 'json'] } },
    },
    // A push-only run has no export: no format, and wildcards and several patterns are fine.
    {
      inputs: { mode: 'push', files: 'l/%LANG_ISO%.json\nm/**/%LANG_ISO%.json' },
      settings: { pull: { format: '' } },
    },
    {
      inputs: { 'use-original': 'true', 'directory-prefix': 'app/' },
      settings: { pull: { useOriginal: true, directoryPrefix: 'app/' } },
    },
    {
      inputs: {},
      expect: ({ pull }) => {
        expect(pull).toMatchObject({ minCompletion: 0, postPullCommand: undefined });
        expect(pull.directoryPrefix).toBeUndefined();
        expect(pull.exportOptions).toEqual({});
      },
    },
    { inputs: { 'min-completion': '100' }, settings: { pull: { minCompletion: 100 } } },
    { inputs: { 'min-completion': '66.6' }, settings: { pull: { minCompletion: 66.6 } } },
    {
      inputs: {
        'post-pull-command': 'npx prettier --write locales\nnpm run fix',
        'post-pull-shell': 'sh',
      },
      settings: {
        pull: { postPullCommand: 'npx prettier --write locales\nnpm run fix', postPullShell: 'sh' },
      },
    },
  ]);
});

// Export options: the first-class inputs and export-params (a JSON or YAML mapping) are checked
// against the revision's export parameters before anything is sent.
describe('export options', () => {
  const params = (message: string) => invalid('export-params', message);
  refuses([
    {
      inputs: { filter: 'translated, approved' },
      problems: [notAllowed('filter', 'filter', 'approved', 'translated, nonfuzzy, nonhidden')],
    },
    {
      inputs: { 'export-empty': 'none' },
      problems: [notAllowed('export-empty', 'export_empty', 'none', 'empty, base, skip')],
    },
    {
      inputs: { 'export-sort': 'random' },
      problems: [
        notAllowed(
          'export-sort',
          'export_sort',
          'random',
          'first_added, last_added, last_updated, a_z, z_a',
        ),
      ],
    },
    {
      inputs: { 'plural-format': 'cldr' },
      problems: [
        notAllowed(
          'plural-format',
          'plural_format',
          'cldr',
          'json_string, icu, array, generic, symfony, i18n',
        ),
      ],
    },
    {
      inputs: { 'placeholder-format': 'ruby' },
      problems: [
        notAllowed(
          'placeholder-format',
          'placeholder_format',
          'ruby',
          'printf, ios, icu, net, symfony',
        ),
      ],
    },
    {
      inputs: { indentation: '9sp' },
      problems: [
        notAllowed(
          'indentation',
          'indentation',
          '9sp',
          '1sp, 2sp, 3sp, 4sp, 5sp, 6sp, 7sp, 8sp, tab',
        ),
      ],
    },
    {
      inputs: { 'include-comments': 'maybe' },
      problems: [notABoolean('include-comments', 'maybe')],
    },
    {
      inputs: { 'export-params': '[1, 2]' },
      problems: [params('expected a mapping of parameter names to values')],
    },
    {
      inputs: { 'export-params': 'just text' },
      problems: [params('expected a mapping of parameter names to values')],
    },
    {
      inputs: {
        'export-params':
          '{"type":"po","langs":["de"],"id":1,"use_original":1,"bundle_structure":"x","directory_prefix":"y"}',
      },
      problems: [
        params("'type' is set by the format input; use that instead"),
        params("'langs' is set by the pull-languages input; use that instead"),
        params("'id' is set by the project-id input; use that instead"),
        params("'use_original' is set by the use-original input; use that instead"),
        params("'bundle_structure' is set by the files input; use that instead"),
        params("'directory_prefix' is set by the directory-prefix input; use that instead"),
      ],
    },
    {
      inputs: { 'export-params': 'api_token: x' },
      problems: [params("parameter 'api_token' is the token, never given so")],
    },
    {
      inputs: { 'export-params': '{"yaml_include_root": 2}' },
      problems: [params("'yaml_include_root' expects true/false or 0/1")],
    },
    {
      inputs: { 'export-params': 'yaml_include_root: maybe' },
      problems: [params("expected true or false, got 'maybe'")],
    },
    {
      inputs: { 'export-params': '{"include_pids": 5}' },
      problems: [params("'include_pids' expects a list")],
    },
    {
      inputs: { 'export-params': 'webhook_url: true' },
      problems: [params("parameter 'webhook_url' must be a string")],
    },
    {
      inputs: { 'export-params': 'export_empty: nope' },
      problems: [notAllowed('export-params', 'export_empty', 'nope', 'empty, base, skip')],
    },
    {
      inputs: { 'export-params': '{"ota_plugin_bundle": 1}' },
      problems: [params("parameter 'ota_plugin_bundle' does not exist in revision 1.0.9.3")],
    },
  ]);
  it.for([
    ['{"a": 1, "a": 2}', 'Map keys must be unique at line 1, column 10'],
    ['{"yaml_include_root": 1', 'Flow map must end with a } at line 1, column 24'],
  ] as const)(
    'refuses export-params that is not JSON or YAML, on one line: %s',
    ([text, reason]) => {
      const problems = problemsOf({ 'export-params': text });
      // The parser's own first line (whose ':' introduces the code frame left out).
      expect(problems.map((p) => p.replace(/:\)$/, ')'))).toEqual([
        `Invalid export-params: not JSON or YAML (${reason})`,
      ]);
    },
  );
  accepts([
    {
      inputs: {
        filter: 'translated\nnonhidden',
        'include-tags': 'ui, web',
        'exclude-tags': 'old',
        'export-empty': 'base',
        'export-sort': 'a_z',
        'plural-format': 'icu',
        'placeholder-format': 'printf',
        indentation: 'tab',
        'include-comments': 'true',
      },
      expect: (s) =>
        expect(s.pull.exportOptions).toEqual({
          filter: ['translated', 'nonhidden'],
          include_tags: ['ui', 'web'],
          exclude_tags: ['old'],
          export_empty: 'base',
          export_sort: 'a_z',
          plural_format: 'icu',
          placeholder_format: 'printf',
          indentation: 'tab',
          include_comments: true,
        }),
    },
    {
      inputs: {
        'export-params':
          '{"yaml_include_root": 1, "json_unescaped_slashes": "0", "tags": ["a", "b"]}',
      },
      expect: (s) =>
        expect(s.pull.exportOptions).toEqual({
          yaml_include_root: true,
          json_unescaped_slashes: false,
          include_tags: ['a', 'b'],
        }),
    },
    {
      inputs: {
        'export-params': 'export_all: true\nfilter: translated\njava_properties_separator: ":"\n',
      },
      expect: (s) =>
        expect(s.pull.exportOptions).toEqual({
          export_all: true,
          filter: ['translated'],
          java_properties_separator: ':',
        }),
    },
    { inputs: { 'export-params': '{}' }, expect: (s) => expect(s.pull.exportOptions).toEqual({}) },
    // What the real service took beyond the interface (public v1 clients sent it): let through,
    // each with a warning; listed parameters keep their checks.
    {
      inputs: {
        'export-params':
          'include_description: true\nno_such: [a, b]\nfilter: [translated, reviewed]\n',
      },
      expect: (s) => {
        expect(s.pull.exportOptions).toEqual({
          unlisted: { include_description: '1', no_such: '["a","b"]' },
          filter: ['translated', 'reviewed'],
        });
        expect(s.inputWarnings).toEqual([
          "export-params: 'include_description' is not a parameter the interface lists; sent as given (the service may ignore or refuse it)",
          "export-params: 'no_such' is not a parameter the interface lists; sent as given (the service may ignore or refuse it)",
          "export-params: 'reviewed' is not among the interface's values of filter (translated, nonfuzzy, nonhidden); sent as given, as the real service took it",
        ]);
      },
    },
    {
      inputs: { filter: 'proofread' },
      expect: (s) => {
        expect(s.pull.exportOptions).toEqual({ filter: ['proofread'] });
        expect(s.inputWarnings).toHaveLength(1);
      },
    },
  ]);
  it('needs the YAML parser when export-params is set (loadSettings loads it)', () => {
    const all: Inputs = { ...REQUIRED, 'export-params': '{}' };
    expect(() => readSettings((name) => all[name] ?? '', {})).toThrow(
      'export-params is set but no parser was given for it',
    );
  });
});

// Revision 1.0.9.2 has no full_file in its export answer, so a pull needs download-url; options
// only 1.0.9.3 has are refused when set, so nothing asked for is silently dropped.
describe('revision rules of the pull', () => {
  const noDownloadUrl =
    'Input required for pulls on revision 1.0.9.2 and not supplied: download-url';
  refuses([
    { inputs: { revision: '1.0.9.2' }, problems: [noDownloadUrl] },
    { inputs: { revision: '1.0.9.2', mode: 'pull' }, problems: [noDownloadUrl] },
    // A download-url given but refused is named once, as refused, not also as missing.
    {
      inputs: { revision: '1.0.9.2', mode: 'pull', 'download-url': 'http://dl.example.com/x' },
      problems: [plainHttp('download-url', 'http://dl.example.com')],
    },
    {
      inputs: { ...R1092, 'use-original': 'true', 'directory-prefix': 'app' },
      problems: [notOn1092('directory-prefix')],
    },
    {
      inputs: {
        ...R1092,
        'exclude-tags': 'a',
        'plural-format': 'icu',
        'placeholder-format': 'icu',
        indentation: 'tab',
      },
      problems: ['exclude_tags', 'plural_format', 'placeholder_format', 'indentation'].map((p) =>
        invalid(p.replace('_', '-'), `parameter '${p}' does not exist in revision 1.0.9.2`),
      ),
    },
    {
      inputs: { ...R1092, 'export-params': 'json_unescaped_slashes: 1' },
      problems: [
        invalid(
          'export-params',
          "parameter 'json_unescaped_slashes' does not exist in revision 1.0.9.2",
        ),
      ],
    },
  ]);
  accepts([
    {
      inputs: { ...R1092, 'use-original': 'true' },
      settings: {
        revision: '1.0.9.2',
        downloadUrl: 'https://dl.example.com/',
        pull: { useOriginal: true, directoryPrefix: undefined },
      },
    },
    {
      inputs: { ...R1092, 'include-tags': 'ui', filter: 'nonfuzzy' },
      expect: (s) =>
        expect(s.pull.exportOptions).toEqual({ include_tags: ['ui'], filter: ['nonfuzzy'] }),
    },
    // 1.0.9.2 calls include_tags `tags`; export-params takes either name.
    {
      inputs: { ...R1092, 'export-params': 'tags: [web]\nota_plugin_bundle: 1' },
      expect: (s) =>
        expect(s.pull.exportOptions).toEqual({ include_tags: ['web'], ota_plugin_bundle: true }),
    },
  ]);
});

// A format the action has no reader for is refused in every mode, before the first request: it
// would go up only to fail at its import (4046).
describe('formats without a reader', () => {
  const reads = READS;
  refuses([
    {
      inputs: { format: 'xlsx' },
      problems: [invalid('format', `'xlsx' is no format the action reads (it reads ${reads})`)],
    },
    {
      inputs: { mode: 'push', files: 'Resources/%LANG_ISO%.csv' },
      problems: [
        invalid(
          'files',
          `'Resources/%LANG_ISO%.csv' names .csv files, a format the action does not read (it reads ${reads})`,
        ),
      ],
    },
  ]);
});

// require-completion: language=percent pairs, `*` for every other language, codes as the
// repository spells them (language-map turns them into the service's); not with mode: push.
describe('require-completion', () => {
  const bad = (entry: string) =>
    invalid(
      'require-completion',
      `'${entry}' is not language=percent (0 to 100), as in 'de=100, fr=90, *=80'`,
    );
  refuses([
    { inputs: { 'require-completion': 'de=120' }, problems: [bad('de=120')] },
    { inputs: { 'require-completion': 'de' }, problems: [bad('de')] },
    { inputs: { 'require-completion': 'de=-1' }, problems: [bad('de=-1')] },
    {
      inputs: { 'require-completion': 'de=90, de=80' },
      problems: [invalid('require-completion', "'de' is given twice")],
    },
    {
      inputs: { mode: 'push', 'require-completion': 'de=90' },
      problems: [
        invalid(
          'require-completion',
          'mode: push reads no translation progress; use mode: sync, pull or check',
        ),
      ],
    },
  ]);
  accepts([
    {
      inputs: { 'require-completion': 'de=100, pt-BR=90%\n*=80.5', 'language-map': 'pt-BR=pt_BR' },
      expect: (s) => {
        expect(Object.fromEntries(s.requireCompletion?.byLanguage ?? [])).toEqual({
          de: 100,
          pt_BR: 90,
        });
        expect(s.requireCompletion?.otherwise).toBe(80.5);
      },
    },
    { inputs: {}, expect: (s) => expect(s.requireCompletion).toBeUndefined() },
  ]);
});
