/** Filled in by this section's change. */
export function OverviewSection() {
  return null;
}
