import {
  adoptPrivacyPattern,
  cubeSnapshotHeaderEnd,
  cubeSnapshotSource,
  type SurveyCube,
} from '@pulzus/core/analytics';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadCubeRows } from './cube-input.queries';
import { type CubePool, sharedCubePool, UnreadableSnapshotError } from './cube-pool';
import {
  changedResponses,
  cubeDates,
  readCubeSnapshot,
  readCubeSnapshotWithPattern,
  readOlderCubeSnapshot,
  responseSource,
  storeCubeSnapshot,
  storePrivacyPattern,
} from './cube-snapshot.queries';

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
  /** Cubes made of an older snapshot's plus the new responses' rows (an import that only added responses). */
  appended: number;
  /** Snapshots written. */
  stored: number;
  /** Privacy patterns read from beside a snapshot instead of computed. */
  patternsRead: number;
  /** Privacy patterns computed in the cube thread (and kept beside the snapshot). */
  patternsComputed: number;
}

/**
 * Loads cold cubes (docs/graphs.md "Through the API"): the stored snapshot of the date's current data
 * version when there is one, else the response rows, built into a cube and stored as the snapshot for
 * the next cold read (of this or another instance). Decoding and building run in the cube thread
 * (cube-pool.ts); only the database reads happen on the caller's.
 */
export class CubeLoader {
  readonly #pool: CubePool;
  readonly counts: CubeLoadCounts = {
    fromSnapshot: 0,
    fromRows: 0,
    appended: 0,
    stored: 0,
    patternsRead: 0,
    patternsComputed: 0,
  };

  constructor(pool: CubePool = sharedCubePool()) {
    this.#pool = pool;
  }

  /**
   * The date's cube at its current data version; with k, its privacy pattern for k comes with it (read from
   * beside the snapshot, else computed in the cube thread and kept there), so no graph computes it on the
   * event loop.
   */
  async load(
    db: Kysely<Database>,
    accountId: number,
    date: CubeDate,
    k: number | null = null,
  ): Promise<SurveyCube> {
    if (date.answer_count > 0) {
      const stored = await readCubeSnapshotWithPattern(db, accountId, date.id, date.data_version, k);
      if (stored) {
        try {
          const decoded = await this.#pool.decode(stored.snapshot, stored.pattern === null ? k : null);
          this.counts.fromSnapshot++;
          if (k !== null && stored.pattern !== null && this.#adopt(decoded.cube, k, stored.pattern)) {
            this.counts.patternsRead++;
          } else if (k !== null && decoded.pattern !== null) {
            this.#adopt(decoded.cube, k, decoded.pattern);
            this.counts.patternsComputed++;
            await storePrivacyPattern(db, accountId, date.id, date.data_version, {
              k,
              base64: decoded.pattern,
            });
          }
          return decoded.cube;
        } catch (error) {
          // a snapshot the format refuses is rebuilt from the rows (and replaced) below
          if (!(error instanceof UnreadableSnapshotError)) throw error;
        }
      }
    }
    return (await this.#append(db, accountId, date, k)) ?? this.#build(db, accountId, date, k);
  }

  /**
   * Builds and stores the snapshots of the account's dates among `ids` that have answers and no
   * snapshot of their current data version, with their privacy patterns for the account's k: the import's
   * last step, so the first graph read after an import only loads a snapshot and its pattern.
   */
  async store(db: Kysely<Database>, accountId: number, ids: readonly number[], k: number | null = null) {
    for (const date of await cubeDates(db, accountId, ids)) {
      if (date.answer_count === 0) continue;
      if (await readCubeSnapshot(db, accountId, date.id, date.data_version)) continue;
      if (!(await this.#append(db, accountId, date, k))) await this.#build(db, accountId, date, k);
    }
  }

  /** Keeps stored decisions as the cube's pattern for k; false when they are not of this server's format. */
  #adopt(cube: SurveyCube, k: number, base64: string): boolean {
    const bytes = Buffer.from(base64, 'base64');
    return adoptPrivacyPattern(cube, k, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  /**
   * The cube of an older snapshot plus the responses added since, stored as the current version's
   * snapshot (docs/graphs.md "Through the API"); null when that is not the same as a rebuild: no older
   * snapshot that says which responses it holds, a response it holds modified since (or one gone: the
   * count differs), or another configuration (the cube thread compares digests and shapes).
   */
  async #append(
    db: Kysely<Database>,
    accountId: number,
    date: CubeDate,
    k: number | null,
  ): Promise<SurveyCube | null> {
    if (date.answer_count === 0) return null;
    const older = await readOlderCubeSnapshot(db, accountId, date.id, date.data_version);
    const held = older && snapshotSourceOf(older.snapshot);
    if (!older || !held) return null;
    if ((await changedResponses(db, accountId, date.id, held)) > 0) return null;
    const source = await responseSource(db, accountId, date.id);
    const rows = await loadCubeRows(db, accountId, date, held.throughResponseId);
    const result = await this.#pool.append(older.snapshot, rows, source, k).catch((error: unknown) => {
      if (error instanceof UnreadableSnapshotError) return null;
      throw error;
    });
    if (!result || result.cube.respondentCount !== date.answer_count) return null;
    this.counts.appended++;
    await this.#storeIfCurrent(db, accountId, date, result, k);
    return result.cube;
  }

  async #build(
    db: Kysely<Database>,
    accountId: number,
    date: CubeDate,
    k: number | null,
  ): Promise<SurveyCube> {
    // read before the rows: a response committed in between changes the data version, and the snapshot is not stored
    const source = await responseSource(db, accountId, date.id);
    const rows = await loadCubeRows(db, accountId, date);
    const built = await this.#pool.build(rows, source, k);
    this.counts.fromRows++;
    await this.#storeIfCurrent(db, accountId, date, built, k);
    return built.cube;
  }

  /**
   * Stores a cube's snapshot under the date's data version. A date without answers may still change its
   * configuration without a new data version (spec 2 §4), and rows read while an import committed may mix
   * two versions: neither is stored.
   */
  async #storeIfCurrent(
    db: Kysely<Database>,
    accountId: number,
    date: CubeDate,
    { cube, snapshot, pattern }: { cube: SurveyCube; snapshot: string; pattern: string | null },
    k: number | null,
  ): Promise<void> {
    if (k !== null && pattern !== null) {
      this.#adopt(cube, k, pattern);
      this.counts.patternsComputed++;
    }
    if (date.answer_count > 0 && (await unchangedVersion(db, accountId, date))) {
      await storeCubeSnapshot(db, accountId, date.id, date.data_version, {
        base64: snapshot,
        respondentCount: cube.respondentCount,
        pattern: k !== null && pattern !== null ? { k, base64: pattern } : null,
      });
      this.counts.stored++;
    }
  }
}

/** The responses a stored snapshot (base64) holds, decoding only its header; null when unknown or unreadable. */
function snapshotSourceOf(base64: string) {
  try {
    // 24 base64 characters are 18 bytes: the 16-byte prefix names the header's length. PostgreSQL's
    // base64 breaks lines every 76 characters (skipped by the decoder): twice the characters is ample
    const end = cubeSnapshotHeaderEnd(Buffer.from(base64.slice(0, 24), 'base64'));
    const head = Buffer.from(base64.slice(0, Math.ceil(end / 3) * 8), 'base64');
    return cubeSnapshotSource(new Uint8Array(head.buffer, head.byteOffset, head.byteLength));
  } catch {
    return null;
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
export async function storeCubeSnapshots(
  db: Kysely<Database>,
  accountId: number,
  surveyDateIds: readonly number[],
  k: number | null = null,
): Promise<CubeLoadCounts> {
  const loader = new CubeLoader();
  await loader.store(db, accountId, surveyDateIds, k);
  return loader.counts;
}
