import { Alert, Button, openInNewWindow, useApiClient, useT } from '@pulzus/widgets';
import { useState } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Props of {@link CommentsDownload}. */
export interface CommentsDownloadProps {
  /** The view's population and question: the date, the question and the filters. */
  readonly query: {
    survey_date_id: number;
    question_id: number;
    worker_group_ids?: number[];
    demography_answer_ids?: number[];
  };
  /** The view's search, empty for none. */
  readonly search: string;
}

/**
 * The comments view's xlsx button (docs/comments.md "The export"): takes a download ticket through the core client
 * and opens `comments/survey-dates/{id}/xlsx?t=…` with the view's question, filters and search in a new window;
 * busy while the ticket is asked, an error line when it fails.
 */
export function CommentsDownload({ query, search }: CommentsDownloadProps) {
  const { t } = useT();
  const client = useApiClient();
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  const { survey_date_id, ...rest } = query;
  const download = async () => {
    setState('busy');
    try {
      const url = await client.commentsXlsx({
        params: { id: survey_date_id },
        query: { ...rest, ...(search ? { search } : {}) },
      });
      openInNewWindow(url);
      setState('idle');
    } catch {
      setState('error');
    }
  };
  return (
    <Row data-state={state}>
      <Button
        type="button"
        $variant="secondary"
        $size="sm"
        disabled={state === 'busy'}
        aria-busy={state === 'busy' || undefined}
        onClick={() => void download()}
      >
        {t(state === 'busy' ? 'comments-export-busy' : 'comments-export')}
      </Button>
      {state === 'error' && <Alert tone="danger">{t('comments-export-failed')}</Alert>}
    </Row>
  );
}
