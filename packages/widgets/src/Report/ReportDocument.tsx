import {
  completionRatio,
  formatNumber,
  formatPercent,
  formatSurveyDate,
  formatTimestamp,
  formatTimestampInZone,
  isChartGraphSlug,
  type MessageKey,
  participationTables,
  type ReportData,
  type ReportGraph,
} from '@pulzus/core';
import { type ComponentPropsWithRef, type CSSProperties, useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { chartComponentOf } from '../Graph/chart-component';
import { topicColorNames } from '../Chart/topic-legend';
import { type PrintLayout, PrintModeContext } from '../Chart/print-mode';
import { usePulzusTheme } from '../Chart/usePulzusTheme';
import { GraphNotices } from '../Graph/GraphNotices';
import { ParticipationTable } from '../ParticipationTable/ParticipationTable';
import type { ParticipationMessages } from '../ParticipationTable/participation-messages';
import { createTextsTranslator, TranslatorContext } from '../session/translator';
import { themeCssVariables } from '../theme/theme';
import { ReportCommentsSection } from './ReportCommentsSection';
import { ReportSummarySection } from './ReportSummarySection';
import { ReportRoot } from './report-styles';

/** Props of {@link ReportDocument}. */
export interface ReportDocumentProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  /** The report's data model, as the server computed it (every number a graph API answer). */
  data: ReportData;
}

const sectionId = (slug: string) => `report-${slug}`;

/**
 * A4 landscape holds about 700 px beneath its margins (report-pdf.ts); a graph's heading, selection,
 * explanation, notices and legend take up to about 230 of them.
 */
const PRINT_LAYOUT: PrintLayout = { maxChartHeight: 470 };

/** The reason of a graph left out because every value of it is withheld (the server's report data). */
const WITHHELD_REASON = 'report-withheld-graphs';

/**
 * The printable report (docs/reports.md): a cover, the contents, the participation table, every graph
 * drawn by the component its page draws it with (`chartComponentOf`) with its numbers as a table, the
 * comments section (themes and examples of each shown open-ended question), the graphs left out and a
 * "how to read this" page. It computes no number: it draws the answers of
 * the graph API the server put in `data`.
 */
export function ReportDocument({ data, className, style, ...rest }: ReportDocumentProps) {
  const theme = usePulzusTheme();
  const translator = useMemo(() => createTextsTranslator(data.texts, data.language), [data]);
  const { t } = translator;
  const language = data.language;
  const participationTitle = t('participation-rate-title');
  const withheld = data.skipped.filter((s) => s.reason === WITHHELD_REASON);
  const leftOut = data.skipped.filter((s) => s.reason !== WITHHELD_REASON);
  const comments = data.comments ?? [];
  const k = data.graphs.find((g) => g.response.graph_meta.min_group_size)?.response.graph_meta.min_group_size;
  return (
    <TranslatorContext.Provider value={translator}>
      {/* drawn for paper: the charts leave out their screen controls and show their tables (Chart/print-mode.ts) */}
      <PrintModeContext.Provider value={PRINT_LAYOUT}>
        <ThemeProvider theme={theme}>
          <ReportRoot
            {...rest}
            className={className}
            style={{ ...(themeCssVariables(theme) as CSSProperties), ...style }}
            data-component="Pulzus.Report"
            lang={language}
          >
            <ReportCover data={data} t={t} />
            {data.summary && <ReportSummarySection summary={data.summary} id={sectionId('summary')} />}
            <nav className="pulzus-report-section" aria-labelledby="report-contents">
              <h2 id="report-contents">{t('report-contents')}</h2>
              <ol className="pulzus-report-toc">
                {data.summary && (
                  <li>
                    <a href={`#${sectionId('summary')}`}>{t('report-summary')}</a>
                  </li>
                )}
                {data.participation && (
                  <li>
                    <a href={`#${sectionId('participation')}`}>{participationTitle}</a>
                  </li>
                )}
                {data.graphs.map((graph) => (
                  <li key={graph.slug}>
                    <a href={`#${sectionId(graph.slug)}`}>{graph.title}</a>
                  </li>
                ))}
                {comments.length > 0 && (
                  <li>
                    <a href={`#${sectionId('comments')}`}>{t('report-comments')}</a>
                  </li>
                )}
                <li>
                  <a href={`#${sectionId('how-to-read')}`}>{t('report-how-to-read')}</a>
                </li>
              </ol>
            </nav>
            {data.participation && (
              <section className="pulzus-report-section" id={sectionId('participation')}>
                <h2>{participationTitle}</h2>
                {data.participation.explanation && <p>{data.participation.explanation}</p>}
                <ParticipationTable
                  collectors={data.participation.collectors}
                  demographies={data.participation.demographies}
                  workerGroups={data.participation.worker_groups}
                  language={language}
                  messages={participationTexts(t)}
                />
              </section>
            )}
            {data.graphs.map((graph) => (
              <ReportGraphSection key={graph.slug} graph={graph} language={language} />
            ))}
            {comments.length > 0 && <ReportCommentsSection questions={comments} id={sectionId('comments')} />}
            <section className="pulzus-report-section" id={sectionId('how-to-read')}>
              <h2>{t('report-how-to-read')}</h2>
              {k !== undefined && <p>{t('report-how-to-read-privacy', { k })}</p>}
              <dl className="pulzus-report-explanations">
                {data.graphs
                  .filter((g) => g.explanation)
                  .map((graph) => (
                    <div key={graph.slug}>
                      <dt>{graph.title}</dt>
                      <dd>{graph.explanation}</dd>
                    </div>
                  ))}
              </dl>
              {withheld.length > 0 && (
                <>
                  <h3>{t('report-withheld-graphs')}</h3>
                  {/* one line for the graphs that would read "hidden" throughout (docs/reports.md "Left out") */}
                  <p data-part="withheld-graphs">
                    {t('report-withheld-graphs-intro')} {withheld.map((s) => s.title).join(', ')}.
                  </p>
                </>
              )}
              {data.summary === null && data.filters.length > 0 && <p>{t('report-summary-unavailable')}</p>}
              {leftOut.length > 0 && (
                <>
                  <h3>{t('report-skipped')}</h3>
                  <ul>
                    {leftOut.map((s) => (
                      <li key={s.slug}>
                        {s.title}: {t(s.reason as MessageKey)}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          </ReportRoot>
        </ThemeProvider>
      </PrintModeContext.Provider>
    </TranslatorContext.Provider>
  );
}

type T = ReturnType<typeof createTextsTranslator>['t'];

/** The cover: account, dates, filters and the participation totals (the participation table's footer). */
function ReportCover({ data, t }: { data: ReportData; t: T }) {
  const language = data.language;
  // a filtered report's cover counts the filtered population, never the company's totals beside the filters
  const population = data.filters.length > 0 ? (data.population ?? null) : undefined;
  const totals =
    population === undefined && data.participation
      ? participationTables(
          data.participation.collectors,
          data.participation.demographies,
          data.participation.worker_groups.map((g) => g.id),
        ).reduce(
          (sum, table) => ({
            headcount: sum.headcount + table.total.headcount,
            respondents: sum.respondents + table.total.respondent_count,
          }),
          { headcount: 0, respondents: 0 },
        )
      : null;
  const rate = totals ? completionRatio(totals.respondents, totals.headcount) : null;
  const rows: [string, string][] = [
    [t('report-survey-date'), formatSurveyDate(data.survey_date.date, language)],
    ...(data.compare_dates.length > 0
      ? [
          [
            t('report-compare-dates'),
            data.compare_dates.map((d) => formatSurveyDate(d.date, language)).join(', '),
          ] as [string, string],
        ]
      : []),
    ...(data.filters.length > 0 ? [[t('report-filters'), data.filters.join('; ')] as [string, string]] : []),
    ...(population
      ? [[t('report-respondents-filtered'), populationText(population, language, t)] as [string, string]]
      : []),
    ...(totals
      ? ([
          [t('report-population'), formatNumber(totals.headcount, language)],
          [t('report-respondents'), formatNumber(totals.respondents, language)],
          ...(rate === null ? [] : [[t('report-participation'), formatPercent(rate, language)]]),
        ] as [string, string][])
      : []),
    // in the report's zone, not the zone of the server that prints it
    [
      t('report-generated'),
      data.time_zone
        ? formatTimestampInZone(data.generated_at, data.time_zone)
        : formatTimestamp(data.generated_at, language),
    ],
  ];
  return (
    <header className="pulzus-report-cover">
      <p className="pulzus-report-account">{data.account_name}</p>
      <h1>{t('report-title')}</h1>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

/** The filtered respondents as the graphs count them: the number, "fewer than k", or hidden (docs/privacy.md). */
function populationText(population: NonNullable<ReportData['population']>, language: string, t: T): string {
  if (population.respondents !== null) return formatNumber(population.respondents, language);
  if (population.hidden === 'fewer-than-k' && population.k !== null)
    return t('graph-worker-count-fewer-than-k', { k: population.k });
  return t('chart-withheld-short');
}

/** One graph: its title, what the query chose, its explanation, the chart and its numbers as a table. */
function ReportGraphSection({ graph, language }: { graph: ReportGraph; language: string }) {
  if (!isChartGraphSlug(graph.slug)) return null;
  const Chart = chartComponentOf(graph.slug);
  return (
    <section className="pulzus-report-section" id={sectionId(graph.slug)} data-slug={graph.slug}>
      <h2>{graph.title}</h2>
      {graph.selection.length > 0 && <p className="pulzus-report-selection">{graph.selection.join(' · ')}</p>}
      {graph.explanation && <p className="pulzus-report-explanation">{graph.explanation}</p>}
      {/* why values are hidden, one line per reason, as the graph page says it (docs/privacy.md "Reasons") */}
      <GraphNotices data={graph.response} warnings={graph.response.warnings} slug={graph.slug} />
      <Chart
        data={graph.response}
        title={graph.title}
        language={language}
        {...(graph.topics ? { topicNames: topicColorNames(graph.topics) } : {})}
      />
    </section>
  );
}

/** The participation table's texts from the report's catalogue, as the participation page passes them. */
function participationTexts(t: T): Partial<ParticipationMessages> {
  return {
    unit: t('participation-rate-unit'),
    sent: t('participation-rate-sent'),
    completed: t('participation-rate-completed'),
    rate: t('participation-rate-rate'),
    total: t('participation-rate-total'),
    info: t('participation-rate-info'),
    explanation: t('participation-rate-explanation'),
    empty: t('participation-rate-empty'),
  };
}
