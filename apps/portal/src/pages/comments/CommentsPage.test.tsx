import { messages } from '@pulzus/core';
import { apiError, makeAdminToken, makeToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderPortal } from '../../testing/render-portal';
import { axeViolations } from '../graph/axe-violations';
import { commentsAnswer, commentsHandlers, withheld } from './comments-fixtures';
import { openQuestions } from './CommentsPage';

const hu = messages.hu;
const en = messages.en;

beforeAll(async () => {
  await page.viewport(1280, 800);
});

// the first comment of the fixture's first page: the view has loaded (a loaded machine may take a while)
const firstComment = () => screen.findByText('Jobb fizetés kellene (1)', {}, { timeout: 5000 });

describe('comments view (docs/comments.md "The comments view")', () => {
  it('shows the first shown open-ended question’s comments as plain text, their count and themes; a user is not offered a question whose comments are off', async () => {
    const portal = renderPortal({ path: '/comments', token: makeToken(), handlers: commentsHandlers() });
    expect(await firstComment()).toBeVisible();
    expect(screen.getByText(hu['comments-total'].replace('{{count}}', '45'))).toBeVisible();
    const call = portal.calls.find((c) => c.path.startsWith('comments?'))!;
    expect(new URLSearchParams(call.path.split('?')[1])).toEqual(
      new URLSearchParams('survey_date_id=2&question_id=502&page=1&per_page=20'),
    );
    // the question picker offers only the question whose comments are on
    await userEvent.click(screen.getByRole('combobox', { name: hu['comments-question'] }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Mit változtatna meg?']);
    await userEvent.keyboard('{Escape}');
    // themes: label, count and share, and the change since the previous date
    const themes = screen.getByRole('complementary', { name: hu['comments-themes'] });
    const pay = within(themes).getByRole('button', { name: /fizetés/ });
    expect(pay.textContent).toContain('15 megjegyzésben (33%)');
    expect(pay.textContent).toContain('-17 pont 2023. szeptember óta');
    const flexible = within(themes).getByRole('button', { name: /rugalmas/ });
    expect(flexible.textContent).toContain('új 2023. szeptember óta');
    expect(await axeViolations(portal.container)).toEqual([]);
  });

  it('an admin is offered every open-ended question, also one whose comments users do not see', async () => {
    renderPortal({ path: '/comments', token: makeAdminToken(), handlers: commentsHandlers() });
    await firstComment();
    await userEvent.click(screen.getByRole('combobox', { name: hu['comments-question'] }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Mit változtatna meg?',
      'Mit üzen a vezetésnek?',
    ]);
  });

  it('pages with the keyboard and keeps the page, question and search in the address', async () => {
    const portal = renderPortal({ path: '/comments', token: makeToken(), handlers: commentsHandlers() });
    await firstComment();
    const next = screen.getByRole('button', { name: hu['comments-next'] });
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Több rugalmas munkaidő, otthoni munka (21)')).toBeVisible();
    expect(screen.getByText('2. oldal / 3')).toBeVisible();
    expect(portal.location()).toContain('page=2');
    expect(screen.queryByText('Jobb fizetés kellene (1)')).toBeNull();
  });

  it('searches once typing rests, accents and case ignored by the API, and says when nothing matches', async () => {
    const portal = renderPortal({ path: '/comments', token: makeToken(), handlers: commentsHandlers() });
    await firstComment();
    await userEvent.type(screen.getByRole('searchbox', { name: hu['comments-search'] }), 'FIZETES');
    await waitFor(() => expect(portal.location()).toContain('q=FIZETES'));
    expect(await screen.findByText(hu['comments-total'].replace('{{count}}', '15'))).toBeVisible();
    // one request for the whole word, not one per letter
    expect(portal.calls.filter((c) => /search=F/.test(c.path))).toHaveLength(1);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'parkoló');
    expect(await screen.findByText(hu['comments-empty-search'])).toBeVisible();
  });

  it('an answer the privacy rule refuses is disabled with its reason, as in the graph sidebar and the embedded comments', async () => {
    const portal = renderPortal({
      path: '/comments',
      token: makeToken(),
      handlers: commentsHandlers({
        'POST graph/filter-options': () => ({
          body: {
            survey_date_id: 2,
            min_group_size: 5,
            worker_groups: [],
            demographies: [
              {
                demography_id: 40,
                answers: [
                  { id: 401, available: true, reason: null },
                  { id: 402, available: false, reason: 'fewer-than-k' },
                ],
              },
            ],
          },
        }),
      }),
    });
    await firstComment();
    const asked = portal.calls.find((c) => c.path === 'graph/filter-options');
    expect(asked?.body).toEqual({ survey_date_id: 2, filters: [] });
    await userEvent.click(screen.getByRole('combobox', { name: 'Telephely' }));
    const gyor = await screen.findByRole('option', { name: 'Győr' });
    await waitFor(() => expect(gyor).toHaveAttribute('aria-disabled', 'true'));
    expect(gyor).toHaveAccessibleDescription(hu['graph-sidebar-option-fewer-than-k'].replace('{{k}}', '5'));
    expect(screen.getByRole('option', { name: 'Budapest' })).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(gyor);
    expect(portal.location()).not.toContain('402');
  });

  it('choosing a theme shows its comments, and choosing it again shows all', async () => {
    renderPortal({ path: '/comments', token: makeToken(), handlers: commentsHandlers() });
    await firstComment();
    const pay = screen.getByRole('button', { name: /fizetés/ });
    await userEvent.click(pay);
    expect(await screen.findByText(hu['comments-total'].replace('{{count}}', '15'))).toBeVisible();
    expect(pay).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox')).toHaveValue('fizetés');
    expect(screen.queryByText(/rugalmas munkaidő/)).toBeNull();
    await userEvent.click(pay);
    expect(await screen.findByText(hu['comments-total'].replace('{{count}}', '45'))).toBeVisible();
  });

  it.each([
    ['fewer-than-k', hu['comments-withheld-fewer-than-k'].replace('{{k}}', '10')],
    ['protects-smaller', hu['comments-withheld-protects-smaller']],
  ])('a withheld population (%s) shows the reason and no comment or theme', async (reason, text) => {
    const answers = withheld(reason);
    renderPortal({
      path: '/comments?wg=5',
      token: makeToken(),
      handlers: commentsHandlers({
        'GET comments': () => ({ body: answers.comments }),
        'GET comments/themes': () => ({ body: answers.themes }),
      }),
    });
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByRole('complementary', { name: hu['comments-themes'] })).toBeNull();
    expect(screen.queryByText(/Jobb fizetés/)).toBeNull();
  });

  it('says so in English, with the threshold, for an English user', async () => {
    const answers = withheld('fewer-than-k');
    renderPortal({
      path: '/comments',
      token: makeToken({ lang_code: 'en', lang_id: 2 }),
      handlers: commentsHandlers({
        'GET account/languages': () => ({
          body: {
            languages: [
              { id: 1, code: 'hu', name: 'Magyar' },
              { id: 2, code: 'en', name: 'English' },
            ],
          },
        }),
        'GET comments': () => ({ body: answers.comments }),
        'GET comments/themes': () => ({ body: answers.themes }),
      }),
    });
    expect(
      await screen.findByText(en['comments-withheld-fewer-than-k'].replace('{{k}}', '10')),
    ).toBeVisible();
  });

  it('says when the date has no open-ended question shown, and when nobody commented', async () => {
    renderPortal({
      path: '/comments',
      token: makeToken(),
      handlers: commentsHandlers({
        'GET survey-dates/2/worker-group/5/question-groups': () => ({ body: { question_groups: [] } }),
        'GET survey-dates/2/worker-group/6/question-groups': () => ({ body: { question_groups: [] } }),
      }),
    });
    expect(await screen.findByText(hu['comments-no-question'])).toBeVisible();
  });

  it('says when nobody in the population commented', async () => {
    renderPortal({
      path: '/comments',
      token: makeToken(),
      handlers: commentsHandlers({
        'GET comments': (call) => ({ body: commentsAnswer(call.path, []) }),
      }),
    });
    expect(await screen.findByText(hu['comments-empty'])).toBeVisible();
  });

  it('shows a failed load as an error', async () => {
    renderPortal({
      path: '/comments',
      token: makeToken(),
      handlers: commentsHandlers({ 'GET comments': () => apiError(404, 'not-found') }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(hu['error-not-found']);
  });

  it('sends the worker group and demography filters of the address, as graph pages name them', async () => {
    const portal = renderPortal({
      path: '/comments?dates=2&wg=5&f.40=401',
      token: makeToken(),
      handlers: commentsHandlers(),
    });
    await firstComment();
    const call = portal.calls.find((c) => c.path.startsWith('comments?'))!;
    const query = new URLSearchParams(call.path.split('?')[1]);
    expect(query.get('worker_group_ids')).toBe('5');
    expect(query.get('demography_answer_ids')).toBe('401');
    const themes = portal.calls.find((c) => c.path.startsWith('comments/themes?'))!;
    expect(new URLSearchParams(themes.path.split('?')[1]).get('worker_group_ids')).toBe('5');
  });
});

describe('the filters of the comments view (docs/graphs.md "In the address")', () => {
  it('choosing a worker group in the sidebar asks for its comments from the first page, keeping the search', async () => {
    const portal = renderPortal({
      path: '/comments?q=fizet%C3%A9s&page=1',
      token: makeToken(),
      handlers: commentsHandlers(),
    });
    await screen.findByText(hu['comments-total'].replace('{{count}}', '15'), {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('combobox', { name: hu['graph-sidebar-worker-group'] }));
    await userEvent.click(await screen.findByRole('option', { name: 'Termelés' }));
    await waitFor(() => expect(portal.location()).toContain('wg=6'));
    expect(portal.location()).toContain('q=fizet');
    await waitFor(() =>
      expect(
        portal.calls.some((c) => c.path.startsWith('comments?') && c.path.includes('worker_group_ids=6')),
      ).toBe(true),
    );
  });
});

describe('the question picker (docs/comments.md "The comments view")', () => {
  const question = (id: number, code: string, name: string, show = true) => ({
    id,
    code,
    name,
    is_open_ended: true,
    show_comments: show,
  });
  const topic = (workerGroupId: number, questions: ReturnType<typeof question>[]) => ({
    id: workerGroupId,
    survey_date_id: 2,
    worker_group_id: workerGroupId,
    name: 'Egyéb',
    is_commitment: false,
    is_calculated_in_index: false,
    bg_color: null,
    questions,
  });
  const groups = new Map([
    [5, 'Irodai munkatársak'],
    [6, 'Termelés'],
  ]);

  it('offers a question asked of several worker groups once, and tells apart two of one wording by the groups asked', () => {
    const topics = [
      topic(5, [question(1, 'ESSAY', 'Mit változtatna meg?'), question(2, 'OFFICE', 'Mit változtatna meg?')]),
      topic(6, [question(3, 'ESSAY', 'Mit változtatna meg?'), question(4, 'IDEA', 'Egy ötlet?', false)]),
    ];
    expect(openQuestions(topics, false, groups)).toEqual([
      { id: 1, name: 'Mit változtatna meg? (Irodai munkatársak, Termelés)' },
      { id: 2, name: 'Mit változtatna meg? (Irodai munkatársak)' },
    ]);
    expect(openQuestions(topics, true, groups).map((q) => q.name)).toContain('Egy ötlet?');
  });
});

describe('the comments view on a phone (390 px)', () => {
  it('a long question and long comments never make the page scroll sideways', async () => {
    await page.viewport(390, 844);
    try {
      const long =
        'Mit változtatna meg elsőként a munkahelyén, ha holnaptól Ön vezetné a csapatot? (Termelési munkatársak)';
      renderPortal({
        path: '/comments',
        token: makeToken(),
        handlers: commentsHandlers({
          'GET survey-dates/2/worker-group/5/question-groups': () => ({
            body: {
              question_groups: [
                {
                  id: 50,
                  survey_date_id: 2,
                  worker_group_id: 5,
                  name: 'Egyéb',
                  is_commitment: false,
                  is_calculated_in_index: false,
                  bg_color: null,
                  questions: [
                    { id: 502, code: 'ESSAY', name: long, is_open_ended: true, show_comments: true },
                  ],
                },
              ],
            },
          }),
        }),
      });
      await firstComment();
      const widths: string[] = [];
      for (
        let e: Element | null = screen.getByRole('combobox', { name: hu['comments-question'] });
        e;
        e = e.parentElement
      )
        widths.push(
          `${e.tagName}.${e.getAttribute('data-component') ?? ''}:${Math.round(e.getBoundingClientRect().width)}`,
        );
      expect(document.documentElement.scrollWidth, widths.join(' ')).toBeLessThanOrEqual(390);
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it('downloads the view’s question, filters and search as xlsx through a download ticket, busy meanwhile', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    let release: () => void = () => {};
    const asked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const portal = renderPortal({
      path: '/comments?q=fizetes',
      token: makeToken(),
      handlers: commentsHandlers({
        'POST download-tickets': async () => {
          await asked;
          return { body: { ticket: 'ticket-0123456789abcdef' } };
        },
      }),
    });
    const button = await screen.findByRole('button', { name: hu['comments-export'] }, { timeout: 5000 });
    await userEvent.click(button);
    const busy = await screen.findByRole('button', { name: hu['comments-export-busy'] });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        '/api/comments/survey-dates/2/xlsx?question_id=502&search=fizetes&t=ticket-0123456789abcdef',
        '_blank',
        'noopener',
      ),
    );
    expect(portal.calls.find((c) => c.path === 'download-tickets')?.body).toEqual({
      resource: 'comments-xlsx',
      id: 2,
    });
    expect(await screen.findByRole('button', { name: hu['comments-export'] })).toBeEnabled();
    open.mockRestore();
  });

  it('says so when the download fails, and opens nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPortal({
      path: '/comments',
      token: makeToken(),
      handlers: commentsHandlers({ 'POST download-tickets': () => apiError(404, 'not-found') }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: hu['comments-export'] }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(hu['comments-export-failed']);
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
