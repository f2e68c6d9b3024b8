import { describe, expect, it } from 'vitest';
import { countdownText, countdownTone, extractVerificationCode, submitCodeSchema } from './codes.ts';

describe('extractVerificationCode', () => {
  it('takes the six digits after the keyword', () => {
    expect(extractVerificationCode('Hello,\n\nYour verification code is: 482913\n\nIt expires in 10 minutes.')).toBe('482913');
  });
  it('takes the six digits just before the keyword', () => {
    expect(extractVerificationCode('382110 is your security code for the UK ETA application.')).toBe('382110');
  });
  it('reads a code written in two groups', () => {
    expect(extractVerificationCode('Enter this code: 123 456')).toBe('123456');
  });
  it('ignores other numbers: a reference, a date, a phone number far from the keyword', () => {
    const body = 'Application 20261125 received on 25-11-2026. Call 020 7946 0000 or 555123 for help.\n' + 'x'.repeat(120) + '\nYour code: 771204';
    expect(extractVerificationCode(body)).toBe('771204');
  });
  it('answers null when six digits stand nowhere near a keyword', () => {
    expect(extractVerificationCode(`Your payment reference 123456 has been received.${' Thank you.'.repeat(20)}`)).toBeNull();
    expect(extractVerificationCode('Your code will follow in a separate e-mail.')).toBeNull();
  });
  it('does not take seven or more digits', () => {
    expect(extractVerificationCode('Your code is 1234567')).toBeNull();
  });
});

describe('submitCodeSchema', () => {
  const applicationId = '0b7c1f9e-9c1a-4d7e-8f3a-2b6d5e4c3a21';
  it('strips non-digits', () => {
    expect(submitCodeSchema.parse({ applicationId, code: '12-34 56' }).code).toBe('123456');
  });
  it('refuses anything but six digits, or a missing application, with the spec message', () => {
    for (const bad of [{ applicationId, code: '12345' }, { applicationId, code: '1234567' }, { code: '123456' }]) {
      const result = submitCodeSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Invalid Code: Please enter a valid 6-digit code.');
    }
  });
});

describe('the countdown', () => {
  it('is green from 5 minutes, orange under 5, red under 3, Expired at zero', () => {
    expect(countdownTone(5 * 60_000)).toBe('green');
    expect(countdownTone(5 * 60_000 - 1)).toBe('orange');
    expect(countdownTone(3 * 60_000 - 1)).toBe('red');
    expect(countdownTone(0)).toBe('expired');
    expect(countdownText(0)).toBe('Expired');
    expect(countdownText(65_000)).toBe('1:05');
  });
});
