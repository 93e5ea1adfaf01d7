import { describe, expect, it } from 'vitest';
import { encodeParams } from '../../src/api/params.ts';

describe('encodeParams', () => {
  it('writes json arrays as JSON text and flags as 0/1', () => {
    const { fields } = encodeParams('project/export', '1.0.9.3', {
      id: 'p',
      type: 'json',
      langs: ['en', 'de'],
      use_original: false,
      export_all: true,
    });
    expect(fields).toEqual([
      ['id', 'p'],
      ['type', 'json'],
      ['langs', '["en","de"]'],
      ['use_original', '0'],
      ['export_all', '1'],
    ]);
  });

  it('sends include_tags as tags to 1.0.9.2', () => {
    const { fields } = encodeParams('project/export', '1.0.9.2', {
      id: 'p',
      type: 'json',
      include_tags: ['release'],
    });
    expect(fields).toContainEqual(['tags', '["release"]']);
    expect(fields.map(([k]) => k)).not.toContain('include_tags');
  });

  it.each([
    [
      'project/export',
      { id: 'p', type: 'json', exclude_tags: ['x'] },
      /exclude_tags' does not exist in revision 1.0.9.2/,
    ],
    [
      'project/import',
      {
        id: 'p',
        lang_iso: 'en',
        file: { name: 'a.json', content: new Uint8Array() },
        cleanup_mode: true,
      },
      /cleanup_mode/,
    ],
    ['project/snapshot', { id: 'p', title: 't' }, /title/],
    [
      'project/screenshot',
      { id: 'p', screenshot: 'x' },
      /endpoint does not exist in revision 1.0.9.2/,
    ],
    ['language/set', { id: 'p' }, /endpoint does not exist/],
    ['string/list', { id: 'p', tags: ['a'] }, /tags/],
  ] as const)('refuses on 1.0.9.2 what it lacks: %s', (endpoint, params, message) => {
    expect(() => encodeParams(endpoint, '1.0.9.2', params)).toThrow(message);
  });

  it("enforces 1.0.9.2's export types", () => {
    expect(() => encodeParams('project/export', '1.0.9.2', { id: 'p', type: 'yaml' })).toThrow(
      /export type 'yaml' is not one of revision 1.0.9.2's types/,
    );
    expect(() => encodeParams('project/export', '1.0.9.2', { id: 'p', type: 'yml' })).not.toThrow();
  });

  it('refuses missing required parameters, unknown names and wrong types', () => {
    expect(() => encodeParams('language/add', '1.0.9.3', { id: 'p' })).toThrow(
      /required parameter 'iso'/,
    );
    expect(() => encodeParams('language/list', '1.0.9.3', { id: 'p', foo: 1 })).toThrow(
      /unknown parameter 'foo'/,
    );
    expect(() => encodeParams('language/add', '1.0.9.3', { id: 'p', iso: 'en' })).toThrow(
      /array of strings/,
    );
    expect(() =>
      encodeParams('project/export', '1.0.9.3', { id: 'p', type: 'json', filter: ['all'] }),
    ).toThrow(/does not allow 'all'/);
    expect(() =>
      encodeParams('project/import', '1.0.9.3', { id: 'p', lang_iso: 'en', file: 'x' }),
    ).toThrow(/must be a file/);
  });

  it("checks string/set key records against the revision's fields", () => {
    const data = [{ key: 'k', platform_mask: 4, tags: ['a'] }];
    expect(() => encodeParams('string/set', '1.0.9.3', { id: 'p', data })).not.toThrow();
    expect(() => encodeParams('string/set', '1.0.9.2', { id: 'p', data })).toThrow(
      /key record field 'tags' does not exist in revision 1.0.9.2/,
    );
  });

  it('sends the export parameters the interface does not list as given, under names it does not list', () => {
    const { fields } = encodeParams('project/export', '1.0.9.3', {
      id: 'p',
      type: 'json',
      unlisted: { include_description: '1', made_up: '["a"]' },
    });
    expect(fields).toEqual([
      ['id', 'p'],
      ['type', 'json'],
      ['include_description', '1'],
      ['made_up', '["a"]'],
    ]);
    const unlisted = (value: unknown) => () =>
      encodeParams('project/export', '1.0.9.2', { id: 'p', type: 'json', unlisted: value });
    // A listed one, on either revision's wire, would go unchecked; the token never goes so.
    expect(unlisted({ tags: '["x"]' })).toThrow("parameter 'tags' is listed: give it as itself");
    expect(unlisted({ filter: 'all' })).toThrow("parameter 'filter' is listed");
    expect(unlisted({ api_token: 't' })).toThrow("parameter 'api_token' is the token");
    expect(unlisted({ a: 1 })).toThrow("parameter 'a' must be a text");
    expect(unlisted('a=1')).toThrow('unlisted parameters must be a mapping');
  });

  it('takes the filter values the real service took besides the listed ones', () => {
    const { fields } = encodeParams('project/export', '1.0.9.3', {
      id: 'p',
      type: 'json',
      filter: ['translated', 'reviewed', 'proofread'],
    });
    expect(fields).toContainEqual(['filter', '["translated","reviewed","proofread"]']);
    expect(() =>
      encodeParams('project/export', '1.0.9.3', { id: 'p', type: 'json', filter: ['approved'] }),
    ).toThrow("does not allow 'approved'");
  });

  it('skips parameters given as undefined', () => {
    const { fields } = encodeParams('project/snapshot', '1.0.9.3', { id: 'p', title: undefined });
    expect(fields).toEqual([['id', 'p']]);
  });
});
