import type { PGlite } from '@electric-sql/pglite';
import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import pg from 'pg';

/**
 * The channel the `0017` triggers notify on after any statement that changes a table a request's lookups read
 * (docs/architecture.md "Caches").
 */
export const CHANGES_CHANNEL = 'pulzus_changes';

/**
 * Whether what this process read from the database may still be current: an epoch that moves on every change
 * this process makes or hears of, and whether it can hear of changes at all (docs/architecture.md "Caches").
 * While `live` is false (the listening connection is down or not yet up), nothing may be cached.
 */
export class ChangeFeed {
  #epoch = 0;
  #live: boolean;

  constructor(live: boolean) {
    this.#live = live;
  }

  get epoch(): number {
    return this.#epoch;
  }

  get live(): boolean {
    return this.#live;
  }

  /** Something changed (or may have): whatever was read before is no longer known to be current. */
  changed(): void {
    this.#epoch++;
  }

  /** The listening connection came up or went down; either way, nothing read before it is trusted. */
  setLive(live: boolean): void {
    this.#live = live;
    this.#epoch++;
  }
}

/**
 * A per-process cache of database reads that holds only while nothing changed (docs/architecture.md
 * "Caches"): every change empties it, a read that a change overtook is not kept, and while the feed is not
 * live every read goes to the database. Bounded: full, it starts over.
 */
export class ChangeCache<V> {
  readonly #feed: ChangeFeed;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, V>();
  #epoch: number;

  constructor(feed: ChangeFeed, maxEntries = 10_000) {
    this.#feed = feed;
    this.#maxEntries = maxEntries;
    this.#epoch = feed.epoch;
  }

  /** The value read under `key` since the last change, or what `load` reads now (kept if nothing changed meanwhile). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const feed = this.#feed;
    if (!feed.live) return load();
    this.#sync();
    if (this.#entries.has(key)) return this.#entries.get(key) as V;
    const before = feed.epoch;
    const value = await load();
    if (feed.live && feed.epoch === before) {
      this.#sync();
      if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
      this.#entries.set(key, value);
    }
    return value;
  }

  /** How many reads are kept (for tests). */
  get size(): number {
    this.#sync();
    return this.#entries.size;
  }

  #sync(): void {
    if (this.#epoch === this.#feed.epoch) return;
    this.#entries.clear();
    this.#epoch = this.#feed.epoch;
  }
}

/** Whether a statement may change data: anything but a plain select (a raw text is a select only if it says so). */
function mayWrite(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  if (kind === 'SelectQueryNode') return false;
  if (kind === 'RawNode') return !/^\s*(select|show|listen|unlisten)\b/i.test(query.sql);
  return true;
}

/**
 * Wraps a dialect so that this process's own writes move the feed at once, before and after the statement
 * and after every commit or rollback: a read that ran beside a write is never kept (the triggers' notification
 * would come too, but a moment later).
 */
export function changeAwareDialect(dialect: Dialect, feed: ChangeFeed): Dialect {
  return {
    createAdapter: (): DialectAdapter => dialect.createAdapter(),
    createDriver: (): Driver => new ChangeAwareDriver(dialect.createDriver(), feed),
    createIntrospector: (db: Kysely<unknown>): DatabaseIntrospector => dialect.createIntrospector(db),
    createQueryCompiler: (): QueryCompiler => dialect.createQueryCompiler(),
  };
}

class ChangeAwareConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    readonly feed: ChangeFeed,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (!mayWrite(compiledQuery)) return this.inner.executeQuery<R>(compiledQuery);
    this.feed.changed();
    try {
      return await this.inner.executeQuery<R>(compiledQuery);
    } finally {
      this.feed.changed();
    }
  }

  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    const write = mayWrite(compiledQuery);
    if (write) this.feed.changed();
    try {
      yield* this.inner.streamQuery<R>(compiledQuery, chunkSize);
    } finally {
      if (write) this.feed.changed();
    }
  }
}

const innerOf = (connection: DatabaseConnection) =>
  connection instanceof ChangeAwareConnection ? connection.inner : connection;

class ChangeAwareDriver implements Driver {
  readonly savepoint?: Driver['savepoint'];
  readonly rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  readonly releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(
    readonly inner: Driver,
    readonly feed: ChangeFeed,
  ) {
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = inner;
    if (savepoint) this.savepoint = (c, name, compile) => savepoint.call(inner, innerOf(c), name, compile);
    if (rollbackToSavepoint)
      this.rollbackToSavepoint = async (c, name, compile) => {
        await rollbackToSavepoint.call(inner, innerOf(c), name, compile);
        feed.changed();
      };
    if (releaseSavepoint)
      this.releaseSavepoint = (c, name, compile) => releaseSavepoint.call(inner, innerOf(c), name, compile);
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ChangeAwareConnection(await this.inner.acquireConnection(), this.feed);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(innerOf(connection), settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.commitTransaction(innerOf(connection));
    } finally {
      this.feed.changed();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.rollbackTransaction(innerOf(connection));
    } finally {
      this.feed.changed();
    }
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(innerOf(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** How long to wait before listening again after the connection dropped, at most (doubling from 100 ms). */
const MAX_RETRY_MS = 5_000;

/**
 * Listens on PostgreSQL for the changes of other processes (docs/architecture.md "Several instances"): one
 * connection of its own; while it is down the feed is not live (nothing is cached) and it reconnects with a
 * backoff. Resolves once listening (or once the first attempt failed: the process still serves, uncached).
 */
export async function listenOnPostgres(url: string, feed: ChangeFeed): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 100;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const dropped = () => {
      if (client !== next) return;
      client = null;
      feed.setLive(false);
      next.end().catch(() => {});
      if (!closed) schedule();
    };
    next.on('error', dropped);
    next.on('end', dropped);
    next.on('notification', () => feed.changed());
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
    } catch {
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => {});
      if (!closed) schedule();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = 100;
    feed.setLive(true);
  };
  const schedule = () => {
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  await connect();
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    const open = client;
    client = null;
    feed.setLive(false);
    if (open) {
      open.removeAllListeners();
      open.on('error', () => {});
      await open.end().catch(() => {});
    }
  };
}

/** Listens on an embedded PGlite, where every process sharing it is this one: live from the start. */
export async function listenOnPglite(pglite: PGlite, feed: ChangeFeed): Promise<() => Promise<void>> {
  const unlisten = await pglite.listen(CHANGES_CHANNEL, () => feed.changed());
  feed.setLive(true);
  return async () => {
    feed.setLive(false);
    if (!pglite.closed) await unlisten().catch(() => {});
  };
}
