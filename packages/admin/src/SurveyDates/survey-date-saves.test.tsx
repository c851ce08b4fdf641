import { messages, type SurveyDate } from '@pulzus/core';
import { graphStartQueries, useApiClient, useSession } from '@pulzus/widgets';
import type { FakeHandlers } from '@pulzus/widgets/testing';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_KEYS, SM_SURVEYS, SURVEY_DATES, WORKER_GROUPS } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';
import { SurveyDatesScreen } from './SurveyDatesScreen';

const hu = messages.hu;

/** The graph sidebar's date list beside the screen: another reader of the same resource. */
function SidebarDates() {
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const dates = useQuery({
    ...graphStartQueries.surveyDates(client, sessionAccountId, true),
    select: (answer) => answer.survey_dates,
  });
  const published = dates.data?.filter((date) => date.enabled_for_users).length;
  return <output aria-label="sidebar">{published === undefined ? '' : `${published} published`}</output>;
}

describe('a save is a mutation that reloads its resource (docs/architecture.md "Fetching and saving")', () => {
  it('publishing a date keeps the dialog busy while it is sent, then reloads every list of dates, fetched once per key', async () => {
    let dates: readonly SurveyDate[] = SURVEY_DATES;
    let answer: (() => void) | null = null;
    const handlers: FakeHandlers = {
      'GET survey-dates': () => ({ body: { survey_dates: dates } }),
      'GET worker-groups': () => ({ body: { worker_groups: WORKER_GROUPS } }),
      'GET sm-surveys': () => ({ body: { sm_surveys: SM_SURVEYS } }),
      'GET sm-api-key': () => ({ body: { sm_api_keys: API_KEYS } }),
      'POST survey-dates/12/set-enabled': () =>
        new Promise((resolve) => {
          answer = () => {
            dates = dates.map((date) => (date.id === 12 ? { ...date, enabled_for_users: true } : date));
            resolve({ body: { status: 'ok' } });
          };
        }),
    };
    const view = renderAdmin(
      <>
        <SurveyDatesScreen />
        <SidebarDates />
      </>,
      { handlers },
    );
    const sidebar = await screen.findByRole('status', { name: 'sidebar' });
    await waitFor(() => expect(sidebar).toHaveTextContent(/\d+ published/));
    const before = Number.parseInt(sidebar.textContent ?? '', 10);
    const dateLoads = () =>
      view.calls.filter((c) => c.method === 'GET' && c.path.startsWith('survey-dates?')).length;
    // the screen and the sidebar read one cache entry: one request
    expect(dateLoads()).toBe(1);

    const cell = await screen.findByRole('cell', { name: '2024. szeptember' });
    await userEvent.click(
      within(cell.closest('tr') as HTMLElement).getByRole('button', {
        name: hu['admin-survey-dates-publish'],
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: hu['common-confirm-title'] }));
    await userEvent.click(dialog.getByRole('button', { name: hu['common-yes'] }));
    // while the call is under way the dialog is busy: no second click, no cancel
    await waitFor(() => expect(dialog.getByRole('button', { name: hu['common-yes'] })).toBeDisabled());
    expect(dialog.getByRole('button', { name: hu['common-no'] })).toBeDisabled();
    expect(dateLoads()).toBe(1);

    answer!();
    expect(await screen.findByText(hu['toast-survey-date-updated'])).toBeVisible();
    expect(dateLoads()).toBe(2);
    expect(sidebar).toHaveTextContent(`${before + 1} published`);
  });
});
