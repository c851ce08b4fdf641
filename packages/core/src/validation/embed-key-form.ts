import { z } from 'zod';
import type { MessageKey } from '../i18n/catalogue';
import { EMBED_KEY_NAME_MAX_LENGTH } from '../schemas/embed';
import { type GraphSlug, zChartGraphSlug } from '../schemas/graph-query';
import {
  EMBED_KEY_MAX_ORIGINS,
  EMBED_ORIGIN_INVALID,
  EMBED_ORIGINS_TOO_MANY,
  normaliseEmbedOrigin,
} from './embed-origin';
import { zRequiredText } from './form-errors';

const NAME_TOO_LONG = 'admin-embed-keys-name-too-long' satisfies MessageKey;
const GRAPHS_REQUIRED = 'admin-embed-keys-graphs-required' satisfies MessageKey;
const ORIGINS_REQUIRED = 'admin-embed-keys-origins-required' satisfies MessageKey;

/**
 * The new embed key form (docs/embedding.md): a name (required, at most 100 characters), at least one
 * graph, and one to twenty exact origins (each added through `addEmbedOrigin`, so already normalised).
 */
export const zEmbedKeyForm = z.object({
  name: zRequiredText.max(EMBED_KEY_NAME_MAX_LENGTH, { error: NAME_TOO_LONG }),
  graphs: z.array(zChartGraphSlug, { error: GRAPHS_REQUIRED }).min(1, { error: GRAPHS_REQUIRED }),
  origins: z
    .array(
      z.string().refine((origin) => normaliseEmbedOrigin(origin) === origin, { error: EMBED_ORIGIN_INVALID }),
      { error: ORIGINS_REQUIRED },
    )
    .min(1, { error: ORIGINS_REQUIRED })
    .max(EMBED_KEY_MAX_ORIGINS, { error: EMBED_ORIGINS_TOO_MANY }),
});
/** The new embed key form. */
export type EmbedKeyForm = z.infer<typeof zEmbedKeyForm>;

/** The empty new embed key form: no name, no graph, no origin. */
export function newEmbedKeyForm(): EmbedKeyForm {
  return { name: '', graphs: [], origins: [] };
}

/** What {@link embedSnippet} writes into the intranet page. */
export interface EmbedSnippetInput {
  /** The Pulzus server's origin, e.g. `https://pulzus.example`. */
  readonly serverUrl: string;
  /** The embed key, shown once. */
  readonly key: string;
  /** The graphs, one `<pulzus-graph>` element each. */
  readonly graphs: readonly GraphSlug[];
  /** The language of the graphs. */
  readonly lang: string;
}

const escapeAttribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The HTML an intranet page needs to show the key's graphs (docs/embedding.md): the element script once,
 * then one `<pulzus-graph>` per graph with the server, the key, the slug and the language.
 */
export function embedSnippet({ serverUrl, key, graphs, lang }: EmbedSnippetInput): string {
  const server = escapeAttribute(serverUrl.replace(/\/+$/, ''));
  const script = `<script type="module" src="${server}/embed/pulzus-graph.js"></script>`;
  const elements = graphs.map(
    (slug) =>
      `<pulzus-graph server="${server}" key="${escapeAttribute(key)}" slug="${slug}" lang="${escapeAttribute(lang)}"></pulzus-graph>`,
  );
  return [script, ...elements].join('\n');
}
