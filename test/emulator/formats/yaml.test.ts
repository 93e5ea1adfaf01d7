import { describe, expect, it } from 'vitest';
import { FormatError } from './index.ts';
import { codec, file, LATIN1_E_ACUTE, roundTrip, SAMPLE } from './codec-samples.ts';

const yaml = codec('yml');

const RAILS_FILE = `# Rails locale file
zh-CN:
  activerecord:
    errors:
      blank: "不能为空"
  cart:
    items:
      one: "%{count} 件商品"
      other: "%{count} 件商品"
  version: 2.0
  answer: no
  empty:
  welcome: |
    第一行
    第二行
`;

describe('yml codec', () => {
  it('reads back what it writes, including nested keys and plurals', () => {
    const entries = [...SAMPLE, { key: 'menu::file::open', value: 'Open' }];
    expect(roundTrip('yml', entries, { lang: 'en' })).toEqual(entries);
  });

  it('reads back what it writes under the language root', () => {
    expect(roundTrip('yml', SAMPLE, { lang: 'zh_CN', yamlIncludeRoot: true })).toEqual(SAMPLE);
  });

  it('reads a Rails file: the language root goes, scalars stay the text written', () => {
    expect(yaml.parse(file(RAILS_FILE), 'zh_CN')).toEqual([
      { key: 'activerecord::errors::blank', value: '不能为空' },
      { key: 'cart::items', value: { one: '%{count} 件商品', other: '%{count} 件商品' } },
      { key: 'version', value: '2.0' },
      { key: 'answer', value: 'no' },
      { key: 'empty', value: '' },
      { key: 'welcome', value: '第一行\n第二行\n' },
    ]);
  });

  it('keeps a top-level key that is not the only one or not the language', () => {
    expect(yaml.parse(file('en:\n  a: b\nfr:\n  a: c\n'), 'en')).toEqual([
      { key: 'en::a', value: 'b' },
      { key: 'fr::a', value: 'c' },
    ]);
    expect(yaml.parse(file('de:\n  a: b\n'), 'en')).toEqual([{ key: 'de::a', value: 'b' }]);
  });

  it('adds the root only when yaml_include_root is set', () => {
    const entries = [{ key: 'a', value: 'b' }];
    expect(yaml.serialize(entries, { lang: 'en' }).toString()).toBe('a: b\n');
    expect(yaml.serialize(entries, { lang: 'en', yamlIncludeRoot: true }).toString()).toBe(
      'en:\n  a: b\n',
    );
  });

  it('quotes words that YAML 1.1 readers take for booleans', () => {
    const written = yaml.serialize([{ key: 'answer', value: 'yes' }], { lang: 'en' }).toString();
    expect(written).toBe('answer: "yes"\n');
  });

  it('indents as asked, and with 2 spaces where a tab was asked for', () => {
    const entries = [{ key: 'a::b', value: 'c' }];
    expect(yaml.serialize(entries, { lang: 'en', indentation: '4sp' }).toString()).toBe(
      'a:\n    b: c\n',
    );
    expect(yaml.serialize(entries, { lang: 'en', indentation: 'tab' }).toString()).toBe(
      'a:\n  b: c\n',
    );
  });

  it('reads an empty file or one with only comments as no keys', () => {
    expect(yaml.parse(file(''), 'en')).toEqual([]);
    expect(yaml.parse(file('# nothing yet\n'), 'en')).toEqual([]);
  });

  it.each([
    ['a syntax error', file('a: [b\n')],
    ['duplicate keys', file('a: b\na: c\n')],
    ['a list at the top', file('- a\n- b\n')],
    ['a list value', file('days:\n  - Monday\n')],
    ['a plain text document', file('just text\n')],
    ['two documents', file('a: b\n---\nc: d\n')],
    ['bytes that are not UTF-8', Buffer.concat([file('a: caf'), LATIN1_E_ACUTE])],
  ])('rejects %s', (_, content) => {
    expect(() => yaml.parse(content, 'en')).toThrow(FormatError);
  });
});
