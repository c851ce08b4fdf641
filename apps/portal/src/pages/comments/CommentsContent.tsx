import type { ApiClient } from '@pulzus/core';
import {
  CommentsControls,
  CommentsPanels,
  CommentsSearchField,
  CommentsWithheld,
  LoadError,
  Loading,
  routeQuery,
  Select,
  useApiClient,
  useSession,
  useT,
} from '@pulzus/widgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CommentHide } from './CommentHide';
import type { CommentsAddress } from './comments-address';
import { CommentsDownload } from './CommentsDownload';

/** Comments per page. */
export const COMMENTS_PER_PAGE = 20;

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
      <CommentsControls>
        <Select
          label={t('comments-question')}
          items={questions.map((q) => ({ value: q.id, label: q.name }))}
          value={question.id}
          onValueChange={(questionId) => update({ questionId, search: '', page: 1 })}
        />
        <CommentsSearchField search={address.search} onSearch={(search) => update({ search, page: 1 })} />
      </CommentsControls>
      <QuestionComments
        key={question.id}
        query={{ survey_date_id: surveyDateId, question_id: question.id, ...filters }}
        address={address}
        update={update}
      />
    </>
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
  if (comments.isPending) return <Loading />;
  if (comments.isError) return <LoadError error={comments.error} />;
  const answer = comments.data;
  if (!answer.shown)
    return (
      <CommentsWithheld reason={answer.withheld_reason ?? 'fewer-than-k'} threshold={answer.threshold} />
    );
  return (
    <CommentsPanels
      answer={answer}
      themes={themes.data}
      themesProblem={themes.isError ? <LoadError error={themes.error} /> : null}
      search={search}
      page={address.page}
      perPage={COMMENTS_PER_PAGE}
      busy={comments.isPlaceholderData}
      onSearch={(next) => update({ search: next, page: 1 })}
      onPage={(page) => update({ page })}
      themesAt="start"
      countExtra={<CommentsDownload query={query} search={search} />}
      // an admin hides a comment that identifies someone (docs/privacy.md "Rule C5")
      commentActions={
        isAdmin
          ? (comment) => (
              <CommentHide
                comment={comment}
                surveyDateId={query.survey_date_id}
                questionId={query.question_id}
              />
            )
          : undefined
      }
    />
  );
}
