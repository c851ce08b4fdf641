import { createHash } from 'node:crypto';
import type { CubeInputRespondent, SurveyCubeInput } from '@pulzus/core/analytics';

/**
 * A survey date's cube input as read from the database, responses not yet parsed: the configuration
 * and the completed responses as JSON pages of `[worker group, provider collector, answers]` triples
 * (cube-input.queries.ts). Parsing them is most of a build, so it happens where the build does — in
 * the cube worker thread (docs/graphs.md "Through the API").
 */
export interface CubeRows {
  config: Omit<SurveyCubeInput, 'respondents'>;
  pages: string[];
  /** Our collector ids by the provider's collector id. */
  collectorIdOf: ReadonlyMap<string, number>;
}

/** The respondents of JSON response pages; a provider collector we do not know gives no collector. */
export function respondentsOfPages(
  pages: readonly string[],
  collectorIdOf: ReadonlyMap<string, number>,
): CubeInputRespondent[] {
  const respondents: CubeInputRespondent[] = [];
  for (const text of pages) {
    for (const [worker_group_id, providerCollectorId, answers] of JSON.parse(text) as [
      number,
      string | null,
      CubeInputRespondent['answers'],
    ][]) {
      const collector_id =
        providerCollectorId === null ? null : (collectorIdOf.get(providerCollectorId) ?? null);
      respondents.push({ collector_id, worker_group_id, answers });
    }
  }
  return respondents;
}

/** The engine's input of read rows (`buildSurveyCube`'s argument). */
export function cubeInputOf(rows: CubeRows): SurveyCubeInput {
  return { ...rows.config, respondents: respondentsOfPages(rows.pages, rows.collectorIdOf) };
}

/**
 * A digest of the rows' configuration (everything but the responses): a snapshot records the one it was
 * built under, and new responses are appended to it only under the same (cube-snapshot.service.ts).
 */
export function configDigest(rows: CubeRows): string {
  const text = JSON.stringify([rows.config, [...rows.collectorIdOf].sort(([a], [b]) => a.localeCompare(b))]);
  return createHash('sha256').update(text).digest('base64url');
}
