import {
  Alert,
  Button,
  Form,
  Modal,
  TextAreaField,
  useRouteMutation,
  useT,
  useToasts,
} from '@pulzus/widgets';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';

/** The longest reason the server keeps (`zCommentHidePayload`). */
const REASON_MAX = 500;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Props of {@link CommentHide}. */
export interface CommentHideProps {
  /** The comment's id and text (the text is shown again in the popup, so the admin hides the right one). */
  readonly comment: { id: string; text: string };
  /** The date and question the comment answers. */
  readonly surveyDateId: number;
  readonly questionId: number;
}

/**
 * An admin's "hide" on one comment of the comments view (docs/privacy.md "Rule C5"): a popup with the comment and a
 * required reason; `POST comments/{id}/hide` hides it from everyone, users and admins alike, and the list and
 * themes reload without it. A failure is said in the popup, which stays open.
 */
export function CommentHide({ comment, surveyDateId, questionId }: CommentHideProps) {
  const { t } = useT();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const showToast = useToasts((state) => state.show);
  const hide = useRouteMutation('commentsHide', { invalidates: ['commentsList', 'commentsThemes'] });
  const close = () => {
    setOpen(false);
    setReason('');
    setReasonError(undefined);
    hide.reset();
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = reason.trim();
    if (text === '') {
      setReasonError(t('comments-hide-reason-required'));
      return;
    }
    try {
      await hide.mutateAsync({
        params: { commentId: comment.id },
        body: { survey_date_id: surveyDateId, question_id: questionId, reason: text },
      });
      showToast('success', t('comments-hide-done'));
      close();
    } catch {
      // said in the popup (hide.isError)
    }
  };
  return (
    <>
      <Button type="button" $variant="secondary" $size="sm" onClick={() => setOpen(true)}>
        {t('comments-hide')}
      </Button>
      <Modal
        open={open}
        onClose={close}
        labelledBy={titleId}
        state={hide.isPending ? 'submitting' : 'loaded'}
      >
        <h2 id={titleId}>{t('comments-hide-title')}</h2>
        <Form onSubmit={onSubmit} noValidate aria-busy={hide.isPending}>
          <blockquote>{comment.text}</blockquote>
          <p>{t('comments-hide-explain')}</p>
          <TextAreaField
            label={t('comments-hide-reason')}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(undefined);
            }}
            error={reasonError}
          />
          {hide.isError ? <Alert tone="danger">{t('comments-hide-failed')}</Alert> : null}
          <Actions>
            <Button type="button" $variant="secondary" onClick={close}>
              {t('common-cancel')}
            </Button>
            <Button type="submit" disabled={hide.isPending}>
              {t('comments-hide-confirm')}
            </Button>
          </Actions>
        </Form>
      </Modal>
    </>
  );
}
