/** Filled in by this section's change. */
export function AdvancedSearchSection() {
  return null;
}
