import {
  formatSurveyDate,
  type GraphSlug,
  graphRoute,
  graphTitleKey,
  type SidebarState,
  sidebarStateToSearch,
  withSearch,
} from '@pulzus/core';
import { type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import type { SidebarLinkComponent } from '../Sidebar/Sidebar';
import { useT } from '../session/useT';
import { LoadError, Loading } from '../ui/PageStatus';
import { ChangesTile } from './ChangesTile';
import { EngagementTile } from './EngagementTile';
import { HeatmapGlanceTile } from './HeatmapGlanceTile';
import { HomeFilters } from './HomeFilters';
import { HomeRoot, TileGrid } from './home-styles';
import { ParticipationTile } from './ParticipationTile';
import { StatementsTile } from './StatementsTile';
import { TopicsTile } from './TopicsTile';
import { type HomeFilter, useResultsHome } from './useResultsHome';

/** Props of {@link ResultsHome}. */
export interface ResultsHomeProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The filters (controlled, e.g. from the address); default its own state, starting unfiltered. */
  filter?: HomeFilter;
  /** Called with the next filters. */
  onFilterChange?: (next: HomeFilter) => void;
  /** Renders the tiles' links; default a plain `<a>` (the portal passes its router link). */
  linkComponent?: SidebarLinkComponent;
  /** The address of a graph page showing a state; default the graph's route with the state in its parameters. */
  graphHref?: (slug: GraphSlug, state: SidebarState) => string;
  /** Whether the survey date shows above the filters; default true (the welcome page shows it already). */
  showDate?: boolean;
  /**
   * The survey date shown (a shared date's link); default null, the newest the caller may see — which it also falls
   * back to for a date the caller may not see.
   */
  surveyDateId?: number | null;
}

const UNFILTERED: HomeFilter = { workerGroupId: null, demographyFilters: {} };

/** The graph's route with the state in its address (docs/graphs.md "In the address"). */
export function defaultGraphHref(slug: GraphSlug, state: SidebarState): string {
  return withSearch(graphRoute(slug), sidebarStateToSearch(state));
}

/**
 * The results home (docs/graphs.md "The results home"): for the newest survey date the caller may see, the
 * engagement index and its change, participation, satisfaction by topic, the strongest and weakest statements, the
 * largest significant changes and a heatmap glance, each read off the graph that explains it and linking to that
 * graph with the same filters; a worker-group and a demography filter above apply to every tile.
 */
export function ResultsHome({
  filter: filterProp,
  onFilterChange,
  linkComponent,
  graphHref = defaultGraphHref,
  showDate = true,
  surveyDateId = null,
  className,
  ...rest
}: ResultsHomeProps) {
  const { t, language } = useT();
  const [ownFilter, setOwnFilter] = useState<HomeFilter>(UNFILTERED);
  const filter = filterProp ?? ownFilter;
  const setFilter = (next: HomeFilter) => {
    setOwnFilter(next);
    onFilterChange?.(next);
  };
  const home = useResultsHome(filter, surveyDateId);
  const link = (tile: { slug: GraphSlug; query: SidebarState; dropped: readonly string[] }) => ({
    href: graphHref(tile.slug, tile.query),
    graphTitle: t(graphTitleKey(tile.slug)),
    linkComponent,
    droppedFilters: tile.dropped,
  });
  let content: ReactNode;
  if (home.error) content = <LoadError error={home.error} />;
  else if (home.noDate) content = <p>{t('welcome-no-survey-date')}</p>;
  else if (home.loading || !home.surveyDate) content = <Loading />;
  else {
    const { tiles } = home;
    content = (
      <>
        {showDate && (
          <p className="pulzus-home-date">
            {t('home-survey-date', { date: formatSurveyDate(home.surveyDate.date, language) })}
          </p>
        )}
        <HomeFilters
          filter={filter}
          onFilterChange={setFilter}
          workerGroups={home.workerGroups}
          demographies={home.demographies}
          refusals={home.refusals}
        />
        <TileGrid>
          {home.enabled('trends') && (
            <EngagementTile state={tiles.engagement.state} {...link(tiles.engagement)} />
          )}
          {home.enabled('participation_rate') && (
            <ParticipationTile state={tiles.participation.state} {...link(tiles.participation)} />
          )}
          {home.enabled('satisfaction_total') && (
            <TopicsTile state={tiles.topics.state} {...link(tiles.topics)} />
          )}
          {home.enabled('total') && (
            <StatementsTile state={tiles.statements.state} {...link(tiles.statements)} />
          )}
          {home.enabled('trends') && <ChangesTile state={tiles.changes.state} {...link(tiles.changes)} />}
          {home.enabled('heatmap') && (
            <HeatmapGlanceTile state={tiles.heatmap.state} {...link(tiles.heatmap)} />
          )}
        </TileGrid>
      </>
    );
  }
  return (
    <HomeRoot
      {...rest}
      className={className}
      data-component="Pulzus.ResultsHome"
      aria-label={t('home-title')}
    >
      {content}
    </HomeRoot>
  );
}
