/** Money is held in whole pence and shown as pounds with 2 decimals. */
export function formatPence(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/** Pounds typed by a person, converted to whole pence by rounding; null when not a number ≥ 0. */
export function poundsToPence(pounds: string | number): number | null {
  const value = typeof pounds === 'number' ? pounds : Number(pounds.trim());
  if (typeof pounds === 'string' && pounds.trim() === '') return null;
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.round(value * 100);
}
