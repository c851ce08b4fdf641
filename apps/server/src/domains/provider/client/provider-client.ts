import { errorFromAnswer, ProviderError } from './provider-error';
import { type RateBudget, readRateBudget, waitBeforeNext } from './rate-budget';

/** How a client reaches the provider and spends its budget; time and sleep are injectable for tests. */
export interface ProviderClientOptions {
  /** The key's `access_url` (provider-api §2.3); calls go to `<accessUrl>/v3/…`. */
  accessUrl: string;
  /** The bearer token; never logged, never part of an error. */
  token: string;
  /** Per-request timeout in milliseconds. */
  timeoutMs: number;
  /** The last known budget of this key (null: unknown). */
  budget?: RateBudget | null;
  /** Called with the budget every answer reports. */
  onBudget?: (budget: RateBudget) => void | Promise<void>;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  /** How many times a 5xx, a network fault or a timeout is retried within one call. Default 4. */
  retries?: number;
  /** Aborts waits and requests (a shutting-down worker). */
  signal?: AbortSignal;
}

/** The list envelope of the provider (provider-api §3.0). */
export interface ProviderPage<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
  links: { next?: string };
}

/** A minimal provider API v3 client: bearer auth, budget pacing, retries with backoff, typed errors. */
export interface ProviderClient {
  /** GETs `/v3<path>` with query parameters; answers the parsed JSON. */
  get<T>(path: string, query?: Record<string, string | number>): Promise<T>;
  /** Every item of a list endpoint, following `links.next` (provider-api §3.0). */
  getAll<T>(path: string, query?: Record<string, string | number>): Promise<T[]>;
  /** GETs an absolute URL below the base (a page built by `nextPageUrl`). */
  getUrl<T>(url: URL): Promise<T>;
  /** `<accessUrl>/v3`. */
  readonly baseUrl: string;
  /** The budget the last answer reported. */
  readonly budget: RateBudget | null;
}

const realSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Creates a client for one connected key (provider-api §1–§5). */
export function createProviderClient(options: ProviderClientOptions): ProviderClient {
  const base = `${options.accessUrl.replace(/\/+$/, '')}/v3`;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => realSleep(ms, options.signal));
  const retries = options.retries ?? 4;
  let budget = options.budget ?? null;

  const once = async (url: string): Promise<{ status: number; body: unknown; headers: Headers }> => {
    const signal = options.signal
      ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)])
      : AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: `bearer ${options.token}`, accept: 'application/json' },
        signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      const name = (error as { name?: string } | null)?.name;
      throw new ProviderError(name === 'TimeoutError' ? 'timeout' : 'network');
    }
    let body: unknown = null;
    try {
      const text = await response.text();
      body = text ? JSON.parse(text) : null;
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      // a dropped connection mid-body or a broken JSON body
      const name = (error as { name?: string } | null)?.name;
      throw new ProviderError(
        name === 'TimeoutError' ? 'timeout' : response.ok ? 'network' : 'bad-response',
        response.status,
      );
    }
    return { status: response.status, body, headers: response.headers };
  };

  const request = async <T>(url: string): Promise<T> => {
    let failures = 0;
    for (;;) {
      const wait = waitBeforeNext(budget, now());
      if (wait > 0) await sleep(wait);
      let answer: { status: number; body: unknown; headers: Headers };
      try {
        answer = await once(url);
      } catch (error) {
        if (error instanceof ProviderError && error.retryable && failures < retries) {
          await sleep(backoff(failures++));
          continue;
        }
        throw error;
      }
      const reported = readRateBudget(answer.headers, now());
      if (reported) {
        budget = reported;
        await options.onBudget?.(reported);
      }
      if (answer.status >= 200 && answer.status < 300) {
        if (answer.body === null || typeof answer.body !== 'object')
          throw new ProviderError('bad-response', answer.status);
        return answer.body as T;
      }
      const error = errorFromAnswer(answer.status, answer.body);
      if (error.reason === 'rate-limited') {
        // a 429 spends no retry: wait for the reset the headers name, then go on (provider-api §4)
        if (!reported || reported.minuteRemaining > 0) {
          budget = { ...(reported ?? fallbackBudget(now())), minuteRemaining: 0 };
          if (!reported) budget.minuteReset = new Date(now().getTime() + 60_000);
        }
        if (failures++ > retries * 4) throw error;
        continue;
      }
      if (error.retryable && failures < retries) {
        await sleep(backoff(failures++));
        continue;
      }
      throw error;
    }
  };

  const urlOf = (path: string, query: Record<string, string | number> = {}) => {
    const url = new URL(base + path);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
    return url;
  };

  return {
    get budget() {
      return budget;
    },
    baseUrl: base,
    get: (path, query) => request(urlOf(path, query).toString()),
    getUrl: (url) => request(url.toString()),
    async getAll<T>(path: string, query: Record<string, string | number> = {}) {
      const items: T[] = [];
      let url: URL | null = urlOf(path, query);
      for (let guard = 0; url && guard < 10_000; guard++) {
        const page: ProviderPage<T> = await request<ProviderPage<T>>(url.toString());
        items.push(...(Array.isArray(page.data) ? page.data : []));
        url = nextPageUrl(url, page);
      }
      return items;
    },
  };
}

/**
 * The next page to ask for: `page`/`per_page` taken from `links.next`, our own filters re-sent
 * (provider-api §3.0: links may not repeat them); null on the last page.
 */
export function nextPageUrl(current: URL, page: { links?: { next?: string } }): URL | null {
  const next = page.links?.next;
  if (!next) return null;
  let link: URL;
  try {
    link = new URL(next);
  } catch {
    return null;
  }
  const url = new URL(current);
  for (const key of ['page', 'per_page']) {
    const value = link.searchParams.get(key);
    if (value) url.searchParams.set(key, value);
  }
  return url.toString() === current.toString() ? null : url;
}

function backoff(attempt: number): number {
  return Math.min(30_000, 500 * 2 ** attempt);
}

function fallbackBudget(now: Date): RateBudget {
  return {
    minuteLimit: null,
    minuteRemaining: 0,
    minuteReset: new Date(now.getTime() + 60_000),
    dayLimit: null,
    dayRemaining: 1,
    dayReset: new Date(now.getTime() + 86_400_000),
  };
}
