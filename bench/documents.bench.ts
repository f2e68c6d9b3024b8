import { performance } from 'node:perf_hooks';
import { anonymous, closeDocumentReaders, decodeImage, validatePassport, validatePhoto } from '@eta/core';
import { passportSpecimen, portraitSpecimen, PORTRAIT_KINDS, type PassportSpecimen, type PortraitKind } from '@eta/core/specimens';
import { benchCore, percentile } from './harness.ts';

const PASSPORTS = 36;
const PORTRAIT_SEEDS = [1, 2];

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - start };
}

/** Baseline measured in the same run: decoding the same image fully, which every check does first. */
const decode = (bytes: Buffer) => decodeImage(bytes);

function row(name: string, share: string, times: number[], baseline: number[]) {
  const median = percentile(times, 50);
  return { benchmark: name, 'read right': share, 'median ms': Math.round(median), 'p95 ms': Math.round(percentile(times, 95)), 'median vs decode': `${(median / Math.max(percentile(baseline, 50), 0.1)).toFixed(1)}×` };
}

const exact = (specimen: PassportSpecimen, data: Awaited<ReturnType<typeof validatePassport>>['ocrData']) =>
  data !== null &&
  data.passportNumber === specimen.expected.passportNumber &&
  data.surname.toUpperCase() === specimen.expected.surname &&
  data.givenNames.toUpperCase() === specimen.expected.givenNames &&
  data.nationality === specimen.expected.nationality &&
  data.dateOfBirth === specimen.expected.dateOfBirth &&
  data.expiryDate === specimen.expected.expiryDate;

/**
 * Reads a generated set of passports (a third clean, the rest with JPEG compression, noise, rotation up
 * to ±2° and uneven light) through validatePassport with the local tesseract reader, and runs the photo
 * checks on every generated portrait kind; prints the share read right and the time per image.
 */
export async function documentsBench(): Promise<void> {
  const { core, close } = await benchCore();
  try {
    const specimens = await Promise.all(Array.from({ length: PASSPORTS }, (_, i) => passportSpecimen({ seed: 1000 + i, variation: i % 3 === 0 ? 'clean' : 'varied' })));
    await validatePassport(core, anonymous(), { bytes: specimens[0]!.bytes }); // warm-up: starts the OCR worker
    const passportTimes: number[] = [];
    const decodeTimes: number[] = [];
    const misread: string[] = [];
    for (const specimen of specimens) {
      decodeTimes.push((await timed(() => decode(specimen.bytes))).ms);
      const { value, ms } = await timed(() => validatePassport(core, anonymous(), { bytes: specimen.bytes }));
      passportTimes.push(ms);
      if (!exact(specimen, value.ocrData)) misread.push(`${specimen.filename}: ${specimen.lines.join(' / ')} → ${value.ocrData ? JSON.stringify(value.ocrData) : value.message}`);
    }

    const portraits = await Promise.all(PORTRAIT_KINDS.flatMap((kind) => PORTRAIT_SEEDS.map((seed) => portraitSpecimen({ seed, kind }))));
    await validatePhoto(core, anonymous(), { bytes: portraits[0]!.bytes }); // warm-up: loads the face model
    const photoTimes: number[] = [];
    const photoDecodeTimes: number[] = [];
    const wrong: string[] = [];
    for (const portrait of portraits) {
      photoDecodeTimes.push((await timed(() => decode(portrait.bytes))).ms);
      const { value, ms } = await timed(() => validatePhoto(core, anonymous(), { bytes: portrait.bytes }));
      photoTimes.push(ms);
      if (value.passed !== (portrait.kind === 'good')) wrong.push(`${portrait.kind}: ${value.checks.filter((c) => !c.passed).map((c) => c.message).join(' | ') || 'all passed'}`);
    }

    const share = (bad: number, total: number) => `${total - bad}/${total} (${(((total - bad) / total) * 100).toFixed(0)}%)`;
    console.log(`\ndocuments: ${PASSPORTS} generated passports, ${portraits.length} generated portraits (${PORTRAIT_KINDS.length} kinds), local readers`);
    console.table([
      row('decode passport image (baseline)', '-', decodeTimes, decodeTimes),
      row('validatePassport (MRZ, every field)', share(misread.length, PASSPORTS), passportTimes, decodeTimes),
      row('decode portrait (baseline)', '-', photoDecodeTimes, photoDecodeTimes),
      row('validatePhoto (verdict as generated)', share(wrong.length, portraits.length), photoTimes, photoDecodeTimes),
    ]);
    for (const line of misread) console.log(`misread ${line}`);
    for (const line of wrong) console.log(`photo verdict wrong for ${line}`);
    const kinds: PortraitKind[] = ['good', 'dark'];
    for (const kind of kinds) {
      const answer = await validatePhoto(core, anonymous(), { bytes: (await portraitSpecimen({ seed: 1, kind })).bytes });
      console.log(`\nphoto checks on a ${kind} portrait:`);
      for (const c of answer.checks) console.log(`  ${c.passed ? 'pass' : 'FAIL'}  ${c.message}`);
    }
  } finally {
    await closeDocumentReaders();
    await close();
  }
}
