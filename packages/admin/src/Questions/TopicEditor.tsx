import { type ProviderQuestion, topicColorHex } from '@pulzus/core';
import { Button, ConfirmDialog, Switch, TextField, useT } from '@pulzus/widgets';
import { type CSSProperties, useId, useState } from 'react';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { fieldErrorText } from '../shared/form-error';
import { QuestionStatementField } from './QuestionStatementField';
import { newQuestion, type QuestionsFormValues, type TopicControls } from './questions-rules';
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
  /** The statements of the worker group's provider survey; when none, codes are typed by hand. */
  items: readonly ProviderQuestion[];
  /** Asks to delete the topic (the caller confirms). */
  onDelete: () => void;
}

/**
 * One topic (spec 2 §2, §4): its fixed or numbered title; for non-commitment topics the name, the
 * include-in-satisfaction-index switch, the background colour and (unless it is the second topic)
 * a delete button; its questions (a statement of the provider survey, or a typed code when there
 * is none, and the text) with add and a confirmed delete.
 */
export function TopicEditor({ groupIndex, topicIndex, controls, items, onDelete }: TopicEditorProps) {
  const { t } = useT();
  const titleId = useId();
  const base = `groups.${groupIndex}.topics.${topicIndex}` as const;
  const { control, register, formState } = useFormContext<QuestionsFormValues>();
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
          <QuestionRow key={field.id} data-kind={items.length ? 'statement' : 'code'}>
            <legend>{legend}</legend>
            {items.length ? (
              <QuestionStatementField
                groupIndex={groupIndex}
                topicIndex={topicIndex}
                questionIndex={q}
                items={items}
              />
            ) : (
              <TextField
                label={t('admin-questions-question-code')}
                autoComplete="off"
                error={errorOf(`${path}.code`)}
                {...register(`${path}.code`)}
              />
            )}
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
          // the new question's first field takes the focus: its statement (or code), rendered after the text's register
          onClick={() =>
            questions.append(newQuestion(), {
              focusName: `${base}.questions.${questions.fields.length}.code`,
            })
          }
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
