import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/qa/review.ts';
import { annotationsByLanguage, needsReviewSection } from '../../src/qa/report.ts';

const local = (language: string) => (language === 'zh_CN' ? 'zh-Hans' : language);

function finding(over: Partial<Finding>): Finding {
  return {
    language: 'de',
    key: 'k',
    context: null,
    base: 'Hello %s',
    translation: 'Hallo',
    differences: [{ check: 'placeholders', detail: 'printf: missing %s' }],
    ...over,
  };
}

describe('needsReviewSection', () => {
  it('keeps texts from the service inert in a table: pipes, mentions, tags and line breaks', () => {
    const section = needsReviewSection(
      [
        finding({
          key: 'a|b',
          context: '@octocat #12',
          base: 'Ask @team | <b>now</b>\n',
          translation: 'Frag @team | <b>jetzt',
          differences: [
            { check: 'tags', detail: 'missing </b>' },
            { check: 'whitespace', detail: 'line breaks: 1 in the base, 0 in the translation' },
          ],
        }),
      ],
      local,
      10,
    );
    const row = section.split('\n').at(-1);
    expect(row).toBe(
      '| de | `a\\|b` (`@octocat #12`) | missing \\</b\\><br>line breaks: 1 in the base, 0 in the translation | `Ask @team \\| <b>now</b>↵` | `Frag @team \\| <b>jetzt` |',
    );
  });

  it('cuts long texts in the middle, keeping both ends where space matters', () => {
    const base = `${'word '.repeat(30)}end: `;
    const [row = ''] = needsReviewSection([finding({ base })], local, 10)
      .split('\n')
      .slice(-1);
    const shown = row.split(' | ')[3] ?? '';
    expect(shown).toMatch(/^`word word .*….*word end:·`$/);
    expect([...shown].length).toBeLessThan(70);
  });

  it('shows at most maxRows rows, then how many more, with languages as the repository has them', () => {
    const findings = ['a', 'b', 'c'].map((key) => finding({ key, language: 'zh_CN' }));
    const lines = needsReviewSection(findings, local, 2).split('\n');
    expect(lines.slice(4)).toEqual([
      expect.stringMatching(/^\| zh-Hans \| `a` \|/),
      expect.stringMatching(/^\| zh-Hans \| `b` \|/),
      '| … | and 1 more | | | |',
    ]);
  });

  it('is empty without findings', () => {
    expect(needsReviewSection([], local, 10)).toBe('');
  });
});

describe('annotationsByLanguage', () => {
  it('gives one line per language, counting translations per check', () => {
    const lines = annotationsByLanguage(
      [
        finding({ key: 'a' }),
        finding({
          key: 'b',
          differences: [
            { check: 'placeholders', detail: 'x' },
            { check: 'placeholders', detail: 'y' },
            { check: 'icu', detail: 'z' },
          ],
        }),
        finding({ language: 'zh_CN', differences: [{ check: 'whitespace', detail: 'w' }] }),
      ],
      local,
    );
    expect(lines).toEqual([
      'de: 2 translations need review (placeholders 2, ICU 1); see "Needs review" in the job summary',
      'zh-Hans: 1 translation needs review (space 1); see "Needs review" in the job summary',
    ]);
  });
});
