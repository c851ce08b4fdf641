import { QUESTION_FILTER_DEBOUNCE_MS, type QuestionFilterDraft, type Topic } from '@pulzus/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { SearchSelect } from '../Select/SearchSelect';
import type { SelectOptionGroup } from '../Select/select-options';
import { useDebouncedValue } from '../Select/useDebouncedValue';
import { useT } from '../session/useT';

/** Props of one admin question filter. */
export interface QuestionFilterRowProps {
  /** Its position, from 1, in the accessible name of its group. */
  readonly position: number;
  /** The topics whose questions may be chosen. */
  readonly topics: readonly Pick<Topic, 'id' | 'name' | 'questions'>[];
  /** The filter as typed. */
  readonly draft: QuestionFilterDraft;
  /** Called with the changed filter; the answers text only after a 400 ms pause (spec 2 §4). */
  readonly onChange: (patch: Partial<QuestionFilterDraft>) => void;
  /** Deletes the filter. */
  readonly onDelete: () => void;
}

/**
 * One admin question filter: a searchable question select grouped by topic (the statements, searchable
 * by their provider code too), a free-text answers field, a delete button.
 */
export function QuestionFilterRow({ position, topics, draft, onChange, onDelete }: QuestionFilterRowProps) {
  const { t } = useT();
  const inputId = useId();
  const [text, setText] = useState(draft.answers);
  const debounced = useDebouncedValue(text, QUESTION_FILTER_DEBOUNCE_MS);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (debounced !== draft.answers) onChangeRef.current({ answers: debounced });
  }, [debounced, draft.answers]);
  const items = useMemo<SelectOptionGroup<number>[]>(
    () =>
      topics
        .filter((group) => group.questions.length > 0)
        .map((group) => ({
          label: group.name,
          // people choose by the statement; the provider code stays searchable but unseen
          options: group.questions.map((q) => ({ value: q.id, label: q.name, keywords: q.code })),
        })),
    [topics],
  );
  const name = `${t('graph-sidebar-question-filters')} ${position}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group inside the question-filter fieldset
    <div
      role="group"
      aria-label={name}
      className="pulzus-question-filter"
      data-component="Pulzus.QuestionFilter"
    >
      <SearchSelect
        label={t('graph-sidebar-question')}
        items={items}
        value={draft.question_id}
        onValueChange={(question_id) => onChange({ question_id })}
      />
      <label htmlFor={inputId} className="pulzus-field-label">
        {t('graph-sidebar-answers')}
      </label>
      <input
        id={inputId}
        className="pulzus-answers"
        type="text"
        inputMode="numeric"
        value={text}
        placeholder={t('graph-sidebar-answers-placeholder')}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <button type="button" onClick={onDelete}>
        {t('graph-sidebar-delete-question-filter')}
      </button>
    </div>
  );
}
