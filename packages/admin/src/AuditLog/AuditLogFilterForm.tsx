import { AUDIT_ACTIONS } from '@pulzus/core';
import { Button, SelectField, TextField, useT } from '@pulzus/widgets';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { AUDIT_ACTION_KEYS } from './audit-log-labels';
import { type AuditLogFilterDraft, EMPTY_AUDIT_LOG_DRAFT, toBeforeFrom } from './audit-log-filters';

const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

/** The fields side by side as room allows, one under the other on a phone. */
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Props of {@link AuditLogFilterForm}. */
export interface AuditLogFilterFormProps {
  /** The session account's name, in the scope choice. */
  accountName: string;
  /** Called with the form's fields when it is submitted, or with the empty form when it is cleared. */
  onApply: (draft: AuditLogFilterDraft) => void;
}

/** The audit log's filters: actor, subject, action, first and last day, and whose events; applied on submit. */
export function AuditLogFilterForm({ accountName, onApply }: AuditLogFilterFormProps) {
  const { t } = useT();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AuditLogFilterDraft>({ defaultValues: EMPTY_AUDIT_LOG_DRAFT });
  const submit = handleSubmit(onApply);
  const actions = AUDIT_ACTIONS.map((action) => ({ value: action, label: t(AUDIT_ACTION_KEYS[action]) }));
  const scopes = [
    { value: 'account', label: t('admin-audit-log-scope-account', { account: accountName }) },
    { value: 'platform', label: t('admin-audit-log-scope-platform') },
  ];

  return (
    <Filters
      aria-labelledby="audit-log-filters-title"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-component="Pulzus.AuditLogFilters"
    >
      <h2 id="audit-log-filters-title">{t('admin-audit-log-filters')}</h2>
      <Fields>
        <TextField
          label={t('admin-audit-log-actor')}
          hint={t('admin-audit-log-actor-hint')}
          autoComplete="off"
          {...register('actor')}
        />
        <TextField
          label={t('admin-audit-log-subject')}
          hint={t('admin-audit-log-subject-hint')}
          autoComplete="off"
          {...register('subject')}
        />
        <SelectField
          label={t('admin-audit-log-action')}
          placeholder={t('admin-audit-log-action-any')}
          options={actions}
          {...register('action')}
        />
        <SelectField label={t('admin-audit-log-scope')} options={scopes} {...register('scope')} />
        <TextField type="date" label={t('admin-audit-log-from')} {...register('from')} />
        <TextField
          type="date"
          label={t('admin-audit-log-to')}
          error={errors.to ? t('admin-audit-log-to-before-from') : undefined}
          {...register('to', { validate: (to, draft) => !toBeforeFrom(draft.from, to) })}
        />
      </Fields>
      <Actions>
        <Button type="submit">{t('admin-audit-log-apply')}</Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            reset(EMPTY_AUDIT_LOG_DRAFT);
            onApply(EMPTY_AUDIT_LOG_DRAFT);
          }}
        >
          {t('admin-audit-log-reset')}
        </Button>
      </Actions>
    </Filters>
  );
}
