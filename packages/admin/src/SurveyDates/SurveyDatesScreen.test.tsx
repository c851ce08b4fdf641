import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending } from '../testing/AdminHarness';
import { axeViolations } from '../testing/axe';
import { API_KEYS, SM_SURVEYS, SURVEY_DATES, WORKER_GROUPS } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';
import { SurveyDatesScreen } from './SurveyDatesScreen';

const hu = messages.hu;
const NOW = new Date(2025, 5, 15);

const handlers = (extra: FakeHandlers = {}): FakeHandlers => ({
  'GET survey-dates': () => ({ body: { survey_dates: SURVEY_DATES } }),
  'GET worker-groups': () => ({ body: { worker_groups: WORKER_GROUPS } }),
  'GET sm-surveys': () => ({ body: { sm_surveys: SM_SURVEYS } }),
  'GET sm-api-key': () => ({ body: { sm_api_keys: API_KEYS } }),
  ...extra,
});

async function rowOf(label: string) {
  const cell = await screen.findByRole('cell', { name: label });
  return within(cell.closest('tr') as HTMLElement);
}

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: hu['admin-survey-dates-add'] }));
  return within(await screen.findByRole('dialog', { name: hu['admin-survey-dates-add-popup-title'] }));
}

describe('survey dates screen (spec 1 §2)', () => {
  it('shows year and month, flags, worker groups with survey titles, API key and respondents; passes axe', async () => {
    const view = renderAdmin(<SurveyDatesScreen now={NOW} />, { handlers: handlers() });
    const row = await rowOf('2024. március');
    expect(row.getByText('Fizikai dolgozók: Elégedettség 2024 – fizikai')).toBeVisible();
    expect(row.getByText('Szellemi dolgozók: Elégedettség 2024 – szellemi')).toBeVisible();
    expect(row.getByRole('cell', { name: 'Fő fiók' })).toBeVisible();
    expect(row.getByRole('cell', { name: '120' })).toBeVisible();
    expect(row.getAllByText(hu['common-yes'])).toHaveLength(2);
    expect(view.calls.find((c) => c.path.startsWith('survey-dates'))?.path).toBe('survey-dates?all=true');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('shows loading, the error and the empty text (spec 2 §4)', async () => {
    renderAdmin(<SurveyDatesScreen />, { handlers: handlers({ 'GET survey-dates': () => pending() }) });
    expect(screen.getByRole('status')).toHaveTextContent(hu['common-loading']);
    renderAdmin(<SurveyDatesScreen />, {
      handlers: handlers({ 'GET sm-api-key': () => apiError(500, 'internal') }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(hu['error-internal']);
    renderAdmin(<SurveyDatesScreen />, {
      handlers: handlers({ 'GET survey-dates': () => ({ body: { survey_dates: [] } }) }),
    });
    expect(await screen.findByText(hu['welcome-no-survey-date'])).toBeVisible();
  });

  it('delete-date and delete-answers: only unpublished; date only without answers, answers only with answers (spec 1 §4)', async () => {
    renderAdmin(<SurveyDatesScreen />, { handlers: handlers() });
    const published = await rowOf('2024. március');
    expect(published.queryByRole('button', { name: hu['admin-survey-dates-delete-date'] })).toBeNull();
    expect(published.queryByRole('button', { name: hu['admin-survey-dates-delete-answers'] })).toBeNull();
    const withAnswers = await rowOf('2024. szeptember');
    expect(withAnswers.getByRole('button', { name: hu['admin-survey-dates-delete-date'] })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(withAnswers.getByRole('button', { name: hu['admin-survey-dates-delete-answers'] })).toBeEnabled();
    const empty = await rowOf('2025. március');
    expect(empty.getByRole('button', { name: hu['admin-survey-dates-delete-date'] })).toBeEnabled();
    expect(empty.getByRole('button', { name: hu['admin-survey-dates-delete-answers'] })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('a delete that is not available says why, on hover and to a screen reader, and does nothing (spec 1 §4)', async () => {
    renderAdmin(<SurveyDatesScreen />, { handlers: handlers() });
    const deleteDate = (await rowOf('2024. szeptember')).getByRole('button', {
      name: hu['admin-survey-dates-delete-date'],
    });
    expect(deleteDate).toHaveAccessibleDescription(hu['admin-survey-dates-delete-date-has-answers']);
    expect(deleteDate).toHaveAttribute('title', hu['admin-survey-dates-delete-date-has-answers']);
    const deleteAnswers = (await rowOf('2025. március')).getByRole('button', {
      name: hu['admin-survey-dates-delete-answers'],
    });
    expect(deleteAnswers).toHaveAccessibleDescription(hu['admin-survey-dates-delete-answers-none']);
    // focusable, so the keyboard reaches it and hears the reason
    deleteAnswers.focus();
    expect(deleteAnswers).toHaveFocus();
    await userEvent.click(deleteDate);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deleting a date asks first, then deletes with a toast (spec 1 §2, §8)', async () => {
    const view = renderAdmin(<SurveyDatesScreen />, {
      handlers: handlers({ 'DELETE survey-dates/13': () => ({ body: { status: 'ok' } }) }),
    });
    const row = await rowOf('2025. március');
    await userEvent.click(row.getByRole('button', { name: hu['admin-survey-dates-delete-date'] }));
    const dialog = within(await screen.findByRole('dialog', { name: hu['common-confirm-title'] }));
    expect(dialog.getByText('Biztosan törli a(z) 2025. március felmérési időpontot?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: hu['common-yes'] }));
    expect(await screen.findByText(hu['toast-survey-date-deleted'])).toBeVisible();
    expect(view.calls.some((c) => c.method === 'DELETE' && c.path === 'survey-dates/13')).toBe(true);
  });

  it('publish and refresh send the flipped flag; a failure shows a danger toast (spec 1 §7, §8)', async () => {
    const view = renderAdmin(<SurveyDatesScreen />, {
      handlers: handlers({
        'POST survey-dates/12/set-enabled': () => ({ body: { status: 'ok' } }),
        'PATCH survey-dates/11/set-refresh': () => apiError(500, 'internal'),
      }),
    });
    const row = await rowOf('2024. szeptember');
    await userEvent.click(row.getByRole('button', { name: hu['admin-survey-dates-publish'] }));
    // publishing waits for a yes: nothing is sent before it
    const confirm = within(await screen.findByRole('dialog', { name: hu['common-confirm-title'] }));
    expect(
      confirm.getByText('Közzéteszi a(z) 2024. szeptember felmérési időpontot?', { exact: false }),
    ).toBeVisible();
    expect(view.calls.some((c) => c.path === 'survey-dates/12/set-enabled')).toBe(false);
    await userEvent.click(confirm.getByRole('button', { name: hu['common-yes'] }));
    expect(await screen.findByText(hu['toast-survey-date-updated'])).toBeVisible();
    expect(view.calls.find((c) => c.path === 'survey-dates/12/set-enabled')?.body).toEqual({ enabled: true });
    const published = await rowOf('2024. március');
    await waitFor(() =>
      expect(published.getByRole('button', { name: hu['admin-survey-dates-refresh-disable'] })).toBeEnabled(),
    );
    await userEvent.click(published.getByRole('button', { name: hu['admin-survey-dates-refresh-disable'] }));
    const toast = await screen.findByText(hu['toast-survey-date-update-error']);
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    expect(view.calls.find((c) => c.path === 'survey-dates/11/set-refresh')?.body).toEqual({
      is_refresh_enabled: false,
    });
  });

  it('the add form offers the current year ±2 and the current month (spec 1 §9)', async () => {
    renderAdmin(<SurveyDatesScreen now={NOW} />, { handlers: handlers() });
    const dialog = await openAdd();
    const year = dialog.getByLabelText(hu['admin-survey-dates-year']);
    expect(year).toHaveValue('2025');
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([hu['common-select-placeholder'], '2023', '2024', '2025', '2026', '2027']);
    expect(dialog.getByLabelText(hu['admin-survey-dates-month'])).toHaveValue('6');
  });

  it('requires the API key, offers only its surveys, and shows the info dialog when no group got one (spec 1 §5)', async () => {
    const view = renderAdmin(<SurveyDatesScreen now={NOW} />, {
      handlers: handlers({ 'POST survey-dates': () => ({ body: { status: 'ok', id: 14 } }) }),
    });
    const dialog = await openAdd();
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await dialog.findByText(hu['required-field'])).toBeVisible();
    await userEvent.selectOptions(dialog.getByLabelText(hu['admin-survey-dates-api-key']), '1');
    const physical = dialog.getByLabelText('Fizikai dolgozók felmérése');
    expect(
      within(physical)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      hu['admin-survey-dates-no-survey'],
      'Elégedettség 2024 – fizikai',
      'Elégedettség 2024 – szellemi',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    const info = within(await screen.findByRole('dialog', { name: hu['common-info'] }));
    expect(info.getByText(hu['admin-survey-dates-add-no-worker-group-survey'])).toBeVisible();
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(info.getByRole('button', { name: hu['common-ok'] }));
    await userEvent.selectOptions(physical, '1001');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-survey-date-created'])).toBeVisible();
    expect(view.calls.find((c) => c.method === 'POST')?.body).toEqual({
      date: '2025-06-01',
      sm_api_key: 1,
      sm_surveys: [{ sm_survey_id: '1001', worker_group_id: 1 }],
    });
  });

  it('a failed create shows a danger toast and keeps the popup (spec 1 §8)', async () => {
    renderAdmin(<SurveyDatesScreen now={NOW} />, {
      handlers: handlers({ 'POST survey-dates': () => apiError(409, 'survey-date-exists') }),
    });
    const dialog = await openAdd();
    await userEvent.selectOptions(dialog.getByLabelText(hu['admin-survey-dates-api-key']), '2');
    await userEvent.selectOptions(dialog.getByLabelText('Szellemi dolgozók felmérése'), '2001');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    const toast = await screen.findByText(hu['toast-survey-date-create-error']);
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('dialog', { name: hu['admin-survey-dates-add-popup-title'] })).toBeVisible();
  });
});
