import { ENDPOINTS, type EndpointName } from './interface.ts';
import type { ParamsFor } from './params.ts';
import type { DECODERS } from './results.ts';

/**
 * The client's methods, derived from the endpoint table as Octokit derives its own from its
 * routes: `project/import` is `client.project.import`, with the table's parameters and the
 * decoder's result. An endpoint added to the table is a method here, typed, with nothing else to
 * write; its decoder is required by `DECODERS satisfies Record<EndpointName, …>`.
 */
export type EndpointMethods = {
  readonly [G in GroupOf<EndpointName>]: {
    readonly [E in EndpointName as E extends `${G}/${string}` ? MethodNameOf<E> : never]: Method<E>;
  };
};

/** Method names that are not the path's last part as it stands. */
const METHOD_NAMES = {
  'language/listall': 'listAll',
} as const satisfies Partial<Record<EndpointName, string>>;

/**
 * Parameters the table leaves optional because one revision does without them, but that every
 * call made through the client has.
 */
interface NarrowedParams {
  'project/screenshot': Narrowed<'project/screenshot', 'id' | 'screenshot'>;
  'language/set': Narrowed<'language/set', 'id' | 'original_iso'>;
}

type Narrowed<E extends EndpointName, K extends keyof ParamsFor<E> & string> = Omit<
  ParamsFor<E>,
  K
> & { [P in K]-?: string };

type GroupOf<E> = E extends `${infer G}/${string}` ? G : never;
type MethodNameOf<E> = E extends keyof typeof METHOD_NAMES
  ? (typeof METHOD_NAMES)[E]
  : E extends `${string}/${infer M}`
    ? M
    : never;
type ParamsOf<E extends EndpointName> = E extends keyof NarrowedParams
  ? NarrowedParams[E]
  : ParamsFor<E>;
/** The decoded answer of an endpoint. */
export type ResultOf<E extends EndpointName> = ReturnType<(typeof DECODERS)[E]>;
/** A call with nothing required may leave its parameters out (`client.project.list()`). */
type Method<E extends EndpointName> =
  Record<string, never> extends ParamsOf<E>
    ? (params?: ParamsOf<E>) => Promise<ResultOf<E>>
    : (params: ParamsOf<E>) => Promise<ResultOf<E>>;

/** Builds the methods of every endpoint of the table from one way to call an endpoint. */
export function endpointMethods(
  call: (endpoint: EndpointName, params: Readonly<Record<string, unknown>>) => Promise<unknown>,
): EndpointMethods {
  const groups: Record<string, Record<string, unknown>> = {};
  for (const endpoint of Object.keys(ENDPOINTS) as EndpointName[]) {
    const [group = '', last = ''] = endpoint.split('/');
    const name = (METHOD_NAMES as Partial<Record<EndpointName, string>>)[endpoint] ?? last;
    (groups[group] ??= {})[name] = (params?: Readonly<Record<string, unknown>>) =>
      call(endpoint, params ?? {});
  }
  return groups as unknown as EndpointMethods;
}
