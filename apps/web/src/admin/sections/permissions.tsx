/** Filled in by this section's change. */
export function RolePermissionsSection() {
  return null;
}
