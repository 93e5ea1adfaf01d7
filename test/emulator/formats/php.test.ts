import { describe, expect, it } from 'vitest';
import { codecFor, FormatError } from './index.ts';
import { file, SAMPLE } from './codec-samples.ts';

describe('php codec', () => {
  const php = codecFor('php');

  it('writes $lang lines with single-quote escaping and plural arrays', () => {
    const entries = [...SAMPLE, { key: "it's", value: 'x', comment: 'A note' }];
    expect(php?.serialize(entries, { lang: 'en', includeComments: true }).toString()).toBe(
      [
        '<?php',
        `$lang['greeting'] = 'Hello, "world"!\nSecond line';`,
        `$lang['farewell'] = 'До свидания — 再见 😀';`,
        `$lang['apostrophe'] = 'It\\'s a \\\\ backslash, a\ttab & <b>tag</b>';`,
        `$lang['items'] = array('one' => '%d item', 'other' => '%d items');`,
        '// A note',
        `$lang['it\\'s'] = 'x';`,
        '',
      ].join('\n'),
    );
  });

  it('reads back what it writes, each statement with its comment lines', () => {
    const entries = [
      ...SAMPLE,
      { key: "it's", value: 'x', comment: 'A note\non two lines' },
      { key: 'after', value: "// not a comment; $lang['x'] = 'y';" },
    ];
    const written = php?.serialize(entries, { lang: 'en', includeComments: true });
    expect(php?.parse(written ?? Buffer.alloc(0), 'en')).toEqual(entries);
  });

  it.each([
    ['no opening tag', "$lang['a'] = 'b';", 'expected <?php (line 1)'],
    ['another variable', "<?php\n$messages['a'] = 'b';", 'expected $lang (line 2)'],
    ['a double-quoted string', '<?php\n$lang["a"] = "b";', "expected ' (line 2)"],
    ['an open string', "<?php\n$lang['a'] = 'b;\n", 'a string is not closed'],
    ['an array that is not plural forms', "<?php\n$lang['a'] = array('x' => 'y');", 'plural forms'],
  ])('refuses a file outside the service layout: %s', (_what, text, message) => {
    expect(() => php?.parse(file(text), 'en')).toThrow(FormatError);
    expect(() => php?.parse(file(text), 'en')).toThrow(message);
  });
});
