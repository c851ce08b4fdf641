import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Account,
  type AccountForm,
  errorMessageKey,
  isApiError,
  isMessageKey,
  MIN_GROUP_SIZE,
  newAccountForm,
  zAccountForm,
} from '@pulzus/core';
import {
  Checkbox,
  Form,
  LoadError,
  Loading,
  Modal,
  routeQuery,
  TextField,
  useApiClient,
  useRouteMutation,
  useSession,
  useT,
} from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { fieldErrorText } from '../shared/form-error';
import { useNotify } from '../shared/useNotify';
import { ModalFormActions } from '../shared/ModalFormActions';
import { useAdminMessages } from '../shared/useAdminMessages';
import { framedFields } from '../shared/layout-styles';

const Languages = styled.fieldset`
  ${framedFields}
  small { color: ${({ theme }) => theme.colors.danger}; }
`;

/** Props of {@link AccountFormModal}. */
export interface AccountFormModalProps {
  /** The account edited, or null to add a new one. */
  account: Account | null;
  /** The server's `MIN_GROUP_SIZE`: what an empty k means and the lowest k allowed (graphs.md "Privacy"). */
  serverMinGroupSize: number;
  /** Called when the popup closes (saved or cancelled). */
  onClose: () => void;
}

function initialValues(account: Account | null): AccountForm {
  if (!account) return newAccountForm();
  return {
    name: account.name,
    lang_ids: account.languages.map((language) => language.id),
    min_group_size: account.min_group_size,
    time_zone: account.time_zone,
  };
}

/** An empty number field is null (the server's k); anything else its number (NaN fails the form rule). */
const toNumberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** The server's answers about k, shown under the k field rather than as a toast. */
const K_FIELD_CODES: readonly string[] = ['min-group-size-out-of-range', 'min-group-size-below-server'];

/**
 * The add/edit account popup (spec 1 §2, §5): the name is required and at least one language must
 * be ticked; a new account starts with language id 1. The minimum group size k is empty (the
 * server's) or 3..10, never below the server's; the server's refusals show under that field. The time
 * zone (an IANA name, Europe/Budapest for a new account) is the one reports and e-mails print times in.
 * Success and failure toasts (spec 1 §8).
 */
export function AccountFormModal({ account, serverMinGroupSize, onClose }: AccountFormModalProps) {
  useAdminMessages();
  const { t } = useT();
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const notify = useNotify();
  const titleId = useId();
  const languages = useQuery(routeQuery(client, sessionAccountId, 'languages'));
  const add = useRouteMutation('accountsAdd', { invalidates: ['accountsList'] });
  const update = useRouteMutation('accountsUpdate', { invalidates: ['accountsList'] });
  const { register, control, handleSubmit, setError, formState } = useForm<AccountForm>({
    resolver: zodResolver(zAccountForm),
    defaultValues: initialValues(account),
    mode: 'onTouched',
  });
  const { errors } = formState;
  const saving = add.isPending || update.isPending;

  const onSubmit = handleSubmit(async (values) => {
    const body = {
      name: values.name.trim(),
      lang_ids: values.lang_ids,
      min_group_size: values.min_group_size,
      time_zone: values.time_zone.trim(),
    };
    try {
      if (account) await update.mutateAsync({ params: { id: account.id }, body });
      else await add.mutateAsync({ body });
      notify.success(account ? 'toast-account-updated' : 'toast-account-created');
      onClose();
    } catch (error) {
      if (isApiError(error) && K_FIELD_CODES.includes(error.code)) {
        setError('min_group_size', { message: errorMessageKey(error.code) }, { shouldFocus: true });
        return;
      }
      if (isApiError(error) && error.code === 'time-zone-unknown') {
        setError('time_zone', { message: errorMessageKey(error.code) }, { shouldFocus: true });
        return;
      }
      notify.danger(account ? 'toast-account-update-error' : 'toast-account-create-error');
    }
  });

  const languageError = fieldErrorText(t, errors.lang_ids?.root ?? errors.lang_ids);
  // one lower limit everywhere, the help text and every refusal alike: the server's minimum, itself never below 3
  const kRange = { min: Math.max(MIN_GROUP_SIZE.min, serverMinGroupSize), max: MIN_GROUP_SIZE.max };
  const kMessage = errors.min_group_size?.message;
  const kError = typeof kMessage === 'string' && isMessageKey(kMessage) ? t(kMessage, kRange) : undefined;
  return (
    <Modal
      open
      onClose={onClose}
      labelledBy={titleId}
      state={saving ? 'submitting' : languages.isPending ? 'loading' : 'loaded'}
    >
      <h2 id={titleId}>
        {t(account ? 'admin-accounts-edit-popup-title' : 'admin-accounts-add-popup-title')}
      </h2>
      {languages.isPending ? (
        <Loading />
      ) : languages.isError ? (
        <LoadError error={languages.error} />
      ) : (
        <Form onSubmit={onSubmit} noValidate aria-busy={saving}>
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
          <TextField
            label={t('admin-accounts-min-group-size')}
            hint={t('admin-accounts-min-group-size-hint', kRange)}
            type="number"
            inputMode="numeric"
            min={kRange.min}
            max={kRange.max}
            step={1}
            autoComplete="off"
            error={kError}
            {...register('min_group_size', { setValueAs: toNumberOrNull })}
          />
          <TextField
            label={t('admin-accounts-time-zone')}
            hint={t('admin-accounts-time-zone-hint')}
            autoComplete="off"
            spellCheck={false}
            error={fieldErrorText(t, errors.time_zone)}
            {...register('time_zone')}
          />
          <ModalFormActions onCancel={onClose} submitDisabled={saving} />
        </Form>
      )}
    </Modal>
  );
}
