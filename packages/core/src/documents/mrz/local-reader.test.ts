import { afterAll, describe, expect, it } from 'vitest';
import { passportSpecimen } from '../specimens/passport.ts';
import { portraitSpecimen } from '../specimens/portrait.ts';
import { readMrzLocally } from './local-reader.ts';
import { closeMrzWorker } from './tesseract.ts';

afterAll(closeMrzWorker);

describe('local MRZ reader (tesseract)', () => {
  it.each([
    { seed: 11, variation: 'clean' as const, state: 'CAN' as const },
    { seed: 12, variation: 'varied' as const, state: 'D' as const },
    { seed: 14, variation: 'varied' as const, state: 'JPN' as const },
  ])('reads a generated $state page ($variation) exactly', async (options) => {
    const specimen = await passportSpecimen(options);
    const reading = await readMrzLocally(specimen.bytes);
    expect(reading).toMatchObject({ found: true, result: { valid: true, lines: specimen.lines } });
  });

  it('finds no MRZ in a portrait', async () => {
    const portrait = await portraitSpecimen({ seed: 1 });
    expect(await readMrzLocally(portrait.bytes)).toEqual({ found: false });
  });
});
