import { describe, expect, it } from 'vitest';
import { inert } from '../../src/common/inert.ts';
import { visible, visibleInJson, visibleInLine } from '../../src/common/visible.ts';

/** `from` to `to`, both included. */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** The text `visible` was given back: each marker as the character it stands for. */
const unmarked = (text: string) =>
  text.replace(/⟨U\+([0-9A-F]{4,6})⟩/g, (_, digits: string) =>
    String.fromCodePoint(parseInt(digits, 16)),
  );

/** Every character issue 37 names, and the classes around them (see visible.ts). */
const SHOWN: Record<string, readonly number[]> = {
  'zero-width and marks (U+200B–200F)': range(0x200b, 0x200f),
  'embeddings and overrides (U+202A–202E)': range(0x202a, 0x202e),
  'invisible operators (U+2060–2064)': range(0x2060, 0x2064),
  'isolates (U+2066–2069)': range(0x2066, 0x2069),
  'deprecated format characters (U+206A–206F)': range(0x206a, 0x206f),
  'byte order mark, Arabic letter mark, soft hyphen, Mongolian vowel separator, CGJ': [
    0xfeff, 0x061c, 0x00ad, 0x180e, 0x034f,
  ],
  'Hangul fillers': [0x115f, 0x1160, 0x3164, 0xffa0],
  'interlinear annotation': range(0xfff9, 0xfffb),
  'tag characters': [0xe0001, ...range(0xe0020, 0xe007f)],
  'variation selectors after a letter': [...range(0xfe00, 0xfe0f), 0xe0100, 0xe01ef],
  'C0 controls but tab and line breaks, DEL, C1': [
    ...range(0x00, 0x08),
    0x0b,
    0x0c,
    ...range(0x0e, 0x1f),
    ...range(0x7f, 0x9f),
  ],
  'line and paragraph separators': [0x2028, 0x2029],
  'a lone surrogate, noncharacters': [0xd800, 0xdfff, 0xfffe, 0xffff, 0xfdd0],
};

describe('visible: invisible and direction-changing characters (issue 37)', () => {
  it.each(Object.entries(SHOWN))('shows each of %s as its code point', (_, codePoints) => {
    for (const codePoint of codePoints) {
      const text = `a${String.fromCodePoint(codePoint)}b`;
      expect(visible(text), hex(codePoint)).toBe(`a⟨U+${hex(codePoint)}⟩b`);
      // Nothing is dropped: the markers give back the very text.
      expect(unmarked(visible(text)), hex(codePoint)).toBe(text);
    }
  });

  it('keeps the visible part of a text as it is, and shows it in its written order', () => {
    expect(visible('Bitte \u202Eneglof\u202C klicken')).toBe(
      'Bitte ⟨U+202E⟩neglof⟨U+202C⟩ klicken',
    );
    expect(visible('invoice\u202Efdp.exe')).toBe('invoice⟨U+202E⟩fdp.exe');
    expect(visible('\u2067שלום\u2069 world')).toBe('⟨U+2067⟩שלום⟨U+2069⟩ world');
    expect(visible('\x1b[31mred')).toBe('⟨U+001B⟩[31mred');
    // A marker is itself visible: showing twice changes nothing.
    const once = visible('a\u200b\u202e\u{e0041}b');
    expect(visible(once)).toBe(once);
  });

  it('leaves ordinary texts of every script, their spaces, tabs and line breaks alone', () => {
    for (const text of [
      'Speichern',
      'Bonjour\u00a0! Prix\u202f: 3\u00a0€',
      'حفظ التغييرات',
      'שמור',
      'नमस्ते',
      '保存しました',
      '한국어',
      'line one\n\tline two\r\n',
      '',
    ]) {
      expect(visible(text)).toBe(text);
    }
  });

  it('shows joiners inside words too: Persian and Hindi spell with them, but a reviewer sees them', () => {
    expect(visible('می\u200cخواهم')).toBe('می⟨U+200C⟩خواهم');
    expect(visible('क्\u200dष')).toBe('क्⟨U+200D⟩ष');
  });

  it('keeps the joiners and presentation selectors that make one emoji, and no others', () => {
    for (const emoji of ['👨‍👩‍👧', '🏳️‍🌈', '🏳️‍⚧️', '❤️‍🔥', '🫱🏻‍🫲🏼', '👩🏽‍💻', '❤️', '☺︎', '1️⃣', '#️⃣']) {
      expect(visible(`Familie ${emoji}!`)).toBe(`Familie ${emoji}!`);
    }
    // A joiner that joins no two pictographs, a selector after a letter or after another.
    expect(visible('a\u200d😀')).toBe('a⟨U+200D⟩😀');
    expect(visible('😀\u200d')).toBe('😀⟨U+200D⟩');
    expect(visible('a\ufe0f')).toBe('a⟨U+FE0F⟩');
    expect(visible('❤\ufe0f\ufe0f')).toBe('❤️⟨U+FE0F⟩');
    // Bytes smuggled as variation selectors after an emoji, and a flag written with tags.
    expect(visible('😀\u{e0100}\u{e0142}')).toBe('😀⟨U+E0100⟩⟨U+E0142⟩');
    expect(visible('🏴\u{e0067}\u{e0062}\u{e007f}')).toBe('🏴⟨U+E0067⟩⟨U+E0062⟩⟨U+E007F⟩');
  });

  it('shows tabs and line breaks too in a name inside a line', () => {
    expect(visibleInLine('a\tb\nc\rd\u202e')).toBe('a⟨U+0009⟩b⟨U+000A⟩c⟨U+000D⟩d⟨U+202E⟩');
    expect(visibleInLine('Familie 👨‍👩‍👧')).toBe('Familie 👨‍👩‍👧');
  });

  it('writes them as JSON escapes in JSON, which still reads as the same texts', () => {
    const texts = { a: 'x\u202ey\u200b', b: '😀\u{e0100}', c: 'Familie 👨‍👩‍👧', d: 'ok' };
    const json = visibleInJson(JSON.stringify(texts, null, 2));
    expect(json).toContain('"x\\u202ey\\u200b"');
    expect(json).toContain('"😀\\udb40\\udd00"');
    expect(json).toContain('"Familie 👨‍👩‍👧"');
    expect(JSON.parse(json)).toEqual(texts);
  });

  it('runs before inert, whose zero-width space stays one', () => {
    const line = inert(visible('\n::warning::x\u200b\u202e ##[set-output]'));
    expect(line).toBe('\n:\u200b:warning::x⟨U+200B⟩⟨U+202E⟩ #\u200b#[set-output]');
  });
});
