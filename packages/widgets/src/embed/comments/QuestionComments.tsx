import { type CallResult, formatPercent, formatSurveyDate, isApiError, type Routes } from '@pulzus/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { routeQuery } from '../../query/route-query';
import { useApiClient } from '../../session/useApiClient';
import { useSession } from '../../session/useSession';
import { useT } from '../../session/useT';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/PageStatus';
import { CommentsProblem } from './CommentsProblem';
import { Columns, Count, List, Pager, ThemeButton, ThemeFilter, ThemeList } from './comments-styles';

type CommentsAnswer = CallResult<Routes['commentsList']>;
type ThemesAnswer = CallResult<Routes['commentsThemes']>;
type WithheldReason = NonNullable<CommentsAnswer['withheld_reason']>;

/** Comments per page of the element. */
export const EMBED_COMMENTS_PER_PAGE = 10;

/** What the reader chose of one question's comments: the search (a theme searches its label) and the page. */
export interface CommentsChoice {
  readonly search: string;
  readonly page: number;
}

const WITHHELD_KEYS = {
  'fewer-than-k': 'comments-withheld-fewer-than-k',
  'protects-smaller': 'comments-withheld-protects-smaller',
  combination: 'comments-withheld-combination',
  'scope-fewer-than-k': 'comments-withheld-scope-fewer-than-k',
  'scope-complement-fewer-than-k': 'comments-withheld-scope-complement-fewer-than-k',
} as const satisfies Record<WithheldReason, string>;

/** One question's themes and a page of its comments (`GET comments`, `GET comments/themes`), or why not. */
export function QuestionComments({
  query,
  choice,
  choose,
  onRefused,
}: {
  query: { survey_date_id: number; question_id: number };
  choice: CommentsChoice;
  choose: (change: Partial<CommentsChoice>) => void;
  /** Called with the server's refusal (403: the key may not read comments), which no choice changes. */
  onRefused: (error: unknown) => void;
}) {
  const { t, language } = useT();
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const search = choice.search.trim();
  const comments = useQuery({
    ...routeQuery(
      client,
      aid,
      'commentsList',
      {
        query: {
          ...query,
          ...(search ? { search } : {}),
          page: choice.page,
          per_page: EMBED_COMMENTS_PER_PAGE,
        },
      },
      // names in comments are masked in the element's language
      { language },
    ),
    placeholderData: keepPreviousData,
  });
  const themes = useQuery(routeQuery(client, aid, 'commentsThemes', { query }, { language }));
  const listId = useId();
  const refusal = isApiError(comments.error) && comments.error.status === 403 ? comments.error : null;
  useEffect(() => {
    if (refusal) onRefused(refusal);
  }, [refusal, onRefused]);
  if (comments.isPending) return <Loading />;
  // the view says a refusal in place of its controls too (EmbeddedComments)
  if (refusal) return null;
  if (comments.isError)
    return <CommentsProblem error={comments.error} onRetry={() => void comments.refetch()} />;
  const answer = comments.data;
  if (!answer.shown) {
    const reason = answer.withheld_reason ?? 'fewer-than-k';
    return (
      <div data-state="withheld" data-reason={reason}>
        <Alert tone="warning">{t(WITHHELD_KEYS[reason], { k: answer.threshold })}</Alert>
      </div>
    );
  }
  const total = answer.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / EMBED_COMMENTS_PER_PAGE));
  const chosenTheme = themes.data?.themes.find((theme) => theme.label === search);
  return (
    <Columns>
      {/* the themes and the pager control the whole section: its list is absent when nothing is found */}
      <section
        id={listId}
        aria-labelledby={`${listId}-count`}
        data-state={total === 0 ? 'empty' : 'comments'}
      >
        <Count id={`${listId}-count`} aria-live="polite">
          {t('comments-total', { count: total })}
        </Count>
        {chosenTheme && (
          <ThemeFilter>
            <span>{t('comments-theme-filtered', { label: chosenTheme.label })}</span>
            <Button type="button" $variant="secondary" $size="sm" onClick={() => choose({ search: '' })}>
              {t('comments-theme-clear')}
            </Button>
          </ThemeFilter>
        )}
        {total === 0 ? (
          <p>{t(search ? 'comments-empty-search' : 'comments-empty')}</p>
        ) : (
          <List aria-busy={comments.isPlaceholderData}>
            {answer.comments.map((comment) => (
              <li key={comment.id}>{comment.text}</li>
            ))}
          </List>
        )}
        {pages > 1 && (
          <Pager aria-label={t('comments-pages')}>
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              disabled={choice.page <= 1}
              onClick={() => choose({ search: choice.search, page: choice.page - 1 })}
              aria-controls={listId}
            >
              {t('comments-previous')}
            </Button>
            <span>{t('comments-page', { page: Math.min(choice.page, pages), pages })}</span>
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              disabled={choice.page >= pages}
              onClick={() => choose({ search: choice.search, page: choice.page + 1 })}
              aria-controls={listId}
            >
              {t('comments-next')}
            </Button>
          </Pager>
        )}
      </section>
      <Themes
        themes={themes.data}
        error={themes.isError ? themes.error : null}
        onRetry={() => void themes.refetch()}
        chosen={search}
        language={language}
        onChoose={(label) => choose({ search: label === search ? '' : label })}
        listId={listId}
      />
    </Columns>
  );
}

/** The themes beside the comments: each a toggle that searches its label; its change since the previous date. */
function Themes({
  themes,
  error,
  onRetry,
  chosen,
  language,
  onChoose,
  listId,
}: {
  themes: ThemesAnswer | undefined;
  error: unknown;
  onRetry: () => void;
  chosen: string;
  language: string;
  onChoose: (label: string) => void;
  listId: string;
}) {
  const { t } = useT();
  const headingId = useId();
  let body: React.ReactNode;
  if (error) body = <CommentsProblem error={error} onRetry={onRetry} />;
  else if (!themes) body = <Loading />;
  else if (themes.themes.length === 0) body = <p>{t('comments-themes-none')}</p>;
  else {
    const previous = themes.previous;
    const since = previous ? formatSurveyDate(previous.date, language) : '';
    body = (
      <ThemeList>
        {themes.themes.map((theme) => {
          const change = previous?.changes.find((c) => c.key === theme.key);
          return (
            <li key={theme.key}>
              <ThemeButton
                type="button"
                aria-pressed={chosen === theme.label}
                aria-controls={listId}
                onClick={() => onChoose(theme.label)}
              >
                <strong>{theme.label}</strong>
                <span>
                  {t('comments-theme-count', {
                    count: theme.count,
                    share: formatPercent(theme.share * 100, language),
                  })}
                </span>
                {change && (
                  <span>
                    {change.change === null
                      ? t('comments-theme-new', { date: since })
                      : t('comments-theme-change', {
                          change: `${change.change > 0 ? '+' : ''}${Math.round(change.change * 100)}`,
                          date: since,
                        })}
                  </span>
                )}
              </ThemeButton>
            </li>
          );
        })}
      </ThemeList>
    );
  }
  return (
    <aside aria-labelledby={headingId} data-state="themes">
      <h3 id={headingId}>{t('comments-themes')}</h3>
      {body}
    </aside>
  );
}
