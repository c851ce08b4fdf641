import {
  CHART_GRAPH_SLUGS,
  type ChartGraphSlug,
  type EmbedControl,
  embedControlsOf,
  formatSurveyDate,
  graphQueryFields,
  graphTitleKey,
  maxSurveyDates,
} from '@pulzus/core';
import { Checkbox, SelectField, useT } from '@pulzus/widgets';
import styled from 'styled-components';
import {
  changeLockDates,
  changeLockDemographyFilter,
  changeLockGraph,
  changeLockIndex,
  type LockDraft,
  lockDemographyFilter,
  toggleLockControl,
} from './lock-draft';
import type { LockLists } from './useLockLists';
import { framedFields } from '../shared/layout-styles';

/** A group of pinned-query fields, framed like the popup's other lists. */
export const LockFieldset = styled.fieldset`
  ${framedFields}
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  min-inline-size: 0;
  > p, > [data-component='Pulzus.SelectField'] { grid-column: 1 / -1; margin: 0; }
  > p { color: ${({ theme }) => theme.colors.textMuted}; }
  > small { grid-column: 1 / -1; color: ${({ theme }) => theme.colors.danger}; }
`;

/** The message key of a control's checkbox, and of the control in the keys' list. */
export const CONTROL_KEYS = {
  survey_dates: 'admin-embed-keys-control-survey_dates',
  filters: 'admin-embed-keys-control-filters',
  demography: 'admin-embed-keys-control-demography',
  topic: 'admin-embed-keys-control-topic',
  hide_no_answers: 'admin-embed-keys-control-hide_no_answers',
  show_satisfaction_index: 'admin-embed-keys-control-show_satisfaction_index',
} as const satisfies Record<EmbedControl, string>;

const idOf = (value: string) => (value === '' ? null : Number(value));

/** Props of {@link EmbedKeyLockFields}. */
export interface EmbedKeyLockFieldsProps {
  /** The pin being edited. */
  draft: LockDraft;
  /** Called with the changed pin. */
  onChange: (draft: LockDraft) => void;
  /** The account's lists to pick from. */
  lists: LockLists;
  /** Shown when the pin misses a part its graph needs, translated; default none. */
  error?: string | undefined;
}

/**
 * The pinned query of an embed key (docs/embedding.md "Locked parameters"): the graph, then the
 * fields its query has — published survey dates, employee group and demography filter, demography
 * or topic, the two checkboxes — from the account's data, and the controls the page may change.
 */
export function EmbedKeyLockFields({ draft, onChange, lists, error }: EmbedKeyLockFieldsProps) {
  const { t, language } = useT();
  const { slug, state } = draft;
  const fields = graphQueryFields(slug);
  const has = (field: string) => fields.includes(field);
  const maxDates = maxSurveyDates(slug);
  const filter = lockDemographyFilter(draft);
  const filterDemography = lists.demographies.find((d) => d.id === filter?.demographyId);
  const groupName = (id: number) => lists.workerGroups.find((g) => g.id === id)?.name ?? '';
  const controls = embedControlsOf(slug);
  return (
    <>
      <LockFieldset aria-invalid={error !== undefined}>
        <legend>{t('admin-embed-keys-pin')}</legend>
        <p>{t('admin-embed-keys-pin-hint')}</p>
        <SelectField
          label={t('admin-embed-keys-pin-graph')}
          value={slug}
          options={CHART_GRAPH_SLUGS.map((s) => ({ value: s, label: t(graphTitleKey(s)) }))}
          onChange={(event) => onChange(changeLockGraph(draft, event.target.value as ChartGraphSlug))}
        />
        {has('survey_dates') ? (
          <LockFieldset>
            <legend>{t('graph-sidebar-survey-dates')}</legend>
            {lists.surveyDates.length === 0 && !lists.loading ? (
              <p>{t('admin-embed-keys-pin-no-dates')}</p>
            ) : null}
            {lists.surveyDates.map((date) => {
              const checked = state.surveyDateIds.includes(date.id);
              return (
                <Checkbox
                  key={date.id}
                  label={formatSurveyDate(date.date, language)}
                  checked={checked}
                  // a one-date graph swaps the date; a several-date graph stops at its limit (spec 2 §9)
                  disabled={maxDates > 1 && !checked && state.surveyDateIds.length >= maxDates}
                  onCheckedChange={(on) =>
                    onChange(
                      changeLockDates(
                        draft,
                        maxDates === 1
                          ? on
                            ? [date.id]
                            : []
                          : on
                            ? [...state.surveyDateIds, date.id]
                            : state.surveyDateIds.filter((id) => id !== date.id),
                      ),
                    )
                  }
                />
              );
            })}
          </LockFieldset>
        ) : null}
        {has('filters') ? (
          <>
            <SelectField
              label={t('graph-sidebar-worker-group')}
              value={state.workerGroupId ?? ''}
              placeholder={t('graph-sidebar-all-worker-groups')}
              options={lists.workerGroups.map((g) => ({ value: g.id, label: g.name }))}
              onChange={(event) =>
                onChange({ ...draft, state: { ...state, workerGroupId: idOf(event.target.value) } })
              }
            />
            <SelectField
              label={t('admin-embed-keys-pin-filter-demography')}
              value={filter?.demographyId ?? ''}
              placeholder={t('admin-embed-keys-pin-filter-none')}
              options={lists.demographies.map((d) => ({ value: d.id, label: d.name }))}
              onChange={(event) => onChange(changeLockDemographyFilter(draft, idOf(event.target.value), []))}
            />
            {filter && filterDemography ? (
              <LockFieldset>
                <legend>{t('admin-embed-keys-pin-filter-answers', { name: filterDemography.name })}</legend>
                {filterDemography.answers.map((answer) => {
                  const checked = filter.answerIds.includes(answer.id);
                  return (
                    <Checkbox
                      key={answer.id}
                      label={answer.name}
                      checked={checked}
                      onCheckedChange={(on) =>
                        onChange(
                          changeLockDemographyFilter(
                            draft,
                            filter.demographyId,
                            on
                              ? [...filter.answerIds, answer.id]
                              : filter.answerIds.filter((id) => id !== answer.id),
                          ),
                        )
                      }
                    />
                  );
                })}
              </LockFieldset>
            ) : null}
          </>
        ) : null}
        {has('demography_id') || has('main_dimension_demography_id') ? (
          <SelectField
            label={t('graph-sidebar-demography')}
            value={state.demographyId ?? ''}
            placeholder={t('graph-sidebar-select-placeholder')}
            options={lists.demographies.map((d) => ({ value: d.id, label: d.name }))}
            onChange={(event) =>
              onChange({ ...draft, state: { ...state, demographyId: idOf(event.target.value) } })
            }
          />
        ) : null}
        {has('question_group_id') ? (
          <SelectField
            label={t('graph-sidebar-topic')}
            value={state.topicId ?? ''}
            placeholder={t('graph-sidebar-select-placeholder')}
            options={lists.topics
              .filter(
                (topic) => state.workerGroupId === null || topic.worker_group_id === state.workerGroupId,
              )
              .map((topic) => ({
                value: topic.id,
                label: `${groupName(topic.worker_group_id)} – ${topic.name}`,
              }))}
            onChange={(event) =>
              onChange({ ...draft, state: { ...state, topicId: idOf(event.target.value) } })
            }
          />
        ) : null}
        {has('hide_no_answers') ? (
          <Checkbox
            label={t('graph-sidebar-hide-no-answers')}
            checked={state.hideNoAnswers}
            onCheckedChange={(on) => onChange({ ...draft, state: { ...state, hideNoAnswers: on } })}
          />
        ) : null}
        {has('show_satisfaction_index') ? (
          <Checkbox
            label={t('graph-sidebar-show-satisfaction-index')}
            checked={state.showSatisfactionIndex}
            onCheckedChange={(on) => onChange(changeLockIndex(draft, on))}
          />
        ) : null}
        {error ? <small role="alert">{error}</small> : null}
      </LockFieldset>
      <LockFieldset>
        <legend>{t('admin-embed-keys-controls')}</legend>
        <p>{t('admin-embed-keys-controls-hint')}</p>
        {controls.map((control) => (
          <Checkbox
            key={control}
            label={t(CONTROL_KEYS[control])}
            checked={draft.controls.includes(control)}
            onCheckedChange={(on) => onChange(toggleLockControl(draft, control, on))}
          />
        ))}
      </LockFieldset>
    </>
  );
}
