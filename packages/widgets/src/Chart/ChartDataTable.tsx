import { ColumnTable, type ColumnTableProps } from '../ui/ColumnTable';
import type { ChartShellValue } from './ChartShell';

/** Props of {@link ChartDataTable}: the columns and rows of a {@link ColumnTable}; the caption is the chart's title. */
export interface ChartDataTableProps<Row> extends Omit<ColumnTableProps<Row>, 'caption' | 'captionProps'> {
  /**
   * The chart's shell (`useChartShell()`, or the bars' `useChart()`): its title, ids and table switch. Passed, not
   * read here: a value import of ChartShell.tsx from the bars' table chunk made Rolldown move the withheld words out
   * of the embed's entry into a chunk of their own, 0.3 KB more for the entry to load (docs/embedding.md).
   */
  readonly shell: Pick<ChartShellValue, 'idPrefix' | 'tableVisible' | 'title'>;
  /** The class its chart's styles find it by. */
  readonly className: string;
  /**
   * How it sits under its chart: `table`, behind the table switch (`${idPrefix}-table`, `data-state`), the table its
   * own sideways-scrolling box (the bars'); `box`, behind the switch in a box of its own (the trend chart's);
   * `group`, always shown, in a group named by the caption that a keyboard can reach, since it may scroll sideways on
   * a phone (the key drivers'; axe scrollable-region-focusable). A group, not a landmark: the graph's page already
   * has a region of this name.
   */
  readonly frame: 'table' | 'box' | 'group';
}

/**
 * A chart's data table: every value of the chart as a table captioned with the chart's title, its columns and rows
 * given by the chart (the bars' `BarDataTable`, `TrendTable`, `DriverTable`).
 */
export function ChartDataTable<Row>({ shell, className, frame, ...table }: ChartDataTableProps<Row>) {
  const { idPrefix, tableVisible, title } = shell;
  const switched = { id: `${idPrefix}-table`, className, 'data-state': tableVisible ? 'shown' : 'hidden' };
  if (frame === 'table') return <ColumnTable caption={title} {...switched} {...table} />;
  if (frame === 'box') {
    return (
      <div {...switched}>
        <ColumnTable caption={title} {...table} />
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls, not a table
    <div
      className={className}
      role="group"
      aria-labelledby={`${idPrefix}-caption`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling container must be reachable by keyboard
      tabIndex={0}
    >
      <ColumnTable caption={title} captionProps={{ id: `${idPrefix}-caption` }} {...table} />
    </div>
  );
}
