import {
  createMemoryStorage,
  createSession,
  createStorageTokenHolder,
  TOKEN_STORAGE_KEY,
} from '@pulzus/core';
import { createPulzusQueryClient } from '@pulzus/widgets';
import { type FakeHandlers, makeToken } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PortalRoot } from '../../App';
import { commentsAnswer, commentsHandlers, withheld } from './comments-fixtures';
import { CommentsPage } from './CommentsPage';

/** The comments view's fake API (comments-fixtures.ts) served by msw under `/api/`; `pending` calls never answer. */
function api(extra: FakeHandlers = {}, pending: readonly string[] = []) {
  const handlers = commentsHandlers(extra);
  return [
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const path = `${url.pathname.replace(/^.*?\/api\//, '')}${url.search}`;
      const key = `${request.method} ${path.split('?')[0]}`;
      if (pending.includes(key)) await delay('infinite');
      const handler = handlers[key];
      if (!handler) return HttpResponse.json({ error: { code: 'not-found' } }, { status: 404 });
      const answer = await handler({
        method: request.method,
        path,
        body: undefined,
        headers: request.headers,
      });
      return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status ?? 200 });
    }),
  ];
}

/** The whole portal at /comments, signed in as a user of the story's language, over msw. */
function PortalAtComments({ language, path }: { language: 'hu' | 'en'; path: string }) {
  const [setup] = useState(() => {
    const storage = createMemoryStorage();
    storage.setItem(
      TOKEN_STORAGE_KEY,
      makeToken({
        lang_code: language,
        lang_id: language === 'hu' ? 1 : 2,
        exp: Math.floor(Date.now() / 1000) + 86_400,
      }),
    );
    return {
      session: createSession({ tokens: createStorageTokenHolder(storage) }),
      queryClient: createPulzusQueryClient(),
    };
  });
  return (
    <MemoryRouter initialEntries={[path]}>
      <PortalRoot session={setup.session} queryClient={setup.queryClient} />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Portal/CommentsPage',
  component: CommentsPage,
  render: (_args, context) => (
    <PortalAtComments
      language={context.parameters.language === 'en' ? 'en' : 'hu'}
      path={(context.parameters.path as string | undefined) ?? '/comments'}
    />
  ),
  parameters: { msw: api(), layout: 'fullscreen' },
} satisfies Meta<typeof CommentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const commentsShown = async (canvasElement: HTMLElement, text = 'Jobb fizetés kellene (1)') => {
  await expect(await within(canvasElement).findByText(text, {}, { timeout: 5000 })).toBeVisible();
};

/** The first shown open-ended question: its themes with the change since the previous date, and a page of comments. */
export const Default: Story = {
  play: async ({ canvasElement }) => commentsShown(canvasElement),
};

/** A theme chosen: its label is the search, and the list shows the comments that name it. */
export const ThemeChosen: Story = {
  play: async ({ canvasElement }) => {
    await commentsShown(canvasElement);
    const canvas = within(canvasElement);
    // the themes come in their own answer, after the comments
    await userEvent.click(await canvas.findByRole('button', { name: /fizetés/ }));
    await waitFor(() => expect(canvas.getByText('Talált megjegyzések: 15')).toBeVisible());
  },
};

/** In English. */
export const English: Story = {
  parameters: {
    language: 'en',
    msw: api({
      'GET account/languages': () => ({
        body: {
          languages: [
            { id: 1, code: 'hu', name: 'Magyar' },
            { id: 2, code: 'en', name: 'English' },
          ],
        },
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await commentsShown(canvasElement);
    await expect(within(canvasElement).getByText('Comments found: 45')).toBeVisible();
  },
};

/** Fewer people than the comment threshold in the chosen group: the reason, no comment or theme. */
export const WithheldBelowThreshold: Story = {
  parameters: {
    path: '/comments?wg=5',
    msw: api({
      'GET comments': () => ({ body: withheld('fewer-than-k').comments }),
      'GET comments/themes': () => ({ body: withheld('fewer-than-k').themes }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/kevesebb mint 10 ember/)).toBeVisible();
  },
};

/** Hidden to protect a smaller group. */
export const WithheldProtectsSmaller: Story = {
  parameters: {
    path: '/comments?wg=6',
    msw: api({
      'GET comments': () => ({ body: withheld('protects-smaller').comments }),
      'GET comments/themes': () => ({ body: withheld('protects-smaller').themes }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/kisebb csoport védelmében/)).toBeVisible();
  },
};

/** Nobody in the population commented. */
export const NoComment: Story = {
  parameters: {
    msw: api({
      'GET comments': (call) => ({ body: commentsAnswer(call.path, []) }),
      'GET comments/themes': () => ({
        body: {
          ...withheld('fewer-than-k').themes,
          shown: true,
          withheld_reason: null,
          total: 0,
          with_words: 0,
        },
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Erre a kérdésre ebben a csoportban nem érkezett megjegyzés.'),
    ).toBeVisible();
  },
};

/** The date has no open-ended question shown to users. */
export const NoOpenQuestion: Story = {
  parameters: {
    msw: api({
      'GET survey-dates/2/worker-group/5/question-groups': () => ({ body: { question_groups: [] } }),
      'GET survey-dates/2/worker-group/6/question-groups': () => ({ body: { question_groups: [] } }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/nincs megjelenített nyitott kérdés/)).toBeVisible();
  },
};

/** The comments are loading. */
export const Loading: Story = {
  parameters: { msw: api({}, ['GET comments']), screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Betöltés…', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The comments failed to load. */
export const LoadFailed: Story = {
  parameters: {
    msw: api({ 'GET comments': () => ({ status: 404, body: { error: { code: 'not-found' } } }) }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
  },
};
