import {
  DATA_IMPORT_REFRESH_MS,
  formatTimestampInZone,
  messages,
  PROVIDER_CONNECT_STATE_KEY,
} from '@pulzus/core';
import { apiError } from '@pulzus/widgets/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pending } from '../testing/AdminHarness';
import { axeViolations } from '../testing/axe';
import { renderAdmin } from '../testing/render-admin';
import { DataImportScreen } from './DataImportScreen';
import {
  API_KEY_LIMITS,
  COMPLETED_JOB,
  dataImportHandlers,
  MANUAL_PREVIEW_WITH_ERRORS,
  MANUAL_ROW_ERRORS,
  RETRYING_JOB,
  REVOKED_JOB,
  RUNNING_JOB,
} from './data-import.fixtures';

const hu = messages.hu;
const memoryStorage = () => {
  const items = new Map<string, string>();
  return { setItem: (key: string, value: string) => void items.set(key, value), items };
};

/** The actions group of a survey's row, found by its title. */
const surveyActions = async (title: string) =>
  within(await screen.findByRole('group', { name: `${hu['common-actions']}: ${title}` }));
const countOf = (calls: { method: string; path: string }[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).length;
const xlsx = () => new File(['PK'], 'valaszok.xlsx', { type: 'application/vnd.ms-excel' });
/** The lines of {@link MANUAL_ROW_ERRORS}: five errors, then "and 3 more". */
const ERROR_LINES = [
  '2. sor: érvénytelen gyűjtőazonosító.',
  '3. sor, D oszlop: a cella tartalma nem a kérdés egyik válasza.',
  '3. sor, F oszlop: a kérdés nem található a kérdőívben.',
  // the retired code, as an older server sends it
  '4. sor, D oszlop: hiányzó válasz.',
  '5. sor, A oszlop: ez a válaszadó-azonosító egy korábbi sorban már szerepel.',
  'és még 3 hiba',
];

afterEach(() => {
  vi.useRealTimers();
});

describe('data import screen (spec 2 §2 "Data import (admin)")', () => {
  it('spec 2 §2: shows the API keys with queries left and the daily reset in local time, and the queue length; passes axe', async () => {
    const view = renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: dataImportHandlers(),
    });
    const keys = await screen.findByRole('table', { name: hu['admin-data-import-api-keys'] });
    const row = within(keys).getByRole('row', { name: /Második fiók/ });
    expect(within(row).getByText('3')).toBeVisible();
    expect(
      within(row).getByText(formatTimestampInZone(API_KEY_LIMITS[1]?.day_reset ?? '', 'Europe/Budapest')),
    ).toBeVisible();
    expect(screen.getByText('Várakozó importálások: 2')).toBeVisible();
    const surveys = screen.getByRole('table', { name: hu['admin-data-import-surveys'] });
    // each survey names its API key: two keys may hold surveys of one title
    expect(
      within(surveys).getByRole('row', { name: /1002 Elégedettség 2024 – szellemi Fő fiók 2/ }),
    ).toBeVisible();
    expect(
      within(surveys).getByRole('row', { name: /2001 Másik kulcs felmérése Második fiók 1/ }),
    ).toBeVisible();
    await screen.findByRole('link', { name: hu['admin-data-import-connect'] });
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('spec 2 §4, §9: the limits, the queue length and the jobs reload every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: dataImportHandlers(),
    });
    await screen.findByRole('table', { name: hu['admin-data-import-api-keys'] });
    const limits = () => countOf(view.calls, 'GET', 'data-import/limits');
    const jobs = () => countOf(view.calls, 'GET', 'data-import/jobs');
    expect([limits(), jobs()]).toEqual([1, 1]);
    await act(() => vi.advanceTimersByTimeAsync(DATA_IMPORT_REFRESH_MS - 1_000));
    expect([limits(), jobs()]).toEqual([1, 1]);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect([limits(), jobs()]).toEqual([2, 2]));
    await act(() => vi.advanceTimersByTimeAsync(DATA_IMPORT_REFRESH_MS));
    await waitFor(() => expect([limits(), jobs()]).toEqual([3, 3]));
  });

  it('spec 2 §4, §8: a reimport is queued with a toast, and the limits and jobs reload after it', async () => {
    const view = renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: dataImportHandlers(),
    });
    const row = await surveyActions('Elégedettség 2024 – szellemi');
    await userEvent.click(row.getByRole('button', { name: hu['admin-data-import-reimport-answers'] }));
    expect(await screen.findByText(hu['toast-import-answers-success'])).toBeVisible();
    expect(countOf(view.calls, 'POST', 'data-import/surveys/1002/responses')).toBe(1);
    await waitFor(() => expect(countOf(view.calls, 'GET', 'data-import/limits')).toBe(2));
    expect(countOf(view.calls, 'GET', 'data-import/jobs')).toBe(2);
  });

  it('spec 2 §8: a failed reimport toasts its failure', async () => {
    renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: {
        ...dataImportHandlers(),
        'POST data-import/surveys/2001/details': () => apiError(502, 'provider-error', { reason: 'revoked' }),
      },
    });
    const row = await surveyActions('Másik kulcs felmérése');
    await userEvent.click(row.getByRole('button', { name: hu['admin-data-import-reimport-details'] }));
    expect(await screen.findByText(hu['toast-import-details-error'])).toBeVisible();
  });

  it("spec 2 §4: a survey's reimport buttons are disabled while its import runs, others' are not", async () => {
    renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: dataImportHandlers([RUNNING_JOB, RETRYING_JOB, REVOKED_JOB]),
    });
    for (const title of ['Elégedettség 2024 – fizikai', 'Elégedettség 2024 – szellemi']) {
      const running = await surveyActions(title);
      for (const button of running.getAllByRole('button')) expect(button).toBeDisabled();
    }
    // the failed import of 2001 has ended: its survey can be imported again
    const ended = await surveyActions('Másik kulcs felmérése');
    for (const button of ended.getAllByRole('button')) expect(button).toBeEnabled();
    expect(screen.getAllByText(hu['admin-data-import-survey-import-running'])).toHaveLength(2);
  });

  it('spec 2 §4: the buttons of a survey wait while its reimport call runs', async () => {
    renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: { ...dataImportHandlers([]), 'POST data-import/surveys/2001/details': () => pending() },
    });
    const row = await surveyActions('Másik kulcs felmérése');
    await userEvent.click(row.getByRole('button', { name: hu['admin-data-import-reimport-details'] }));
    for (const button of row.getAllByRole('button')) expect(button).toBeDisabled();
    const other = await surveyActions('Elégedettség 2024 – fizikai');
    expect(other.getByRole('button', { name: hu['admin-data-import-reimport-details'] })).toBeEnabled();
  });

  it('spec 2 §7: the survey-list refresh posts data-import/surveys, toasts and reloads the surveys', async () => {
    const view = renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: dataImportHandlers([]),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: hu['admin-data-import-reimport-surveys'] }),
    );
    expect(await screen.findByText(hu['toast-import-surveys-success'])).toBeVisible();
    expect(countOf(view.calls, 'POST', 'data-import/surveys')).toBe(1);
    await waitFor(() => expect(countOf(view.calls, 'GET', 'sm-surveys')).toBe(2));
  });

  it('spec 2 §2: the connect link targets the provider authorize page with the client id and state, kept in local storage', async () => {
    window.localStorage.removeItem(PROVIDER_CONNECT_STATE_KEY);
    renderAdmin(<DataImportScreen />, { handlers: dataImportHandlers() });
    const link = await screen.findByRole('link', { name: hu['admin-data-import-connect'] });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:4010/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('sim-client-1');
    expect(url.searchParams.get('state')).toBe('st-7f3a9c');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/oauth');
    expect(window.localStorage.getItem(PROVIDER_CONNECT_STATE_KEY)).toBe('st-7f3a9c');
    window.localStorage.removeItem(PROVIDER_CONNECT_STATE_KEY);
  });

  it('the progress view shows each job with its state, progress and a translated failure', async () => {
    renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: dataImportHandlers([RUNNING_JOB, COMPLETED_JOB, REVOKED_JOB]),
    });
    const table = await screen.findByRole('table', { name: hu['admin-data-import-jobs'] });
    const running = within(table).getByRole('row', { name: /Elégedettség 2024 – fizikai/ });
    expect(within(running).getByText(hu['admin-data-import-job-state-active'])).toBeVisible();
    expect(within(running).getByText('Válaszok: 400 / 950')).toBeVisible();
    expect(within(running).getByText('Oldalak: 4 / 10')).toBeVisible();
    const revoked = within(table).getByRole('row', { name: /Másik kulcs felmérése/ });
    expect(within(revoked).getByText(hu['admin-data-import-job-state-failed'])).toBeVisible();
    expect(within(revoked).getByText(hu['admin-data-import-job-error-provider-token-revoked'])).toBeVisible();
    const list = within(table).getByRole('row', {
      name: new RegExp(hu['admin-data-import-job-kind-survey-list']),
    });
    expect(within(list).getByText('Felmérések: 3 / 3')).toBeVisible();
  });

  it('no recent import shows the empty message', async () => {
    renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, { handlers: dataImportHandlers([]) });
    expect(await screen.findByText(hu['admin-data-import-jobs-empty'])).toBeVisible();
  });
});

describe('manual upload (spec 2 §5, §8; docs/import.md "The manual import")', () => {
  /** Chooses a file and presses Upload; answers the preview region once it shows. */
  async function uploadForPreview(file = xlsx()) {
    await userEvent.upload(await screen.findByLabelText(hu['admin-data-import-manual-file']), file);
    await userEvent.click(screen.getByRole('button', { name: hu['common-upload'] }));
    return screen.findByRole('region', { name: 'Előnézet: valaszok.xlsx' });
  }

  it('spec 2 §5: the upload needs an xlsx, xls, csv or tab-separated txt file; another type is refused before sending', async () => {
    const view = renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: dataImportHandlers([]),
    });
    const input = await screen.findByLabelText(hu['admin-data-import-manual-file']);
    const upload = screen.getByRole('button', { name: hu['common-upload'] });
    expect(input).toHaveAttribute('accept', '.xlsx,.xls,.csv,.txt,.tsv');
    expect(input).toHaveAccessibleDescription(hu['admin-data-import-manual-hint']);
    expect(upload).toBeDisabled();
    await userEvent.upload(input, new File(['%PDF'], 'valaszok.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(upload).toBeDisabled();
    expect(screen.getByText(hu['invalid-file'])).toBeVisible();
    await userEvent.upload(input, new File(['Respondent ID'], 'export.csv', { type: 'text/csv' }));
    expect(upload).toBeEnabled();
    // Excel's "Unicode text" export: tab-separated .txt (docs/import.md "The manual import")
    await userEvent.upload(
      input,
      new File(['Respondent ID\tCollector ID'], 'export.txt', { type: 'text/plain' }),
    );
    expect(upload).toBeEnabled();
    expect(view.calls).not.toContainEqual(
      expect.objectContaining({ path: 'data-import/manual-import/preview' }),
    );
  });

  it('the upload first shows the preview — layout, rows, respondents per collector with new and stored, skipped answers — and imports only on Import; passes axe', async () => {
    const view = renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: dataImportHandlers([]),
    });
    const preview = await uploadForPreview();
    expect(countOf(view.calls, 'POST', 'data-import/manual-import/preview')).toBe(1);
    expect(countOf(view.calls, 'POST', 'data-import/manual-import')).toBe(0);
    // the heading takes the focus, so keyboard and screen reader users land on the preview
    expect(within(preview).getByRole('heading', { name: 'Előnézet: valaszok.xlsx' })).toHaveFocus();
    for (const line of [
      hu['admin-data-import-manual-layout-surveymonkey'],
      'Sorok: 2412',
      'Importálandó válaszadók: 2400',
      'Válasz nélküli, kihagyott sorok: 12',
      'Kihagyott (üres) válaszok: 4316',
    ])
      expect(within(preview).getByText(line)).toBeVisible();
    const table = within(preview).getByRole('table', { name: hu['admin-data-import-manual-collectors'] });
    const row = within(table).getByRole('row', { name: /460002/ });
    expect(within(row).getByText('2025. június')).toBeVisible();
    expect(within(row).getByText('120')).toBeVisible();
    expect(within(row).getByText('630')).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);

    await userEvent.click(
      within(preview).getByRole('button', { name: hu['admin-data-import-manual-import'] }),
    );
    expect(await screen.findByText(hu['admin-data-import-manual-success'])).toBeVisible();
    expect(countOf(view.calls, 'POST', 'data-import/manual-import')).toBe(1);
    expect(screen.queryByRole('region', { name: /Előnézet/ })).toBeNull();
    expect(screen.getByLabelText(hu['admin-data-import-manual-file'])).toHaveFocus();
    await waitFor(() => expect(countOf(view.calls, 'GET', 'data-import/jobs')).toBe(2));
  });

  it('works from the keyboard: Tab from the preview heading reaches Cancel, then Import; Enter imports', async () => {
    const view = renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: dataImportHandlers([]),
    });
    await uploadForPreview();
    await userEvent.tab();
    expect(screen.getByRole('region', { name: hu['admin-data-import-manual-collectors'] })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: hu['common-cancel'] })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: hu['admin-data-import-manual-import'] })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(hu['admin-data-import-manual-success'])).toBeVisible();
    expect(countOf(view.calls, 'POST', 'data-import/manual-import')).toBe(1);
  });

  it('Cancel drops the preview, sends nothing and gives the focus back to the file', async () => {
    const view = renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: dataImportHandlers([]),
    });
    const preview = await uploadForPreview();
    await userEvent.click(within(preview).getByRole('button', { name: hu['common-cancel'] }));
    expect(screen.queryByRole('region', { name: /Előnézet/ })).toBeNull();
    expect(screen.getByLabelText(hu['admin-data-import-manual-file'])).toHaveFocus();
    expect(countOf(view.calls, 'POST', 'data-import/manual-import')).toBe(0);
    // the file stays chosen: it can be checked again
    expect(screen.getByRole('button', { name: hu['common-upload'] })).toBeEnabled();
  });

  it('shows the check and the import running, with the buttons waiting', async () => {
    renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: {
        ...dataImportHandlers([]),
        'POST data-import/manual-import/preview': () => pending(),
      },
    });
    await userEvent.upload(await screen.findByLabelText(hu['admin-data-import-manual-file']), xlsx());
    await userEvent.click(screen.getByRole('button', { name: hu['common-upload'] }));
    expect(screen.getByText(hu['admin-data-import-manual-checking'])).toBeVisible();
    expect(screen.getByRole('button', { name: hu['common-upload'] })).toBeDisabled();
  });

  it('disables Cancel and Import while the import runs', async () => {
    renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: { ...dataImportHandlers([]), 'POST data-import/manual-import': () => pending() },
    });
    const preview = await uploadForPreview();
    await userEvent.click(
      within(preview).getByRole('button', { name: hu['admin-data-import-manual-import'] }),
    );
    expect(within(preview).getByText(hu['admin-data-import-manual-importing'])).toBeVisible();
    expect(within(preview).getByRole('button', { name: hu['common-cancel'] })).toBeDisabled();
    expect(
      within(preview).getByRole('button', { name: hu['admin-data-import-manual-import'] }),
    ).toBeDisabled();
  });

  it('spec 2 §8, §9: a preview with errors lists at most five naming row and column, then "and N more", and cannot be imported', async () => {
    renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: {
        ...dataImportHandlers([]),
        'POST data-import/manual-import/preview': () => ({ body: MANUAL_PREVIEW_WITH_ERRORS }),
      },
    });
    const preview = await uploadForPreview();
    const alert = within(preview).getByRole('alert');
    expect(alert).toHaveTextContent(hu['admin-data-import-manual-preview-errors']);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(ERROR_LINES);
    expect(
      within(preview).getByRole('button', { name: hu['admin-data-import-manual-import'] }),
    ).toBeDisabled();
  });

  it('spec 2 §8: an import refused after its preview lists its errors as well', async () => {
    renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: {
        ...dataImportHandlers([]),
        'POST data-import/manual-import': () =>
          apiError(422, 'manual-import-rows-invalid', { errors: MANUAL_ROW_ERRORS }),
      },
    });
    const preview = await uploadForPreview();
    await userEvent.click(
      within(preview).getByRole('button', { name: hu['admin-data-import-manual-import'] }),
    );
    const alert = await screen.findByText(hu['error-manual-import-rows-invalid']);
    const list = within(alert.closest('[role="alert"]') as HTMLElement).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(ERROR_LINES);
    expect(screen.getByLabelText(hu['admin-data-import-manual-file'])).toHaveFocus();
  });

  it('spec 2 §8: a file that cannot be read names the collector columns the file needs', async () => {
    renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: {
        ...dataImportHandlers([]),
        'POST data-import/manual-import/preview': () => apiError(422, 'cant-decode-file'),
      },
    });
    await userEvent.upload(await screen.findByLabelText(hu['admin-data-import-manual-file']), xlsx());
    await userEvent.click(screen.getByRole('button', { name: hu['common-upload'] }));
    expect(await screen.findByText(hu['admin-data-import-manual-error-cant-decode-file'])).toBeVisible();
    expect(screen.getByLabelText(hu['admin-data-import-manual-file'])).toHaveFocus();
  });

  it('spec 2 §8: a sheet without its collector column names the missing column', async () => {
    renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: {
        ...dataImportHandlers([]),
        'POST data-import/manual-import/preview': () =>
          apiError(422, 'manual-import-missing-column', { column: 'Collector ID' }),
      },
    });
    await userEvent.upload(await screen.findByLabelText(hu['admin-data-import-manual-file']), xlsx());
    await userEvent.click(screen.getByRole('button', { name: hu['common-upload'] }));
    const text = hu['admin-data-import-manual-error-missing-column'].replace('{{column}}', 'Collector ID');
    expect(await screen.findByText(text)).toBeVisible();
  });
});

describe('the import history stays one screen long', () => {
  it('shows the newest 20 jobs, and 20 more at a time on request', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ ...COMPLETED_JOB, id: 1000 - i }));
    renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, { handlers: dataImportHandlers(many) });
    const history = await screen.findByRole('table', { name: hu['admin-data-import-jobs'] });
    const bodyRows = () => within(history).getAllByRole('row').length - 1;
    expect(bodyRows()).toBe(20);
    await userEvent.click(screen.getByRole('button', { name: 'Továbbiak mutatása (20 / 45)' }));
    expect(bodyRows()).toBe(40);
    await userEvent.click(screen.getByRole('button', { name: 'Továbbiak mutatása (40 / 45)' }));
    expect(bodyRows()).toBe(45);
    expect(screen.queryByRole('button', { name: /Továbbiak mutatása/ })).toBeNull();
  });
});

describe('data import screen states (spec 2 §4)', () => {
  it('shows the loading state, then the load failure', async () => {
    renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: { ...dataImportHandlers(), 'GET sm-surveys': () => apiError(500, 'internal') },
    });
    expect(screen.getByRole('status')).toHaveTextContent(hu['common-loading']);
    expect(await screen.findByText(hu['error-internal'])).toBeVisible();
  });

  it('shows the empty key and survey lists', async () => {
    renderAdmin(<DataImportScreen stateStorage={memoryStorage()} />, {
      handlers: {
        ...dataImportHandlers([]),
        'GET data-import/limits': () => ({ body: { queue_length: 0, api_keys: [] } }),
        'GET sm-surveys': () => ({ body: { sm_surveys: [] } }),
      },
    });
    expect(await screen.findByText(hu['admin-data-import-api-keys-empty'])).toBeVisible();
    expect(screen.getByText(hu['admin-data-import-surveys-empty'])).toBeVisible();
  });
});
