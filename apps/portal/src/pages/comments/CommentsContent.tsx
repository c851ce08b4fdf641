import { type ApiClient, type CallResult, formatPercent, formatSurveyDate, type Routes } from '@pulzus/core';
import {
  Alert,
  Button,
  LoadError,
  Loading,
  routeQuery,
  Select,
  TextField,
  useApiClient,
  useSession,
  useT,
} from '@pulzus/widgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { CommentHide } from './CommentHide';
import type { CommentsAddress } from './comments-address';
import { CommentsDownload } from './CommentsDownload';

/** The comments API's answers (docs/api.md "Comments"). */
type CommentsAnswer = CallResult<Routes['commentsList']>;
type ThemesAnswer = CallResult<Routes['commentsThemes']>;
type WithheldReason = NonNullable<CommentsAnswer['withheld_reason']>;

/** Comments per page. */
export const COMMENTS_PER_PAGE = 20;
/** How long typing rests before the search is asked (ms). */
export const SEARCH_DEBOUNCE_MS = 350;

/** An open-ended question the view offers. */
export interface OpenQuestion {
  readonly id: number;
  readonly name: string;
}

/** Props of {@link CommentsContent}. */
export interface CommentsContentProps {
  readonly surveyDateId: number;
  /** The date's open-ended questions shown to the viewer. */
  readonly questions: readonly OpenQuestion[];
  /** The filters' query parameters: worker groups and demography answers. */
  readonly filters: { worker_group_ids?: number[]; demography_answer_ids?: number[] };
  readonly address: CommentsAddress;
  readonly update: (change: Partial<CommentsAddress>) => void;
}

const WITHHELD_KEYS = {
  'fewer-than-k': 'comments-withheld-fewer-than-k',
  'protects-smaller': 'comments-withheld-protects-smaller',
  combination: 'comments-withheld-combination',
  'scope-fewer-than-k': 'comments-withheld-scope-fewer-than-k',
  'scope-complement-fewer-than-k': 'comments-withheld-scope-complement-fewer-than-k',
} as const satisfies Record<WithheldReason, string>;

/**
 * The comments of one question for the chosen date and filters (docs/comments.md "The comments view"): the question
 * picker, the search (accents and case ignored by the API, asked once typing rests), the themes beside the list
 * (choosing one searches its label), the page of comments as plain text and the pager; or why there is nothing.
 */
export function CommentsContent({ surveyDateId, questions, filters, address, update }: CommentsContentProps) {
  const { t } = useT();
  if (questions.length === 0) return <p data-state="no-question">{t('comments-no-question')}</p>;
  const question = questions.find((q) => q.id === address.questionId) ?? questions[0]!;
  return (
    <>
      <Controls>
        <Select
          label={t('comments-question')}
          items={questions.map((q) => ({ value: q.id, label: q.name }))}
          value={question.id}
          onValueChange={(questionId) => update({ questionId, search: '', page: 1 })}
        />
        <SearchField search={address.search} onSearch={(search) => update({ search, page: 1 })} />
      </Controls>
      <QuestionComments
        key={question.id}
        query={{ survey_date_id: surveyDateId, question_id: question.id, ...filters }}
        address={address}
        update={update}
      />
    </>
  );
}

/** The search box: typed text is asked once typing rests; a change from outside (a theme, Back) is shown. */
function SearchField({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useT();
  const [text, setText] = useState(search);
  const [asked, setAsked] = useState(search);
  if (search !== asked) {
    setAsked(search);
    setText(search);
  }
  useEffect(() => {
    if (text === asked) return;
    const timer = setTimeout(() => {
      setAsked(text);
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, asked, onSearch]);
  return (
    <TextField
      type="search"
      label={t('comments-search')}
      hint={t('comments-search-hint')}
      value={text}
      maxLength={200}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

type PopulationQuery = {
  survey_date_id: number;
  question_id: number;
  worker_group_ids?: number[];
  demography_answer_ids?: number[];
};

/** One question's themes and comments. */
function QuestionComments({
  query,
  address,
  update,
}: {
  query: PopulationQuery;
  address: CommentsAddress;
  update: CommentsContentProps['update'];
}) {
  const { t, language } = useT();
  const client: ApiClient = useApiClient();
  const { sessionAccountId: aid, isAdmin } = useSession();
  const search = address.search.trim();
  const comments = useQuery({
    ...routeQuery(client, aid, 'commentsList', {
      query: {
        ...query,
        ...(search ? { search } : {}),
        page: address.page,
        per_page: COMMENTS_PER_PAGE,
      },
    }),
    placeholderData: keepPreviousData,
  });
  const themes = useQuery(routeQuery(client, aid, 'commentsThemes', { query }));
  const listId = useId();
  if (comments.isPending) return <Loading />;
  if (comments.isError) return <LoadError error={comments.error} />;
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
  const pages = Math.max(1, Math.ceil(total / COMMENTS_PER_PAGE));
  const chosenTheme = themes.data?.themes.find((theme) => theme.label === search);
  return (
    <Columns>
      <ThemesPanel
        themes={themes.data}
        loading={themes.isPending}
        error={themes.error}
        chosen={search}
        language={language}
        onChoose={(label) => update({ search: label === search ? '' : label, page: 1 })}
        listId={listId}
      />
      <section aria-labelledby={`${listId}-count`} data-state={total === 0 ? 'empty' : 'comments'}>
        <CountRow>
          <Count id={`${listId}-count`} aria-live="polite">
            {t('comments-total', { count: total })}
          </Count>
          <CommentsDownload query={query} search={search} />
        </CountRow>
        {chosenTheme && (
          <ThemeFilter>
            <span>{t('comments-theme-filtered', { label: chosenTheme.label })}</span>
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              onClick={() => update({ search: '', page: 1 })}
            >
              {t('comments-theme-clear')}
            </Button>
          </ThemeFilter>
        )}
        {total === 0 ? (
          <p>{t(search ? 'comments-empty-search' : 'comments-empty')}</p>
        ) : (
          <List id={listId} aria-busy={comments.isPlaceholderData}>
            {answer.comments.map((comment) => (
              <li key={comment.id}>
                {comment.text}
                {/* an admin hides a comment that identifies someone (docs/privacy.md "Rule C5") */}
                {isAdmin && (
                  <CommentHide
                    comment={comment}
                    surveyDateId={query.survey_date_id}
                    questionId={query.question_id}
                  />
                )}
              </li>
            ))}
          </List>
        )}
        {pages > 1 && (
          <Pager aria-label={t('comments-pages')}>
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              disabled={address.page <= 1}
              onClick={() => update({ page: address.page - 1 })}
              aria-controls={listId}
            >
              {t('comments-previous')}
            </Button>
            <span>{t('comments-page', { page: Math.min(address.page, pages), pages })}</span>
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              disabled={address.page >= pages}
              onClick={() => update({ page: address.page + 1 })}
              aria-controls={listId}
            >
              {t('comments-next')}
            </Button>
          </Pager>
        )}
      </section>
    </Columns>
  );
}

/** The themes beside the comments: each a toggle that searches its label; its change since the previous date. */
function ThemesPanel({
  themes,
  loading,
  error,
  chosen,
  language,
  onChoose,
  listId,
}: {
  themes: ThemesAnswer | undefined;
  loading: boolean;
  error: unknown;
  chosen: string;
  language: string;
  onChoose: (label: string) => void;
  listId: string;
}) {
  const { t } = useT();
  const headingId = useId();
  let body: React.ReactNode;
  if (loading) body = <Loading />;
  else if (error) body = <LoadError error={error} />;
  else if (!themes || themes.themes.length === 0) body = <p>{t('comments-themes-none')}</p>;
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
                {previous && change && (
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
      <h2 id={headingId}>{t('comments-themes')}</h2>
      {body}
    </aside>
  );
}

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  align-items: start;
  min-inline-size: 0;

  /* a long question wraps in its select, whole, instead of widening the page or being cut short */
  > * {
    min-inline-size: 0;
  }

  [data-component='Pulzus.Select'] {
    grid-template-columns: minmax(0, 1fr);
  }

  .pulzus-select-value {
    white-space: normal;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  min-inline-size: 0;

  @media (min-width: 900px) {
    grid-template-columns: minmax(200px, 1fr) minmax(0, 3fr);
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const CountRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const ThemeFilter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.md};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-block-start: ${({ theme }) => theme.space.lg};
`;

const ThemeList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ThemeButton = styled.button`
  display: grid;
  gap: 2px;
  inline-size: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;

  > span {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
