import '@testing-library/jest-dom/vitest';
import { CHART_GRAPH_SLUGS, graphMessages, messages } from '@pulzus/core';
import { describe, expect, it, vi } from 'vitest';
import { mountEmbed, WORKING_ATTRIBUTES } from './embed-test-mount';

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5000 });

// the keys the embed script leaves out: i18next would show such a key as it is
const leftOut = Object.keys(messages.en).filter((key) => !Object.hasOwn(graphMessages.en, key));

/** The left-out keys found in the element's markup, as text or as an attribute value. */
function rawKeysIn(root: ShadowRoot): string[] {
  const html = root.innerHTML;
  return leftOut.filter((key) => html.includes(`>${key}<`) || html.includes(`"${key}"`));
}

describe('<pulzus-graph> carries only the catalogue areas a graph reads (issue #7 size budget)', () => {
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
    'draws each of the ten graphs in lang="%s" with no untranslated key',
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
    },
  );

  it('explains a refused key in Hungarian with no untranslated key', async () => {
    const { root, inside } = mountEmbed({ ...WORKING_ATTRIBUTES, key: 'pze_wrong', lang: 'hu' });
    const alert = await inside.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(messages.hu['error-embed-key-invalid']);
    expect(rawKeysIn(root)).toEqual([]);
  });
});
