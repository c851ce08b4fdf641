import type { Demography, SurveyDate, WorkerGroup } from '@pulzus/core';
import { DemographyFilters } from '../DemographyFilters/DemographyFilters';
import { type FilterRefusals, NO_FILTER_REFUSALS } from '../Graph/filter-refusals';
import { Select } from '../Select/Select';
import { refusableOption } from '../Select/select-options';
import { useT } from '../session/useT';
import { SurveyDateSelect } from '../SurveyDateSelect/SurveyDateSelect';
import type { CommentsFilterChoice } from './comments-filters';

/** Props of {@link CommentsFilters}. */
export interface CommentsFiltersProps {
  readonly surveyDates: readonly Pick<SurveyDate, 'id' | 'date'>[];
  readonly surveyDateId: number | null;
  /** Called with a new date; the caller clears the demography answers, which are the date's. */
  readonly onSurveyDate: (id: number) => void;
  readonly workerGroups: readonly Pick<WorkerGroup, 'id' | 'name'>[];
  /** The demographies offered (`offeredDemographies` of the chosen worker group). */
  readonly demographies: readonly Pick<Demography, 'id' | 'name' | 'answers'>[];
  readonly value: CommentsFilterChoice;
  /** Called with the whole new choice; a new worker group clears the demography answers. */
  readonly onValueChange: (choice: CommentsFilterChoice) => void;
  /**
   * The worker groups and answers the privacy rule refuses beside the choice (docs/privacy.md "Rule 6"), shown
   * disabled with their reason; default none.
   */
  readonly refusals?: FilterRefusals;
}

/**
 * The comments view's sidebar (docs/comments.md "The comments view"): one survey date, the worker group (when
 * there is more than one) and the demography filters — the graph sidebar's controls.
 */
export function CommentsFilters({
  surveyDates,
  surveyDateId,
  onSurveyDate,
  workerGroups,
  demographies,
  value,
  onValueChange,
  refusals = NO_FILTER_REFUSALS,
}: CommentsFiltersProps) {
  const { t } = useT();
  const { workerGroupId, demographyFilters } = value;
  return (
    <>
      <SurveyDateSelect
        surveyDates={surveyDates}
        value={surveyDateId === null ? [] : [surveyDateId]}
        onValueChange={([id]) => id !== undefined && onSurveyDate(id)}
      />
      {workerGroups.length > 1 && (
        <Select<number | null>
          label={t('graph-sidebar-worker-group')}
          items={[
            { value: null, label: t('graph-sidebar-all-worker-groups') },
            ...workerGroups.map((g) =>
              refusableOption(
                { value: g.id, label: g.name },
                refusals.workerGroups.get(g.id),
                g.id === workerGroupId,
              ),
            ),
          ]}
          value={workerGroupId}
          onValueChange={(id) => onValueChange({ workerGroupId: id, demographyFilters: {} })}
        />
      )}
      <DemographyFilters
        demographies={demographies}
        value={demographyFilters}
        onValueChange={(demographyId, answerIds) =>
          onValueChange({
            workerGroupId,
            demographyFilters: { ...demographyFilters, [demographyId]: answerIds },
          })
        }
        refusals={refusals.answers}
      />
    </>
  );
}
