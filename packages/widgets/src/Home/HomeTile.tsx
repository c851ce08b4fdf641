import type { ReactNode } from 'react';
import type { SidebarLinkComponent } from '../Sidebar/Sidebar';
import { useT } from '../session/useT';
import { Button } from '../ui/Button';
import type { HomeTileState } from './home-tile-state';
import { TileRoot } from './home-styles';

/** What every tile of the results home takes besides its data. */
export interface HomeTileLinkProps {
  /** The graph page that explains the tile, with the same filters. */
  href: string;
  /** The graph's title, the link's text. */
  graphTitle: string;
  /** Renders the link; default a plain `<a>` (the portal passes its router link). */
  linkComponent?: SidebarLinkComponent | undefined;
  /** The names of the chosen filters this tile's graph does not apply (a note says so); default none. */
  droppedFilters?: readonly string[] | undefined;
}

/** Props of {@link HomeTile}. */
export interface HomeTileProps<T> extends HomeTileLinkProps {
  /** The tile's heading. */
  title: string;
  /** The tile's state. */
  state: HomeTileState<T>;
  /** Draws the ready state's data. */
  children: (data: T) => ReactNode;
}

function PlainLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/**
 * The frame of a results-home tile (docs/graphs.md "The results home"): its heading, the state (loading, refused,
 * error with retry, empty with the graph's warning, or the data), a note naming the filters its graph does not
 * apply, and the link to the graph page that explains it.
 */
export function HomeTile<T>({
  title,
  state,
  children,
  href,
  graphTitle,
  linkComponent: Link = PlainLink,
  droppedFilters = [],
}: HomeTileProps<T>) {
  const { t } = useT();
  let body: ReactNode;
  switch (state.status) {
    case 'loading':
      body = (
        <p className="pulzus-home-muted" aria-busy="true">
          {t('common-loading')}
        </p>
      );
      break;
    case 'refused':
      body = <p className="pulzus-home-muted">{t('home-refused')}</p>;
      break;
    case 'error':
      body = (
        <div role="alert" className="pulzus-home-error">
          <p>{t('home-error')}</p>
          {state.retry && (
            <Button type="button" onClick={state.retry}>
              {t('home-retry')}
            </Button>
          )}
        </div>
      );
      break;
    case 'empty':
      body = <p className="pulzus-home-muted">{t(state.warning ?? 'home-no-data')}</p>;
      break;
    default:
      body = (
        <>
          {children(state.data)}
          {state.warning && <p className="pulzus-home-note">{t(state.warning)}</p>}
        </>
      );
  }
  return (
    <TileRoot data-component="Pulzus.HomeTile" data-state={state.status} aria-label={title}>
      <h2>{title}</h2>
      <div className="pulzus-home-body">{body}</div>
      {droppedFilters.length > 0 && state.status !== 'refused' && (
        <p className="pulzus-home-note" data-dropped-filters>
          {t('home-filter-dropped', { filters: droppedFilters.join(', ') })}
        </p>
      )}
      {state.status !== 'refused' && (
        <Link href={href} className="pulzus-home-link">
          {t('home-open-graph', { graph: graphTitle })}
        </Link>
      )}
    </TileRoot>
  );
}
