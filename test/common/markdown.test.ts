import { describe, expect, it } from 'vitest';
import {
  codeBlock,
  codeSpan,
  cutMiddle,
  plainText,
  shortCodeSpan,
} from '../../src/common/markdown.ts';

describe('Markdown from file names and service text', () => {
  it('keeps a file name in one code span, whatever backticks or pipes it holds', () => {
    expect(codeSpan('locales/de.json')).toBe('`locales/de.json`');
    // A run of two backticks inside: the fence is three long, so the span does not end early.
    expect(codeSpan('a``b.json')).toBe('```a``b.json```');
    expect(codeSpan('`x`.json')).toBe('`` `x`.json ``');
    // In a table a pipe would end the cell; GitHub reads `\|` as a pipe there, inside code too.
    expect(codeSpan('a|b.json', true)).toBe('`a\\|b.json`');
    expect(codeSpan('a|b.json')).toBe('`a|b.json`');
    expect(codeSpan('a\nb')).toBe('`a b`');
  });

  it('shows service text as words: no link, no emphasis, no HTML, one line', () => {
    expect(plainText('[click](https://evil.example)')).toBe(
      '\\[click\\](https<!-- -->://evil.example)',
    );
    expect(plainText('<img src=x> *bold* _it_')).toBe('\\<img src=x\\> \\*bold\\* \\_it\\_');
    expect(plainText('line one\nline two')).toBe('line one line two');
    expect(plainText('de')).toBe('de');
  });

  it('lets no @name or #123 from the service notify a user or link an issue', () => {
    // Neither a backslash nor an HTML entity stops GitHub: an empty comment splits the reference.
    expect(plainText('ask @octocat about #12')).toBe('ask @<!-- -->octocat about #<!-- -->12');
    expect(plainText('sr@latin')).toBe('sr@<!-- -->latin');
    expect(plainText('a @ b, # c, C#')).toBe('a @ b, # c, C#');
  });

  it('lets no bare address, GH-12, owner/repo#12, email or commit id become a link', () => {
    // GitHub links these after Markdown is parsed: split where each would form, as @ and #.
    expect(plainText('see https://evil.example/x and ftp://f.example')).toBe(
      'see https<!-- -->://evil.example/x and ftp<!-- -->://f.example',
    );
    expect(plainText('visit www.example.com or WWW.Example.com')).toBe(
      'visit www<!-- -->.example.com or WWW<!-- -->.Example.com',
    );
    expect(plainText('fixes GH-12, gh-7 and octo/app#12')).toBe(
      'fixes GH<!-- -->-12, gh<!-- -->-7 and octo/app#<!-- -->12',
    );
    expect(plainText('mail me@evil.example, octo/app@a5c3785')).toBe(
      'mail me@<!-- -->evil.example, octo/app@<!-- -->a5c378<!-- -->5',
    );
    expect(plainText('commit a5c3785ed8d6a35868bc169f07e40e889087fd2e')).toBe(
      'commit a5c378<!-- -->5ed8d6<!-- -->a35868<!-- -->bc169f<!-- -->07e40e<!-- -->889087<!-- -->fd2e',
    );
    // Words that only look like the start of one stay as they are.
    expect(plainText('GH-x, http:x, www, cafe, 123456, a5c3785z')).toBe(
      'GH-x, http:x, www, cafe, 123456, a5c3785z',
    );
  });

  it('keeps service text inside a code block, whatever fences it holds', () => {
    expect(codeBlock('{"a":1}', 'json')).toBe('```json\n{"a":1}\n```');
    expect(codeBlock('x\n```\n@admin')).toBe('````\nx\n```\n@admin\n````');
  });
});

describe('shortCodeSpan', () => {
  it('says an empty text is empty, where a code span would show its backticks', () => {
    expect(shortCodeSpan('')).toBe('*(empty)*');
    expect(shortCodeSpan(' a ')).toBe('`·a·`');
  });
});

describe('plainText and HTML entities (issue 25)', () => {
  it.each([
    ['&commat;octocat', '&amp;commat;octocat'],
    ['&num;1', '&amp;num;1'],
    ['&commat', '&amp;commat'],
    ['GH&hyphen;1', 'GH&amp;hyphen;1'],
    ['https&colon;//x', 'https&amp;colon;//x'],
    ['&NewLine;', '&amp;NewLine;'],
  ])('writes the & of %s as &amp;, so GitHub shows the entity as written', (text, written) => {
    expect(plainText(text)).toBe(written);
  });

  it('still defuses a numeric reference and shows an ordinary & as itself', () => {
    expect(plainText('&#64;octocat')).toBe('&amp;#<!-- -->64;octocat');
    expect(plainText('Salt & pepper')).toBe('Salt &amp; pepper');
  });

  it('leaves code spans as written: GitHub decodes no entity in them', () => {
    expect(codeSpan('&commat;octocat')).toBe('`&commat;octocat`');
    expect(shortCodeSpan('&num;1')).toBe('`&num;1`');
  });
});

describe('hidden characters in Markdown (issue 37)', () => {
  it('shows them as code points in every kind of text, so no section can forget to', () => {
    expect(codeSpan('price\u202Elatot', true)).toBe('`price⟨U+202E⟩latot`');
    expect(plainText('de\u200b')).toBe('de⟨U+200B⟩');
    expect(shortCodeSpan(' Bitte \u202Eneglof\u202C ')).toBe('`·Bitte ⟨U+202E⟩neglof⟨U+202C⟩·`');
    expect(codeBlock('a\u2066b\u2069')).toBe('```\na⟨U+2066⟩b⟨U+2069⟩\n```');
    // A text of nothing but a hidden character is not empty.
    expect(shortCodeSpan('\ufeff')).toBe('`⟨U+FEFF⟩`');
    // An emoji made with joiners stays one.
    expect(shortCodeSpan('Familie 👨‍👩‍👧')).toBe('`Familie 👨‍👩‍👧`');
  });

  it('cuts a long text before its hidden characters become markers, never inside one', () => {
    const cell = shortCodeSpan('\u202e'.repeat(100));
    expect(cell).toBe(`\`${'⟨U+202E⟩'.repeat(30)}…${'⟨U+202E⟩'.repeat(25)}\``);
  });

  it('writes them as JSON escapes in a JSON block, which still reads as the same texts', () => {
    const texts = { key: 'Preis \u2067gesamt\u2069' };
    const block = codeBlock(JSON.stringify(texts, null, 2), 'json');
    expect(block).toBe('```json\n{\n  "key": "Preis \\u2067gesamt\\u2069"\n}\n```');
    expect(JSON.parse(block.slice('```json\n'.length, -'\n```'.length))).toEqual(texts);
  });
});

describe('cutMiddle', () => {
  /** The cut by splitting into characters, as the table cells were cut before. */
  const bySplitting = (text: string, head: number, tail: number, most: number) => {
    const chars = [...text];
    return chars.length > most
      ? `${chars.slice(0, head).join('')}…${chars.slice(-tail).join('')}`
      : text;
  };

  it('cuts as splitting into characters does, surrogate pairs and lone halves included', () => {
    const pieces = ['a', 'é', '😀', '👨‍👩‍👧', '\ud83d', '\ude00', '\u202e', ' ', '字'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let round = 0; round < 2000; round++) {
      let text = '';
      const length = next() % 140;
      for (let i = 0; i < length; i++) text += pieces[next() % pieces.length];
      expect(cutMiddle(text, 30, 25, 60)).toBe(bySplitting(text, 30, 25, 60));
    }
  });

  it('keeps a text of exactly the most code points whole, even of two units each', () => {
    expect(cutMiddle('😀'.repeat(60), 30, 25, 60)).toBe('😀'.repeat(60));
    expect(cutMiddle('😀'.repeat(61), 30, 25, 60)).toBe(`${'😀'.repeat(30)}…${'😀'.repeat(25)}`);
  });
});
