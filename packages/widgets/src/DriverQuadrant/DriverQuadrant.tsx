import {
  BUILTIN_TEXTS,
  type BuiltinTextKey,
  type DriverPoint,
  type DriverQuadrant as Quadrant,
  formatPercent,
  type GraphResponse,
  seriesMinimum,
  withheldReasonAt,
} from '@pulzus/core';
import {
  type ComponentPropsWithRef,
  type KeyboardEvent,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type ChartMessages, chartMessages, withheldText } from '../Chart/chart-messages';
import { ChartStatus } from '../Chart/ChartStatus';
import { usePrintMode } from '../Chart/print-mode';
import { useContainerWidth } from '../Chart/useContainerWidth';
import { usePulzusTheme } from '../Chart/usePulzusTheme';
import { pickMessages } from '../session/pick-messages';
import { TranslatorContext } from '../session/translator';
import { DefaultThemeProvider } from '../theme/DefaultThemeProvider';
import { useDismissOnEscapeOrOutside } from '../ui/useDismissOnEscapeOrOutside';
import { useFloatingPosition } from '../ui/useFloatingPosition';
import {
  type DriverView,
  driverViewModel,
  formatImpact,
  namedItems,
  plotLayout,
} from './driver-quadrant-model';
import { CellInline, DriverQuadrantFrame, DriverTooltipBox } from './driver-quadrant-styles';

/** The key-drivers chart's own texts (core catalogue keys `drivers-*`), built in like the charts'. */
export interface DriverQuadrantMessages {
  /** High impact, low score. */
  priorities: string;
  /** High impact, high score. */
  strengths: string;
  /** Low impact, high score. */
  maintain: string;
  /** Low impact, low score. */
  monitor: string;
  /** Name of the view switch. */
  view: string;
  /** The focus list: the topics ranked for action (the default view). */
  viewFocus: string;
  /** How the focus list ranks (its note). */
  focusRule: string;
  /** The company's score beside a filtered population's (list, tooltip, table header). */
  companyScore: string;
  /** The switch that names every statement on the plot. */
  nameAll: string;
  /** The view of the topics. */
  viewTopics: string;
  /** The view of the items (statements). */
  viewItems: string;
  /** An item's topic (tooltip, table header). */
  topic: string;
  /** Header of the quadrant column; tooltip label. */
  quadrant: string;
  /** Before the names of the points not drawn. */
  notDrawn: string;
  /** Why a point whose answers do not vary has no impact. */
  noVariation: string;
}

const DRIVER_MESSAGE_KEYS = {
  priorities: 'drivers-priorities',
  strengths: 'drivers-strengths',
  maintain: 'drivers-maintain',
  monitor: 'drivers-monitor',
  view: 'drivers-view',
  viewFocus: 'drivers-view-focus',
  focusRule: 'drivers-focus-rule',
  companyScore: 'drivers-company-score',
  nameAll: 'drivers-name-all',
  viewTopics: 'drivers-view-topics',
  viewItems: 'drivers-view-items',
  topic: 'drivers-topic',
  quadrant: 'drivers-quadrant',
  notDrawn: 'drivers-not-drawn',
  noVariation: 'drivers-no-variation',
} as const satisfies Record<keyof DriverQuadrantMessages, BuiltinTextKey>;

/** Props of the key-drivers chart. */
export interface DriverQuadrantProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** The `POST graph/data` answer of the `key_drivers` graph; may be omitted while loading or on error. */
  data?: GraphResponse | null;
  /** The chart's accessible name and the table's caption; default "Key drivers". */
  title?: string;
  /** Language of numbers and built-in texts: 'hu' or 'en'; default 'en'. */
  language?: string;
  /** Text overrides; default the built-in texts of `language`. */
  messages?: Partial<DriverQuadrantMessages>;
  /** Shows the loading skeleton; default false. */
  loading?: boolean;
  /** Shows the error state; a string replaces the default error text; default false. */
  error?: boolean | string;
  /** What shows at first: the focus list (default), the topics' quadrant or the items'. */
  defaultView?: DriverView;
}

const STATUS_HEIGHT = 320;
const QUADRANT_TONE: Record<Quadrant, 'negative' | 'positive' | null> = {
  priorities: 'negative',
  strengths: 'positive',
  maintain: null,
  monitor: null,
};
const VIEWS: readonly DriverView[] = ['focus', 'topics', 'items'];

/**
 * The key drivers (docs/graphs.md "Key drivers"). By default the focus list: the topics ranked for action,
 * priorities first. The quadrant views place each topic (or item) by its score across and its impact on
 * engagement up, on axes fitted to the points (a break marks an axis that does not start at zero), divided
 * at the median score (a filtered population's at the company's) and the median impact into Priorities,
 * Strengths, Maintain and Monitor. Every topic is named beside its point or, where that is taken, further
 * out with a leader line; the statements view names the first statements of the focus list and every one
 * on demand. Every point is a tab stop in impact order (arrows, Home and End move between them) with a
 * tooltip; the ranked table below lists every point by impact and those not drawn (withheld) last.
 */
export function DriverQuadrant({
  data,
  title = 'Key drivers',
  language = 'en',
  messages: overrides,
  loading = false,
  error = false,
  defaultView = 'focus',
  ...rest
}: DriverQuadrantProps) {
  const translator = useContext(TranslatorContext);
  const chart = useMemo(() => chartMessages(language, undefined, translator), [language, translator]);
  const messages = useMemo<DriverQuadrantMessages>(() => {
    const code = language === 'hu' ? 'hu' : 'en';
    const built =
      translator?.language === code
        ? (Object.fromEntries(
            Object.entries(DRIVER_MESSAGE_KEYS).map(([name, key]) => [name, translator.t(key)]),
          ) as unknown as DriverQuadrantMessages)
        : pickMessages(BUILTIN_TEXTS[code], DRIVER_MESSAGE_KEYS);
    return { ...built, ...overrides };
  }, [language, translator, overrides]);
  const [view, setView] = useState<DriverView>(defaultView);
  const [nameAll, setNameAll] = useState(false);
  // on paper the view switch is left out: the default view is printed (Chart/print-mode.ts)
  const print = usePrintMode();
  const [active, setActive] = useState<number | null>(null);
  const [tabStop, setTabStop] = useState(0);
  const measureRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(measureRef);
  const pointElements = useRef(new Map<number, SVGGElement>());
  const id = useId();
  const model = useMemo(() => (data ? driverViewModel(data, view) : null), [data, view]);
  // why a point is not drawn: its impact's reason, else its score's (docs/privacy.md "Reasons")
  const notDrawnWords = (point: DriverPoint) =>
    point.withheld && data ? withheldWords(data, point.index, chart) : messages.noVariation;
  const close = useCallback(() => setActive(null), []);

  const scoreName = data?.graph_data[0]?.name ?? '';
  const impactName = data?.graph_data[1]?.name ?? '';
  const state = loading
    ? 'loading'
    : error
      ? 'error'
      : !data || data.graph_meta.categories.length === 0 || !data.graph_meta.category_parents
        ? 'empty'
        : 'ready';

  const percent = (value: number) => formatPercent(value, language);
  const scoreText = (value: number | null) => (value === null ? '–' : percent(value));
  // a filtered population's answer carries the company's scores (docs/graphs.md "Key drivers")
  const company = data?.graph_meta.company_scores !== undefined;
  const quadrantName = (quadrant: Quadrant) => messages[quadrant];
  const describe = (point: DriverPoint) =>
    `${point.name}: ${scoreName} ${percent(point.score!)}${
      point.companyScore === null ? '' : ` (${messages.companyScore} ${percent(point.companyScore)})`
    }, ${impactName} ${formatImpact(point.impact!, language)}, ${quadrantName(point.quadrant!)}`;

  return (
    <DefaultThemeProvider>
      <DriverQuadrantFrame {...rest} data-component="Pulzus.DriverQuadrant" data-state={state}>
        <div ref={measureRef}>
          {state !== 'ready' || !model || !data ? (
            <ChartStatus
              state={state === 'ready' ? 'empty' : state}
              height={STATUS_HEIGHT}
              message={typeof error === 'string' ? error : undefined}
              messages={chart}
            />
          ) : (
            <>
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
                  <input
                    type="checkbox"
                    checked={nameAll}
                    onChange={(event) => setNameAll(event.target.checked)}
                  />
                  {messages.nameAll}
                </label>
              )}
              {view === 'focus' && (
                <FocusList
                  model={model}
                  messages={messages}
                  scoreName={scoreName}
                  impactName={impactName}
                  language={language}
                  title={title}
                />
              )}
              {view !== 'focus' && width > 0 && model.drawn.length > 0 && (
                <Plot
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
              {/* a group, not a landmark (the graph's page already has a region of this name); it may scroll
                  sideways on a phone, so a keyboard must reach it (axe scrollable-region-focusable); the focus
                  list is already a list of the topics */}
              {view !== 'focus' && (
                // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls, not a table
                <div
                  className="pulzus-drivers-table"
                  role="group"
                  aria-labelledby={`${id}-caption`}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling container must be reachable by keyboard
                  tabIndex={0}
                >
                  <table>
                    <caption id={`${id}-caption`}>{title}</caption>
                    <thead>
                      <tr>
                        <th scope="col" data-number="">
                          #
                        </th>
                        <th scope="col">{chart.category}</th>
                        {view === 'items' && (
                          <th scope="col" data-topic="">
                            {messages.topic}
                          </th>
                        )}
                        <th scope="col" data-number="">
                          {scoreName}
                        </th>
                        {company && (
                          <th scope="col" data-number="" data-company="">
                            {messages.companyScore}
                          </th>
                        )}
                        <th scope="col" data-number="">
                          {impactName}
                        </th>
                        <th scope="col" data-quadrant-column="">
                          {messages.quadrant}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {model.drawn.map((point, rank) => (
                        <tr key={point.index} data-quadrant={point.quadrant}>
                          <td data-number="">{rank + 1}</td>
                          <th scope="row">
                            {point.name}
                            {view === 'items' && <CellInline>{point.topicName}</CellInline>}
                            <CellInline>{quadrantName(point.quadrant!)}</CellInline>
                          </th>
                          {view === 'items' && <td data-topic="">{point.topicName}</td>}
                          <td data-number="">{percent(point.score!)}</td>
                          {company && (
                            <td data-number="" data-company="">
                              {scoreText(point.companyScore)}
                            </td>
                          )}
                          <td data-number="">{formatImpact(point.impact!, language)}</td>
                          <td data-quadrant-column="">{quadrantName(point.quadrant!)}</td>
                        </tr>
                      ))}
                      {model.notDrawn.map((point) => (
                        <tr key={point.index} data-withheld={point.withheld || undefined}>
                          <td data-number="">–</td>
                          <th scope="row">
                            {point.name}
                            {view === 'items' && <CellInline>{point.topicName}</CellInline>}
                            <CellInline>{notDrawnWords(point)}</CellInline>
                          </th>
                          {view === 'items' && <td data-topic="">{point.topicName}</td>}
                          <td data-number="">{scoreText(point.score)}</td>
                          {company && (
                            <td data-number="" data-company="">
                              {scoreText(point.companyScore)}
                            </td>
                          )}
                          <td data-number="">
                            {point.impact === null ? '–' : formatImpact(point.impact, language)}
                          </td>
                          <td data-quadrant-column="">{notDrawnWords(point)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          )}
        </div>
      </DriverQuadrantFrame>
    </DefaultThemeProvider>
  );
}

interface PlotProps {
  readonly nameAll: boolean;
  readonly data: GraphResponse;
  readonly title: string;
  readonly width: number;
  readonly view: DriverView;
  readonly model: NonNullable<ReturnType<typeof driverViewModel>>;
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
function Plot({
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
}: PlotProps) {
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
      <svg width={width} height={height} role="group" aria-label={title} onKeyDown={move}>
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
      <ul className="pulzus-drivers-legend" aria-label={messages.topic}>
        {legend.map((entry) => (
          <li key={entry.topic}>
            <span
              className="pulzus-drivers-swatch"
              data-shape={view === 'items' ? 'small' : undefined}
              style={{ background: colourOfTopic(entry.topic) }}
              aria-hidden="true"
            />
            {entry.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface FocusListProps {
  readonly model: NonNullable<ReturnType<typeof driverViewModel>>;
  readonly messages: DriverQuadrantMessages;
  readonly scoreName: string;
  readonly impactName: string;
  readonly language: string;
  readonly title: string;
}

/**
 * The focus list (the default view): the topics drawn, ranked for action (docs/graphs.md "Key drivers",
 * "Focus areas"), each with its quadrant, score (and the company's beside a filtered population's) and impact.
 */
function FocusList({ model, messages, scoreName, impactName, language, title }: FocusListProps) {
  const id = useId();
  return (
    <section className="pulzus-drivers-focus" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="pulzus-visually-hidden">
        {`${title}: ${messages.viewFocus}`}
      </h3>
      <p className="pulzus-drivers-focus-rule">{messages.focusRule}</p>
      <ol>
        {model.focus.map((point) => (
          <li key={point.index} data-quadrant={point.quadrant}>
            <span className="pulzus-drivers-focus-name">{point.name}</span>
            <span className="pulzus-drivers-badge" data-quadrant={point.quadrant}>
              {messages[point.quadrant!]}
            </span>
            <span className="pulzus-drivers-focus-values">
              {`${scoreName} ${formatPercent(point.score!, language)}`}
              {point.companyScore !== null &&
                ` (${messages.companyScore} ${formatPercent(point.companyScore, language)})`}
              {` · ${impactName} ${formatImpact(point.impact!, language)}`}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

interface DriverTooltipProps {
  readonly id: string;
  readonly point: DriverPoint | null;
  readonly reference: Element | null;
  readonly messages: DriverQuadrantMessages;
  readonly scoreName: string;
  readonly impactName: string;
  readonly language: string;
  readonly onClose: () => void;
}

/** The tooltip of the active point: its name, topic, score, impact and quadrant; Escape closes it. */
function DriverTooltip({
  id,
  point,
  reference,
  messages,
  scoreName,
  impactName,
  language,
  onClose,
}: DriverTooltipProps) {
  const { refs, floatingStyles } = useFloatingPosition({
    placement: 'top',
    middleware: ({ offset, flip, shift }) => [offset(8), flip(), shift({ padding: 8 })],
  });
  useDismissOnEscapeOrOutside(true, onClose, { outsidePress: false });
  useLayoutEffect(() => {
    refs.setReference(reference);
  }, [refs, reference]);
  if (!point || point.quadrant === null) return null;
  return (
    <DriverTooltipBox ref={refs.setFloating} style={floatingStyles} id={id} role="tooltip" data-state="open">
      <strong>{point.name}</strong>
      <dl>
        {point.parent !== null && (
          <>
            <dt>{messages.topic}</dt>
            <dd>{point.topicName}</dd>
          </>
        )}
        <dt>{scoreName}</dt>
        <dd>{formatPercent(point.score!, language)}</dd>
        {point.companyScore !== null && (
          <>
            <dt>{messages.companyScore}</dt>
            <dd>{formatPercent(point.companyScore, language)}</dd>
          </>
        )}
        <dt>{impactName}</dt>
        <dd>{formatImpact(point.impact!, language)}</dd>
        <dt>{messages.quadrant}</dt>
        <dd>{messages[point.quadrant]}</dd>
      </dl>
    </DriverTooltipBox>
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
