import { type ItemMatchDecision, messages } from '@pulzus/core';
import { apiError } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuestionsScreen } from '../Questions/QuestionsScreen';
import { pending } from '../testing/AdminHarness';
import { axeViolations } from '../testing/axe';
import { renderAdmin } from '../testing/render-admin';
import { itemMatchesHandlers, itemMatchRefusal } from './item-matches.fixtures';

const hu = messages.hu;

const renderMatching = (handlers = itemMatchesHandlers()) =>
  renderAdmin(<QuestionsScreen initialTab="matching" />, { handlers });

/** The card of an item, by its text. */
async function card(text: string) {
  return within(await screen.findByRole('article', { name: text }));
}

const saved = (view: ReturnType<typeof renderAdmin>) =>
  view.calls
    .filter((c) => c.method === 'PUT' && c.path === 'survey-dates/13/item-matches')
    .map((c) => (c.body as { decisions: ItemMatchDecision[] }).decisions);

describe('matching with earlier survey dates (docs/import.md "Matching across survey dates")', () => {
  it('lists the statements and questions with their status, the earlier item they continue and a summary; passes axe', async () => {
    const view = renderMatching();
    const statements = within(
      await screen.findByRole('region', { name: hu['admin-item-matches-statements'] }),
    );
    const questions = within(screen.getByRole('region', { name: hu['admin-item-matches-questions'] }));
    expect(statements.getAllByRole('article')).toHaveLength(7);
    expect(questions.getAllByRole('article').map((a) => a.getAttribute('data-status'))).toEqual([
      'exact',
      'new',
    ]);
    expect(
      screen.getByText('Egyeztetve: 4 · Döntésre váró javaslat: 2 · Új: 3', { exact: true }),
    ).toBeVisible();

    const exact = await card('Büszke vagyok a munkahelyemre.');
    expect(exact.getByText('Azonos azonosító')).toBeVisible();
    expect(exact.getByText(/2024\. szeptember/)).toBeVisible();
    expect((await card('A vezetőm meghallgat.')).getByText('Azonos szöveg')).toBeVisible();
    const suggestion = await card('Rendszeresen kapok visszajelzést a munkámról.');
    expect(suggestion.getByText('Javaslat 82%')).toBeVisible();
    expect(suggestion.getByText(hu['admin-item-matches-suggestion'])).toBeVisible();
    expect(suggestion.getByText('Rendszeresen kapok visszajelzést.')).toBeVisible();
    const confirmed = await card('Értem, hogyan járul hozzá a munkám a cég céljaihoz.');
    expect(confirmed.getByText('Megerősítve')).toBeVisible();
    expect(confirmed.getByText('Tudom, hogyan segíti a munkám a cég céljait.')).toBeVisible();
    expect(confirmed.getByRole('button', { name: hu['admin-item-matches-auto'] })).toBeVisible();
    const separated = await card('A csapatomban számíthatunk egymásra.');
    expect(separated.getByText('Leválasztva')).toBeVisible();
    expect(separated.queryByRole('button', { name: hu['admin-item-matches-break'] })).toBeNull();
    const fresh = await card('Szívesen dolgozom otthonról is.');
    expect(fresh.getByText('Új')).toBeVisible();
    expect(fresh.getByText(hu['admin-item-matches-no-earlier'])).toBeVisible();
    expect(view.calls.some((c) => c.path === 'survey-dates/13/item-matches')).toBe(true);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('Accept sends the accept decision; the item then shows as confirmed and takes the focus', async () => {
    const view = renderMatching();
    const item = await card('Rendszeresen kapok visszajelzést a munkámról.');
    await userEvent.click(item.getByRole('button', { name: hu['admin-item-matches-accept'] }));
    expect(await screen.findByText(hu['toast-item-matches-saved'])).toBeVisible();
    expect(saved(view)).toEqual([[{ source_code: '510001:610003', action: 'accept' }]]);
    const after = await card('Rendszeresen kapok visszajelzést a munkámról.');
    expect(after.getByText('Megerősítve')).toBeVisible();
    expect(after.getByText(hu['admin-item-matches-continues'])).toBeVisible();
    expect(after.queryByRole('button', { name: hu['admin-item-matches-accept'] })).toBeNull();
    expect(
      screen.getByRole('article', { name: 'Rendszeresen kapok visszajelzést a munkámról.' }),
    ).toHaveFocus();
    expect(
      screen.getByText('Egyeztetve: 5 · Döntésre váró javaslat: 1 · Új: 3', { exact: true }),
    ).toBeVisible();
  });

  it('Change searches the earlier items, sends the chosen one as a match and shows it', async () => {
    const view = renderMatching();
    const item = await card('Szívesen dolgozom otthonról is.');
    await userEvent.click(item.getByRole('button', { name: hu['admin-item-matches-change'] }));
    const dialog = within(await screen.findByRole('dialog', { name: hu['admin-item-matches-change-title'] }));
    const search = dialog.getByRole('combobox', { name: hu['admin-item-matches-candidate'] });
    await userEvent.type(search, 'juttatas');
    expect(dialog.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Elégedett vagyok a juttatásaimmal.',
    ]);
    expect(dialog.getByRole('group', { name: '2024. március' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(search).toHaveValue('Elégedett vagyok a juttatásaimmal.');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved(view)).toEqual([
      [{ source_code: '510001:610007', action: 'match', stable_code: '420060:440007' }],
    ]);
    const after = await card('Szívesen dolgozom otthonról is.');
    expect(after.getByText('Megerősítve')).toBeVisible();
    expect(after.getByText('Elégedett vagyok a juttatásaimmal.')).toBeVisible();
  });

  it('Change without a choice asks for one; an earlier item another item continues by decision cannot be chosen', async () => {
    const view = renderMatching();
    const item = await card('Ajánlaná a céget az ismerőseinek?');
    await userEvent.click(item.getByRole('button', { name: hu['admin-item-matches-change'] }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    expect(dialog.getByText(hu['admin-item-matches-candidate-required'])).toBeVisible();
    await userEvent.click(dialog.getByRole('combobox', { name: hu['admin-item-matches-candidate'] }));
    const taken = dialog.getByRole('option', { name: 'Tudom, hogyan segíti a munkám a cég céljait.' });
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    expect(taken).toHaveAccessibleDescription(hu['admin-item-matches-candidate-continued']);
    await userEvent.click(dialog.getByRole('button', { name: hu['common-cancel'] }));
    expect(saved(view)).toEqual([]);
  });

  it('"Treat as new" sends break; "Automatic" forgets a decision', async () => {
    const view = renderMatching();
    const item = await card('A vezetőm meghallgat.');
    await userEvent.click(item.getByRole('button', { name: hu['admin-item-matches-break'] }));
    expect((await card('A vezetőm meghallgat.')).getByText('Leválasztva')).toBeVisible();
    const separated = await card('A csapatomban számíthatunk egymásra.');
    await userEvent.click(separated.getByRole('button', { name: hu['admin-item-matches-auto'] }));
    expect(
      await (await card('A csapatomban számíthatunk egymásra.')).findByText('Javaslat 71%'),
    ).toBeVisible();
    expect(saved(view)).toEqual([
      [{ source_code: '510001:610002', action: 'break' }],
      [{ source_code: '510001:610006', action: 'auto' }],
    ]);
  });

  it('"Accept all suggestions" accepts every waiting suggestion at once; the button is busy meanwhile', async () => {
    let release: () => void = () => {};
    const handlers = itemMatchesHandlers();
    const put = handlers['PUT survey-dates/13/item-matches'];
    const view = renderMatching({
      ...handlers,
      'PUT survey-dates/13/item-matches': async (call) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return (put as NonNullable<typeof put>)(call);
      },
    });
    const all = await screen.findByRole('button', { name: 'Összes javaslat elfogadása (2)' });
    await userEvent.click(all);
    const busy = await screen.findByRole('button', { name: hu['admin-item-matches-saving'] });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(
      (await card('A vezetőm meghallgat.')).getByRole('button', { name: hu['admin-item-matches-break'] }),
    ).toHaveAttribute('aria-disabled', 'true');
    release();
    expect(
      await screen.findByText('Egyeztetve: 6 · Döntésre váró javaslat: 0 · Új: 3', { exact: true }),
    ).toHaveFocus();
    expect(saved(view)).toEqual([
      [
        { source_code: '510001:610003', action: 'accept' },
        { source_code: '510001:610004', action: 'accept' },
      ],
    ]);
    expect(screen.queryByRole('button', { name: /Összes javaslat elfogadása/ })).toBeNull();
  });

  it('a refused decision (400 item-match-invalid) shows the translated error at the item it names', async () => {
    renderMatching(
      itemMatchesHandlers({}, { 'PUT survey-dates/13/item-matches': () => itemMatchRefusal(0, 'action') }),
    );
    const item = await card('Megfelelőek a munkaeszközeim és a munkakörnyezetem.');
    const accept = item.getByRole('button', { name: hu['admin-item-matches-accept'] });
    await userEvent.click(accept);
    expect(await item.findByRole('alert')).toHaveTextContent(hu['error-item-match-invalid']);
    expect(accept).toHaveAccessibleDescription(hu['error-item-match-invalid']);
    expect(await screen.findByText(hu['toast-item-matches-save-error'])).toBeVisible();
    expect(item.getByText('Javaslat 64%')).toBeVisible();
  });

  it('a refused change shows the error under the choice in the dialog, which stays open', async () => {
    renderMatching(itemMatchesHandlers({}, { 'PUT survey-dates/13/item-matches': () => itemMatchRefusal() }));
    const item = await card('Szívesen dolgozom otthonról is.');
    await userEvent.click(item.getByRole('button', { name: hu['admin-item-matches-change'] }));
    const dialog = within(await screen.findByRole('dialog'));
    const search = dialog.getByRole('combobox', { name: hu['admin-item-matches-candidate'] });
    await userEvent.type(search, 'csapatomban');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: hu['common-save'] }));
    await waitFor(() => expect(search).toHaveAccessibleDescription(hu['error-item-match-invalid']));
    expect(search).toHaveAttribute('aria-invalid', 'true');
  });

  it('any other failed save shows its translated error above the list', async () => {
    renderMatching(
      itemMatchesHandlers({}, { 'PUT survey-dates/13/item-matches': () => apiError(500, 'internal') }),
    );
    const item = await card('A vezetőm meghallgat.');
    await userEvent.click(item.getByRole('button', { name: hu['admin-item-matches-break'] }));
    const panel = within(screen.getByRole('tabpanel', { name: hu['admin-item-matches-title'] }));
    expect(await panel.findByRole('alert')).toHaveTextContent(hu['error-internal']);
    expect(item.queryByRole('alert')).toBeNull();
  });

  it('the filter shows the suggestions, the new items or the decided ones', async () => {
    renderMatching();
    await card('A vezetőm meghallgat.');
    const texts = () => screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent);
    await userEvent.click(screen.getByRole('radio', { name: 'Javaslatok (2)' }));
    expect(texts()).toEqual([
      'Rendszeresen kapok visszajelzést a munkámról.',
      'Megfelelőek a munkaeszközeim és a munkakörnyezetem.',
    ]);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Újak (3)' })).toBeChecked();
    expect(texts()).toHaveLength(3);
    await userEvent.click(screen.getByRole('radio', { name: 'Eldöntöttek (2)' }));
    expect(texts()).toEqual([
      'Értem, hogyan járul hozzá a munkám a cég céljaihoz.',
      'A csapatomban számíthatunk egymásra.',
    ]);
  });

  it('a date without an imported design says to import it first', async () => {
    renderMatching(itemMatchesHandlers({ items: [], candidates: [] }));
    expect(await screen.findByText(hu['admin-item-matches-empty'])).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('the earliest date has nothing to match to: a note, and no Change', async () => {
    renderMatching();
    await card('A vezetőm meghallgat.');
    await userEvent.click(screen.getByRole('combobox', { name: hu['admin-survey-date-select'] }));
    await userEvent.click(screen.getByRole('option', { name: '2024. március' }));
    expect(await screen.findByText(hu['admin-item-matches-first-date'])).toBeVisible();
    const item = await card('Büszke vagyok a munkahelyemre.');
    expect(item.queryByRole('button', { name: hu['admin-item-matches-change'] })).toBeNull();
  });

  it('while loading, the loading state; a failed load, its translated error', async () => {
    renderMatching(itemMatchesHandlers({}, { 'GET survey-dates/13/item-matches': () => pending() }));
    const panel = await screen.findByRole('tabpanel', { name: hu['admin-item-matches-title'] });
    expect(await within(panel).findByRole('status')).toHaveTextContent(hu['common-loading']);
    renderMatching(
      itemMatchesHandlers({}, { 'GET survey-dates/13/item-matches': () => apiError(500, 'internal') }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(hu['error-internal']);
  });

  it('the questions screen opens on its topics; the matching tab is reached by keyboard and loads on its first visit', async () => {
    const view = renderAdmin(<QuestionsScreen />, { handlers: itemMatchesHandlers() });
    const topics = await screen.findByRole('tab', { name: hu['admin-questions-tab-topics'] });
    expect(topics).toHaveAttribute('aria-selected', 'true');
    expect(view.calls.some((c) => c.path === 'survey-dates/13/item-matches')).toBe(false);
    topics.focus();
    await userEvent.keyboard('{ArrowRight}');
    const matching = screen.getByRole('tab', { name: hu['admin-item-matches-title'] });
    expect(matching).toHaveFocus();
    expect(matching).toHaveAttribute('aria-selected', 'true');
    expect(await card('A vezetőm meghallgat.')).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: hu['admin-item-matches-title'] })).toBeVisible();
  });
});
