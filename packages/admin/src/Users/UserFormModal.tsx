import { zodResolver } from '@hookform/resolvers/zod';
import {
  newUserForm,
  roleLabelKey,
  type User,
  type UserForm,
  type UserScreen,
  userFormSchema,
  userRoleOptions,
} from '@pulzus/core';
import { Form, Modal, SelectField, Switch, TextField, useRouteMutation, useT } from '@pulzus/widgets';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorText } from '../shared/form-error';
import { useNotify } from '../shared/useNotify';
import { ModalFormActions } from '../shared/ModalFormActions';
import { useAdminMessages } from '../shared/useAdminMessages';
import { USER_LISTS } from './useUserActions';

/** Props of {@link UserFormModal}. */
export interface UserFormModalProps {
  /** The screen: its role options and default role (spec 1 §5). */
  screen: UserScreen;
  /** The user edited, or null to add one. */
  user: User | null;
  /** Called after a successful save, once the user lists have reloaded; default none. */
  onSaved?: () => void;
  /** Called when the popup closes. */
  onClose: () => void;
}

/** The popup's title: an administrator on the admins screen, a user on the users screen. */
function popupTitle(screen: UserScreen, editing: boolean) {
  if (screen === 'admins') return editing ? 'admin-admins-edit-popup-title' : 'admin-admins-add-popup-title';
  return editing ? 'admin-users-edit-popup-title' : 'admin-users-add-popup-title';
}

function initialValues(screen: UserScreen, user: User | null): UserForm {
  if (!user) return newUserForm(screen);
  return {
    name: user.name,
    email: user.email,
    nickname: user.nickname,
    role: user.role,
    mobile: user.mobile ?? '',
  };
}

/**
 * The add/edit user popup (spec 1 §5): name, e-mail, nickname and role required, mobile optional;
 * the add form has the send-set-password-email switch; the role options and the default come from
 * the screen. Success and failure toasts (spec 1 §8).
 */
export function UserFormModal({ screen, user, onSaved, onClose }: UserFormModalProps) {
  useAdminMessages();
  const { t } = useT();
  const create = useRouteMutation('usersCreate', { invalidates: USER_LISTS });
  const update = useRouteMutation('usersUpdate', { invalidates: USER_LISTS });
  const notify = useNotify();
  const titleId = useId();
  const { register, handleSubmit, formState } = useForm<UserForm>({
    resolver: zodResolver(userFormSchema(screen)),
    defaultValues: initialValues(screen, user),
    mode: 'onTouched',
  });
  const { errors } = formState;
  const saving = create.isPending || update.isPending;

  const onSubmit = handleSubmit(async (values) => {
    if (values.role === null) return;
    const fields = {
      name: values.name.trim(),
      email: values.email.trim(),
      nickname: values.nickname.trim(),
      role: values.role,
      mobile: values.mobile?.trim() ? values.mobile.trim() : null,
    };
    try {
      if (user) await update.mutateAsync({ params: { id: user.id }, body: fields });
      else
        await create.mutateAsync({
          body: { ...fields, send_set_password_email: values.send_set_password_email ?? false },
        });
      notify.success(user ? 'toast-user-updated' : 'toast-user-created');
      onSaved?.();
      onClose();
    } catch {
      notify.danger(user ? 'toast-user-update-error' : 'toast-user-create-error');
    }
  });

  const roles = userRoleOptions(screen).map((slug) => ({ value: slug, label: t(roleLabelKey(slug)) }));
  return (
    <Modal open onClose={onClose} labelledBy={titleId} state={saving ? 'submitting' : 'loaded'}>
      <h2 id={titleId}>{t(popupTitle(screen, user !== null))}</h2>
      <Form onSubmit={onSubmit} noValidate aria-busy={saving}>
        <TextField
          label={t('admin-users-name')}
          autoComplete="off"
          error={fieldErrorText(t, errors.name)}
          {...register('name')}
        />
        <TextField
          label={t('admin-users-email')}
          type="email"
          autoComplete="off"
          error={fieldErrorText(t, errors.email)}
          {...register('email')}
        />
        <TextField
          label={t('admin-users-nickname')}
          autoComplete="off"
          error={fieldErrorText(t, errors.nickname)}
          {...register('nickname')}
        />
        <TextField label={t('admin-users-mobile')} type="tel" autoComplete="off" {...register('mobile')} />
        <SelectField
          label={t('admin-users-role')}
          options={roles}
          placeholder={t('common-select-placeholder')}
          error={fieldErrorText(t, errors.role)}
          {...register('role', { setValueAs: (value: string | null) => (value ? value : null) })}
        />
        {user ? null : (
          <Switch label={t('admin-users-send-set-password-email')} {...register('send_set_password_email')} />
        )}
        <ModalFormActions onCancel={onClose} submitDisabled={saving} />
      </Form>
    </Modal>
  );
}
