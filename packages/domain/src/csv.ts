/**
 * Spreadsheet programs run a cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage
 * return before one) as a formula. Every text cell of an export is passed through here, so a name
 * typed as `=HYPERLINK(…)` arrives as text: it is prefixed with an apostrophe (OWASP's advice).
 */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
