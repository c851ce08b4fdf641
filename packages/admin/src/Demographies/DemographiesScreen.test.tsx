import { messages } from '@pulzus/core';
import { apiError, makeAdminToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending } from '../testing/AdminHarness';
import { axeViolations } from '../testing/axe';
import { renderAdmin } from '../testing/render-admin';
import { DemographiesScreen } from './DemographiesScreen';
import { demographyHandlers } from './demographies.fixtures';

const hu = messages.hu;

async function rowOf(name: string) {
  const cell = await screen.findByRole('cell', { name });
  return within(cell.closest('tr') as HTMLElement);
}

/** The demography names in table order. */
function namesInOrder() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

async function chooseDate(label: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: hu['admin-survey-date-select'] }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: hu['admin-demographies-add'] }));
  return within(await screen.findByRole('dialog', { name: hu['admin-demographies-add-popup-title'] }));
}

function answerRows(dialog: ReturnType<typeof within>) {
  return dialog
    .queryAllByRole('group', { name: /\. válaszlehetőség$/ })
    .map((row: HTMLElement) => within(row));
}

function answerNames(dialog: ReturnType<typeof within>) {
  return answerRows(dialog).map(
    (row: ReturnType<typeof within>) =>
      (row.getByLabelText(hu['admin-demographies-answer-name']) as HTMLInputElement).value,
  );
}

async function addAnswer(dialog: ReturnType<typeof within>, name: string, value: string) {
  await userEvent.click(dialog.getByRole('button', { name: hu['admin-demographies-add-answer'] }));
  const row = answerRows(dialog).at(-1);
  if (!row) throw new Error('no answer row');
  await userEvent.type(row.getByLabelText(hu['admin-demographies-answer-name']), name);
  await userEvent.type(row.getByLabelText(hu['admin-demographies-answer-value']), value);
  return row;
}

describe('demographies screen (spec 2 §2 Demographies)', () => {
  it('spec 2 §2: preselects the latest date and lists name, code, type, worker groups and answers with the no-answer marker; passes axe', async () => {
    const view = renderAdmin(<DemographiesScreen />, { handlers: demographyHandlers() });
    const row = await rowOf('Életkor');
    expect(screen.getByRole('combobox', { name: hu['admin-survey-date-select'] })).toHaveTextContent(
      '2025. március',
    );
    expect(row.getByRole('cell', { name: 'kor' })).toBeVisible();
    expect(row.getByText(hu['admin-demographies-type-survey'])).toBeVisible();
    expect(row.getByText('Fizikai dolgozók')).toBeVisible();
    expect(row.getByText('Szellemi dolgozók')).toBeVisible();
    expect(row.getByText('30 év alatt (1)')).toBeVisible();
    const noAnswer = row.getByText('Nem kívánok válaszolni (9)');
    expect(within(noAnswer).getByText(hu['admin-demographies-answer-no-answer'])).toBeVisible();
    expect(
      within(row.getByText('30 év alatt (1)')).queryByText(hu['admin-demographies-answer-no-answer']),
    ).toBeNull();
    expect((await rowOf('Telephely')).getByText(hu['admin-demographies-type-collector'])).toBeVisible();
    expect(view.calls.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        'survey-dates?all=true',
        'survey-dates/13/response-count',
        'survey-dates/13/demographies',
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('spec 2 §4: shows loading, the load error, the empty text, and the no-date text', async () => {
    renderAdmin(<DemographiesScreen />, {
      handlers: demographyHandlers(undefined, { 'GET survey-dates/13/demographies': () => pending() }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(hu['common-loading']);
    renderAdmin(<DemographiesScreen />, {
      handlers: demographyHandlers(undefined, {
        'GET survey-dates/13/demographies': () => apiError(500, 'internal'),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(hu['error-internal']);
    renderAdmin(<DemographiesScreen />, { handlers: demographyHandlers({ 13: [] }) });
    expect(await screen.findByText(hu['admin-demographies-empty'])).toBeVisible();
    renderAdmin(<DemographiesScreen />, {
      handlers: demographyHandlers(undefined, { 'GET survey-dates': () => ({ body: { survey_dates: [] } }) }),
    });
    expect(await screen.findByText(hu['welcome-no-survey-date'])).toBeVisible();
  });

  it('spec 2 §2, §4: a date with responses shows the red editing-disabled notice, no add button and no buttons column', async () => {
    const view = renderAdmin(<DemographiesScreen />, { handlers: demographyHandlers() });
    expect((await rowOf('Életkor')).getByRole('button', { name: hu['common-move-up'] })).toBeEnabled();
    expect(screen.getByRole('button', { name: hu['admin-demographies-add'] })).toBeVisible();
    await chooseDate('2024. szeptember');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(hu['admin-editing-disabled']);
    expect(notice).toHaveAttribute('data-tone', 'danger');
    expect(await rowOf('Telephely')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: hu['common-actions'] })).toBeNull();
    expect(screen.queryByRole('button', { name: hu['common-move-up'] })).toBeNull();
    expect(screen.queryByRole('button', { name: hu['common-edit'] })).toBeNull();
    expect(screen.queryByRole('button', { name: hu['admin-demographies-add'] })).toBeNull();
    expect(view.calls.some((c) => c.path === 'survey-dates/12/response-count')).toBe(true);
  });

  it('spec 2 §4: a change the server refuses with editing-locked (409) turns on the notice and hides the actions', async () => {
    renderAdmin(<DemographiesScreen />, {
      handlers: demographyHandlers(undefined, {
        'DELETE demographies/32': () => apiError(409, 'editing-locked'),
      }),
    });
    await userEvent.click((await rowOf('Telephely')).getByRole('button', { name: hu['common-delete'] }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: hu['common-yes'] }),
    );
    expect(await screen.findByText(hu['admin-editing-disabled'])).toBeVisible();
    expect(await screen.findByText(hu['toast-demography-delete-error'])).toBeVisible();
    expect(screen.queryByRole('button', { name: hu['common-move-up'] })).toBeNull();
    expect(screen.queryByRole('button', { name: hu['admin-demographies-add'] })).toBeNull();
  });

  it('spec 2 §4: moving the first demography up sends it to the end (wrap-around), sends the order and reloads; focus stays on its button', async () => {
    const view = renderAdmin(<DemographiesScreen />, { handlers: demographyHandlers() });
    const first = (await rowOf('Életkor')).getByRole('button', { name: hu['common-move-up'] });
    await userEvent.click(first);
    await waitFor(() => expect(namesInOrder()).toEqual(['Telephely', 'Beosztás', 'Életkor']));
    expect(view.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: 'survey-dates/13/demographies-order',
      body: { order: [32, 33, 31] },
    });
    expect(view.calls.filter((c) => c.path === 'survey-dates/13/demographies')).toHaveLength(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(screen.getAllByRole('row')[3] as HTMLElement).getByRole('button', {
          name: hu['common-move-up'],
        }),
      ),
    );
  });

  it('spec 2 §4: moving the last demography down sends it to the start; a middle one swaps with its neighbour', async () => {
    const view = renderAdmin(<DemographiesScreen />, { handlers: demographyHandlers() });
    await userEvent.click((await rowOf('Beosztás')).getByRole('button', { name: hu['common-move-down'] }));
    await waitFor(() => expect(namesInOrder()).toEqual(['Beosztás', 'Életkor', 'Telephely']));
    const moveUp = (await rowOf('Telephely')).getByRole('button', { name: hu['common-move-up'] });
    await waitFor(() => expect(moveUp).toBeEnabled());
    await userEvent.click(moveUp);
    await waitFor(() => expect(namesInOrder()).toEqual(['Beosztás', 'Telephely', 'Életkor']));
    expect(view.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { order: [33, 31, 32] },
      { order: [33, 32, 31] },
    ]);
  });

  it('spec 2 §5: the form checks name, code and worker groups, then each answer name and numeric value; the first missing field takes the focus', async () => {
    const view = renderAdmin(<DemographiesScreen />, { handlers: demographyHandlers() });
    const dialog = await openAdd();
    expect(dialog.getByLabelText(hu['admin-demographies-type'])).toHaveValue('survey');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await waitFor(() => expect(dialog.getAllByText(hu['required-field'])).toHaveLength(3));
    expect(dialog.getByLabelText(hu['admin-demographies-name'])).toHaveFocus();
    expect(dialog.getByLabelText(hu['admin-demographies-name'])).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText(hu['admin-demographies-code'])).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(dialog.getByLabelText(hu['admin-demographies-name']), 'Nem');
    await userEvent.type(dialog.getByLabelText(hu['admin-demographies-code']), 'nem');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Fizikai dolgozók' }));
    await userEvent.click(dialog.getByRole('button', { name: hu['admin-demographies-add-answer'] }));
    const [row] = answerRows(dialog);
    await userEvent.type(row!.getByLabelText(hu['admin-demographies-answer-value']), 'sok');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await row!.findByText(hu['required-field'])).toBeVisible();
    expect(row!.getByText(hu['numeric-field'])).toBeVisible();
    expect(row!.getByLabelText(hu['admin-demographies-answer-name'])).toHaveFocus();
    expect(dialog.queryAllByText(hu['required-field'])).toHaveLength(1);
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('spec 2 §4, §7: answer rows reorder with wrap-around and are removable; the create body has them in the new order', async () => {
    const view = renderAdmin(<DemographiesScreen />, {
      handlers: demographyHandlers(undefined, {
        'POST survey-dates/13/demographies': () => ({ body: { status: 'ok', id: 40 } }),
      }),
    });
    const dialog = await openAdd();
    await userEvent.type(dialog.getByLabelText(hu['admin-demographies-name']), 'Nem');
    await userEvent.type(dialog.getByLabelText(hu['admin-demographies-code']), 'nem');
    await userEvent.selectOptions(dialog.getByLabelText(hu['admin-demographies-type']), 'collector');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Szellemi dolgozók' }));
    await addAnswer(dialog, 'Nő', '1');
    await addAnswer(dialog, 'Férfi', '2');
    const last = await addAnswer(dialog, 'Nem válaszol', '9,5');
    await userEvent.click(last.getByRole('switch', { name: hu['admin-demographies-answer-no-answer'] }));

    // up from the top goes to the bottom
    await userEvent.click(answerRows(dialog)[0]!.getByRole('button', { name: hu['common-move-up'] }));
    expect(answerNames(dialog)).toEqual(['Férfi', 'Nem válaszol', 'Nő']);
    expect(answerRows(dialog)[2]!.getByRole('button', { name: hu['common-move-up'] })).toHaveFocus();
    // down from the bottom goes to the top
    await userEvent.click(answerRows(dialog)[2]!.getByRole('button', { name: hu['common-move-down'] }));
    expect(answerNames(dialog)).toEqual(['Nő', 'Férfi', 'Nem válaszol']);
    expect(answerRows(dialog)[0]!.getByRole('button', { name: hu['common-move-down'] })).toHaveFocus();
    // a middle row swaps with its neighbour
    await userEvent.click(answerRows(dialog)[1]!.getByRole('button', { name: hu['common-move-down'] }));
    expect(answerNames(dialog)).toEqual(['Nő', 'Nem válaszol', 'Férfi']);
    await userEvent.click(
      answerRows(dialog)[0]!.getByRole('button', { name: hu['admin-demographies-remove-answer'] }),
    );
    expect(answerNames(dialog)).toEqual(['Nem válaszol', 'Férfi']);
    expect(dialog.getByRole('button', { name: hu['admin-demographies-add-answer'] })).toHaveFocus();

    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-demography-created'])).toBeVisible();
    expect(view.calls.find((c) => c.method === 'POST')?.body).toEqual({
      survey_date_id: 13,
      name: 'Nem',
      code: 'nem',
      type: 'collector',
      worker_groups: [2],
      answers: [
        { name: 'Nem válaszol', value: 9.5, no_answer: true },
        { name: 'Férfi', value: 2, no_answer: false },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        view.calls.filter((c) => c.method === 'GET' && c.path === 'survey-dates/13/demographies'),
      ).toHaveLength(2),
    );
  });

  it('spec 2 §2, §7: edit prefills the form including answer ids; the update keeps the ids of kept answers', async () => {
    const view = renderAdmin(<DemographiesScreen />, {
      handlers: demographyHandlers(undefined, { 'PUT demographies/31': () => ({ body: { status: 'ok' } }) }),
    });
    await userEvent.click((await rowOf('Életkor')).getByRole('button', { name: hu['common-edit'] }));
    const dialog = within(
      await screen.findByRole('dialog', { name: hu['admin-demographies-edit-popup-title'] }),
    );
    expect(dialog.getByLabelText(hu['admin-demographies-name'])).toHaveValue('Életkor');
    expect(dialog.getByLabelText(hu['admin-demographies-code'])).toHaveValue('kor');
    expect(dialog.getByRole('checkbox', { name: 'Fizikai dolgozók' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Szellemi dolgozók' })).toBeChecked();
    expect(answerNames(dialog)).toEqual(['30 év alatt', '30–50 év', 'Nem kívánok válaszolni']);
    expect(answerRows(dialog)[2]!.getByRole('switch')).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Szellemi dolgozók' }));
    await userEvent.click(
      answerRows(dialog)[1]!.getByRole('button', { name: hu['admin-demographies-remove-answer'] }),
    );
    await addAnswer(dialog, '50 felett', '3');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-demography-updated'])).toBeVisible();
    expect(view.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      survey_date_id: 13,
      name: 'Életkor',
      code: 'kor',
      type: 'survey',
      worker_groups: [1],
      answers: [
        { id: 301, name: '30 év alatt', value: 1, no_answer: false },
        { id: 303, name: 'Nem kívánok válaszolni', value: 9, no_answer: true },
        { name: '50 felett', value: 3, no_answer: false },
      ],
    });
  });

  it('spec 2 §8: a failed create shows the danger toast and keeps the form', async () => {
    renderAdmin(<DemographiesScreen />, {
      handlers: demographyHandlers(undefined, {
        'POST survey-dates/13/demographies': () => apiError(409, 'conflict'),
      }),
    });
    const dialog = await openAdd();
    await userEvent.type(dialog.getByLabelText(hu['admin-demographies-name']), 'Kor');
    await userEvent.type(dialog.getByLabelText(hu['admin-demographies-code']), 'kor');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Fizikai dolgozók' }));
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    const toast = await screen.findByText(hu['toast-demography-create-error']);
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('dialog', { name: hu['admin-demographies-add-popup-title'] })).toBeVisible();
  });

  it('spec 2 §2, §8: delete asks for confirmation; cancelling sends nothing, confirming deletes with a toast and reloads', async () => {
    const view = renderAdmin(<DemographiesScreen />, {
      handlers: demographyHandlers(undefined, {
        'DELETE demographies/33': () => ({ body: { status: 'ok' } }),
      }),
    });
    await userEvent.click((await rowOf('Beosztás')).getByRole('button', { name: hu['common-delete'] }));
    let confirm = within(await screen.findByRole('dialog'));
    expect(
      confirm.getByText(hu['admin-demographies-confirm-delete'].replace('{{name}}', 'Beosztás')),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: hu['common-no'] }));
    expect(view.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click((await rowOf('Beosztás')).getByRole('button', { name: hu['common-delete'] }));
    confirm = within(await screen.findByRole('dialog'));
    await userEvent.click(confirm.getByRole('button', { name: hu['common-yes'] }));
    expect(await screen.findByText(hu['toast-demography-deleted'])).toBeVisible();
    expect(view.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['demographies/33']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: hu['admin-demographies-add'] })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(view.calls.filter((c) => c.path === 'survey-dates/13/demographies')).toHaveLength(2),
    );
  });

  it('spec 2 §2: reloads its data when the session account changes', async () => {
    const view = renderAdmin(<DemographiesScreen />, { handlers: demographyHandlers() });
    await rowOf('Életkor');
    view.session.replaceToken(makeAdminToken({ aid: 4, an: 'Beta Zrt.' }));
    await waitFor(() => expect(view.calls.filter((c) => c.path === 'survey-dates?all=true')).toHaveLength(2));
    await waitFor(() =>
      expect(view.calls.filter((c) => c.path === 'survey-dates/13/demographies')).toHaveLength(2),
    );
  });
});
