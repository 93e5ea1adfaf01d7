import { describe, expect, it } from 'vitest';
import {
  guardedLookup,
  isPrivateAddress,
  isPrivateHost,
  serviceAddressProblem,
} from '../../src/api/address-policy.ts';
import { bundleUrl } from '../../src/api/download.ts';

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
