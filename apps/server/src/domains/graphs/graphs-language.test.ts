import { LANGUAGE_HEADER } from '@pulzus/core';
import { describe, expect, it } from 'vitest';
import { EMBED_ALLOWED_HEADERS } from '../embed/embed.service';
import { INTRANET_ORIGIN, insertEmbedKeyFixture } from '../embed/embed.fixtures';
import { bootEmbedTestContext } from '../embed/embed-test-setup';

// docs/i18n.md "One language per page": a page drawn in English (PulzusProvider language="en", an
// element's lang="en") asks for English labels in the X-Pulzus-Language header, so the labels the server
// writes into the data (the total's column, a date's name) are in the page's language, not the
// signed-in user's or the embed token's.

const { t, world, newer, userGraph } = await bootEmbedTestContext();

const commitmentTotal = () => ({
  type: 'commitment_total',
  query: { survey_dates: [newer.id], show_satisfaction_index: false },
});
/** The total column's and the date series' labels of an answer. */
const labelsOf = (body: { graph_meta: { categories: string[] }; graph_data: { name: string }[] }) => ({
  total: body.graph_meta.categories.at(-1),
  series: body.graph_data.map((s) => s.name),
});

describe('the language a request asks for labels the graph data (X-Pulzus-Language)', () => {
  it("a Hungarian user's page in English gets English labels: 'Total' and 'March 2025'", async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/graph/data',
      token: world.tokens.userA,
      payload: commitmentTotal(),
      headers: { [LANGUAGE_HEADER]: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(labelsOf(res.json())).toEqual({ total: 'Total', series: ['March 2025'] });
  });

  it("without the header the signed-in user's language labels the data, as before", async () => {
    const res = await userGraph(commitmentTotal());
    expect(res.statusCode, res.body).toBe(200);
    expect(labelsOf(res.json())).toEqual({ total: 'Összesen', series: ['2025. március'] });
  });

  it("a language the product does not speak, or junk, is ignored: the user's language labels the data", async () => {
    for (const asked of ['de', 'en-US,en;q=0.9', '']) {
      const res = await t.call({
        method: 'POST',
        url: '/api/graph/data',
        token: world.tokens.userA,
        payload: commitmentTotal(),
        headers: { [LANGUAGE_HEADER]: asked },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(labelsOf(res.json()).total, asked).toBe('Összesen');
    }
  });

  it('an embed element asking for English over a Hungarian embed token gets English labels', async () => {
    const key = await insertEmbedKeyFixture(t, world.accountA.id, world.admin.id);
    // no `lang` in the exchange: the token speaks the account's first language, Hungarian
    const session = await t.call({
      method: 'POST',
      url: '/api/embed/session',
      payload: { key: key.key },
      headers: { origin: INTRANET_ORIGIN },
    });
    expect(session.statusCode, session.body).toBe(200);
    const res = await t.call({
      method: 'POST',
      url: '/api/graph/data',
      token: session.json().token,
      payload: commitmentTotal(),
      headers: { origin: INTRANET_ORIGIN, [LANGUAGE_HEADER]: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(labelsOf(res.json())).toEqual({ total: 'Total', series: ['March 2025'] });
  });

  it('a cross-origin embed may send the header: the CORS preflight allows it', async () => {
    expect(EMBED_ALLOWED_HEADERS.split(', ')).toContain(LANGUAGE_HEADER.toLowerCase());
    const res = await t.call({
      method: 'OPTIONS',
      url: '/api/graph/data',
      headers: {
        origin: INTRANET_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `authorization, content-type, ${LANGUAGE_HEADER.toLowerCase()}`,
      },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['access-control-allow-headers'])).toContain(LANGUAGE_HEADER.toLowerCase());
  });
});
