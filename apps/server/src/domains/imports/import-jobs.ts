import { rematchAccount } from '../item-matches/item-matches.service';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Env } from '../../env';
import type { JobContext } from '../../jobs/job-queue';
import {
  createProviderClient,
  nextPageUrl,
  type ProviderClient,
  ProviderError,
  type ProviderPage,
  type RateBudget,
} from '../provider/provider.service';
import type { TokenSealer } from '../../services/token-seal';
import { ImportJobError, providerErrorCode } from './import-job-errors';
import type { ImportQueue, ReportProgress } from './import-tracking';
import {
  findImportKey,
  importCursor,
  markKeyRevoked,
  refreshSurveys,
  responseTargets,
  saveBudget,
  saveCollectors,
  saveDetails,
  surveyRow,
  upsertSurveys,
} from './imports.queries';
import { storeCubeSnapshots } from '../graphs/cube-snapshot.service';
import { accountK } from '../../services/account-k';
import { accountMinGroupSize } from '../../services/account-k.queries';
import { designLookup, mapAnswers, mapTexts } from './response-mapping';
import { type ResponseRow, storeResponses } from './response-store';

/** What the import jobs need from the app. */
export interface ImportDeps {
  db: Kysely<Database>;
  env: Env;
  sealer: TokenSealer;
  log: FastifyBaseLogger;
}

/**
 * The tasks of the provider import queue (spec 2 §7): what a queued job does. Not the
 * `ImportJobKind` of core, which names a job in the import log the admin sees.
 */
export type ImportQueueTask = 'surveys' | 'details' | 'collectors' | 'responses' | 'nightly';

/** The provider's date filter format: `YYYY-MM-DDTHH:MM:SS`, UTC, no offset (provider-api §1, §3.7). */
export const providerDate = (at: Date): string => at.toISOString().slice(0, 19);

interface BulkResponse {
  id?: unknown;
  collector_id?: unknown;
  response_status?: unknown;
  date_modified?: unknown;
}

/** Registers the import job handlers on the queue; each reports its progress to the job log. */
export function registerImportJobs(queue: ImportQueue, deps: ImportDeps): void {
  // the last budget each key reported, shared by all jobs of this process (provider-api §4)
  const budgets = new Map<number, RateBudget>();

  const withClient = async <T>(
    data: { accountId: number },
    keyId: number,
    ctx: JobContext,
    run: (client: ProviderClient) => Promise<T>,
  ): Promise<T> => {
    const key = await findImportKey(deps.db, data.accountId, keyId);
    if (!key?.sealedToken) throw new ImportJobError('api-key-not-connected', 'the API key is not connected');
    let token: string;
    try {
      token = deps.sealer.open(key.sealedToken);
    } catch {
      throw new ImportJobError('api-key-not-connected', 'the API key cannot be opened');
    }
    const client = createProviderClient({
      accessUrl: key.accessUrl,
      token,
      timeoutMs: deps.env.PROVIDER_TIMEOUT_MS,
      budget: budgets.get(key.id) ?? key.budget,
      onBudget: async (budget) => {
        budgets.set(key.id, budget);
        await saveBudget(deps.db, key.id, budget);
      },
      now: ctx.now,
      sleep: ctx.sleep,
      signal: ctx.signal,
    });
    try {
      return await run(client);
    } catch (error) {
      if (error instanceof ProviderError && !error.retryable) {
        if (error.reason === 'revoked' || error.reason === 'unauthorized') {
          await markKeyRevoked(deps.db, data.accountId, key.id);
        }
        throw new ImportJobError(providerErrorCode(error.reason), error.message);
      }
      throw error;
    }
  };

  const survey = async (data: { accountId: number; providerSurveyId?: number }) => {
    const row = await surveyRow(deps.db, data.accountId, Number(data.providerSurveyId));
    if (!row) throw new ImportJobError('survey-not-found', 'the survey is gone');
    return row;
  };

  queue.handle('surveys', async (data, ctx, progress) => {
    const keyId = Number(data.apiKeyId);
    const surveys = await withClient(data, keyId, ctx, (client) =>
      fetchAllPages<{ id: unknown; title: unknown }>(client, '/surveys', { per_page: 1000 }, progress),
    );
    await upsertSurveys(
      deps.db,
      data.accountId,
      keyId,
      surveys.map((s) => ({ id: String(s.id), title: typeof s.title === 'string' ? s.title : '' })),
    );
  });

  queue.handle('details', async (data, ctx, progress) => {
    const row = await survey(data);
    const details = await withClient(data, row.sm_api_key_id, ctx, (c) =>
      c.get(`/surveys/${row.sm_survey_id}/details`),
    );
    await saveDetails(deps.db, data.accountId, row.id, details, ctx.now());
    // a new or copied design: its items are matched to the earlier dates' (docs/import.md)
    await rematchAccount(deps.db, data.accountId);
    await progress({ pagesFetched: 1, pagesTotal: 1, itemsFetched: 1, itemsTotal: 1 });
  });

  queue.handle('collectors', async (data, ctx, progress) => {
    const row = await survey(data);
    const collectors = await withClient(data, row.sm_api_key_id, ctx, (c) =>
      fetchAllPages<{ id: unknown; name: unknown }>(
        c,
        `/surveys/${row.sm_survey_id}/collectors`,
        { per_page: 1000 },
        progress,
      ),
    );
    await saveCollectors(
      deps.db,
      data.accountId,
      row.id,
      collectors.map((c) => ({ id: String(c.id), name: typeof c.name === 'string' ? c.name : '' })),
    );
  });

  queue.handle('responses', async (data, ctx, progress) => {
    const row = await survey(data);
    await withClient(data, row.sm_api_key_id, ctx, async (client) => {
      let details = row.details;
      if (!details) {
        details = await client.get(`/surveys/${row.sm_survey_id}/details`);
        await saveDetails(deps.db, data.accountId, row.id, details, ctx.now());
        await rematchAccount(deps.db, data.accountId);
      }
      const lookup = designLookup(details);
      const targets = await responseTargets(deps.db, data.accountId, row.id);
      if (targets.length === 0) return;
      const cursor = await importCursor(deps.db, data.accountId, targets);
      const query: Record<string, string | number> = {
        per_page: 100,
        sort_by: 'date_modified',
        sort_order: 'ASC',
      };
      // the start bound is inclusive: the newest stored responses are read again and upserted as no-ops
      if (cursor) query.start_modified_at = providerDate(cursor);
      const first = new URL(`${client.baseUrl}/surveys/${row.sm_survey_id}/responses/bulk`);
      for (const [k, v] of Object.entries(query)) first.searchParams.set(k, String(v));
      let url: URL = first;
      let pages = 0;
      let items = 0;
      // fetch the next page while the current one is stored: the budget, not the database, sets the pace
      let pending: Promise<ProviderPage<BulkResponse>> | null =
        client.getUrl<ProviderPage<BulkResponse>>(url);
      while (pending) {
        const page: ProviderPage<BulkResponse> = await pending;
        const next = nextPageUrl(url, page);
        pending = next ? client.getUrl<ProviderPage<BulkResponse>>(next) : null;
        if (next) url = next;
        pending?.catch(() => {});
        const received = Array.isArray(page.data) ? page.data : [];
        const rows = received.flatMap((r) => toRow(r, lookup));
        await storeResponses(deps.db, data.accountId, targets, rows);
        pages += 1;
        items += received.length;
        await progress(pageProgress(page, pages, items));
        await ctx.touch();
      }
      // the dates' cubes are built once here, so the first graph read after the import loads their
      // snapshots instead of the rows (docs/graphs.md "Through the API"); a failure only costs that read
      // with the privacy pattern for the account's k beside each, which a cold read would compute otherwise
      await accountMinGroupSize(deps.db, data.accountId)
        .then((own) =>
          storeCubeSnapshots(
            deps.db,
            data.accountId,
            targets.map((t) => t.surveyDateId),
            accountK(own, deps.env.MIN_GROUP_SIZE),
          ),
        )
        .catch((error: unknown) => deps.log.warn({ err: error }, 'storing cube snapshots failed'));
    });
  });

  queue.handle('nightly', async () => {
    // spec 1 §9: the nightly fetch of dates with refresh enabled
    for (const target of await refreshSurveys(deps.db)) {
      await queue.send({
        kind: 'responses',
        accountId: target.account_id,
        providerSurveyId: target.sm_survey_id,
      });
    }
  });
}

/** Progress after a page: pages and items so far, and the totals the page's envelope names (provider-api §3.0). */
function pageProgress(page: Partial<ProviderPage<unknown>>, pages: number, items: number) {
  const total = typeof page.total === 'number' && page.total >= 0 ? page.total : null;
  const perPage = typeof page.per_page === 'number' && page.per_page > 0 ? page.per_page : null;
  return {
    pagesFetched: pages,
    pagesTotal: total !== null && perPage !== null ? Math.max(pages, Math.ceil(total / perPage)) : null,
    itemsFetched: items,
    itemsTotal: total === null ? null : Math.max(items, total),
  };
}

/** Every item of a provider list, page by page (following `links.next`), reporting progress after each page. */
async function fetchAllPages<T>(
  client: ProviderClient,
  path: string,
  query: Record<string, string | number>,
  progress: ReportProgress,
): Promise<T[]> {
  const items: T[] = [];
  let url: URL | null = new URL(`${client.baseUrl}${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  for (let pages = 1; url && pages <= 10_000; pages++) {
    const page: ProviderPage<T> = await client.getUrl<ProviderPage<T>>(url);
    items.push(...(Array.isArray(page.data) ? page.data : []));
    await progress(pageProgress(page, pages, items.length));
    url = nextPageUrl(url, page);
  }
  return items;
}

function toRow(response: BulkResponse, lookup: ReturnType<typeof designLookup>): ResponseRow[] {
  const id = typeof response.id === 'string' || typeof response.id === 'number' ? String(response.id) : null;
  const modified = typeof response.date_modified === 'string' ? new Date(response.date_modified) : null;
  if (!id || !modified || Number.isNaN(modified.getTime())) return [];
  return [
    {
      providerResponseId: id,
      providerCollectorId: response.collector_id ? String(response.collector_id) : null,
      status: typeof response.response_status === 'string' ? response.response_status : 'completed',
      modifiedAt: modified,
      answers: mapAnswers(response, lookup),
      texts: mapTexts(response, lookup),
    },
  ];
}
