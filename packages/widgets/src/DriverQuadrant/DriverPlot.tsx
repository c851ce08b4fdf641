import {
  type DriverPoint,
  type DriverQuadrant as Quadrant,
  formatPercent,
  type GraphResponse,
} from '@pulzus/core';
import type { KeyboardEvent } from 'react';
import { ChartLegendList } from '../Chart/ChartLegendList';
import { usePulzusTheme } from '../Chart/usePulzusTheme';
import type { DriverQuadrantMessages } from './driver-messages';
import { type DriverView, type DriverViewModel, formatImpact, plotLayout } from './driver-quadrant-model';

const QUADRANT_TONE: Record<Quadrant, 'negative' | 'positive' | null> = {
  priorities: 'negative',
  strengths: 'positive',
  maintain: null,
  monitor: null,
};

interface DriverPlotProps {
  readonly nameAll: boolean;
  readonly data: GraphResponse;
  readonly title: string;
  readonly width: number;
  readonly view: DriverView;
  readonly model: DriverViewModel;
  readonly messages: DriverQuadrantMessages;
  readonly scoreName: string;
  readonly impactName: string;
  readonly language: string;
  readonly active: number | null;
  readonly tabStop: number;
  readonly describe: (point: DriverPoint) => string;
  readonly tooltipId: string;
  readonly onActivate: (index: number, position?: number) => void;
  readonly onDeactivate: () => void;
  readonly pointElements: Map<number, SVGGElement>;
}

/** The plot: the four quadrants (one description each), their dividing lines, axes, points, labels and legend. */
export function DriverPlot({
  nameAll,
  data,
  title,
  width,
  view,
  model,
  messages,
  scoreName,
  impactName,
  language,
  active,
  tabStop,
  describe,
  tooltipId,
  onActivate,
  onDeactivate,
  pointElements,
}: DriverPlotProps) {
  const theme = usePulzusTheme();
  const layout = plotLayout(model, width, messages, nameAll);
  const { height, x, y, left, right, top, bottom, dividerX, dividerY, marks, labels, radius } = layout;
  // the topics' own colours are pale backgrounds (spec 2 §3): marks take the graph palette by topic,
  // an item its topic's colour
  const topicOrder = new Map(
    (data.graph_meta.category_parents ?? [])
      .flatMap((parent, index) => (parent === null ? [index] : []))
      .map((t, i) => [t, i]),
  );
  const colourOfTopic = (topic: number) =>
    theme.palette[(topicOrder.get(topic) ?? 0) % theme.palette.length]!;
  const colourOf = (point: DriverPoint) => colourOfTopic(point.parent ?? point.index);
  // the legend: one entry per topic drawn, in the answer's order
  const legend = [...new Set(model.drawn.map((p) => p.parent ?? p.index))]
    .sort((a, b) => a - b)
    .map((topic) => ({ topic, name: data.graph_meta.categories[topic] ?? '' }));
  const activeMark = marks.find((m) => m.index === active);
  const activeLabelled = labels.some((l) => l.index === active);
  const tint = (tone: 'negative' | 'positive' | null) =>
    tone === null
      ? theme.colors.surface
      : `color-mix(in srgb, ${theme.colors[tone]} 9%, ${theme.colors.background})`;

  const move = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = marks.length - 1;
    let next = tabStop;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = Math.min(last, tabStop + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = Math.max(0, tabStop - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else return;
    event.preventDefault();
    const mark = marks[next];
    if (!mark) return;
    onActivate(mark.index, next);
    pointElements.get(mark.index)?.focus();
  };

  const scoreTicks = x.ticks(width < 500 ? 4 : 8);
  const impactTicks = y.ticks(5);
  // a break on an axis that does not start at zero: two short slanted strokes near its start
  const breakMark = (bx: number, by: number, upright: boolean) =>
    upright
      ? `M${bx - 5} ${by + 2} l10 -4 M${bx - 5} ${by + 6} l10 -4`
      : `M${bx - 2} ${by + 5} l4 -10 M${bx + 2} ${by + 5} l4 -10`;
  return (
    <div className="pulzus-drivers-plot">
      {/* biome-ignore lint/a11y/useSemanticElements: the SVG root groups the focusable points; role img would hide them */}
      <svg data-chart-svg="" width={width} height={height} role="group" aria-label={title} onKeyDown={move}>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group, never focusable; the points name their values */}
        <g aria-hidden="true">
          {layout.quadrants.map((q) => (
            <g key={q.quadrant} data-quadrant-area={q.quadrant}>
              <rect
                x={q.x}
                y={q.y}
                width={Math.max(0, q.width)}
                height={Math.max(0, q.height)}
                style={{ fill: tint(QUADRANT_TONE[q.quadrant]) }}
              />
              <text
                className="pulzus-drivers-quadrant-name"
                x={q.nameX}
                y={q.nameY}
                textAnchor={q.nameAnchor}
              >
                {messages[q.quadrant]}
              </text>
            </g>
          ))}
          <g className="pulzus-drivers-axis">
            <line x1={left} x2={right} y1={bottom} y2={bottom} />
            <line x1={left} x2={left} y1={top} y2={bottom} />
            {layout.scoreBreak && (
              <path data-axis-break="score" d={breakMark(left + 10, bottom - 4, false)} />
            )}
            {layout.impactBreak && <path data-axis-break="impact" d={breakMark(left, bottom - 12, true)} />}
            {scoreTicks.map((tick) => (
              <text key={tick} x={x(tick)} y={bottom + 16} textAnchor="middle">
                {formatPercent(tick, language)}
              </text>
            ))}
            {impactTicks.map((tick) => (
              <text key={tick} x={left - 6} y={y(tick) + 4} textAnchor="end">
                {formatImpact(tick, language)}
              </text>
            ))}
            <text x={(left + right) / 2} y={height - 4} textAnchor="middle">
              {scoreName}
            </text>
            <text transform={`translate(12 ${(top + bottom) / 2}) rotate(-90)`} textAnchor="middle">
              {impactName}
            </text>
          </g>
          <line className="pulzus-drivers-divider" x1={dividerX} x2={dividerX} y1={top} y2={bottom} />
          <line className="pulzus-drivers-divider" x1={left} x2={right} y1={dividerY} y2={dividerY} />
          {labels.map(
            (label) =>
              label.leader && (
                <line
                  key={label.index}
                  className="pulzus-drivers-leader"
                  x1={label.leader.x1}
                  y1={label.leader.y1}
                  x2={label.leader.x2}
                  y2={label.leader.y2}
                />
              ),
          )}
        </g>
        {marks.map((mark, position) => (
          // biome-ignore lint/a11y/useSemanticElements: an SVG group has no HTML equivalent
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a focusable SVG group, not an HTML control
          <g
            key={mark.index}
            ref={(element) => {
              if (element) pointElements.set(mark.index, element);
              else pointElements.delete(mark.index);
            }}
            data-point=""
            data-quadrant={mark.point.quadrant}
            data-active={active === mark.index || undefined}
            role="group"
            aria-label={describe(mark.point)}
            aria-describedby={active === mark.index ? tooltipId : undefined}
            tabIndex={tabStop === position ? 0 : -1}
            onFocus={() => onActivate(mark.index, position)}
            onBlur={onDeactivate}
            onMouseEnter={() => onActivate(mark.index)}
            onMouseLeave={onDeactivate}
          >
            <circle cx={mark.cx} cy={mark.cy} r={mark.r} fill={colourOf(mark.point)} />
            <circle className="pulzus-focus-ring" cx={mark.cx} cy={mark.cy} r={mark.r + 3} />
          </g>
        ))}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group, never focusable; the points name themselves */}
        <g aria-hidden="true">
          {labels.map((label) => (
            <text
              key={label.index}
              className="pulzus-drivers-label"
              data-label-of={label.index}
              x={label.x}
              y={label.y + 4 - ((label.lines.length - 1) * 15) / 2}
              textAnchor={label.anchor}
            >
              {label.lines.map((line, i) => (
                <tspan key={line} x={label.x} dy={i === 0 ? 0 : 15}>
                  {line}
                </tspan>
              ))}
            </text>
          ))}
          {activeMark && !activeLabelled && (
            <text
              className="pulzus-drivers-label"
              x={activeMark.cx > (left + right) / 2 ? activeMark.cx - radius - 4 : activeMark.cx + radius + 4}
              y={activeMark.cy - radius - 4}
              textAnchor={activeMark.cx > (left + right) / 2 ? 'end' : 'start'}
            >
              {activeMark.name}
            </text>
          )}
        </g>
      </svg>
      <ChartLegendList
        variant="swatches"
        className="pulzus-drivers-legend"
        swatchClassName="pulzus-drivers-swatch"
        label={messages.topic}
        entries={legend.map((entry) => ({
          key: entry.topic,
          name: entry.name,
          color: colourOfTopic(entry.topic),
          swatchData: { 'data-shape': view === 'items' ? 'small' : undefined },
        }))}
      />
    </div>
  );
}
