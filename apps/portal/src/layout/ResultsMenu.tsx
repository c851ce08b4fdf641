import { graphTitleKey, visibleWelcomeLinks, withSearch } from '@pulzus/core';
import { routeQuery, useApiClient, useSession, useT } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { welcomeGroups } from '../pages/welcome/welcome-groups';
import { PATHS } from '../routes/paths';
import { Disclosure } from './Disclosure';
import { useCarriedFilters } from './useCarriedFilters';

/**
 * The graph pages of the session account, grouped as on the welcome page, and the comments view; each link carries the current page's
 * filters to the next graph (docs/graphs.md "In the address"). Nothing without a session account. `onChoose` closes
 * the surrounding menu.
 */
export function ResultsMenuList({ onChoose }: { onChoose: () => void }) {
  const { t } = useT();
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const carried = useCarriedFilters();
  const enabled = useQuery({
    ...routeQuery(client, sessionAccountId, 'enabledGraphs'),
    enabled: sessionAccountId !== null,
  });
  if (!enabled.data) return null;
  const groups = welcomeGroups(visibleWelcomeLinks(enabled.data.enabled_graphs));
  return (
    <>
      {groups.map((group) => (
        <div key={group.title} className="menu-group">
          <p className="menu-group-title" id={`menu-${group.title}`}>
            {t(group.title)}
          </p>
          <ul aria-labelledby={`menu-${group.title}`}>
            {group.links.map((link) => (
              <li key={link.graph}>
                <NavLink to={withSearch(link.route, carried)} onClick={onChoose}>
                  {t(graphTitleKey(link.graph))}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {/* the comments view beside the graphs (docs/comments.md "The comments view"), with the same filters */}
      <div className="menu-group">
        <p className="menu-group-title" id="menu-comments-title">
          {t('comments-title')}
        </p>
        <ul aria-labelledby="menu-comments-title">
          <li>
            <NavLink to={withSearch(PATHS.comments, carried)} onClick={onChoose}>
              {t('comments-title')}
            </NavLink>
          </li>
        </ul>
      </div>
    </>
  );
}

/** The results dropdown of the wide header: every graph page, grouped as on the welcome page. */
export function ResultsMenu() {
  const { t } = useT();
  const { sessionAccountId } = useSession();
  if (sessionAccountId === null) return null;
  return (
    <Disclosure name="Pulzus.ResultsMenu" label={t('layout-menu-results')}>
      {(close) => <ResultsMenuList onChoose={close} />}
    </Disclosure>
  );
}
