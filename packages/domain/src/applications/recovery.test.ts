import { describe, expect, it } from 'vitest';
import { etaRecoveryLimitedMessage, etaRecoverySchema } from './recovery.ts';

const issues = (input: unknown) => etaRecoverySchema.safeParse(input).error?.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })) ?? [];

describe('etaRecoverySchema', () => {
  it('normalises the passport number (spaces, case) and the e-mail, and keeps the date as typed', () => {
    expect(etaRecoverySchema.parse({ passportNumber: ' ab 123 4567 ', dateOfBirth: '14/02/1990', email: ' Jane.Doe@Example.COM ' })).toEqual({
      passportNumber: 'AB1234567',
      dateOfBirth: '14/02/1990',
      email: 'jane.doe@example.com',
    });
  });

  it('names each empty field once, with its own message', () => {
    expect(issues({ passportNumber: ' ', dateOfBirth: '', email: '' })).toEqual([
      { field: 'passportNumber', message: 'Please enter your passport number' },
      { field: 'dateOfBirth', message: 'Please enter your date of birth' },
      { field: 'email', message: 'Please enter your email address' },
    ]);
    expect(issues({})).toHaveLength(3);
  });

  it("follows the wizard's rules for the number and the date, and checks the e-mail", () => {
    expect(issues({ passportNumber: 'AB1-23', dateOfBirth: '30/02/1990', email: 'jane@' })).toEqual([
      { field: 'passportNumber', message: 'Use only letters and digits' },
      { field: 'dateOfBirth', message: 'Enter a real date as dd/mm/yyyy' },
      { field: 'email', message: 'Invalid email address' },
    ]);
    expect(issues({ passportNumber: 'AB 12', dateOfBirth: '01/01/2999', email: 'jane@example.com' })).toEqual([
      { field: 'passportNumber', message: 'Passport number must be at least 6 characters' },
      { field: 'dateOfBirth', message: 'Date of birth must be in the past' },
    ]);
  });

  it('refuses what is not text without throwing', () => {
    expect(issues({ passportNumber: 123456, dateOfBirth: null, email: ['a'] }).map((issue) => issue.field)).toEqual(['passportNumber', 'dateOfBirth', 'email']);
  });
});

describe('etaRecoveryLimitedMessage', () => {
  it('says in whole minutes when to try again', () => {
    expect(etaRecoveryLimitedMessage(30)).toBe('Too many recovery requests. Please try again in 1 minute, or contact us if you need help.');
    expect(etaRecoveryLimitedMessage(3599)).toContain('in 60 minutes');
  });
});
