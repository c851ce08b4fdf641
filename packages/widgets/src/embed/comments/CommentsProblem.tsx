import { isApiError } from '@pulzus/core';
import { useT } from '../../session/useT';
import { errorKey } from '../../ui/PageStatus';
import { EmbedProblem } from '../EmbedProblem';
import { isRetryable } from '../embed-failure';

/**
 * Why the comments cannot be shown, in the element's language: the server's reason (e.g.
 * `embed-comments-not-allowed` for a key without the permission), with "Try again" unless the server
 * refused (a refusal stays a refusal until the key changes).
 */
export function CommentsProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useT();
  const retry = !isApiError(error) || isRetryable(error) ? onRetry : undefined;
  return (
    <div data-state="failed" data-code={isApiError(error) ? error.code : undefined}>
      <EmbedProblem title={t('embed-comments-error-title')} message={t(errorKey(error))} onRetry={retry} />
    </div>
  );
}
