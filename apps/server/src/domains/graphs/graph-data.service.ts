import {
  buildSurveyCube,
  computeGraph,
  GRAPH_SURVEY_DATE_LIMITS,
  type GraphDataRequest,
  type GraphResponse,
  isGraphEngineError,
  resolveLanguage,
  resolveMinGroupSize,
  type SurveyCube,
} from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthContext } from '../../services/auth';
import type { CubeCache } from './cube-cache';
import { loadCubeInput } from './cube-input.queries';
import {
  accountGraphLabels,
  accountGraphSettings,
  callerLanguage,
  demographyDateId,
  type GraphDate,
  readableDates,
  storedGraphDimensions,
} from './graph-access.queries';
import {
  assertFiltersAllowed,
  graphDimensionRows,
  mainDimensionOf,
  requestFilters,
} from './graph-filter-policy';
import type { LruCache } from './lru-cache';

/**
 * What graph computations share: the database, the server's k and the two caches (docs/graphs.md "Through
 * the API").
 */
export interface GraphServices {
  db: Kysely<Database>;
  serverMinGroupSize: number;
  cubes: CubeCache;
  /** Identical queries → their answer; null when the result cache is off. */
  results: LruCache<string, GraphResponse> | null;
}

/** A computed graph with what produced it (the export writes the settings beside the numbers). */
export interface GraphComputation {
  response: GraphResponse;
  cubes: SurveyCube[];
  language: string;
  k: number;
}

/** The survey date ids a request reads: its dates, or the demography's own date for demographics. */
async function requestDateIds(db: Kysely<Database>, accountId: number, request: GraphDataRequest) {
  if (request.type === 'demographics')
    return [await demographyDateId(db, accountId, request.query.demography_id)];
  const ids = [...new Set(request.query.survey_dates)];
  if (ids.length > GRAPH_SURVEY_DATE_LIMITS[request.type]) throw new AppError('graph-too-many-dates');
  return ids;
}

/**
 * The k in force for an account: its own `min_group_size` when set, otherwise the server's `MIN_GROUP_SIZE`, and
 * never below the server's, even when saved before the server's was raised (docs/privacy.md "Threat model").
 */
export function accountK(accountMinGroupSize: number | null, serverMinGroupSize: number): number {
  return Math.max(
    resolveMinGroupSize(accountMinGroupSize, serverMinGroupSize),
    resolveMinGroupSize(null, serverMinGroupSize),
  );
}

/** The date's cube from the cache, built from the database when missing or of an older data version. */
export function cubeOf(services: GraphServices, accountId: number, date: GraphDate): Promise<SurveyCube> {
  return services.cubes.get(date, async () =>
    buildSurveyCube(await loadCubeInput(services.db, accountId, date)),
  );
}

/**
 * `POST graph/data` (spec 2 §7, graphs.md): checks the caller may read every date and use every filter,
 * loads the dates' cubes and computes the graph with the account's k and labels and the caller's language.
 * A graph the account disabled is a 404 for users. Identical queries on unchanged data come from the cache.
 */
export async function computeGraphFor(
  services: GraphServices,
  auth: AuthContext,
  accountId: number,
  request: GraphDataRequest,
): Promise<GraphComputation> {
  const { db } = services;
  const dates = await readableDates(db, accountId, await requestDateIds(db, accountId, request), auth);
  const settings = await accountGraphSettings(db, accountId, request.type);
  if (!settings.enabled && !auth.isAdmin) throw new AppError('not-found');
  const language = resolveLanguage(await callerLanguage(db, auth));
  const k = accountK(settings.minGroupSize, services.serverMinGroupSize);
  const [cubes, stored, labels] = await Promise.all([
    Promise.all(dates.map((date) => cubeOf(services, accountId, date))),
    storedGraphDimensions(
      db,
      accountId,
      dates.map((d) => d.id),
      request.type,
    ),
    accountGraphLabels(db, accountId, language),
  ]);
  const newest = cubes.reduce((a, b) => (b.date > a.date ? b : a));
  const rowsOf = (id: number) => {
    const cube = cubes.find((c) => c.surveyDateId === id);
    return cube ? graphDimensionRows(stored, cube, request.type) : [];
  };
  assertFiltersAllowed(requestFilters(request), rowsOf, cubes, newest, auth.isAdmin);
  const mainDimensionDemographyId = mainDimensionOf(rowsOf(newest.surveyDateId));
  const options = { minGroupSize: k, language, mainDimensionDemographyId, labels };
  // a date without answers may still change its configuration without a new data version: never cached.
  // Keyed by the data versions just read from the database, so a change made through another API
  // process or a worker is never answered from this one's cache (docs/architecture.md "Several instances")
  const cacheable = services.results !== null && dates.every((d) => d.answer_count > 0);
  const key = JSON.stringify([request, dates.map((d) => [d.id, d.data_version]), options, auth.isAdmin]);
  const cached = cacheable ? services.results?.get(key) : undefined;
  if (cached) return { response: cached, cubes, language, k };
  let response: GraphResponse;
  try {
    response = computeGraph(request, cubes, options);
  } catch (error) {
    if (isGraphEngineError(error)) throw new AppError(error.code);
    throw error;
  }
  if (cacheable) services.results?.set(key, response);
  return { response, cubes, language, k };
}
