import { describe, expect, it } from 'vitest';
import { isLoopback } from '../../src/http/loopback.ts';

/**
 * Loopback is where plain `http` is allowed (nothing leaves the machine) and where no proxy on
 * another host is used: a name that only looks like this machine must not pass.
 */
describe('isLoopback', () => {
  it.each(['localhost', 'LocalHost', '127.0.0.1', '127.1.2.3', '127.255.255.254', '::1', '[::1]'])(
    'takes %s for this machine',
    (host) => {
      expect(isLoopback(host)).toBe(true);
    },
  );

  it('takes the host names of loopback addresses as URL parsing gives them', () => {
    for (const url of ['http://localhost:8080/api', 'http://127.0.0.1/', 'http://[::1]:3000/']) {
      expect(isLoopback(new URL(url).hostname), url).toBe(true);
    }
  });

  it.each([
    'localhost.example.com',
    'my-localhost',
    '127.0.0.1.example.com',
    'example.127.0.0.1',
    '128.0.0.1',
    '10.0.0.1',
    '0.0.0.0',
    '::',
    '2001:db8::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '127.0.0',
    '127.0.0.1234',
    '',
  ])('does not take %j for this machine', (host) => {
    expect(isLoopback(host)).toBe(false);
  });
});
