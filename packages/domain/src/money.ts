const POUNDS = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money is held in whole pence and shown as pounds with 2 decimals, thousands grouped: £27,300.00, -£25.50. */
export function formatPence(pence: number): string {
  return `${pence < 0 ? '-' : ''}£${POUNDS.format(Math.abs(pence) / 100)}`;
}

/** Pounds typed by a person, converted to whole pence by rounding; null when not a number ≥ 0. */
export function poundsToPence(pounds: string | number): number | null {
  const value = typeof pounds === 'number' ? pounds : Number(pounds.trim());
  if (typeof pounds === 'string' && pounds.trim() === '') return null;
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.round(value * 100);
}
