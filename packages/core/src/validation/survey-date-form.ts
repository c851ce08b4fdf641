import { surveyDateOfMonth } from '../dates/survey-date-storage';
import type { MessageKey } from '../i18n/catalogue';
import type { ProviderSurvey } from '../schemas/provider';
import type { SurveyDateAddPayload } from '../schemas/survey-date';
import { REQUIRED_FIELD } from './form-errors';

/** A provider survey as offered in the add survey date popup: its id and API key (spec 1 §3). */
export type SurveyChoice = Pick<ProviderSurvey, 'id' | 'sm_api_key_id'>;

/** The add survey date form; unset choices are null. */
export interface SurveyDateForm {
  /** The chosen year. */
  year: number | null;
  /** The chosen month, 1–12. */
  month: number | null;
  /** The chosen provider API key. */
  sm_api_key_id: number | null;
  /** One row per worker group with the provider survey chosen for it, or null. */
  surveys: ReadonlyArray<{ worker_group_id: number; sm_survey_id: string | null }>;
}

/** The outcome of checking the add survey date form. */
export interface SurveyDateFormCheck {
  /** Field errors by field name (`year`, `month`, `sm_api_key_id`, `surveys.<worker group id>`). */
  errors: Partial<Record<string, MessageKey>>;
  /** The info dialog's message when no worker group got a survey, else null (spec 1 §5). */
  dialog: MessageKey | null;
}

/** The surveys that may be chosen for the API key: only that key's surveys (spec 1 §5). */
export function surveysForApiKey<T extends SurveyChoice>(
  surveys: readonly T[],
  apiKeyId: number | null,
): T[] {
  return apiKeyId === null ? [] : surveys.filter((survey) => survey.sm_api_key_id === apiKeyId);
}

/**
 * Checks the add survey date form (spec 1 §5): year, month and API key required; each chosen
 * survey must come from the chosen key; at least one worker group must get a survey (info dialog).
 */
export function checkSurveyDateForm(
  form: SurveyDateForm,
  surveys: readonly SurveyChoice[],
): SurveyDateFormCheck {
  const errors: Partial<Record<string, MessageKey>> = {};
  if (form.year === null) errors.year = REQUIRED_FIELD;
  if (form.month === null) errors.month = REQUIRED_FIELD;
  if (form.sm_api_key_id === null) errors.sm_api_key_id = REQUIRED_FIELD;
  const allowed = new Set(surveysForApiKey(surveys, form.sm_api_key_id).map((survey) => survey.id));
  const chosen = form.surveys.filter((row) => row.sm_survey_id !== null);
  for (const row of chosen) {
    if (form.sm_api_key_id !== null && row.sm_survey_id !== null && !allowed.has(row.sm_survey_id)) {
      errors[`surveys.${row.worker_group_id}`] = 'admin-survey-dates-add-survey-wrong-api-key';
    }
  }
  const dialog = chosen.length === 0 ? 'admin-survey-dates-add-no-worker-group-survey' : null;
  return { errors, dialog };
}

/** The `POST survey-dates` body of a form that passed {@link checkSurveyDateForm}; throws on an incomplete form. */
export function surveyDateCreateBody(form: SurveyDateForm): SurveyDateAddPayload {
  if (form.year === null || form.month === null || form.sm_api_key_id === null) {
    throw new Error('The survey date form is incomplete');
  }
  const sm_surveys: SurveyDateAddPayload['sm_surveys'] = [];
  for (const { worker_group_id, sm_survey_id } of form.surveys) {
    if (sm_survey_id !== null) sm_surveys.push({ sm_survey_id, worker_group_id });
  }
  return {
    date: surveyDateOfMonth({ year: form.year, month: form.month }),
    sm_api_key: form.sm_api_key_id,
    sm_surveys,
  };
}
