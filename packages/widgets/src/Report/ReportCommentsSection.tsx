import { formatNumber, formatPercent, type MessageKey, type ReportData } from '@pulzus/core';
import { useT } from '../session/useT';

/** Props of {@link ReportCommentsSection}. */
export interface ReportCommentsSectionProps {
  /** The comments section's questions, as the server read them through the comments API's functions. */
  questions: NonNullable<ReportData['comments']>;
  /** The section's id (the contents link to it). */
  id: string;
}

/**
 * The report's comments section (docs/reports.md "Comments"): for each open-ended question whose comments are
 * shown, its themes (label, comments, share) and a few example comments, names masked; a question whose comments
 * the rules withhold for the report's group says why in one line. Each question's block stays on one page.
 */
export function ReportCommentsSection({ questions, id }: ReportCommentsSectionProps) {
  const { t, language } = useT();
  const threshold = Math.min(...questions.map((q) => q.threshold));
  return (
    <section className="pulzus-report-section pulzus-report-comments" id={id} data-section="comments">
      <h2>{t('report-comments')}</h2>
      <p className="pulzus-report-explanation">{t('report-comments-intro', { k: threshold })}</p>
      {questions.map((question) => (
        <div
          key={question.question_id}
          className="pulzus-report-comment-question"
          data-state={question.left_out === null ? 'shown' : 'left-out'}
        >
          <h3>{question.question}</h3>
          {question.left_out !== null ? (
            <p className="pulzus-report-muted">
              {t(`report-comments-left-out-${question.left_out}` as MessageKey, { k: question.threshold })}
            </p>
          ) : (
            <div className="pulzus-report-comment-columns">
              <div>
                <h4>
                  {t('report-comments-themes')} ·{' '}
                  {t('report-comments-total', { count: formatNumber(question.total ?? 0, language) })}
                </h4>
                {question.themes.length === 0 ? (
                  <p className="pulzus-report-muted">{t('report-comments-no-themes')}</p>
                ) : (
                  <ul>
                    {question.themes.map((theme) => (
                      <li key={theme.label}>
                        {t('report-comments-theme', {
                          label: theme.label,
                          count: formatNumber(theme.count, language),
                          share: formatPercent(theme.share * 100, language),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div>
                <h4>{t('report-comments-examples')}</h4>
                {question.examples.map((example) => (
                  <blockquote key={example.id}>{example.text}</blockquote>
                ))}
              </div>
            </div>
          )}
        </div>
      ))}
    </section>
  );
}
