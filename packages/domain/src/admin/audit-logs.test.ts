import { describe, expect, it } from 'vitest';
import { auditLogCountLabel, describeAuditDetails, listAuditLogsSchema } from './audit-logs.ts';

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
