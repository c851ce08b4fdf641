import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CollectorEditForm,
  type Demography,
  type ProviderCollector,
  type WorkerGroup,
  zCollectorEditForm,
} from '@pulzus/core';
import { Form, Modal, SelectField, TextField, useT } from '@pulzus/widgets';
import { useId } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorText } from '../shared/form-error';
import type { CollectorDraft } from './collector-drafts';
import { ModalFormActions } from '../shared/ModalFormActions';

type EditValues = z.output<typeof zCollectorEditForm>;

/** Props of {@link CollectorEditModal}. */
export interface CollectorEditModalProps {
  /** The collector edited, or null to add a new one. */
  draft: CollectorDraft | null;
  /** The provider collectors of the date. */
  providerCollectors: readonly ProviderCollector[];
  /** Provider collector ids other collectors already use: offered, but not choosable. */
  usedProviderCollectorIds: ReadonlySet<string>;
  /** The account's worker groups. */
  workerGroups: readonly WorkerGroup[];
  /** The date's collector-type demographies: an answer select each. */
  demographies: readonly Demography[];
  /** Called with the finished collector. */
  onDone: (draft: CollectorDraft) => void;
  /** Called when the popup closes. */
  onClose: () => void;
}

const toNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

function initialValues(
  draft: CollectorDraft | null,
  demographies: readonly Demography[],
): DefaultValues<CollectorEditForm> {
  return {
    sm_collector_id: draft?.sm_collector_id ?? '',
    ...(draft ? { worker_group_id: draft.worker_group_id } : {}),
    headcount: draft?.headcount ?? '',
    demographies: demographies.map((demography) => ({
      demography_id: demography.id,
      demography_answer_id:
        draft?.demographies.find((d) => d.demography_id === demography.id)?.demography_answer_id ?? null,
    })),
  };
}

/**
 * The edit collector popup (spec 2 §2, §5): provider collector id, worker group and headcount
 * required, an answer per collector-type demography; finish is disabled while the form is invalid,
 * and a field shows its error once touched. Finishing changes the list; the screen's save stores it.
 */
export function CollectorEditModal({
  draft,
  providerCollectors,
  usedProviderCollectorIds,
  workerGroups,
  demographies,
  onDone,
  onClose,
}: CollectorEditModalProps) {
  const { t } = useT();
  const titleId = useId();
  const newKey = useId();
  const { register, handleSubmit, formState } = useForm<CollectorEditForm, unknown, EditValues>({
    resolver: zodResolver(zCollectorEditForm),
    defaultValues: initialValues(draft, demographies),
    mode: 'onChange',
  });
  const { errors, touchedFields, dirtyFields, isValid } = formState;
  // spec 1 §5 generic rule: a field shows invalid only once touched (left or changed)
  const shown = (
    name: 'sm_collector_id' | 'worker_group_id' | 'headcount',
    error: { message?: unknown } | undefined,
  ) => (touchedFields[name] || dirtyFields[name] ? fieldErrorText(t, error) : undefined);

  // a stored id the provider list no longer has stays choosable
  const choices =
    draft && !providerCollectors.some((c) => c.id === draft.sm_collector_id)
      ? [{ id: draft.sm_collector_id, title: draft.sm_collector_id }, ...providerCollectors]
      : providerCollectors;

  const onSubmit = handleSubmit((values) => {
    onDone({
      key: draft?.key ?? `new-${newKey}`,
      ...(draft?.id === undefined ? {} : { id: draft.id }),
      sm_collector_id: String(values.sm_collector_id),
      worker_group_id: values.worker_group_id,
      headcount: String(values.headcount),
      demographies: values.demographies.flatMap(({ demography_id, demography_answer_id }) =>
        demography_answer_id === null ? [] : [{ demography_id, demography_answer_id }],
      ),
    });
    onClose();
  });

  return (
    <Modal open onClose={onClose} labelledBy={titleId} state="loaded">
      <h2 id={titleId}>{t(draft ? 'admin-collectors-edit-popup-title' : 'admin-collectors-add')}</h2>
      <Form onSubmit={onSubmit} noValidate>
        <SelectField
          label={t('admin-collectors-collector-id')}
          placeholder={t('common-select-placeholder')}
          options={choices.map((collector) => ({
            value: collector.id,
            label: collector.title === collector.id ? collector.id : `${collector.title} (${collector.id})`,
            disabled: collector.id !== draft?.sm_collector_id && usedProviderCollectorIds.has(collector.id),
          }))}
          error={shown('sm_collector_id', errors.sm_collector_id)}
          {...register('sm_collector_id')}
        />
        <SelectField
          label={t('admin-collectors-worker-group')}
          placeholder={t('common-select-placeholder')}
          options={workerGroups.map((group) => ({ value: group.id, label: group.name }))}
          error={shown('worker_group_id', errors.worker_group_id)}
          {...register('worker_group_id', { setValueAs: toNumber })}
        />
        <TextField
          label={t('admin-collectors-headcount')}
          inputMode="numeric"
          autoComplete="off"
          error={shown('headcount', errors.headcount)}
          {...register('headcount')}
        />
        {demographies.map((demography, index) => (
          <SelectField
            key={demography.id}
            label={demography.name}
            placeholder={t('admin-collectors-no-answer')}
            options={demography.answers.map((answer) => ({ value: answer.id, label: answer.name }))}
            {...register(`demographies.${index}.demography_answer_id`, { setValueAs: toNumber })}
          />
        ))}
        <ModalFormActions onCancel={onClose} submitDisabled={!isValid} submitLabel="common-finish" />
      </Form>
    </Modal>
  );
}
