import { describe, expect, it } from 'vitest';
import type { KeyedText } from '../../src/push/push-types.ts';
import { onceMerged } from '../../src/report/held-summary.ts';

const text = (why: 'fill' | 'fix'): KeyedText => ({
  path: 'locales/de.json',
  key: '["a"]',
  language: 'de',
  name: 'a',
  text: 'A',
  why,
});

describe('what a held branch run says its push would send once merged', () => {
  it('names the new keys, at most 20, and counts the rest', () => {
    const added = Array.from({ length: 23 }, (_, i) => `key.${i}`);
    const said = onceMerged({ added, changed: 2 }, [text('fill'), text('fix'), text('fix')]);
    expect(said).toBe(
      `Once merged, its push would add 23 keys the service lacks (${added
        .slice(0, 20)
        .map((k) => `\`${k}\``)
        .join(
          ', ',
        )} and 3 more), change 2 base texts, and send 3 translations by key (1 the service lacks, 2 the repository changed since the last sync).`,
    );
  });

  it('says when it adds no key, in plain words for the log', () => {
    expect(onceMerged({ added: [], changed: 0 }, [], (name) => name)).toBe(
      'Once merged, its push would add no key, change 0 base texts, and send 0 translations by key (0 the service lacks, 0 the repository changed since the last sync).',
    );
  });
});
