import { describe, expect, it } from 'vitest';
import { assertSecureUrl, redact } from '../../src/api/index.ts';

describe('redact', () => {
  it('masks the token wherever it appears and every api_token value', () => {
    const text =
      'GET http://h/api/project/list?api_token=abc123&id=1 failed; token abc123; {"api_token":"zzz"}';
    const out = redact(text, ['abc123']);
    expect(out).not.toContain('abc123');
    expect(out).not.toContain('zzz');
    expect(out).toContain('api_token=***&id=1');
  });
});

describe('assertSecureUrl', () => {
  it('accepts https anywhere and http on loopback only', () => {
    expect(() => assertSecureUrl('https://lms.example.com', 'api-url')).not.toThrow();
    expect(() => assertSecureUrl('http://127.0.0.1:8080', 'api-url')).not.toThrow();
    expect(() => assertSecureUrl('http://localhost:8080', 'api-url')).not.toThrow();
    expect(() => assertSecureUrl('http://[::1]:8080', 'api-url')).not.toThrow();
    expect(() => assertSecureUrl('http://lms.example.com', 'api-url')).toThrow(
      /plain http.*not loopback/,
    );
    expect(() => assertSecureUrl('ftp://lms.example.com', 'download-url')).toThrow(/download-url/);
    expect(() => assertSecureUrl('not a url', 'api-url')).toThrow(/is not a URL/);
  });
});
