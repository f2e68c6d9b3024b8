import { z } from 'zod';

/** Where a government verification code came from: read from the application's mailbox, or typed in by staff. */
export const CODE_SOURCES = ['EMAIL', 'MANUAL'] as const;
export type CodeSource = (typeof CODE_SOURCES)[number];

/** A code is active, then used (marked by staff) or expired once expiresAt passes (staff-admin §3). */
export const CODE_STATUSES = ['active', 'used', 'expired'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];

export function codeStatus(code: { usedAt: Date | null; expiresAt: Date }, now: Date): CodeStatus {
  if (code.usedAt) return 'used';
  return code.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** A code is valid for this long after it arrives (staff-admin §3, Verification code). */
export const CODE_TTL_MINUTES = 10;
export const INVALID_CODE = 'Invalid Code: Please enter a valid 6-digit code.';

/** Manual entry (staff-admin §5): non-digits are stripped, then exactly 6 digits and an application. */
export const submitCodeSchema = z.object({
  applicationId: z.uuid({ error: INVALID_CODE }),
  code: z
    .string({ error: INVALID_CODE })
    .max(40, INVALID_CODE)
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, INVALID_CODE)),
  /** Sent by the original client; the signed-in staff member is used instead. */
  staffId: z.string().optional(),
});
export type SubmitCodeInput = z.input<typeof submitCodeSchema>;

export const codeIdSchema = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** A code on the dashboard's card (staff-admin §3). */
export const verificationCodeSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  applicationReference: z.string(),
  applicantName: z.string(),
  code: z.string(),
  internalEmail: z.string(),
  source: z.enum(CODE_SOURCES),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  isUsed: z.boolean(),
});
export type VerificationCodeView = z.infer<typeof verificationCodeSchema>;
export const verificationCodesSchema = z.object({ codes: z.array(verificationCodeSchema) });

/** Applications a code may be typed in for: RECEIVED, IN_REVIEW or SUBMITTED_TO_UK without an active code. */
export const CODE_ELIGIBLE_STATUSES = ['RECEIVED', 'IN_REVIEW', 'SUBMITTED_TO_UK'] as const;
export type CodeEligibleStatus = (typeof CODE_ELIGIBLE_STATUSES)[number];
export const codeEligibleApplicationsSchema = z.object({
  applications: z.array(z.object({ id: z.uuid(), reference: z.string(), applicantName: z.string(), status: z.enum(CODE_ELIGIBLE_STATUSES) })),
});
export type CodeEligibleApplications = z.infer<typeof codeEligibleApplicationsSchema>;

export type CountdownTone = 'green' | 'orange' | 'red' | 'expired';

/** The countdown's colour (staff-admin §9): red under 3 minutes, orange under 5, green otherwise. */
export function countdownTone(millisecondsLeft: number): CountdownTone {
  if (millisecondsLeft <= 0) return 'expired';
  if (millisecondsLeft < 3 * 60_000) return 'red';
  if (millisecondsLeft < 5 * 60_000) return 'orange';
  return 'green';
}

/** `m:ss` left, or 'Expired' at zero. */
export function countdownText(millisecondsLeft: number): string {
  if (millisecondsLeft <= 0) return 'Expired';
  const seconds = Math.ceil(millisecondsLeft / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const KEYWORD = /\b(?:verification|security|confirmation|one[- ]time|access|authori[sz]ation)?\s*(?:code|passcode|pin)\b/gi;
const SIX_DIGITS = /(?<![\d-])\d{3}[ -]?\d{3}(?![\d-])/g;
/** How far from its keyword a code may stand, in characters. */
const NEAR_AFTER = 80;
const NEAR_BEFORE = 40;

/**
 * The government's code in an e-mail: six digits (also written 123 456) standing near a word such
 * as "code", after it ("Your code is 123456") or just before it ("123456 is your code"). Other
 * numbers in the message (dates, references, phone numbers) are not taken. Null when there is none.
 */
export function extractVerificationCode(message: string): string | null {
  const text = message.replace(/\s+/g, ' ');
  const candidates = [...text.matchAll(SIX_DIGITS)].map((m) => ({ at: m.index, end: m.index + m[0].length, code: m[0].replace(/\D/g, '') }));
  if (!candidates.length) return null;
  let best: { code: string; distance: number } | null = null;
  for (const keyword of text.matchAll(KEYWORD)) {
    const start = keyword.index;
    const end = start + keyword[0].length;
    for (const candidate of candidates) {
      const distance = candidate.at >= end ? candidate.at - end : start - candidate.end;
      const limit = candidate.at >= end ? NEAR_AFTER : NEAR_BEFORE;
      if (distance >= 0 && distance <= limit && (!best || distance < best.distance)) best = { code: candidate.code, distance };
    }
  }
  return best?.code ?? null;
}

/** What became of a message the mail receiver accepted. */
export const INBOUND_EMAIL_OUTCOMES = ['CODE_CAPTURED', 'DECISION_RECORDED', 'UNPLACED'] as const;
export type InboundEmailOutcome = (typeof INBOUND_EMAIL_OUTCOMES)[number];
