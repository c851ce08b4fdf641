import type { ProviderQuestion, WorkerGroup } from '@pulzus/core';
import { Alert, Button, ConfirmDialog, useT } from '@pulzus/widgets';
import { useId, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';

import { newTopic, type QuestionsFormValues, topicControls } from './questions-rules';
import { AddRow, GroupSection } from './questions-styles';
import { TopicEditor } from './TopicEditor';
import type { ProviderItemsStatus } from './useQuestionsData';
import { useFocusAfterClose } from './useFocusAfterClose';

/** Props of {@link WorkerGroupTopics}. */
export interface WorkerGroupTopicsProps {
  /** The worker group. */
  workerGroup: WorkerGroup;
  /** Its index in the form. */
  groupIndex: number;
  /** The statements of its provider survey on the date, which questions are chosen from. */
  items: readonly ProviderQuestion[];
  /** Whether those statements are at hand; without them codes are typed by hand, and a note says why. */
  itemStatus: ProviderItemsStatus;
}

/**
 * The topics of one worker group (spec 2 §2): each topic with its questions, a button to add a
 * topic for this group, and a confirmed topic delete (spec 2 §2, §4).
 */
export function WorkerGroupTopics({ workerGroup, groupIndex, items, itemStatus }: WorkerGroupTopicsProps) {
  const { t } = useT();
  const headingId = useId();
  const { control } = useFormContext<QuestionsFormValues>();
  const topics = useFieldArray({ control, name: `groups.${groupIndex}.topics` });
  const [deleting, setDeleting] = useState<number | null>(null);
  const addTopicFocus = useFocusAfterClose<HTMLButtonElement>();

  const onDeleteTopic = () => {
    if (deleting !== null) topics.remove(deleting);
    setDeleting(null);
    // the deleted topic's button is gone: focus stays in the worker group
    addTopicFocus.request();
  };

  return (
    <GroupSection aria-labelledby={headingId} data-worker-group={workerGroup.id}>
      <h2 id={headingId}>{workerGroup.name}</h2>
      {items.length ? null : (
        <Alert tone={itemStatus === 'error' ? 'warning' : 'primary'}>
          {t(
            itemStatus === 'error'
              ? 'admin-questions-manual-load-failed'
              : 'admin-questions-manual-no-survey',
          )}
        </Alert>
      )}
      {topics.fields.map((field, i) => (
        <TopicEditor
          key={field.id}
          groupIndex={groupIndex}
          topicIndex={i}
          controls={topicControls(topics.fields, i)}
          items={items}
          onDelete={() => setDeleting(i)}
        />
      ))}
      <AddRow>
        <Button
          ref={addTopicFocus.ref}
          type="button"
          $variant="secondary"
          aria-label={`${t('admin-questions-add-topic')}: ${workerGroup.name}`}
          onClick={() => topics.append(newTopic())}
        >
          {t('admin-questions-add-topic')}
        </Button>
      </AddRow>
      {deleting !== null ? (
        <ConfirmDialog
          open
          message={t('admin-questions-confirm-delete-topic')}
          onConfirm={onDeleteTopic}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </GroupSection>
  );
}
