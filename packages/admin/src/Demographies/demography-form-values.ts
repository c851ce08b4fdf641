import {
  type Demography,
  type DemographyCreatePayload,
  type DemographyForm,
  type DemographyFormValues,
  type DemographyUpdatePayload,
  newDemographyForm,
} from '@pulzus/core';

/** The form of a demography: empty for a new one, else prefilled including the answer ids (spec 2 §2). */
export function demographyFormOf(demography: Demography | null): DemographyForm {
  if (!demography) return newDemographyForm();
  return {
    name: demography.name,
    code: demography.code,
    type: demography.type,
    worker_groups: [...demography.worker_groups],
    answers: demography.answers.map(({ id, name, value, no_answer }) => ({ id, name, value, no_answer })),
  };
}

/** A blank answer row of the form. */
export function blankAnswer(): DemographyForm['answers'][number] {
  return { name: '', value: '', no_answer: false };
}

/** The `POST survey-dates/{id}/demographies` body of a checked form (spec 2 §7). */
export function demographyCreateBody(
  surveyDateId: number,
  values: DemographyFormValues,
): DemographyCreatePayload {
  return {
    survey_date_id: surveyDateId,
    name: values.name,
    code: values.code,
    type: values.type,
    worker_groups: values.worker_groups,
    answers: values.answers.map(({ name, value, no_answer }) => ({ name, value, no_answer })),
  };
}

/** The `PUT demographies/{id}` body: the same fields, kept answers with their ids (spec 2 §7). */
export function demographyUpdateBody(
  surveyDateId: number,
  values: DemographyFormValues,
): DemographyUpdatePayload {
  return {
    ...demographyCreateBody(surveyDateId, values),
    answers: values.answers.map(({ id, name, value, no_answer }) =>
      id === undefined ? { name, value, no_answer } : { id, name, value, no_answer },
    ),
  };
}
