import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEMOGRAPHY_TYPES,
  type Demography,
  type DemographyForm,
  type DemographyFormValues,
  type WorkerGroup,
  zDemographyForm,
} from '@pulzus/core';
import {
  Checkbox,
  Form,
  Modal,
  SelectField,
  surveyDateScope,
  TextField,
  useRouteMutation,
  useSession,
  useT,
} from '@pulzus/widgets';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { fieldErrorText } from '../shared/form-error';
import { useNotify } from '../shared/useNotify';
import { DemographyAnswerRows } from './DemographyAnswerRows';
import { demographyCreateBody, demographyFormOf, demographyUpdateBody } from './demography-form-values';
import { ModalFormActions } from '../shared/ModalFormActions';
import { framedFields } from '../shared/layout-styles';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Groups = styled.fieldset`
  ${framedFields}
  legend { font-weight: ${({ theme }) => theme.font.weight.bold}; }
  small { color: ${({ theme }) => theme.colors.danger}; }
`;

/** Props of {@link DemographyFormModal}. */
export interface DemographyFormModalProps {
  /** The survey date the demography belongs to. */
  surveyDateId: number;
  /** The demography edited, or null to add a new one. */
  demography: Demography | null;
  /** The session account's worker groups to choose from. */
  workerGroups: readonly WorkerGroup[];
  /** Called after a save, once the date's lists have reloaded; default none. */
  onSaved?: () => void;
  /** Called when the server refused the change because the date has responses (spec 2 §4). */
  onLocked: (error: unknown) => boolean;
  /** Called when the popup closes. */
  onClose: () => void;
}

/**
 * The large add/edit demography form (spec 2 §2, §5): name, code, type (default survey) and worker
 * groups required; answer rows with a name and a numeric value, an optional no-answer switch,
 * added, removed and reordered with wrap-around. Edit prefills everything including the answer ids,
 * which are sent back so kept answers stay the same. Toasts per spec 2 §8.
 */
export function DemographyFormModal({
  surveyDateId,
  demography,
  workerGroups,
  onSaved,
  onLocked,
  onClose,
}: DemographyFormModalProps) {
  const { t } = useT();
  const { sessionAccountId } = useSession();
  const reloads = { invalidates: [surveyDateScope(sessionAccountId, surveyDateId)] };
  const update = useRouteMutation('demographiesUpdate', reloads);
  const create = useRouteMutation('demographiesCreate', reloads);
  const notify = useNotify();
  const titleId = useId();
  const { register, control, handleSubmit, formState } = useForm<
    DemographyForm,
    unknown,
    DemographyFormValues
  >({
    resolver: zodResolver(zDemographyForm),
    defaultValues: demographyFormOf(demography),
    mode: 'onTouched',
  });
  const { errors } = formState;
  const saving = update.isPending || create.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (demography) {
        await update.mutateAsync({
          params: { id: demography.id },
          body: demographyUpdateBody(surveyDateId, values),
        });
      } else {
        await create.mutateAsync({
          params: { id: surveyDateId },
          body: demographyCreateBody(surveyDateId, values),
        });
      }
      notify.success(demography ? 'toast-demography-updated' : 'toast-demography-created');
      onSaved?.();
      onClose();
    } catch (error) {
      notify.danger(demography ? 'toast-demography-update-error' : 'toast-demography-create-error');
      // a locked date cannot take the change at all: the popup closes on the editing-disabled notice
      if (onLocked(error)) onClose();
    }
  });

  const groupsError = fieldErrorText(t, errors.worker_groups?.root ?? errors.worker_groups);
  const groupsErrorId = `${titleId}-groups-error`;
  return (
    <Modal open onClose={onClose} labelledBy={titleId} size="lg" state={saving ? 'submitting' : 'loaded'}>
      <h2 id={titleId}>
        {t(demography ? 'admin-demographies-edit-popup-title' : 'admin-demographies-add-popup-title')}
      </h2>
      <Form onSubmit={onSubmit} noValidate aria-busy={saving}>
        <Fields>
          <TextField
            label={t('admin-demographies-name')}
            autoComplete="off"
            error={fieldErrorText(t, errors.name)}
            {...register('name')}
          />
          <TextField
            label={t('admin-demographies-code')}
            autoComplete="off"
            error={fieldErrorText(t, errors.code)}
            {...register('code')}
          />
          <SelectField
            label={t('admin-demographies-type')}
            options={DEMOGRAPHY_TYPES.map((type) => ({
              value: type,
              label: t(`admin-demographies-type-${type}`),
            }))}
            error={fieldErrorText(t, errors.type)}
            {...register('type')}
          />
        </Fields>
        <Controller
          control={control}
          name="worker_groups"
          render={({ field }) => (
            <Groups
              aria-invalid={groupsError !== undefined}
              aria-describedby={groupsError ? groupsErrorId : undefined}
            >
              <legend>{t('admin-demographies-worker-groups')}</legend>
              {workerGroups.map((group, index) => (
                <Checkbox
                  key={group.id}
                  // the first box takes the focus when the choice is missing on submit
                  ref={index === 0 ? field.ref : undefined}
                  label={group.name}
                  checked={field.value.includes(group.id)}
                  onBlur={field.onBlur}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked ? [...field.value, group.id] : field.value.filter((id) => id !== group.id),
                    )
                  }
                />
              ))}
              {groupsError ? <small id={groupsErrorId}>{groupsError}</small> : null}
            </Groups>
          )}
        />
        <DemographyAnswerRows control={control} register={register} errors={errors} />
        <ModalFormActions onCancel={onClose} submitDisabled={saving} />
      </Form>
    </Modal>
  );
}
