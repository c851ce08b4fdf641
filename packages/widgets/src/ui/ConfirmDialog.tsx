import { useId } from 'react';
import { useT } from '../session/useT';
import { Button } from './Button';
import { FormActions } from './Card';
import { Modal } from './Modal';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question asked, already translated. */
  message: string;
  /** The title; default the catalogue's "Confirmation". */
  title?: string;
  /** The confirm button's text; default the catalogue's "Yes". */
  confirmLabel?: string;
  /** Whether the confirmed action is running: the buttons are disabled; default false. */
  busy?: boolean;
  /** Called when the person confirms. */
  onConfirm: () => void;
  /** Called when the person cancels (button or Escape). */
  onCancel: () => void;
}

/** A confirmation modal (spec 1 §2): the question, a cancel and a confirm button; cancel takes the first focus. */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useT();
  const titleId = useId();
  return (
    <Modal open={open} onClose={onCancel} labelledBy={titleId} state={busy ? 'submitting' : 'open'}>
      <h2 id={titleId}>{title ?? t('common-confirm-title')}</h2>
      <p>{message}</p>
      <FormActions>
        <Button type="button" $variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
          {t('common-no')}
        </Button>
        <Button type="button" onClick={onConfirm} disabled={busy}>
          {confirmLabel ?? t('common-yes')}
        </Button>
      </FormActions>
    </Modal>
  );
}
