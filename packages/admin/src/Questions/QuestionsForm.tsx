import type { Topic, ProviderQuestion, WorkerGroup } from '@pulzus/core';
import { useT } from '@pulzus/widgets';
import { FormProvider, useForm } from 'react-hook-form';
import { questionsResolver } from './questions-resolver';
import { type QuestionsFormValues, toWorkerGroupDraft } from './questions-rules';
import { Fields } from './questions-styles';
import type { ProviderItemsStatus } from './useQuestionsData';
import { WorkerGroupTopics } from './WorkerGroupTopics';

/** Props of {@link QuestionsForm}. */
export interface QuestionsFormProps {
  /** The form's id, for the save button outside it. */
  id: string;
  /** The worker groups, in order. */
  workerGroups: readonly WorkerGroup[];
  /** The stored topics by worker group id. */
  topics: ReadonlyMap<number, readonly Topic[]>;
  /** The provider survey items by worker group id. */
  items: ReadonlyMap<number, readonly ProviderQuestion[]>;
  /** Whether each worker group's provider survey items are at hand, by worker group id. */
  itemStatus: ReadonlyMap<number, ProviderItemsStatus>;
  /** Whether editing is disabled (the date has responses, spec 2 §4): every control is disabled. */
  locked: boolean;
  /** Whether a save is running. */
  busy: boolean;
  /** Saves the valid values. */
  onSave: (values: QuestionsFormValues) => Promise<unknown>;
}

/**
 * The topics and questions of every worker group on one date as one form: validated on save
 * (spec 2 §5, the first invalid field takes the focus), then handed to `onSave`.
 */
export function QuestionsForm({
  id,
  workerGroups,
  topics,
  items,
  itemStatus,
  locked,
  busy,
  onSave,
}: QuestionsFormProps) {
  const { t } = useT();
  const form = useForm<QuestionsFormValues>({
    resolver: questionsResolver,
    defaultValues: {
      groups: workerGroups.map((group) =>
        toWorkerGroupDraft(
          group.id,
          topics.get(group.id) ?? [],
          t('admin-questions-commitment-default-name'),
        ),
      ),
    },
  });
  return (
    <FormProvider {...form}>
      <form
        id={id}
        noValidate
        aria-busy={busy}
        aria-label={t('admin-questions-title')}
        data-state={locked ? 'locked' : busy ? 'submitting' : 'editing'}
        onSubmit={form.handleSubmit(onSave)}
      >
        <Fields disabled={locked}>
          {workerGroups.map((group, g) => (
            <WorkerGroupTopics
              key={group.id}
              workerGroup={group}
              groupIndex={g}
              items={items.get(group.id) ?? []}
              itemStatus={itemStatus.get(group.id) ?? 'none'}
            />
          ))}
        </Fields>
      </form>
    </FormProvider>
  );
}
