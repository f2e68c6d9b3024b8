import { styleText } from 'node:util';
import type { Writable } from 'node:stream';

type Style = Parameters<typeof styleText>[0];

/**
 * Text styled for `stream` only when it is a terminal that wants colour: `styleText` itself
 * honours NO_COLOR, FORCE_COLOR and a pipe, so scripts never see escape codes.
 */
export function paint(style: Style, text: string, stream: Writable): string {
  return styleText(style, text, { stream: stream as NodeJS.WriteStream, validateStream: true });
}

export type Column<Row> = { header: string; value: (row: Row) => string; align?: 'right' };

/** Rows as aligned columns under a bold header; cells are single lines, long ones cut with an ellipsis. */
export function renderTable<Row>(rows: readonly Row[], columns: readonly Column<Row>[], stream: Writable, maxCell = 60): string[] {
  const cut = (text: string) => {
    const line = text.replace(/\s*\n\s*/g, ' ');
    return line.length > maxCell ? `${line.slice(0, maxCell - 1)}…` : line;
  };
  const cells = rows.map((row) => columns.map((column) => cut(column.value(row))));
  const widths = columns.map((column, i) => Math.max(column.header.length, ...cells.map((row) => row[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((value, i) => (columns[i]!.align === 'right' ? value.padStart(widths[i]!) : value.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [paint('bold', line(columns.map((c) => c.header)), stream), ...cells.map(line)];
}

/** A record as "Label  value" lines, labels aligned. */
export function renderFields(fields: readonly (readonly [string, string])[], stream: Writable): string[] {
  const width = Math.max(...fields.map(([label]) => label.length));
  return fields.map(([label, value]) => `${paint('bold', label.padEnd(width), stream)}  ${value}`);
}

/** A date and time as operators read it in a log: 2026-11-25 09:41:02 (UTC). */
export const dateTime = (iso: string | null | undefined): string => (iso ? iso.replace('T', ' ').slice(0, 19) : '—');
export const day = (iso: string | null | undefined): string => (iso ? iso.slice(0, 10) : '—');
export const count = (n: number): string => n.toLocaleString('en-GB');
