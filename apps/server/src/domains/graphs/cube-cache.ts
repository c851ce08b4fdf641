import type { SurveyCube } from '@pulzus/core/analytics';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type CubeDate, CubeLoader } from './cube-snapshot.service';
import { LruCache } from '../../services/lru-cache';

/** What the cache needs to know of a survey date: its id, its data version and whether it has answers. */
export interface CubeKey {
  id: number;
  data_version: number;
  answer_count: number;
}

/** Counters of the cube cache (for tests and the benchmark). */
export interface CubeCacheStats {
  hits: number;
  builds: number;
  /** Of the builds through `load`: cubes decoded from a stored snapshot. */
  fromSnapshot: number;
  /** Of the builds through `load`: cubes built from the response rows. */
  fromRows: number;
  /** Of the builds through `load`: an older snapshot's cube plus the responses added since. */
  appended: number;
  /** Of the loads for a k: privacy patterns read from beside the snapshot. */
  patternsRead: number;
  /** Of the loads for a k: privacy patterns computed in the cube thread (and kept beside the snapshot). */
  patternsComputed: number;
  entries: number;
  bytes: number;
}

const POINTER = 8;

/** A cube's approximate heap size in bytes: its typed arrays, plus a rough allowance per item, topic, unit and answer. */
export function estimateCubeBytes(cube: SurveyCube): number {
  let bytes =
    cube.answers.byteLength +
    cube.measureBands.reduce((sum, column) => sum + column.byteLength, 0) +
    cube.workerGroupOf.byteLength +
    cube.unitOf.byteLength +
    cube.commitmentItems.byteLength +
    cube.topicItems.byteLength;
  for (const item of cube.items) bytes += 64 + 2 * (item.code.length + item.name.length);
  for (const topic of cube.topics) bytes += 96 + 2 * topic.name.length + topic.itemIndexes.byteLength;
  for (const unit of cube.units)
    bytes += 96 + 2 * (unit.key.length + unit.label.length) + unit.answerIndexes.byteLength;
  for (const d of cube.demographies) bytes += 128 + d.answerOf.byteLength + d.answers.length * 64;
  return bytes + 1024 + cube.items.length * POINTER * 4;
}

/**
 * The in-memory cubes of survey dates (docs/graphs.md "Through the API"): one per date, valid for one
 * `data_version` (an import bumps it, so the next query loads it again: from the stored snapshot of
 * the new version, else from the rows), least recently used evicted past the byte budget. Concurrent
 * requests for the same missing cube share one load. A date without answers is not kept: its
 * configuration may still change (spec 2 §4 locks it only once answers exist).
 */
export class CubeCache {
  readonly #cubes: LruCache<number, { version: number; cube: SurveyCube }>;
  readonly #building = new Map<string, Promise<SurveyCube>>();
  readonly #loader: CubeLoader;
  #hits = 0;
  #builds = 0;

  /** Creates a cache of at most `budgetBytes` estimated bytes of cubes, loading missing ones with `loader`. */
  constructor(budgetBytes: number, loader: CubeLoader = new CubeLoader()) {
    this.#cubes = new LruCache(budgetBytes);
    this.#loader = loader;
  }

  /**
   * The date's cube for its current data version; a missing or stale one is loaded off the event
   * loop from the version's snapshot, else built from the rows and its snapshot stored
   * (cube-snapshot.service.ts), with its privacy pattern for k when given.
   */
  load(
    db: Kysely<Database>,
    accountId: number,
    date: CubeDate,
    k: number | null = null,
  ): Promise<SurveyCube> {
    return this.get(date, () => this.#loader.load(db, accountId, date, k));
  }

  /** The date's cube for its current data version, built with `build` when missing or stale. */
  async get(date: CubeKey, build: () => Promise<SurveyCube>): Promise<SurveyCube> {
    const held = this.#cubes.get(date.id);
    if (held && held.version === date.data_version && date.answer_count > 0) {
      this.#hits++;
      return held.cube;
    }
    const flight = `${date.id}:${date.data_version}`;
    const pending = this.#building.get(flight);
    if (pending) return pending;
    const promise = (async () => {
      this.#builds++;
      const cube = await build();
      if (date.answer_count > 0)
        this.#cubes.set(date.id, { version: date.data_version, cube }, estimateCubeBytes(cube));
      else this.#cubes.delete(date.id);
      return cube;
    })().finally(() => this.#building.delete(flight));
    this.#building.set(flight, promise);
    return promise;
  }

  /** Drops every cube (the benchmark's cold runs). */
  clear(): void {
    this.#cubes.clear();
  }

  /** Hit and build counters, held entries and their estimated bytes. */
  stats(): CubeCacheStats {
    return {
      hits: this.#hits,
      builds: this.#builds,
      fromSnapshot: this.#loader.counts.fromSnapshot,
      fromRows: this.#loader.counts.fromRows,
      appended: this.#loader.counts.appended,
      patternsRead: this.#loader.counts.patternsRead,
      patternsComputed: this.#loader.counts.patternsComputed,
      entries: this.#cubes.size,
      bytes: this.#cubes.used,
    };
  }
}
