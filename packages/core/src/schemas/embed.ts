import { z } from 'zod';
import { EMBED_KEY_MAX_ORIGINS, normaliseEmbedOrigin } from '../validation/embed-origin';
import { zDateTime, zId } from './common';
import { type ChartGraphSlug, zChartGraphSlug, zGraphDataRequest, zGraphSlug } from './graph-query';
import { graphQueryFieldNames } from '../graph/graph-definitions';
import { zLanguageCode } from './language';

/** Every embed key starts with this prefix, followed by 32 random bytes in base64url (docs/embedding.md). */
export const EMBED_KEY_PREFIX = 'pze_';

/** The `role` claim of an embed session token (docs/embedding.md); no user holds it. */
export const EMBED_ROLE = 'embed';

/** Every signing secret starts with this prefix, followed by 32 random bytes in base64url (docs/embedding.md "Signed embed tokens"). */
export const EMBED_SECRET_PREFIX = 'pzs_';

/** The longest signed embed token the key exchange reads, in characters. */
export const EMBED_TOKEN_MAX_LENGTH = 8192;

/** The longest name of an embed key. */
export const EMBED_KEY_NAME_MAX_LENGTH = 100;

/**
 * An exact origin (scheme, host, optional port), normalised as a browser sends it in `Origin`
 * (docs/embedding.md).
 */
export const zEmbedOrigin = z.string().transform((text, ctx) => {
  const origin = normaliseEmbedOrigin(text);
  if (origin === null) {
    ctx.addIssue({ code: 'custom', message: 'Expected an origin: scheme, host and optional port' });
    return z.NEVER;
  }
  return origin;
});

/**
 * The graphs an embed key may show: a non-empty set of chart graph slugs (participation_rate is no chart;
 * docs/embedding.md).
 */
export const zEmbedGraphs = z
  .array(zChartGraphSlug)
  .min(1)
  .refine((slugs) => new Set(slugs).size === slugs.length, { message: 'Repeated graph' });

/**
 * The controls of a pinned graph query that an embed key or a signed token may leave to the
 * embedding page (docs/embedding.md "Locked parameters"): every other field of the query is locked.
 */
export const EMBED_CONTROLS = [
  'survey_dates',
  'filters',
  'demography',
  'topic',
  'hide_no_answers',
  'show_satisfaction_index',
] as const;
/** A control of a pinned graph query. */
export type EmbedControl = (typeof EMBED_CONTROLS)[number];
/** A control of a pinned graph query. */
export const zEmbedControl = z.enum(EMBED_CONTROLS);

/**
 * The control each field of a `POST graph/data` query belongs to (spec 2 §7); a field missing
 * here is locked whatever the controls say, and a test holds the map to the graph query schemas.
 */
export const EMBED_CONTROL_OF_FIELD: Readonly<Record<string, EmbedControl>> = {
  survey_dates: 'survey_dates',
  filters: 'filters',
  demography_id: 'demography',
  main_dimension_demography_id: 'demography',
  question_group_id: 'topic',
  hide_no_answers: 'hide_no_answers',
  show_satisfaction_index: 'show_satisfaction_index',
  // the heatmap's rows (a demography's answers, the worker groups or the units) are chosen with its demography
  rows: 'demography',
};

/** The fields of a chart graph's query: its row of the graph definition table. */
export function graphQueryFields(slug: ChartGraphSlug): string[] {
  return graphQueryFieldNames(slug);
}

/** The controls a chart graph's query has, in {@link EMBED_CONTROLS} order. */
export function embedControlsOf(slug: ChartGraphSlug): EmbedControl[] {
  const controls = new Set(graphQueryFields(slug).map((field) => EMBED_CONTROL_OF_FIELD[field]));
  return EMBED_CONTROLS.filter((control) => controls.has(control));
}

/**
 * A pinned graph query (docs/embedding.md "Locked parameters"): the graph, its complete query as
 * `POST graph/data` takes it (`params`, spec 2 §7) and the controls the embedding page may still
 * change. A request through the key or token must carry the pinned value of every other control.
 */
export const zEmbedLock = z
  .object({
    slug: zChartGraphSlug,
    params: z.record(z.string(), z.unknown()),
    controls: z
      .array(zEmbedControl)
      .refine((controls) => new Set(controls).size === controls.length, { message: 'Repeated control' }),
  })
  .superRefine((lock, ctx) => {
    const request = zGraphDataRequest.safeParse({ type: lock.slug, query: lock.params });
    if (!request.success) {
      for (const issue of request.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['params', ...issue.path.slice(1)], message: issue.message });
      }
      return;
    }
    const fields = graphQueryFields(lock.slug);
    for (const field of Object.keys(lock.params)) {
      if (!fields.includes(field))
        ctx.addIssue({ code: 'custom', path: ['params', field], message: 'Unknown field' });
    }
    const offered = embedControlsOf(lock.slug);
    for (const control of lock.controls) {
      if (!offered.includes(control)) {
        ctx.addIssue({ code: 'custom', path: ['controls'], message: `The graph has no ${control} control` });
      }
    }
  });
/** A pinned graph query. */
export type EmbedLock = z.infer<typeof zEmbedLock>;

/** An embed key as the admin screen lists it; the key itself is never shown again (docs/embedding.md). */
export const zEmbedKey = z.object({
  id: zId,
  name: z.string().min(1),
  graphs: z.array(zGraphSlug),
  origins: z.array(z.string()),
  /** The pinned graph query; null for a key that draws any query a user could (docs/embedding.md). */
  lock: zEmbedLock.nullable(),
  /** Whether the key draws only through signed embed tokens, never with the bare key. */
  require_signed_token: z.boolean(),
  /** Whether the key has a signing secret; the secret itself is never shown again. */
  has_signing_secret: z.boolean(),
  /** Whether the key's tokens may read comments (docs/embedding.md "Comments"); only a key that pins nothing uses it. */
  allows_comments: z.boolean(),
  created_at: zDateTime,
  last_used_at: zDateTime.nullable(),
  revoked_at: zDateTime.nullable(),
});
/** An embed key as listed. */
export type EmbedKey = z.infer<typeof zEmbedKey>;

/** The answer of `GET embed-keys`: the session account's keys, newest first. */
export const zEmbedKeysResponse = z.object({ embed_keys: z.array(zEmbedKey) });
/** The answer of `GET embed-keys`. */
export type EmbedKeysResponse = z.infer<typeof zEmbedKeysResponse>;

const zEmbedKeyFields = z.object({
  name: z.string().trim().min(1).max(EMBED_KEY_NAME_MAX_LENGTH),
  graphs: zEmbedGraphs,
  origins: z
    .array(zEmbedOrigin)
    .min(1)
    .max(EMBED_KEY_MAX_ORIGINS)
    .refine((origins) => new Set(origins).size === origins.length, { message: 'Repeated origin' }),
  /** The pinned graph query; default none. A pinned key shows exactly its pinned graph. */
  lock: zEmbedLock.nullable().default(null),
  /** Whether only signed embed tokens may draw through the key; default false. */
  require_signed_token: z.boolean().default(false),
  /** Whether the key's tokens may read comments under the comment rules (docs/embedding.md "Comments"); default false. */
  allows_comments: z.boolean().default(false),
});

/** A pinned key's graphs are its pinned graph alone. */
const lockNamesTheGraph = (fields: { graphs: readonly string[]; lock: EmbedLock | null }) =>
  !fields.lock || (fields.graphs.length === 1 && fields.graphs[0] === fields.lock.slug);
const LOCK_GRAPH_ISSUE = { message: 'A pinned key shows exactly its pinned graph', path: ['graphs'] };

/**
 * The `POST embed-keys` payload: a name, the graphs and the exact origins allowed, and
 * optionally a pinned query, a signing secret to create (`signing_secret`) and whether the key
 * draws through signed tokens only, which needs the secret (docs/embedding.md).
 */
export const zEmbedKeyCreatePayload = zEmbedKeyFields
  .extend({
    /** Whether to create a signing secret for signed embed tokens now; default false. */
    signing_secret: z.boolean().default(false),
  })
  .refine(lockNamesTheGraph, LOCK_GRAPH_ISSUE)
  .refine((fields) => !fields.require_signed_token || fields.signing_secret, {
    message: 'Signed tokens need a signing secret',
    path: ['require_signed_token'],
  });
/** The `POST embed-keys` payload (as sent). */
export type EmbedKeyCreatePayload = z.input<typeof zEmbedKeyCreatePayload>;

/** A signing secret as revealed once, at creation or rotation: `pzs_` + 32 random bytes in base64url. */
const zSigningSecret = z.string().startsWith(EMBED_SECRET_PREFIX);

/** The answer of `POST embed-keys`: the new key's id, the key itself and any signing secret, revealed this once. */
export const zEmbedKeyCreateResponse = z.object({
  id: zId,
  key: z.string().startsWith(EMBED_KEY_PREFIX),
  signing_secret: zSigningSecret.optional(),
});
/** The answer of `POST embed-keys`. */
export type EmbedKeyCreateResponse = z.infer<typeof zEmbedKeyCreateResponse>;

/**
 * The `PUT embed-keys/{id}` payload: the key's name, graphs, origins, pinned query and whether it
 * draws through signed tokens only (which needs a signing secret); the key and secret stay as they are.
 */
export const zEmbedKeyUpdatePayload = zEmbedKeyFields.refine(lockNamesTheGraph, LOCK_GRAPH_ISSUE);
/** The `PUT embed-keys/{id}` payload (as sent). */
export type EmbedKeyUpdatePayload = z.input<typeof zEmbedKeyUpdatePayload>;

/** The answer of `POST embed-keys/{id}/signing-secret`: the new signing secret, revealed this once. */
export const zEmbedSigningSecretResponse = z.object({ signing_secret: zSigningSecret });
/** The answer of `POST embed-keys/{id}/signing-secret`. */
export type EmbedSigningSecretResponse = z.infer<typeof zEmbedSigningSecretResponse>;

/**
 * The `POST embed/session` payload: the embed key or a signed embed token (exactly one), and the
 * language the element asks for (docs/embedding.md "Signed embed tokens").
 */
export const zEmbedSessionPayload = z
  .object({
    key: z.string().min(1).max(200).optional(),
    token: z.string().min(1).max(EMBED_TOKEN_MAX_LENGTH).optional(),
    lang: zLanguageCode.optional(),
  })
  .refine((payload) => (payload.key === undefined) !== (payload.token === undefined), {
    message: 'Give either key or token',
  });
/** The `POST embed/session` payload. */
export type EmbedSessionPayload = z.infer<typeof zEmbedSessionPayload>;

/**
 * The answer of `POST embed/session`: a short-lived embed session token, and the pinned query the
 * element draws (the key's or the signed token's; null when nothing is pinned).
 */
export const zEmbedSessionResponse = z.object({ token: z.string().min(1), lock: zEmbedLock.nullable() });
/** The answer of `POST embed/session`. */
export type EmbedSessionResponse = z.infer<typeof zEmbedSessionResponse>;

/**
 * The `embed` claim of an embed session token: the key's id and the graphs it may show;
 * for a session opened with a signed token also its pinned query and the signing secret's version,
 * so that rotating the secret ends the session (docs/embedding.md "Signed embed tokens").
 */
export const zEmbedClaim = z.object({
  id: zId,
  graphs: z.array(zGraphSlug).min(1).readonly(),
  lock: zEmbedLock.optional(),
  sv: z.number().int().nonnegative().optional(),
});
/** The `embed` claim of an embed session token. */
export type EmbedClaim = z.infer<typeof zEmbedClaim>;
