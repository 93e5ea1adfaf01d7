import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

/**
 * Where addresses that come from the service may point. `bundle.full_file` and every redirect
 * on the way to a bundle are the service's word: unchecked, they could make the runner fetch
 * from its own machine or network (a Docker socket on 127.0.0.1:2375, a cloud metadata service
 * on 169.254.169.254) or carry credentials. They may reach loopback, link-local and private
 * addresses only when `api-url` itself is on one (the emulator, a self-hosted service).
 */

/** Whether an IP address (v4 or v6, as text) is loopback, link-local, private or unspecified. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(ip) === 4) return privateV4(ip.split('.').map(Number));
  if (isIP(ip) !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1];
  if (mapped !== undefined) return privateV4(mapped.split('.').map(Number));
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
  if (hexMapped) {
    const [high, low] = [parseInt(hexMapped[1] ?? '0', 16), parseInt(hexMapped[2] ?? '0', 16)];
    return privateV4([high >> 8, high & 255, low >> 8, low & 255]);
  }
  if (ip === '::' || ip === '::1') return true;
  const first = parseInt(ip.split(':')[0] || '0', 16);
  // fc00::/7 unique local, fe80::/10 link-local.
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}

function privateV4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/** Whether a host name is private by its name alone: an IP literal of that kind, or localhost. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && isPrivateAddress(host);
}

/** Whether `api-url`'s host is on a private network: by its name, else by what it resolves to. */
export function privateServiceCheck(apiUrl: string): () => Promise<boolean> {
  let answer: Promise<boolean> | undefined;
  return () =>
    (answer ??= (async () => {
      const host = new URL(apiUrl).hostname;
      if (isPrivateHost(host)) return true;
      const addresses = await new Promise<LookupAddress[]>((resolve) =>
        dnsLookup(host, { all: true }, (error, found) => resolve(error ? [] : found)),
      );
      return addresses.some((a) => isPrivateAddress(a.address));
    })());
}

/**
 * Why the service's address may not be fetched, or undefined when it may: it carries user info,
 * or names a private host while `api-url` is not private. Names that resolve to such an address
 * are caught when connecting (`guardedLookup`).
 */
export function serviceAddressProblem(url: URL, servicePrivate: boolean): string | undefined {
  if (url.username !== '' || url.password !== '') return 'it carries a user name or password';
  if (!servicePrivate && isPrivateHost(url.hostname)) {
    return `${url.hostname} is a loopback, link-local or private address, and api-url is not`;
  }
  return undefined;
}

/**
 * A DNS lookup for direct connections that refuses a private address unless `api-url` is
 * private too, so a public name cannot be pointed at the runner's network.
 */
export function guardedLookup(servicePrivate: () => Promise<boolean>): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = found as unknown as LookupAddress[];
      const blocked = addresses.some((a) => isPrivateAddress(a.address));
      const done = (allowed: boolean) => {
        if (blocked && !allowed) {
          const refused = Object.assign(
            new Error(`${hostname} resolves to a private address, and api-url is not private`),
            { code: 'EPRIVATEADDRESS' },
          );
          return callback(refused, '', 0);
        }
        if (options.all) return (callback as unknown as AllCallback)(null, addresses);
        const [first] = addresses;
        return callback(null, first?.address ?? '', first?.family ?? 4);
      };
      if (!blocked) return done(true);
      void servicePrivate().then(done, () => done(false));
    });
  };
}

type AllCallback = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;
