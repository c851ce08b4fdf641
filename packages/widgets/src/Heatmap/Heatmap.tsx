import { type BuiltinTextKey, heatmapTint } from '@pulzus/core';
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { withheldText } from '../Chart/withheld-text';
import { type ChartBaseProps, ChartShell, useChartShell } from '../Chart/ChartShell';
import { ChartLegendList } from '../Chart/ChartLegendList';
import { ChartToolbar } from '../Chart/ChartToolbar';
import { usePulzusTheme } from '../Chart/usePulzusTheme';
import { useChartTexts } from '../Chart/useChartTexts';
import { Checkbox } from '../Checkbox/Checkbox';
import {
  type HeatmapCell,
  type HeatmapModel,
  type HeatmapRow,
  type HeatmapSort,
  heatmapModel,
  nextSort,
  signedDifference,
  sortedGroups,
} from './heatmap-model';
import { HeatmapFrame } from './heatmap-styles';

/** The heatmap's own texts (core catalogue keys `heatmap-*`), built in like the charts'. */
export interface HeatmapMessages {
  /** The checkbox that writes each cell as its difference from the company. */
  showDifference: string;
  /** Legend: the colour of a group below the company. */
  legendBelow: string;
  /** Legend: the colour of a group above the company. */
  legendAbove: string;
  /** Header of the group column. */
  group: string;
  /** Under a table cut sideways (a phone): that more columns lie sideways. */
  scrollCue: string;
}

const HEATMAP_MESSAGE_KEYS = {
  showDifference: 'heatmap-show-difference',
  legendBelow: 'heatmap-legend-below',
  legendAbove: 'heatmap-legend-above',
  group: 'heatmap-group',
  scrollCue: 'heatmap-scroll-cue',
} as const satisfies Record<keyof HeatmapMessages, BuiltinTextKey>;

/** Props of the heatmap: the shared chart props (title default "Heatmap"; its own texts), no height. */
export interface HeatmapProps extends Omit<ChartBaseProps<HeatmapMessages>, 'height'> {
  /** Writes differences from the company instead of the indexes at first; default false. */
  defaultShowDifference?: boolean;
}

/** The height of the heatmap's loading skeleton, px. */
const STATUS_HEIGHT = 320;

/**
 * The heatmap of the `heatmap` graph (docs/graphs.md "Heatmap"): the company row, then one row per
 * group, one column per index, each cell coloured against the company's value in its column (red
 * below, green above, stronger the further away). It is a real table: click or press a column header
 * to sort the groups, move between cells with the arrow keys, Home and End; withheld cells say so
 * in words, not only in colour. Its frame and states are the chart shell's (Chart/ChartShell.tsx).
 */
export function Heatmap({
  data,
  title = 'Heatmap',
  language = 'en',
  messages: overrides,
  defaultShowDifference = false,
  ...rest
}: HeatmapProps) {
  const messages = useChartTexts(HEATMAP_MESSAGE_KEYS, language, overrides);
  const model = useMemo(() => (data ? heatmapModel(data) : null), [data]);
  return (
    <ChartShell
      {...rest}
      language={language}
      component="Pulzus.Heatmap"
      frame={HeatmapFrame}
      title={title}
      empty={!model || model.groups.length === 0 || model.columns.length === 0}
      statusHeight={STATUS_HEIGHT}
    >
      {model && (
        <HeatmapTable model={model} messages={messages} defaultShowDifference={defaultShowDifference} />
      )}
    </ChartShell>
  );
}

interface HeatmapTableProps {
  readonly model: HeatmapModel;
  readonly messages: HeatmapMessages;
  readonly defaultShowDifference: boolean;
}

/** The tools (difference switch, colour legend), the sortable grid of the groups and the cue of a table cut sideways. */
function HeatmapTable({ model, messages, defaultShowDifference }: HeatmapTableProps) {
  const { width, print, title, idPrefix: id, messages: chart, formatValue: percent } = useChartShell();
  const theme = usePulzusTheme();
  const [showDifference, setShowDifference] = useState(defaultShowDifference);
  const [sort, setSort] = useState<HeatmapSort | null>(null);
  const [focus, setFocus] = useState({ row: 0, column: 0 });
  const tableRef = useRef<HTMLTableElement>(null);
  // the table's fit (docs/graphs.md "Heatmap"): roomy headers when every column fits, else turned ones; where even
  // those do not fit (a phone) the table scrolls sideways under a visible cue until its end is reached
  const scrollRef = useRef<HTMLDivElement>(null);
  const [compact, setCompact] = useState(false);
  const [cut, setCut] = useState(false);
  const [atEnd, setAtEnd] = useState(true);
  // each new width is tried roomy first
  // biome-ignore lint/correctness/useExhaustiveDependencies: the width is the trigger, not a value read
  useLayoutEffect(() => setCompact(false), [width]);
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const overflowing = box.scrollWidth > box.clientWidth + 1;
    if (overflowing && !compact) {
      setCompact(true);
      return;
    }
    setCut(overflowing);
    setAtEnd(box.scrollLeft + box.clientWidth >= box.scrollWidth - 1);
  });

  const rows: HeatmapRow[] = [...(model.company ? [model.company] : []), ...sortedGroups(model.groups, sort)];
  // a cell's name is always "52% (−12)" (or the withheld / not-asked words); what shows is the index,
  // or the difference when asked for, the rest visually hidden, so the name holds the visible text
  const cellContent = (cell: HeatmapCell, company: boolean) => {
    if (cell.value === null) {
      return (
        <>
          <span aria-hidden="true">{cell.withheld ? chart.withheldShort : '–'}</span>
          <span className="pulzus-visually-hidden">
            {cell.withheld ? withheldText(chart, cell.reason, model.minGroupSize) : chart.notAsked}
          </span>
        </>
      );
    }
    const difference = cell.difference === null || company ? null : signedDifference(cell.difference);
    if (difference === null) return percent(cell.value);
    return showDifference ? (
      <>
        <span aria-hidden="true">{difference}</span>
        <span className="pulzus-visually-hidden">{`${percent(cell.value)} (${difference})`}</span>
      </>
    ) : (
      <>
        {percent(cell.value)}
        <span className="pulzus-visually-hidden"> ({difference})</span>
      </>
    );
  };
  const background = (cell: HeatmapCell, company: boolean) => {
    if (company || cell.difference === null) return undefined;
    // core's heatmap rule, the one the slides colour their heatmap table by (docs/graphs.md "Heatmap")
    const tint = heatmapTint(cell.difference)!;
    const colour = tint.tone === 'below' ? theme.colors.negative : theme.colors.positive;
    return `color-mix(in srgb, ${colour} ${tint.share}%, ${theme.colors.background})`;
  };
  // the legend's swatches, as heatmap-styles.ts draws them
  const legendTone = (colour: string) => `color-mix(in srgb, ${colour} 55%, ${theme.colors.background})`;

  // roving focus over the cells: one tab stop, arrows, Home and End (WAI-ARIA grid pattern)
  const moveFocus = (event: KeyboardEvent<HTMLTableElement>) => {
    const last = { row: rows.length - 1, column: model.columns.length };
    let { row, column } = focus;
    if (event.key === 'ArrowDown') row = Math.min(last.row, row + 1);
    else if (event.key === 'ArrowUp') row = Math.max(0, row - 1);
    else if (event.key === 'ArrowRight') column = Math.min(last.column, column + 1);
    else if (event.key === 'ArrowLeft') column = Math.max(0, column - 1);
    else if (event.key === 'Home') column = 0;
    else if (event.key === 'End') column = last.column;
    else return;
    event.preventDefault();
    setFocus({ row, column });
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${row}-${column}"]`)?.focus();
  };
  const tabIndex = (row: number, column: number) => (focus.row === row && focus.column === column ? 0 : -1);

  return (
    <>
      {/* the downloads; the heatmap is its own table, so there is no table switch */}
      {!print && <ChartToolbar table={false} />}
      <div className="pulzus-heatmap-tools">
        {!print && (
          <Checkbox
            label={messages.showDifference}
            checked={showDifference}
            onCheckedChange={setShowDifference}
          />
        )}
        <ChartLegendList
          variant="scale"
          className="pulzus-heatmap-legend"
          steps={[
            { tone: 'below', name: messages.legendBelow, color: legendTone(theme.colors.negative) },
            { tone: 'above', name: messages.legendAbove, color: legendTone(theme.colors.positive) },
          ]}
        />
      </div>
      <div
        ref={scrollRef}
        className="pulzus-heatmap-scroll"
        data-compact={compact || undefined}
        data-cut={cut || undefined}
        data-at-end={atEnd || undefined}
        onScroll={(event) => {
          const box = event.currentTarget;
          setAtEnd(box.scrollLeft + box.clientWidth >= box.scrollWidth - 1);
        }}
      >
        <table
          ref={tableRef}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid pattern is a table whose cells the arrow keys move between
          role="grid"
          aria-labelledby={`${id}-caption`}
          onKeyDown={moveFocus}
          data-chart-grid=""
        >
          <caption id={`${id}-caption`}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.group}</th>
              {model.columns.map((column, c) => (
                <th
                  key={column}
                  scope="col"
                  aria-sort={sort?.column === c ? sort.direction : 'none'}
                  data-sorted={sort?.column === c ? sort.direction : undefined}
                >
                  {print ? (
                    column
                  ) : (
                    <button type="button" onClick={() => setSort((current) => nextSort(current, c))}>
                      {column}
                      <span aria-hidden="true" className="pulzus-heatmap-sort">
                        {sort?.column === c ? (sort.direction === 'descending' ? '▼' : '▲') : '↕'}
                      </span>
                    </button>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr
                key={`${row.company ? 'company' : 'group'}-${row.name}`}
                data-company={row.company || undefined}
              >
                <th
                  scope="row"
                  tabIndex={tabIndex(r, 0)}
                  data-cell={`${r}-0`}
                  onFocus={() => setFocus({ row: r, column: 0 })}
                >
                  {row.name}
                </th>
                {row.cells.map((cell, c) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                    key={c}
                    tabIndex={tabIndex(r, c + 1)}
                    data-cell={`${r}-${c + 1}`}
                    data-withheld={cell.withheld || undefined}
                    data-tone={
                      row.company || cell.difference === null
                        ? undefined
                        : cell.difference < 0
                          ? 'below'
                          : cell.difference > 0
                            ? 'above'
                            : 'even'
                    }
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the cells of the data grid above
                    role="gridcell"
                    style={{ background: background(cell, row.company) }}
                    onFocus={() => setFocus({ row: r, column: c + 1 })}
                  >
                    {cellContent(cell, row.company)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cut && (
        <p className="pulzus-heatmap-scroll-cue" data-scroll-cue="">
          {messages.scrollCue}
          <span aria-hidden="true"> →</span>
        </p>
      )}
    </>
  );
}
