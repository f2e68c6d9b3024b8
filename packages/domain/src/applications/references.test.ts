import { describe, expect, it } from 'vitest';
import { APPLICATION_REF_MESSAGE, applicationRefSchema, applicationsByReferenceSchema, isApplicationReference } from './references.ts';

describe('applicationRefSchema', () => {
  const id = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

  it('trims, upper-cases a reference and lower-cases an id', () => {
    expect(applicationRefSchema.parse(' eta-ab23cd ')).toBe('ETA-AB23CD');
    expect(applicationRefSchema.parse(` ${id.toUpperCase()}\t`)).toBe(id);
  });

  it('refuses anything else with one message', () => {
    for (const value of ['', '   ', '42', 'ETA-ABC', 'ETA-ABCDEFG', 'XYZ-AB23CD', 42]) {
      expect(applicationRefSchema.safeParse(value).error?.issues[0]?.message, String(value)).toBe(APPLICATION_REF_MESSAGE);
    }
  });

  it('tells a reference from an id', () => {
    expect(isApplicationReference('ETA-AB23CD')).toBe(true);
    expect(isApplicationReference(id)).toBe(false);
  });
});

describe('applicationsByReferenceSchema', () => {
  it('takes 1 to 10,000 refs and names a bad one by its place', () => {
    expect(applicationsByReferenceSchema.parse({ references: ['eta-ab23cd'] })).toEqual({ references: ['ETA-AB23CD'] });
    expect(applicationsByReferenceSchema.safeParse({ references: [] }).success).toBe(false);
    expect(applicationsByReferenceSchema.safeParse({ references: Array.from({ length: 10_001 }, () => 'ETA-AB23CD') }).success).toBe(false);
    expect(applicationsByReferenceSchema.safeParse({ references: Array.from({ length: 10_000 }, () => 'ETA-AB23CD') }).success).toBe(true);
    expect(applicationsByReferenceSchema.safeParse({ references: ['ETA-AB23CD', 'nope'] }).error?.issues[0]?.path).toEqual(['references', 1]);
  });
});
