import { type CallResult, formatPercent, formatSurveyDate, type Routes } from '@pulzus/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../session/useT';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Loading } from '../ui/PageStatus';
import { TextField } from '../ui/TextField';
import {
  CommentsColumns,
  CountRow,
  List,
  Pager,
  ThemeButton,
  ThemeFilter,
  ThemeList,
} from './comments-styles';

/** The comments API's answers (docs/api.md "Comments"). */
export type CommentsAnswer = CallResult<Routes['commentsList']>;
/** `GET comments/themes`'s answer. */
export type CommentThemesAnswer = CallResult<Routes['commentsThemes']>;
/** One comment as the API gives it: its id and its masked text. */
export type CommentItem = CommentsAnswer['comments'][number];
type WithheldReason = NonNullable<CommentsAnswer['withheld_reason']>;

/** How long typing rests before the search is asked (ms), in the portal and in the embed element alike. */
export const COMMENTS_SEARCH_DEBOUNCE_MS = 350;

const WITHHELD_KEYS = {
  'fewer-than-k': 'comments-withheld-fewer-than-k',
  'protects-smaller': 'comments-withheld-protects-smaller',
  combination: 'comments-withheld-combination',
  'scope-fewer-than-k': 'comments-withheld-scope-fewer-than-k',
  'scope-complement-fewer-than-k': 'comments-withheld-scope-complement-fewer-than-k',
} as const satisfies Record<WithheldReason, string>;

/** Props of {@link CommentsSearchField}. */
export interface CommentsSearchFieldProps {
  /** The search asked last (a theme's label, or the address's after Back). */
  readonly search: string;
  /** Called with the typed text once typing rests for {@link COMMENTS_SEARCH_DEBOUNCE_MS}. */
  readonly onSearch: (search: string) => void;
}

/** The search box: typed text is asked once typing rests; a change from outside (a theme, Back) is shown. */
export function CommentsSearchField({ search, onSearch }: CommentsSearchFieldProps) {
  const { t } = useT();
  const [text, setText] = useState(search);
  const [asked, setAsked] = useState(search);
  // the latest handler, so a redraw does not restart the pending timer
  const handler = useRef(onSearch);
  handler.current = onSearch;
  if (search !== asked) {
    setAsked(search);
    setText(search);
  }
  useEffect(() => {
    if (text === asked) return;
    const timer = setTimeout(() => {
      setAsked(text);
      handler.current(text);
    }, COMMENTS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, asked]);
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

/** Why the comment rules hide a population (docs/privacy.md "Comments"), with the threshold in force. */
export function CommentsWithheld({ reason, threshold }: { reason: WithheldReason; threshold: number }) {
  const { t } = useT();
  return (
    <div data-state="withheld" data-reason={reason}>
      <Alert tone="warning">{t(WITHHELD_KEYS[reason], { k: threshold })}</Alert>
    </div>
  );
}

/** Props of {@link CommentsResults}. */
export interface CommentsResultsProps {
  /** The page of comments the API answered for a shown population. */
  readonly answer: CommentsAnswer;
  readonly perPage: number;
  readonly page: number;
  /** The search asked (trimmed); empty for none. */
  readonly search: string;
  /** The label of the theme the search is, if it is one: "Theme: …" with a way to clear it. */
  readonly themeLabel: string | undefined;
  /** The id of the section; the themes and the pager control it. */
  readonly listId: string;
  /** Whether the shown page is the previous one while the next loads. */
  readonly busy?: boolean;
  readonly onPage: (page: number) => void;
  readonly onClearSearch: () => void;
  /** Shown beside the count (the portal's xlsx download). */
  readonly countExtra?: ReactNode;
  /** Shown in each comment after its text (the admin's "Hide"). */
  readonly commentActions?: (comment: CommentItem) => ReactNode;
}

/**
 * The count, the chosen theme, a page of comments as plain text (nothing about a writer) and the pager; or that
 * the question has no comments or the search found none (docs/comments.md "The comments view").
 */
export function CommentsResults({
  answer,
  perPage,
  page,
  search,
  themeLabel,
  listId,
  busy = false,
  onPage,
  onClearSearch,
  countExtra,
  commentActions,
}: CommentsResultsProps) {
  const { t } = useT();
  const total = answer.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    // the themes and the pager control the whole section: its list is absent when nothing is found
    <section id={listId} aria-labelledby={`${listId}-count`} data-state={total === 0 ? 'empty' : 'comments'}>
      <CountRow>
        <p id={`${listId}-count`} aria-live="polite">
          {t('comments-total', { count: total })}
        </p>
        {countExtra}
      </CountRow>
      {themeLabel !== undefined && (
        <ThemeFilter>
          <span>{t('comments-theme-filtered', { label: themeLabel })}</span>
          <Button type="button" $variant="secondary" $size="sm" onClick={onClearSearch}>
            {t('comments-theme-clear')}
          </Button>
        </ThemeFilter>
      )}
      {total === 0 ? (
        <p>{t(search ? 'comments-empty-search' : 'comments-empty')}</p>
      ) : (
        <List aria-busy={busy}>
          {answer.comments.map((comment) => (
            <li key={comment.id}>
              {comment.text}
              {commentActions?.(comment)}
            </li>
          ))}
        </List>
      )}
      <CommentsPager page={page} pages={pages} onPage={onPage} listId={listId} />
    </section>
  );
}

/** Props of {@link CommentsPager}. */
export interface CommentsPagerProps {
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
  /** The id of what the pager changes. */
  readonly listId: string;
}

/** Previous page, "Page n of m", Next page; nothing for a single page. */
export function CommentsPager({ page, pages, onPage, listId }: CommentsPagerProps) {
  const { t } = useT();
  if (pages <= 1) return null;
  return (
    <Pager aria-label={t('comments-pages')}>
      <Button
        type="button"
        $variant="secondary"
        $size="sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-controls={listId}
      >
        {t('comments-previous')}
      </Button>
      <span>{t('comments-page', { page: Math.min(page, pages), pages })}</span>
      <Button
        type="button"
        $variant="secondary"
        $size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-controls={listId}
      >
        {t('comments-next')}
      </Button>
    </Pager>
  );
}

/** Props of {@link CommentThemes}. */
export interface CommentThemesProps {
  /** The themes, undefined while they load. */
  readonly themes: CommentThemesAnswer | undefined;
  /** Why they could not be loaded, shown in their place; null when they could. */
  readonly problem?: ReactNode;
  /** The search asked: the theme whose label it is shows pressed. */
  readonly chosen: string;
  /** Called with a theme's label when it is chosen (again). */
  readonly onChoose: (label: string) => void;
  /** The id of the comments the themes filter. */
  readonly listId: string;
  /** The heading's level under the view's title; default 2. */
  readonly headingLevel?: 2 | 3;
}

/**
 * The themes beside the comments (docs/comments.md "Themes"): each a toggle that searches its label, with how
 * many comments name it, their share and its change since the previous date.
 */
export function CommentThemes({
  themes,
  problem,
  chosen,
  onChoose,
  listId,
  headingLevel = 2,
}: CommentThemesProps) {
  const { t, language } = useT();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  let body: ReactNode;
  if (problem) body = problem;
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
      <Heading id={headingId}>{t('comments-themes')}</Heading>
      {body}
    </aside>
  );
}

/** Props of {@link CommentsPanels}. */
export interface CommentsPanelsProps {
  /** The page of comments the API answered for a shown population. */
  readonly answer: CommentsAnswer;
  /** The themes of the same population, undefined while they load. */
  readonly themes: CommentThemesAnswer | undefined;
  /** Why the themes could not be loaded, shown in their place; null when they could. */
  readonly themesProblem?: ReactNode;
  /** The search asked (trimmed); empty for none. */
  readonly search: string;
  readonly page: number;
  readonly perPage: number;
  /** Whether the shown page is the previous one while the next loads. */
  readonly busy?: boolean;
  /** Called with a new search: a theme's label, or '' when the theme is cleared or chosen again. */
  readonly onSearch: (search: string) => void;
  readonly onPage: (page: number) => void;
  /** Where the themes stand (`CommentsColumns`): first on the portal's page, after the comments in the element. */
  readonly themesAt: 'start' | 'end';
  /** The themes' heading level under the view's title; default 2. */
  readonly headingLevel?: 2 | 3;
  /** Shown beside the count (the portal's xlsx download). */
  readonly countExtra?: ReactNode;
  /** Shown in each comment after its text (the admin's "Hide"). */
  readonly commentActions?: (comment: CommentItem) => ReactNode;
}

/**
 * A shown population's comments with their themes beside them (docs/comments.md "The comments view"): choosing a
 * theme searches its label, choosing it again or "Clear" clears the search.
 */
export function CommentsPanels({
  answer,
  themes,
  themesProblem,
  search,
  page,
  perPage,
  busy,
  onSearch,
  onPage,
  themesAt,
  headingLevel,
  countExtra,
  commentActions,
}: CommentsPanelsProps) {
  const listId = useId();
  const panel = (
    <CommentThemes
      themes={themes}
      problem={themesProblem}
      chosen={search}
      onChoose={(label) => onSearch(label === search ? '' : label)}
      listId={listId}
      {...(headingLevel ? { headingLevel } : {})}
    />
  );
  return (
    <CommentsColumns $themes={themesAt}>
      {themesAt === 'start' && panel}
      <CommentsResults
        answer={answer}
        perPage={perPage}
        page={page}
        search={search}
        themeLabel={themes?.themes.find((theme) => theme.label === search)?.label}
        listId={listId}
        busy={busy ?? false}
        onPage={onPage}
        onClearSearch={() => onSearch('')}
        countExtra={countExtra}
        commentActions={commentActions}
      />
      {themesAt === 'end' && panel}
    </CommentsColumns>
  );
}
