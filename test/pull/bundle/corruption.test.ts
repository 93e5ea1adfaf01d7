import { describe, expect, it } from 'vitest';
import { BundleError, extractBundle } from '../../../src/pull/bundle/extract.ts';
import { seededRandom } from '../../reliability/soak/random.ts';
import { zipBytes } from '../../support/zip-writer.ts';
import { defaults, EN, makeCheckout, NEW_DE, snapshot } from './helpers.ts';

const SEED = 20261122;
const RUNS = 250;

/** A bundle like a real one: the `./` entry, three languages, one of them nested deeper. */
const GOOD = zipBytes([
  { name: './' },
  { name: 'de.json', data: NEW_DE },
  { name: 'fr.json', data: '{\n    "greeting": "Bonjour"\n}\n' },
  { name: 'en.json', data: EN },
]);
const DIRECTORY_AT = GOOD.indexOf(Buffer.from('PK\x01\x02', 'latin1'));

/**
 * Damaged bundles, seeded so a failure can be replayed: whatever a flipped byte does to the
 * directory, the end record or an entry, the extractor either writes a bundle whose every file
 * lies where the patterns say, or refuses it with one BundleError line and changes nothing. It
 * never throws anything else, and never writes outside the checkout's `locales/`.
 */
describe('damaged bundles', () => {
  it(`handles ${RUNS} randomly damaged copies of a bundle (seed ${SEED})`, async () => {
    const random = seededRandom(SEED);
    const checkout = await makeCheckout();
    const outcomes = { written: 0, refused: 0 };
    try {
      const pristine = await snapshot(checkout.root);
      for (let run = 0; run < RUNS; run++) {
        const damaged = Buffer.from(GOOD);
        const flips = random.between(1, 4);
        for (let i = 0; i < flips; i++) {
          // Most damage goes to the directory and end record, where the reader does its work.
          const at = random.chance(0.7)
            ? random.between(DIRECTORY_AT, damaged.length - 1)
            : random.between(0, damaged.length - 1);
          damaged[at] = random.between(0, 255);
        }
        const zipPath = await checkout.bundle(damaged);
        const before = await snapshot(checkout.root);
        const outcome = await extractBundle(defaults(checkout, zipPath)).then(
          () => 'written' as const,
          (error: unknown) => error,
        );
        const after = await snapshot(checkout.root);
        if (outcome === 'written') {
          outcomes.written++;
          const added = Object.keys(after).filter((path) => !(path in before));
          for (const path of added) expect(path).toMatch(/^checkout\/locales\/[^/]+\.json$/);
        } else {
          expect(outcome, `run ${run}: ${String(outcome)}`).toBeInstanceOf(BundleError);
          expect((outcome as BundleError).message).not.toContain('\n');
          expect(after, `run ${run}`).toEqual(before);
          outcomes.refused++;
        }
        // The next run starts from the same checkout.
        expect(Object.keys(after).filter((p) => p.startsWith('outside/'))).toEqual(
          Object.keys(pristine).filter((p) => p.startsWith('outside/')),
        );
      }
    } finally {
      await checkout.remove();
    }
    // Both paths were taken: the damage was neither always fatal nor always harmless.
    expect(outcomes.refused).toBeGreaterThan(RUNS / 2);
    expect(outcomes.written).toBeGreaterThan(0);
  });
});
