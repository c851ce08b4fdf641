import {
  createMemoryStorage,
  createSession,
  createStorageTokenHolder,
  type FetchFunction,
  LANGUAGE_HEADER,
  type LanguageCode,
  TOKEN_STORAGE_KEY,
} from '@pulzus/core';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Graph } from '../Graph/Graph';
import { graphApiFixture } from '../mocks/graph-api-fixture';
import { graphFakeFetch } from '../mocks/graph-fake-fetch';
import { makeToken } from '../testing/make-token';
import { renderWidget } from '../testing/render';
import { PulzusProvider } from './PulzusProvider';

// docs/api.md "Language of an answer": a page drawn in a fixed language asks the server for its labels
// (the total's column, a date's name) in that language, whatever the signed-in user's own language is —
// the server side is apps/server/src/domains/graphs/graphs-language.test.ts.

beforeAll(async () => {
  await page.viewport(1280, 800);
});

/** A Hungarian user's session: the token's `lang_code` is `hu`. */
function hungarianSession() {
  const storage = createMemoryStorage();
  storage.setItem(
    TOKEN_STORAGE_KEY,
    makeToken({ role: 'user', an: 'Minta Kft.', lang_code: 'hu', exp: Math.floor(Date.now() / 1000) + 3600 }),
  );
  return createSession({ tokens: createStorageTokenHolder(storage) });
}

/** The graph page under a provider with `language`, its calls recorded with the header they carried. */
function renderGraphPage(language: LanguageCode | undefined) {
  const { fetch: answer } = graphFakeFetch(graphApiFixture({ language: language ?? 'hu' }));
  const sent: { path: string; language: string | null }[] = [];
  const fetch: FetchFunction = (url, init) => {
    sent.push({
      path: `${init.method ?? 'GET'} ${url.replace(/^.*?\/api\//, '')}`,
      language: new Headers(init.headers).get(LANGUAGE_HEADER),
    });
    return answer(url, init);
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (lang: LanguageCode | undefined) => (
    <PulzusProvider
      session={session}
      queryClient={queryClient}
      fetch={fetch}
      {...(lang ? { language: lang } : {})}
    >
      <Graph slug="commitment_total" />
    </PulzusProvider>
  );
  const session = hungarianSession();
  const view = renderWidget(ui(language));
  return { sent, rerender: (lang: LanguageCode) => view.rerender(ui(lang)) };
}

const drawnIn = (language: LanguageCode) =>
  screen.findByText(language === 'en' ? 'Number of respondents' : 'Kitöltők száma', {}, { timeout: 6000 });

describe('PulzusProvider language="en" reaches the server (X-Pulzus-Language)', () => {
  it("a Hungarian user's English page asks for English on every call, the graph's data among them", async () => {
    const { sent } = renderGraphPage('en');
    await drawnIn('en');
    expect(sent.some((call) => call.path === 'POST graph/data')).toBe(true);
    expect(sent.filter((call) => call.language !== 'en')).toEqual([]);
  });

  it('a changed language prop holds from the next call: the graph is asked for again in Hungarian', async () => {
    const { sent, rerender } = renderGraphPage('en');
    await drawnIn('en');
    const before = sent.length;
    rerender('hu');
    await drawnIn('hu');
    const after = sent.slice(before);
    expect(after.filter((call) => call.path === 'POST graph/data').map((call) => call.language)).toEqual([
      'hu',
    ]);
  });

  it("without a fixed language nothing is asked: the server labels in the user's own language", async () => {
    const { sent } = renderGraphPage(undefined);
    await drawnIn('hu');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((call) => call.language !== null)).toEqual([]);
  });
});
