import { describe, expect, it } from 'vitest';
import { auditLogCountLabel, describeAuditDetails, listAuditLogsSchema, parseSince, tailAuditLogsSchema } from './audit-logs.ts';

describe('audit log contracts', () => {
  it('reads empty filters as missing and checks the dates', () => {
    expect(listAuditLogsSchema.parse({ userId: '', action: '', dateFrom: '', limit: '20' })).toEqual({ limit: 20 });
    expect(listAuditLogsSchema.safeParse({ dateFrom: '2026-02-01', dateTo: '2026-01-31' }).error?.issues[0]?.message).toBe('The start date must be on or before the end date');
    expect(listAuditLogsSchema.safeParse({ dateFrom: '1 Feb' }).error?.issues[0]?.message).toBe('Enter a date as YYYY-MM-DD');
  });

  it('says the count, or 10,000+ past the cap', () => {
    expect(auditLogCountLabel(1234, false)).toBe('1,234');
    expect(auditLogCountLabel(10_000, true)).toBe('10,000+');
  });

  it('writes details as people read them', () => {
    expect(describeAuditDetails({ userId: 'u1', email: 'a@b.test', endedSessions: 2 })).toBe('user id: u1 · email: a@b.test · ended sessions: 2');
    expect(describeAuditDetails({ role: 'STAFF', removed: ['view_applications', 'manage_refunds'], added: [] })).toBe(
      'role: STAFF · removed: view_applications, manage_refunds · added: none',
    );
    expect(describeAuditDetails({ before: { ocrEnabled: true }, reason: null })).toBe('before: ocr enabled true · reason: —');
    expect(describeAuditDetails({})).toBe('—');
  });
});

describe('parseSince', () => {
  const now = new Date('2026-11-20T12:00:00.000Z');

  it.each([
    ['30s', '2026-11-20T11:59:30.000Z'],
    ['15m', '2026-11-20T11:45:00.000Z'],
    ['2h', '2026-11-20T10:00:00.000Z'],
    ['7d', '2026-11-13T12:00:00.000Z'],
    [' 2H ', '2026-11-20T10:00:00.000Z'],
    ['0m', '2026-11-20T12:00:00.000Z'],
  ])('reads an age: %s before now', (text, expected) => expect(parseSince(text, now)).toBe(expected));

  it('reads a day as midnight UTC', () => expect(parseSince('2026-11-01', now)).toBe('2026-11-01T00:00:00.000Z'));

  it('reads an ISO datetime, with an offset, Z or none (UTC)', () => {
    expect(parseSince('2026-11-20T09:30:00+01:00', now)).toBe('2026-11-20T08:30:00.000Z');
    expect(parseSince('2026-11-20T09:30:00.250Z', now)).toBe('2026-11-20T09:30:00.250Z');
    expect(parseSince('2026-11-20T09:30:00', now)).toBe('2026-11-20T09:30:00.000Z');
  });

  it.each(['', 'yesterday', '15', 'm15', '3w', '-2h', '2026-02-30', '2026-11-20T25:00:00Z', '20/11/2026'])('is null for %j', (text) => expect(parseSince(text, now)).toBeNull());

  it('answers what tailAuditLogsSchema takes', () => {
    for (const text of ['15m', '2026-11-01', '2026-11-20T09:30:00+01:00']) {
      expect(tailAuditLogsSchema.safeParse({ since: parseSince(text, now) }).success, text).toBe(true);
    }
  });
});

describe('tailAuditLogsSchema', () => {
  it('defaults to the newest 20, and takes empty filters as missing', () => {
    expect(tailAuditLogsSchema.parse({ userId: '', action: '', since: '' })).toEqual({ limit: 20, oldestFirst: false });
  });

  it('takes 1 to 1000 entries, a string limit as a number, and needs an offset on since', () => {
    expect(tailAuditLogsSchema.parse({ limit: '1000', oldestFirst: true, action: 'staff', since: '2026-11-20T09:30:00Z' })).toEqual({ limit: 1000, oldestFirst: true, action: 'staff', since: '2026-11-20T09:30:00Z' });
    expect(tailAuditLogsSchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(tailAuditLogsSchema.safeParse({ limit: 1001 }).success).toBe(false);
    expect(tailAuditLogsSchema.safeParse({ since: '2026-11-20' }).success).toBe(false);
  });
});
