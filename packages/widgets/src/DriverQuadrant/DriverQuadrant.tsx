import {
  type DriverPoint,
  formatPercent,
  type GraphResponse,
  seriesMinimum,
  withheldReasonAt,
} from '@pulzus/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ChartMessages } from '../Chart/chart-messages';
import { withheldText } from '../Chart/withheld-text';
import { type ChartBaseProps, ChartShell, useChartShell } from '../Chart/ChartShell';
import { ChartToolbar } from '../Chart/ChartToolbar';
import { useChartTexts } from '../Chart/useChartTexts';
import { DriverFocusList } from './DriverFocusList';
import { DriverPlot } from './DriverPlot';
import { DriverTable } from './DriverTable';
import { DriverTooltip } from './DriverTooltip';
import { DRIVER_MESSAGE_KEYS, type DriverQuadrantMessages } from './driver-messages';
import { type DriverView, driverViewModel, formatImpact, namedItems } from './driver-quadrant-model';
import { DriverQuadrantFrame } from './driver-quadrant-styles';

export type { DriverQuadrantMessages } from './driver-messages';

/** Props of the key-drivers chart: the shared chart props (title default "Key drivers"; its own texts), no height. */
export interface DriverQuadrantProps extends Omit<ChartBaseProps<DriverQuadrantMessages>, 'height'> {
  /** What shows at first: the focus list (default), the topics' quadrant or the items'. */
  defaultView?: DriverView;
}

/** The height of the loading skeleton, px. */
const STATUS_HEIGHT = 320;
const VIEWS: readonly DriverView[] = ['focus', 'topics', 'items'];

/**
 * The key drivers (docs/graphs.md "Key drivers"). By default the focus list: the topics ranked for action,
 * priorities first. The quadrant views place each topic (or item) by its score across and its impact on
 * engagement up, on axes fitted to the points (a break marks an axis that does not start at zero), divided
 * at the median score (a filtered population's at the company's) and the median impact into Priorities,
 * Strengths, Maintain and Monitor. Every topic is named beside its point or, where that is taken, further
 * out with a leader line; the statements view names the first statements of the focus list and every one
 * on demand. Every point is a tab stop in impact order (arrows, Home and End move between them) with a
 * tooltip; the ranked table below lists every point by impact and those not drawn (withheld) last. Its frame,
 * states and tooltip are the chart shell's (Chart/ChartShell.tsx).
 */
export function DriverQuadrant({
  data,
  title = 'Key drivers',
  language = 'en',
  messages: overrides,
  defaultView = 'focus',
  ...rest
}: DriverQuadrantProps) {
  const messages = useChartTexts(DRIVER_MESSAGE_KEYS, language, overrides);
  return (
    <ChartShell
      {...rest}
      language={language}
      component="Pulzus.DriverQuadrant"
      frame={DriverQuadrantFrame}
      title={title}
      empty={!data || data.graph_meta.categories.length === 0 || !data.graph_meta.category_parents}
      statusHeight={STATUS_HEIGHT}
    >
      {data && <DriverViews data={data} messages={messages} defaultView={defaultView} />}
    </ChartShell>
  );
}

interface DriverViewsProps {
  readonly data: GraphResponse;
  readonly messages: DriverQuadrantMessages;
  readonly defaultView: DriverView;
}

/** The view switch and the view: the focus list, or a quadrant with its tooltip, the points not drawn and the table. */
function DriverViews({ data, messages, defaultView }: DriverViewsProps) {
  const { width, print, title, language, idPrefix: id, messages: chart } = useChartShell();
  const [view, setView] = useState<DriverView>(defaultView);
  const [nameAll, setNameAll] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const [tabStop, setTabStop] = useState(0);
  const pointElements = useRef(new Map<number, SVGGElement>());
  const model = useMemo(() => driverViewModel(data, view), [data, view]);
  // why a point is not drawn: its impact's reason, else its score's (docs/privacy.md "Reasons")
  const notDrawnWords = (point: DriverPoint) =>
    point.withheld ? withheldWords(data, point.index, chart) : messages.noVariation;
  const close = useCallback(() => setActive(null), []);

  const scoreName = data.graph_data[0]?.name ?? '';
  const impactName = data.graph_data[1]?.name ?? '';
  const percent = (value: number) => formatPercent(value, language);
  const describe = (point: DriverPoint) =>
    `${point.name}: ${scoreName} ${percent(point.score!)}${
      point.companyScore === null ? '' : ` (${messages.companyScore} ${percent(point.companyScore)})`
    }, ${impactName} ${formatImpact(point.impact!, language)}, ${messages[point.quadrant!]}`;

  return (
    <>
      {/* the quadrant's downloads (the focus list has no drawing); the ranked table is always shown: no table switch */}
      {!print && <ChartToolbar table={false} exportable={view !== 'focus'} />}
      {/* on paper the view switch is left out: the default view is printed (Chart/print-mode.ts) */}
      {!print && (
        <fieldset className="pulzus-drivers-view">
          <legend>{messages.view}</legend>
          {VIEWS.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`${id}-view`}
                value={option}
                checked={view === option}
                onChange={() => {
                  setView(option);
                  setTabStop(0);
                  setActive(null);
                }}
              />
              {option === 'focus'
                ? messages.viewFocus
                : option === 'topics'
                  ? messages.viewTopics
                  : messages.viewItems}
            </label>
          ))}
        </fieldset>
      )}
      {view === 'items' && model.drawn.length > namedItems(width) && (
        <label className="pulzus-drivers-name-all">
          <input type="checkbox" checked={nameAll} onChange={(event) => setNameAll(event.target.checked)} />
          {messages.nameAll}
        </label>
      )}
      {view === 'focus' && (
        <DriverFocusList
          model={model}
          messages={messages}
          scoreName={scoreName}
          impactName={impactName}
          language={language}
          title={title}
        />
      )}
      {view !== 'focus' && width > 0 && model.drawn.length > 0 && (
        <DriverPlot
          nameAll={nameAll}
          data={data}
          title={title}
          width={width}
          view={view}
          model={model}
          messages={messages}
          scoreName={scoreName}
          impactName={impactName}
          language={language}
          active={active}
          tabStop={tabStop}
          describe={describe}
          tooltipId={`${id}-tooltip`}
          onActivate={(index, position) => {
            setActive(index);
            if (position !== undefined) setTabStop(position);
          }}
          onDeactivate={close}
          pointElements={pointElements.current}
        />
      )}
      {active !== null && (
        <DriverTooltip
          id={`${id}-tooltip`}
          point={model.drawn.find((p) => p.index === active) ?? null}
          reference={pointElements.current.get(active) ?? null}
          messages={messages}
          scoreName={scoreName}
          impactName={impactName}
          language={language}
          onClose={close}
        />
      )}
      {model.notDrawn.length > 0 && (
        <p className="pulzus-drivers-not-drawn">
          {`${messages.notDrawn}: `}
          {model.notDrawn.map((p) => `${p.name} (${notDrawnWords(p)})`).join(', ')}
        </p>
      )}
      {/* the focus list is already a list of the topics */}
      {view !== 'focus' && (
        <DriverTable
          view={view}
          model={model}
          messages={messages}
          scoreName={scoreName}
          impactName={impactName}
          company={data.graph_meta.company_scores !== undefined}
          notDrawnWords={notDrawnWords}
        />
      )}
    </>
  );
}

/** A withheld point's reason in words: its impact's (whose minimum is max(k, 30)), else its score's. */
function withheldWords(data: GraphResponse, index: number, chart: ChartMessages): string {
  const k = data.graph_meta.min_group_size ?? 5;
  for (const s of [1, 0]) {
    const series = data.graph_data[s];
    const reason = series ? withheldReasonAt(series, index) : null;
    if (reason !== null) return withheldText(chart, reason, seriesMinimum('key_drivers', s, k));
  }
  return chart.withheld;
}
