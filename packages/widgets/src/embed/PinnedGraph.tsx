import {
  type EmbedLock,
  errorMessageKey,
  type GraphDataRequest,
  graphTitleKey,
  isApiError,
} from '@pulzus/core';
import { useQuery } from '@tanstack/react-query';
import { chartComponentOf } from '../Graph/chart-component';
import { GraphNotices } from '../Graph/GraphNotices';
import { GraphFrame } from '../Graph/graph-frame-styles';
import { routeQuery } from '../query/route-query';
import { useApiClient } from '../session/useApiClient';
import { useSession } from '../session/useSession';
import { useT } from '../session/useT';
import { EmbedProblem } from './EmbedProblem';

/** Props of {@link PinnedGraph}. */
export interface PinnedGraphProps {
  /** The pinned query of the element's key or signed token. */
  readonly lock: EmbedLock;
  /** The query fields the page sets over it (the `params` attribute); default none. */
  readonly params?: Record<string, unknown> | undefined;
}

/**
 * A graph whose query the key or signed token pins (docs/embedding.md "Locked parameters"): drawn
 * without the sidebar, from the pinned query with the page's `params` over it. The server refuses a
 * changed locked control, and the element says so instead of drawing.
 */
export function PinnedGraph({ lock, params }: PinnedGraphProps) {
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const { t, language } = useT();
  const body = { type: lock.slug, query: { ...lock.params, ...params } } as GraphDataRequest;
  const graph = useQuery({
    ...routeQuery(client, sessionAccountId, 'graphData', { body }, { language }),
    retry: false,
  });
  if (graph.error) {
    return <EmbedProblem message={t(errorMessageKey(isApiError(graph.error) ? graph.error.code : null))} />;
  }
  const title = t(graphTitleKey(lock.slug));
  const Chart = chartComponentOf(lock.slug);
  const data = graph.data ?? null;
  return (
    <GraphFrame
      data-component="Pulzus.Graph"
      data-slug={lock.slug}
      data-state={data ? 'ready' : 'loading'}
      aria-busy={!data || undefined}
      aria-label={title}
    >
      <header className="pulzus-graph-header">
        <h2>{title}</h2>
      </header>
      {/* the warnings, and why values are hidden, as the graph page says them (docs/privacy.md "Reasons") */}
      {data && <GraphNotices data={data} warnings={data.warnings} slug={lock.slug} />}
      <Chart data={data} title={title} language={language} loading={!data} />
    </GraphFrame>
  );
}
