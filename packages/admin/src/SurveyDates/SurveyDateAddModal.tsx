import {
  checkSurveyDateForm,
  defaultSurveyDateMonth,
  type ProviderApiKey,
  type ProviderSurvey,
  SURVEY_DATE_MONTHS,
  type SurveyDateForm,
  surveyDateCreateBody,
  surveyDateYearChoices,
  surveysForApiKey,
  type WorkerGroup,
} from '@pulzus/core';
import { Button, Form, FormActions, Modal, SelectField, useRouteMutation, useT } from '@pulzus/widgets';
import { useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { fieldErrorText } from '../shared/form-error';
import { useNotify } from '../shared/useNotify';
import { monthName } from './month-name';
import { ModalFormActions } from '../shared/ModalFormActions';
import { useAdminMessages } from '../shared/useAdminMessages';
import { SURVEY_DATE_LISTS } from './useSurveyDateData';

/** The add form as edited: {@link SurveyDateForm} with a mutable survey list. */
type AddForm = Omit<SurveyDateForm, 'surveys'> & {
  surveys: { worker_group_id: number; sm_survey_id: string | null }[];
};

/** Props of {@link SurveyDateAddModal}. */
export interface SurveyDateAddModalProps {
  /** The session account's worker groups: one survey select each. */
  workerGroups: readonly WorkerGroup[];
  /** The provider surveys of every connected key. */
  providerSurveys: readonly ProviderSurvey[];
  /** The connected provider API keys. */
  apiKeys: readonly ProviderApiKey[];
  /** Today, for the year and month choices; default now. */
  now?: Date;
  /** Called after a successful save, once the date lists have reloaded; default none. */
  onSaved?: () => void;
  /** Called when the popup closes. */
  onClose: () => void;
}

const toNumber = (value: string | number | null) => (value === '' || value === null ? null : Number(value));
const toText = (value: string | null) => (value ? value : null);

/** A resolver over core's check: field errors only; the no-survey dialog is the submit handler's (spec 1 §5). */
function surveyDateResolver(providerSurveys: readonly ProviderSurvey[]): Resolver<AddForm> {
  return async (values) => {
    const { errors } = checkSurveyDateForm(values, providerSurveys);
    const fieldErrors: Record<string, unknown> = {};
    const surveys: ({ sm_survey_id: { type: string; message: string } } | undefined)[] = [];
    for (const [field, key] of Object.entries(errors)) {
      if (!key) continue;
      if (field.startsWith('surveys.')) {
        const index = values.surveys.findIndex((row) => `surveys.${row.worker_group_id}` === field);
        surveys[index] = { sm_survey_id: { type: 'validate', message: key } };
      } else fieldErrors[field] = { type: 'validate', message: key };
    }
    if (surveys.length) fieldErrors.surveys = surveys;
    if (Object.keys(fieldErrors).length === 0) return { values, errors: {} };
    return { values: {}, errors: fieldErrors as FieldErrors<AddForm> };
  };
}

/**
 * The add survey date popup (spec 1 §2, §5, §9): year (current ±2), month (default the current
 * one), API key, and a survey per worker group chosen from that key's surveys; when no worker
 * group got a survey an info dialog explains why nothing was created.
 */
export function SurveyDateAddModal({
  workerGroups,
  providerSurveys,
  apiKeys,
  now = new Date(),
  onSaved,
  onClose,
}: SurveyDateAddModalProps) {
  useAdminMessages();
  const { t, language } = useT();
  const create = useRouteMutation('surveyDatesCreate', { invalidates: SURVEY_DATE_LISTS });
  const notify = useNotify();
  const titleId = useId();
  const infoTitleId = useId();
  const [info, setInfo] = useState(false);
  const { register, control, handleSubmit, setValue, formState } = useForm<AddForm>({
    resolver: surveyDateResolver(providerSurveys),
    defaultValues: {
      year: now.getFullYear(),
      month: defaultSurveyDateMonth(now),
      sm_api_key_id: null,
      surveys: workerGroups.map((group) => ({ worker_group_id: group.id, sm_survey_id: null })),
    },
  });
  const apiKeyId = useWatch({ control, name: 'sm_api_key_id' });
  const choices = surveysForApiKey(providerSurveys, apiKeyId);
  const { errors } = formState;
  const saving = create.isPending;

  const onSubmit = handleSubmit(async (values) => {
    if (checkSurveyDateForm(values, providerSurveys).dialog) {
      setInfo(true);
      return;
    }
    try {
      await create.mutateAsync({ body: surveyDateCreateBody(values) });
      notify.success('toast-survey-date-created');
      onSaved?.();
      onClose();
    } catch {
      notify.danger('toast-survey-date-create-error');
    }
  });

  return (
    <>
      <Modal open onClose={onClose} labelledBy={titleId} state={saving ? 'submitting' : 'loaded'} size="lg">
        <h2 id={titleId}>{t('admin-survey-dates-add-popup-title')}</h2>
        <Form onSubmit={onSubmit} noValidate aria-busy={saving}>
          <SelectField
            label={t('admin-survey-dates-year')}
            options={surveyDateYearChoices(now).map((year) => ({ value: year, label: String(year) }))}
            placeholder={t('common-select-placeholder')}
            error={fieldErrorText(t, errors.year)}
            {...register('year', { setValueAs: toNumber })}
          />
          <SelectField
            label={t('admin-survey-dates-month')}
            options={SURVEY_DATE_MONTHS.map((month) => ({ value: month, label: monthName(month, language) }))}
            placeholder={t('common-select-placeholder')}
            error={fieldErrorText(t, errors.month)}
            {...register('month', { setValueAs: toNumber })}
          />
          <SelectField
            label={t('admin-survey-dates-api-key')}
            options={apiKeys.map((key) => ({ value: key.id, label: key.name }))}
            placeholder={t('common-select-placeholder')}
            error={fieldErrorText(t, errors.sm_api_key_id)}
            {...register('sm_api_key_id', {
              setValueAs: toNumber,
              // another key's surveys cannot stay chosen (spec 1 §5)
              onChange: () => {
                for (const index of workerGroups.keys()) setValue(`surveys.${index}.sm_survey_id`, null);
              },
            })}
          />
          {workerGroups.map((group, index) => (
            <SelectField
              key={group.id}
              label={t('admin-survey-dates-survey-for', { name: group.name })}
              options={choices.map((survey) => ({ value: survey.id, label: survey.title }))}
              placeholder={t('admin-survey-dates-no-survey')}
              disabled={apiKeyId === null}
              error={fieldErrorText(t, errors.surveys?.[index]?.sm_survey_id)}
              {...register(`surveys.${index}.sm_survey_id`, { setValueAs: toText })}
            />
          ))}
          <ModalFormActions onCancel={onClose} submitDisabled={saving} />
        </Form>
      </Modal>
      <Modal open={info} onClose={() => setInfo(false)} labelledBy={infoTitleId} state="info">
        <h2 id={infoTitleId}>{t('common-info')}</h2>
        <p>{t('admin-survey-dates-add-no-worker-group-survey')}</p>
        <FormActions>
          <Button type="button" onClick={() => setInfo(false)} autoFocus>
            {t('common-ok')}
          </Button>
        </FormActions>
      </Modal>
    </>
  );
}
