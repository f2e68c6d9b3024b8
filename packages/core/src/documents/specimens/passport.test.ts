import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEV_MRZ_FONTS, HELD_OUT_MRZ_FONTS, passportSpecimen, passportSpecimenSet, splitSpecimen, TUNING_MRZ_FONTS, WIDE_DEV_MRZ_FONTS } from './passport.ts';
import { font } from './text.ts';

const MRZ_CHARACTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<'];
const today = new Date('2026-01-15T00:00:00Z');

describe('MRZ fonts', () => {
  it.each([...TUNING_MRZ_FONTS, ...DEV_MRZ_FONTS, ...WIDE_DEV_MRZ_FONTS, ...HELD_OUT_MRZ_FONTS])('%s draws every MRZ character', (name) => {
    const face = font(name);
    const missing = MRZ_CHARACTERS.filter((char) => {
      const glyph = face.charToGlyph(char);
      return glyph.index === 0 || glyph.getPath(0, 0, 40).toPathData(1) === '';
    });
    expect(missing).toEqual([]);
  });

  it('keeps the held-out fonts apart from the tuning and both dev splits’ fonts, ten or more of them', () => {
    const all: readonly string[] = [...TUNING_MRZ_FONTS, ...DEV_MRZ_FONTS, ...WIDE_DEV_MRZ_FONTS, ...HELD_OUT_MRZ_FONTS];
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(HELD_OUT_MRZ_FONTS).size).toBe(HELD_OUT_MRZ_FONTS.length);
    expect(HELD_OUT_MRZ_FONTS.length).toBeGreaterThanOrEqual(10);
  });
});

describe('passport specimens', () => {
  it('renders a default specimen byte for byte as before the wider generator', async () => {
    const specimen = await passportSpecimen({ seed: 11, variation: 'clean', state: 'CAN', today });
    expect(specimen.font).toBe('dejavu-mono');
    expect(createHash('sha256').update(specimen.bytes).digest('hex')).toBe('235a311f39744abb75e9123d7f14ffcbc87aea451ed1fb8da6b2c80c0b08d4ab');
  });

  it('draws full-alphabet numbers of 8 or 9 characters, look-alikes frequent, padded with < in the MRZ', async () => {
    const specimens = await Promise.all(Array.from({ length: 10 }, (_, i) => passportSpecimen({ seed: 300 + i, variation: 'clean', numbers: 'full-alphabet', today })));
    const numbers = specimens.map((s) => s.expected.passportNumber);
    for (const [i, number] of numbers.entries()) {
      expect(number).toMatch(/^[A-Z0-9]{8,9}$/);
      expect(specimens[i]!.lines[1].slice(0, 9)).toBe(number.padEnd(9, '<'));
    }
    expect(numbers.some((n) => n.length === 8)).toBe(true);
    expect(numbers.join('').match(/[O0I1B8Z2S5DQG6]/g)!.length).toBeGreaterThan(numbers.join('').length / 2);
  });

  it('draws the wide dev split’s pages from its own fonts, in turn', async () => {
    const pages = await Promise.all([0, 1].map((index) => splitSpecimen('wide-dev', 11000, index, { today })));
    expect(pages.map((page) => page.font)).toEqual(WIDE_DEV_MRZ_FONTS.slice(0, 2));
  });

  it('makes a split set: a quarter clean, fonts in turn from the split, some names cut by line 1', async () => {
    const set = await passportSpecimenSet('held-out', 8, 9000, { today });
    expect(set.map((s) => s.mimetype)).toEqual(['image/png', 'image/jpeg', 'image/jpeg', 'image/jpeg', 'image/png', 'image/jpeg', 'image/jpeg', 'image/jpeg']);
    expect(set.map((s) => s.font)).toEqual(HELD_OUT_MRZ_FONTS.slice(0, 8));
    const cut = set.filter((s) => !s.lines[0].endsWith('<'));
    expect(cut.length).toBeGreaterThan(0);
    for (const s of cut) expect(`${s.expected.surname} ${s.expected.givenNames}`.length).toBeLessThan(`${s.mrz.surname} ${s.mrz.givenNames}`.length);
  }, 60_000);
});
