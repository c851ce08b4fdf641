import { isApiError } from '@pulzus/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { routeQuery } from '../../query/route-query';
import { useApiClient } from '../../session/useApiClient';
import { useSession } from '../../session/useSession';
import { useT } from '../../session/useT';
import { Loading } from '../../ui/PageStatus';
import { CommentsPanels, CommentsWithheld } from '../../Comments/CommentsParts';
import { CommentsProblem } from './CommentsProblem';

/** Comments per page of the element. */
export const EMBED_COMMENTS_PER_PAGE = 10;

/** What the reader chose of one question's comments: the search (a theme searches its label) and the page. */
export interface CommentsChoice {
  readonly search: string;
  readonly page: number;
}

/** One question's themes and a page of its comments (`GET comments`, `GET comments/themes`), or why not. */
export function QuestionComments({
  query,
  choice,
  choose,
  onRefused,
}: {
  /** The population: date, question and the filters' worker groups and demography answers. */
  query: {
    survey_date_id: number;
    question_id: number;
    worker_group_ids?: number[];
    demography_answer_ids?: number[];
  };
  choice: CommentsChoice;
  choose: (change: Partial<CommentsChoice>) => void;
  /** Called with the server's refusal (403: the key may not read comments), which no choice changes. */
  onRefused: (error: unknown) => void;
}) {
  const { language } = useT();
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
  if (!answer.shown)
    return (
      <CommentsWithheld reason={answer.withheld_reason ?? 'fewer-than-k'} threshold={answer.threshold} />
    );
  return (
    <CommentsPanels
      answer={answer}
      themes={themes.data}
      themesProblem={
        themes.isError ? <CommentsProblem error={themes.error} onRetry={() => void themes.refetch()} /> : null
      }
      search={search}
      page={choice.page}
      perPage={EMBED_COMMENTS_PER_PAGE}
      busy={comments.isPlaceholderData}
      onSearch={(next) => choose({ search: next })}
      onPage={(page) => choose({ search: choice.search, page })}
      themesAt="end"
      headingLevel={3}
    />
  );
}
