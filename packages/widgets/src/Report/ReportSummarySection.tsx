import { formatNumber, formatPercent, type ReportSummary } from '@pulzus/core';
import { formatChange } from '../Chart/chart-model';
import { HomeValueText } from '../Home/HomeValueText';
import { useT } from '../session/useT';

/** Props of {@link ReportSummarySection}. */
export interface ReportSummarySectionProps {
  /** The summary as the server read it off the results home's graph answers. */
  summary: ReportSummary;
  /** The section's id (the contents link to it). */
  id: string;
}

type Named = ReportSummary['strongest'][number];

/**
 * The executive summary page (docs/reports.md "Executive summary"): the engagement index and its change, the
 * participation, the strongest and weakest topics, the largest significant changes and the key drivers'
 * priorities — the results home's numbers, written as its tiles write them.
 */
export function ReportSummarySection({ summary, id }: ReportSummarySectionProps) {
  const { t, language } = useT();
  const { headline, participation } = summary;
  const list = (items: readonly Named[]) =>
    items.length === 0 ? (
      <p className="pulzus-report-muted">{t('report-summary-nothing')}</p>
    ) : (
      <ol>
        {items.map((item) => (
          <li key={item.name}>
            <span>{item.name}</span>{' '}
            <HomeValueText value={item} className="pulzus-report-summary-value" short />
          </li>
        ))}
      </ol>
    );
  return (
    <section className="pulzus-report-section pulzus-report-summary" id={id} data-section="summary">
      <h2>{t('report-summary')}</h2>
      <div className="pulzus-report-summary-grid">
        <div className="pulzus-report-summary-box" data-part="engagement">
          <h3>{t('report-summary-engagement')}</h3>
          {headline ? (
            <>
              <HomeValueText value={headline} className="pulzus-report-summary-headline" />
              {headline.previousDateLabel === null ? (
                <p className="pulzus-report-muted">{t('report-summary-no-previous')}</p>
              ) : headline.change === null ? null : (
                <p data-meaningful={String(headline.meaningful)}>
                  {t('report-summary-change', {
                    change: formatChange(headline.change),
                    date: headline.previousDateLabel,
                  })}
                  {' – '}
                  {t(
                    headline.meaningful === true
                      ? 'report-summary-change-meaningful'
                      : 'report-summary-change-not-meaningful',
                  )}
                </p>
              )}
            </>
          ) : (
            <p className="pulzus-report-muted">{t('report-summary-nothing')}</p>
          )}
        </div>
        {participation && (
          <div className="pulzus-report-summary-box" data-part="participation">
            <h3>{t('report-summary-participation')}</h3>
            <p>
              {t('report-summary-participation-counts', {
                rate:
                  participation.completion === null ? '–' : formatPercent(participation.completion, language),
                respondents: formatNumber(participation.respondent_count, language),
                headcount: formatNumber(participation.headcount, language),
              })}
            </p>
          </div>
        )}
        <div className="pulzus-report-summary-box" data-part="strongest">
          <h3>{t('report-summary-strongest')}</h3>
          {list(summary.strongest)}
        </div>
        <div className="pulzus-report-summary-box" data-part="weakest">
          <h3>{t('report-summary-weakest')}</h3>
          {list(summary.weakest)}
        </div>
        <div className="pulzus-report-summary-box" data-part="changes">
          <h3>{t('report-summary-changes')}</h3>
          {!summary.hasPreviousDate ? (
            <p className="pulzus-report-muted">{t('report-summary-no-previous')}</p>
          ) : summary.changes.length === 0 ? (
            <p className="pulzus-report-muted">{t('report-summary-no-changes')}</p>
          ) : (
            <ol>
              {summary.changes.map((change) => (
                <li key={change.name}>
                  <span>{change.name}</span>{' '}
                  <span className="pulzus-report-summary-value">{formatChange(change.change ?? 0)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div className="pulzus-report-summary-box" data-part="priorities">
          <h3>{t('report-summary-priorities')}</h3>
          {summary.priorities.length === 0 ? (
            <p className="pulzus-report-muted">{t('report-summary-no-priorities')}</p>
          ) : (
            <ol>
              {summary.priorities.map((p) => (
                <li key={p.name}>
                  <span>{p.name}</span>{' '}
                  <span className="pulzus-report-summary-value">
                    {p.score === null ? t('chart-withheld-short') : formatPercent(p.score, language)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}
