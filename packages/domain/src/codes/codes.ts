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
