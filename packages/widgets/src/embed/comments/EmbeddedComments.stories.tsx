import { type FetchFunction, messages } from '@pulzus/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiError, type FakeAnswer } from '../../testing/fake-fetch';
import { definePulzusGraph } from '../define-pulzus-graph';
import { GOOD_EMBED_KEY } from '../embed-fake-api';
import { EMBED_MOUNT_CLASS } from '../embed-styles';
import {
  COMMENTS_NOT_ALLOWED,
  commentsAnswer,
  embedCommentsFakeApi,
  withheldComments,
  withheldForAnswer,
} from './comments-fake-api';
import { graphApiFixture } from '../../mocks/graph-api-fixture';

// The real custom element under a tag of its own (a name is registered once per page; the graph
// stories have theirs), whose fetch hands each call to the fake server the `server` attribute names.
const TAG = 'pulzus-comments-story';
const fakeServers = new Map<string, FetchFunction>();

/** Registers a story's fake server and returns the `server` attribute that reaches it. */
function fakeServer(name: string, fetch: FetchFunction): string {
  fakeServers.set(name, fetch);
  return `https://pulzus.example/${name}`;
}

definePulzusGraph({
  name: TAG,
  fetch: (url, init) => {
    const fetch = fakeServers.get(new URL(url).pathname.split('/')[1] ?? '');
    return fetch ? fetch(url, init) : Promise.reject(new TypeError('Failed to fetch'));
  },
});

const hungarianApi = embedCommentsFakeApi({ fixture: { language: 'hu' } });
const englishApi = embedCommentsFakeApi();
const phoneApi = embedCommentsFakeApi({ fixture: { language: 'hu' } });
const themeApi = embedCommentsFakeApi({ fixture: { language: 'hu' } });
const loadingApi = embedCommentsFakeApi({
  routes: { 'GET comments': () => new Promise<FakeAnswer>(() => {}) },
});
const emptyApi = embedCommentsFakeApi({
  fixture: { language: 'hu' },
  routes: { 'GET comments': (call) => commentsAnswer(call, []) },
});
const withheldApi = embedCommentsFakeApi({
  fixture: { language: 'hu' },
  routes: withheldComments('fewer-than-k'),
});
const notAllowedApi = embedCommentsFakeApi({ fixture: { language: 'hu' }, routes: COMMENTS_NOT_ALLOWED });
const notAllowedEnglishApi = embedCommentsFakeApi({ routes: COMMENTS_NOT_ALLOWED });
const failedApi = embedCommentsFakeApi({
  fixture: { language: 'hu' },
  routes: { 'GET comments': () => apiError(500, 'internal') },
});

// the fake account's first demography (Szervezeti egység / Department) and its answers
const hungarianDepartment = graphApiFixture({ language: 'hu' }).demographies[0]!;
const englishDepartment = graphApiFixture({ language: 'en' }).demographies[0]!;
const filteredApi = embedCommentsFakeApi({ fixture: { language: 'hu' } });
const filterWithheldApi = embedCommentsFakeApi({
  fixture: { language: 'hu' },
  routes: withheldForAnswer(hungarianDepartment.answers[2]!.id),
});
const filterRefusedApi = embedCommentsFakeApi({ fixture: { refusals: true } });
const phoneFiltersApi = embedCommentsFakeApi({ fixture: { language: 'hu' } });

/** The story's arguments: the element's attributes, and the width of the page column holding it. */
interface CommentsStoryArgs {
  readonly server: string;
  readonly lang: string;
  /** The width of the element's container in px; default the whole canvas. */
  readonly width?: number;
}

/** An intranet page's column with one comments element in it. */
function IntranetColumn({ args: { server, lang, width } }: { args: CommentsStoryArgs }) {
  const column = useRef<HTMLDivElement>(null);
  const [element] = useState(() => document.createElement(TAG));
  useLayoutEffect(() => {
    element.setAttribute('server', server);
    element.setAttribute('key', GOOD_EMBED_KEY);
    element.setAttribute('slug', 'comments');
    element.setAttribute('lang', lang);
  }, [element, server, lang]);
  useLayoutEffect(() => {
    column.current?.append(element);
    return () => element.remove();
  }, [element]);
  return <div ref={column} style={width ? { inlineSize: `${width}px` } : undefined} />;
}

const meta = {
  title: 'Embed/Comments',
  render: (args) => <IntranetColumn args={args} />,
  args: { server: fakeServer('hungarian', hungarianApi.fetch), lang: 'hu' },
} satisfies Meta<CommentsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const hu = messages.hu;
const en = messages.en;
const FIVE_SECONDS = { timeout: 5000 };

/** Queries inside the element's shadow root. */
function shadowOf(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HTMLElement>(TAG);
  if (!element?.shadowRoot) throw new Error(`no <${TAG}> with a shadow root in the canvas`);
  const root = element.shadowRoot;
  return { element, root, inside: within(root.querySelector<HTMLElement>(`.${EMBED_MOUNT_CLASS}`)!) };
}

/** Waits for the listed comments and returns how many there are. */
async function commentsListed(root: ShadowRoot): Promise<number> {
  const items = () => root.querySelectorAll('section[data-state="comments"] li');
  await waitFor(() => expect(items().length).toBeGreaterThan(0), FIVE_SECONDS);
  return items().length;
}

/** A key that allows comments, in Hungarian: the question, the search, the themes and the first page. */
export const Hungarian: Story = {
  play: async ({ canvasElement }) => {
    const { root, inside } = shadowOf(canvasElement);
    await commentsListed(root);
    await expect(inside.getByRole('heading', { name: hu['comments-title'] })).toBeVisible();
    await expect(inside.getByText(hu['comments-total'].replace('{{count}}', '25'))).toBeVisible();
    // the themes come in their own answer, after the comments
    await expect(await inside.findByRole('heading', { name: hu['comments-themes'] })).toBeVisible();
    await expect(inside.getByRole('navigation', { name: hu['comments-pages'] })).toBeVisible();
  },
};

/** `lang="en"`: the same view in English. */
export const English: Story = {
  args: { server: fakeServer('english', englishApi.fetch), lang: 'en' },
  play: async ({ canvasElement }) => {
    const { root, inside } = shadowOf(canvasElement);
    await commentsListed(root);
    await expect(inside.getByRole('heading', { name: en['comments-title'] })).toBeVisible();
    await expect(inside.getByRole('searchbox', { name: en['comments-search'] })).toBeVisible();
  },
};

/** A 390 px phone column: the controls, the list and the themes stack, nothing scrolls sideways. */
export const Phone: Story = {
  args: { server: fakeServer('phone', phoneApi.fetch), width: 390 },
  play: async ({ canvasElement }) => {
    const { element, root } = shadowOf(canvasElement);
    await commentsListed(root);
    const frame = root.querySelector<HTMLElement>('[data-component="Pulzus.EmbedComments"]')!;
    await expect(element.getBoundingClientRect().width).toBe(390);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

/** A theme chosen: the comments that name it, and the way back to all of them. */
export const ThemeChosen: Story = {
  args: { server: fakeServer('theme', themeApi.fetch) },
  play: async ({ canvasElement }) => {
    const { root, inside } = shadowOf(canvasElement);
    await commentsListed(root);
    await userEvent.click(await inside.findByRole('button', { name: /fizetés/ }));
    await waitFor(
      () => expect(inside.getByText(hu['comments-total'].replace('{{count}}', '9'))).toBeVisible(),
      FIVE_SECONDS,
    );
    await expect(inside.getByRole('button', { name: hu['comments-theme-clear'] })).toBeVisible();
  },
};

/** The comments have not answered yet: a polite loading message. */
export const Loading: Story = {
  args: { server: fakeServer('loading', loadingApi.fetch), lang: 'en' },
  play: async ({ canvasElement }) => {
    const { inside } = shadowOf(canvasElement);
    await waitFor(() => expect(loadingApi.callsOf('GET comments').length).toBeGreaterThan(0), FIVE_SECONDS);
    // the sidebar's live regions are statuses too: the view's says "Loading…"
    await expect(inside.getAllByRole('status').map((status) => status.textContent)).toContain(
      en['common-loading'],
    );
  },
};

/** A question nobody commented on. */
export const Empty: Story = {
  args: { server: fakeServer('empty', emptyApi.fetch) },
  play: async ({ canvasElement }) => {
    const { inside } = shadowOf(canvasElement);
    await expect(await inside.findByText(hu['comments-empty'], {}, FIVE_SECONDS)).toBeVisible();
  },
};

/** Fewer people than the comment threshold: the comments are withheld, and the view says why. */
export const Withheld: Story = {
  args: { server: fakeServer('withheld', withheldApi.fetch) },
  play: async ({ canvasElement }) => {
    const { inside } = shadowOf(canvasElement);
    const text = hu['comments-withheld-fewer-than-k'].replace('{{k}}', '10');
    await expect(await inside.findByText(text, {}, FIVE_SECONDS)).toBeVisible();
  },
};

/** A key without the comments permission: the server's 403 reason, in Hungarian, with no retry. */
export const NotAllowed: Story = {
  args: { server: fakeServer('not-allowed', notAllowedApi.fetch) },
  play: async ({ canvasElement }) => {
    const { inside } = shadowOf(canvasElement);
    const reason = hu['error-embed-comments-not-allowed'];
    await expect(await inside.findByText(reason, {}, FIVE_SECONDS)).toBeVisible();
    await expect(inside.queryByRole('button', { name: hu['embed-retry'] })).toBeNull();
    // every choice would be refused: no pickers and no search
    await expect(inside.queryByRole('searchbox')).toBeNull();
  },
};

/** The same refusal in English. */
export const NotAllowedEnglish: Story = {
  args: { server: fakeServer('not-allowed-en', notAllowedEnglishApi.fetch), lang: 'en' },
  play: async ({ canvasElement }) => {
    const { inside } = shadowOf(canvasElement);
    const reason = en['error-embed-comments-not-allowed'];
    await expect(await inside.findByText(reason, {}, FIVE_SECONDS)).toBeVisible();
  },
};

/** The server failed: what happened, and "Try again". */
export const Failed: Story = {
  args: { server: fakeServer('failed', failedApi.fetch) },
  play: async ({ canvasElement }) => {
    const { inside } = shadowOf(canvasElement);
    await expect(await inside.findByText(hu['error-internal'], {}, FIVE_SECONDS)).toBeVisible();
    await expect(inside.getByRole('button', { name: hu['embed-retry'] })).toBeVisible();
  },
};

/** A demography answer chosen in the sidebar: the comments and themes of its people only. */
export const Filtered: Story = {
  args: { server: fakeServer('filtered', filteredApi.fetch) },
  play: async ({ canvasElement }) => {
    const { root, inside } = shadowOf(canvasElement);
    await commentsListed(root);
    await userEvent.click(inside.getByRole('combobox', { name: hungarianDepartment.name }));
    await userEvent.click(inside.getByRole('option', { name: hungarianDepartment.answers[0]!.name }));
    await userEvent.keyboard('{Escape}');
    await waitFor(
      () => expect(inside.getByText(hu['comments-total'].replace('{{count}}', '13'))).toBeVisible(),
      FIVE_SECONDS,
    );
  },
};

/** A filtered population the comment rules withhold (it would give a smaller group away): why, and no comment. */
export const FilterWithheld: Story = {
  args: { server: fakeServer('filter-withheld', filterWithheldApi.fetch) },
  play: async ({ canvasElement }) => {
    const { root, inside } = shadowOf(canvasElement);
    await commentsListed(root);
    await userEvent.click(inside.getByRole('combobox', { name: hungarianDepartment.name }));
    await userEvent.click(inside.getByRole('option', { name: hungarianDepartment.answers[2]!.name }));
    await userEvent.keyboard('{Escape}');
    const text = hu['comments-withheld-protects-smaller'].replace('{{k}}', '10');
    await expect(await inside.findByText(text, {}, FIVE_SECONDS)).toBeVisible();
  },
};

/** An answer the privacy rule refuses: disabled in the open list, with its reason, as in the embedded graph. */
export const FilterRefused: Story = {
  args: { server: fakeServer('filter-refused', filterRefusedApi.fetch), lang: 'en' },
  play: async ({ canvasElement }) => {
    const { root, inside } = shadowOf(canvasElement);
    await commentsListed(root);
    await userEvent.click(inside.getByRole('combobox', { name: englishDepartment.name }));
    const refused = await inside.findByRole('option', { name: englishDepartment.answers.at(-1)!.name });
    await waitFor(() => expect(refused).toHaveAttribute('aria-disabled', 'true'), FIVE_SECONDS);
    await expect(refused).toHaveAccessibleDescription(
      en['graph-sidebar-option-fewer-than-k'].replace('{{k}}', '5'),
    );
  },
};

/** A 390 px phone column with the filters opened: they stack above the comments, nothing scrolls sideways. */
export const PhoneFilters: Story = {
  args: { server: fakeServer('phone-filters', phoneFiltersApi.fetch), width: 390 },
  play: async ({ canvasElement }) => {
    const { root, inside } = shadowOf(canvasElement);
    await commentsListed(root);
    const toggle = root.querySelector<HTMLButtonElement>('.pulzus-sidebar-toggle')!;
    if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
    await expect(inside.getByRole('combobox', { name: hungarianDepartment.name })).toBeVisible();
    const frame = root.querySelector<HTMLElement>('[data-component="Pulzus.EmbedComments"]')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
