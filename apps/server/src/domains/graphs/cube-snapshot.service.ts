import type { SurveyCube } from '@pulzus/core/analytics';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadCubeRows } from './cube-input.queries';
import { type CubePool, sharedCubePool, UnreadableSnapshotError } from './cube-pool';
import { cubeDates, readCubeSnapshot, storeCubeSnapshot } from './cube-snapshot.queries';

/** A survey date as the cube loader needs it: its id, day, data version and answer count. */
export interface CubeDate {
  id: number;
  date: string;
  data_version: number;
  answer_count: number;
}

/** Where cold cubes came from (tests and the benchmark count them). */
export interface CubeLoadCounts {
  /** Cubes decoded from a stored snapshot. */
  fromSnapshot: number;
  /** Cubes built from the response rows. */
  fromRows: number;
  /** Snapshots written. */
  stored: number;
}

/**
 * Loads cold cubes (docs/graphs.md "Through the API"): the stored snapshot of the date's current data
 * version when there is one, else the response rows, built into a cube and stored as the snapshot for
 * the next cold read (of this or another instance). Decoding and building run in the cube thread
 * (cube-pool.ts); only the database reads happen on the caller's.
 */
export class CubeLoader {
  readonly #pool: CubePool;
  readonly counts: CubeLoadCounts = { fromSnapshot: 0, fromRows: 0, stored: 0 };

  constructor(pool: CubePool = sharedCubePool()) {
    this.#pool = pool;
  }

  /** The date's cube at its current data version. */
  async load(db: Kysely<Database>, accountId: number, date: CubeDate): Promise<SurveyCube> {
    if (date.answer_count > 0) {
      const snapshot = await readCubeSnapshot(db, accountId, date.id, date.data_version);
      if (snapshot) {
        try {
          const cube = await this.#pool.decode(snapshot);
          this.counts.fromSnapshot++;
          return cube;
        } catch (error) {
          // a snapshot the format refuses is rebuilt from the rows (and replaced) below
          if (!(error instanceof UnreadableSnapshotError)) throw error;
        }
      }
    }
    return this.#build(db, accountId, date);
  }

  /**
   * Builds and stores the snapshots of the account's dates among `ids` that have answers and no
   * snapshot of their current data version: the import's last step, so the first graph read after
   * an import only loads a snapshot.
   */
  async store(db: Kysely<Database>, accountId: number, ids: readonly number[]): Promise<void> {
    for (const date of await cubeDates(db, accountId, ids)) {
      if (date.answer_count === 0) continue;
      if (await readCubeSnapshot(db, accountId, date.id, date.data_version)) continue;
      await this.#build(db, accountId, date);
    }
  }

  async #build(db: Kysely<Database>, accountId: number, date: CubeDate): Promise<SurveyCube> {
    const rows = await loadCubeRows(db, accountId, date);
    const { cube, snapshot } = await this.#pool.build(rows);
    this.counts.fromRows++;
    // a date without answers may still change its configuration without a new data version (spec 2
    // §4), and rows read while an import committed may mix two versions: neither is stored
    if (date.answer_count > 0 && (await unchangedVersion(db, accountId, date))) {
      await storeCubeSnapshot(db, accountId, date.id, date.data_version, {
        base64: snapshot,
        respondentCount: cube.respondentCount,
      });
      this.counts.stored++;
    }
    return cube;
  }
}

/** Whether the date still has the data version its rows were read under. */
async function unchangedVersion(db: Kysely<Database>, accountId: number, date: CubeDate): Promise<boolean> {
  const [now] = await cubeDates(db, accountId, [date.id]);
  return now?.data_version === date.data_version;
}

/**
 * Stores the cube snapshots of dates whose data an import just changed (docs/graphs.md "Through the
 * API"), in this process's cube thread. A failure is the caller's to log: the next cold read builds
 * and stores the snapshot instead.
 */
export function storeCubeSnapshots(
  db: Kysely<Database>,
  accountId: number,
  surveyDateIds: readonly number[],
): Promise<void> {
  return new CubeLoader().store(db, accountId, surveyDateIds);
}
