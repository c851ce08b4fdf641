import {
  participationTables,
  resolveLanguage,
  routes,
  workerGroupCode,
  zGraphDataRequest,
  zGraphExcelExportForm,
} from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ChangeCache } from '../../db/change-feed';
import { AppError, validationRefusal } from '../../errors';
import { CubeCache } from './cube-cache';
import { type GraphServices, computeGraphFor, graphDataJson } from './graph-data.service';
import { accountGraphSettings, callerLanguage, readableDates } from './graph-access.queries';
import { filterOptionsFor } from './graph-filter-options.service';
import { writeGraphXlsx } from './graph-xlsx';
import { LruCache } from '../../services/lru-cache';
import { accountWorkerGroups, participationDemographies } from './participation.queries';
import { writeParticipationXlsx } from './participation-xlsx';
import { visibleCollectors } from './graph-scope';
import { keepGraphServices } from './graphs.service';
import { registerRoute } from '../../routing';
import { attachmentDisposition } from '../../services/file-names';
import { domainPlugin } from '../domain-plugin';
import { callerDataNames } from '../translations/translations.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the export form's `data` must hold: the title and the request; the browser's numbers are ignored (spec 2 §7). */
const zExportData = z.object({ title: z.string().max(1000), request: zGraphDataRequest });

function parseExportData(body: unknown) {
  const form = zGraphExcelExportForm.safeParse(body);
  if (!form.success)
    throw new AppError('validation-failed', { fields: [{ path: 'data', message: 'Required' }] });
  let json: unknown;
  try {
    json = JSON.parse(form.data.data);
  } catch {
    throw new AppError('validation-failed', { fields: [{ path: 'data', message: 'Invalid JSON' }] });
  }
  const parsed = zExportData.safeParse(json);
  if (!parsed.success) {
    // the same answer as graph/data for a field the graph does not take; anything else is the form's data
    const refusal = validationRefusal(parsed.error.issues);
    if (refusal.code !== 'validation-failed')
      throw new AppError(refusal.code, {
        fields: refusal.fields.map((f) => ({ ...f, path: `data.${f.path}` })),
      });
    throw new AppError('validation-failed', { fields: [{ path: 'data', message: 'Invalid export data' }] });
  }
  return parsed.data;
}

const sendXlsx = (reply: import('fastify').FastifyReply, name: string, file: Buffer) =>
  reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', attachmentDisposition(`${name}.xlsx`))
    .header('Cache-Control', 'no-store')
    .send(file);

/**
 * The participation xlsx's name: what it is, the survey month and the worker group (as its code:
 * lower case, accents dropped, words joined by hyphens), in the caller's language.
 */
export function participationFileName(
  language: 'hu' | 'en',
  day: string,
  workerGroup: string | null,
): string {
  const what = language === 'hu' ? 'reszveteli-arany' : 'participation-rate';
  return [what, day.slice(0, 7), ...(workerGroup === null ? [] : [workerGroupCode(workerGroup)])]
    .filter((part) => part !== '')
    .join('-');
}

/**
 * The graphs domain (spec 2 §7, graphs.md): `POST graph/data`, the sidebar's filter options
 * (docs/privacy.md "Rule 6"), the participation rows and their xlsx, and the graph export recomputed on
 * the server; cubes and identical results are cached (docs/graphs.md "Through the API").
 */
async function graphsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const graph: GraphServices = {
    db,
    serverMinGroupSize: app.env.MIN_GROUP_SIZE,
    cubes: new CubeCache(app.env.GRAPH_CUBE_CACHE_MB * 1024 * 1024),
    results:
      app.env.GRAPH_RESULT_CACHE_ENTRIES > 0
        ? new LruCache<string, string>(app.env.GRAPH_RESULT_CACHE_ENTRIES)
        : null,
    lookups: new ChangeCache(app.database.changes),
    scopes: new ChangeCache(app.database.changes),
  };
  keepGraphServices(app, graph);

  // the export is a plain form post (`data` field) so the browser downloads the answer (spec 2 §7)
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  registerRoute(app, routes.graphData, async ({ body, auth, accountId, reply }) => {
    const json = await graphDataJson(graph, auth, accountId, body);
    // already checked against the response schema and serialised (graphDataJson): a JSON string with
    // its content type is sent as it is, without a second serialisation
    return reply.type('application/json; charset=utf-8').send(json) as never;
  });

  registerRoute(app, routes.graphFilterOptions, async ({ body, auth, accountId }) =>
    filterOptionsFor(graph, auth, accountId, body),
  );

  registerRoute(app, routes.graphExcelExport, async ({ body, auth, accountId, reply }) => {
    const data = parseExportData(body);
    // the numbers are computed again from the request, so the privacy rule applies to the file too
    const result = await computeGraphFor(graph, auth, accountId, data.request);
    const file = await writeGraphXlsx({ title: data.title, ...result, request: data.request });
    return sendXlsx(reply, `graph-${data.request.type}`, file);
  });

  /** The date readable by the caller and the participation graph enabled for users (spec 2 §6). */
  const participationDate = async (auth: { isAdmin: boolean }, accountId: number, id: number) => {
    const [date] = await readableDates(db, accountId, [id], auth);
    const settings = await accountGraphSettings(db, accountId, 'participation_rate');
    if (!settings.enabled && !auth.isAdmin) throw new AppError('not-found');
    return date as NonNullable<typeof date>;
  };

  registerRoute(app, routes.participationRate, async ({ body, auth, accountId }) => {
    await participationDate(auth, accountId, body.survey_date_id);
    // a scoped viewer's rows are those inside the scope (docs/privacy.md "Rule 10")
    return { collectors: await visibleCollectors(db, auth, accountId, body.survey_date_id) };
  });

  registerRoute(app, routes.participationXlsx, async ({ params, query, auth, accountId, reply }) => {
    const date = await participationDate(auth, accountId, params.id);
    const [collectors, stored, storedGroups, dataNames] = await Promise.all([
      visibleCollectors(db, auth, accountId, params.id),
      participationDemographies(db, accountId, params.id),
      accountWorkerGroups(db, accountId),
      callerDataNames(db, auth, accountId),
    ]);
    // units, sheets and the file name in the caller's language (docs/i18n.md "Data names")
    const demographies = stored.map((d) => ({
      ...d,
      name: dataNames.of('demography', d.name),
      answers: d.answers.map((a) => ({ ...a, name: dataNames.of('demography-answer', a.name) })),
    }));
    const groups = storedGroups.map((g) => ({ ...g, name: dataNames.of('worker-group', g.name) }));
    const wanted = query.worker_group_id;
    if (wanted !== undefined && !groups.some((g) => g.id === wanted)) throw new AppError('not-found');
    let tables = participationTables(
      collectors,
      demographies,
      groups.map((g) => g.id),
    );
    if (wanted !== undefined) {
      const table = tables.find((x) => x.worker_group_id === wanted);
      tables = [
        table ?? {
          worker_group_id: wanted,
          rows: [],
          total: { headcount: 0, respondent_count: 0, completion: null },
        },
      ];
    }
    const names = new Map(groups.map((g) => [g.id, g.name]));
    const language = resolveLanguage(await callerLanguage(db, auth));
    const file = await writeParticipationXlsx({
      language,
      tables,
      workerGroupName: (id) => names.get(id) ?? String(id),
    });
    const group = wanted === undefined ? null : (names.get(wanted) ?? null);
    return sendXlsx(reply, participationFileName(language, String(date.date), group), file);
  });
}

/** The graphs domain as a named plugin: its ticket downloads need the tickets and the audit record. */
export const graphsDomain = domainPlugin(graphsRoutes, 'graphs', ['downloadTickets', 'audit']);
