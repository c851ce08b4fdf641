import type { GraphSlug } from '@pulzus/core';
import { LoadError, Loading, routeQuery, useApiClient, useSession } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../../routes/paths';

/** Props of {@link RequireEnabledGraph}. */
export interface RequireEnabledGraphProps {
  /** The graph key the page shows (spec 1 §2 welcome table). */
  slug: GraphSlug;
  /** The page, shown once the graph is known to be enabled. */
  children: ReactNode;
}

/**
 * Shows its page only when the graph is enabled for the session account (`account/enabled-graphs`);
 * a disabled graph goes to /welcome, as the welcome page would not have linked it (spec 1 §2).
 */
export function RequireEnabledGraph({ slug, children }: RequireEnabledGraphProps) {
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const enabled = useQuery(routeQuery(client, sessionAccountId, 'enabledGraphs'));
  if (enabled.isPending) return <Loading />;
  if (enabled.isError) return <LoadError error={enabled.error} />;
  if (enabled.data.enabled_graphs[slug] !== true) return <Navigate to={PATHS.welcome} replace />;
  return children;
}
