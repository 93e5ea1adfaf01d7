import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run soak`: the long soak, which `npm test` leaves out (its files end in `.soak.ts`).
 * Stops by itself: the soak adds no run after 8 minutes, and vitest ends it at 10.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../../../', import.meta.url)),
    include: ['test/reliability/soak/*.soak.ts'],
    globalSetup: ['test/support/build-dist.ts'],
    testTimeout: 10 * 60_000,
    hookTimeout: 60_000,
  },
});
