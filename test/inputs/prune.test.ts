import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/inputs/index.ts';
import { capFor, parseDuration, parseRemovalCap } from '../../src/inputs/prune.ts';

const DAY = 24 * 60 * 60 * 1000;

function settingsWith(inputs: Record<string, string>) {
  const all: Record<string, string> = {
    'api-token': 't',
    'project-id': 'p',
    'api-url': 'https://api.example.com',
    files: 'locales/%LANG_ISO%.json',
    mode: 'push',
    ...inputs,
  };
  return readSettings((name) => all[name] ?? '', { GITHUB_REPOSITORY: 'o/r' });
}

describe('prune inputs', () => {
  it('default to reporting only, 14 days, at most 10% of the keys, and the l10n-sync-retired tag', () => {
    expect(settingsWith({}).prune).toEqual({
      stage: 'report',
      afterMs: 14 * DAY,
      cap: { kind: 'share', percent: 10 },
      tag: 'l10n-sync-retired',
    });
  });

  it('read durations with their unit, and 0 alone without one', () => {
    expect(parseDuration('14d')).toBe(14 * DAY);
    expect(parseDuration('2w')).toBe(14 * DAY);
    expect(parseDuration('36h')).toBe(1.5 * DAY);
    expect(parseDuration('90m')).toBe(90 * 60 * 1000);
    expect(parseDuration('0')).toBe(0);
    for (const bad of ['14', '1y', '-1d', '1.5d', '', '3651d']) {
      expect(() => parseDuration(bad), bad).toThrow();
    }
  });

  it('read the cap as a share or a number of keys, and count it for a project', () => {
    expect(parseRemovalCap('25%')).toEqual({ kind: 'share', percent: 25 });
    expect(parseRemovalCap('250')).toEqual({ kind: 'keys', count: 250 });
    for (const bad of ['0', '0%', '101%', 'ten', '-5']) {
      expect(() => parseRemovalCap(bad), bad).toThrow();
    }
    expect(capFor({ kind: 'share', percent: 10 }, 1234)).toBe(123);
    // A small project may still remove one key.
    expect(capFor({ kind: 'share', percent: 10 }, 5)).toBe(1);
    expect(capFor({ kind: 'keys', count: 7 }, 5)).toBe(7);
  });

  it('refuse to retire or remove in pull mode, which never finds removed keys', () => {
    expect(() => settingsWith({ mode: 'pull', prune: 'retire', 'github-token': 'g' })).toThrow(
      /prune.*mode: push or sync/,
    );
    expect(settingsWith({ mode: 'pull', 'github-token': 'g' }).prune.stage).toBe('report');
  });

  it('name the input in one line when a value is wrong', () => {
    expect(() =>
      settingsWith({ prune: 'delete', 'prune-after': '2 weeks', 'prune-tag': 'a\nb' }),
    ).toThrow(/prune.*report, retire, remove[\s\S]*prune-after.*14d[\s\S]*prune-tag/);
  });
});
