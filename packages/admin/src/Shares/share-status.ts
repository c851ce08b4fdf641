import type { MessageKey, ShareRecipient, ShareRecipientStatus, SurveyDateShare } from '@pulzus/core';

/** The catalogue text of each recipient status. */
export const SHARE_STATUS_KEYS: Readonly<Record<ShareRecipientStatus, MessageKey>> = {
  queued: 'admin-shares-status-queued',
  sent: 'admin-shares-status-sent',
  failed: 'admin-shares-status-failed',
  opened: 'admin-shares-status-opened',
};

/** How many recipients of a share stand where. */
export function shareCounts(share: SurveyDateShare): Record<ShareRecipientStatus, number> {
  const counts = { queued: 0, sent: 0, failed: 0, opened: 0 };
  for (const recipient of share.recipients) counts[recipient.status] += 1;
  return counts;
}

/** Whether any mail of the shares still waits to be sent: the screen then asks again every few seconds. */
export function isSending(shares: readonly SurveyDateShare[]): boolean {
  return shares.some((share) => share.recipients.some((r) => r.status === 'queued'));
}

/** The catalogue text of a failure, with its parameters; undefined unless the recipient failed. */
export function failureText(
  recipient: Pick<ShareRecipient, 'status' | 'failure' | 'smtp_code'>,
): { key: MessageKey; params?: Record<string, string> } | undefined {
  if (recipient.status !== 'failed') return undefined;
  if (recipient.failure === 'unreachable') return { key: 'admin-shares-failure-unreachable' };
  if (recipient.failure === 'no-template') return { key: 'admin-shares-failure-no-template' };
  return { key: 'admin-shares-failure-refused', params: { code: String(recipient.smtp_code ?? '?') } };
}
