import type { SidebarLinkProps } from '@pulzus/widgets';
import { Link } from 'react-router';

/** The sidebar's "new query" link as a router link, so leaving a graph keeps the app loaded (spec 2 §2). */
export function RouterLink({ href, className, children }: SidebarLinkProps) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
