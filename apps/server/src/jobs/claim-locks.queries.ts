import { type Kysely, sql } from 'kysely';

/** The first key of the job claim locks ("Pulz" in ASCII); the second is the hash of the job id. */
const CLAIM_LOCK_SPACE = 0x50756c7a;

const claimKey = (jobId: string) => sql`${sql.lit(CLAIM_LOCK_SPACE)}, hashtext(${jobId})`;

/**
 * Tries to take a job's claim lock (a session advisory lock) on `db`'s connection without waiting;
 * true when taken. Runs on whatever it is given: a held connection, or the claim's transaction.
 */
// biome-ignore lint/suspicious/noExplicitAny: the lock touches no table of the app's schema.
export async function tryClaimLock(db: Kysely<any>, jobId: string): Promise<boolean> {
  const { rows } = await sql<{
    got: boolean;
  }>`select pg_try_advisory_lock(${claimKey(jobId)}) as got`.execute(db);
  return Boolean(rows[0]?.got);
}

/** Releases a job's claim lock on the connection that holds it. */
// biome-ignore lint/suspicious/noExplicitAny: the lock touches no table of the app's schema.
export async function releaseClaimLock(db: Kysely<any>, jobId: string): Promise<void> {
  await sql`select pg_advisory_unlock(${claimKey(jobId)})`.execute(db);
}
