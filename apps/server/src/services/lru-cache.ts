/** A least-recently-used map bounded by a total cost (bytes, or 1 per entry). */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; cost: number }>();
  readonly #budget: number;
  #used = 0;
  #hits = 0;
  #misses = 0;

  /** Creates a cache holding entries whose costs add up to at most `budget`. */
  constructor(budget: number) {
    this.#budget = budget;
  }

  /** The value of a key, marking it most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) {
      this.#misses++;
      return undefined;
    }
    this.#hits++;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores a value, evicting the least recently used entries until it fits; one costlier than the budget is not kept. */
  set(key: K, value: V, cost = 1): void {
    this.delete(key);
    if (cost > this.#budget) return;
    while (this.#used + cost > this.#budget) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    this.#entries.set(key, { value, cost });
    this.#used += cost;
  }

  /** Removes a key. */
  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#used -= entry.cost;
  }

  /** Removes every entry. */
  clear(): void {
    this.#entries.clear();
    this.#used = 0;
  }

  /** How many entries are held. */
  get size(): number {
    return this.#entries.size;
  }

  /** Lookups that found their key and lookups that did not, since the cache was made (`GET /api/metrics`). */
  get lookups(): { hits: number; misses: number } {
    return { hits: this.#hits, misses: this.#misses };
  }

  /** The sum of the held entries' costs. */
  get used(): number {
    return this.#used;
  }

  /** The keys, least recently used first. */
  keys(): K[] {
    return [...this.#entries.keys()];
  }
}
