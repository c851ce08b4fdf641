import { scaleBand } from 'd3-scale';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { formatChange } from '../Chart/chart-model';
import { type ChartBaseProps, ChartShell, useChartShell } from '../Chart/ChartShell';
import { ChartToolbar } from '../Chart/ChartToolbar';
import { usePulzusTheme } from '../Chart/usePulzusTheme';
import { labelTextWidth } from '../Chart/label-layout';
import { linearScale } from '../Chart/linear-scale';
import {
  linePath,
  type TrendLine,
  type TrendModel,
  type TrendPoint,
  spreadLabels,
  trendModel,
} from './trend-model';
import { TrendFrame } from './trend-styles';
import { TrendLegend } from './TrendLegend';
import { TrendTable } from './TrendTable';
import { TrendTooltip } from './TrendTooltip';
import { pointWords } from './trend-words';

/** Props of the trend chart: the shared chart props (title default "Trends", height default 360). */
export interface TrendChartProps extends ChartBaseProps {
  /** Ignored: the lines are named at their ends and in the chart's own legend. */
  topicNames?: unknown;
}

const DEFAULT_HEIGHT = 360;
/** A phone's layout below this width: narrower margins, fewer date labels. */
const NARROW = 560;
/** The least room a date label needs, px: fewer labels are written when dates are closer. */
const DATE_LABEL_ROOM = 96;
const END_LABEL_GAP = 15;
/** An end label's type size, px (trend-styles.ts `.pulzus-trend-end`). */
const END_FONT_SIZE = 12;
/** From the plot's right edge to an end label, px. */
const END_LABEL_OFFSET = 8;
/** Between an end label's name, value and change, px (the tspans' dx). */
const END_WORD_GAP = 5;
/**
 * Bold type (the engagement index's whole label, a change that means something) is drawn about a tenth wider than
 * the regular weight `labelTextWidth` measures.
 */
const BOLD_WIDTH = 1.1;

type Active = { line: number; date: number };

/**
 * The trend chart of the `trends` graph (docs/graphs.md "Trends"): one line per index and index topic over every
 * survey date, a gap with a "hidden" mark where a value is withheld for privacy, and beside each line's last value its
 * change since the previous date ("▲ 4", "▼ 3", "0"), muted when it is too small to mean anything for groups of
 * their sizes. Every point is a keyboard stop (arrows move between dates and lines, Home and End) with a tooltip of
 * its value, date and change; the legend names the lines; the data table is the accessible alternative. Its frame,
 * states, table switch and tooltip are the chart shell's (Chart/ChartShell.tsx).
 */
export function TrendChart({
  data,
  title = 'Trends',
  height = DEFAULT_HEIGHT,
  topicNames: _topicNames,
  ...rest
}: TrendChartProps) {
  const model = useMemo(() => (data ? trendModel(data) : null), [data]);
  return (
    <ChartShell
      {...rest}
      component="Pulzus.TrendChart"
      frame={TrendFrame}
      title={title}
      empty={!model || model.dates.length === 0 || model.lines.length === 0}
      statusHeight={height}
    >
      {model && <TrendPlot model={model} height={height} />}
    </ChartShell>
  );
}

/** The drawing of a model with dates and lines: axes, lines, points, end labels, legend, table and tooltip. */
function TrendPlot({ model, height }: { model: TrendModel; height: number }) {
  const { width, messages, title, print, idPrefix: id, formatValue: percent } = useChartShell();
  const theme = usePulzusTheme();
  const [active, setActive] = useState<Active | null>(null);
  const [focused, setFocused] = useState<Active>({ line: 0, date: 0 });
  const pointRefs = useRef(new Map<string, SVGGElement>());
  // the lines the legend has hidden (at least one stays shown)
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());

  const narrow = width > 0 && width < NARROW;
  const shownLines = model.lines.filter((line) => !hidden.has(line.index));
  // each line's last shown value: its name, value and change are written beside it
  const ends = model.lines.map((line) => [...line.points].reverse().find((p) => p.value !== null) ?? null);
  const endText = model.lines.map((_, l) => {
    const end = ends[l];
    const value = end?.value == null ? '' : percent(end.value);
    const change = end?.change == null ? '' : formatChange(end.change);
    return { value, change };
  });
  // an end label's width with a given name, measured in the drawn font (Chart/label-layout.ts): an estimate per
  // character let a bold engagement label with its "▼" run past the chart's right edge on a phone
  const endWidth = (line: TrendLine, name: string) => {
    const { value, change } = endText[line.index]!;
    const bold = line.kind === 'engagement' ? BOLD_WIDTH : 1;
    const changeBold = bold > 1 || ends[line.index]?.meaningful === true ? BOLD_WIDTH : 1;
    return (
      END_LABEL_OFFSET +
      labelTextWidth(name, END_FONT_SIZE) * bold +
      (value ? END_WORD_GAP + labelTextWidth(value, END_FONT_SIZE) * bold : 0) +
      (change ? END_WORD_GAP + labelTextWidth(change, END_FONT_SIZE) * changeBold : 0)
    );
  };
  // the right margin holds the end labels: as wide as the longest needs, at most 45 % of a phone's chart or 40 %
  // of a wider one; a name longer than that is shortened with "…" (the legend, tooltip and table name it in full)
  const longest = Math.max(0, ...shownLines.map((line) => endWidth(line, line.name)));
  const margin = {
    top: 16,
    right: Math.round(Math.min(longest + 4, width * (narrow ? 0.45 : 0.4))),
    bottom: 40,
    left: 44,
  };
  const endName = (line: TrendLine) => {
    const fits = (name: string) => endWidth(line, name) + 4 <= margin.right;
    if (fits(line.name)) return line.name;
    for (let chars = line.name.length - 1; chars > 1; chars--) {
      const shortened = `${line.name.slice(0, chars).trimEnd()}…`;
      if (fits(shortened)) return shortened;
    }
    return `${line.name.slice(0, 1)}…`;
  };
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = Math.max(0, height - margin.top - margin.bottom);
  // a point scale is a band scale with no bandwidth (d3-scale's scalePoint); d3-scale's linear scale
  // would bring its interpolators into the embed's first script, which holds the band scale (Chart/linear-scale.ts)
  const x = scaleBand<number>()
    .domain(model.dates.map((_, i) => i))
    .range([0, plotWidth])
    .paddingInner(1)
    .paddingOuter(model.dates.length === 1 ? 0.5 : 0.2);
  const y = linearScale([0, 100], [plotHeight, 0]);
  const labelEvery = Math.max(1, Math.ceil((DATE_LABEL_ROOM * model.dates.length) / Math.max(1, plotWidth)));
  // the newest date is always labelled: count back from it
  const dateLabelled = (d: number) => (model.dates.length - 1 - d) % labelEvery === 0;
  const withheldDates = model.dates.map((_, d) => model.lines.some((l) => l.points[d]?.withheld));
  const xOf = (d: number) => x(d) ?? 0;
  const yOf = (p: TrendPoint) => (p.value === null ? null : y(p.value));

  // the end labels of the lines shown, moved apart so no two overlap
  const shownEnds = shownLines.filter((line) => ends[line.index]?.value != null);
  const spread = spreadLabels(
    shownEnds.map((line) => y(ends[line.index]!.value!)),
    END_LABEL_GAP,
    plotHeight,
  );
  const endY = new Map(shownEnds.map((line, i) => [line.index, spread[i]!]));
  // the next line shown up or down from a line, for the arrow keys
  const nextShown = (line: number, step: 1 | -1) => {
    const order = shownLines.map((l) => l.index);
    const at = order.indexOf(line);
    return order[Math.min(order.length - 1, Math.max(0, Math.max(0, at) + step))] ?? line;
  };

  const move = (event: KeyboardEvent, at: Active) => {
    const dates = model.dates.length;
    const next = (() => {
      switch (event.key) {
        case 'ArrowRight':
          return { ...at, date: Math.min(dates - 1, at.date + 1) };
        case 'ArrowLeft':
          return { ...at, date: Math.max(0, at.date - 1) };
        case 'ArrowDown':
          return { ...at, line: nextShown(at.line, 1) };
        case 'ArrowUp':
          return { ...at, line: nextShown(at.line, -1) };
        case 'Home':
          return { ...at, date: 0 };
        case 'End':
          return { ...at, date: dates - 1 };
        case 'Escape':
          setActive(null);
          return null;
        default:
          return null;
      }
    })();
    if (!next) return;
    event.preventDefault();
    setFocused(next);
    setActive(next);
    pointRefs.current.get(`${next.line}-${next.date}`)?.focus();
  };

  const activeLine = active ? model.lines[active.line] : undefined;
  const activePoint = active ? activeLine?.points[active.date] : undefined;

  return (
    <>
      {/* on paper the tools have no use: the data table is shown instead (Chart/print-mode.ts) */}
      {!print && <ChartToolbar />}
      {width > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: the SVG root groups the focusable points; role img would hide them
        <svg
          data-chart-svg=""
          width={width}
          height={height}
          role="group"
          aria-label={title}
          data-withheld={model.hasWithheld ? '' : undefined}
        >
          <g transform={`translate(${margin.left},${margin.top})`}>
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group, never focusable; the points name their values */}
            <g className="pulzus-trend-grid" aria-hidden="true">
              {[0, 25, 50, 75, 100].map((tick) => (
                <line key={tick} x1={0} x2={plotWidth} y1={y(tick)} y2={y(tick)} />
              ))}
            </g>
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group, never focusable; the points name their values */}
            <g className="pulzus-trend-axis" aria-hidden="true">
              {[0, 25, 50, 75, 100].map((tick) => (
                <text key={tick} x={-8} y={y(tick)} textAnchor="end" dominantBaseline="central">
                  {percent(tick)}
                </text>
              ))}
              {model.dates.map(
                (date, d) =>
                  dateLabelled(d) && (
                    <text key={date} x={xOf(d)} y={plotHeight + 20} textAnchor="middle">
                      {date}
                    </text>
                  ),
              )}
            </g>
            {/* a withheld value is a gap in its line; the date says "hidden" under the plot */}
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group, never focusable; the points name their values */}
            <g aria-hidden="true">
              {withheldDates.map(
                (hidden, d) =>
                  hidden && (
                    <text
                      // biome-ignore lint/suspicious/noArrayIndexKey: one mark per date position
                      key={d}
                      className="pulzus-trend-hidden"
                      x={xOf(d)}
                      y={plotHeight - 6}
                      textAnchor="middle"
                      data-hidden-mark=""
                    >
                      {messages.withheldShort}
                    </text>
                  ),
              )}
            </g>
            {/* the engagement index last, on top, widest and darkest; the satisfaction index dashed */}
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group, never focusable; the points name their values */}
            <g aria-hidden="true" fill="none" strokeLinejoin="round" strokeLinecap="round">
              {[...shownLines]
                .sort((a, b) => Number(a.kind === 'engagement') - Number(b.kind === 'engagement'))
                .map((line) => (
                  <path
                    key={line.index}
                    d={linePath(line.points.map((p) => ({ x: xOf(p.dateIndex), y: yOf(p) })))}
                    stroke={line.color}
                    strokeWidth={line.kind === 'engagement' ? 3.5 : 2}
                    strokeDasharray={line.kind === 'satisfaction' ? '6 4' : undefined}
                    data-line={line.index}
                    data-kind={line.kind}
                  />
                ))}
            </g>
            <g>
              {shownLines.map((line) =>
                line.points.map((point) => {
                  const at = { line: line.index, date: point.dateIndex };
                  const key = `${line.index}-${point.dateIndex}`;
                  const words = pointWords(point, percent, messages);
                  const cy = point.value === null ? plotHeight : y(point.value);
                  const label = [
                    line.name,
                    model.dates[point.dateIndex],
                    words.value,
                    words.change,
                    words.note,
                  ]
                    .filter(Boolean)
                    .join(', ');
                  return (
                    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable SVG group, not an HTML control; role img names the point
                    <g
                      key={key}
                      ref={(element) => {
                        if (element) pointRefs.current.set(key, element);
                        else pointRefs.current.delete(key);
                      }}
                      className="pulzus-trend-point"
                      role="img"
                      aria-label={label}
                      aria-describedby={
                        active?.line === at.line && active.date === at.date ? `${id}-tip` : undefined
                      }
                      tabIndex={focused.line === at.line && focused.date === at.date ? 0 : -1}
                      onFocus={() => {
                        setFocused(at);
                        setActive(at);
                      }}
                      onBlur={() => setActive(null)}
                      onPointerEnter={() => setActive(at)}
                      onPointerLeave={() => setActive(null)}
                      onKeyDown={(event) => move(event, at)}
                      data-point={key}
                      data-withheld={point.withheld ? '' : undefined}
                    >
                      <circle cx={xOf(point.dateIndex)} cy={cy} r={10} fill="transparent" />
                      {point.value !== null ? (
                        // a change that means something for groups of these sizes: a filled, larger point
                        <circle
                          cx={xOf(point.dateIndex)}
                          cy={cy}
                          r={point.meaningful === true ? 5 : 3.5}
                          fill={point.meaningful === true ? line.color : theme.colors.background}
                          stroke={line.color}
                          strokeWidth={2}
                          data-meaningful={point.meaningful === true ? '' : undefined}
                        />
                      ) : null}
                      <circle
                        className="pulzus-trend-ring"
                        cx={xOf(point.dateIndex)}
                        cy={cy}
                        r={7}
                        fill="none"
                      />
                    </g>
                  );
                }),
              )}
            </g>
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group, never focusable; the points name their values */}
            <g aria-hidden="true">
              {shownEnds.map((line) => {
                const end = ends[line.index]!;
                const words = endText[line.index]!;
                return (
                  <text
                    key={line.index}
                    className="pulzus-trend-end"
                    x={plotWidth + END_LABEL_OFFSET}
                    y={endY.get(line.index)}
                    dominantBaseline="central"
                    fill={line.color}
                    data-kind={line.kind}
                    data-end-of={line.index}
                  >
                    <tspan>{endName(line)}</tspan>
                    <tspan dx={END_WORD_GAP}>{words.value}</tspan>
                    {end.change !== null && (
                      <tspan
                        dx={END_WORD_GAP}
                        data-muted={end.meaningful === true ? undefined : ''}
                        data-meaningful={end.meaningful === true ? '' : undefined}
                      >
                        {words.change}
                      </tspan>
                    )}
                  </text>
                );
              })}
            </g>
          </g>
        </svg>
      )}
      <TrendLegend lines={model.lines} hidden={hidden} onHiddenChange={setHidden} />
      <TrendTable dates={model.dates} lines={model.lines} />
      {active && activeLine && activePoint && (
        <TrendTooltip
          id={`${id}-tip`}
          reference={pointRefs.current.get(`${active.line}-${active.date}`) ?? null}
          line={activeLine}
          point={activePoint}
          date={model.dates[active.date] ?? ''}
          onClose={() => setActive(null)}
        />
      )}
    </>
  );
}
