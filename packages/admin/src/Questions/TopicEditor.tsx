import { type SmQuestion, topicColorHex } from '@pulzus/core';
import { Button, ConfirmDialog, Switch, TextField, useT } from '@pulzus/widgets';
import { type CSSProperties, useId, useState } from 'react';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { fieldErrorText } from '../shared/form-error';
import {
  newQuestion,
  type QuestionsFormValues,
  providerItemTitle,
  type TopicControls,
} from './questions-rules';
import { AddRow, Note, QuestionRow, TopicCard, TopicFields, TopicHeader } from './questions-styles';
import { TopicColorSelect } from './TopicColorSelect';
import { useFocusAfterClose } from './useFocusAfterClose';

/** Props of {@link TopicEditor}. */
export interface TopicEditorProps {
  /** The worker group's index in the form. */
  groupIndex: number;
  /** The topic's index in its worker group. */
  topicIndex: number;
  /** What the topic shows (`topicControls`). */
  controls: TopicControls;
  /** The id of the worker group's datalist of provider survey items. */
  itemListId: string;
  /** The provider survey items, to fill an empty question text from a chosen code. */
  items: readonly SmQuestion[];
  /** Asks to delete the topic (the caller confirms). */
  onDelete: () => void;
}

/**
 * One topic (spec 2 §2, §4): its fixed or numbered title; for non-commitment topics the name, the
 * include-in-satisfaction-index switch, the background colour and (unless it is the second topic)
 * a delete button; its questions (code and text) with add and a confirmed delete.
 */
export function TopicEditor({
  groupIndex,
  topicIndex,
  controls,
  itemListId,
  items,
  onDelete,
}: TopicEditorProps) {
  const { t } = useT();
  const titleId = useId();
  const base = `groups.${groupIndex}.topics.${topicIndex}` as const;
  const { control, register, getValues, setValue, formState } = useFormContext<QuestionsFormValues>();
  const questions = useFieldArray({ control, name: `${base}.questions` });
  const bgColor = useWatch({ control, name: `${base}.bgColor` });
  const [deleting, setDeleting] = useState<number | null>(null);
  const addQuestionFocus = useFocusAfterClose<HTMLButtonElement>();
  const title = controls.fixedTitle ?? t('admin-questions-topic-number', { number: controls.number ?? 0 });
  const errorOf = (path: string) => fieldErrorText(t, get(formState.errors, path));
  const tint = { '--topic-bg': topicColorHex(bgColor || null) ?? undefined } as CSSProperties;

  const onDeleteQuestion = () => {
    if (deleting !== null) questions.remove(deleting);
    setDeleting(null);
    // the deleted row's button is gone: focus stays in the topic
    addQuestionFocus.request();
  };

  return (
    <TopicCard
      role="group"
      aria-labelledby={titleId}
      style={tint}
      data-commitment={controls.fixedTitle !== null ? '' : undefined}
      data-empty={questions.fields.length === 0 ? '' : undefined}
    >
      <TopicHeader>
        <h3 id={titleId}>{title}</h3>
        {controls.deletable ? (
          <Button
            type="button"
            $size="sm"
            $variant="danger"
            aria-label={`${t('admin-questions-delete-topic')}: ${title}`}
            onClick={onDelete}
          >
            {t('admin-questions-delete-topic')}
          </Button>
        ) : null}
      </TopicHeader>
      {controls.editable ? (
        <TopicFields>
          <TextField
            label={t('admin-questions-topic-name')}
            autoComplete="off"
            error={errorOf(`${base}.name`)}
            {...register(`${base}.name`)}
          />
          <Switch
            label={t('admin-questions-include-in-index')}
            {...register(`${base}.is_calculated_in_index`)}
          />
          <TopicColorSelect {...register(`${base}.bgColor`)} />
        </TopicFields>
      ) : null}
      {questions.fields.map((field, q) => {
        const path = `${base}.questions.${q}` as const;
        const legend = t('admin-questions-question-number', { number: q + 1 });
        return (
          <QuestionRow key={field.id}>
            <legend>{legend}</legend>
            <TextField
              label={t('admin-questions-question-code')}
              autoComplete="off"
              list={items.length ? itemListId : undefined}
              error={errorOf(`${path}.code`)}
              {...register(`${path}.code`, {
                onChange: (event: { target: { value: string } }) => {
                  // a provider item chosen as the code fills an empty question text
                  const found = providerItemTitle(event.target.value, items);
                  if (found && getValues(`${path}.name`).trim() === '') {
                    setValue(`${path}.name`, found, { shouldValidate: formState.isSubmitted });
                  }
                },
              })}
            />
            <TextField
              label={t('admin-questions-question-name')}
              autoComplete="off"
              error={errorOf(`${path}.name`)}
              {...register(`${path}.name`)}
            />
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              aria-label={`${t('admin-questions-delete-question')}: ${title}, ${legend}`}
              onClick={() => setDeleting(q)}
            >
              {t('admin-questions-delete-question')}
            </Button>
          </QuestionRow>
        );
      })}
      {questions.fields.length === 0 ? <Note>{t('admin-questions-topic-empty')}</Note> : null}
      <AddRow>
        <Button
          ref={addQuestionFocus.ref}
          type="button"
          $size="sm"
          $variant="secondary"
          aria-label={`${t('admin-questions-add-question')}: ${title}`}
          onClick={() => questions.append(newQuestion())}
        >
          {t('admin-questions-add-question')}
        </Button>
      </AddRow>
      {deleting !== null ? (
        <ConfirmDialog
          open
          message={t('admin-questions-confirm-delete-question')}
          onConfirm={onDeleteQuestion}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </TopicCard>
  );
}
