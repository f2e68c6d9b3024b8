import { describe, expect, it } from 'vitest';
import { listClientsSchema, setClientActiveSchema, setRolePermissionsSchema } from './accounts.ts';
import {
  DEFAULT_RETENTION_YEARS,
  INVALID_AMOUNT_MESSAGE,
  RETENTION_YEARS_MESSAGE,
  retentionCutoff,
  updateSettingsSchema,
  updateValidationSettingsSchema,
  DEFAULT_VALIDATION_SETTINGS,
} from './settings.ts';
import { anonymisedEmail, clientIdSchema, isAnonymisedEmail } from './client-data.ts';
import { setStaffActiveSchema } from '../staff/schemas.ts';
import { poundsToPence } from '../money.ts';

const id = '00000000-0000-4000-8000-000000000000';

describe('account contracts', () => {
  it('keeps a role’s permissions in the spec’s order without duplicates, and refuses unknown ones', () => {
    expect(setRolePermissionsSchema.parse({ role: 'STAFF', permissions: ['manage_users', 'view_applications', 'manage_users'] }).permissions).toEqual(['view_applications', 'manage_users']);
    expect(setRolePermissionsSchema.safeParse({ role: 'STAFF', permissions: ['fly'] }).success).toBe(false);
    expect(setRolePermissionsSchema.safeParse({ role: 'OWNER', permissions: [] }).error?.issues[0]?.message).toBe('Role must be STAFF or ADMIN');
  });

  it('takes a staff change of activity, role or both, but not nothing', () => {
    expect(setStaffActiveSchema.parse({ id, role: 'ADMIN' })).toEqual({ id, role: 'ADMIN' });
    expect(setStaffActiveSchema.parse({ id, isActive: false })).toEqual({ id, isActive: false });
    expect(setStaffActiveSchema.safeParse({ id }).error?.issues[0]?.message).toBe('isActive must be true or false');
  });

  it('pages clients with a bounded size', () => {
    expect(listClientsSchema.parse({})).toEqual({ limit: 25 });
    expect(listClientsSchema.safeParse({ limit: '1000' }).success).toBe(false);
    expect(setClientActiveSchema.safeParse({ id, isActive: 'no' }).error?.issues[0]?.message).toBe('isActive must be true or false');
  });
});

describe('settings contracts', () => {
  it('takes a fee or a cost in whole pence of at least 0, else “Please enter a valid amount”', () => {
    expect(updateSettingsSchema.parse({ applicationFee: 7500 })).toEqual({ applicationFee: 7500 });
    for (const bad of [{ applicationFee: -1 }, { internalCost: 1.5 }, { applicationFee: '75' }, {}]) {
      expect(updateSettingsSchema.safeParse(bad).error?.issues[0]?.message).toBe(INVALID_AMOUNT_MESSAGE);
    }
    expect(poundsToPence('75.005')).toBe(7501);
    expect(poundsToPence('12.344')).toBe(1234);
    expect(poundsToPence('-1')).toBeNull();
    expect(poundsToPence('abc')).toBeNull();
  });

  it('keeps the minimum photo confidence from 0 to 100 and leaves document types optional', () => {
    const { allowedDocumentTypes: _types, ...rest } = DEFAULT_VALIDATION_SETTINGS;
    expect(updateValidationSettingsSchema.parse(rest)).toEqual(rest);
    expect(updateValidationSettingsSchema.safeParse({ ...rest, minPhotoConfidence: 101 }).error?.issues[0]?.message).toBe('Minimum photo confidence must be from 0 to 100');
  });

  it('keeps personal data 7 years unless set to a whole number of years from 1 to 20', () => {
    expect(DEFAULT_RETENTION_YEARS).toBe(7);
    expect(RETENTION_YEARS_MESSAGE).toBe('The retention period must be a whole number of years from 1 to 20');
    for (const years of [1, 7, 20]) expect(updateSettingsSchema.parse({ retentionYears: years })).toEqual({ retentionYears: years });
    for (const bad of [0, 21, 2.5, -7, '7', null, Number.NaN]) {
      expect(updateSettingsSchema.safeParse({ retentionYears: bad }).error?.issues.map((issue) => issue.message), String(bad)).toEqual([RETENTION_YEARS_MESSAGE]);
    }
  });

  it('ends the retention period the same calendar day, years back (29 February falls to 1 March)', () => {
    expect(retentionCutoff(new Date('2033-06-15T03:00:00Z'), 7).toISOString()).toBe('2026-06-15T03:00:00.000Z');
    expect(retentionCutoff(new Date('2032-02-29T12:00:00Z'), 7).toISOString()).toBe('2025-03-01T12:00:00.000Z');
  });
});

describe('client data contracts', () => {
  it('gives an erased client a placeholder e-mail on a reserved domain, told apart from real ones', () => {
    expect(anonymisedEmail(id)).toBe(`client-${id}@anonymised.invalid`);
    expect(isAnonymisedEmail(anonymisedEmail(id))).toBe(true);
    expect(isAnonymisedEmail('jane@example.com')).toBe(false);
    expect(clientIdSchema.safeParse({ id: 'nope' }).success).toBe(false);
  });
});
