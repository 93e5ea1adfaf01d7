import { Agent, Dispatcher, EnvHttpProxyAgent } from 'undici';
import type { LookupFunction } from 'node:net';
import { isLoopback } from './loopback.ts';

/** The proxy settings the caller read from its environment (HTTPS_PROXY, NO_PROXY). */
export interface ProxySettings {
  readonly httpsProxy?: string | undefined;
  readonly httpProxy?: string | undefined;
  readonly noProxy?: string | undefined;
}

/**
 * A dispatcher that goes through the proxy when one is set, else connects directly. Requests to
 * a loopback host never go through a proxy on another host: plain http is allowed only to
 * loopback because nothing leaves the machine, and through such a proxy the token would travel
 * in clear text after all (and the proxy would take "loopback" to mean itself).
 */
export function createDispatcher(
  proxy: ProxySettings = {},
  timeouts: AgentTimeouts = {},
  lookup?: LookupFunction,
): Dispatcher {
  const httpsProxy = proxy.httpsProxy || proxy.httpProxy;
  const httpProxy = proxy.httpProxy || proxy.httpsProxy;
  // Only a direct connection resolves the server's name here; through a proxy, the proxy does.
  if (!httpsProxy || !httpProxy) {
    return new Agent({ ...timeouts, ...(lookup ? { connect: { lookup } } : {}) });
  }
  const proxied = new EnvHttpProxyAgent({
    ...timeouts,
    httpsProxy,
    httpProxy,
    noProxy: proxy.noProxy ?? '',
  });
  const onThisMachine = [httpsProxy, httpProxy].every((url) => isLoopback(hostOf(url)));
  return onThisMachine ? proxied : new LoopbackDirect(proxied, timeouts);
}

/** Longest waits for a response's headers, and then for each chunk of its body. */
export interface AgentTimeouts {
  readonly headersTimeout?: number;
  readonly bodyTimeout?: number;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** Sends requests to loopback hosts directly, and the others to `proxied`. */
class LoopbackDirect extends Dispatcher {
  readonly #direct: Agent;
  readonly #proxied: Dispatcher;

  constructor(proxied: Dispatcher, timeouts: AgentTimeouts) {
    super();
    this.#direct = new Agent(timeouts);
    this.#proxied = proxied;
  }

  override dispatch(
    options: Dispatcher.DispatchOptions,
    handler: Dispatcher.DispatchHandler,
  ): boolean {
    const host = options.origin === undefined ? '' : new URL(String(options.origin)).hostname;
    return (isLoopback(host) ? this.#direct : this.#proxied).dispatch(options, handler);
  }

  override close(): Promise<void>;
  override close(callback: () => void): void;
  override close(callback?: () => void): Promise<void> | void {
    const closed = Promise.all([this.#direct.close(), this.#proxied.close()]).then(() => {});
    if (!callback) return closed;
    void closed.then(callback);
  }

  override destroy(error?: Error | null): Promise<void>;
  override destroy(callback: () => void): void;
  override destroy(error: Error | null, callback: () => void): void;
  override destroy(first?: Error | null | (() => void), second?: () => void): Promise<void> | void {
    const error = typeof first === 'function' ? null : (first ?? null);
    const callback = typeof first === 'function' ? first : second;
    const destroyed = Promise.all([this.#direct.destroy(error), this.#proxied.destroy(error)]).then(
      () => {},
    );
    if (!callback) return destroyed;
    void destroyed.then(callback);
  }
}
