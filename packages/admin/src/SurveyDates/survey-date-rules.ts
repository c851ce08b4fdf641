import type { SurveyDate } from '@pulzus/core';

/** Whether an action is shown and whether it can be pressed. */
export interface ActionState {
  readonly offered: boolean;
  readonly enabled: boolean;
}

/**
 * The delete actions of a survey date (spec 1 §4): delete-date is offered only while unpublished and
 * disabled while answers exist; delete-answers is offered only while unpublished and disabled
 * when there are no answers.
 */
export function surveyDateDeleteActions(date: Pick<SurveyDate, 'enabled_for_users' | 'answer_count'>): {
  deleteDate: ActionState;
  deleteAnswers: ActionState;
} {
  const offered = !date.enabled_for_users;
  return {
    deleteDate: { offered, enabled: date.answer_count === 0 },
    deleteAnswers: { offered, enabled: date.answer_count > 0 },
  };
}

/** The respondents of a survey date: the sum over its worker groups' surveys. */
export function respondentCount(date: Pick<SurveyDate, 'sm_surveys'>): number {
  return date.sm_surveys.reduce((sum, survey) => sum + survey.respondent_count, 0);
}
