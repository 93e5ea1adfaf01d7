import { describe, expect, it } from 'vitest';
import { ApiError, assertSecureUrl, redact, type ApiErrorKind } from '../../src/api/index.ts';

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

describe('ApiError.transient', () => {
  const error = (kind: ApiErrorKind, code?: string) =>
    new ApiError({
      kind,
      endpoint: 'project/list',
      revision: '1.0.9.3',
      detail: 'd',
      ...(code ? { code } : {}),
    });

  it('retries 4048, failures below HTTP, 5xx, 429 and bodies that are not the JSON', () => {
    expect(error('service', '4048').transient).toBe(true);
    expect(error('transport').transient).toBe(true);
    expect(error('transport', '503').transient).toBe(true);
    expect(error('transport', '429').transient).toBe(true);
    expect(error('protocol').transient).toBe(true);
  });

  it('does not retry other service errors, other HTTP errors or refused requests', () => {
    expect(error('service', '4011').transient).toBe(false);
    expect(error('transport', '404').transient).toBe(false);
    expect(error('transport', '407').transient).toBe(false);
    expect(error('request').transient).toBe(false);
  });
});
