import type { InjectOptions } from 'fastify';
import { createProviderSim, type ProviderSim, type ProviderSimOptions } from '@pulzus/provider-sim';
import type { TestApp } from '../../test/app';
import { buildTestApp } from '../../test/app';
import { createUser, tokenFor, createAccount } from '../../test/fixtures';
import { createWorkerGroup } from '../survey-dates/survey-dates.fixtures';
import { importQueueOf } from './import-queue';

/** A test app wired to a simulator over real HTTP on 127.0.0.1; both share the app's test clock. */
export interface SimWorld {
  t: TestApp;
  sim: ProviderSim;
  accountId: number;
  /** A fresh admin token (the tests move the clock past token lifetimes). */
  readonly adminToken: string;
  adminId: number;
  /** Calls the API as the admin with a token valid at the moment of the call. */
  call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown): ReturnType<TestApp['call']>;
  /** Runs queued jobs to completion, waits by moving the shared clock. */
  drain(signal?: AbortSignal): Promise<number>;
  close(): Promise<void>;
}

/** Starts a simulator and a test app pointing at it, with a tenant and its admin. */
export async function createSimWorld(
  simOptions: ProviderSimOptions = {},
  env: Record<string, string> = {},
): Promise<SimWorld> {
  const holder: { t?: TestApp } = {};
  const sim = await createProviderSim({
    seed: 7,
    autoDecision: 'approve',
    rateLimit: { perMinute: 120, perDay: 100_000 },
    ...simOptions,
    clock: () => holder.t?.clock.now ?? Date.now(),
  });
  const t = await buildTestApp({
    PROVIDER_AUTH_URL: sim.url,
    IMPORT_RETRY_DELAY_SECONDS: '0',
    IMPORT_RETRY_LIMIT: '2',
    ...env,
  });
  holder.t = t;
  const account = await createAccount(t);
  const admin = await createUser(t, 'admin', account.id);
  let adminToken = await tokenFor(t, admin.id, account.id);
  let issuedAt = t.clock.now;
  const fresh = async () => {
    if (t.clock.now - issuedAt > 60_000) {
      adminToken = await tokenFor(t, admin.id, account.id);
      issuedAt = t.clock.now;
    }
    return adminToken;
  };
  return {
    t,
    sim,
    accountId: account.id,
    get adminToken() {
      return adminToken;
    },
    adminId: admin.id,
    call: async (method, url, payload) =>
      t.call({
        method,
        url,
        token: await fresh(),
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
    drain: (signal) =>
      importQueueOf(t.app).drain({
        ...(signal ? { signal } : {}),
        sleep: async (ms) => {
          t.clock.advance(ms);
        },
      }),
    close: async () => {
      await t.close();
      await sim.close();
    },
  };
}

/** Runs the connect flow (spec 2 §2): client id and state, the provider's authorize redirect, `sm-connect`. */
export async function connectSim(world: SimWorld, name = 'Szimulátor'): Promise<number> {
  const issued = (await world.call('GET', '/api/sm-client-id')).json();
  const authorize = new URL(issued.authorize_url);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: issued.client_id,
    redirect_uri: issued.redirect_uri,
    state: issued.state,
  }).toString();
  const redirect = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(redirect.headers.get('location') ?? '');
  const code = back.searchParams.get('code') ?? '';
  const connected = await world.call('POST', '/api/sm-connect', {
    code,
    state: back.searchParams.get('state'),
  });
  if (connected.statusCode !== 200) throw new Error(`connect failed: ${connected.body}`);
  const id = connected.json().id as number;
  await world.call('PATCH', `/api/sm-api-key/${id}`, { name });
  return id;
}

/**
 * Imports the survey list, then makes a survey date whose one worker group answers the given
 * simulator survey (as `POST survey-dates` would); answers the ids the tests need.
 */
export async function dateForSimSurvey(world: SimWorld, providerSurveyId: string, date = '2025-06-01') {
  const { t, accountId } = world;
  await world.call('POST', '/api/data-import/surveys', {});
  await world.drain();
  const survey = await t.database.db
    .selectFrom('sm_surveys')
    .select(['id', 'sm_api_key_id'])
    .where('account_id', '=', accountId)
    .where('sm_survey_id', '=', providerSurveyId)
    .executeTakeFirstOrThrow();
  const group = await createWorkerGroup(t, accountId);
  const row = await t.database.db
    .insertInto('survey_dates')
    .values({ account_id: accountId, date, sm_api_key_id: survey.sm_api_key_id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('survey_date_surveys')
    .values({
      account_id: accountId,
      survey_date_id: row.id,
      worker_group_id: group.id,
      sm_survey_id: survey.id,
    })
    .execute();
  return { surveyDateId: row.id, providerSurveyId: survey.id, workerGroupId: group.id };
}
