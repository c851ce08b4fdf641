import type { SurveyDate, Topic } from '@pulzus/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { CommentsFilters } from '../../Comments/CommentsFilters';
import { CommentsSearchField } from '../../Comments/CommentsParts';
import {
  type CommentsFilterChoice,
  commentsFilterCount,
  commentsFilterQuery,
  commentsGraphFilters,
  offeredDemographies,
} from '../../Comments/comments-filters';
import { CommentsControls } from '../../Comments/comments-styles';
import { graphStartQueries } from '../../Graph/graph-start-queries';
import { isNarrowViewport } from '../../Graph/narrow-viewport';
import { useFilterRefusals } from '../../Graph/useFilterRefusals';
import { allTopicsQuery } from '../../query/all-topics-query';
import { routeQuery } from '../../query/route-query';
import { Select } from '../../Select/Select';
import { SidebarLayout } from '../../Sidebar/Sidebar';
import { useApiClient } from '../../session/useApiClient';
import { useSession } from '../../session/useSession';
import { useT } from '../../session/useT';
import { Loading } from '../../ui/PageStatus';
import { CommentsProblem } from './CommentsProblem';
import { type CommentsChoice, QuestionComments } from './QuestionComments';
import { Content, Frame, Title } from './comments-styles';

const NO_FILTERS: CommentsFilterChoice = { workerGroupId: null, demographyFilters: {} };

/** An open-ended question whose comments the key's readers may read. */
export interface EmbedOpenQuestion {
  readonly id: number;
  readonly name: string;
}

/**
 * The date's open-ended questions whose comments an admin switched on (an embed token reads only
 * those: docs/embedding.md "Comments"), one per question code — the comments API reads a question
 * asked of several worker groups by its code.
 */
export function embedOpenQuestions(topics: readonly Topic[]): EmbedOpenQuestion[] {
  const byCode = new Map<string, EmbedOpenQuestion>();
  for (const topic of topics)
    for (const question of topic.questions)
      if (question.is_open_ended && question.show_comments && !byCode.has(question.code))
        byCode.set(question.code, { id: question.id, name: question.name });
  return [...byCode.values()];
}

/** The newest of the dates, the one the view opens with. */
function newest(dates: readonly SurveyDate[]): SurveyDate | undefined {
  return [...dates].sort((a, b) => b.date.localeCompare(a.date))[0];
}

/**
 * `<pulzus-graph slug="comments">` (docs/embedding.md "The comments view"): the graph sidebar's survey date,
 * worker group and demography filters (an answer the privacy rule refuses beside the others disabled with its
 * reason, as in the embedded graph), an open-ended question to choose, the search (accents and case ignored by
 * the server, asked once typing rests), the themes and a page of comments with the pager; or, readable inside the
 * element, why there is nothing — a key without the comments permission, the privacy rule, the network.
 */
export function EmbeddedComments() {
  const { t, language } = useT();
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const titleId = useId();
  const [surveyDateId, setSurveyDateId] = useState<number | null>(null);
  const [questionId, setQuestionId] = useState<number | null>(null);
  const [filters, setFilters] = useState<CommentsFilterChoice>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // as the embedded graph's sidebar: closed on a phone, so the comments show first
  const [sidebarOpen] = useState(() => !isNarrowViewport());
  // stable, so the search box's pending timer is not restarted by every redraw
  const choose = useCallback((change: Partial<CommentsChoice>) => {
    if (change.search !== undefined) setSearch(change.search);
    setPage(change.page ?? 1);
  }, []);
  const onSearch = useCallback((text: string) => choose({ search: text }), [choose]);
  // a key that may not read comments is refused whatever is chosen: the reason alone, without the controls
  const [refusal, setRefusal] = useState<unknown>(null);
  const dates = useQuery({
    ...graphStartQueries.surveyDates(client, aid, false),
    select: (r) => r.survey_dates,
  });
  const groups = useQuery({
    ...graphStartQueries.workerGroups(client, aid, language),
    select: (r) => r.worker_groups,
  });
  const date = dates.data?.find((d) => d.id === surveyDateId) ?? newest(dates.data ?? []);
  // the names for showing, in the element's language (docs/i18n.md "Data names"), as the graph's sidebar asks them
  const demographies = useQuery({
    ...routeQuery(
      client,
      aid,
      'demographiesList',
      { params: { id: date?.id ?? 0 }, query: { names: 'display' } },
      { language },
    ),
    select: (r) => r.demographies,
    enabled: date !== undefined,
  });
  const topics = useQuery({
    ...allTopicsQuery(
      client,
      aid,
      date?.id ?? null,
      (groups.data ?? []).map((g) => g.id),
      language,
    ),
    enabled: date !== undefined && groups.isSuccess,
  });
  const offered = offeredDemographies(demographies.data ?? [], filters.workerGroupId);
  const refusals = useFilterRefusals(
    date && demographies.isSuccess
      ? { survey_date_id: date.id, filters: commentsGraphFilters(filters, offered) }
      : null,
  );

  const failed = [dates, groups, demographies, topics].find((q) => q.isError);
  let body: React.ReactNode;
  if (refusal) body = <CommentsProblem error={refusal} onRetry={() => setRefusal(null)} />;
  else if (failed) body = <CommentsProblem error={failed.error} onRetry={() => void failed.refetch()} />;
  else if (dates.isPending || groups.isPending) body = <Loading />;
  else if (!date) body = <p data-state="no-date">{t('welcome-no-survey-date')}</p>;
  else if (topics.isPending || demographies.isPending) body = <Loading />;
  else {
    const questions = embedOpenQuestions(topics.data ?? []);
    const question = questions.find((q) => q.id === questionId) ?? questions[0];
    body = (
      <SidebarLayout
        sidebar={
          <CommentsFilters
            surveyDates={dates.data ?? []}
            surveyDateId={date.id}
            onSurveyDate={(id) => {
              setSurveyDateId(id);
              setQuestionId(null);
              // the answers are the date's; the worker group stays, as in the portal
              setFilters((f) => ({ ...f, demographyFilters: {} }));
              choose({ search: '' });
            }}
            workerGroups={groups.data ?? []}
            demographies={offered}
            value={filters}
            onValueChange={(choice) => {
              setFilters(choice);
              choose({});
            }}
            refusals={refusals}
          />
        }
        defaultOpen={sidebarOpen}
        filterCount={commentsFilterCount(filters)}
        // "New query" leads to the portal's /welcome, which an intranet page does not have
        newQueryHref={null}
      >
        <Content>
          {question && (
            <CommentsControls>
              <Select
                label={t('comments-question')}
                items={questions.map((q) => ({ value: q.id, label: q.name }))}
                value={question.id}
                onValueChange={(id) => {
                  setQuestionId(id);
                  choose({ search: '' });
                }}
              />
              <CommentsSearchField search={search} onSearch={onSearch} />
            </CommentsControls>
          )}
          {question ? (
            <QuestionComments
              key={`${date.id} ${question.id}`}
              query={{
                survey_date_id: date.id,
                question_id: question.id,
                ...commentsFilterQuery(filters, offered),
              }}
              choice={{ search, page }}
              choose={choose}
              onRefused={setRefusal}
            />
          ) : (
            <p data-state="no-question">{t('comments-no-question')}</p>
          )}
        </Content>
      </SidebarLayout>
    );
  }
  return (
    <Frame aria-labelledby={titleId} data-component="Pulzus.EmbedComments">
      <Title id={titleId}>{t('comments-title')}</Title>
      {body}
    </Frame>
  );
}
