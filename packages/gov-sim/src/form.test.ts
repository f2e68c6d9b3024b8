import { describe, expect, it } from 'vitest';
import { FORM_PAGES, luhn, readCard, readDate, readPage } from './form.ts';
import { startGovSim } from './server.ts';

const today = new Date('2026-11-25T10:00:00Z');
const expiry = { kind: 'date', name: 'passportExpiry', label: 'Expiry date', missing: 'Enter the passport’s expiry date', when: 'future' } as const;
const birth = { kind: 'date', name: 'dateOfBirth', label: 'Date of birth', missing: 'Enter the date of birth', when: 'past' } as const;

describe('the practice form validates like a real service', () => {
  it('checks date inputs: missing, not real, past or future', () => {
    expect(readDate({}, expiry, today)).toEqual({ error: 'Enter the passport’s expiry date' });
    expect(readDate({ 'passportExpiry-day': '31', 'passportExpiry-month': '2', 'passportExpiry-year': '2030' }, expiry, today)).toEqual({ error: 'Expiry date must be a real date' });
    expect(readDate({ 'passportExpiry-day': '1', 'passportExpiry-month': '1', 'passportExpiry-year': '2020' }, expiry, today)).toEqual({ error: 'Expiry date must be today or in the future' });
    expect(readDate({ 'dateOfBirth-day': '1', 'dateOfBirth-month': '1', 'dateOfBirth-year': '2030' }, birth, today)).toEqual({ error: 'Date of birth must be in the past' });
    expect(readDate({ 'dateOfBirth-day': '14', 'dateOfBirth-month': '2', 'dateOfBirth-year': '1990' }, birth, today)).toEqual({ value: '1990-02-14' });
  });

  it('names each missing answer and asks for a job title only with a job', () => {
    const job = FORM_PAGES.find((p) => p.slug === 'job')!;
    expect(readPage(job, {}).errors).toEqual([{ field: 'hasJob', message: 'Select yes if the applicant has a job' }]);
    expect(readPage(job, { hasJob: 'yes' }).errors).toEqual([{ field: 'jobTitle', message: 'Enter the applicant’s job title' }]);
    expect(readPage(job, { hasJob: 'no' }).errors).toEqual([]);
  });

  it('checks a card the way a payment page does', () => {
    expect(luhn('4242424242424242')).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
    expect(readCard({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cardholderName: 'A Person', securityCode: '123' }, today).errors).toEqual([]);
    expect(readCard({ cardNumber: '1234', expiry: '13/20', cardholderName: '', securityCode: 'x' }, today).errors.map((e) => e.field)).toEqual(['cardNumber', 'expiry', 'cardholderName', 'securityCode']);
  });

  it('refuses to start in production', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(startGovSim({ smtp: { host: '127.0.0.1', port: 1 } })).rejects.toThrow(/does not run in production/);
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});
