/** Filled in by this section's change. */
export function AnalyticsSection() {
  return null;
}
