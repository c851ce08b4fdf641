import type { SurveyDate } from '@pulzus/core';
import {
  Card,
  isNarrowViewport,
  LoadError,
  Loading,
  PageTitle,
  SidebarLayout,
  SurveyDateSelect,
  useT,
} from '@pulzus/widgets';
import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { PATHS } from '../../routes/paths';
import { RouterLink } from './RouterLink';
import type { SidebarSurveyDate } from './useSidebarSurveyDate';

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
`;

/** Props of {@link SurveyDateSidebarPage}. */
export interface SurveyDateSidebarPageProps {
  /** The page title. */
  title: string;
  /** The survey-date choice of {@link useSidebarSurveyDate}. */
  choice: SidebarSurveyDate;
  /** The content for the chosen date. */
  children: (surveyDate: SurveyDate) => ReactNode;
}

/**
 * A page with the shared sidebar (spec 2 §2): the "new query" link and a single survey-date select,
 * beside a titled content card; the list's loading, error and no-date states replace the content.
 * Below 900 px of viewport width the sidebar starts closed, as the graph page's does.
 */
export function SurveyDateSidebarPage({ title, choice, children }: SurveyDateSidebarPageProps) {
  const { t } = useT();
  const titleId = useId();
  const { surveyDates, surveyDateId } = choice;
  // like the graph page: on phones the content shows first, the sidebar behind "Filters (n)"
  const [defaultOpen] = useState(() => !isNarrowViewport());
  const chosen = surveyDates?.find((d) => d.id === surveyDateId);
  const sidebar = surveyDates && surveyDates.length > 0 && (
    <SurveyDateSelect
      surveyDates={surveyDates}
      value={surveyDateId === null ? [] : [surveyDateId]}
      onValueChange={(ids) => ids[0] !== undefined && choice.choose(ids[0])}
    />
  );
  let content: ReactNode;
  if (choice.loading) content = <Loading />;
  else if (choice.error) content = <LoadError error={choice.error} />;
  else if (!chosen) content = <p>{t('welcome-no-survey-date')}</p>;
  else content = children(chosen);
  return (
    <SidebarLayout
      sidebar={sidebar}
      defaultOpen={defaultOpen}
      // the survey date is a choice, not a filter: as on the graph page it is not counted
      filterCount={0}
      linkComponent={RouterLink}
      newQueryHref={PATHS.welcome}
    >
      <Card aria-labelledby={titleId}>
        <PageTitle id={titleId}>{title}</PageTitle>
        <Content>{content}</Content>
      </Card>
    </SidebarLayout>
  );
}
