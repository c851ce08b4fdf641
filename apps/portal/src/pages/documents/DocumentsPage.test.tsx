import { type Document, messages } from '@pulzus/core';
import { apiError, type FakeHandlers, makeToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderPortal } from '../../testing/render-portal';
import { expectSidebarClosedUntilAsked } from '../../testing/sidebar-on-phone';
import { axeViolations } from '../graph/axe-violations';
import { reportingHandlers, surveyDate } from '../graph/reporting-fixtures';

const hu = messages.hu;

const doc = (id: number, name: string, file: string): Document => ({
  id,
  name,
  original_filename: file,
  file_name: file,
  upload_datetime: '2024-03-05T10:00:00Z',
});

const DOCS = [doc(11, 'Összefoglaló jelentés', 'jelentes.pdf'), doc(12, 'Nyers adatok', 'adatok.xlsx')];

function handlers(extra: FakeHandlers = {}): FakeHandlers {
  return {
    ...reportingHandlers(),
    'GET survey-dates/2/documents': () => ({ body: { documents: DOCS } }),
    'GET survey-dates/1/documents': () => ({ body: { documents: [] } }),
    'POST documents/11/download': () => ({ body: { token: 'doc-token-11' } }),
    ...extra,
  };
}

const renderDocuments = (extra: FakeHandlers = {}) =>
  renderPortal({ path: '/documents', token: makeToken(), handlers: handlers(extra) });

// a desktop viewport: below 900 px the sidebar starts closed (the phone block below)
beforeAll(async () => {
  await page.viewport(1280, 800);
});

afterEach(() => vi.restoreAllMocks());

describe('documents page (spec 2 §2 "Documents", §7, §8)', () => {
  it('lists the latest date’s documents with type icon, name, file name and a download button', async () => {
    renderDocuments();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('img', { name: 'PDF' })).toBeVisible();
    expect(within(rows[1]!).getByRole('img', { name: 'XLSX' })).toBeVisible();
    expect(within(rows[0]!).getByText('Összefoglaló jelentés')).toBeVisible();
    expect(within(rows[0]!).getByText('jelentes.pdf')).toBeVisible();
    expect(
      within(rows[1]!).getByRole('button', { name: `${hu['documents-download']}: Nyers adatok` }),
    ).toBeVisible();
  });

  it('opens documents/download/{token} in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const portal = renderDocuments();
    await userEvent.click(
      await screen.findByRole('button', { name: `${hu['documents-download']}: Összefoglaló jelentés` }),
    );
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('/api/documents/download/doc-token-11', '_blank', 'noopener'),
    );
    expect(portal.calls.find((c) => c.path === 'documents/11/download')?.method).toBe('POST');
  });

  it('shows the documents-download-error toast when the download fails', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderDocuments({ 'POST documents/11/download': () => apiError(404, 'not-found') });
    await userEvent.click(
      await screen.findByRole('button', { name: `${hu['documents-download']}: Összefoglaló jelentés` }),
    );
    expect(await screen.findByText('A dokumentum letöltése közben hiba történt.')).toBeVisible();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the no-documents message for a date without documents', async () => {
    renderDocuments();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('combobox', { name: hu['graph-sidebar-survey-date'] }));
    await userEvent.click(screen.getByRole('option', { name: '2023. szeptember' }));
    expect(await screen.findByText(hu['documents-empty'])).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers users only published survey dates (spec 2 §6)', async () => {
    const portal = renderPortal({
      path: '/documents',
      token: makeToken(),
      handlers: {
        ...handlers(),
        'GET survey-dates': () => ({
          body: { survey_dates: [surveyDate(3, '2024-09-01', false), surveyDate(2, '2024-03-01')] },
        }),
      },
    });
    await screen.findByRole('table');
    expect(portal.calls.some((c) => c.path === 'survey-dates/3/documents')).toBe(false);
    await userEvent.click(screen.getByRole('combobox', { name: hu['graph-sidebar-survey-date'] }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['2024. március']);
  });

  it('says so when there is no survey date at all', async () => {
    renderPortal({
      path: '/documents',
      token: makeToken(),
      handlers: { ...handlers(), 'GET survey-dates': () => ({ body: { survey_dates: [] } }) },
    });
    expect(await screen.findByText(hu['welcome-no-survey-date'])).toBeVisible();
  });

  it('shows the error text when the list cannot be loaded', async () => {
    renderDocuments({ 'GET survey-dates/2/documents': () => apiError(403, 'forbidden') });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(hu['error-forbidden']));
  });

  it('reaches the download buttons from the table by Tab and downloads with Enter', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderDocuments();
    const region = await screen.findByRole('region', { name: `${hu['documents-title']}: 2024. március` });
    region.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: `${hu['documents-download']}: Összefoglaló jelentés` }),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  });

  it('has no axe violations', async () => {
    renderDocuments();
    await screen.findByRole('table');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('documents page on a phone (390 × 844)', () => {
  beforeAll(async () => {
    await page.viewport(390, 844);
  });
  afterAll(async () => {
    await page.viewport(1280, 800);
  });

  it('starts with the sidebar closed behind "Szűrők (0)", the content first; the button opens it', async () => {
    renderDocuments();
    await screen.findByRole('table');
    await expectSidebarClosedUntilAsked();
  });
});
