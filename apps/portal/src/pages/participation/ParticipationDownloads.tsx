import { Button, errorKey, openInNewWindow, useApiClient, useT, useToasts } from '@pulzus/widgets';
import { useState } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Props of {@link ParticipationDownloads}. */
export interface ParticipationDownloadsProps {
  /** The survey date of the tables. */
  surveyDateId: number;
  /** The worker groups shown, in table order, with their names. */
  groups: readonly { id: number; name: string }[];
}

/**
 * The xlsx buttons of the participation page (spec 2 §2): one button for the whole date when there
 * is one worker group, otherwise one per group. Each takes a download ticket through the core
 * client and opens `graph/participation-rate/survey-dates/{id}/xlsx?t=…` in a new window.
 */
export function ParticipationDownloads({ surveyDateId, groups }: ParticipationDownloadsProps) {
  const { t } = useT();
  const client = useApiClient();
  const showToast = useToasts((state) => state.show);
  const [busy, setBusy] = useState<string | null>(null);
  if (groups.length === 0) return null;
  const buttons =
    groups.length === 1
      ? [{ key: 'all', workerGroupId: undefined, label: t('participation-rate-download') }]
      : groups.map((g) => ({
          key: String(g.id),
          workerGroupId: g.id,
          label: t('participation-rate-download-group', { name: g.name }),
        }));
  const download = async (key: string, workerGroupId: number | undefined) => {
    setBusy(key);
    try {
      const url = await client.participationXlsx({
        params: { id: surveyDateId },
        query: workerGroupId === undefined ? {} : { worker_group_id: workerGroupId },
      });
      openInNewWindow(url);
    } catch (error) {
      showToast('danger', t(errorKey(error)));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Row>
      {buttons.map((b) => (
        <Button
          key={b.key}
          type="button"
          $variant="secondary"
          disabled={busy !== null}
          aria-busy={busy === b.key || undefined}
          onClick={() => void download(b.key, b.workerGroupId)}
        >
          {b.label}
        </Button>
      ))}
    </Row>
  );
}
