import {
  addQuestionFilter,
  INITIAL_SIDEBAR_STATE,
  type QuestionFilterDraft,
  type Topic,
  removeQuestionFilter,
  updateQuestionFilter,
} from '@pulzus/core';
import { type ComponentPropsWithRef, useRef } from 'react';
import { Fieldset } from '../DemographyFilters/DemographyFilters';
import { useT } from '../session/useT';
import { QuestionFilterRow } from './QuestionFilterRow';
import { QuestionFiltersStyles } from './question-filter-styles';

/** Props of the admin question filters. */
export interface QuestionFiltersProps extends Omit<ComponentPropsWithRef<'fieldset'>, 'onChange'> {
  /** The topics whose questions may be chosen, grouped in the question select. */
  topics: readonly Pick<Topic, 'id' | 'name' | 'questions'>[];
  /** The filters as typed. */
  value: readonly QuestionFilterDraft[];
  /** Called with the new filters. */
  onValueChange: (filters: QuestionFilterDraft[]) => void;
}

/** Applies one of core's question-filter transitions to a plain list of drafts. */
function apply(
  drafts: readonly QuestionFilterDraft[],
  transition: (state: typeof INITIAL_SIDEBAR_STATE) => typeof INITIAL_SIDEBAR_STATE,
): QuestionFilterDraft[] {
  return [...transition({ ...INITIAL_SIDEBAR_STATE, questionFilters: drafts }).questionFilters];
}

/**
 * The admin question filters (spec 2 §2 "Graph page"): add or delete filters, each a grouped
 * question select and a free-text answers field. Core parses the answers ("5, 6") when the query is
 * built; empty or invalid entries are dropped there (spec 2 §5).
 */
export function QuestionFilters({ topics, value, onValueChange, className, ...rest }: QuestionFiltersProps) {
  const { t } = useT();
  // drafts carry no id: stable row keys keep each row's typed text when another row is deleted
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  while (keys.current.length < value.length) keys.current.push(nextKey.current++);
  keys.current.length = value.length;
  const remove = (index: number) => {
    keys.current.splice(index, 1);
    onValueChange(apply(value, (s) => removeQuestionFilter(s, index)));
  };
  return (
    <Fieldset {...rest} className={className} data-component="Pulzus.QuestionFilters">
      <legend>{t('graph-sidebar-question-filters')}</legend>
      <QuestionFiltersStyles>
        {value.map((draft, index) => (
          <QuestionFilterRow
            key={keys.current[index]}
            position={index + 1}
            topics={topics}
            draft={draft}
            onChange={(patch) => onValueChange(apply(value, (s) => updateQuestionFilter(s, index, patch)))}
            onDelete={() => remove(index)}
          />
        ))}
        <button
          type="button"
          className="pulzus-add-filter"
          onClick={() => onValueChange(apply(value, addQuestionFilter))}
        >
          {t('graph-sidebar-add-question-filter')}
        </button>
      </QuestionFiltersStyles>
    </Fieldset>
  );
}
