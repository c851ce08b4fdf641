import { formatSurveyDate, type MessageKey, type SurveyDate } from '@pulzus/core';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  useRouteMutation,
  useT,
} from '@pulzus/widgets';
import { useState } from 'react';
import styled from 'styled-components';
import { Flag } from '../shared/Flag';
import { RowActions } from '../shared/RowActions';
import { ScreenFrame } from '../shared/ScreenFrame';
import { useNotify } from '../shared/useNotify';
import { respondentCount, surveyDateDeleteActions } from './survey-date-rules';
import { SurveyDateAddModal } from './SurveyDateAddModal';
import { SURVEY_DATE_LISTS, useSurveyDateData } from './useSurveyDateData';
import { useAdminMessages } from '../shared/useAdminMessages';

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

/** An action that waits for the admin's yes: deleting a date or its answers, publishing or unpublishing it. */
type Pending = { kind: 'date' | 'answers' | 'publish' | 'unpublish'; date: SurveyDate };

const CONFIRM_KEYS = {
  date: 'admin-survey-dates-confirm-delete-date',
  answers: 'admin-survey-dates-confirm-delete-answers',
  publish: 'admin-survey-dates-confirm-publish',
  unpublish: 'admin-survey-dates-confirm-unpublish',
} as const satisfies Record<Pending['kind'], MessageKey>;

/** Props of {@link SurveyDatesScreen}. */
export interface SurveyDatesScreenProps {
  /** Today, for the add form's year and month choices; default now. */
  now?: Date;
  /**
   * Opens the sharing screen of a published date (`SurveyDateSharesScreen`); without it the row has no share
   * action. The portal goes to /admin/survey-dates/{id}/shares.
   */
  onShare?: (date: SurveyDate) => void;
}

/**
 * The survey dates screen (spec 1 §2, §4): year and month, published, refresh, worker groups with
 * their survey titles, API key name, respondent count and actions — publish, refresh, and while
 * unpublished delete-date (only without answers) and delete-answers (only with answers), both
 * confirmed; sharing a published date with scoped users (`onShare`); the add popup. Toasts per spec 1 §8.
 */
export function SurveyDatesScreen({ now, onShare }: SurveyDatesScreenProps) {
  useAdminMessages();
  const { t, language } = useT();
  const notify = useNotify();
  const data = useSurveyDateData();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const reloads = { invalidates: SURVEY_DATE_LISTS };
  const setEnabled = useRouteMutation('surveyDatesSetEnabled', reloads);
  const setRefresh = useRouteMutation('surveyDatesSetRefresh', reloads);
  const deleteDate = useRouteMutation('surveyDatesDelete', reloads);
  const deleteAnswers = useRouteMutation('surveyDatesDeleteAnswers', reloads);
  const busy = [setEnabled, setRefresh, deleteDate, deleteAnswers].some((mutation) => mutation.isPending);

  const act = async (call: () => Promise<unknown>, success: MessageKey, failure: MessageKey) => {
    try {
      await call();
      notify.success(success);
    } catch {
      notify.danger(failure);
    }
  };

  const onConfirm = async () => {
    if (!pending) return;
    const params = { id: pending.date.id };
    if (pending.kind === 'publish' || pending.kind === 'unpublish') {
      const enabled = pending.kind === 'publish';
      await act(() => setEnabled.mutateAsync({ params, body: { enabled } }), update, updateError);
    } else if (pending.kind === 'date') {
      await act(
        () => deleteDate.mutateAsync({ params }),
        'toast-survey-date-deleted',
        'toast-survey-date-delete-error',
      );
    } else {
      await act(
        () => deleteAnswers.mutateAsync({ params }),
        'toast-survey-date-answers-deleted',
        'toast-survey-date-answers-delete-error',
      );
    }
    setPending(null);
  };

  const groupName = (id: number) => data.workerGroups.find((group) => group.id === id)?.name ?? String(id);
  const surveyTitle = (id: string) => data.providerSurveys.find((survey) => survey.id === id)?.title ?? id;
  const keyName = (id: number | null) => data.apiKeys.find((key) => key.id === id)?.name ?? '';
  const update = 'toast-survey-date-updated' as const;
  const updateError = 'toast-survey-date-update-error' as const;

  const columns: DataTableColumn<SurveyDate>[] = [
    {
      key: 'date',
      header: t('admin-survey-dates-date'),
      cell: (date) => formatSurveyDate(date.date, language),
    },
    {
      key: 'published',
      header: t('admin-survey-dates-published'),
      cell: (date) => <Flag value={date.enabled_for_users} />,
    },
    {
      key: 'refresh',
      header: t('admin-survey-dates-refresh'),
      cell: (date) => <Flag value={date.is_refresh_enabled} />,
    },
    {
      key: 'surveys',
      header: t('admin-survey-dates-worker-groups'),
      cell: (date) => (
        <List>
          {date.sm_surveys.map((survey) => (
            <li key={survey.worker_group_id}>
              {groupName(survey.worker_group_id)}: {surveyTitle(survey.sm_survey_id)}
            </li>
          ))}
        </List>
      ),
    },
    { key: 'api-key', header: t('admin-survey-dates-api-key'), cell: (date) => keyName(date.sm_api_key_id) },
    { key: 'respondents', header: t('admin-survey-dates-respondents'), numeric: true, cell: respondentCount },
    {
      key: 'actions',
      actions: true,
      header: t('common-actions'),
      cell: (date) => {
        const { deleteDate, deleteAnswers } = surveyDateDeleteActions(date);
        const params = { id: date.id };
        const label = formatSurveyDate(date.date, language);
        return (
          <RowActions label={`${t('common-actions')}: ${label}`}>
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              disabled={busy}
              // publishing shows the date's results to every user; unpublishing hides them: both wait for a yes
              onClick={() => setPending({ kind: date.enabled_for_users ? 'unpublish' : 'publish', date })}
            >
              {t(date.enabled_for_users ? 'admin-survey-dates-unpublish' : 'admin-survey-dates-publish')}
            </Button>
            {onShare && date.enabled_for_users ? (
              <Button type="button" $size="sm" $variant="secondary" onClick={() => onShare(date)}>
                {t('admin-survey-dates-share')}
              </Button>
            ) : null}
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              disabled={busy}
              onClick={() =>
                void act(
                  () =>
                    setRefresh.mutateAsync({
                      params,
                      body: { is_refresh_enabled: !date.is_refresh_enabled },
                    }),
                  update,
                  updateError,
                )
              }
            >
              {t(
                date.is_refresh_enabled
                  ? 'admin-survey-dates-refresh-disable'
                  : 'admin-survey-dates-refresh-enable',
              )}
            </Button>
            {deleteDate.offered ? (
              // not available while the date has answers: focusable all the same, its reason its description
              <Button
                type="button"
                $size="sm"
                $variant="danger"
                disabled={busy}
                aria-disabled={deleteDate.enabled ? undefined : true}
                title={deleteDate.enabled ? undefined : t('admin-survey-dates-delete-date-has-answers')}
                onClick={() => (deleteDate.enabled ? setPending({ kind: 'date', date }) : undefined)}
              >
                {t('admin-survey-dates-delete-date')}
              </Button>
            ) : null}
            {deleteAnswers.offered ? (
              <Button
                type="button"
                $size="sm"
                $variant="danger"
                disabled={busy}
                aria-disabled={deleteAnswers.enabled ? undefined : true}
                title={deleteAnswers.enabled ? undefined : t('admin-survey-dates-delete-answers-none')}
                onClick={() => (deleteAnswers.enabled ? setPending({ kind: 'answers', date }) : undefined)}
              >
                {t('admin-survey-dates-delete-answers')}
              </Button>
            ) : null}
          </RowActions>
        );
      },
    },
  ];

  return (
    <ScreenFrame
      name="Pulzus.SurveyDatesScreen"
      title={t('admin-survey-dates-title')}
      status={data.status}
      error={data.error}
      actions={
        <Button type="button" onClick={() => setAdding(true)}>
          {t('admin-survey-dates-add')}
        </Button>
      }
    >
      <DataTable
        caption={t('admin-survey-dates-title')}
        columns={columns}
        rows={data.surveyDates}
        rowKey={(date) => date.id}
        empty={t('welcome-no-survey-date')}
      />
      {adding ? (
        <SurveyDateAddModal
          workerGroups={data.workerGroups}
          providerSurveys={data.providerSurveys}
          apiKeys={data.apiKeys}
          {...(now ? { now } : {})}
          onClose={() => setAdding(false)}
        />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        message={
          pending
            ? t(CONFIRM_KEYS[pending.kind], { date: formatSurveyDate(pending.date.date, language) })
            : ''
        }
        busy={busy}
        onConfirm={() => void onConfirm()}
        onCancel={() => setPending(null)}
      />
    </ScreenFrame>
  );
}
