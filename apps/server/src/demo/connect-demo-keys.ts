import type { FastifyInstance } from 'fastify';
import { createTokenSealer, sealingKey } from '../services/token-seal';
import type { DemoProvider } from './demo-provider';

/** The name of the demo tenant's provider key (seed.ts). */
export const DEMO_KEY_NAME = 'Demo szimulátor';

/**
 * Connects the demo key, and every key an admin connected to the demo simulator earlier, to the running
 * simulator: the simulator keeps tokens in memory only, so each start gives those keys a fresh token
 * (sealed at rest like the connect flow's) and forgets their stale budget and revoked mark. Keys of a
 * real provider are left alone. Answers how many keys were connected.
 */
export async function connectDemoKeys(app: FastifyInstance, provider: DemoProvider): Promise<number> {
  const db = app.database.db;
  const simUrls = [provider.sim.url, `http://127.0.0.1:${app.env.DEMO_PROVIDER_PORT}`];
  const keys = await db
    .selectFrom('sm_api_keys')
    .select(['id', 'account_id'])
    .where((eb) => eb.or([eb('name', '=', DEMO_KEY_NAME), eb('access_url', 'in', simUrls)]))
    .orderBy('id')
    .execute();
  const sealer = createTokenSealer(sealingKey(app.env));
  for (const key of keys) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sm_api_keys')
        .set({
          access_token_sealed: sealer.seal(provider.sim.state.issueToken()),
          access_url: provider.sim.url,
          day_remaining: null,
          day_reset: null,
          minute_remaining: null,
          minute_reset: null,
        })
        .where('id', '=', key.id)
        .execute();
      await trx.deleteFrom('sm_api_key_status').where('sm_api_key_id', '=', key.id).execute();
    });
  }
  return keys.length;
}
