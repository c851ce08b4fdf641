import { errorMessageKey, isApiError } from '@pulzus/core';
import type { ReactNode } from 'react';
import { usePulzus } from '../session/usePulzus';
import { useT } from '../session/useT';

/** Props of {@link GraphStage}. */
export interface GraphStageProps {
  /** Whether a new answer is loading while the previous chart shows (or a retry runs). */
  refreshing: boolean;
  /** The failure of the last graph query; replaces the chart with an inline error. */
  error: unknown;
  /** Asks for the graph again. */
  onRetry: () => void;
  /** The chart. */
  children: ReactNode;
}

/**
 * The chart's place: the chart (its own skeleton on the first load); while a new answer loads the
 * previous chart dimmed under a progress bar (`aria-busy`); after a failed query an inline error
 * with a retry button instead of a stale chart (a sign-in button where the session has ended, 401). `aria-busy` is "false" when idle.
 */
export function GraphStage({ refreshing, error, onRetry, children }: GraphStageProps) {
  const { t } = useT();
  const { session } = usePulzus();
  const failed = error !== null && error !== undefined;
  const expired = isApiError(error) && error.status === 401;
  // a client error (e.g. too many dates) has its own message; a server failure the generic one
  const message =
    isApiError(error) && error.status < 500 ? t(errorMessageKey(error.code)) : t('graph-load-failed');
  return (
    <div
      className="pulzus-graph-stage"
      data-state={failed ? 'error' : refreshing ? 'refreshing' : 'idle'}
      aria-busy={refreshing}
    >
      <span role="status" className="pulzus-visually-hidden">
        {refreshing ? t('graph-refreshing') : ''}
      </span>
      {refreshing && <div className="pulzus-graph-progress" aria-hidden="true" />}
      {failed ? (
        <div role="alert" className="pulzus-graph-error">
          <p>{message}</p>
          {expired ? (
            // the session ended (401): asking again cannot help, signing in does — logging out sends the portal's
            // login guard to /login (spec 1 §4)
            <button type="button" onClick={() => session.logout()}>
              {t('common-sign-in-again')}
            </button>
          ) : (
            /* aria-disabled, not disabled: the focus stays on the button while the retry runs */
            <button
              type="button"
              aria-disabled={refreshing || undefined}
              onClick={() => {
                if (!refreshing) onRetry();
              }}
            >
              {t('graph-retry')}
            </button>
          )}
        </div>
      ) : (
        <div className="pulzus-graph-chart">{children}</div>
      )}
    </div>
  );
}
