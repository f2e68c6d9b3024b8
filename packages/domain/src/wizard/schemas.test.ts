import { describe, expect, it } from 'vitest';
import { formatDmy, parseDmy } from './dates.ts';
import { applySchema, declarationsStepSchema, passportStepSchema, photoStepSchema, reviewStepSchema, toApplyPayload, travelStepSchema } from './schemas.ts';

const future = formatDmy(new Date(Date.UTC(new Date().getUTCFullYear() + 5, 0, 15)));
const validPassportStep = {
  number: 'ab123456',
  confirmNumber: 'AB123456',
  expiryDate: future,
  country: 'Canada',
  placeOfIssue: 'Ottawa',
  firstName: 'Jane',
  lastName: 'Doe',
  dateOfBirth: '14/02/1990',
  nationality: 'Canada',
  email: 'Jane@Example.com',
};
const validTravel = {
  arrivalDate: '01/06/2027',
  departureDate: '15/06/2027',
  addressLine1: '1 High Street',
  town: 'London',
  country: 'United Kingdom',
  purposeOfVisit: 'tourism',
};

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('dates', () => {
  it.each(['31/02/2020', '00/01/2020', '2020-01-01', '1/1/2020', '32/01/2020'])('rejects %s', (v) => expect(parseDmy(v)).toBeNull());
  it('accepts a leap day', () => expect(parseDmy('29/02/2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z'));
});

describe('passport step', () => {
  it('accepts a complete step, upper-casing the number and applying defaults', () => {
    const data = passportStepSchema.parse(validPassportStep);
    expect(data).toMatchObject({ number: 'AB123456', hasOtherNationalities: 'no', hasPhoneNumber: 'yes', middleName: '', email: 'jane@example.com' });
  });

  it('gives every message of the spec', () => {
    const result = passportStepSchema.safeParse({ number: '123', confirmNumber: '', email: 'nope' });
    expect(messages(result)).toMatchObject({
      number: 'Passport number must be at least 6 characters',
      confirmNumber: 'Please confirm passport number',
      expiryDate: 'Expiry date is required',
      country: 'Issuing country is required',
      placeOfIssue: 'Place of issue is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      dateOfBirth: 'Date of birth is required',
      nationality: 'Current nationality is required',
      email: 'Invalid email address',
    });
  });

  it('says the numbers must match, on the confirm field', () => {
    expect(messages(passportStepSchema.safeParse({ ...validPassportStep, confirmNumber: 'AB123457' }))).toEqual({ confirmNumber: 'Passport numbers must match' });
  });

  it('rejects impossible and expired dates', () => {
    expect(messages(passportStepSchema.safeParse({ ...validPassportStep, dateOfBirth: '30/02/1990' }))).toEqual({ dateOfBirth: 'Enter a real date as dd/mm/yyyy' });
    expect(messages(passportStepSchema.safeParse({ ...validPassportStep, expiryDate: '01/01/2020' }))).toEqual({ expiryDate: 'Your passport has expired' });
  });
});

describe('travel step', () => {
  it('gives every required message of the spec', () => {
    expect(messages(travelStepSchema.safeParse({}))).toMatchObject({
      arrivalDate: 'Arrival date is required',
      departureDate: 'Departure date is required',
      addressLine1: 'Address line 1 is required',
      town: 'Town or city is required',
      country: 'Country is required',
      purposeOfVisit: 'Purpose of visit is required',
    });
  });
  it('limits the job text to 1000 characters and defaults hasJob to yes', () => {
    expect(travelStepSchema.parse(validTravel).hasJob).toBe('yes');
    expect(messages(travelStepSchema.safeParse({ ...validTravel, job: 'x'.repeat(1001) }))).toEqual({ job: 'Please keep this under 1000 characters' });
  });
  it('refuses a departure before the arrival', () => {
    expect(messages(travelStepSchema.safeParse({ ...validTravel, departureDate: '31/05/2027' }))).toEqual({ departureDate: 'Departure date must be on or after the arrival date' });
  });
});

describe('photo, declarations and review', () => {
  it('requires an uploaded photo', () => {
    expect(messages(photoStepSchema.safeParse({ usePhoto: 'yes' }))).toEqual({ photoUploadId: 'Photo required: Please upload a photo to continue.' });
  });
  it('requires the declaration', () => {
    expect(messages(declarationsStepSchema.safeParse({ termsAccepted: false }))).toEqual({ termsAccepted: 'You must accept the declaration' });
    expect(declarationsStepSchema.parse({ termsAccepted: true })).toEqual({ hasCriminalConviction: 'no', hasWarCrimesRecord: 'no', termsAccepted: true });
  });
  it('requires both agreements', () => {
    const result = reviewStepSchema.safeParse({ dataPrivacyAgreed: true, thirdPartyAuthorized: false });
    expect(messages(result)).toEqual({
      thirdPartyAuthorized: 'Agreement Required: You must agree to both the Data Privacy Declaration and Third Party Authorization to proceed.',
    });
  });
});

describe('apply payload', () => {
  it('is built from the wizard steps and validates as a whole', () => {
    const payload = toApplyPayload('0b7f4f0e-6a39-4a8f-9a43-2f9d8c5b1e11', {
      passport: passportStepSchema.parse(validPassportStep),
      travel: travelStepSchema.parse(validTravel),
      photo: { usePhoto: 'yes', photoUploadId: '5f0c7d2e-3c1b-4f7a-8e57-2d6c9b1a0f33' },
      declarations: { hasCriminalConviction: 'no', hasWarCrimesRecord: 'no', termsAccepted: true },
    });
    const parsed = applySchema.parse(payload);
    expect(parsed.personal).toMatchObject({ firstName: 'Jane', lastName: 'Doe', nationality: 'Canada' });
    expect(parsed.passport).toMatchObject({ number: 'AB123456', country: 'Canada' });
    expect(parsed).not.toHaveProperty('passport.confirmNumber');
  });
});
