import { type EmbedLock, type FetchFunction, type GraphDataRequest, messages } from '@pulzus/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { definePulzusGraph } from './define-pulzus-graph';
import type { EmbedAttributes } from './embed-config';
import { embedFakeApi, GOOD_EMBED_KEY } from './embed-fake-api';
import { EMBED_MOUNT_CLASS } from './embed-styles';

// The real custom element, under a tag of its own (a name is registered once per page), whose fetch
// hands each call to the fake server named by the first path segment of the `server` attribute.
const TAG = 'pulzus-graph-story';
const fakeServers = new Map<string, FetchFunction>();

/** Registers a story's fake server and returns the `server` attribute that reaches it. */
function fakeServer(name: string, fetch: FetchFunction): string {
  fakeServers.set(name, fetch);
  return `https://pulzus.example/${name}`;
}

// an address no fake server answers behaves as an unreachable one
definePulzusGraph({
  name: TAG,
  fetch: (url, init) => {
    const fetch = fakeServers.get(new URL(url).pathname.split('/')[1] ?? '');
    return fetch ? fetch(url, init) : Promise.reject(new TypeError('Failed to fetch'));
  },
});

const hungarianApi = embedFakeApi({ fixture: { language: 'hu' } });
const englishApi = embedFakeApi({ fixture: { language: 'en' } });
const filterApi = embedFakeApi({ fixture: { language: 'hu' } });
const narrowApi = embedFakeApi({ fixture: { language: 'hu' } });
const refusingApi = embedFakeApi({ fixture: { language: 'hu' } });
const totalOnlyApi = embedFakeApi({ fixture: { language: 'hu' }, graphs: ['total'] });
const unusedApi = embedFakeApi({ fixture: { language: 'hu' } });
/** The engagement index of the first fixture date, pinned; the satisfaction index left to the page. */
const PINNED: EmbedLock = {
  slug: 'commitment_total',
  params: { survey_dates: [10], show_satisfaction_index: false },
  controls: ['show_satisfaction_index'],
};
/** A signed token as an intranet's backend writes it into its page (a fake: the fake server knows it). */
const SIGNED_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.signed-token-of-the-story.c2lnbmF0dXJl';
const signedApi = embedFakeApi({ fixture: { language: 'hu' }, tokens: { [SIGNED_TOKEN]: PINNED } });
const signedAllowedApi = embedFakeApi({ fixture: { language: 'hu' }, tokens: { [SIGNED_TOKEN]: PINNED } });
const lockedApi = embedFakeApi({ fixture: { language: 'hu' }, lock: { ...PINNED, controls: [] } });
const expiredApi = embedFakeApi({ fixture: { language: 'hu' } });
// the exchange never answers: the element waits for its token
const pendingApi = embedFakeApi({ exchange: () => new Promise(() => {}) });
let unreachableTries = 0;
const unreachable: FetchFunction = () => {
  unreachableTries += 1;
  return Promise.reject(new TypeError('Failed to fetch'));
};

/** The story's arguments: the element's attributes, and the width of the page column holding it. */
type PulzusGraphStoryArgs = Partial<Record<keyof EmbedAttributes, string>> & {
  /** The width of the element's container in px; default the whole canvas. */
  readonly width?: number;
};

/** An intranet page's column with one element in it; the args become its attributes. */
function IntranetColumn({ args }: { args: PulzusGraphStoryArgs }) {
  const { width, server, key, token, slug, lang, height, params } = args;
  const column = useRef<HTMLDivElement>(null);
  const [element] = useState(() => document.createElement(TAG));
  useLayoutEffect(() => {
    const values: Record<keyof EmbedAttributes, string | undefined> = {
      server,
      key,
      token,
      slug,
      lang,
      height,
      params,
    };
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  }, [element, server, key, token, slug, lang, height, params]);
  // after the attributes: the element first draws with them
  useLayoutEffect(() => {
    column.current?.append(element);
    return () => element.remove();
  }, [element]);
  return <div ref={column} style={width ? { inlineSize: `${width}px` } : undefined} />;
}

const meta = {
  title: 'Embed/PulzusGraph',
  // `key` is an attribute here, so the args travel as one prop rather than spread (React keeps `key`)
  render: (args) => <IntranetColumn args={args} />,
  args: {
    server: fakeServer('hungarian', hungarianApi.fetch),
    key: GOOD_EMBED_KEY,
    slug: 'commitment_total',
    lang: 'hu',
  },
} satisfies Meta<PulzusGraphStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const hu = messages.hu;
const en = messages.en;
const FIVE_SECONDS = { timeout: 5000 };

/** The element's shadow root, and queries inside it. */
function shadowOf(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector<HTMLElement>(TAG);
  if (!element?.shadowRoot) throw new Error(`no <${TAG}> with a shadow root in the canvas`);
  const root = element.shadowRoot;
  const mount = root.querySelector<HTMLElement>(`.${EMBED_MOUNT_CLASS}`)!;
  return { element, root, inside: within(mount) };
}

/** Waits until the graph has drawn its bars; returns the graph's root. */
async function graphDrawn(root: ShadowRoot): Promise<HTMLElement> {
  await waitFor(
    () =>
      expect(root.querySelector('[data-component="Pulzus.Graph"]')).toHaveAttribute('data-state', 'ready'),
    FIVE_SECONDS,
  );
  await waitFor(() => expect(root.querySelectorAll('rect[data-series]').length).toBeGreaterThan(0));
  return root.querySelector<HTMLElement>('[data-component="Pulzus.Graph"]')!;
}

/** The engagement index drawn live in Hungarian; an intranet page offers no download and no "new query". */
export const Hungarian: Story = {
  play: async ({ canvasElement }) => {
    const { element, root, inside } = shadowOf(canvasElement);
    await graphDrawn(root);
    await expect(inside.getByRole('heading', { name: hu['graph-title-commitment_total'] })).toBeVisible();
    await expect(inside.getByText(hu['graph-worker-count'])).toBeVisible();
    await expect(inside.queryByRole('button', { name: hu['graph-export'] })).toBeNull();
    await expect(inside.queryByRole('link', { name: hu['sidebar-new-query'] })).toBeNull();
    // everything lives in the shadow root: nothing is added to the page
    await expect(element.children).toHaveLength(0);
  },
};

/** `lang="en"`: English texts and 'MMMM yyyy' survey dates. */
export const English: Story = {
  args: { server: fakeServer('english', englishApi.fetch), lang: 'en' },
  play: async ({ canvasElement }) => {
    const { root, inside } = shadowOf(canvasElement);
    await graphDrawn(root);
    await expect(inside.getByRole('heading', { name: en['graph-title-commitment_total'] })).toBeVisible();
    await expect(inside.getByText(en['graph-worker-count'])).toBeVisible();
    // the survey date tag of the sidebar, the legend and the data table
    await expect(inside.getAllByText('May 2024')[0]).toBeVisible();
    await expect(englishApi.callsOf('POST embed/session')[0]?.body).toEqual({
      key: GOOD_EMBED_KEY,
      lang: 'en',
    });
  },
};

/** The sidebar in use: the engagement ranking of one employee group, redrawn for it. */
export const SidebarFilter: Story = {
  args: { server: fakeServer('sidebar-filter', filterApi.fetch), slug: 'commitment_ranking' },
  play: async ({ canvasElement }) => {
    const { root, inside } = shadowOf(canvasElement);
    await graphDrawn(root);
    const group = inside.getByRole('combobox', { name: hu['graph-sidebar-worker-group'] });
    await expect(group).toHaveTextContent(hu['graph-sidebar-all-worker-groups']);
    const before = filterApi.callsOf('POST graph/data').length;
    await userEvent.click(group);
    // the option list opens inside the shadow root, not in the page
    const [, first] = await inside.findAllByRole('option');
    const name = first!.textContent ?? '';
    await userEvent.click(first!);
    await expect(group).toHaveTextContent(name);
    await waitFor(() => expect(filterApi.callsOf('POST graph/data').length).toBeGreaterThan(before));
    await graphDrawn(root);
    const request = filterApi.callsOf('POST graph/data').at(-1)!.body as GraphDataRequest;
    await expect(JSON.stringify(request)).toContain('"worker_group_ids":[1]');
  },
};

/** A 360 px intranet column: the sidebar stacks above the chart and nothing scrolls sideways. */
export const Narrow: Story = {
  args: { server: fakeServer('narrow', narrowApi.fetch), width: 360 },
  play: async ({ canvasElement }) => {
    const { element, root } = shadowOf(canvasElement);
    const graph = await graphDrawn(root);
    await expect(element.getBoundingClientRect().width).toBe(360);
    await expect(graph.scrollWidth).toBeLessThanOrEqual(graph.clientWidth);
    const sidebar = root.querySelector('.pulzus-sidebar')!.getBoundingClientRect();
    const content = root.querySelector('.pulzus-sidebar-content')!.getBoundingClientRect();
    await expect(sidebar.bottom).toBeLessThanOrEqual(content.top);
    await expect(content.width).toBeLessThanOrEqual(360);
  },
};

/** The key exchange has not answered yet: a polite loading message. */
export const Loading: Story = {
  args: { server: fakeServer('loading', pendingApi.fetch) },
  play: async ({ canvasElement }) => {
    const { root, inside } = shadowOf(canvasElement);
    await expect(await inside.findByRole('status')).toHaveTextContent(hu['common-loading']);
    await expect(root.querySelector('[data-component="Pulzus.Graph"]')).toBeNull();
  },
};

/** A wrong, revoked or foreign-origin key: one message for all three, and no "Try again" (it stays refused). */
export const InvalidKey: Story = {
  args: { server: fakeServer('invalid-key', refusingApi.fetch), key: 'pze_revoked-key' },
  play: async ({ canvasElement }) => {
    const { root, inside } = shadowOf(canvasElement);
    const alert = await inside.findByRole('alert', {}, FIVE_SECONDS);
    await expect(alert).toHaveTextContent(hu['embed-error-title']);
    await expect(alert).toHaveTextContent(hu['error-embed-key-invalid']);
    await expect(inside.queryByRole('button', { name: hu['embed-retry'] })).toBeNull();
    await expect(root.querySelector('[data-component="Pulzus.Graph"]')).toBeNull();
  },
};

/** The key works but does not name this graph: explained, not drawn empty, and its data never asked. */
export const GraphNotAllowed: Story = {
  args: { server: fakeServer('graph-not-allowed', totalOnlyApi.fetch) },
  play: async ({ canvasElement }) => {
    const { inside } = shadowOf(canvasElement);
    const alert = await inside.findByRole('alert', {}, FIVE_SECONDS);
    await expect(alert).toHaveTextContent(hu['error-embed-graph-not-allowed']);
    await expect(totalOnlyApi.callsOf('POST graph/data')).toEqual([]);
  },
};

/** The snippet lost its key: the element says what it needs and calls no server. */
export const MissingAttributes: Story = {
  args: { server: fakeServer('missing-attributes', unusedApi.fetch), key: undefined },
  play: async ({ canvasElement }) => {
    const { inside } = shadowOf(canvasElement);
    await expect(await inside.findByRole('alert')).toHaveTextContent(hu['embed-error-attributes']);
    await expect(unusedApi.calls).toEqual([]);
  },
};

/** A slug that names no graph: the message quotes it. */
export const UnknownSlug: Story = {
  args: { slug: 'engagement' },
  play: async ({ canvasElement }) => {
    const { inside } = shadowOf(canvasElement);
    const alert = await inside.findByRole('alert');
    await expect(alert).toHaveTextContent(hu['embed-error-slug'].replace('{{slug}}', 'engagement'));
  },
};

/** The server cannot be reached: the network message and "Try again", which asks the server again. */
export const NetworkFailure: Story = {
  args: { server: fakeServer('unreachable', unreachable) },
  play: async ({ canvasElement }) => {
    const { root, inside } = shadowOf(canvasElement);
    const alert = await inside.findByRole('alert', {}, FIVE_SECONDS);
    await expect(alert).toHaveTextContent(hu['error-network-error']);
    const tries = unreachableTries;
    const retry = inside.getByRole('button', { name: hu['embed-retry'] });
    // user-event's Tab does not walk into shadow roots: focus it as the browser's Tab would
    retry.focus();
    await expect(root.activeElement).toBe(retry);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(unreachableTries).toBe(tries + 1));
    await expect(await inside.findByRole('alert', {}, FIVE_SECONDS)).toHaveTextContent(
      hu['error-network-error'],
    );
  },
};

/** A signed token from the intranet's backend pins the query: the pinned graph, without the sidebar. */
export const SignedToken: Story = {
  args: { server: fakeServer('signed-token', signedApi.fetch), key: undefined, token: SIGNED_TOKEN },
  play: async ({ canvasElement }) => {
    const { root, inside } = shadowOf(canvasElement);
    await graphDrawn(root);
    await expect(inside.getByRole('heading', { name: hu['graph-title-commitment_total'] })).toBeVisible();
    await expect(root.querySelector('.pulzus-sidebar')).toBeNull();
    await expect(signedApi.callsOf('POST embed/session')[0]?.body).toEqual({
      token: SIGNED_TOKEN,
      lang: 'hu',
    });
    await expect(signedApi.callsOf('POST graph/data').at(-1)?.body).toEqual({
      type: 'commitment_total',
      query: PINNED.params,
    });
  },
};

/** The page sets a control the token leaves to it (`params`): the pinned graph is redrawn with it. */
export const SignedTokenAllowedControl: Story = {
  args: {
    server: fakeServer('signed-token-allowed', signedAllowedApi.fetch),
    key: undefined,
    token: SIGNED_TOKEN,
    params: '{"show_satisfaction_index":true}',
  },
  play: async ({ canvasElement }) => {
    const { root } = shadowOf(canvasElement);
    await graphDrawn(root);
    await expect(signedAllowedApi.callsOf('POST graph/data').at(-1)?.body).toEqual({
      type: 'commitment_total',
      query: { ...PINNED.params, show_satisfaction_index: true },
    });
  },
};

/** The page tries to change a control the key locks: refused by the server, and the element says so. */
export const LockedControlRefused: Story = {
  args: {
    server: fakeServer('locked-control', lockedApi.fetch),
    params: '{"show_satisfaction_index":true}',
  },
  play: async ({ canvasElement }) => {
    const { root, inside } = shadowOf(canvasElement);
    const alert = await inside.findByRole('alert', {}, FIVE_SECONDS);
    await expect(alert).toHaveTextContent(hu['embed-error-title']);
    await expect(alert).toHaveTextContent(hu['error-embed-parameter-locked']);
    await expect(root.querySelector('[data-component="Pulzus.Graph"]')).toBeNull();
  },
};

/** An expired, forged or other key's token: the refused-credentials message, without "Try again". */
export const TokenRefused: Story = {
  args: { server: fakeServer('token-refused', expiredApi.fetch), key: undefined, token: 'a.expired.token' },
  play: async ({ canvasElement }) => {
    const { inside } = shadowOf(canvasElement);
    const alert = await inside.findByRole('alert', {}, FIVE_SECONDS);
    await expect(alert).toHaveTextContent(hu['error-embed-key-invalid']);
    await expect(inside.queryByRole('button', { name: hu['embed-retry'] })).toBeNull();
  },
};
