import type { ElementType, HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';

/** A table part's data attributes, the hooks of its styles (`data-number`, `data-withheld`, …). */
type DataAttributes = { readonly [data: `data-${string}`]: string | true | undefined };

/** A cell's attributes: its DOM props and data attributes. */
export type ColumnTableCellProps = TdHTMLAttributes<HTMLTableCellElement> & DataAttributes;

/** A flag data attribute's value: present (empty) when on, absent otherwise. */
export const flag = (on: boolean | undefined) => (on ? '' : undefined);

/** One column of a {@link ColumnTable}. */
export interface ColumnTableColumn<Row> {
  /** A key unique among the columns. */
  readonly key: string;
  /** The header cell's content (`<th scope="col">`). */
  readonly header: ReactNode;
  /** A row's cell content. */
  readonly cell: (row: Row) => ReactNode;
  /** Whether the cell names its row, a `<th scope="row">` rather than a `<td>`; default false. */
  readonly rowHeader?: boolean;
  /** The header cell's attributes; default none. */
  readonly headerProps?: ThHTMLAttributes<HTMLTableCellElement> & DataAttributes;
  /** A row's cell's attributes, the same for every row or per row; default none. */
  readonly cellProps?: ColumnTableCellProps | ((row: Row) => ColumnTableCellProps);
}

/** Props of {@link ColumnTable}: its columns and rows, and the `<table>`'s own attributes. */
export interface ColumnTableProps<Row> extends HTMLAttributes<HTMLTableElement> {
  /** The table element, e.g. a styled table; default `'table'`. */
  readonly as?: ElementType;
  /** The caption, the table's accessible name. */
  readonly caption: ReactNode;
  /** The caption's attributes; default none. */
  readonly captionProps?: HTMLAttributes<HTMLTableCaptionElement>;
  /** The columns, in order. */
  readonly columns: readonly ColumnTableColumn<Row>[];
  /** The rows, in order. */
  readonly rows: readonly Row[];
  /** A row's React key. */
  readonly rowKey: (row: Row) => string | number;
  /** A row's `<tr>` attributes; default none. */
  readonly rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & DataAttributes;
}

/**
 * A `<table>` drawn from column definitions: a caption, one header row of column headers, then a row of cells per
 * row, each cell a `<td>` or, in a `rowHeader` column, a `<th scope="row">`. The admin screens' `DataTable` and the
 * charts' data tables (`ChartDataTable`) are built on it; the frame around it (scrolling, empty state) is theirs.
 */
export function ColumnTable<Row>({
  as: Table = 'table',
  caption,
  captionProps,
  columns,
  rows,
  rowKey,
  rowProps,
  ...props
}: ColumnTableProps<Row>) {
  return (
    <Table {...props}>
      <caption {...captionProps}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" {...column.headerProps}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((column) => {
              const cellProps =
                typeof column.cellProps === 'function' ? column.cellProps(row) : column.cellProps;
              return column.rowHeader ? (
                <th key={column.key} scope="row" {...cellProps}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.key} {...cellProps}>
                  {column.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
