import {
  maxSurveyDates,
  requestedDemographyId,
  requestedSurveyDates,
  requestsEveryDate,
  type GraphDataRequest,
  type GraphResponse,
  resolveLanguage,
  type UserScope,
  zGraphResponse,
} from '@pulzus/core';
import { computeGraph, isGraphEngineError, type SurveyCube } from '@pulzus/core/analytics';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ChangeCache } from '../../db/change-feed';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { accountK } from '../../services/account-k';
import type { AuthContext } from '../../services/auth';
import type { CubeCache } from './cube-cache';
import { callerLanguage, type GraphDate } from './graph-access.queries';
import {
  assertFiltersAllowed,
  graphDimensionRows,
  mainDimensionOf,
  requestFilters,
} from './graph-filter-policy';
import { type GraphLookup, graphLookup } from './graph-lookup.queries';
import { graphScopeOf, viewerScope } from './graph-scope';
import type { LruCache } from '../../services/lru-cache';
import { type DataNames, translateGraphResponse } from '../translations/translations.service';

/**
 * What graph computations share: the database, the server's k and the two caches (docs/graphs.md "Through
 * the API").
 */
export interface GraphServices {
  db: Kysely<Database>;
  serverMinGroupSize: number;
  cubes: CubeCache;
  /** Identical queries → their answer as sent (JSON text); null when the result cache is off. */
  results: LruCache<string, string> | null;
  /** The graph lookups read since the last change of their tables (docs/architecture.md "Caches"). */
  lookups: ChangeCache<GraphLookup | null>;
  /** The callers' scopes read since the last change (docs/privacy.md "Rule 10"); absent: read on every call. */
  scopes?: ChangeCache<UserScope | null>;
}

/** A computed graph with what produced it (the export writes the settings beside the numbers). */
export interface GraphComputation {
  response: GraphResponse;
  cubes: SurveyCube[];
  language: string;
  /** The account's texts of data names in `language` (docs/i18n.md "Data names"); the response already uses them. */
  dataNames: DataNames;
  k: number;
}

/**
 * The date's cube from the cache, built from the database when missing or of an older data version; a cube
 * loaded for k comes with its privacy pattern for k (stored beside its snapshot or computed off the event loop).
 */
export function cubeOf(
  services: GraphServices,
  accountId: number,
  date: GraphDate,
  k: number | null = null,
): Promise<SurveyCube> {
  return services.cubes.load(services.db, accountId, date, k);
}

/** A graph request whose access is settled: what computing it needs, and its result-cache key. */
interface GraphPlan {
  dates: GraphDate[];
  k: number;
  language: string;
  labels: GraphLookup['labels'];
  dataNames: DataNames;
  dimensions: GraphLookup['dimensions'];
  /** Null when the answer may not be cached (a date without answers may still change its configuration). */
  key: string | null;
  /** A scoped viewer's scope, every population intersected with it (docs/privacy.md "Rule 10"); null otherwise. */
  scope: UserScope | null;
}

/**
 * Settles who may ask what, from one lookup of the current dates, settings and labels (graph-lookup.queries.ts):
 * users read published dates only and a graph the account disabled is a 404 for them (spec 2 §6); too many
 * dates is refused first. The result-cache key holds everything that changes what the caller may see or what
 * the engine computes (docs/privacy.md): the account, the caller's role (admins read every date and may
 * filter by answers), the validated request (zod rebuilds it in the schema's key order), each date's data
 * version and publication, the k in force, the graph's enabled flag and dimension rows (which filters are
 * allowed, the main dimension), the language, the account's labels and its texts of data names in that language
 * (docs/i18n.md "Data names": an answer is cached with its names translated). Every caller of a role reaches the same
 * graphs (docs/privacy.md "Threat model") but a scoped viewer, whose scope (read from the database on every call)
 * is in the key too and narrows every population in the engine (docs/privacy.md "Rule 10"); an embed token's locks
 * are checked before the handler runs (docs/embedding.md).
 */
async function planGraph(
  services: GraphServices,
  auth: AuthContext,
  accountId: number,
  request: GraphDataRequest,
): Promise<GraphPlan> {
  const { db } = services;
  // the dates the query names, or null for a graph whose date is its demography's (graph definitions)
  const named = requestedSurveyDates(request);
  if (named && named.length > maxSurveyDates(request.type)) throw new AppError('graph-too-many-dates');
  const language = resolveLanguage(await callerLanguage(db, auth));
  // what the lookup reads depends on the account, the graph, the dates or demography named and the language
  const lookupKey = JSON.stringify([
    accountId,
    request.type,
    named,
    requestsEveryDate(request),
    named === null ? requestedDemographyId(request) : null,
    language,
  ]);
  const lookup = await services.lookups.get(lookupKey, () => graphLookup(db, accountId, request, language));
  if (!lookup) throw new AppError('not-found');
  // a graph that reads every date gets those the caller may see (admins all, users the published ones) that have
  // answers, oldest first: a date still being collected is no point of a trend (docs/graphs.md "Trends")
  const visible = lookup.dates
    .filter((d) => (auth.isAdmin || d.enabled_for_users) && d.answer_count > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
  const ids = named ?? (requestsEveryDate(request) ? visible : lookup.dates).map((d) => d.id);
  if (ids.length === 0) throw new AppError('not-found');
  // another tenant's, a hidden (for users) or a missing date is the same 404
  const dates = ids.map((id) => {
    const date = lookup.dates.find((d) => d.id === id);
    if (!date || (!auth.isAdmin && !date.enabled_for_users)) throw new AppError('not-found');
    return date;
  });
  if (!lookup.enabled && !auth.isAdmin) throw new AppError('not-found');
  // a scope may name the graphs its viewer opens; another is the 404 of a disabled graph
  const scope = await viewerScope(db, auth, accountId, services.scopes);
  if (scope?.graphs && !scope.graphs.includes(request.type)) throw new AppError('not-found');
  const k = accountK(lookup.minGroupSize, services.serverMinGroupSize);
  // Keyed by the data versions of the lookup, which follows the database (docs/architecture.md "Caches"), so a
  // change made through another API process or a worker is not answered from this one's cache
  const cacheable = services.results !== null && dates.every((d) => d.answer_count > 0);
  const key = cacheable
    ? JSON.stringify([
        accountId,
        auth.embed ? 'embed' : auth.role,
        auth.isAdmin,
        request,
        dates.map((d) => [d.id, d.data_version, d.enabled_for_users]),
        k,
        lookup.enabled,
        language,
        lookup.labels,
        lookup.dataNamesDigest,
        lookup.dimensions,
        scope,
      ])
    : null;
  return {
    dates,
    k,
    language,
    labels: lookup.labels,
    dataNames: lookup.dataNames,
    dimensions: lookup.dimensions,
    key,
    scope,
  };
}

/** Loads the plan's cubes, refuses filters the caller may not use and computes the graph. */
async function computePlanned(
  services: GraphServices,
  auth: AuthContext,
  accountId: number,
  request: GraphDataRequest,
  plan: GraphPlan,
): Promise<GraphComputation> {
  const { dates, k, language, labels, dataNames } = plan;
  const cubes = await Promise.all(dates.map((date) => cubeOf(services, accountId, date, k)));
  const newest = cubes.reduce((a, b) => (b.date > a.date ? b : a));
  const rowsOf = (id: number) => {
    const cube = cubes.find((c) => c.surveyDateId === id);
    return cube ? graphDimensionRows(plan.dimensions, cube, request.type) : [];
  };
  assertFiltersAllowed(requestFilters(request), rowsOf, cubes, newest, auth.isAdmin);
  const mainDimensionDemographyId = mainDimensionOf(rowsOf(newest.surveyDateId));
  const scope = plan.scope ? graphScopeOf(plan.scope) : null;
  const options = { minGroupSize: k, language, mainDimensionDemographyId, labels, scope };
  try {
    // the engine matches names across dates as stored; the answer names them in the caller's language
    const response = translateGraphResponse(computeGraph(request, cubes, options), dataNames);
    return { response, cubes, language, dataNames, k };
  } catch (error) {
    if (isGraphEngineError(error)) throw new AppError(error.code);
    throw error;
  }
}

/**
 * `POST graph/data` for the export (spec 2 §7, graphs.md): checks the caller may read every date and use
 * every filter, loads the dates' cubes and computes the graph with the account's k and labels and the
 * caller's language; the file needs the cubes too, so it is always computed (a download is rare).
 */
export async function computeGraphFor(
  services: GraphServices,
  auth: AuthContext,
  accountId: number,
  request: GraphDataRequest,
): Promise<GraphComputation> {
  const plan = await planGraph(services, auth, accountId, request);
  return computePlanned(services, auth, accountId, request, plan);
}

/**
 * `POST graph/data`'s answer as the JSON text sent (docs/graphs.md "Through the API"): the access checks
 * run on one lookup, then the result cache is asked before any cube is touched; a computed answer is
 * checked against the response schema and serialised once, and kept as text, so a cached answer costs
 * no serialisation, and no query while the lookup's tables are unchanged.
 */
export async function graphDataJson(
  services: GraphServices,
  auth: AuthContext,
  accountId: number,
  request: GraphDataRequest,
): Promise<string> {
  const plan = await planGraph(services, auth, accountId, request);
  const cached = plan.key === null ? undefined : services.results?.get(plan.key);
  if (cached !== undefined) return cached;
  const { response } = await computePlanned(services, auth, accountId, request, plan);
  const json = serializeGraphResponse(response);
  if (plan.key !== null) services.results?.set(plan.key, json);
  return json;
}

/** The answer as the route's response schema would send it (validated, encoded, stringified). */
export function serializeGraphResponse(response: GraphResponse): string {
  return JSON.stringify(z.encode(zGraphResponse, response));
}
