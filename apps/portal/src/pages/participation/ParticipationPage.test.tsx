import { messages, type ParticipationCollector } from '@pulzus/core';
import { apiError, type FakeHandlers, makeAdminToken, makeToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderPortal } from '../../testing/render-portal';
import { expectSidebarClosedUntilAsked } from '../../testing/sidebar-on-phone';
import { axeViolations } from '../graph/axe-violations';
import { reportingHandlers, surveyDate, UNIT } from '../graph/reporting-fixtures';

const hu = messages.hu;

const row = (
  group: number,
  answer: number,
  headcount: number,
  respondents: number,
): ParticipationCollector => ({
  worker_group_id: group,
  headcount,
  respondent_count: respondents,
  demographies: [{ demography_id: 40, demography_answer_id: answer }],
});

function handlers(collectors: ParticipationCollector[], extra: FakeHandlers = {}): FakeHandlers {
  return {
    ...reportingHandlers(),
    'GET survey-dates/2/demographies': () => ({ body: { demographies: [UNIT] } }),
    'GET survey-dates/1/demographies': () => ({ body: { demographies: [UNIT] } }),
    'POST graph/participation-rate': () => ({ body: { collectors } }),
    'POST download-tickets': () => ({ body: { ticket: 'ticket-0123456789abcdef' } }),
    ...extra,
  };
}

// a desktop viewport: below 900 px the sidebar starts closed (the phone block below)
beforeAll(async () => {
  await page.viewport(1280, 800);
});

afterEach(() => vi.restoreAllMocks());

describe('participation rate page (spec 2 §2 "Participation rate", §4)', () => {
  it('asks for the latest date and shows one table per worker group with merged rows and totals', async () => {
    const collectors = [row(5, 402, 10, 5), row(5, 401, 20, 15), row(5, 401, 10, 5), row(6, 401, 8, 8)];
    const portal = renderPortal({
      path: '/participation-rate',
      token: makeToken(),
      handlers: handlers(collectors),
    });
    const tables = await screen.findAllByRole('table');
    expect(tables.map((t) => (t as HTMLTableElement).caption?.textContent)).toEqual([
      'Irodai munkatársak',
      'Termelés',
    ]);
    const office = tables[0]!;
    const bodyRows = within(office).getAllByRole('row').slice(1, -1);
    // Budapest's two collectors merged (30 sent, 20 completed), ordered by the unit's answer order
    expect(bodyRows.map((r) => r.textContent)).toEqual(['Budapest302067%', 'Győr10550%']);
    expect(within(office).getAllByRole('row').at(-1)?.textContent).toBe(
      `${hu['participation-rate-total']}402563%`,
    );
    const request = portal.calls.find((c) => c.path === 'graph/participation-rate');
    expect(request?.body).toEqual({ survey_date_id: 2 });
  });

  it('offers one xlsx button per worker group, each opening its ticket URL in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const portal = renderPortal({
      path: '/participation-rate',
      token: makeToken(),
      handlers: handlers([row(5, 401, 10, 5), row(6, 401, 8, 8)]),
    });
    await screen.findAllByRole('table');
    const buttons = screen.getAllByRole('button', { name: /xlsx/ });
    expect(buttons.map((b) => b.textContent)).toEqual([
      hu['participation-rate-download-group'].replace('{{name}}', 'Irodai munkatársak'),
      hu['participation-rate-download-group'].replace('{{name}}', 'Termelés'),
    ]);
    await userEvent.click(buttons[1]!);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        '/api/graph/participation-rate/survey-dates/2/xlsx?worker_group_id=6&t=ticket-0123456789abcdef',
        '_blank',
        'noopener',
      ),
    );
    expect(portal.calls.find((c) => c.path === 'download-tickets')?.body).toEqual({
      resource: 'participation-xlsx',
      id: 2,
    });
  });

  it('offers a single xlsx button for the whole date when there is one worker group', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPortal({
      path: '/participation-rate',
      token: makeToken(),
      handlers: handlers([row(5, 401, 10, 5)]),
    });
    await screen.findAllByRole('table');
    const buttons = screen.getAllByRole('button', { name: /xlsx/ });
    expect(buttons.map((b) => b.textContent)).toEqual([hu['participation-rate-download']]);
    await userEvent.click(buttons[0]!);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        '/api/graph/participation-rate/survey-dates/2/xlsx?t=ticket-0123456789abcdef',
        '_blank',
        'noopener',
      ),
    );
  });

  it('shows a danger toast when the download ticket is refused', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPortal({
      path: '/participation-rate',
      token: makeToken(),
      handlers: handlers([row(5, 401, 10, 5)], { 'POST download-tickets': () => apiError(403, 'forbidden') }),
    });
    await screen.findAllByRole('table');
    await userEvent.click(screen.getByRole('button', { name: hu['participation-rate-download'] }));
    expect(await screen.findByText(hu['error-forbidden'])).toBeVisible();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the explanation popup from the info button and closes it with Escape', async () => {
    renderPortal({
      path: '/participation-rate',
      token: makeToken(),
      handlers: handlers([row(5, 401, 10, 5)]),
    });
    const info = await screen.findByRole('button', { name: hu['participation-rate-info'] });
    await userEvent.click(info);
    expect(await screen.findByText(hu['participation-rate-explanation'])).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(hu['participation-rate-explanation'])).toBeNull());
  });

  it('shows the empty message and no button when the date has no collectors', async () => {
    renderPortal({ path: '/participation-rate', token: makeToken(), handlers: handlers([]) });
    expect(await screen.findByText(hu['participation-rate-empty'])).toBeVisible();
    expect(screen.queryByRole('button', { name: /xlsx/ })).toBeNull();
  });

  it('shows the error text when the rates cannot be loaded', async () => {
    renderPortal({
      path: '/participation-rate',
      token: makeToken(),
      handlers: handlers([], { 'POST graph/participation-rate': () => apiError(404, 'not-found') }),
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(hu['error-not-found']));
  });

  it('offers users only published dates and reloads for another chosen date (spec 2 §6)', async () => {
    const dates = [
      surveyDate(3, '2024-09-01', false),
      surveyDate(2, '2024-03-01'),
      surveyDate(1, '2023-09-01'),
    ];
    const portal = renderPortal({
      path: '/participation-rate',
      token: makeToken(),
      handlers: {
        ...handlers([row(5, 401, 10, 5)]),
        'GET survey-dates': () => ({ body: { survey_dates: dates } }),
      },
    });
    await screen.findAllByRole('table');
    await userEvent.click(screen.getByRole('combobox', { name: hu['graph-sidebar-survey-date'] }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['2024. március', '2023. szeptember']);
    await userEvent.click(screen.getByRole('option', { name: '2023. szeptember' }));
    await waitFor(() =>
      expect(portal.calls.filter((c) => c.path === 'graph/participation-rate').at(-1)?.body).toEqual({
        survey_date_id: 1,
      }),
    );
  });

  it('preselects the latest date of all dates for an admin', async () => {
    const dates = [surveyDate(3, '2024-09-01', false), surveyDate(2, '2024-03-01')];
    const portal = renderPortal({
      path: '/participation-rate',
      token: makeAdminToken(),
      handlers: {
        ...handlers([row(5, 401, 10, 5)]),
        'GET survey-dates': () => ({ body: { survey_dates: dates } }),
        'GET survey-dates/3/demographies': () => ({ body: { demographies: [UNIT] } }),
      },
    });
    await screen.findAllByRole('table');
    expect(portal.calls.find((c) => c.path.startsWith('survey-dates?'))?.path).toBe('survey-dates?all=true');
    expect(portal.calls.find((c) => c.path === 'graph/participation-rate')?.body).toEqual({
      survey_date_id: 3,
    });
  });

  it('redirects to /welcome when participation_rate is disabled for the account (spec 1 §2)', async () => {
    const portal = renderPortal({
      path: '/participation-rate',
      token: makeToken(),
      handlers: { ...handlers([]), ...reportingHandlers({ disabled: ['participation_rate'] }) },
    });
    await waitFor(() => expect(portal.location()).toBe('/welcome'));
  });

  it('has no axe violations', async () => {
    renderPortal({
      path: '/participation-rate',
      token: makeToken(),
      handlers: handlers([row(5, 401, 10, 5), row(6, 401, 8, 8)]),
    });
    await screen.findAllByRole('table');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('participation page on a phone (390 × 844)', () => {
  beforeAll(async () => {
    await page.viewport(390, 844);
  });
  afterAll(async () => {
    await page.viewport(1280, 800);
  });

  it('starts with the sidebar closed behind "Szűrők (0)", the content first; the button opens it', async () => {
    renderPortal({
      path: '/participation-rate',
      token: makeToken(),
      handlers: handlers([row(5, 401, 10, 5), row(6, 401, 8, 8)]),
    });
    await screen.findAllByRole('table');
    await expectSidebarClosedUntilAsked();
  });
});
