import { describe, expect, it } from 'vitest';
import { count, plural } from '../../src/common/plural.ts';

describe('counts in messages', () => {
  it('names one of a thing in the singular, and none or many in the plural', () => {
    expect(count(1, 'file')).toBe('1 file');
    expect(count(0, 'file')).toBe('0 files');
    expect(count(2, 'file')).toBe('2 files');
  });

  it('takes an irregular plural', () => {
    expect(count(1, 'bundle entry', 'bundle entries')).toBe('1 bundle entry');
    expect(count(3, 'bundle entry', 'bundle entries')).toBe('3 bundle entries');
  });

  it('makes a verb agree with the count', () => {
    expect(`${count(1, 'file')} ${plural(1, 'was', 'were')}`).toBe('1 file was');
    expect(`${count(2, 'translation')} ${plural(2, 'needs', 'need')}`).toBe('2 translations need');
  });
});
