import { zodResolver } from '@hookform/resolvers/zod';
import { type Account, type AccountForm, newAccountForm, zAccountForm } from '@pulzus/core';
import {
  Checkbox,
  Form,
  LoadError,
  Loading,
  Modal,
  pulzusQueryKeys,
  TextField,
  useApiClient,
  useT,
} from '@pulzus/widgets';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { adminQueryKeys } from '../shared/admin-query-keys';
import { fieldErrorText } from '../shared/form-error';
import { useNotify } from '../shared/useNotify';
import { ModalFormActions } from '../shared/ModalFormActions';

const Languages = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  small { color: ${({ theme }) => theme.colors.danger}; }
`;

/** Props of {@link AccountFormModal}. */
export interface AccountFormModalProps {
  /** The account edited, or null to add a new one. */
  account: Account | null;
  /** Called when the popup closes (saved or cancelled). */
  onClose: () => void;
}

function initialValues(account: Account | null): AccountForm {
  if (!account) return newAccountForm();
  return { name: account.name, lang_ids: account.languages.map((language) => language.id) };
}

/**
 * The add/edit account popup (spec 1 §2, §5): the name is required and at least one language must
 * be ticked; a new account starts with language id 1. Success and failure toasts (spec 1 §8).
 */
export function AccountFormModal({ account, onClose }: AccountFormModalProps) {
  const { t } = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const titleId = useId();
  const languages = useQuery({ queryKey: adminQueryKeys.languages(), queryFn: () => client.languages() });
  const { register, control, handleSubmit, formState } = useForm<AccountForm>({
    resolver: zodResolver(zAccountForm),
    defaultValues: initialValues(account),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const body = { name: values.name.trim(), lang_ids: values.lang_ids };
    try {
      if (account) await client.accountsUpdate({ params: { id: account.id }, body });
      else await client.accountsAdd({ body });
      notify.success(account ? 'toast-account-updated' : 'toast-account-created');
      await queryClient.invalidateQueries({ queryKey: pulzusQueryKeys.accounts() });
      onClose();
    } catch {
      notify.danger(account ? 'toast-account-update-error' : 'toast-account-create-error');
    }
  });

  const languageError = fieldErrorText(t, errors.lang_ids?.root ?? errors.lang_ids);
  return (
    <Modal
      open
      onClose={onClose}
      labelledBy={titleId}
      state={isSubmitting ? 'submitting' : languages.isPending ? 'loading' : 'loaded'}
    >
      <h2 id={titleId}>
        {t(account ? 'admin-accounts-edit-popup-title' : 'admin-accounts-add-popup-title')}
      </h2>
      {languages.isPending ? (
        <Loading />
      ) : languages.isError ? (
        <LoadError error={languages.error} />
      ) : (
        <Form onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
          <TextField
            label={t('admin-accounts-name')}
            autoComplete="off"
            error={fieldErrorText(t, errors.name)}
            {...register('name')}
          />
          <Controller
            control={control}
            name="lang_ids"
            render={({ field }) => (
              <Languages
                aria-invalid={languageError !== undefined}
                aria-describedby={languageError ? `${titleId}-languages-error` : undefined}
              >
                <legend>{t('admin-accounts-languages')}</legend>
                {languages.data.languages.map((language) => (
                  <Checkbox
                    key={language.id}
                    label={language.name}
                    checked={field.value.includes(language.id)}
                    onBlur={field.onBlur}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked
                          ? [...field.value, language.id]
                          : field.value.filter((id) => id !== language.id),
                      )
                    }
                  />
                ))}
                {languageError ? <small id={`${titleId}-languages-error`}>{languageError}</small> : null}
              </Languages>
            )}
          />
          <ModalFormActions onCancel={onClose} submitDisabled={isSubmitting} />
        </Form>
      )}
    </Modal>
  );
}
