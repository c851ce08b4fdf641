import {
  isApiError,
  type MessageKey,
  type PasswordPair,
  passwordErrorMessageKey,
  validateAdminSetPassword,
} from '@pulzus/core';
import { Form, keyResolver, Modal, TextField, useRouteMutation, useT } from '@pulzus/widgets';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorText } from '../shared/form-error';
import { useNotify } from '../shared/useNotify';
import { ModalFormActions } from '../shared/ModalFormActions';
import { useAdminMessages } from '../shared/useAdminMessages';

/** Props of {@link SetPasswordModal}. */
export interface SetPasswordModalProps {
  /** The user whose password is set. */
  user: { id: number; name: string };
  /** Called when the popup closes. */
  onClose: () => void;
}

// the mismatch belongs to the repetition; an empty password to the first field
const fieldOf = (key: MessageKey): keyof PasswordPair =>
  key === 'admin-users-set-password-mismatch' ? 'repeat' : 'password';

/**
 * The admin's change-password popup (spec 1 §2, §5): the two passwords must match; a password the
 * server refuses shows why on its field; other outcomes toast per spec 1 §8.
 */
export function SetPasswordModal({ user, onClose }: SetPasswordModalProps) {
  useAdminMessages();
  const { t } = useT();
  const setPassword = useRouteMutation('usersUpdatePassword');
  const notify = useNotify();
  const titleId = useId();
  const { register, handleSubmit, setError, formState } = useForm<PasswordPair>({
    resolver: keyResolver(validateAdminSetPassword, fieldOf),
    defaultValues: { password: '', repeat: '' },
  });
  const { errors } = formState;
  const saving = setPassword.isPending;

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await setPassword.mutateAsync({ params: { id: user.id }, body: { password } });
      notify.success('toast-user-password-changed');
      onClose();
    } catch (error) {
      // a refused password names the rule it breaks, on its field (docs/sign-in.md "Passwords")
      if (isApiError(error) && error.code === 'weak-password') {
        const message = passwordErrorMessageKey(error.code, error.details, password);
        setError('password', { message }, { shouldFocus: true });
        return;
      }
      notify.danger('toast-user-password-change-error');
    }
  });

  return (
    <Modal open onClose={onClose} labelledBy={titleId} state={saving ? 'submitting' : 'loaded'}>
      <h2 id={titleId}>
        {t('admin-users-set-password-title')}: {user.name}
      </h2>
      <Form onSubmit={onSubmit} noValidate aria-busy={saving}>
        <TextField
          label={t('admin-users-set-password-password')}
          type="password"
          autoComplete="new-password"
          error={fieldErrorText(t, errors.password)}
          {...register('password')}
        />
        <TextField
          label={t('admin-users-set-password-repeat')}
          type="password"
          autoComplete="new-password"
          error={fieldErrorText(t, errors.repeat)}
          {...register('repeat')}
        />
        <ModalFormActions onCancel={onClose} submitDisabled={saving} />
      </Form>
    </Modal>
  );
}
