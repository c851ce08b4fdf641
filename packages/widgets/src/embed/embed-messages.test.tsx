import '@testing-library/jest-dom/vitest';
import { CHART_GRAPH_SLUGS, graphMessages, messages } from '@pulzus/core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, type FakeAnswer } from '../testing/fake-fetch';
import { embedFakeApi } from './embed-fake-api';
import { mountEmbed, WORKING_ATTRIBUTES } from './embed-test-mount';

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5000 });

// the keys the embed script leaves out: i18next would show such a key as it is
const leftOut = Object.keys(messages.en).filter((key) => !Object.hasOwn(graphMessages.en, key));

/** The left-out keys found in the element's markup, as text or as an attribute value. */
function rawKeysIn(root: ShadowRoot): string[] {
  const html = root.innerHTML;
  return leftOut.filter((key) => html.includes(`>${key}<`) || html.includes(`"${key}"`));
}

describe('<pulzus-graph> carries only the catalogue areas a graph reads', () => {
  it('graph messages are the same texts as the whole catalogue', () => {
    for (const language of ['hu', 'en'] as const) {
      for (const [key, text] of Object.entries(graphMessages[language])) {
        expect(messages[language][key as keyof typeof messages.en]).toBe(text);
      }
    }
    expect(graphMessages.en).toHaveProperty('embed-error-title');
    expect(graphMessages.hu).toHaveProperty('graph-title-total');
  });

  it.each(['hu', 'en'] as const)(
    'draws each graph in lang="%s" with no untranslated key',
    async (lang) => {
      for (const slug of CHART_GRAPH_SLUGS) {
        const { element, root, inside } = mountEmbed({ ...WORKING_ATTRIBUTES, slug, lang });
        await waitFor(() =>
          expect(root.querySelector('[data-component="Pulzus.Graph"]')).toHaveAttribute(
            'data-state',
            'ready',
          ),
        );
        const title = messages[lang][`graph-title-${slug}`];
        expect(await inside.findByRole('heading', { name: title })).toBeVisible();
        expect(rawKeysIn(root)).toEqual([]);
        element.remove();
      }
      // every chart graph in turn: 5–6 s alone, near the browser default of 15 s beside CI's other lanes
    },
    60_000,
  );

  it('explains a refused key in Hungarian with no untranslated key', async () => {
    const { root, inside } = mountEmbed({ ...WORKING_ATTRIBUTES, key: 'pze_wrong', lang: 'hu' });
    const alert = await inside.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(messages.hu['error-embed-key-invalid']);
    expect(rawKeysIn(root)).toEqual([]);
  });
});

describe("<pulzus-graph> speaks the account's own words (GET account/translations/graph)", () => {
  it("shows the account's uploaded wording of the graph title and the chart's texts, in the element's language", async () => {
    const own: FakeAnswer = {
      body: {
        language: 'en',
        translations: {
          ...graphMessages.en,
          'graph-title-commitment_total': 'How engaged we are',
          'chart-show-table': 'Numbers as a table',
        },
      },
    };
    const fake = embedFakeApi({ routes: { 'GET account/translations/graph': () => own } });
    const { inside } = mountEmbed(WORKING_ATTRIBUTES, fake);
    expect(
      await inside.findByRole('heading', { name: 'How engaged we are' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await inside.findByRole('button', { name: 'Numbers as a table' })).toBeVisible();
    expect(fake.calls.filter((call) => call.path.startsWith('account/translations/graph'))).toHaveLength(1);
    expect(fake.urls).toContain('https://pulzus.example/api/account/translations/graph?lang=en');
  });

  it('explains a failed load of the texts in the built-in texts, and draws the graph after "Try again"', async () => {
    let tries = 0;
    const fake = embedFakeApi({
      routes: {
        'GET account/translations/graph': () => {
          tries += 1;
          // a 500 is tried twice (query-client.ts) before the element gives up
          return tries <= 2
            ? apiError(500, 'internal')
            : { body: { language: 'hu', translations: graphMessages.hu } };
        },
      },
    });
    const { root, inside } = mountEmbed({ ...WORKING_ATTRIBUTES, lang: 'hu' }, fake);
    const alert = await inside.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(messages.hu['error-internal']);
    expect(rawKeysIn(root)).toEqual([]);
    await userEvent.click(inside.getByRole('button', { name: messages.hu['embed-retry'] }));
    const title = messages.hu['graph-title-commitment_total'];
    expect(await inside.findByRole('heading', { name: title }, { timeout: 5000 })).toBeVisible();
  });

  it("asks for the graph's first lists while its texts are still on the way, and the graph reuses them", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fake = embedFakeApi({
      routes: {
        'GET account/translations/graph': async () => {
          await held;
          return { body: { language: 'en', translations: graphMessages.en } };
        },
      },
    });
    const { inside } = mountEmbed(WORKING_ATTRIBUTES, fake);
    await waitFor(() => expect(fake.callsOf('GET survey-dates')).toHaveLength(1));
    expect(fake.callsOf('GET worker-groups')).toHaveLength(1);
    expect(fake.callsOf('GET account/graph-explanations')).toHaveLength(1);
    release();
    const title = messages.en['graph-title-commitment_total'];
    expect(await inside.findByRole('heading', { name: title }, { timeout: 5000 })).toBeVisible();
    expect(fake.callsOf('GET survey-dates')).toHaveLength(1);
    expect(fake.callsOf('GET worker-groups')).toHaveLength(1);
  });
});
