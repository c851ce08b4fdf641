import type { Topic } from '@pulzus/core';
import {
  allTopicsQuery,
  Card,
  CommentsFilters,
  commentsFilterCount,
  commentsFilterQuery,
  commentsGraphFilters,
  graphStartQueries,
  isNarrowViewport,
  LoadError,
  Loading,
  PageTitle,
  offeredDemographies,
  routeQuery,
  SidebarLayout,
  useApiClient,
  useFilterRefusals,
  useSession,
  useT,
} from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { PATHS } from '../../routes/paths';
import { RouterLink } from '../graph/RouterLink';
import { visibleSurveyDates } from '../graph/useSidebarSurveyDate';
import { type CommentsAddress, commentsAddressFromSearch, commentsAddressToSearch } from './comments-address';
import { CommentsContent, type OpenQuestion } from './CommentsContent';

/**
 * The view's state kept in the address, as the graph pages keep theirs (docs/graphs.md "In the address"): every
 * change replaces the entry, so a reload or a shared link shows the same comments.
 */
function useCommentsAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = location.search;
  const address = useMemo(() => commentsAddressFromSearch(new URLSearchParams(search)), [search]);
  // a change builds on the address as last rendered, also from a handler made before it (the debounced search)
  const latest = useRef(address);
  latest.current = address;
  const update = useCallback(
    (change: Partial<CommentsAddress>) => {
      const next = commentsAddressToSearch({ ...latest.current, ...change }).toString();
      navigate({ search: next ? `?${next}` : '' }, { replace: true });
    },
    [navigate],
  );
  return { address, update };
}

/**
 * The date's open-ended questions the viewer may read: admins every one, users those whose comments are on. A
 * question asked of several worker groups is one question to the comments API (by its code); two questions of one
 * wording (each worker group's survey its own) are told apart by the worker groups asked.
 */
export function openQuestions(
  topics: readonly Topic[],
  isAdmin: boolean,
  groupNames: ReadonlyMap<number, string> = new Map(),
): OpenQuestion[] {
  const byCode = new Map<string, { id: number; name: string; groups: number[] }>();
  for (const topic of topics)
    for (const question of topic.questions) {
      if (!question.is_open_ended || !(isAdmin || question.show_comments)) continue;
      const known = byCode.get(question.code);
      if (known) known.groups.push(topic.worker_group_id);
      else
        byCode.set(question.code, { id: question.id, name: question.name, groups: [topic.worker_group_id] });
    }
  const all = [...byCode.values()];
  return all.map(({ id, name, groups }) => {
    const repeated = all.filter((q) => q.name === name).length > 1;
    const asked = groups.map((g) => groupNames.get(g)).filter((g): g is string => g !== undefined);
    return { id, name: repeated && asked.length > 0 ? `${name} (${asked.join(', ')})` : name };
  });
}

/**
 * /comments (docs/comments.md "The comments view"): the graph pages' sidebar — one survey date, the worker group and
 * the demography filters — beside the comments of the chosen open-ended question, with their themes.
 */
export function CommentsPage() {
  const { t, language } = useT();
  const client = useApiClient();
  const { sessionAccountId: aid, isAdmin } = useSession();
  const { address, update } = useCommentsAddress();
  const titleId = useId();
  const [defaultOpen] = useState(() => !isNarrowViewport());
  const dates = useQuery({
    ...graphStartQueries.surveyDates(client, aid, isAdmin),
    select: (r) => visibleSurveyDates(r.survey_dates, isAdmin),
  });
  const workerGroups = useQuery({
    ...graphStartQueries.workerGroups(client, aid, language),
    select: (r) => r.worker_groups,
  });
  const wanted = address.sidebar.surveyDateIds[0];
  const surveyDate = dates.data?.find((d) => d.id === wanted) ?? dates.data?.[0];
  const surveyDateId = surveyDate?.id ?? null;
  // the names for showing, in the page's language (docs/i18n.md "Data names")
  const demographies = useQuery({
    ...routeQuery(
      client,
      aid,
      'demographiesList',
      { params: { id: surveyDateId ?? 0 }, query: { names: 'display' } },
      { language },
    ),
    select: (r) => r.demographies,
    enabled: surveyDateId !== null,
  });
  const groupIds = (workerGroups.data ?? []).map((g) => g.id);
  const topics = useQuery({
    ...allTopicsQuery(client, aid, surveyDateId, groupIds, language),
    enabled: surveyDateId !== null && workerGroups.isSuccess,
  });

  const choice = address.sidebar;
  const offered = offeredDemographies(demographies.data ?? [], choice.workerGroupId);
  const groups = workerGroups.data ?? [];
  // which other answers the privacy rule refuses beside the choice, disabled with their reason as the graph
  // sidebar and the embedded comments show them (docs/privacy.md "Rule 6")
  const refusals = useFilterRefusals(
    surveyDateId !== null && demographies.isSuccess
      ? { survey_date_id: surveyDateId, filters: commentsGraphFilters(choice, offered) }
      : null,
  );
  const sidebar = dates.data && dates.data.length > 0 && (
    <CommentsFilters
      surveyDates={dates.data}
      surveyDateId={surveyDateId}
      onSurveyDate={(id) =>
        update({
          sidebar: { ...address.sidebar, surveyDateIds: [id], demographyFilters: {} },
          questionId: null,
          search: '',
          page: 1,
        })
      }
      workerGroups={groups}
      demographies={offered}
      value={choice}
      onValueChange={(change) => update({ sidebar: { ...address.sidebar, ...change }, page: 1 })}
      refusals={refusals}
    />
  );
  const filters = commentsFilterQuery(choice, offered);

  const lists = [dates, workerGroups, ...(surveyDateId === null ? [] : [demographies, topics])];
  let content: ReactNode;
  const failed = lists.find((q) => q.isError);
  if (failed) content = <LoadError error={failed.error} />;
  else if (lists.some((q) => q.isPending)) content = <Loading />;
  else if (surveyDateId === null) content = <p>{t('welcome-no-survey-date')}</p>;
  else
    content = (
      <CommentsContent
        surveyDateId={surveyDateId}
        questions={openQuestions(topics.data ?? [], isAdmin, new Map(groups.map((g) => [g.id, g.name])))}
        filters={filters}
        address={address}
        update={update}
      />
    );
  return (
    <SidebarLayout
      sidebar={sidebar}
      defaultOpen={defaultOpen}
      filterCount={commentsFilterCount(choice)}
      linkComponent={RouterLink}
      newQueryHref={PATHS.welcome}
    >
      <Card aria-labelledby={titleId} data-component="Pulzus.CommentsPage">
        <PageTitle id={titleId}>{t('comments-title')}</PageTitle>
        <Content>{content}</Content>
      </Card>
    </SidebarLayout>
  );
}

const Content = styled.div`
  display: grid;
  /* one column no wider than the card: a long question or comment wraps or truncates, the page never scrolls sideways */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
`;
