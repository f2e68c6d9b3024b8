/** Filled in by this section's change. */
export function AuditLogsSection() {
  return null;
}
