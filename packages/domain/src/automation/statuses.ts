/** An automated submission run (staff-admin §4): queued, then processing, then completed or failed. */
export const AUTOMATION_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export type AutomationStatus = (typeof AUTOMATION_STATUSES)[number];
