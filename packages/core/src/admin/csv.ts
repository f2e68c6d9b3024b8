import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { neutraliseCsvCell } from '@eta/domain';

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | null | undefined };

/** Resolves when a stream wants more, or when it was closed and never will. */
function drainedOrClosed(stream: Readable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}

/**
 * A CSV file streamed from rows as they are read (RFC 4180 quoting, a header line, CRLF), every
 * text cell neutralised against spreadsheet formulas. Memory stays flat however many rows come.
 */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], rows: AsyncIterable<Row> | Iterable<Row>): Readable {
  const stringifier = stringify({ header: true, columns: columns.map((c) => c.header), record_delimiter: 'windows', bom: true });
  void (async () => {
    try {
      for await (const row of rows) {
        // The reader went away (a closed download, a failed file): stop, which releases what the rows hold.
        if (stringifier.destroyed) break;
        const record = columns.map((column) => {
          const value = column.value(row);
          return typeof value === 'string' ? neutraliseCsvCell(value) : (value ?? '');
        });
        // Respect back-pressure: a slow download pauses the reading of rows.
        if (!stringifier.write(record)) await drainedOrClosed(stringifier);
      }
      stringifier.end();
    } catch (error) {
      stringifier.destroy(error as Error);
    }
  })();
  return stringifier;
}
