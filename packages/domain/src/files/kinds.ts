/** What a stored file is: an applicant's upload, or evidence of an automated submission. */
export const FILE_KINDS = ['passport_scan', 'photo', 'screenshot', 'decision_pdf', 'automation_trace', 'supporting_document'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
