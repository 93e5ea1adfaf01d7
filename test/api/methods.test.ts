import { describe, expect, expectTypeOf, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../src/api/interface.ts';
import type { LmsClient } from '../../src/api/index.ts';
import { endpointMethods } from '../../src/api/methods.ts';
import type { ExportBundle, ImportResult } from '../../src/api/results.ts';

describe('the client methods derived from the endpoint table', () => {
  it('has one method per endpoint, calling that endpoint with the parameters given', async () => {
    const calls: Array<[EndpointName, unknown]> = [];
    const methods = endpointMethods((endpoint, params) => {
      calls.push([endpoint, params]);
      return Promise.resolve(endpoint);
    }) as unknown as Record<string, Record<string, (p?: object) => Promise<unknown>>>;
    const names = Object.entries(methods).flatMap(([group, m]) =>
      Object.keys(m).map((name) => `${group}.${name}`),
    );
    expect(names).toHaveLength(Object.keys(ENDPOINTS).length);
    for (const endpoint of Object.keys(ENDPOINTS) as EndpointName[]) {
      const [group = '', last = ''] = endpoint.split('/');
      const name = endpoint === 'language/listall' ? 'listAll' : last;
      const method = methods[group]?.[name];
      expect(method, endpoint).toBeTypeOf('function');
      expect(await method?.({ id: 'p1' })).toBe(endpoint);
    }
    expect(calls.at(-1)?.[1]).toEqual({ id: 'p1' });
    await methods['project']?.['list']?.();
    expect(calls.at(-1)).toEqual(['project/list', {}]);
  });

  it('types each method from the table and its decoder', () => {
    expectTypeOf<LmsClient['project']['import']>().returns.resolves.toEqualTypeOf<ImportResult>();
    expectTypeOf<LmsClient['project']['export']>().returns.resolves.toEqualTypeOf<ExportBundle>();
    expectTypeOf<LmsClient['project']['add']>().returns.resolves.toEqualTypeOf<{
      readonly id: string;
    }>();
    expectTypeOf<LmsClient['project']['import']>()
      .parameter(0)
      .toHaveProperty('lang_iso')
      .toEqualTypeOf<string>();
    // A call with nothing required may leave its parameters out; one with may not.
    expectTypeOf<LmsClient['project']['list']>().toBeCallableWith();
    expectTypeOf<LmsClient['language']['list']>().parameter(0).not.toBeUndefined();
    // Narrowed: screenshot's id is required through the client.
    expectTypeOf<LmsClient['project']['screenshot']>()
      .parameter(0)
      .toHaveProperty('id')
      .toEqualTypeOf<string>();
  });
});
