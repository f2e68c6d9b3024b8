import { z } from 'zod';

/** The dashboard's four stat cards (staff-admin §3, Staff stats). */
export const staffStatsSchema = z.object({ total: z.number().int(), inReview: z.number().int(), approved: z.number().int(), refused: z.number().int() });
export type StaffStats = z.infer<typeof staffStatsSchema>;

/** Days shown by the Applications Over Time chart. */
export const CHART_DAYS = 30;

export const applicationSeriesSchema = z.object({
  days: z.array(z.object({ date: z.iso.date(), created: z.number().int(), paid: z.number().int() })),
});
export type ApplicationSeries = z.infer<typeof applicationSeriesSchema>;

/** How many rows Recent Activity shows. */
export const RECENT_ACTIVITY_LIMIT = 15;
