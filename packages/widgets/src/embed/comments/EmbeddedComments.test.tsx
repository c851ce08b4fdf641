import '@testing-library/jest-dom/vitest';
import { messages } from '@pulzus/core';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { graphApiFixture } from '../../mocks/graph-api-fixture';
import { apiError, type FakeAnswer } from '../../testing/fake-fetch';
import { axeViolations } from '../../testing/axe';
import { mountEmbed, WORKING_ATTRIBUTES } from '../embed-test-mount';
import {
  askedFilters,
  COMMENTS_NOT_ALLOWED,
  commentsAnswer,
  embedCommentsFakeApi,
  HIDDEN_QUESTION,
  SHOWN_QUESTION,
  withheldComments,
  withheldForAnswer,
} from './comments-fake-api';
import { EMBED_COMMENTS_PER_PAGE } from './QuestionComments';

beforeAll(async () => {
  await page.viewport(1280, 800);
});

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 8000 });
const en = messages.en;
const hu = messages.hu;
const COMMENTS = { ...WORKING_ATTRIBUTES, slug: 'comments' };

/** The comments the element lists, by their text. */
function listed(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('section[data-state="comments"] li')].map((li) => li.textContent ?? '');
}

describe('<pulzus-graph slug="comments">: the comments of a key that allows comments (docs/embedding.md "The comments view")', () => {
  it('lists the first page of the question users may read, with its count and themes, and none of a question they may not', async () => {
    const fake = embedCommentsFakeApi();
    const { element, root, inside } = mountEmbed(COMMENTS, fake);
    expect(await inside.findByRole('heading', { name: en['comments-title'] })).toBeVisible();
    await waitFor(() => expect(listed(root)).toHaveLength(EMBED_COMMENTS_PER_PAGE));
    expect(inside.getByText(en['comments-total'].replace('{{count}}', '25'))).toBeVisible();
    expect(listed(root)[0]).toBe('Jobb fizetés kellene (1)');
    expect(inside.getByRole('heading', { name: en['comments-themes'] })).toBeVisible();
    expect(inside.getByRole('button', { name: /rugalmas/ })).toHaveAttribute('aria-pressed', 'false');
    // the question picker offers the readable question only, and the comments were asked for it
    expect(inside.getByText(SHOWN_QUESTION.name)).toBeVisible();
    expect(inside.queryByText(HIDDEN_QUESTION.name)).toBeNull();
    const asked = new URLSearchParams(fake.callsOf('GET comments').at(-1)!.path.split('?')[1]);
    expect(Number(asked.get('question_id')) % 100).toBe(2);
    expect(fake.callsOf('POST graph/data')).toHaveLength(0);
    expect(await axeViolations(element)).toEqual([]);
  });

  it('asks the search once typing rests and shows what the server found, accents aside', async () => {
    const fake = embedCommentsFakeApi();
    const { root, inside } = mountEmbed(COMMENTS, fake);
    const search = await inside.findByRole('searchbox', { name: en['comments-search'] });
    await waitFor(() => expect(listed(root).length).toBeGreaterThan(0));
    await userEvent.type(search, 'FIZETES');
    await waitFor(() =>
      expect(inside.getByText(en['comments-total'].replace('{{count}}', '9'))).toBeVisible(),
    );
    expect(listed(root).every((text) => text.startsWith('Jobb fizetés'))).toBe(true);
    const searches = fake
      .callsOf('GET comments')
      .map((c) => new URLSearchParams(c.path.split('?')[1]).get('search'))
      .filter(Boolean);
    // one request for the whole word, not one per letter
    expect(searches).toEqual(['FIZETES']);
  });

  it('says so when the search finds nothing', async () => {
    const { root, inside } = mountEmbed(COMMENTS, embedCommentsFakeApi());
    await waitFor(() => expect(listed(root).length).toBeGreaterThan(0));
    await userEvent.type(await inside.findByRole('searchbox'), 'nincs ilyen');
    expect(await inside.findByText(en['comments-empty-search'])).toBeVisible();
  });

  it('pages with the keyboard: Next and Previous page move through the comments', async () => {
    const { root, inside } = mountEmbed(COMMENTS, embedCommentsFakeApi());
    await waitFor(() => expect(listed(root)).toHaveLength(EMBED_COMMENTS_PER_PAGE));
    const next = inside.getByRole('button', { name: en['comments-next'] });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(listed(root)[0]).toBe(`Több rugalmas munkaidő, otthoni munka (${EMBED_COMMENTS_PER_PAGE + 1})`),
    );
    expect(inside.getByText('Page 2 of 3')).toBeVisible();
    inside.getByRole('button', { name: en['comments-previous'] }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(listed(root)[0]).toBe('Jobb fizetés kellene (1)'));
  });

  it('a theme chosen with the keyboard searches its label, and clearing it shows every comment again', async () => {
    const { inside } = mountEmbed(COMMENTS, embedCommentsFakeApi());
    const theme = await inside.findByRole('button', { name: /fizetés/ });
    theme.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(inside.getByRole('button', { name: /fizetés/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() =>
      expect(inside.getByText(en['comments-total'].replace('{{count}}', '9'))).toBeVisible(),
    );
    expect(inside.getByRole('searchbox')).toHaveValue('fizetés');
    await userEvent.click(inside.getByRole('button', { name: en['comments-theme-clear'] }));
    await waitFor(() =>
      expect(inside.getByText(en['comments-total'].replace('{{count}}', '25'))).toBeVisible(),
    );
  });

  it('shows "loading" while the comments are asked', async () => {
    const fake = embedCommentsFakeApi({
      routes: { 'GET comments': () => new Promise<FakeAnswer>(() => {}) },
    });
    const { inside } = mountEmbed(COMMENTS, fake);
    await waitFor(() => expect(fake.callsOf('GET comments')).toHaveLength(1));
    // the sidebar's own live regions are statuses too: the view's is the one that says "Loading…"
    expect(inside.getAllByRole('status').map((status) => status.textContent)).toContain(en['common-loading']);
  });

  it('says a question without comments has none', async () => {
    const fake = embedCommentsFakeApi({ routes: { 'GET comments': (call) => commentsAnswer(call, []) } });
    const { inside } = mountEmbed(COMMENTS, fake);
    expect(await inside.findByText(en['comments-empty'])).toBeVisible();
  });

  it('says why a population is withheld, with the threshold', async () => {
    const fake = embedCommentsFakeApi({ routes: withheldComments('fewer-than-k') });
    const { root, inside } = mountEmbed(COMMENTS, fake);
    expect(
      await inside.findByText(en['comments-withheld-fewer-than-k'].replace('{{k}}', '10')),
    ).toBeVisible();
    expect(root.querySelector('[data-state="withheld"]')).toHaveAttribute('data-reason', 'fewer-than-k');
    expect(listed(root)).toEqual([]);
  });

  it('a key without the permission: the server\'s reason in English, and no "Try again"', async () => {
    const fake = embedCommentsFakeApi({ routes: COMMENTS_NOT_ALLOWED });
    const { root, inside } = mountEmbed(COMMENTS, fake);
    expect(await inside.findByText(en['error-embed-comments-not-allowed'])).toBeVisible();
    expect(inside.getByText(en['embed-comments-error-title'])).toBeVisible();
    // nothing to choose when every choice is refused
    expect(inside.queryByRole('searchbox')).toBeNull();
    expect(root.querySelector('[data-state="failed"]')).toHaveAttribute(
      'data-code',
      'embed-comments-not-allowed',
    );
    expect(inside.queryByRole('button', { name: en['embed-retry'] })).toBeNull();
  });

  it('a key without the permission: the reason in Hungarian with lang="hu"', async () => {
    const fake = embedCommentsFakeApi({ fixture: { language: 'hu' }, routes: COMMENTS_NOT_ALLOWED });
    const { inside } = mountEmbed({ ...COMMENTS, lang: 'hu' }, fake);
    expect(await inside.findByText(hu['error-embed-comments-not-allowed'])).toBeVisible();
    expect(inside.getByRole('heading', { name: hu['comments-title'] })).toBeVisible();
  });

  it('a failed read says the server could not answer and "Try again" reads again', async () => {
    let fail = true;
    const fake = embedCommentsFakeApi({
      routes: { 'GET comments': (call) => (fail ? apiError(500, 'internal') : commentsAnswer(call)) },
    });
    const { root, inside } = mountEmbed(COMMENTS, fake);
    const retry = await inside.findByRole('button', { name: en['embed-retry'] });
    expect(inside.getByText(en['error-internal'])).toBeVisible();
    fail = false;
    await userEvent.click(retry);
    await waitFor(() => expect(listed(root)).toHaveLength(EMBED_COMMENTS_PER_PAGE));
  });

  it('fits a 390 px phone: nothing wider than the element', async () => {
    await page.viewport(390, 800);
    try {
      const { element, root } = mountEmbed(COMMENTS, embedCommentsFakeApi());
      await waitFor(() => expect(listed(root)).toHaveLength(EMBED_COMMENTS_PER_PAGE));
      const frame = root.querySelector('[data-component="Pulzus.EmbedComments"]') as HTMLElement;
      expect(frame.scrollWidth).toBeLessThanOrEqual(element.getBoundingClientRect().width + 1);
    } finally {
      await page.viewport(1280, 800);
    }
  });
});

describe('<pulzus-graph slug="comments">: the worker group and demography filters (docs/embedding.md "The comments view")', () => {
  // the fake account's demographies in English: Department (Sales, Finance, IT, Logistics) first
  const department = graphApiFixture({ language: 'en' }).demographies[0]!;
  const answer = (name: string) => department.answers.find((a) => a.name === name)!.id;

  it('an answer chosen with the keyboard narrows the comments and their themes to its people', async () => {
    const fake = embedCommentsFakeApi();
    const { element, root, inside } = mountEmbed(COMMENTS, fake);
    await waitFor(() => expect(listed(root)).toHaveLength(EMBED_COMMENTS_PER_PAGE));
    const combobox = inside.getByRole('combobox', { name: department.name });
    combobox.focus();
    // the first answer, Sales, chosen with the keyboard alone
    await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
    await waitFor(() =>
      expect(inside.getByText(en['comments-total'].replace('{{count}}', '13'))).toBeVisible(),
    );
    // the fake's narrowed population: every other comment
    expect(listed(root).slice(0, 2)).toEqual([
      'Jobb fizetés kellene (1)',
      'Több rugalmas munkaidő, otthoni munka (3)',
    ]);
    for (const route of ['GET comments', 'GET comments/themes'])
      expect(askedFilters(fake.callsOf(route).at(-1)!).answerIds, route).toEqual([answer('Sales')]);
    // the graph sidebar's availability was asked for the same choice (docs/privacy.md "Rule 6")
    const options = fake.callsOf('POST graph/filter-options').at(-1)!.body;
    expect(options).toMatchObject({
      filters: [
        { type: 'demography', demography_id: department.id, demography_answer_ids: [answer('Sales')] },
      ],
    });
    expect(await axeViolations(element)).toEqual([]);
  });

  it('a filtered population the comment rules withhold says why, and no comment shows', async () => {
    const fake = embedCommentsFakeApi({ routes: withheldForAnswer(answer('IT')) });
    const { root, inside } = mountEmbed(COMMENTS, fake);
    await waitFor(() => expect(listed(root)).toHaveLength(EMBED_COMMENTS_PER_PAGE));
    await userEvent.click(inside.getByRole('combobox', { name: department.name }));
    await userEvent.click(inside.getByRole('option', { name: 'IT' }));
    expect(
      await inside.findByText(en['comments-withheld-protects-smaller'].replace('{{k}}', '10')),
    ).toBeVisible();
    expect(root.querySelector('[data-state="withheld"]')).toHaveAttribute('data-reason', 'protects-smaller');
    expect(listed(root)).toEqual([]);
  });

  it('an answer the privacy rule refuses is disabled with its reason, as in the embedded graph', async () => {
    const fake = embedCommentsFakeApi({ fixture: { refusals: true } });
    const { root, inside } = mountEmbed(COMMENTS, fake);
    await waitFor(() => expect(listed(root)).toHaveLength(EMBED_COMMENTS_PER_PAGE));
    await userEvent.click(inside.getByRole('combobox', { name: department.name }));
    const logistics = await inside.findByRole('option', { name: 'Logistics' });
    await waitFor(() => expect(logistics).toHaveAttribute('aria-disabled', 'true'));
    expect(logistics).toHaveAccessibleDescription('fewer than 5 people');
    await userEvent.click(logistics);
    expect(fake.callsOf('GET comments').every((call) => askedFilters(call).answerIds.length === 0)).toBe(
      true,
    );
  });

  it('a worker group chosen narrows the comments; at 390 px the filters start closed behind "Filters"', async () => {
    await page.viewport(390, 800);
    try {
      const fake = embedCommentsFakeApi();
      const { element, root, inside } = mountEmbed(COMMENTS, fake);
      await waitFor(() => expect(listed(root)).toHaveLength(EMBED_COMMENTS_PER_PAGE));
      const toggle = inside.getByRole('button', { name: en['sidebar-filters'].replace('{{count}}', '0') });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      await userEvent.click(inside.getByRole('combobox', { name: en['graph-sidebar-worker-group'] }));
      const group = graphApiFixture({ language: 'en' }).workerGroups[0]!;
      await userEvent.click(inside.getByRole('option', { name: group.name }));
      await waitFor(() =>
        expect(inside.getByText(en['comments-total'].replace('{{count}}', '13'))).toBeVisible(),
      );
      expect(askedFilters(fake.callsOf('GET comments').at(-1)!).workerGroupIds).toEqual([group.id]);
      const frame = root.querySelector('[data-component="Pulzus.EmbedComments"]') as HTMLElement;
      expect(frame.scrollWidth).toBeLessThanOrEqual(element.getBoundingClientRect().width + 1);
    } finally {
      await page.viewport(1280, 800);
    }
  });
});
