import { type ChartGraphSlug, errorMessageKey, type FetchFunction } from '@pulzus/core';
import {
  type ComponentType,
  type CSSProperties,
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import type { GraphViewProps } from '../Graph/GraphView';
import type { SidebarLinkComponent } from '../Sidebar/Sidebar';
import { useSession } from '../session/useSession';
import { useT } from '../session/useT';
import { Loading } from '../ui/PageStatus';
import { EmbedProblem } from './EmbedProblem';
import { BuiltinTranslator, EmbedProvider, EmbedTexts } from './EmbedProvider';
import { COMMENTS_VIEW_SLUG, type EmbedAttributes, type EmbedConfig, readEmbedConfig } from './embed-config';
import { type EmbedConnection, sharedEmbedConnection } from './embed-connection';
import { embedFailureKey, isRetryable } from './embed-failure';
import { OnDemandBoundary } from './OnDemandBoundary';
import { onDemand } from './on-demand';
import { PinnedGraph } from './PinnedGraph';

/** Props of {@link EmbeddedGraph}. */
export interface EmbeddedGraphProps {
  /** The element's attributes. */
  readonly attributes: EmbedAttributes;
  /** The fetch function of the connection; default the global `fetch`. */
  readonly fetch?: FetchFunction | undefined;
}

// The graph with its sidebar and filters is what a key that pins nothing draws; a pinned graph
// (PinnedGraph) draws without it, so it stays out of the script and loads once the key exchange
// says nothing is pinned (docs/embedding.md "What the page loads").
const loadGraphView = onDemand(() => import('../Graph/GraphView'));
// the comments view (slug "comments") is its own chunk, loaded once the key is exchanged
const loadComments = onDemand(() => import('./comments/EmbeddedComments'));

/** The comments view once its code is here; each mount after a failed load asks for the code again. */
function CommentsOnDemand() {
  const [View] = useState(() =>
    lazy(
      async (): Promise<{ default: ComponentType }> => ({
        default: (await loadComments()).EmbeddedComments,
      }),
    ),
  );
  return (
    <Suspense fallback={<Loading />}>
      <View />
    </Suspense>
  );
}

/**
 * `GraphView` once its code is here, remounted for a new slug; each mount after a failed load
 * asks for the code again.
 */
function GraphViewOnDemand(props: GraphViewProps) {
  const [View] = useState(() =>
    lazy(
      async (): Promise<{ default: ComponentType<GraphViewProps> }> => ({
        default: (await loadGraphView()).GraphView,
      }),
    ),
  );
  return (
    <Suspense fallback={<Loading />}>
      <View key={props.slug} {...props} />
    </Suspense>
  );
}

// "New query" leads to the portal's /welcome (spec 2 §2), which an intranet page does not have.
const NoLink: SidebarLinkComponent = () => null;

function EmbedBody({
  connection,
  config: { slug, lang: language, params },
}: {
  connection: EmbedConnection;
  config: EmbedConfig;
}) {
  const state = useSyncExternalStore(connection.subscribe, connection.state);
  const { t } = useT();
  const comments = slug === COMMENTS_VIEW_SLUG;
  const unpinned = state.status === 'ready' && !connection.lock() && !comments;
  const ready = state.status === 'ready';
  useEffect(() => {
    // fetched alongside the account's texts and the graph's first lists, not after them
    if (unpinned) void loadGraphView().catch(() => undefined);
    if (ready && comments) void loadComments().catch(() => undefined);
  }, [unpinned, ready, comments]);
  if (state.status === 'failed') {
    const retry = isRetryable(state.error) ? () => void connection.start() : undefined;
    return <EmbedProblem message={t(embedFailureKey(state.error))} onRetry={retry} />;
  }
  if (state.status === 'connecting') return <Loading />;
  return (
    <EmbedTexts language={language}>
      <OnDemandBoundary>
        {/* a pinned key or a signed token is refused comments by the server, which the view says */}
        {comments ? (
          <CommentsOnDemand />
        ) : (
          <AllowedGraph slug={slug} connection={connection} params={params} />
        )}
      </OnDemandBoundary>
    </EmbedTexts>
  );
}

/** The connected graph (the pinned one under a pinned query), or why the key may not show it. */
function AllowedGraph({
  slug,
  connection,
  params,
}: {
  slug: ChartGraphSlug;
  connection: EmbedConnection;
  params: EmbedConfig['params'];
}) {
  const { t } = useT();
  const { claims } = useSession();
  // the server refuses the graph's data too; the graph widget would pass over that in silence (spec 2 §8)
  const graphs = claims?.embed?.graphs;
  if (graphs && !graphs.includes(slug)) {
    return <EmbedProblem message={t(errorMessageKey('embed-graph-not-allowed'))} />;
  }
  const lock = connection.lock();
  if (lock) return <PinnedGraph lock={lock} params={params} />;
  // download tickets belong to users: an embed token reads graphs but downloads nothing
  // an embed token is never an admin's: no question filters in the script
  return <GraphViewOnDemand slug={slug} linkComponent={NoLink} excelExport={false} />;
}

function ConnectedGraph({ config, fetch }: { config: EmbedConfig; fetch: FetchFunction | undefined }) {
  const [connection] = useState(() =>
    sharedEmbedConnection({
      baseUrl: config.baseUrl,
      key: config.key,
      token: config.token,
      lang: config.lang,
      fetch,
    }),
  );
  useEffect(() => {
    void connection.start();
  }, [connection]);
  return (
    <EmbedProvider connection={connection} language={config.lang}>
      <EmbedBody connection={connection} config={config} />
    </EmbedProvider>
  );
}

/**
 * What `<pulzus-graph>` shows: the connected `<Graph>` of its slug over its own key (or signed
 * token) exchange — the pinned graph when the key or token pins its query — or a readable message
 * when the attributes, the key, the token or the network fail. A new server, key, token or language
 * starts a new connection; a new slug or `params` only redraws.
 */
export function EmbeddedGraph({ attributes, fetch }: EmbeddedGraphProps) {
  const config = readEmbedConfig(attributes);
  if (!config.ok) {
    return (
      <BuiltinTranslator language={config.lang}>
        <ConfigProblem problem={config.problem} slug={config.slug} />
      </BuiltinTranslator>
    );
  }
  const frame: CSSProperties | undefined = config.height
    ? { maxBlockSize: `${config.height}px`, overflow: 'auto' }
    : undefined;
  return (
    <div style={frame} data-component="Pulzus.Embed">
      <ConnectedGraph
        key={`${config.baseUrl} ${config.token || config.key} ${config.lang}`}
        config={config}
        fetch={fetch}
      />
    </div>
  );
}

function ConfigProblem({ problem, slug }: { problem: 'attributes' | 'slug'; slug: string }) {
  const { t } = useT();
  return (
    <EmbedProblem
      message={problem === 'slug' ? t('embed-error-slug', { slug }) : t('embed-error-attributes')}
    />
  );
}
