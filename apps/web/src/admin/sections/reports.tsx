/** Filled in by this section's change. */
export function ReportsSection() {
  return null;
}
