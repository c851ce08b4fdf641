import { graphTitleKey, visibleWelcomeLinks, withSearch } from '@pulzus/core';
import {
  Button,
  Card,
  LoadError,
  Loading,
  PageTitle,
  routeQuery,
  useApiClient,
  useSession,
  useT,
} from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useSessionAccountDialog } from '../../session-account/session-account-dialog-store';
import { useCarriedFilters } from '../../layout/useCarriedFilters';
import { HomeResults } from './HomeResults';
import { SharedDateNotice, useSharedLink } from './SharedDateNotice';
import { LastSurveyMonth } from './LastSurveyMonth';
import { WelcomeReport } from './WelcomeReport';
import { welcomeGroups } from './welcome-groups';

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.lg}; }
  ul { display: grid; gap: ${({ theme }) => theme.space.xs}; margin: 0; padding: 0; list-style: none; }
`;

/** The prompt instead of links: an admin may open the session-account dialog (spec 1 §2). */
function ChooseAccountPrompt({
  text,
}: {
  text: 'welcome-choose-session-account-prompt' | 'welcome-no-enabled-graphs';
}) {
  const { t } = useT();
  const { isAdmin } = useSession();
  const show = useSessionAccountDialog((state) => state.show);
  return (
    <div>
      <p>{t(text)}</p>
      {isAdmin ? (
        <Button type="button" onClick={show}>
          {t('welcome-choose-session-account-button')}
        </Button>
      ) : null}
    </div>
  );
}

/** The link groups of the account's enabled graphs, or the prompt when none is enabled (spec 1 §2). */
function GraphLinks() {
  const { t } = useT();
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const enabled = useQuery(routeQuery(client, sessionAccountId, 'enabledGraphs'));
  const carried = useCarriedFilters();
  if (enabled.isPending) return <Loading />;
  if (enabled.isError) return <LoadError error={enabled.error} />;
  const groups = welcomeGroups(visibleWelcomeLinks(enabled.data.enabled_graphs));
  if (groups.length === 0) return <ChooseAccountPrompt text="welcome-no-enabled-graphs" />;
  return (
    <Groups>
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={group.title}>
          <h3 id={group.title}>{t(group.title)}</h3>
          <ul>
            {group.links.map((link) => (
              <li key={link.graph}>
                <Link to={withSearch(link.route, carried)}>{t(graphTitleKey(link.graph))}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Groups>
  );
}

/**
 * /welcome: the nickname greeting, the latest survey month, the report button, the results home's tiles and,
 * below them, the graph links (spec 1 §2; docs/graphs.md "The results home"). Followed from a shared date's mail
 * (`?share=`), it names that date and shows its results (docs/api.md "Sharing a date").
 */
export function WelcomePage() {
  const { t } = useT();
  const { nickname, isAdmin, sessionAccountId } = useSession();
  // spec 1 §2: an admin without a session account sees the prompt instead of the account's data
  const withoutAccount = isAdmin && sessionAccountId === null;
  const { shared, report } = useSharedLink();
  return (
    <Card aria-labelledby="welcome-title">
      <PageTitle id="welcome-title">{t('welcome-greeting', { nickname: nickname ?? '' })}</PageTitle>
      {withoutAccount ? (
        <ChooseAccountPrompt text="welcome-choose-session-account-prompt" />
      ) : (
        <>
          <LastSurveyMonth />
          <WelcomeReport />
          <SharedDateNotice shared={shared} report={report} />
          <HomeResults surveyDateId={shared?.survey_date_id ?? null} />
          <section aria-labelledby="welcome-links-title">
            <h2 id="welcome-links-title" className="welcome-links-title">
              {t('home-links-title')}
            </h2>
            <GraphLinks />
          </section>
        </>
      )}
    </Card>
  );
}
