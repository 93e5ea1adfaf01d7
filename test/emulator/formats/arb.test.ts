import { describe, expect, it } from 'vitest';
import { FormatError } from './index.ts';
import { codec, file, LATIN1_E_ACUTE } from './codec-samples.ts';

const arb = codec('arb');

/** A Flutter template file: globals, a plain text, one with a description and typed placeholders. */
const TEMPLATE = {
  '@@locale': 'en',
  '@@last_modified': '2024-05-01T10:00:00Z',
  title: 'My app',
  greeting: 'Hello {name}, you have {count, plural, one {# message} other {# messages}}',
  '@greeting': {
    description: 'Shown on the home page',
    placeholders: { name: { type: 'String', example: 'Ann' }, count: { type: 'int' } },
  },
  '@title': { description: 'The window title' },
};

describe('arb codec', () => {
  it('reads texts as written, descriptions as comments and placeholders as given; not the globals', () => {
    expect(arb.parse(file(JSON.stringify(TEMPLATE)), 'en')).toEqual([
      { key: 'title', value: 'My app', comment: 'The window title' },
      {
        key: 'greeting',
        value: TEMPLATE.greeting,
        comment: 'Shown on the home page',
        placeholders: TEMPLATE['@greeting'].placeholders,
      },
    ]);
  });

  it('writes @@locale as the language, then each text with its metadata: placeholders always, the description with include_comments', () => {
    const entries = arb.parse(file(JSON.stringify(TEMPLATE)), 'en');
    const plain = JSON.parse(arb.serialize(entries, { lang: 'pt_BR' }).toString());
    expect(plain).toEqual({
      '@@locale': 'pt_BR',
      title: 'My app',
      greeting: TEMPLATE.greeting,
      '@greeting': { placeholders: TEMPLATE['@greeting'].placeholders },
    });
    const commented = arb.serialize(entries, { lang: 'pt_BR', includeComments: true }).toString();
    expect(Object.keys(JSON.parse(commented))).toEqual([
      '@@locale',
      'title',
      '@title',
      'greeting',
      '@greeting',
    ]);
    expect(JSON.parse(commented)['@greeting']).toEqual(TEMPLATE['@greeting']);
  });

  it('reads back what it writes, slashes and non-ASCII included', () => {
    const entries = [
      { key: 'path', value: 'a/b «c» 😀', comment: 'one/two', placeholders: { x: {} } },
      { key: '__proto__', value: 'still a key' },
    ];
    const written = arb.serialize(entries, { lang: 'de', includeComments: true });
    expect(written.toString()).toContain('a\\/b');
    expect(arb.parse(written, 'de')).toEqual(entries);
  });

  it('writes a plural key as one ICU plural message, and leaves out keys an ARB reader takes for metadata', () => {
    const written = arb.serialize(
      [
        { key: 'files', value: { one: '# file', other: '# files' } },
        { key: '@odd', value: 'x' },
      ],
      { lang: 'en' },
    );
    expect(JSON.parse(written.toString())).toEqual({
      '@@locale': 'en',
      files: '{count, plural, one {# file} other {# files}}',
    });
  });

  it.each([
    ['a list at the top', '["a"]', 'the top level must be an object of messages'],
    ['a message that is not text', '{"n": 1}', "message 'n' is not a text"],
    ['metadata that is not an object', '{"a": "A", "@a": "about a"}', "'@a' must be an object"],
    ['broken JSON', '{"a": ', 'Invalid ARB file'],
    ['an empty file', '  ', 'the file is empty'],
  ])('refuses %s', (_what, text, message) => {
    expect(() => arb.parse(file(text), 'en')).toThrow(FormatError);
    expect(() => arb.parse(file(text), 'en')).toThrow(message);
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(() => arb.parse(LATIN1_E_ACUTE, 'en')).toThrow('Invalid ARB file: not valid UTF-8');
  });
});
