import { type SessionAccountForm, zSessionAccountForm } from '@pulzus/core';
import {
  Button,
  Form,
  LoadError,
  Modal,
  routeQuery,
  SelectField,
  useApiClient,
  useSession,
  useSwitchSessionAccount,
  useT,
  useToasts,
} from '@pulzus/widgets';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useSessionAccountDialog } from './session-account-dialog-store';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The loaded dialog: the account select, submit and close; closes after a successful switch (spec 1 §2, §4, §5). */
function AccountForm({
  accounts,
  onClose,
}: {
  accounts: { id: number; name: string }[];
  onClose: () => void;
}) {
  const { t } = useT();
  const { sessionAccountId } = useSession();
  const switchAccount = useSwitchSessionAccount();
  const show = useToasts((state) => state.show);
  const { register, handleSubmit, formState } = useForm<SessionAccountForm>({
    resolver: zodResolver(zSessionAccountForm),
    defaultValues: sessionAccountId ? { account_id: sessionAccountId } : {},
  });
  const { errors, isSubmitting, touchedFields, isSubmitted } = formState;
  // spec 1 §5: a field shows invalid only once touched
  const invalid = errors.account_id !== undefined && (touchedFields.account_id || isSubmitted);

  const onSubmit = handleSubmit(async ({ account_id }) => {
    try {
      await switchAccount(account_id);
      show('success', t('toast-session-account-switched'));
      onClose();
    } catch {
      show('danger', t('toast-session-account-switch-error'));
    }
  });

  return (
    <Form
      onSubmit={onSubmit}
      noValidate
      aria-busy={isSubmitting}
      data-state={isSubmitting ? 'submitting' : 'loaded'}
    >
      <SelectField
        id="session-account-select"
        label={t('session-account-dialog-account')}
        placeholder={t('common-select-placeholder')}
        options={accounts.map((account) => ({ value: account.id, label: account.name }))}
        error={invalid ? t('required-field') : undefined}
        disabled={isSubmitting}
        {...register('account_id', {
          setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
        })}
      />
      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('common-close')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {t('session-account-dialog-submit')}
        </Button>
      </Actions>
    </Form>
  );
}

/** The session-account dialog: loading, loaded and submitting states over the enabled accounts (spec 1 §2). */
export function SessionAccountDialog() {
  const { t } = useT();
  const client = useApiClient();
  const { open, hide } = useSessionAccountDialog();
  const { sessionAccountId } = useSession();
  const accounts = useQuery({
    ...routeQuery(client, sessionAccountId, 'accountsList'),
    enabled: open,
  });
  const enabled = accounts.data?.accounts.filter((account) => !account.is_disabled) ?? [];
  let state = 'loaded';
  if (accounts.isPending) state = 'loading';
  else if (accounts.isError) state = 'error';
  return (
    <Modal open={open} onClose={hide} labelledBy="session-account-title" state={state}>
      <h2 id="session-account-title">{t('session-account-dialog-title')}</h2>
      {accounts.isPending ? (
        <p role="status">{t('session-account-dialog-loading')}</p>
      ) : accounts.isError ? (
        <>
          <LoadError error={accounts.error} />
          <Actions>
            <Button type="button" $variant="secondary" onClick={hide}>
              {t('common-close')}
            </Button>
          </Actions>
        </>
      ) : (
        <AccountForm accounts={enabled} onClose={hide} />
      )}
    </Modal>
  );
}
