/** Filled in by this section's change. */
export function ApiKeysSection() {
  return null;
}
