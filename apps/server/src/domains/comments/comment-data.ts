import { createHmac } from 'node:crypto';
import { buildSurveyCube, type SurveyCube } from '@pulzus/core/analytics';
import type { Kysely } from 'kysely';
import type { Database, ResponseTexts } from '../../db/schema';
import { type GraphDate, loadCubeRows } from '../graphs/graphs.service';
import { LruCache } from '../../services/lru-cache';
import { commentResponseRows } from './comments.queries';

/**
 * One date's comments as the rules read them (docs/privacy.md "Comments"): a cube of the date's completed
 * responses in a known order (the graphs' cube keeps no response ids) and, per respondent of it, the provider's
 * response id and texts. Built on the request thread and kept per data version.
 */
export interface DateComments {
  cube: SurveyCube;
  respondents: readonly { smResponseId: string; texts: ResponseTexts }[];
}

/** Dates' comments kept per data version, least recently used dropped past `entries`. */
export class CommentDataCache {
  readonly #held: LruCache<number, { version: number; data: Promise<DateComments> }>;

  /** Keeps at most `entries` dates. */
  constructor(entries = 16) {
    this.#held = new LruCache(entries);
  }

  /** The date's comments for its current data version, loaded when missing or stale. */
  load(db: Kysely<Database>, accountId: number, date: GraphDate): Promise<DateComments> {
    const held = this.#held.get(date.id);
    if (held && held.version === date.data_version) return held.data;
    const data = loadDateComments(db, accountId, date);
    this.#held.set(date.id, { version: date.data_version, data });
    data.catch(() => this.#held.delete(date.id));
    return data;
  }
}

/** Reads a date's configuration (as the graphs' cube does) and its completed responses with their texts. */
async function loadDateComments(
  db: Kysely<Database>,
  accountId: number,
  date: GraphDate,
): Promise<DateComments> {
  // the configuration only: no response has an id above the largest safe integer
  const [config, rows] = await Promise.all([
    loadCubeRows(db, accountId, date, Number.MAX_SAFE_INTEGER),
    commentResponseRows(db, accountId, date.id),
  ]);
  const respondents = rows.map((row) => ({
    collector_id:
      row.sm_collector_id === null ? null : (config.collectorIdOf.get(row.sm_collector_id) ?? null),
    worker_group_id: row.worker_group_id,
    answers: row.answers,
  }));
  const cube = buildSurveyCube({ ...config.config, respondents });
  return { cube, respondents: rows.map((row) => ({ smResponseId: row.sm_response_id, texts: row.texts })) };
}

/**
 * A comment's id (docs/api.md "Comments"): a keyed digest of the date, the text's key and the response, so it
 * names neither the respondent nor the response, differs per question (a writer's comments cannot be linked
 * across questions), and is stable across requests. The comments' order is the order of their ids: random,
 * seeded per date and question, never the response order.
 */
export function commentId(
  secret: Buffer,
  surveyDateId: number,
  textKey: string,
  smResponseId: string,
): string {
  return createHmac('sha256', secret)
    .update(`${surveyDateId}\n${textKey}\n${smResponseId}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The text keys of a question's comments: its code (an open-ended answer) and `code:…` (boxes, "other" texts). */
export function isQuestionTextKey(code: string, key: string): boolean {
  return key === code || key.startsWith(`${code}:`);
}
