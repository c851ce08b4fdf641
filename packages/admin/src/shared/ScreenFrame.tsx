import { Card, LoadError, Loading, PageHeader, PageTitle } from '@pulzus/widgets';
import type { ReactNode } from 'react';

/** Props of {@link ScreenFrame}. */
export interface ScreenFrameProps {
  /** The component name for `data-component`, e.g. `Pulzus.AccountsScreen`. */
  name: string;
  /** The page title. */
  title: string;
  /** The main actions beside the title (an add button). */
  actions?: ReactNode;
  /** The query state: loading, an error, or loaded. */
  status: 'pending' | 'error' | 'success';
  /** The failure of the loading call, when `status` is error. */
  error?: unknown;
  /** The loaded content. */
  children: ReactNode;
}

/** The frame of an admin screen: title and actions, then the loading state, the error or the content. */
export function ScreenFrame({ name, title, actions, status, error, children }: ScreenFrameProps) {
  return (
    <Card
      data-component={name}
      data-state={status === 'pending' ? 'loading' : status === 'error' ? 'error' : 'loaded'}
    >
      <PageHeader>
        <PageTitle>{title}</PageTitle>
        {status === 'success' ? actions : null}
      </PageHeader>
      {status === 'pending' ? <Loading /> : status === 'error' ? <LoadError error={error} /> : children}
    </Card>
  );
}
