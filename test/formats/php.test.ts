import { describe, expect, it } from 'vitest';
import { codecFor } from '../emulator/formats/index.ts';
import { SAMPLE } from './samples.ts';

describe('php codec', () => {
  const php = codecFor('php');

  it('is export only', () => {
    expect(php?.extension).toBe('php');
    expect(php?.parse).toBeUndefined();
  });

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
});
