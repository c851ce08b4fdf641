import type { FetchFunction } from '@pulzus/core';
import { within } from '@testing-library/react';
import { afterEach } from 'vitest';
import { definePulzusGraph } from './define-pulzus-graph';
import { embedFakeApi, GOOD_EMBED_KEY } from './embed-fake-api';

/** The attributes of a working element (tests only). */
export const WORKING_ATTRIBUTES = {
  server: 'https://pulzus.example',
  key: GOOD_EMBED_KEY,
  slug: 'commitment_total',
  lang: 'en',
} as const;

const mounted = new Set<Element>();
let tags = 0;

afterEach(() => {
  for (const element of mounted) element.remove();
  mounted.clear();
});

/**
 * Puts an element of a fresh tag, answered by the fake server, into the page (tests only): custom
 * element names cannot be registered twice, so each test gets its own tag.
 */
export function mountEmbed(
  attributes: Record<string, string> = WORKING_ATTRIBUTES,
  fake: ReturnType<typeof embedFakeApi> = embedFakeApi(),
  fetch: FetchFunction = fake.fetch,
) {
  tags += 1;
  const name = `pulzus-graph-test-${tags}`;
  definePulzusGraph({ name, fetch });
  const element = document.createElement(name);
  for (const [attribute, value] of Object.entries(attributes)) element.setAttribute(attribute, value);
  document.body.append(element);
  mounted.add(element);
  const root = element.shadowRoot!;
  return { element, root, inside: within(root as unknown as HTMLElement), fake };
}
