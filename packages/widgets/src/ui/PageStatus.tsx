import { isApiError, type MessageKey } from '@pulzus/core';
import { useT } from '../session/useT';
import { Alert } from './Alert';

/** The loading state of a page part, announced politely. */
export function Loading() {
  const { t } = useT();
  return (
    <p role="status" aria-live="polite" data-state="loading">
      {t('common-loading')}
    </p>
  );
}

/** The message key of a failed call: the catalogue text of its code, or the generic internal error. */
export function errorKey(error: unknown): MessageKey {
  return isApiError(error) ? error.messageKey : 'error-internal';
}

/** The error state of a page part: the failure's catalogue text in a danger alert. */
export function LoadError({ error }: { error: unknown }) {
  const { t } = useT();
  return <Alert tone="danger">{t(errorKey(error))}</Alert>;
}
