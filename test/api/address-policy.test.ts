import { describe, expect, it } from 'vitest';
import {
  guardedLookup,
  isPrivateAddress,
  isPrivateHost,
  serviceAddressProblem,
} from '../../src/api/address-policy.ts';
import { bundleUrl } from '../../src/api/bundle-address.ts';

describe('which addresses are private', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '[::1]',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '192.0.2.2',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
  ])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('reads hosts as the URL parser writes them: 0x7f.1, 2130706433 and [::ffff:127.0.0.1] are loopback', () => {
    for (const url of [
      'http://0x7f.1/',
      'http://2130706433/',
      'http://[::ffff:127.0.0.1]/',
      'http://localhost/',
      'http://a.localhost/',
    ]) {
      expect(isPrivateHost(new URL(url).hostname)).toBe(true);
    }
    expect(isPrivateHost(new URL('https://cdn.example.com/').hostname)).toBe(false);
  });
});

describe('addresses that carry an IPv4 address, and the rarer private ranges', () => {
  it.each([
    ['64:ff9b::7f00:1', 'NAT64 of 127.0.0.1'],
    ['64:ff9b::10.0.0.1', 'NAT64 of 10.0.0.1, dotted'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata service 169.254.169.254'],
    ['64:ff9b:1::1', 'NAT64 for local use'],
    ['::127.0.0.1', 'IPv4-compatible 127.0.0.1'],
    ['::a00:1', 'IPv4-compatible 10.0.0.1'],
    ['::ffff:0:7f00:1', 'IPv4-translated 127.0.0.1'],
    ['2002:7f00:1::', '6to4 of 127.0.0.1'],
    ['2002:a9fe:a9fe::1', '6to4 of 169.254.169.254'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo of the client 127.0.0.1'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['fec0::1', 'site-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
  ])('%s is private (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    ['64:ff9b::808:808', 'NAT64 of 8.8.8.8'],
    ['2002:808:808::1', '6to4 of 8.8.8.8'],
    ['::808:808', 'IPv4-compatible 8.8.8.8'],
    ['198.20.0.1', 'past benchmarking'],
    ['192.0.1.1', 'past the IETF block'],
    ['2001:4860:4860::8888', 'a public IPv6 address'],
  ])('%s is public (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('reads the URL parser’s spelling of each: [::127.0.0.1] is [::7f00:1]', () => {
    for (const url of [
      'http://[::127.0.0.1]/',
      'http://[64:ff9b::127.0.0.1]/',
      'http://[2002:7f00:0001::]/',
      'http://198.18.0.1/',
    ]) {
      expect(isPrivateHost(new URL(url).hostname)).toBe(true);
    }
  });
});

describe("addresses from the service's answers", () => {
  it('may carry no user name or password, even to a public host', () => {
    expect(serviceAddressProblem(new URL('https://user:pw@cdn.example.com/b.zip'), false)).toBe(
      'it carries a user name or password',
    );
  });

  it('may reach a private host only when api-url is private too', () => {
    const docker = new URL('http://127.0.0.1:2375/containers/json');
    expect(serviceAddressProblem(docker, false)).toMatch(/private address, and api-url is not/);
    expect(serviceAddressProblem(docker, true)).toBeUndefined();
    expect(serviceAddressProblem(new URL('https://169.254.169.254/latest'), false)).toMatch(
      /private/,
    );
  });

  it('may not resolve to a private address: the name is checked when connecting', async () => {
    const resolve = (servicePrivate: boolean) =>
      new Promise<string>((done) =>
        guardedLookup(async () => servicePrivate)('localhost', { family: 4 }, (error, address) =>
          done(error ? ((error as NodeJS.ErrnoException).code ?? 'error') : String(address)),
        ),
      );
    expect(await resolve(false)).toBe('EPRIVATEADDRESS');
    expect(await resolve(true)).toBe('127.0.0.1');
  });
});

describe('bundle.file stays below download-url', () => {
  const url = (file: string) =>
    bundleUrl(
      { file },
      { revision: '1.0.9.3', downloadUrl: 'https://files.example.com/dl/', token: 't' },
    );

  it('joins a relative path', () => {
    expect(url('files/export/1/b.zip')).toBe('https://files.example.com/dl/files/export/1/b.zip');
    expect(url('/files/b.zip')).toBe('https://files.example.com/dl/files/b.zip');
    // Leading slashes are dropped, so no network-path reference reaches another host.
    expect(url('//evil.example/b.zip')).toBe('https://files.example.com/dl/evil.example/b.zip');
  });

  it.each([
    '../b.zip',
    '%2e%2e/b.zip',
    '.%2E/b.zip',
    'files/%2E%2e/%2e%2e/b.zip',
    '..%2fb.zip',
    'files%5c..%5cb.zip',
    '%2e/b.zip',
    'https://evil.example/b.zip',
    'files\\..\\b.zip',
  ])('refuses %s', (file) => {
    expect(() => url(file)).toThrow(/is not a relative path below download-url/);
  });
});
