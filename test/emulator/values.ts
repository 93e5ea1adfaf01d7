import { randomBytes, randomInt } from 'node:crypto';

/** A flag as the service writes it: the strings `"0"` and `"1"`. */
export function flag(value: boolean): '0' | '1' {
  return value ? '1' : '0';
}

/** A timestamp as the service writes it, `YYYY-MM-DD HH:MM:SS`, in UTC (the zone is not shown). */
export function timestamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Random lowercase hex of `length` characters. */
export function randomHex(length: number): string {
  return randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length);
}

/** A project id in the service's shape: 22 hex digits, a dot, 8 decimal digits. */
export function newProjectId(): string {
  return `${randomHex(22)}.${String(randomInt(10_000_000, 100_000_000))}`;
}
