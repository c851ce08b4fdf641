import type { SurveyDate, Topic } from '@pulzus/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { graphStartQueries } from '../../Graph/graph-start-queries';
import { allTopicsQuery } from '../../query/all-topics-query';
import { Select } from '../../Select/Select';
import { SurveyDateSelect } from '../../SurveyDateSelect/SurveyDateSelect';
import { useApiClient } from '../../session/useApiClient';
import { useSession } from '../../session/useSession';
import { useT } from '../../session/useT';
import { TextField } from '../../ui/TextField';
import { Loading } from '../../ui/PageStatus';
import { CommentsProblem } from './CommentsProblem';
import { type CommentsChoice, QuestionComments } from './QuestionComments';
import { Controls, Frame, Title } from './comments-styles';

/** How long typing rests before the search is asked (ms), as in the portal's comments view. */
export const EMBED_SEARCH_DEBOUNCE_MS = 350;

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
 * `<pulzus-graph slug="comments">` (docs/embedding.md "The comments view"): a survey date and an
 * open-ended question to choose, the search (accents and case ignored by the server, asked once
 * typing rests), the themes and a page of comments with the pager; or, readable inside the
 * element, why there is nothing — a key without the comments permission, the privacy rule, the network.
 */
export function EmbeddedComments() {
  const { t, language } = useT();
  const client = useApiClient();
  const { sessionAccountId: aid } = useSession();
  const titleId = useId();
  const [surveyDateId, setSurveyDateId] = useState<number | null>(null);
  const [questionId, setQuestionId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
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
    select: (r) => r.worker_groups.map((g) => g.id),
  });
  const date = dates.data?.find((d) => d.id === surveyDateId) ?? newest(dates.data ?? []);
  const topics = useQuery({
    ...allTopicsQuery(client, aid, date?.id ?? null, groups.data ?? [], language),
    enabled: date !== undefined && groups.isSuccess,
  });

  const failed = [dates, groups, topics].find((q) => q.isError);
  let body: React.ReactNode;
  if (refusal) body = <CommentsProblem error={refusal} onRetry={() => setRefusal(null)} />;
  else if (failed) body = <CommentsProblem error={failed.error} onRetry={() => void failed.refetch()} />;
  else if (dates.isPending || groups.isPending) body = <Loading />;
  else if (!date) body = <p data-state="no-date">{t('welcome-no-survey-date')}</p>;
  else if (topics.isPending) body = <Loading />;
  else {
    const questions = embedOpenQuestions(topics.data ?? []);
    const question = questions.find((q) => q.id === questionId) ?? questions[0];
    body = (
      <>
        <Controls>
          <SurveyDateSelect
            surveyDates={dates.data ?? []}
            value={[date.id]}
            onValueChange={([id]) => {
              if (id === undefined) return;
              setSurveyDateId(id);
              setQuestionId(null);
              choose({ search: '' });
            }}
          />
          {question && (
            <Select
              label={t('comments-question')}
              items={questions.map((q) => ({ value: q.id, label: q.name }))}
              value={question.id}
              onValueChange={(id) => {
                setQuestionId(id);
                choose({ search: '' });
              }}
            />
          )}
          {question && <SearchField search={search} onSearch={onSearch} />}
        </Controls>
        {question ? (
          <QuestionComments
            key={`${date.id} ${question.id}`}
            query={{ survey_date_id: date.id, question_id: question.id }}
            choice={{ search, page }}
            choose={choose}
            onRefused={setRefusal}
          />
        ) : (
          <p data-state="no-question">{t('comments-no-question')}</p>
        )}
      </>
    );
  }
  return (
    <Frame aria-labelledby={titleId} data-component="Pulzus.EmbedComments">
      <Title id={titleId}>{t('comments-title')}</Title>
      {body}
    </Frame>
  );
}

/** The search box: typed text is asked once typing rests; a change from outside (a theme) is shown. */
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
    }, EMBED_SEARCH_DEBOUNCE_MS);
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
