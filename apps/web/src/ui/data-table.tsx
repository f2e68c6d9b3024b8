import type { ReactNode } from 'react';
import { Button, Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components';
import { Spinner } from './spinner.tsx';

export type { SortDescriptor };

export type DataColumn<Item> = {
  id: string;
  label: string;
  render: (item: Item) => ReactNode;
  /** The column that names the row (read out first by screen readers); the first column when none says so. */
  isRowHeader?: boolean;
  /** Sorted by the server: the table only reports the wish (`onSortChange`). */
  allowsSorting?: boolean;
  /** Show the header to screen readers only (an actions column, say). */
  hideLabel?: boolean;
  /** Shown before the value when rows stack on a narrow screen. */
  stackLabel?: string;
  className?: string;
};

export type Pagination = { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };

type Props<Item extends { id: string }> = {
  label: string;
  columns: DataColumn<Item>[];
  items: readonly Item[] | undefined;
  /** The query's state: a spinner while pending, the message and a Retry button on error. */
  status: 'pending' | 'error' | 'success';
  errorMessage?: string;
  onRetry?: () => void;
  emptyMessage: string;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  pagination?: Pagination;
  /** On narrow screens, each row becomes a small card (labels from `stackLabel`). */
  stackOnNarrowScreens?: boolean;
};

/**
 * The one data table: server-side sort and pagination, loading, empty and error states, and the
 * grid keyboard model (arrow keys between cells, Home/End, Page Up/Down). It scrolls sideways on
 * narrow screens unless its rows stack.
 */
export function DataTable<Item extends { id: string }>(props: Props<Item>) {
  const { label, columns, items, status, sortDescriptor, onSortChange, pagination, stackOnNarrowScreens = false } = props;
  const rowHeader = columns.some((column) => column.isRowHeader) ? undefined : columns[0]?.id;
  return (
    <div className="data-table">
      <div className="table-scroll">
        <Table
          aria-label={label}
          aria-busy={status === 'pending'}
          className={stackOnNarrowScreens ? 'table table--stack' : 'table'}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
        >
          <TableHeader columns={columns}>
            {(column) => (
              <Column id={column.id} isRowHeader={column.isRowHeader ?? column.id === rowHeader} allowsSorting={column.allowsSorting}>
                {({ sortDirection }) => (
                  <>
                    {column.hideLabel ? <span className="visually-hidden">{column.label}</span> : column.label}
                    {sortDirection ? <span className="data-table__sort" aria-hidden="true">{sortDirection === 'ascending' ? ' ▲' : ' ▼'}</span> : null}
                  </>
                )}
              </Column>
            )}
          </TableHeader>
          <TableBody items={status === 'success' ? (items ?? []) : []} dependencies={[columns]} renderEmptyState={() => <TableState {...props} />}>
            {(item) => (
              <Row id={item.id} columns={columns}>
                {(column) => (
                  <Cell className={column.className} data-label={column.stackLabel}>
                    {column.render(item)}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      {pagination && status === 'success' ? <PageControls {...pagination} /> : null}
    </div>
  );
}

function TableState<Item extends { id: string }>({ status, errorMessage, onRetry, emptyMessage }: Props<Item>) {
  if (status === 'pending') return <Spinner label="Loading" />;
  if (status === 'error') {
    return (
      <div className="data-table__state" role="alert">
        <p>{errorMessage ?? 'This list could not be loaded.'}</p>
        {onRetry ? (
          <Button className="button button--secondary button--small" onPress={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    );
  }
  return <p className="data-table__state muted">{emptyMessage}</p>;
}

function PageControls({ page, pageSize, total, onPageChange }: Pagination) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="data-table__pages" aria-label="Pages">
      <p className="muted" aria-live="polite">
        Showing {first}–{last} of {total}
      </p>
      <div className="button-row">
        <Button className="button button--secondary button--small" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Button className="button button--secondary button--small" isDisabled={page >= pages} onPress={() => onPageChange(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
