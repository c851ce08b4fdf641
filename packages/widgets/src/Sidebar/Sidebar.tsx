import { SIDEBAR_TRANSITION_MS } from '@pulzus/core';
import {
  type ComponentPropsWithRef,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { useT } from '../session/useT';
import { SidebarRoot } from './sidebar-styles';

/** The props a link component gets: the portal passes its router link, the default is an `<a>`. */
export interface SidebarLinkProps {
  /** The target route, e.g. "/welcome". */
  readonly href: string;
  /** Styling hook. */
  readonly className?: string;
  /** The link text. */
  readonly children: ReactNode;
}

/** A link component, e.g. `({ href, ...p }) => <Link to={href} {...p} />` in the portal. */
export type SidebarLinkComponent = ComponentType<SidebarLinkProps>;

/** Props of the collapsible sidebar layout. */
export interface SidebarLayoutProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The sidebar's controls. */
  sidebar: ReactNode;
  /** The content area. */
  children: ReactNode;
  /** Whether the sidebar is open (controlled); default uncontrolled. */
  open?: boolean;
  /** The first open state when uncontrolled; default true. */
  defaultOpen?: boolean;
  /** Called when the toggle button asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Renders the "new query" link; default a plain `<a>`. */
  linkComponent?: SidebarLinkComponent;
  /** Where "new query" leads; default "/welcome" (spec 2 §2); null shows no such link (a screen that is not a query). */
  newQueryHref?: string | null;
  /** The number of active filters: a closed sidebar's toggle then reads "Filters (n)"; default none ("Open sidebar"). */
  filterCount?: number;
}

function PlainLink({ href, className, children }: SidebarLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/**
 * The shared sidebar layout (spec 2 §2): a collapsible sidebar with a "new query" link to /welcome
 * and the controls, beside a content area. It opens and closes in 500 ms (spec 2 §9); a closed
 * sidebar leaves the tab order once hidden. In a narrow container the sidebar stacks above.
 */
export function SidebarLayout({
  sidebar,
  children,
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  linkComponent: Link = PlainLink,
  newQueryHref = '/welcome',
  filterCount,
  className,
  style,
  ...rest
}: SidebarLayoutProps) {
  const { t } = useT();
  const panelId = useId();
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const toggle = () => {
    setOpenState(!open);
    onOpenChange?.(!open);
  };
  const transition = { '--pulzus-sidebar-transition': `${SIDEBAR_TRANSITION_MS}ms` } as CSSProperties;
  return (
    <SidebarRoot
      {...rest}
      className={className}
      style={{ ...transition, ...style }}
      data-component="Pulzus.Sidebar"
      data-state={open ? 'open' : 'closed'}
    >
      <div className="pulzus-sidebar-layout">
        <div className="pulzus-sidebar">
          <button
            type="button"
            className="pulzus-sidebar-toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={toggle}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path
                d={open ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              />
            </svg>
            <span>
              {open
                ? t('sidebar-close')
                : filterCount === undefined
                  ? t('sidebar-open')
                  : t('sidebar-filters', { count: filterCount })}
            </span>
          </button>
          <div id={panelId} className="pulzus-sidebar-panel">
            {newQueryHref !== null && (
              <Link href={newQueryHref} className="pulzus-new-query">
                {t('sidebar-new-query')}
              </Link>
            )}
            {sidebar}
          </div>
        </div>
        <div className="pulzus-sidebar-content">{children}</div>
      </div>
    </SidebarRoot>
  );
}
