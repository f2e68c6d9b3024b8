/** Filled in by this section's change. */
export function DocumentValidationSection() {
  return null;
}
