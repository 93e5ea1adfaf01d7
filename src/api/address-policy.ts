import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

/**
 * Where addresses that come from the service may point. `bundle.full_file` and every redirect
 * on the way to a bundle are the service's word: unchecked, they could make the runner fetch
 * from its own machine or network (a Docker socket on 127.0.0.1:2375, a cloud metadata service
 * on 169.254.169.254) or carry credentials. They may reach loopback, link-local and private
 * addresses only when `api-url` itself is on one (the emulator, a self-hosted service).
 */

/**
 * Whether an IP address (v4 or v6, as text) is loopback, link-local, private, unspecified or
 * otherwise not a public destination. An IPv6 address that carries an IPv4 address (IPv4-mapped
 * and -compatible, NAT64's `64:ff9b::/96`, 6to4's `2002::/16`, Teredo's client) is judged as the
 * IPv4 address it carries: a gateway on the runner's network delivers it there.
 */
export function isPrivateAddress(address: string): boolean {
  const ip = address
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (isIP(ip) === 4) return privateV4(ip.split('.').map(Number));
  if (isIP(ip) !== 6) return false;
  const groups = ipv6Groups(ip);
  if (groups === undefined) return true;
  const embedded = embeddedV4(groups);
  if (embedded !== undefined) return privateV4(embedded);
  const [first = 0, second = 0] = groups;
  return (
    // fc00::/7 unique local, fe80::/10 link-local, fec0::/10 site-local, ff00::/8 multicast.
    (first & 0xfe00) === 0xfc00 ||
    (first & 0xffc0) === 0xfe80 ||
    (first & 0xffc0) === 0xfec0 ||
    (first & 0xff00) === 0xff00 ||
    // 64:ff9b:1::/48, NAT64 for local use (RFC 8215).
    (first === 0x64 && second === 0xff9b && groups[2] === 1)
  );
}

/** The eight 16-bit groups of an IPv6 address that `isIP` accepted (a dotted IPv4 tail too). */
function ipv6Groups(ip: string): number[] | undefined {
  let text = ip;
  let tail: number[] | undefined;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    tail = [(a << 8) | b, (c << 8) | d];
    text = `${text.slice(0, dotted.index)}0:0`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const part = (half: string | undefined) => (half ? half.split(':') : []);
  const left = part(halves[0]);
  const right = part(halves[1]);
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...right];
  const numbers = groups.map((group) => parseInt(group, 16));
  if (tail) numbers.splice(6, 2, ...tail);
  return numbers;
}

/** The IPv4 address an IPv6 address carries, as four bytes, or undefined when it carries none. */
function embeddedV4(groups: readonly number[]): number[] | undefined {
  const bytes = (high = 0, low = 0) => [high >> 8, high & 255, low >> 8, low & 255];
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups;
  const zeroUpTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  // ::a.b.c.d (IPv4-compatible, :: and ::1 included), ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d.
  if (zeroUpTo(6)) return bytes(g6, g7);
  if (zeroUpTo(5) && g5 === 0xffff) return bytes(g6, g7);
  if (zeroUpTo(4) && g4 === 0xffff && g5 === 0) return bytes(g6, g7);
  // 64:ff9b::a.b.c.d, NAT64's well-known prefix.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return bytes(g6, g7);
  }
  // 2002:AABB:CCDD::/48, 6to4: the IPv4 address follows the prefix.
  if (g0 === 0x2002) return bytes(g1, g2);
  // 2001:0::/32, Teredo: the client's IPv4 address, inverted, in the last 32 bits.
  if (g0 === 0x2001 && g1 === 0) return bytes((g6 ?? 0) ^ 0xffff, (g7 ?? 0) ^ 0xffff);
  return undefined;
}

/**
 * Whether an IPv4 address is not a public destination: "this" network, private, loopback,
 * shared (CGNAT), link-local, IETF protocol assignments, benchmarking, multicast, reserved and
 * broadcast.
 */
function privateV4([a = 0, b = 0, c = 0]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 192 && b === 0 && c === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
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
