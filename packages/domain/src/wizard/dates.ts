/** People type dates as dd/mm/yyyy; API clients may send ISO yyyy-mm-dd. Impossible dates are refused. */
const DMY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A dd/mm/yyyy or yyyy-mm-dd date at midnight UTC, or null when it is neither or not a real date. */
export function parseDate(value: string): Date | null {
  const trimmed = value.trim();
  const dmy = DMY.exec(trimmed);
  if (dmy) return utcDate(dmy[3]!, dmy[2]!, dmy[1]!);
  const iso = ISO.exec(trimmed);
  return iso ? utcDate(iso[1]!, iso[2]!, iso[3]!) : null;
}

/** yyyy-mm-dd, the form dates are stored in. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** dd/mm/yyyy only (the wizard's own form). */
export function parseDmy(value: string): Date | null {
  return DMY.test(value.trim()) ? parseDate(value) : null;
}

function utcDate(yyyy: string, mm: string, dd: string): Date | null {
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCFullYear() !== Number(yyyy) || date.getUTCMonth() !== Number(mm) - 1 || date.getUTCDate() !== Number(dd)) return null;
  return date;
}

export function formatDmy(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
}

/** ISO yyyy-mm-dd (as read from a passport) to dd/mm/yyyy. */
export function isoToDmy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

export function startOfUtcDay(date = new Date()): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}
