import type { ServerResponse } from 'node:http';
import type { CallRecord } from './calls.ts';
import type { FaultRule, Faults } from './faults.ts';
import { parseFaultRule } from './faults.ts';
import { sendJson } from './http.ts';
import type { RateLimiter, SpacingRule } from './rate-limit.ts';
import type { SeedKey, SeedProject, Store } from './store.ts';
import { ITEM_SHAPES, type ItemShape } from './string-items.ts';

/** What the control API reaches. */
export interface ControlDeps {
  readonly store: Store;
  readonly faults: Faults;
  readonly calls: CallRecord[];
  readonly rateLimiter: RateLimiter;
  /** The ready line's object (urls, downloadUrl, tokens). */
  readonly info: () => unknown;
  /** Back to a fresh emulator: no projects, bundles, calls, faults or rate-limit windows. */
  readonly reset: () => void;
}

/** The body of `POST /__emulator/faults`: one rule, an array of rules, or this object. */
export interface FaultsRequest {
  readonly rules?: readonly FaultRule[];
  /** Remove the existing rules first. */
  readonly clear?: boolean;
  /** Restart the generator behind `rate` with this seed. */
  readonly seed?: number;
}

/** The body of `POST /__emulator/config`. */
export interface ConfigRequest {
  readonly timeScale?: number;
  /** How string/list writes its items (string-items.ts). */
  readonly itemShape?: ItemShape;
  /** Whether a .po export marks fuzzy translations `#, fuzzy` (Store.poFuzzyFlags). */
  readonly poFuzzyFlags?: boolean;
  readonly rateLimit1093?: readonly SpacingRule[];
}

/** A control request that cannot be served; answered with HTTP 400. */
class ControlError extends Error {}

/**
 * The control API under `/__emulator/` on both ports, for tests that run the emulator as a
 * process. No token: it is not part of the interface, and it listens on loopback only.
 *
 *     GET  /__emulator/info          the ready line's object
 *     GET  /__emulator/state         Store.snapshot()
 *     GET  /__emulator/calls         every API and download call received
 *     POST /__emulator/calls/clear
 *     GET  /__emulator/faults        the rules with their counters
 *     POST /__emulator/faults        FaultsRequest, a rule or an array of rules (added)
 *     POST /__emulator/faults/clear
 *     POST /__emulator/seed          SeedProject → {"project":{"id":"..."}}
 *     POST /__emulator/config        ConfigRequest
 *     POST /__emulator/reset
 *
 * Answers are JSON with HTTP 200; a bad body is 400 and an unknown path 404, each `{"error":"..."}`.
 */
export function serveControl(
  deps: ControlDeps,
  method: string,
  path: string,
  body: Buffer,
  res: ServerResponse,
): void {
  const route = `${method} ${path.replace(/\/+$/, '')}`;
  try {
    const result = answer(deps, route, body);
    if (result === undefined) sendJson(res, 404, { error: `no control endpoint ${route}` });
    else sendJson(res, 200, result);
  } catch (error) {
    if (
      !(error instanceof ControlError) &&
      !(error instanceof SyntaxError) &&
      !(error instanceof TypeError)
    )
      throw error;
    sendJson(res, 400, { error: error.message });
  }
}

function answer(deps: ControlDeps, route: string, body: Buffer): unknown {
  const ok = { ok: true };
  switch (route) {
    case 'GET /__emulator/info':
      return deps.info();
    case 'GET /__emulator/state':
      return deps.store.snapshot();
    case 'GET /__emulator/calls':
      return deps.calls;
    case 'POST /__emulator/calls/clear':
      deps.calls.length = 0;
      return ok;
    case 'GET /__emulator/faults':
      return deps.faults.list();
    case 'POST /__emulator/faults':
      configureFaults(deps.faults, json(body));
      return { ok: true, faults: deps.faults.list() };
    case 'POST /__emulator/faults/clear':
      deps.faults.clear();
      return ok;
    case 'POST /__emulator/seed':
      return { project: { id: deps.store.seed(parseSeed(json(body))).id } };
    case 'POST /__emulator/config':
      configure(deps, json(body));
      return ok;
    case 'POST /__emulator/reset':
      deps.reset();
      return ok;
    default:
      return undefined;
  }
}

function json(body: Buffer): unknown {
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new ControlError('the body must be JSON');
  }
}

function configureFaults(faults: Faults, value: unknown): void {
  const request: FaultsRequest =
    Array.isArray(value) || (isObject(value) && 'kind' in value)
      ? { rules: (Array.isArray(value) ? value : [value]) as FaultRule[] }
      : (value as FaultsRequest);
  if (!isObject(request))
    throw new ControlError('faults: expected a rule, an array of rules or {rules, clear, seed}');
  const seed: unknown = request.seed;
  if (seed !== undefined && !(typeof seed === 'number' && Number.isInteger(seed))) {
    throw new ControlError('faults: seed must be an integer');
  }
  let rules: FaultRule[];
  try {
    // Every rule is checked before anything changes, so a bad request leaves the old rules in place.
    rules = (Array.isArray(request.rules) ? request.rules : []).map(parseFaultRule);
  } catch (error) {
    throw new ControlError((error as Error).message);
  }
  if (request.clear) faults.clear();
  if (typeof seed === 'number') faults.seed(seed);
  faults.add(rules);
}

function configure({ rateLimiter, store }: ControlDeps, value: unknown): void {
  if (!isObject(value)) throw new ControlError('config: expected an object');
  const request = value as ConfigRequest;
  if (request.itemShape !== undefined) {
    if (!ITEM_SHAPES.includes(request.itemShape)) {
      throw new ControlError(`config: itemShape must be one of ${ITEM_SHAPES.join(', ')}`);
    }
    store.itemShape = request.itemShape;
  }
  if (request.poFuzzyFlags !== undefined) {
    if (typeof request.poFuzzyFlags !== 'boolean') {
      throw new ControlError('config: poFuzzyFlags must be true or false');
    }
    store.poFuzzyFlags = request.poFuzzyFlags;
  }
  if (request.timeScale !== undefined) {
    if (typeof request.timeScale !== 'number' || !(request.timeScale >= 0)) {
      throw new ControlError('config: timeScale must be a number of at least 0');
    }
    rateLimiter.timeScale = request.timeScale;
  }
  if (request.rateLimit1093 !== undefined)
    rateLimiter.rules1093 = parseSpacing(request.rateLimit1093);
}

/** Checks `rateLimit1093` (also used for the programmatic option). */
export function parseSpacing(value: unknown): SpacingRule[] {
  if (!Array.isArray(value)) throw new ControlError('rateLimit1093 must be an array');
  return value.map((rule: unknown) => {
    if (
      !isObject(rule) ||
      typeof rule.endpoint !== 'string' ||
      typeof rule.spacingMs !== 'number' ||
      rule.spacingMs < 0
    ) {
      throw new ControlError(
        'each rateLimit1093 rule is {"endpoint":"resource/action","spacingMs":N}',
      );
    }
    return { endpoint: rule.endpoint, spacingMs: rule.spacingMs };
  });
}

function parseSeed(value: unknown): SeedProject {
  if (!isObject(value)) throw new ControlError('seed: expected an object');
  const strings = ['id', 'name', 'description', 'baseLang'] as const;
  for (const field of strings) {
    if (value[field] !== undefined && typeof value[field] !== 'string')
      throw new ControlError(`seed: ${field} must be a string`);
  }
  if (value.languages !== undefined && !isStringArray(value.languages)) {
    throw new ControlError('seed: languages must be an array of codes');
  }
  if (value.keys !== undefined && !(Array.isArray(value.keys) && value.keys.every(isSeedKey))) {
    throw new ControlError(
      'seed: keys must be an array of {key, translations?, platformMask?, fileName?, tags?, hidden?, fuzzy?, context?, description?}',
    );
  }
  return value as SeedProject;
}

function isSeedKey(value: unknown): value is SeedKey {
  if (!isObject(value) || typeof value.key !== 'string') return false;
  const translations = value.translations;
  const validTranslations =
    translations === undefined ||
    (isObject(translations) &&
      Object.values(translations).every(
        (t) =>
          typeof t === 'string' ||
          (isObject(t) && Object.values(t).every((f) => typeof f === 'string')),
      ));
  return (
    validTranslations &&
    (value.platformMask === undefined || typeof value.platformMask === 'number') &&
    (value.fileName === undefined || typeof value.fileName === 'string') &&
    (value.tags === undefined || isStringArray(value.tags)) &&
    (value.fuzzy === undefined || isStringArray(value.fuzzy)) &&
    (value.hidden === undefined || typeof value.hidden === 'boolean') &&
    (value.context === undefined || typeof value.context === 'string') &&
    (value.description === undefined || typeof value.description === 'string')
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
