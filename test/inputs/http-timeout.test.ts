import { describe, expect, it } from 'vitest';
import {
  SCALED_HTTP_TIMEOUT_FLOOR_MS,
  scaledHttpTimeoutMs,
} from '../../src/inputs/http-timeout.ts';

describe('http-timeout at a time scale (L10N_SYNC_TIME_SCALE)', () => {
  it('is taken as given at a scale of 1 or more', () => {
    expect(scaledHttpTimeoutMs(120_000, 1)).toBe(120_000);
    expect(scaledHttpTimeoutMs(120_000, 2)).toBe(120_000);
    expect(scaledHttpTimeoutMs(500, 1)).toBe(500);
    expect(scaledHttpTimeoutMs(3_600_000, 10)).toBe(3_600_000);
  });

  it('shortens the default 120 s only down to the floor of 60 s', () => {
    expect(SCALED_HTTP_TIMEOUT_FLOOR_MS).toBe(60_000);
    // The tests' scale, and smaller ones: a large first sync's answers still have 60 s.
    expect(scaledHttpTimeoutMs(120_000, 0.01)).toBe(60_000);
    expect(scaledHttpTimeoutMs(120_000, 0.001)).toBe(60_000);
    expect(scaledHttpTimeoutMs(120_000, 0.5)).toBe(60_000);
  });

  it('shortens by the scale what stays above the floor', () => {
    expect(scaledHttpTimeoutMs(120_000, 0.75)).toBe(90_000);
    expect(scaledHttpTimeoutMs(3_600_000, 0.1)).toBe(360_000);
    expect(scaledHttpTimeoutMs(3_600_000, 0.01)).toBe(60_000);
  });

  it('takes an http-timeout below the floor as given, whatever the scale', () => {
    expect(scaledHttpTimeoutMs(500, 0.01)).toBe(500);
    expect(scaledHttpTimeoutMs(1_200, 0.01)).toBe(1_200);
    expect(scaledHttpTimeoutMs(100, 0.001)).toBe(100);
    expect(scaledHttpTimeoutMs(60_000, 0.01)).toBe(60_000);
    expect(scaledHttpTimeoutMs(12_000, 0.1)).toBe(12_000);
  });

  it('keeps whole milliseconds', () => {
    expect(scaledHttpTimeoutMs(1_000_001, 0.9)).toBe(900_001);
    expect(Number.isInteger(scaledHttpTimeoutMs(3_599_999, 0.3))).toBe(true);
  });
});
