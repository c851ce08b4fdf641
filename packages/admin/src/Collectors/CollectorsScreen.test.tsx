import { messages } from '@pulzus/core';
import { apiError, makeAdminToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pending } from '../testing/AdminHarness';
import { axeViolations } from '../testing/axe';
import { renderAdmin } from '../testing/render-admin';
import { CollectorsScreen } from './CollectorsScreen';
import { COLLECTORS, collectorHandlers, TICKET, otherDateRefusalHandlers } from './collectors.fixtures';

const hu = messages.hu;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xlsx = (name = 'gyujtok.xlsx') => new File(['PK\u0003\u0004 collectors'], name, { type: XLSX_TYPE });

async function cardOf(title: string) {
  const heading = await screen.findByRole('heading', { name: title });
  return within(heading.closest('article') as HTMLElement);
}

function cardTitles() {
  return within(screen.getByRole('list', { name: hu['admin-collectors-list'] }))
    .getAllByRole('heading')
    .map((h) => h.textContent);
}

const getCalls = (calls: { method: string; path: string }[], path: string) =>
  calls.filter((c) => c.method === 'GET' && c.path === path);

async function openUpload() {
  await userEvent.click(await screen.findByRole('button', { name: hu['admin-collectors-upload-xlsx'] }));
  return within(await screen.findByRole('dialog', { name: hu['admin-collectors-upload-popup-title'] }));
}

describe('collectors screen (spec 2 §2 Collectors)', () => {
  it('spec 2 §2: a card per collector with title and id, worker group, headcount and the answer of each collector-type demography; passes axe', async () => {
    const view = renderAdmin(<CollectorsScreen openUrl={() => {}} />, { handlers: collectorHandlers() });
    const first = await cardOf('Budapesti telephely – webes link');
    expect(first.getByText('5001')).toBeVisible();
    expect(first.getByText('Fizikai dolgozók')).toBeVisible();
    expect(first.getByLabelText(hu['admin-collectors-headcount'])).toHaveValue('120');
    expect(first.getByText('Telephely')).toBeVisible();
    expect(first.getByText('Budapest')).toBeVisible();
    // survey-type demographies are not the collector's to answer
    expect(first.queryByText('Életkor')).toBeNull();
    const second = await cardOf('Debreceni telephely – papíralapú');
    expect(second.getByText('Szellemi dolgozók')).toBeVisible();
    expect(second.getByText(hu['admin-collectors-no-answer'])).toBeVisible();
    expect(screen.getByRole('combobox', { name: hu['admin-survey-date-select'] })).toHaveTextContent(
      '2025. március',
    );
    expect(view.calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['survey-dates/13/collectors', 'survey-dates/13/sm-collectors']),
    );
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('spec 2 §2, §4: editing starts disabled with the note until the response count is known', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    renderAdmin(<CollectorsScreen />, {
      handlers: collectorHandlers(undefined, {
        'GET survey-dates/13/response-count': () => new Promise((resolve) => (answer = resolve)),
      }),
    });
    const first = await cardOf('Budapesti telephely – webes link');
    expect(screen.getByText(hu['admin-collectors-editing-disabled'])).toBeVisible();
    // the same red notice as on the demographies and questions screens (spec 2 §2)
    expect(screen.getByText(hu['admin-collectors-editing-disabled']).closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'danger',
    );
    expect(first.getByText('120')).toBeVisible();
    expect(first.queryByRole('textbox')).toBeNull();
    for (const name of [
      'admin-collectors-upload-xlsx',
      'common-save',
      'admin-collectors-add',
      'common-edit',
    ] as const) {
      expect(screen.queryByRole('button', { name: hu[name] })).toBeNull();
    }
    answer({ body: { answers_count: 0 } });
    expect(await screen.findByRole('button', { name: hu['admin-collectors-upload-xlsx'] })).toBeVisible();
    expect(screen.queryByText(hu['admin-collectors-editing-disabled'])).toBeNull();
    expect(screen.getByRole('button', { name: hu['common-save'] })).toBeVisible();
    expect(screen.getByRole('button', { name: hu['admin-collectors-download-sample'] })).toBeVisible();
    expect(screen.getByRole('button', { name: hu['admin-collectors-add'] })).toBeVisible();
    expect(screen.getByRole('button', { name: hu['admin-collectors-delete-all'] })).toBeVisible();
  });

  it('spec 2 §4: a date with responses keeps the note and offers no changes', async () => {
    renderAdmin(<CollectorsScreen />, { handlers: collectorHandlers() });
    await cardOf('Budapesti telephely – webes link');
    await userEvent.click(screen.getByRole('combobox', { name: hu['admin-survey-date-select'] }));
    await userEvent.click(await screen.findByRole('option', { name: '2024. szeptember' }));
    expect(await screen.findByText(hu['admin-collectors-editing-disabled'])).toBeVisible();
    await waitFor(() => expect(cardTitles()).toEqual(['Budapesti telephely – webes link']));
    expect(screen.queryByRole('button', { name: hu['common-save'] })).toBeNull();
    expect(screen.queryByRole('button', { name: hu['common-delete'] })).toBeNull();
  });

  it('spec 2 §4: shows loading, the load error, the empty text and the no-date text', async () => {
    renderAdmin(<CollectorsScreen />, {
      handlers: collectorHandlers(undefined, { 'GET survey-dates/13/collectors': () => pending() }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(hu['common-loading']);
    renderAdmin(<CollectorsScreen />, {
      handlers: collectorHandlers(undefined, {
        'GET survey-dates/13/sm-collectors': () => apiError(502, 'provider-error'),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(hu['error-provider-error']);
    renderAdmin(<CollectorsScreen />, { handlers: collectorHandlers({ 13: [] }) });
    expect(await screen.findByText(hu['admin-collectors-empty'])).toBeVisible();
    renderAdmin(<CollectorsScreen />, {
      handlers: collectorHandlers(undefined, { 'GET survey-dates': () => ({ body: { survey_dates: [] } }) }),
    });
    expect(await screen.findByText(hu['welcome-no-survey-date'])).toBeVisible();
  });

  it('spec 2 §5, §7, §8: the headcount is required; save sends the whole list with the stored ids, toasts and reloads', async () => {
    const view = renderAdmin(<CollectorsScreen />, {
      handlers: collectorHandlers(undefined, {
        'PUT survey-dates/13/collectors': () => ({ body: { status: 'ok' } }),
      }),
    });
    const first = await cardOf('Budapesti telephely – webes link');
    const headcount = first.getByLabelText(hu['admin-collectors-headcount']);
    await userEvent.clear(headcount);
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    expect(first.getByText(hu['required-field'])).toBeVisible();
    expect(headcount).toHaveFocus();
    expect(view.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(headcount, '12.5');
    expect(first.getByText(hu['whole-number-field'])).toBeVisible();
    await userEvent.clear(headcount);
    await userEvent.type(headcount, '130');
    expect(screen.getByText(hu['admin-collectors-unsaved'])).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-collectors-saved'])).toBeVisible();
    expect(view.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      collectors: [
        {
          id: 41,
          sm_collector_id: '5001',
          worker_group_id: 1,
          headcount: 130,
          demographies: [{ demography_id: 32, demography_answer_id: 311 }],
        },
        { id: 42, sm_collector_id: '5002', worker_group_id: 2, headcount: 45, demographies: [] },
      ],
    });
    await waitFor(() => expect(getCalls(view.calls, 'survey-dates/13/collectors')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(hu['admin-collectors-unsaved'])).toBeNull());
  });

  it('spec 2 §5: the add popup needs collector id, worker group and headcount; finish stays disabled until then; a used collector id cannot be chosen', async () => {
    const view = renderAdmin(<CollectorsScreen />, {
      handlers: collectorHandlers(undefined, {
        'PUT survey-dates/13/collectors': () => ({ body: { status: 'ok' } }),
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: hu['admin-collectors-add'] }));
    const dialog = within(await screen.findByRole('dialog', { name: hu['admin-collectors-add'] }));
    const finish = dialog.getByRole('button', { name: hu['common-finish'] });
    expect(finish).toBeDisabled();
    const id = dialog.getByLabelText(hu['admin-collectors-collector-id']);
    expect(
      within(id).getByRole('option', { name: 'Budapesti telephely – webes link (5001)' }),
    ).toBeDisabled();
    expect(within(id).getByRole('option', { name: 'Vezetői kör (5003)' })).toBeEnabled();
    await userEvent.selectOptions(id, '5003');
    expect(finish).toBeDisabled();
    await userEvent.selectOptions(dialog.getByLabelText(hu['admin-collectors-worker-group']), '2');
    expect(finish).toBeDisabled();
    const headcount = dialog.getByLabelText(hu['admin-collectors-headcount']);
    await userEvent.type(headcount, 'x');
    await userEvent.tab();
    expect(await dialog.findByText(hu['numeric-field'])).toBeVisible();
    expect(finish).toBeDisabled();
    await userEvent.clear(headcount);
    await userEvent.type(headcount, '8');
    await userEvent.selectOptions(dialog.getByLabelText('Telephely'), '312');
    await waitFor(() => expect(finish).toBeEnabled());
    await userEvent.click(finish);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const added = await cardOf('Vezetői kör');
    expect(added.getByText('Szellemi dolgozók')).toBeVisible();
    expect(added.getByText('Debrecen')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    await screen.findByText(hu['toast-collectors-saved']);
    const saved = view.calls.find((c) => c.method === 'PUT')?.body as { collectors: unknown[] } | undefined;
    expect(saved?.collectors[2]).toEqual({
      sm_collector_id: '5003',
      worker_group_id: 2,
      headcount: 8,
      demographies: [{ demography_id: 32, demography_answer_id: 312 }],
    });
  });

  it('spec 2 §2, §5: the edit popup prefills the collector and emptying a required field disables finish', async () => {
    renderAdmin(<CollectorsScreen />, { handlers: collectorHandlers() });
    const first = await cardOf('Budapesti telephely – webes link');
    await userEvent.click(first.getByRole('button', { name: hu['common-edit'] }));
    const dialog = within(
      await screen.findByRole('dialog', { name: hu['admin-collectors-edit-popup-title'] }),
    );
    expect(dialog.getByLabelText(hu['admin-collectors-collector-id'])).toHaveValue('5001');
    expect(dialog.getByLabelText(hu['admin-collectors-worker-group'])).toHaveValue('1');
    expect(dialog.getByLabelText(hu['admin-collectors-headcount'])).toHaveValue('120');
    expect(dialog.getByLabelText('Telephely')).toHaveValue('311');
    const finish = dialog.getByRole('button', { name: hu['common-finish'] });
    await waitFor(() => expect(finish).toBeEnabled());
    await userEvent.selectOptions(dialog.getByLabelText(hu['admin-collectors-worker-group']), '');
    await waitFor(() => expect(finish).toBeDisabled());
    expect(await dialog.findByText(hu['required-field'])).toBeVisible();
    await userEvent.selectOptions(dialog.getByLabelText(hu['admin-collectors-worker-group']), '2');
    await userEvent.selectOptions(dialog.getByLabelText('Telephely'), '');
    await waitFor(() => expect(finish).toBeEnabled());
    await userEvent.click(finish);
    const edited = await cardOf('Budapesti telephely – webes link');
    expect(edited.getByText('Szellemi dolgozók')).toBeVisible();
    expect(edited.getByText(hu['admin-collectors-no-answer'])).toBeVisible();
  });

  it('spec 2 §2: delete removes a card, delete all empties the list; save stores the empty list', async () => {
    const view = renderAdmin(<CollectorsScreen />, {
      handlers: collectorHandlers(undefined, {
        'PUT survey-dates/13/collectors': () => ({ body: { status: 'ok' } }),
      }),
    });
    const second = await cardOf('Debreceni telephely – papíralapú');
    await userEvent.click(second.getByRole('button', { name: hu['common-delete'] }));
    expect(cardTitles()).toEqual(['Budapesti telephely – webes link']);
    expect(screen.getByRole('button', { name: hu['admin-collectors-add'] })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: hu['admin-collectors-delete-all'] }));
    // removing every collector waits for a yes; "no" keeps the list
    const confirm = () => within(screen.getByRole('dialog', { name: hu['common-confirm-title'] }));
    await userEvent.click(confirm().getByRole('button', { name: hu['common-no'] }));
    expect(cardTitles()).toEqual(['Budapesti telephely – webes link']);
    await userEvent.click(screen.getByRole('button', { name: hu['admin-collectors-delete-all'] }));
    await userEvent.click(confirm().getByRole('button', { name: hu['common-yes'] }));
    expect(screen.getByText(hu['admin-collectors-empty'])).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    await screen.findByText(hu['toast-collectors-saved']);
    expect(view.calls.find((c) => c.method === 'PUT')?.body).toEqual({ collectors: [] });
  });

  it('spec 2 §4, §8: a save refused with editing-locked shows the error toast and turns editing off', async () => {
    renderAdmin(<CollectorsScreen />, {
      handlers: collectorHandlers(undefined, {
        'PUT survey-dates/13/collectors': () => apiError(409, 'editing-locked'),
      }),
    });
    await cardOf('Budapesti telephely – webes link');
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    const toast = await screen.findByText(hu['toast-collectors-save-error']);
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    expect(await screen.findByText(hu['admin-collectors-editing-disabled'])).toBeVisible();
    expect(screen.queryByRole('button', { name: hu['common-save'] })).toBeNull();
  });

  it.each([
    ['hu', 'Ez a gyűjtő már a(z) 2024. szeptember felmérési időponthoz tartozik'],
    ['en', 'This collector already belongs to the survey date September 2024'],
  ] as const)(
    'a provider collector belongs to one survey date (docs/import.md "Collectors"): a refused save names the other date on the card, in %s',
    async (language, text) => {
      const view = renderAdmin(<CollectorsScreen />, {
        ...(language === 'en' ? { token: makeAdminToken({ lang_id: 2, lang_code: 'en' }) } : {}),
        handlers: otherDateRefusalHandlers(),
      });
      const words = messages[language];
      const title = 'Debreceni telephely – papíralapú';
      const heading = await screen.findByRole('heading', { name: title });
      const refused = within(heading.closest('article') as HTMLElement);
      await userEvent.click(screen.getByRole('button', { name: words['common-save'] }));
      const alert = await refused.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      const edit = refused.getByRole('button', { name: words['common-edit'] });
      expect(edit).toHaveFocus();
      expect(edit).toHaveAccessibleDescription(alert.textContent ?? '');
      // the other card is fine, and a field error needs no toast
      const other = within(
        (await screen.findByRole('heading', { name: 'Budapesti telephely – webes link' })).closest(
          'article',
        ) as HTMLElement,
      );
      expect(other.queryByRole('alert')).toBeNull();
      expect(screen.queryByText(words['toast-collectors-save-error'])).toBeNull();
      expect(view.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
      expect(await axeViolations(view.container)).toEqual([]);
    },
  );

  it('a collector of an uploaded file that another survey date holds is named with that date, and the dialog stays open (docs/import.md "Collectors")', async () => {
    renderAdmin(<CollectorsScreen />, {
      handlers: collectorHandlers(undefined, {
        'POST survey-dates/13/collectors-xlsx': () =>
          apiError(409, 'collector-on-other-date', {
            fields: [
              {
                path: 'collectors.0.sm_collector_id',
                message: 'Assigned to another survey date',
                sm_collector_id: '5003',
                survey_date_id: 12,
                survey_date: '2024-09-01',
              },
            ],
          }),
      }),
    });
    const dialog = await openUpload();
    await userEvent.upload(dialog.getByLabelText(hu['common-choose-file']), xlsx());
    await userEvent.click(dialog.getByRole('button', { name: hu['common-upload'] }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      '5003: Ez a gyűjtő már a(z) 2024. szeptember felmérési időponthoz tartozik',
    );
    expect(screen.getByRole('dialog', { name: hu['admin-collectors-upload-popup-title'] })).toBeVisible();
    expect(screen.queryByText(hu['toast-collectors-upload-error'])).toBeNull();
  });

  it('spec 2 §5: the upload needs a file, accepts only .xlsx and rejects other files locally with invalid-file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const view = renderAdmin(<CollectorsScreen />, { handlers: collectorHandlers() });
    const dialog = await openUpload();
    const input = dialog.getByLabelText(hu['common-choose-file']);
    expect(input).toHaveAttribute('accept', '.xlsx');
    await user.click(dialog.getByRole('button', { name: hu['common-upload'] }));
    expect(dialog.getByText(hu['required-field'])).toBeVisible();
    expect(input).toHaveFocus();
    await user.upload(input, new File(['a;b'], 'gyujtok.csv', { type: 'text/csv' }));
    expect(await dialog.findByText(hu['invalid-file'])).toBeVisible();
    await user.click(dialog.getByRole('button', { name: hu['common-upload'] }));
    expect(view.calls.some((c) => c.method === 'POST' && c.path.includes('collectors-xlsx'))).toBe(false);
  });

  it.each([
    ['cant-find-collector-id', 'A7', 'Hibás gyűjtőazonosító a(z) A7 cellában.'],
    ['cant-find-worker-group', 'B3', 'Ismeretlen munkavállalói csoport a(z) B3 cellában.'],
  ])('spec 2 §8: the upload error %s names cell %s and keeps the dialog open', async (code, cell, text) => {
    const view = renderAdmin(<CollectorsScreen />, {
      handlers: collectorHandlers(undefined, {
        'POST survey-dates/13/collectors-xlsx': () => apiError(422, code, { cell }),
      }),
    });
    const dialog = await openUpload();
    await userEvent.upload(dialog.getByLabelText(hu['common-choose-file']), xlsx());
    await userEvent.click(dialog.getByRole('button', { name: hu['common-upload'] }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('dialog', { name: hu['admin-collectors-upload-popup-title'] })).toBeVisible();
    expect(screen.queryByText(hu['toast-collectors-uploaded'])).toBeNull();
    const sent = view.calls.find((c) => c.method === 'POST' && c.path === 'survey-dates/13/collectors-xlsx');
    expect((sent?.body as { file: string } | undefined)?.file).toMatch(
      /^data:application\/vnd\.openxml.*;base64,/,
    );
  });

  it('a file the spreadsheet limits refuse says which limit and keeps the dialog open (docs/import.md)', async () => {
    renderAdmin(<CollectorsScreen />, {
      handlers: collectorHandlers(undefined, {
        'POST survey-dates/13/collectors-xlsx': () =>
          apiError(413, 'spreadsheet-too-large-inflated', { limit: 48 * 1024 * 1024 }),
      }),
    });
    const dialog = await openUpload();
    await userEvent.upload(dialog.getByLabelText(hu['common-choose-file']), xlsx());
    await userEvent.click(dialog.getByRole('button', { name: hu['common-upload'] }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(hu['error-spreadsheet-too-large-inflated']);
    expect(screen.getByRole('dialog', { name: hu['admin-collectors-upload-popup-title'] })).toBeVisible();
    expect(screen.queryByText(hu['toast-collectors-upload-error'])).toBeNull();
  });

  it('spec 2 §8: any other upload error gives the generic error toast and closes the dialog', async () => {
    renderAdmin(<CollectorsScreen />, {
      handlers: collectorHandlers(undefined, {
        'POST survey-dates/13/collectors-xlsx': () => apiError(400, 'validation-failed', { cell: 'C4' }),
      }),
    });
    const dialog = await openUpload();
    await userEvent.upload(dialog.getByLabelText(hu['common-choose-file']), xlsx());
    await userEvent.click(dialog.getByRole('button', { name: hu['common-upload'] }));
    const toast = await screen.findByText(hu['toast-collectors-upload-error']);
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/C4/)).toBeNull();
  });

  it('spec 2 §7, §8: a successful upload toasts, closes the dialog and shows the stored collectors', async () => {
    let stored = COLLECTORS;
    const view = renderAdmin(<CollectorsScreen />, {
      handlers: collectorHandlers(undefined, {
        'GET survey-dates/13/collectors': () => ({ body: { collectors: stored } }),
        'POST survey-dates/13/collectors-xlsx': () => {
          stored = [{ ...COLLECTORS[0]!, id: 51, sm_collector_id: '5003', headcount: 9 }];
          return { body: { status: 'ok', collectors: stored } };
        },
      }),
    });
    const dialog = await openUpload();
    await userEvent.upload(dialog.getByLabelText(hu['common-choose-file']), xlsx());
    await userEvent.click(dialog.getByRole('button', { name: hu['common-upload'] }));
    expect(await screen.findByText(hu['toast-collectors-uploaded'])).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cardTitles()).toEqual(['Vezetői kör']));
    expect(getCalls(view.calls, 'survey-dates/13/collectors')).toHaveLength(2);
  });

  it('spec 2 §7: the sample xlsx is downloaded through a single-use ticket', async () => {
    const openUrl = vi.fn();
    const view = renderAdmin(<CollectorsScreen openUrl={openUrl} />, { handlers: collectorHandlers() });
    await userEvent.click(
      await screen.findByRole('button', { name: hu['admin-collectors-download-sample'] }),
    );
    await waitFor(() => expect(openUrl).toHaveBeenCalledTimes(1));
    expect(openUrl.mock.calls[0]?.[0]).toMatch(
      /survey-dates\/13\/collectors-xlsx\?t=ticket-0123456789abcdef$/,
    );
    expect(openUrl.mock.calls[0]?.[0]).toContain(TICKET);
    expect(view.calls.find((c) => c.path === 'download-tickets')?.body).toEqual({
      resource: 'collectors-xlsx',
      id: 13,
    });
  });

  it('spec 2 §2: reloads its data when the session account changes', async () => {
    const view = renderAdmin(<CollectorsScreen />, { handlers: collectorHandlers() });
    await cardOf('Budapesti telephely – webes link');
    view.session.replaceToken(makeAdminToken({ aid: 4, an: 'Beta Zrt.' }));
    await waitFor(() => expect(getCalls(view.calls, 'survey-dates/13/collectors')).toHaveLength(2));
  });
});
