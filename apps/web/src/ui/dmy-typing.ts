/**
 * Helps typing dd/mm/yyyy on a phone's number pad, which has no "/": the slashes are added after the day and
 * the month, and eight digits typed or pasted in one go become a date. Deleting is left alone.
 */
export function typeDmy(previous: string, next: string): string {
  if (next.length <= previous.length) return next;
  const digitsOnly = next.replace(/\D/g, '');
  if (/^\d{8}$/.test(next)) return `${digitsOnly.slice(0, 2)}/${digitsOnly.slice(2, 4)}/${digitsOnly.slice(4)}`;
  const collapsed = next.replace(/\/{2,}/g, '/');
  return /^\d{2}$|^\d{2}\/\d{2}$/.test(collapsed) ? `${collapsed}/` : collapsed;
}
