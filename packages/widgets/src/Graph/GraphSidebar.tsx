import type { ComponentType } from 'react';
import {
  filterDemographyIds,
  ROW_DIMENSIONS,
  type RowDimension,
  showEmployeeGroupSelect,
  showHideNotAnswered,
} from '@pulzus/core';
import { Checkbox } from '../Checkbox/Checkbox';
import { DemographyFilters } from '../DemographyFilters/DemographyFilters';
import type { QuestionFiltersProps } from '../QuestionFilters/QuestionFilters';
import { Select } from '../Select/Select';
import { refusableOption } from '../Select/select-options';
import { useT } from '../session/useT';
import { SurveyDateSelect } from '../SurveyDateSelect/SurveyDateSelect';
import { labelledTopics, topicItems } from './topic-options';
import type { GraphModel } from './useGraphModel';

/**
 * The graph page's sidebar controls (spec 2 §2 "Graph page"); which ones show comes from the
 * graph's query fields and core's visibility rules. Worker groups and demography answers the privacy
 * rules refuse are shown disabled with their reason (docs/privacy.md "Rule 6").
 */
export function GraphSidebar({
  model,
  questionFilters: QuestionFilters,
}: {
  model: GraphModel;
  /** The admins' question filters, where the page can have an admin. */
  questionFilters?: ComponentType<QuestionFiltersProps> | undefined;
}) {
  const { t } = useT();
  const { controls, state, actions, lists, topics, isAdmin, refusals } = model;
  const workerGroupId = state.workerGroupId;
  const validDemographies = lists.demographies.filter(
    (d) => workerGroupId === null || d.worker_groups.includes(workerGroupId),
  );
  const selectedDemography = lists.demographies.find((d) => d.id === state.demographyId);
  const filterIds = filterDemographyIds(lists.dimensions);
  const filterDemographies = validDemographies.filter((d) => filterIds.includes(d.id));
  const showWorkerGroups =
    controls.filters && showEmployeeGroupSelect(lists.workerGroups.length, lists.dimensions);

  return (
    <>
      {controls.dateSelect && (
        <SurveyDateSelect
          surveyDates={lists.surveyDates ?? []}
          value={state.surveyDateIds}
          onValueChange={actions.setSurveyDates}
          maxSelection={controls.maxDates}
        />
      )}
      {showWorkerGroups && (
        <Select<number | null>
          label={t('graph-sidebar-worker-group')}
          items={[
            { value: null, label: t('graph-sidebar-all-worker-groups') },
            ...lists.workerGroups.map((g) =>
              refusableOption(
                { value: g.id, label: g.name },
                refusals.workerGroups.get(g.id),
                g.id === workerGroupId,
              ),
            ),
          ]}
          value={workerGroupId}
          onValueChange={actions.setWorkerGroup}
        />
      )}
      {controls.rows && (
        <Select<RowDimension>
          label={t('graph-sidebar-rows')}
          items={ROW_DIMENSIONS.map((rows) => ({ value: rows, label: t(`graph-sidebar-rows-${rows}`) }))}
          value={state.rows}
          onValueChange={actions.setRows}
        />
      )}
      {controls.demography && (!controls.rows || state.rows === 'demography') && (
        <Select
          label={t('graph-sidebar-demography')}
          items={validDemographies.map((d) => ({ value: d.id, label: d.name }))}
          value={state.demographyId}
          onValueChange={actions.setDemography}
        />
      )}
      {controls.hideNoAnswers && showHideNotAnswered(selectedDemography) && (
        <Checkbox
          label={t('graph-sidebar-hide-no-answers')}
          checked={state.hideNoAnswers}
          onCheckedChange={actions.setHideNoAnswers}
        />
      )}
      {controls.topic && (
        <Select
          label={t('graph-sidebar-topic')}
          items={topicItems(topics, lists.workerGroups)}
          value={state.topicId}
          onValueChange={actions.setTopic}
        />
      )}
      {controls.satisfactionIndex && (
        <Checkbox
          label={t('graph-sidebar-show-satisfaction-index')}
          checked={state.showSatisfactionIndex}
          onCheckedChange={actions.setSatisfactionIndex}
        />
      )}
      {controls.filters && (
        <DemographyFilters
          demographies={filterDemographies}
          value={state.demographyFilters}
          onValueChange={actions.setDemographyFilter}
          refusals={refusals.answers}
        />
      )}
      {isAdmin && controls.filters && QuestionFilters && (
        <QuestionFilters
          topics={labelledTopics(topics, lists.workerGroups)}
          value={state.questionFilters}
          onValueChange={actions.setQuestionFilters}
        />
      )}
    </>
  );
}
