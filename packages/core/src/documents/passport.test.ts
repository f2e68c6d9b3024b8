import { formatTd3, parseTd3, UNCERTAIN_DATES_MESSAGE, UNCERTAIN_NAMES_MESSAGE, UNCERTAIN_NUMBER_MESSAGE, type NameField, type Td3Input } from '@eta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { Setting } from '../admin/entities.ts';
import { anonymous } from '../auth/actor.ts';
import type { Core } from '../core.ts';
import { StoredFile } from '../storage/entities.ts';
import { createTestCore } from '../testing.ts';
import type { MrzReader } from './mrz/reader.ts';
import { validatePassport } from './passport.ts';

let core: Core;
let image: Buffer;
beforeAll(async () => {
  core = await createTestCore();
  image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#eee' } }).png().toBuffer();
});
afterAll(async () => core.close());

const today = new Date('2026-06-01T00:00:00Z');
const person: Td3Input = { issuingState: 'CAN', surname: 'Martin', givenNames: 'Sarah Jane', documentNumber: 'AB1234567', nationality: 'CAN', birthDate: '900101', sex: 'F', expiryDate: '310101' };
const readerFor =
  (input: Td3Input, uncertain: number[] = [], namesToCheck: NameField[] = []): MrzReader =>
  async () => ({ found: true, result: parseTd3(...formatTd3(input)), engine: 'tesseract', variant: 'test', uncertain, namesToCheck });
const validate = (readMrz: MrzReader) => validatePassport(core, anonymous(), { bytes: image }, { readMrz, today });

describe('validatePassport', () => {
  it('answers the details of a valid zone in the spec’s shape and stores the scan as an upload', async () => {
    const answer = await validate(readerFor(person));
    expect(answer).toMatchObject({
      valid: true,
      ocrData: { passportNumber: 'AB1234567', expiryDate: '2031-01-01', nationality: 'Canada', dateOfBirth: '1990-01-01', surname: 'Martin', givenNames: 'Sarah Jane' },
      validationErrors: [],
      errors: [],
    });
    const file = await core.em().findOneOrFail(StoredFile, { id: answer.uploadId });
    expect(file).toMatchObject({ kind: 'passport_scan', contentType: 'image/png', application: null });
  });

  it('says which characters of the number it could not settle, instead of claiming success', async () => {
    const answer = await validate(readerFor({ ...person, documentNumber: 'XO1I2345B' }, [3, 4, 7]));
    expect(answer).toMatchObject({ valid: true, ocrData: { passportNumber: 'XO1I2345B', uncertain: { passportNumber: [3, 4, 7] } }, message: UNCERTAIN_NUMBER_MESSAGE });
    expect(UNCERTAIN_NUMBER_MESSAGE).not.toMatch(/success/i);
    expect((await validate(readerFor(person))).ocrData).not.toHaveProperty('uncertain');
  });

  it('asks the applicant to check a name the reader doubts, instead of claiming success', async () => {
    const answer = await validate(readerFor(person, [], ['givenNames']));
    expect(answer).toMatchObject({ valid: true, ocrData: { givenNames: 'Sarah Jane', uncertain: { passportNumber: [], names: ['givenNames'] } }, message: UNCERTAIN_NAMES_MESSAGE });
    const both = await validate(readerFor(person, [2], ['surname']));
    expect(both).toMatchObject({ ocrData: { uncertain: { passportNumber: [2], names: ['surname'] } }, message: UNCERTAIN_NUMBER_MESSAGE });
  });

  it('asks the applicant to check a date the reader took from the printed page, instead of claiming success', async () => {
    const dated: MrzReader = async () => ({ ...(await readerFor(person)(image)), datesToCheck: ['expiryDate'] }) as Awaited<ReturnType<MrzReader>>;
    const answer = await validate(dated);
    expect(answer).toMatchObject({ valid: true, ocrData: { expiryDate: '2031-01-01', uncertain: { passportNumber: [], dates: ['expiryDate'] } }, message: UNCERTAIN_DATES_MESSAGE });
    expect(UNCERTAIN_DATES_MESSAGE).not.toMatch(/success/i);
    // A doubted expiry date that looks expired is filled in for the applicant to check, not a refusal: the form refuses an expired one.
    const expired: MrzReader = async () => ({ ...(await readerFor({ ...person, expiryDate: '260515' })(image)), datesToCheck: ['expiryDate'] }) as Awaited<ReturnType<MrzReader>>;
    expect(await validate(expired)).toMatchObject({ valid: true, ocrData: { expiryDate: '2026-05-15', uncertain: { dates: ['expiryDate'] } }, validationErrors: [] });
  });

  it('leaves a nationality the reader doubts for the applicant to choose, and keeps the rest', async () => {
    const doubted: MrzReader = async () => ({ ...(await readerFor(person)(image)), nationalityDoubted: true }) as Awaited<ReturnType<MrzReader>>;
    const answer = await validate(doubted);
    expect(answer).toMatchObject({ valid: true, ocrData: { nationality: '', passportNumber: 'AB1234567', surname: 'Martin' } });
  });

  it.each([
    ['310101', null],
    ['260515', 'PASSPORT_EXPIRED'],
    ['261015', 'PASSPORT_EXPIRES_SOON'],
  ])('expiry %s → %s', async (expiryDate, code) => {
    const answer = await validate(readerFor({ ...person, expiryDate }));
    expect(answer.valid).toBe(code === null);
    if (code) expect(answer.validationErrors.map((e) => e.code)).toEqual([code]);
  });

  it('answers NO_MRZ_FOUND and CHECK_DIGIT_MISMATCH with messages that send the user to the form', async () => {
    const none = await validate(async () => ({ found: false }));
    expect(none).toMatchObject({ valid: false, ocrData: null, validationErrors: [{ code: 'NO_MRZ_FOUND' }] });
    const [a, b] = formatTd3(person);
    const broken: MrzReader = async () => ({ found: true, result: parseTd3(a, b.slice(0, 19) + '9' + b.slice(20)), engine: 'tesseract', variant: 'test', uncertain: [], namesToCheck: [] });
    const mismatch = await validate(broken);
    expect(mismatch.validationErrors[0]).toMatchObject({ code: 'CHECK_DIGIT_MISMATCH' });
    expect(mismatch.message).toMatch(/by hand/);
  });

  it('honours OCR switched off: valid false with OCR_DISABLED, file still stored', async () => {
    const em = core.em();
    const setting = await em.findOneOrFail(Setting, { key: 'validationSettings' });
    setting.value = { ...(setting.value as object), ocrEnabled: false };
    await em.flush();
    try {
      let called = false;
      const answer = await validate(async () => ((called = true), { found: false }));
      expect(called).toBe(false);
      expect(answer).toMatchObject({ valid: false, ocrData: null, validationErrors: [{ code: 'OCR_DISABLED' }] });
      expect(answer.message).toMatch(/enter your passport details by hand/);
      expect(await core.em().findOne(StoredFile, { id: answer.uploadId })).not.toBeNull();
    } finally {
      setting.value = { ...(setting.value as object), ocrEnabled: true };
      await em.flush();
    }
  });

  it('stores nothing for a file that is not a JPEG or PNG', async () => {
    const before = await core.em().count(StoredFile);
    await expect(validatePassport(core, anonymous(), { bytes: Buffer.from('GIF89a-not-a-passport') })).rejects.toMatchObject({
      status: 400,
      code: 'UNSUPPORTED_FILE_TYPE',
      message: 'Please upload a JPG or PNG image',
    });
    expect(await core.em().count(StoredFile)).toBe(before);
  });
});
