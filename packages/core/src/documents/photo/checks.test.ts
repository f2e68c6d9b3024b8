import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PORTRAIT_KINDS, portraitSpecimen, type PortraitKind } from '../specimens/portrait.ts';
import { photoChecks } from './checks.ts';
import { captureDate } from './exif.ts';
import { detectFacesLocally } from './face-detector.ts';

async function checksFor(kind: PortraitKind, seed = 5) {
  const portrait = await portraitSpecimen({ seed, kind });
  const { data, info } = await sharp(portrait.bytes).resize({ width: 640, height: 640, fit: 'inside' }).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const sample = { data: new Uint8Array(data), width: info.width, height: info.height };
  const faces = await detectFacesLocally(sample, portrait.bytes);
  return photoChecks({ bytes: portrait.bytes.length, width: portrait.width, height: portrait.height, sample, faces, minConfidence: 0.7, takenAt: await captureDate(portrait.bytes), now: new Date() });
}

/** The words of the message each kind must produce. */
const EXPECTED_FAILURE: Record<Exclude<PortraitKind, 'good'>, RegExp> = {
  'low-resolution': /too small \(400 × 500/,
  landscape: /wider than it is tall/,
  'no-face': /No face could be found/,
  'two-faces': /2 faces were found/,
  'small-face': /face is too small/,
  'off-centre': /not centred/,
  dark: /too dark/,
  'washed-out': /washed out/,
  'uneven-light': /light is uneven/,
  blurred: /blurred/,
  'busy-background': /background is not plain/,
  'dark-background': /background is too dark/,
  greyscale: /black and white/,
  filtered: /filter/,
  old: /more than 3 months ago/,
};

describe('photo checks on generated portraits', () => {
  it('passes a good portrait on every check, with the capture date checked', async () => {
    const checks = await checksFor('good');
    expect(checks.filter((c) => !c.passed)).toEqual([]);
    expect(checks.map((c) => c.message)).toContain('Photo was taken within the last 3 months');
    expect(checks.length).toBeGreaterThanOrEqual(10);
  });

  const faulty = PORTRAIT_KINDS.filter((kind): kind is Exclude<PortraitKind, 'good'> => kind !== 'good');
  it.each(faulty)('fails a %s portrait with a message to act on', async (kind) => {
    const failed = (await checksFor(kind)).filter((c) => !c.passed).map((c) => c.message);
    expect(failed.some((message) => EXPECTED_FAILURE[kind].test(message))).toBe(true);
  });

  it('makes the same portrait from the same seed', async () => {
    const [a, b] = await Promise.all([portraitSpecimen({ seed: 9, now: new Date('2026-01-01') }), portraitSpecimen({ seed: 9, now: new Date('2026-01-01') })]);
    expect(a.bytes.equals(b.bytes)).toBe(true);
  });
});
