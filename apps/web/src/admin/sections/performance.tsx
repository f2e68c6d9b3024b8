/** Filled in by this section's change. */
export function PerformanceSection() {
  return null;
}
