import { describe, expect, it } from 'vitest';
import {
  activeSearchFilters,
  adminSearchSchema,
  BULK_MAX_IDS,
  bulkActionSchema,
  bulkResultSummary,
  exportFileName,
  searchFiltersSchema,
} from './search.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('search filters (staff-admin §5)', () => {
  it("drops 'all' and empty values and trims the rest", () => {
    expect(activeSearchFilters({ reference: ' ETA-1 ', email: '', status: 'all', nationality: '  ', dateFrom: '2026-01-01' })).toEqual({ reference: 'ETA-1', dateFrom: '2026-01-01' });
  });

  it("reads 'all' and empty values sent anyway as no filter", () => {
    expect(searchFiltersSchema.parse({ status: 'all', email: '', reference: 'ETA' })).toEqual({ reference: 'ETA' });
    expect(adminSearchSchema.parse({ status: 'IN_REVIEW' })).toMatchObject({ status: 'IN_REVIEW', limit: 50 });
  });

  it('refuses an unknown status, a malformed date and dates out of order', () => {
    expect(searchFiltersSchema.safeParse({ status: 'LOST' }).error?.issues[0]?.message).toBe('Please choose a status from the list');
    expect(searchFiltersSchema.safeParse({ dateFrom: '01/02/2026' }).error?.issues[0]?.message).toBe('Please enter the start date as YYYY-MM-DD');
    expect(searchFiltersSchema.safeParse({ dateFrom: '2026-02-02', dateTo: '2026-02-01' }).error?.issues[0]?.message).toBe('The start date must be on or before the end date');
  });
});

describe('bulk action rules', () => {
  it('needs a selection, an action, a status for update-status and a template for send-email', () => {
    expect(bulkActionSchema.safeParse({ ids: [], action: 'export' }).error?.issues[0]?.message).toBe('Please select at least one application');
    expect(bulkActionSchema.safeParse({ ids: [id(1)] }).error?.issues[0]?.message).toBe('Please select a bulk action');
    expect(bulkActionSchema.safeParse({ ids: [id(1)], action: 'update-status' }).error?.issues[0]).toMatchObject({ message: 'Please choose the new status', path: ['status'] });
    expect(bulkActionSchema.safeParse({ ids: [id(1)], action: 'update-status', status: 'DRAFT' }).success).toBe(false);
    expect(bulkActionSchema.safeParse({ ids: [id(1)], action: 'send-email' }).error?.issues[0]?.path).toEqual(['template']);
    expect(bulkActionSchema.safeParse({ ids: [id(1)], action: 'update-status', status: 'APPROVED' }).success).toBe(true);
  });

  it(`limits one call to ${BULK_MAX_IDS} applications`, () => {
    const ids = Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => id(i));
    expect(bulkActionSchema.safeParse({ ids, action: 'export' }).error?.issues[0]?.message).toBe('Please select at most 500 applications at a time');
    expect(bulkActionSchema.safeParse({ ids: ids.slice(1), action: 'export' }).success).toBe(true);
  });

  it('sums up a bulk update with the reasons of those not changed', () => {
    const summary = bulkResultSummary({
      action: 'update-status',
      status: 'IN_REVIEW',
      updated: 12,
      unchanged: 0,
      failed: 1,
      results: [{ id: id(1), reference: 'ETA-00000A', outcome: 'failed', reason: 'has not been paid', code: 'NOT_PAID' }],
    });
    expect(summary).toBe('12 updated to In Review, 1 not changed: ETA-00000A has not been paid');
    expect(bulkResultSummary({ action: 'send-email', template: 'status_update', queued: 1, skipped: 0, results: [] })).toBe('1 e-mail queued');
  });

  it('names exports by date', () => {
    expect(exportFileName(new Date('2026-11-27T23:00:00Z'))).toBe('applications-2026-11-27.csv');
  });
});
