import type { ProviderQuestion } from '@pulzus/core';
import { SearchSelect, useT } from '@pulzus/widgets';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { fieldErrorText } from '../shared/form-error';
import {
  codesInGroup,
  providerItemTitle,
  type QuestionsFormValues,
  statementOptions,
} from './questions-rules';
import { Note, StatementCell } from './questions-styles';

/** Props of {@link QuestionStatementField}. */
export interface QuestionStatementFieldProps {
  /** The worker group's index in the form. */
  groupIndex: number;
  /** The topic's index in its worker group. */
  topicIndex: number;
  /** The question's index in its topic. */
  questionIndex: number;
  /** The statements of the worker group's provider survey on the date (at least one). */
  items: readonly ProviderQuestion[];
}

/**
 * A question's statement, chosen from the worker group's provider survey (spec 2 §7) by its text;
 * it sets the question's code and fills its text while the text is empty or still the previous
 * statement's. A statement another question of the group uses is disabled; a stored code that is
 * not in the survey still shows, by its question text, with a note.
 */
export function QuestionStatementField({
  groupIndex,
  topicIndex,
  questionIndex,
  items,
}: QuestionStatementFieldProps) {
  const { t } = useT();
  const path = `groups.${groupIndex}.topics.${topicIndex}.questions.${questionIndex}` as const;
  const { control, getValues, setValue, formState } = useFormContext<QuestionsFormValues>();
  const topics = useWatch({ control, name: `groups.${groupIndex}.topics` });
  const name = useWatch({ control, name: `${path}.name` });
  const used = codesInGroup(topics, { topic: topicIndex, question: questionIndex });
  return (
    <Controller
      control={control}
      name={`${path}.code`}
      render={({ field, fieldState }) => {
        const code = field.value.trim();
        const notInSurvey = code !== '' && !items.some((item) => item.id === code);
        const options = statementOptions(
          items,
          used,
          { code, name },
          {
            usedNote: t('admin-questions-statement-used'),
            notInSurveyNote: t('admin-questions-not-in-survey'),
            openEndedNote: t('admin-questions-open-ended'),
          },
        );
        return (
          <StatementCell>
            <SearchSelect
              // react-hook-form focuses the first invalid field through this ref: the search input
              ref={(root: HTMLDivElement | null) => field.ref(root?.querySelector('input') ?? null)}
              label={t('admin-questions-question-statement')}
              items={options}
              value={code === '' ? null : code}
              error={fieldErrorText(t, fieldState.error)}
              onValueChange={(next) => {
                const previous = providerItemTitle(field.value, items);
                field.onChange(next);
                field.onBlur();
                // an open-ended question's answers are comments, not a rated item (docs/import.md "Comments")
                const openEnded = items.find((item) => item.id === next)?.open_ended === true;
                if (openEnded || getValues(`${path}.isOpenEnded`)) setValue(`${path}.isOpenEnded`, openEnded);
                const text = getValues(`${path}.name`).trim();
                const title = providerItemTitle(next, items);
                if (title && (text === '' || text === previous)) {
                  setValue(`${path}.name`, title, { shouldValidate: formState.isSubmitted });
                }
              }}
            />
            {notInSurvey ? <Note>{t('admin-questions-not-in-survey')}</Note> : null}
          </StatementCell>
        );
      }}
    />
  );
}
