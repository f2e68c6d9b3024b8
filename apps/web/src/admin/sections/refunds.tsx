/** Filled in by this section's change. */
export function RefundsSection() {
  return null;
}
