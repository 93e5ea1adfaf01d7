import { describe, expect, it } from 'vitest';
import { parseRemovedKeys } from '../../src/prune/prune-state.ts';
import { recordedRemovedKeys, scopeText } from '../../src/push/sync-scope.ts';

const COMMIT = 'a'.repeat(40);
const KEY = {
  path: ['menu', 'open'],
  name: 'menu::open',
  removedAt: '2026-11-01T10:00:00+01:00',
  lastHadIn: COMMIT,
  goneIn: 'b'.repeat(40),
};

describe('the removed keys of the sync state', () => {
  it('are written with the scope and read back as written', () => {
    const retired = { ...KEY, retired: { at: '2026-11-02T00:00:00.000Z', hid: true } };
    const text = scopeText({ files: ['locales/%LANG_ISO%.json'], languageMap: [] }, [KEY, retired]);
    expect(text.startsWith('l10n-sync state\n\n')).toBe(true);
    expect(recordedRemovedKeys(text)).toEqual([KEY, retired]);
  });

  it('keep the branch of a deleted branch’s key', () => {
    const ofBranch = { ...KEY, path: ['gone'], name: 'gone', branch: 'feature/y' };
    const text = scopeText({ files: ['a/%LANG_ISO%.json'], languageMap: [] }, [ofBranch]);
    expect(recordedRemovedKeys(text)).toEqual([ofBranch]);
  });

  it('leave a state without them as it was written before (no removedKeys field)', () => {
    const text = scopeText({ files: ['a/%LANG_ISO%.json'], languageMap: [] });
    expect(text).not.toContain('removedKeys');
    expect(recordedRemovedKeys(text)).toEqual([]);
  });

  it('are dropped whole when any record is not one this version writes (the ref is not trusted)', () => {
    const bad: unknown[] = [
      { ...KEY, lastHadIn: 'HEAD~1' },
      { ...KEY, lastHadIn: `${COMMIT};rm` },
      { ...KEY, goneIn: undefined },
      { ...KEY, removedAt: 'yesterday' },
      { ...KEY, path: [] },
      { ...KEY, path: ['a', 1] },
      { ...KEY, name: '' },
      { ...KEY, retired: { at: '2026-11-02', hid: 'yes' } },
      { ...KEY, branch: 'a b' },
      { ...KEY, branch: '../main' },
      { ...KEY, branch: 7 },
      'menu.open',
    ];
    for (const record of bad) {
      expect(parseRemovedKeys({ removedKeys: [KEY, record] }), JSON.stringify(record)).toEqual([]);
    }
    expect(parseRemovedKeys({ removedKeys: new Array(100_001).fill(KEY) })).toEqual([]);
    expect(recordedRemovedKeys('l10n-sync state\n\n{not json')).toEqual([]);
  });
});
