import type { ReactNode } from 'react';
import styled from 'styled-components';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /** A key unique among the columns. */
  readonly key: string;
  /** The header text. */
  readonly header: ReactNode;
  /** The cell of a row. */
  readonly cell: (row: Row) => ReactNode;
  /** Whether the cell is a number, aligned to the end; default false. */
  readonly numeric?: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** The table's accessible name, shown as its caption. */
  caption: string;
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows. */
  rows: readonly Row[];
  /** A row's React key. */
  rowKey: (row: Row) => string | number;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** Whether the caption is visible; default false (read by screen readers only). */
  showCaption?: boolean;
  /** A class for the scroll region. */
  className?: string;
}

/**
 * A data table of the admin screens: a real `<table>` with column headers, inside a focusable
 * region that scrolls sideways on narrow screens (360 px); an empty list shows `empty` instead.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  showCaption = false,
  className,
}: DataTableProps<Row>) {
  if (rows.length === 0) {
    return (
      <p data-component="Pulzus.DataTable" data-state="empty">
        {empty}
      </p>
    );
  }
  return (
    <Scroll
      className={className}
      role="region"
      aria-label={caption}
      tabIndex={0}
      data-component="Pulzus.DataTable"
    >
      <Table>
        <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-numeric={column.numeric ? '' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} data-numeric={column.numeric ? '' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.background};
  caption { padding: ${({ theme }) => theme.space.sm}; text-align: start; font-weight: 600; }
  th, td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    white-space: nowrap;
  }
  [data-numeric] { text-align: end; font-variant-numeric: tabular-nums; }
  tbody tr:last-child td { border-block-end: 0; }
`;
