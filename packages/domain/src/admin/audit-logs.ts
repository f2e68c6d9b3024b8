// Contracts of this admin slice (staff-admin §2, §7); filled in by its change.
export {};
