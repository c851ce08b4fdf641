import '@testing-library/jest-dom/vitest';
import { type EmbedLock, type GraphDataRequest, LANGUAGE_HEADER, messages } from '@pulzus/core';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations } from '../testing/axe';
import { embedFakeApi, GOOD_EMBED_KEY } from './embed-fake-api';
import { mountEmbed, WORKING_ATTRIBUTES } from './embed-test-mount';

// a desktop viewport: below 900 px the graph's sidebar starts closed
beforeAll(async () => {
  await page.viewport(1280, 800);
});

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5000 });
const en = messages.en;

/** Waits until the element's graph has drawn its answer. */
async function drawn(root: ShadowRoot) {
  await waitFor(() =>
    expect(root.querySelector('[data-component="Pulzus.Graph"]')).toHaveAttribute('data-state', 'ready'),
  );
  await waitFor(() => expect(root.querySelectorAll('rect[data-series]').length).toBeGreaterThan(0));
}

describe('<pulzus-graph> draws a live graph (embed contract "The element")', () => {
  it('exchanges its key at start, keeps the token in memory and draws the graph in its shadow root', async () => {
    const { element, root, inside, fake } = mountEmbed();
    await drawn(root);
    expect(inside.getByRole('heading', { name: 'Engagement index in total' })).toBeVisible();
    expect(inside.getByText('Number of respondents')).toBeVisible();
    expect(fake.urls[0]).toBe('https://pulzus.example/api/embed/session');
    expect(fake.callsOf('POST embed/session').map((c) => c.body)).toEqual([
      { key: GOOD_EMBED_KEY, lang: 'en' },
    ]);
    const data = fake.callsOf('POST graph/data').at(-1)!;
    expect(data.headers.get('Authorization')).toBe(`Bearer ${fake.issued[0]}`);
    expect((data.body as GraphDataRequest).type).toBe('commitment_total');
    // nothing in the page: no light DOM children, no token in local storage, no "new query" link
    expect(element.children).toHaveLength(0);
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(inside.queryByRole('link', { name: en['sidebar-new-query'] })).toBeNull();
    expect(await axeViolations(element)).toEqual([]);
  });

  it('redraws the other graph when the slug attribute changes, on the same token', async () => {
    const { element, root, inside, fake } = mountEmbed();
    await drawn(root);
    element.setAttribute('slug', 'satisfaction_total');
    expect(await inside.findByRole('heading', { name: 'Satisfaction index in total' })).toBeVisible();
    await waitFor(() =>
      expect((fake.callsOf('POST graph/data').at(-1)!.body as GraphDataRequest).type).toBe(
        'satisfaction_total',
      ),
    );
    await drawn(root);
    expect(root.querySelector('[data-component="Pulzus.Graph"]')).toHaveAttribute(
      'data-slug',
      'satisfaction_total',
    );
    expect(fake.callsOf('POST embed/session')).toHaveLength(1);
  });

  it('exchanges one key once for several elements of the page', async () => {
    const fake = embedFakeApi();
    const first = mountEmbed(WORKING_ATTRIBUTES, fake);
    const second = mountEmbed({ ...WORKING_ATTRIBUTES, slug: 'total' }, fake);
    await drawn(first.root);
    await drawn(second.root);
    expect(second.inside.getByRole('heading', { name: 'Ranking of all questions' })).toBeVisible();
    expect(fake.callsOf('POST embed/session')).toHaveLength(1);
  });

  it('follows the lang attribute: Hungarian texts with lang="hu"', async () => {
    const { root, inside, fake } = mountEmbed({ ...WORKING_ATTRIBUTES, lang: 'hu' });
    await drawn(root);
    expect(inside.getByRole('heading', { name: messages.hu['graph-title-commitment_total'] })).toBeVisible();
    expect(fake.callsOf('POST embed/session')[0]!.body).toEqual({ key: GOOD_EMBED_KEY, lang: 'hu' });
    // the data's own labels too (the total's column, a date's name): every call asks for the element's
    // language, even where the account does not offer it and the token fell back (docs/api.md "Language of an answer")
    const data = fake.callsOf('POST graph/data');
    expect(data.length).toBeGreaterThan(0);
    expect(data.map((call) => call.headers.get(LANGUAGE_HEADER))).toEqual(data.map(() => 'hu'));
  });

  it('exchanges the key again after a 401 and retries each refused call with the fresh token', async () => {
    const user = userEvent.setup();
    const { root, inside, fake } = mountEmbed({ ...WORKING_ATTRIBUTES, slug: 'commitment_ranking' });
    await drawn(root);
    const mark = fake.calls.length;
    const graphCalls = fake.callsOf('POST graph/data').length;
    fake.expireTokens();
    await user.click(inside.getByRole('combobox', { name: 'Employee group' }));
    await user.click(inside.getAllByRole('option')[1]!);
    await waitFor(() => expect(fake.callsOf('POST graph/data').length).toBeGreaterThan(graphCalls));
    await drawn(root);
    expect(fake.callsOf('POST embed/session')).toHaveLength(2);
    const later = fake.calls.slice(mark);
    const token = (call: (typeof later)[number]) => call.headers.get('Authorization');
    const refused = later.filter((call) => token(call) === `Bearer ${fake.issued[0]}`);
    expect(refused.length).toBeGreaterThan(0);
    for (const call of refused) {
      const retried = later.slice(later.indexOf(call) + 1);
      expect(retried).toContainEqual(
        expect.objectContaining({ method: call.method, path: call.path, body: call.body }),
      );
      const retry = retried.find((c) => c.method === call.method && c.path === call.path)!;
      expect(token(retry)).toBe(`Bearer ${fake.issued[1]}`);
    }
    expect(token(fake.callsOf('POST graph/data').at(-1)!)).toBe(`Bearer ${fake.issued[1]}`);
    expect(inside.queryByRole('alert')).toBeNull();
  });

  it('exchanges the key before a call once the token has run out, instead of sending it stale', async () => {
    const user = userEvent.setup();
    const fake = embedFakeApi({ tokenSeconds: 2 });
    const { root, inside } = mountEmbed(WORKING_ATTRIBUTES, fake);
    await drawn(root);
    const before = fake.callsOf('POST graph/data').length;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await user.click(inside.getByRole('checkbox', { name: en['graph-sidebar-show-satisfaction-index'] }));
    await waitFor(() => expect(fake.callsOf('POST graph/data').length).toBeGreaterThan(before));
    expect(fake.callsOf('POST embed/session')).toHaveLength(2);
    const after = fake.callsOf('POST graph/data').slice(before);
    expect(after.map((c) => c.headers.get('Authorization'))).toEqual([`Bearer ${fake.issued[1]}`]);
  });

  it('reads a server address with a path or a trailing slash, and limits its height with the height attribute', async () => {
    const { element, root, fake } = mountEmbed({
      ...WORKING_ATTRIBUTES,
      server: 'https://intra.example/pulzus/',
      height: '300',
    });
    await drawn(root);
    expect(fake.urls[0]).toBe('https://intra.example/pulzus/api/embed/session');
    expect(fake.urls.every((url) => url.startsWith('https://intra.example/pulzus/api/'))).toBe(true);
    expect(element.getBoundingClientRect().height).toBe(300);
    const frame = root.querySelector<HTMLElement>('[data-component="Pulzus.Embed"]')!;
    expect(frame.scrollHeight).toBeGreaterThan(300);
  });
});

describe('<pulzus-graph> explains what stops it, inside the element', () => {
  it('shows the invalid-key message for a refused key (wrong, revoked or foreign origin)', async () => {
    const { root, inside, fake } = mountEmbed({ ...WORKING_ATTRIBUTES, key: 'pze_wrong' });
    const alert = await inside.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(en['embed-error-title']);
    expect(alert).toHaveTextContent(en['error-embed-key-invalid']);
    expect(inside.queryByRole('button', { name: en['embed-retry'] })).toBeNull();
    expect(root.querySelector('[data-component="Pulzus.Graph"]')).toBeNull();
    expect(fake.calls.map((c) => c.path)).toEqual(['embed/session']);
  });

  it('shows the network message when the server cannot be reached, and "Try again" recovers', async () => {
    const user = userEvent.setup();
    let reachable = false;
    const fake = embedFakeApi();
    const { root, inside } = mountEmbed(WORKING_ATTRIBUTES, fake, (url, init) =>
      reachable ? fake.fetch(url, init) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const alert = await inside.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(en['error-network-error']);
    reachable = true;
    await user.click(inside.getByRole('button', { name: en['embed-retry'] }));
    await drawn(root);
  });

  it('shows the attributes message when server, key or slug is missing', async () => {
    const { inside, fake } = mountEmbed({ server: 'https://pulzus.example', slug: 'total', lang: 'en' });
    expect(await inside.findByRole('alert')).toHaveTextContent(en['embed-error-attributes']);
    expect(fake.calls).toEqual([]);
  });

  it('names an unknown slug', async () => {
    const { inside } = mountEmbed({ ...WORKING_ATTRIBUTES, slug: 'engagement' });
    expect(await inside.findByRole('alert')).toHaveTextContent('There is no graph called “engagement”.');
  });

  it("explains a graph outside the key's graphs instead of drawing nothing", async () => {
    const fake = embedFakeApi({ graphs: ['total'] });
    const { inside } = mountEmbed(WORKING_ATTRIBUTES, fake);
    expect(await inside.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      en['error-embed-graph-not-allowed'],
    );
    expect(fake.callsOf('POST graph/data')).toEqual([]);
  });
});

/** The engagement index of the first fixture date, pinned; the satisfaction index left to the page. */
const PINNED: EmbedLock = {
  slug: 'commitment_total',
  params: { survey_dates: [10], show_satisfaction_index: false },
  controls: ['show_satisfaction_index'],
};
const SIGNED = 'eyJhbGciOiJIUzI1NiJ9.signed-by-the-intranet.c2lnbmF0dXJl';
const RENEWED = 'eyJhbGciOiJIUzI1NiJ9.signed-again.c2lnbmF0dXJl';
const signedAttributes = {
  server: 'https://pulzus.example',
  token: SIGNED,
  slug: 'commitment_total',
  lang: 'en',
};
const lastRequest = (fake: ReturnType<typeof embedFakeApi>) =>
  fake.callsOf('POST graph/data').at(-1)?.body as GraphDataRequest | undefined;

describe('<pulzus-graph token> draws with a signed embed token (docs/embedding.md "Signed embed tokens")', () => {
  it('exchanges the token instead of a key and draws the pinned query, without a sidebar', async () => {
    const fake = embedFakeApi({ tokens: { [SIGNED]: PINNED } });
    const { element, root, inside } = mountEmbed(signedAttributes, fake);
    await drawn(root);
    expect(fake.callsOf('POST embed/session').map((c) => c.body)).toEqual([{ token: SIGNED, lang: 'en' }]);
    expect(lastRequest(fake)).toEqual({ type: 'commitment_total', query: PINNED.params });
    expect(inside.getByRole('heading', { name: en['graph-title-commitment_total'] })).toBeVisible();
    expect(root.querySelector('.pulzus-sidebar')).toBeNull();
    expect(await axeViolations(element)).toEqual([]);
  });

  it('takes the token over a key given beside it, and needs one of the two', async () => {
    const fake = embedFakeApi({ tokens: { [SIGNED]: PINNED } });
    const { root } = mountEmbed({ ...signedAttributes, key: GOOD_EMBED_KEY }, fake);
    await drawn(root);
    expect(fake.callsOf('POST embed/session').map((c) => c.body)).toEqual([{ token: SIGNED, lang: 'en' }]);
    const none = mountEmbed({ server: 'https://pulzus.example', slug: 'commitment_total', lang: 'en' });
    expect(await none.inside.findByRole('alert')).toHaveTextContent(en['embed-error-attributes']);
    expect(none.fake.calls).toEqual([]);
  });

  it('shows the refused-credentials message for an expired, forged or other key\'s token, without "Try again"', async () => {
    const fake = embedFakeApi({ tokens: { [SIGNED]: PINNED } });
    const { root, inside } = mountEmbed({ ...signedAttributes, token: 'a.forged.token' }, fake);
    const alert = await inside.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(en['error-embed-key-invalid']);
    expect(inside.queryByRole('button', { name: en['embed-retry'] })).toBeNull();
    expect(root.querySelector('[data-component="Pulzus.Graph"]')).toBeNull();
    expect(fake.callsOf('POST graph/data')).toEqual([]);
  });

  it('exchanges a renewed token attribute at once: the page gives a fresh token, the graph draws again', async () => {
    const fake = embedFakeApi({ tokens: { [SIGNED]: PINNED, [RENEWED]: PINNED } });
    const { element, root } = mountEmbed(signedAttributes, fake);
    await drawn(root);
    element.setAttribute('token', RENEWED);
    await waitFor(() => expect(fake.callsOf('POST embed/session')).toHaveLength(2));
    expect(fake.callsOf('POST embed/session')[1]?.body).toEqual({ token: RENEWED, lang: 'en' });
    await drawn(root);
    expect(fake.callsOf('POST graph/data').at(-1)?.headers.get('Authorization')).toBe(
      `Bearer ${fake.issued[1]}`,
    );
  });
});

describe('<pulzus-graph params> sets the controls a pinned query leaves to the page (docs/embedding.md "Locked parameters")', () => {
  it('redraws with a control the token leaves open', async () => {
    const fake = embedFakeApi({ tokens: { [SIGNED]: PINNED } });
    const { element, root } = mountEmbed(signedAttributes, fake);
    await drawn(root);
    element.setAttribute('params', '{"show_satisfaction_index":true}');
    await waitFor(() =>
      expect(lastRequest(fake)).toEqual({
        type: 'commitment_total',
        query: { ...PINNED.params, show_satisfaction_index: true },
      }),
    );
    await drawn(root);
    expect(fake.callsOf('POST embed/session')).toHaveLength(1);
  });

  it('shows the refusal when the page changes a locked control, and draws again once it puts it back', async () => {
    const fake = embedFakeApi({ lock: { ...PINNED, controls: [] } });
    const { element, root, inside } = mountEmbed(WORKING_ATTRIBUTES, fake);
    await drawn(root);
    element.setAttribute('params', '{"survey_dates":[11]}');
    const alert = await inside.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(en['embed-error-title']);
    expect(alert).toHaveTextContent(en['error-embed-parameter-locked']);
    expect(root.querySelector('[data-component="Pulzus.Graph"]')).toBeNull();
    element.removeAttribute('params');
    await drawn(root);
    expect(fake.callsOf('POST embed/session')).toHaveLength(1);
  });

  it('takes a params attribute that is no JSON object as a broken snippet, calling no server', async () => {
    for (const params of ['{"survey_dates":', '[1]', '3']) {
      const { inside, fake } = mountEmbed({ ...signedAttributes, params });
      expect(await inside.findByRole('alert')).toHaveTextContent(en['embed-error-attributes']);
      expect(fake.calls).toEqual([]);
    }
  });

  it('leaves a graph that pins nothing to its sidebar: params change nothing there', async () => {
    const { root, fake } = mountEmbed({ ...WORKING_ATTRIBUTES, params: '{"show_satisfaction_index":true}' });
    await drawn(root);
    expect(root.querySelector('.pulzus-sidebar')).not.toBeNull();
    expect(lastRequest(fake)?.query).toMatchObject({ show_satisfaction_index: false });
  });
});
