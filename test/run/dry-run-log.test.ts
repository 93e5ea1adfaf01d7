import { describe, expect, it } from 'vitest';
import { describeParams, dryRunLog } from '../../src/run/dry-run-log.ts';
import { captureLog } from '../support/fakes.ts';

/**
 * What a dry run says instead of writing: one line per call it holds back, with the parameters
 * a reader needs to judge it, and nothing that would flood the log or show a secret.
 */
describe('the dry run’s log', () => {
  it('names each call it holds back, with its parameters', () => {
    const log = captureLog();
    dryRunLog(log).wouldWrite('string/set', { id: 'p1', lang_iso: 'de', keys: ['a', 'b'] });
    expect(log.lines).toEqual([
      '[dry-run] would call string/set with {"id":"p1","lang_iso":"de","keys":["a","b"]}',
    ]);
  });

  it('hides the values of parameters that would make the service act elsewhere', () => {
    const log = captureLog();
    const hook = 'https://chat.example.com/hooks/T000/SECRET';
    dryRunLog(log).leftOut('project/export', { webhook_url: hook });
    dryRunLog(log).leftOut('project/import', { webhook_url: hook, notify: '1' });
    expect(log.lines).toEqual([
      '[dry-run] would export with {"webhook_url":"(hidden)"}; left out of this export',
      '[dry-run] would call project/import with {"webhook_url":"(hidden)","notify":"(hidden)"}; left out of this call',
    ]);
    expect(log.lines.join('\n')).not.toContain('SECRET');
  });
});

describe('describeParams', () => {
  it('shows a file as its name and size, not its bytes', () => {
    const file = { name: 'de.json', content: Buffer.from('{"greeting": "Hallo"}') };
    expect(describeParams({ id: 'p1', file })).toBe('{"id":"p1","file":"de.json (21 bytes)"}');
    const one = { name: 'x', content: new Uint8Array(1) };
    expect(describeParams({ file: one })).toBe('{"file":"x (1 byte)"}');
  });

  it('shortens a text over 120 characters to its start and its length', () => {
    const long = 'a'.repeat(40) + 'b'.repeat(81);
    expect(describeParams({ text: long })).toBe(`{"text":"${'a'.repeat(40)}… (121 characters)"}`);
    const fits = 'c'.repeat(120);
    expect(describeParams({ text: fits })).toBe(`{"text":"${fits}"}`);
  });

  it('leaves other values as JSON writes them, nested ones too', () => {
    const params = { flag: true, count: 3, tags: ['x', 'y'], nested: { text: 'd'.repeat(130) } };
    expect(JSON.parse(describeParams(params))).toEqual({
      ...params,
      nested: { text: `${'d'.repeat(40)}… (130 characters)` },
    });
  });
});
