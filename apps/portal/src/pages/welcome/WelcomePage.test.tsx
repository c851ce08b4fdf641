import { formatSurveyDate, GRAPH_SLUGS, graphRoute, messages } from '@pulzus/core';
import { apiError, type FakeHandlers, makeAdminToken, makeToken } from '@pulzus/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../testing/render-portal';

const hu = messages.hu;

function allGraphs(enabled: readonly string[]) {
  return Object.fromEntries(GRAPH_SLUGS.map((slug) => [slug, enabled.includes(slug)]));
}

function handlers(enabled: readonly string[], lastDate: string | null = '2024-03-01'): FakeHandlers {
  return {
    'GET survey-dates/get-last-survey-date': () => ({ body: { last_date: lastDate } }),
    // the results home's own tests are its stories and the server's home-equals-graphs test
    'GET survey-dates': () => ({ body: { survey_dates: [] } }),
    'GET worker-groups': () => ({ body: { worker_groups: [] } }),
    'GET account/enabled-graphs': () => ({ body: { enabled_graphs: allGraphs(enabled) } }),
    'GET account/languages': () => ({ body: { languages: [{ id: 1, code: 'hu', name: 'Magyar' }] } }),
  };
}

describe('welcome page (spec 1 §2)', () => {
  it('greets by nickname and shows the latest survey month in the Hungarian format', async () => {
    renderPortal({ path: '/welcome', token: makeToken({ nickname: 'Réka' }), handlers: handlers(['total']) });
    expect(await screen.findByRole('heading', { name: 'Üdvözöljük, Réka!' })).toBeDefined();
    expect(await screen.findByText(formatSurveyDate('2024-03-01', 'hu'))).toBeDefined();
    expect(screen.getByText(hu['welcome-last-survey-caption'], { exact: false })).toBeDefined();
  });

  it('says when there is no survey date yet', async () => {
    renderPortal({ path: '/welcome', token: makeToken(), handlers: handlers(['total'], null) });
    // the month line and the results home say so
    await waitFor(() => expect(screen.getAllByText(hu['welcome-no-survey-date'])).toHaveLength(2));
  });

  it('links exactly the enabled graphs', async () => {
    const enabled = ['participation_rate', 'commitment_ranking', 'satisfaction_topics'] as const;
    renderPortal({ path: '/welcome', token: makeToken(), handlers: handlers(enabled) });
    await screen.findByRole('link', { name: hu['graph-title-participation_rate'] });
    const main = screen.getByRole('main');
    const hrefs = [...main.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(enabled.map(graphRoute));
    expect(screen.getByRole('heading', { name: hu['welcome-group-commitment'] })).toBeDefined();
  });

  it('prompts an admin without a session account to choose one, fetching no account data', async () => {
    const portal = renderPortal({
      path: '/welcome',
      token: makeAdminToken({ aid: null, an: null }),
      handlers: handlers([]),
    });
    expect(await screen.findByText(hu['welcome-choose-session-account-prompt'])).toBeDefined();
    expect(screen.getByRole('button', { name: hu['welcome-choose-session-account-button'] })).toBeDefined();
    expect(
      portal.calls.some((call) => call.path.startsWith('account/') || call.path.startsWith('survey-dates')),
    ).toBe(false);
  });

  it('prompts an admin whose account has no enabled graph', async () => {
    renderPortal({ path: '/welcome', token: makeAdminToken(), handlers: handlers([]) });
    expect(await screen.findByText(hu['welcome-no-enabled-graphs'])).toBeDefined();
    expect(screen.getByRole('button', { name: hu['welcome-choose-session-account-button'] })).toBeDefined();
  });

  it('shows the error text when the enabled graphs cannot be loaded', async () => {
    renderPortal({
      path: '/welcome',
      token: makeToken(),
      handlers: { ...handlers([]), 'GET account/enabled-graphs': () => apiError(403, 'forbidden') },
    });
    // the links and the results home both say so
    await waitFor(() => {
      const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
      expect(alerts.length).toBeGreaterThan(0);
      for (const text of alerts) expect(text).toBe(hu['error-forbidden']);
    });
  });
});

describe('a shared date’s link on the welcome page (docs/api.md "Sharing a date")', () => {
  const TOKEN = 'aB3_dEf-ghIJkl0123456789';
  const shared = (extra: FakeHandlers = {}) => ({
    ...handlers(['total']),
    'POST survey-date-shares/open': () => ({
      body: { survey_date_id: 7, date: '2025-03-01', include_report: true },
    }),
    ...extra,
  });

  it('tells the server the signed-in recipient opened it, names the date and drops the token from the address', async () => {
    const portal = renderPortal({
      path: `/welcome?share=${TOKEN}&report=pdf`,
      token: makeToken(),
      handlers: shared(),
    });
    expect(
      await screen.findByText(
        hu['welcome-shared-date'].replace('{{date}}', formatSurveyDate('2025-03-01', 'hu')),
      ),
    ).toBeDefined();
    const open = portal.calls.find((call) => call.path === 'survey-date-shares/open');
    expect(open?.body).toEqual({ token: TOKEN });
    await waitFor(() => expect(portal.location()).not.toContain('share='));
    // the mail carried the report link: the report button of that date
    expect(screen.getAllByRole('button', { name: hu['report-button'] }).length).toBeGreaterThan(1);
  });

  it('shows nothing for a token that is not the caller’s (404)', async () => {
    const portal = renderPortal({
      path: `/welcome?share=${TOKEN}`,
      token: makeToken(),
      handlers: shared({ 'POST survey-date-shares/open': () => apiError(404, 'not-found') }),
    });
    await waitFor(() =>
      expect(portal.calls.some((call) => call.path === 'survey-date-shares/open')).toBe(true),
    );
    expect(screen.queryByText(/2025\. március/)).toBeNull();
  });

  it('keeps the link through the sign-in: signed out, it goes to /login and nothing is sent', async () => {
    const portal = renderPortal({ path: `/welcome?share=${TOKEN}`, token: null, handlers: shared() });
    await waitFor(() => expect(portal.location()).toContain('/login'));
    expect(portal.calls.some((call) => call.path === 'survey-date-shares/open')).toBe(false);
    expect(window.sessionStorage.getItem('pulzus.shared-link')).toContain(TOKEN);
    window.sessionStorage.clear();
  });
});
