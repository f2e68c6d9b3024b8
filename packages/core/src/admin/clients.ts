// Use cases of this admin slice; filled in by its change.
export {};
