import { messages, type TopicInput } from '@pulzus/core';
import { apiError, makeAdminToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending } from '../testing/AdminHarness';
import { axeViolations } from '../testing/axe';
import { renderAdmin } from '../testing/render-admin';
import { QuestionsScreen } from './QuestionsScreen';
import { CLERICAL_WITH_STATEMENTS, questionsHandlers } from './questions.fixtures';

const hu = messages.hu;

async function group(name: string) {
  return within(await screen.findByRole('region', { name }));
}

async function topic(groupName: string, title: string) {
  return within((await group(groupName)).getByRole('group', { name: title }));
}

const savedTopics = (view: ReturnType<typeof renderAdmin>) =>
  (view.calls.find((c) => c.method === 'PUT' && c.path === 'question-groups')?.body as {
    question_groups: TopicInput[];
  }) ?? null;

const save = async () => userEvent.click(await screen.findByRole('button', { name: hu['common-save'] }));

describe('questions screen (spec 2 §2 "Questions")', () => {
  it('spec 2 §2, §4: per worker group its topics: the commitment title fixed, the others numbered; passes axe', async () => {
    const view = renderAdmin(<QuestionsScreen />, { handlers: questionsHandlers() });
    const physical = await group('Fizikai dolgozók');
    expect(physical.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Elkötelezettség',
      '1. témakör',
      '2. témakör',
    ]);
    const commitment = await topic('Fizikai dolgozók', 'Elkötelezettség');
    expect(commitment.queryByLabelText(hu['admin-questions-topic-name'])).toBeNull();
    expect(commitment.getByLabelText(hu['admin-questions-question-code'])).toHaveValue('420002:440001');
    const first = await topic('Fizikai dolgozók', '1. témakör');
    expect(first.getByLabelText(hu['admin-questions-topic-name'])).toHaveValue('Vezetés');
    // the two default topics of a worker group the server just created (spec 2 §4, §9)
    const clerical = await group('Szellemi dolgozók');
    expect(clerical.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Elkötelezettség',
      '1. témakör',
    ]);
    expect(view.calls.map((c) => c.path)).toContain('survey-dates/13/worker-group/2/question-groups');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('spec 2 §4: only non-commitment topics have the index switch, the colour select and delete; never the second topic', async () => {
    renderAdmin(<QuestionsScreen />, { handlers: questionsHandlers() });
    const commitment = await topic('Fizikai dolgozók', 'Elkötelezettség');
    expect(commitment.queryByRole('switch')).toBeNull();
    expect(commitment.queryByLabelText(hu['admin-questions-bg-color'])).toBeNull();
    expect(commitment.queryByRole('button', { name: /Témakör törlése/ })).toBeNull();
    const second = await topic('Fizikai dolgozók', '1. témakör');
    expect(second.getByRole('switch', { name: hu['admin-questions-include-in-index'] })).toBeChecked();
    expect(second.queryByRole('button', { name: /Témakör törlése/ })).toBeNull();
    const third = await topic('Fizikai dolgozók', '2. témakör');
    expect(third.getByRole('switch', { name: hu['admin-questions-include-in-index'] })).not.toBeChecked();
    expect(third.getByRole('button', { name: 'Témakör törlése: 2. témakör' })).toBeVisible();
  });

  it('spec 2 §3: the colour select offers none and the 11 topic colours and tints the topic', async () => {
    renderAdmin(<QuestionsScreen />, { handlers: questionsHandlers() });
    const second = await topic('Fizikai dolgozók', '1. témakör');
    const select = second.getByLabelText(hu['admin-questions-bg-color']);
    expect(select).toHaveValue('light_blue');
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(12);
    expect(options.map((o) => o.textContent).slice(0, 3)).toEqual(['Nincs', 'Narancs', 'Világoskék']);
    const card = select.closest('[role="group"]') as HTMLElement;
    expect(getComputedStyle(card).backgroundColor).toBe('rgb(214, 236, 250)');
    await userEvent.selectOptions(select, 'mint_green');
    expect(getComputedStyle(card).backgroundColor).toBe('rgb(211, 242, 230)');
  });

  it('spec 2 §4, §7, §8: saving drops topics without questions and sends ids, flags and colours; success toast', async () => {
    const view = renderAdmin(<QuestionsScreen />, { handlers: questionsHandlers() });
    const third = await topic('Fizikai dolgozók', '2. témakör');
    await userEvent.click(third.getByRole('switch', { name: hu['admin-questions-include-in-index'] }));
    await userEvent.selectOptions(third.getByLabelText(hu['admin-questions-bg-color']), 'yellow');
    await save();
    expect(await screen.findByText(hu['toast-questions-saved'])).toBeVisible();
    const sent = savedTopics(view)?.question_groups ?? [];
    // the empty default topics of "Szellemi dolgozók" are dropped; its commitment topic still tells
    // the server to clear the group (it has no questions, so the server drops it as well)
    expect(sent.map((t) => [t.worker_group_id, t.id ?? null, t.name, t.questions.length])).toEqual([
      [1, 101, 'Elkötelezettség', 1],
      [1, 102, 'Vezetés', 2],
      [1, 103, 'Munkakörülmények', 1],
      [2, 201, 'Elkötelezettség', 0],
    ]);
    expect(sent[2]).toMatchObject({ survey_date_id: 13, is_calculated_in_index: true, bg_color: 'yellow' });
    expect(sent[1]?.questions[0]).toEqual({ id: 1002, code: '420010', name: 'A vezetőm meghallgat.' });
    // the lists reload after the save (spec 2 §4)
    await waitFor(() =>
      expect(
        view.calls.filter((c) => c.path === 'survey-dates/13/worker-group/1/question-groups'),
      ).toHaveLength(2),
    );
  });

  it('spec 2 §4, §5: validation order — topics without questions are left out first, then names and codes are required and the first invalid field takes the focus', async () => {
    const view = renderAdmin(<QuestionsScreen />, { handlers: questionsHandlers() });
    // a new topic without questions and without a name does not block the save: it is dropped
    await userEvent.click(
      (await group('Fizikai dolgozók')).getByRole('button', {
        name: `${hu['admin-questions-add-topic']}: Fizikai dolgozók`,
      }),
    );
    const added = await topic('Fizikai dolgozók', '3. témakör');
    expect(added.getByLabelText(hu['admin-questions-topic-name'])).toHaveFocus();
    // the unnamed default topic of "Szellemi dolgozók" gets a question: now its name is required
    const clerical = await topic('Szellemi dolgozók', '1. témakör');
    await userEvent.click(
      clerical.getByRole('button', { name: `${hu['admin-questions-add-question']}: 1. témakör` }),
    );
    await userEvent.type(
      clerical.getByLabelText(hu['admin-questions-question-name']),
      'Értem a feladatomat.',
    );
    // and an emptied question code of "Fizikai dolgozók", earlier in the page
    const second = await topic('Fizikai dolgozók', '1. témakör');
    const [firstCode] = second.getAllByLabelText(hu['admin-questions-question-code']);
    await userEvent.clear(firstCode as HTMLElement);
    await save();
    expect(await second.findByText(hu['required-field'])).toBeVisible();
    expect(firstCode).toHaveFocus();
    expect(firstCode).toHaveAttribute('aria-invalid', 'true');
    expect(clerical.getByLabelText(hu['admin-questions-topic-name'])).toHaveAttribute('aria-invalid', 'true');
    expect(
      clerical.getByRole('combobox', { name: hu['admin-questions-question-statement'] }),
    ).toHaveAttribute('aria-invalid', 'true');
    expect(added.getByLabelText(hu['admin-questions-topic-name'])).toHaveAttribute('aria-invalid', 'false');
    expect(savedTopics(view)).toBeNull();
    // fixing them saves; the new topic without questions is not sent
    await userEvent.type(firstCode as HTMLElement, '420010');
    await userEvent.type(clerical.getByLabelText(hu['admin-questions-topic-name']), 'Feladatok');
    await userEvent.click(clerical.getByRole('combobox', { name: hu['admin-questions-question-statement'] }));
    await userEvent.click(screen.getByRole('option', { name: 'Értem, mi a feladatom.' }));
    await save();
    expect(await screen.findByText(hu['toast-questions-saved'])).toBeVisible();
    const sent = savedTopics(view)?.question_groups ?? [];
    expect(sent.map((t) => t.name)).toEqual(['Elkötelezettség', 'Vezetés', 'Munkakörülmények', 'Feladatok']);
    // a text typed by hand is kept when a statement is chosen afterwards
    expect(sent[3]).toMatchObject({
      id: 202,
      questions: [{ code: '510002:610001', name: 'Értem a feladatomat.' }],
    });
  });

  it('spec 2 §2: deleting a topic asks first; "no" keeps it, "yes" removes it and it is not saved', async () => {
    const view = renderAdmin(<QuestionsScreen />, { handlers: questionsHandlers() });
    const third = await topic('Fizikai dolgozók', '2. témakör');
    await userEvent.click(third.getByRole('button', { name: 'Témakör törlése: 2. témakör' }));
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(hu['admin-questions-confirm-delete-topic'])).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: hu['common-no'] }));
    expect((await group('Fizikai dolgozók')).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await userEvent.click(third.getByRole('button', { name: 'Témakör törlése: 2. témakör' }));
    dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: hu['common-yes'] }));
    const physical = await group('Fizikai dolgozók');
    expect(physical.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(
      physical.getByRole('button', { name: `${hu['admin-questions-add-topic']}: Fizikai dolgozók` }),
    ).toHaveFocus();
    await save();
    await screen.findByText(hu['toast-questions-saved']);
    expect(savedTopics(view)?.question_groups.map((t) => t.id)).toEqual([101, 102, 201]);
  });

  it('spec 2 §2: deleting a question asks first; a topic left without questions says it is dropped on save', async () => {
    renderAdmin(<QuestionsScreen />, { handlers: questionsHandlers() });
    const third = await topic('Fizikai dolgozók', '2. témakör');
    expect(third.queryByText(hu['admin-questions-topic-empty'])).toBeNull();
    await userEvent.click(
      third.getByRole('button', { name: `${hu['admin-questions-delete-question']}: 2. témakör, 1. kérdés` }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(hu['admin-questions-confirm-delete-question'])).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: hu['common-yes'] }));
    expect(third.queryByLabelText(hu['admin-questions-question-code'])).toBeNull();
    expect(third.getByText(hu['admin-questions-topic-empty'])).toBeVisible();
    expect(
      third.getByRole('button', { name: `${hu['admin-questions-add-question']}: 2. témakör` }),
    ).toHaveFocus();
  });

  it("spec 2 §7: a question is chosen by its statement from the worker group's provider survey, which sets the code and fills the text", async () => {
    const view = renderAdmin(<QuestionsScreen />, { handlers: questionsHandlers() });
    const commitment = await topic('Szellemi dolgozók', 'Elkötelezettség');
    await userEvent.click(
      commitment.getByRole('button', { name: `${hu['admin-questions-add-question']}: Elkötelezettség` }),
    );
    const statement = commitment.getByRole('combobox', { name: hu['admin-questions-question-statement'] });
    expect(statement).toHaveFocus();
    expect(commitment.queryByLabelText(hu['admin-questions-question-code'])).toBeNull();
    // the code finds the statement, but the list shows only statements
    await userEvent.type(statement, '510002');
    const option = screen.getByRole('option', { name: 'Értem, mi a feladatom.' });
    expect(screen.getByRole('listbox')).not.toHaveTextContent('510002');
    await userEvent.click(option);
    const text = commitment.getByLabelText(hu['admin-questions-question-name']);
    expect(text).toHaveValue('Értem, mi a feladatom.');
    // the text stays editable
    await userEvent.type(text, '!');
    await save();
    await screen.findByText(hu['toast-questions-saved']);
    const sent = savedTopics(view)?.question_groups.find((t) => t.id === 201);
    expect(sent?.questions).toEqual([{ code: '510002:610001', name: 'Értem, mi a feladatom.!' }]);
    expect(view.calls.some((c) => c.path === 'sm-surveys/2001/questions')).toBe(true);
  });

  it('spec 2 §7: a statement already used in the worker group is disabled; a stored code not in the survey still shows with a note; passes axe', async () => {
    const view = renderAdmin(<QuestionsScreen />, {
      handlers: questionsHandlers({
        'GET survey-dates/13/worker-group/2/question-groups': () => ({
          body: { question_groups: CLERICAL_WITH_STATEMENTS },
        }),
      }),
    });
    const commitment = await topic('Szellemi dolgozók', 'Elkötelezettség');
    const [used, stored] = commitment.getAllByRole('combobox', {
      name: hu['admin-questions-question-statement'],
    });
    expect(used).toHaveValue('Szívesen ajánlom a céget az ismerőseimnek.');
    expect(stored).toHaveValue('Régi kérdés egy korábbi felmérésből.');
    expect(commitment.getByText(hu['admin-questions-not-in-survey'])).toBeVisible();
    await userEvent.click(stored!);
    const taken = screen.getByRole('option', { name: 'Szívesen ajánlom a céget az ismerőseimnek.' });
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    expect(taken).toHaveAccessibleDescription(hu['admin-questions-statement-used']);
    await userEvent.click(taken);
    expect(stored).toHaveValue('Régi kérdés egy korábbi felmérésből.');
    await userEvent.keyboard('{Escape}');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('spec 2 §7: without provider statements the code is typed by hand, and a note says why', async () => {
    renderAdmin(<QuestionsScreen />, {
      handlers: questionsHandlers({ 'GET sm-surveys/2001/questions': () => apiError(500, 'internal') }),
    });
    // "Fizikai dolgozók" has no provider survey on the date; the survey of "Szellemi dolgozók" failed to load
    const physical = await group('Fizikai dolgozók');
    expect(physical.getByText(hu['admin-questions-manual-no-survey'])).toBeVisible();
    const clerical = await group('Szellemi dolgozók');
    expect(clerical.getByText(hu['admin-questions-manual-load-failed'])).toBeVisible();
    const commitment = await topic('Szellemi dolgozók', 'Elkötelezettség');
    await userEvent.click(
      commitment.getByRole('button', { name: `${hu['admin-questions-add-question']}: Elkötelezettség` }),
    );
    expect(commitment.getByRole('textbox', { name: hu['admin-questions-question-code'] })).toHaveFocus();
    expect(commitment.queryByRole('combobox', { name: hu['admin-questions-question-statement'] })).toBeNull();
  });

  it('spec 2 §4: a date with responses shows the red notice and disables saving and every field', async () => {
    renderAdmin(<QuestionsScreen />, { handlers: questionsHandlers() });
    await group('Fizikai dolgozók');
    await userEvent.click(screen.getByRole('combobox', { name: hu['admin-survey-date-select'] }));
    await userEvent.click(screen.getByRole('option', { name: '2024. szeptember' }));
    const notice = await screen.findByText(hu['admin-editing-disabled']);
    expect(notice.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('button', { name: hu['common-save'] })).toBeDisabled();
    const second = await topic('Fizikai dolgozók', '1. témakör');
    expect(second.getByLabelText(hu['admin-questions-topic-name'])).toBeDisabled();
    expect(
      second.getByRole('button', { name: `${hu['admin-questions-add-question']}: 1. témakör` }),
    ).toBeDisabled();
  });

  it('spec 2 §4, §8: a save refused as editing-locked toasts the error, keeps the edits and locks the screen', async () => {
    renderAdmin(<QuestionsScreen />, {
      handlers: questionsHandlers({ 'PUT question-groups': () => apiError(409, 'editing-locked') }),
    });
    const second = await topic('Fizikai dolgozók', '1. témakör');
    const name = second.getByLabelText(hu['admin-questions-topic-name']);
    await userEvent.clear(name);
    await userEvent.type(name, 'Vezetői munka');
    await save();
    const toast = await screen.findByText(hu['toast-questions-save-error']);
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    expect(await screen.findByText(hu['admin-editing-disabled'])).toBeVisible();
    expect(name).toHaveValue('Vezetői munka');
    expect(screen.getByRole('button', { name: hu['common-save'] })).toBeDisabled();
  });

  it('spec 2 §4: while the topics load, the loading state shows and no save button', async () => {
    renderAdmin(<QuestionsScreen />, {
      handlers: questionsHandlers({ 'GET survey-dates/13/worker-group/1/question-groups': () => pending() }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(hu['common-loading']);
    expect(screen.queryByRole('button', { name: hu['common-save'] })).toBeNull();
  });

  it('spec 2 §2: a failed load shows the error text', async () => {
    renderAdmin(<QuestionsScreen />, {
      handlers: questionsHandlers({
        'GET survey-dates/13/worker-group/2/question-groups': () => apiError(500, 'internal'),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(hu['error-internal']);
  });

  it('spec 2 §2: without survey dates or worker groups there is no select and a message instead', async () => {
    renderAdmin(<QuestionsScreen />, {
      handlers: questionsHandlers({ 'GET survey-dates': () => ({ body: { survey_dates: [] } }) }),
    });
    expect(await screen.findByText(hu['welcome-no-survey-date'])).toBeVisible();
    expect(screen.queryByRole('combobox', { name: hu['admin-survey-date-select'] })).toBeNull();
    renderAdmin(<QuestionsScreen />, {
      handlers: questionsHandlers({ 'GET worker-groups': () => ({ body: { worker_groups: [] } }) }),
    });
    expect(await screen.findByText(hu['admin-worker-groups-empty'])).toBeVisible();
    expect(screen.queryByRole('combobox', { name: hu['admin-survey-date-select'] })).toBeNull();
  });

  it('spec 2 §2: reloads its data when the session account changes', async () => {
    const view = renderAdmin(<QuestionsScreen />, { handlers: questionsHandlers() });
    await group('Fizikai dolgozók');
    view.session.replaceToken(makeAdminToken({ aid: 4, an: 'Beta Zrt.' }));
    await waitFor(() => expect(view.calls.filter((c) => c.path === 'worker-groups')).toHaveLength(2));
    await waitFor(() =>
      expect(
        view.calls.filter((c) => c.path === 'survey-dates/13/worker-group/1/question-groups'),
      ).toHaveLength(2),
    );
  });
});
