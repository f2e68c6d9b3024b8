import { describe, expect, it } from 'vitest';
import { createRefundSchema, listRefundsQuerySchema, paymentStatusAfterRefunds, refundableRemaining } from './refunds.ts';

describe('refundableRemaining', () => {
  it('is the whole payment when nothing was refunded', () => expect(refundableRemaining(7500, [])).toBe(7500));

  it('counts pending, approved and succeeded refunds, so two pending refunds cannot together exceed the payment', () => {
    expect(refundableRemaining(7500, [{ amount: 3000, status: 'PENDING' }])).toBe(4500);
    expect(
      refundableRemaining(7500, [
        { amount: 3000, status: 'PENDING' },
        { amount: 2000, status: 'APPROVED' },
        { amount: 1000, status: 'SUCCEEDED' },
      ]),
    ).toBe(1500);
  });

  it('gives back what a FAILED refund held', () => expect(refundableRemaining(7500, [{ amount: 7500, status: 'FAILED' }])).toBe(7500));

  it('is never negative', () => expect(refundableRemaining(1000, [{ amount: 1500, status: 'SUCCEEDED' }])).toBe(0));
});

describe('paymentStatusAfterRefunds', () => {
  it.each([
    [7500, 0, 'PAID'],
    [7500, 2500, 'PARTIALLY_REFUNDED'],
    [7500, 7500, 'REFUNDED'],
  ] as const)('paid %i, refunded %i → %s', (paid, refunded, status) => expect(paymentStatusAfterRefunds(paid, refunded)).toBe(status));
});

describe('createRefundSchema', () => {
  const id = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

  it('accepts an id or a reference (upper-cased, trimmed)', () => {
    expect(createRefundSchema.parse({ applicationId: ` ${id.toUpperCase()} `, amount: 500, reason: ' Duplicate ' })).toEqual({ applicationId: id, amount: 500, reason: 'Duplicate' });
    expect(createRefundSchema.parse({ applicationId: 'eta-ab23cd', amount: 1, reason: 'x' }).applicationId).toBe('ETA-AB23CD');
  });

  it('asks for every field with the spec message', () => {
    const result = createRefundSchema.safeParse({ applicationId: '', reason: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Please fill in all fields', 'Please fill in all fields', 'Please fill in all fields']);
  });

  it.each([
    [0, 'The amount must be greater than zero'],
    [-5, 'The amount must be greater than zero'],
    [12.5, 'The amount must be a whole number of pence'],
  ])('refuses an amount of %s pence', (amount, message) => {
    expect(createRefundSchema.safeParse({ applicationId: id, amount, reason: 'x' }).error?.issues[0]?.message).toBe(message);
  });

  it('refuses something that is neither an id nor a reference', () => {
    expect(createRefundSchema.safeParse({ applicationId: '42', amount: 5, reason: 'x' }).error?.issues[0]?.message).toBe('Enter the application ID or its reference (ETA-XXXXXX)');
  });
});

describe('listRefundsQuerySchema', () => {
  it('lists PENDING refunds unless asked', () => expect(listRefundsQuerySchema.parse({})).toEqual({ status: 'PENDING', limit: 100 }));
});
