import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type WorkerGroupForm, workerGroupCode, zWorkerGroupForm } from '@pulzus/core';
import { Form, Modal, TextField, useRouteMutation, useT } from '@pulzus/widgets';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fieldErrorText } from '../shared/form-error';
import { useNotify } from '../shared/useNotify';
import { ModalFormActions } from '../shared/ModalFormActions';
import { useAdminMessages } from '../shared/useAdminMessages';

/** Props of {@link WorkerGroupFormModal}. */
export interface WorkerGroupFormModalProps {
  /** Called after a successful save, once the worker group lists have reloaded; default none. */
  onSaved?: () => void;
  /** Called when the popup closes. */
  onClose: () => void;
}

/**
 * The add worker group popup (spec 1 §2, §5): the name is required; the code is the company's own, or, left empty,
 * the slug derived from the name, shown as the field's hint (spec 1 §3). A code another group has is a field error;
 * other failures a toast (spec 1 §8).
 */
export function WorkerGroupFormModal({ onSaved, onClose }: WorkerGroupFormModalProps) {
  useAdminMessages();
  const { t } = useT();
  const create = useRouteMutation('workerGroupsCreate', { invalidates: ['workerGroupsList'] });
  const notify = useNotify();
  const titleId = useId();
  const { register, control, handleSubmit, formState, setError } = useForm<WorkerGroupForm>({
    resolver: zodResolver(zWorkerGroupForm),
    defaultValues: { name: '', code: '' },
    mode: 'onTouched',
  });
  const name = useWatch({ control, name: 'name' });
  const { errors } = formState;
  const saving = create.isPending;

  const onSubmit = handleSubmit(async (values) => {
    const code = (values.code ?? '').trim();
    try {
      await create.mutateAsync({ body: { name: values.name.trim(), ...(code ? { code } : {}) } });
      notify.success('toast-worker-group-created');
      onSaved?.();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'conflict') {
        // the code is taken: the one typed, or the one the name gives
        setError(
          code ? 'code' : 'name',
          { message: 'admin-worker-groups-code-taken' },
          { shouldFocus: true },
        );
        return;
      }
      notify.danger('toast-worker-group-create-error');
    }
  });

  return (
    <Modal open onClose={onClose} labelledBy={titleId} state={saving ? 'submitting' : 'loaded'}>
      <h2 id={titleId}>{t('admin-worker-groups-add-popup-title')}</h2>
      <Form onSubmit={onSubmit} noValidate aria-busy={saving}>
        <TextField
          label={t('admin-worker-groups-name')}
          autoComplete="off"
          error={fieldErrorText(t, errors.name)}
          {...register('name')}
        />
        <TextField
          label={t('admin-worker-groups-code')}
          autoComplete="off"
          placeholder={workerGroupCode(name)}
          hint={t('admin-worker-groups-code-hint', { code: workerGroupCode(name) || '–' })}
          error={fieldErrorText(t, errors.code)}
          {...register('code')}
        />
        <ModalFormActions onCancel={onClose} submitDisabled={saving} />
      </Form>
    </Modal>
  );
}
