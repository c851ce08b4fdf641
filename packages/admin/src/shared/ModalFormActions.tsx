import type { MessageKey } from '@pulzus/core';
import { Button, FormActions, useT } from '@pulzus/widgets';

/** Props of {@link ModalFormActions}. */
export interface ModalFormActionsProps {
  /** Closes the popup without saving. */
  onCancel: () => void;
  /** Whether the submit button is disabled (submitting, or the form is not ready). */
  submitDisabled: boolean;
  /** The submit button's text; default "Save". */
  submitLabel?: MessageKey;
}

/** The cancel and submit buttons at the foot of every admin popup form. */
export function ModalFormActions({
  onCancel,
  submitDisabled,
  submitLabel = 'common-save',
}: ModalFormActionsProps) {
  const { t } = useT();
  return (
    <FormActions>
      <Button type="button" $variant="secondary" onClick={onCancel}>
        {t('common-cancel')}
      </Button>
      <Button type="submit" disabled={submitDisabled}>
        {t(submitLabel)}
      </Button>
    </FormActions>
  );
}
