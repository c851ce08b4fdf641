import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ColumnTable, flag } from './ColumnTable';

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
  /** Whether a long unbroken value (a file name, an address) may wrap anywhere, so the row fits a phone; default false. */
  readonly breakAnywhere?: boolean;
  /**
   * Whether the column holds the row's actions: on a phone (a narrow touch screen) it stays in view at the row's
   * end while the columns between scroll, so no action is out of reach beyond the screen's edge; default false.
   */
  readonly actions?: boolean;
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
 * region that scrolls sideways in its own box on narrow screens (360 px) with the first column
 * and, on a phone, the row actions' column (`actions`) kept in view; headers wrap only between words. An empty
 * list shows `empty` instead.
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
      <ColumnTable
        as={Table}
        caption={caption}
        captionProps={{ className: showCaption ? undefined : 'visually-hidden' }}
        columns={columns.map((column) => ({
          ...column,
          headerProps: { 'data-numeric': flag(column.numeric), 'data-actions': flag(column.actions) },
          cellProps: {
            'data-numeric': flag(column.numeric),
            'data-break': column.breakAnywhere ? 'anywhere' : undefined,
            'data-actions': flag(column.actions),
          },
        }))}
        rows={rows}
        rowKey={rowKey}
      />
    </Scroll>
  );
}

const Scroll = styled.div`
  /* positioned, so the visually hidden texts inside scroll with the table instead of widening the page */
  position: relative;
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
  /* separate, not collapse: a sticky cell keeps its borders only in the separate model */
  border-collapse: separate;
  border-spacing: 0;
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
    /* wrap between words only: never "Kikü-ldött" */
    overflow-wrap: normal;
    word-break: keep-all;
    hyphens: manual;
  }
  td { overflow-wrap: break-word; }
  td[data-break='anywhere'] { overflow-wrap: anywhere; min-inline-size: 8ch; }
  th:first-child, td:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    max-inline-size: 45vw;
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border};
  }
  td:first-child { background: ${({ theme }) => theme.colors.background}; }
  @media (max-width: 640px) {
    th, td { padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`}; }
  }
  /* on a phone the row's actions (admin's RowActions: one "…" button there, under the same query) stay at the row's
     end, in view, as the first column does at its start: a phone's table is wider than the screen, and its "…"
     sat 200–450 px beyond the edge */
  /* and on any screen where the table is wider than its box (the users table with its scope column at 1440 px put
     every row's actions beyond the window): sticky at the row's end, drawn as before while the table fits. Not in a
     narrow window with a mouse: there RowActions draws every button in one line, a cell wider than the screen that,
     kept in view, covered every other column; that table scrolls in its box */
  @media (min-width: 641px), (pointer: coarse) {
    th[data-actions], td[data-actions] {
      position: sticky;
      inset-inline-end: 0;
      z-index: 1;
    }
    td[data-actions] { background: ${({ theme }) => theme.colors.background}; }
  }
  @media (max-width: 640px) and (pointer: coarse) {
    th[data-actions], td[data-actions] {
      box-shadow: inset 1px 0 0 ${({ theme }) => theme.colors.border};
    }
  }
  @media (max-width: 480px) {
    th, td { padding-inline: ${({ theme }) => theme.space.xs}; }
  }
  [data-numeric] { text-align: end; font-variant-numeric: tabular-nums; }
  tbody tr:last-child td { border-block-end: 0; }
`;
