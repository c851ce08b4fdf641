import { parseNaive } from '../data/dates.ts';
import { ApiError } from './errors.ts';

const POSITIVE_INT = /^[1-9]\d{0,9}$/;

/** Reads `page` and `per_page` (default 1 and 50); above `max` either 400 `1003` or clamp (provider-api §3.0). */
export function pageParams(
  url: URL,
  max: number,
  overflow: 'error' | 'clamp',
): { page: number; perPage: number } {
  const read = (name: string, fallback: number): number => {
    const raw = url.searchParams.get(name);
    if (raw === null) return fallback;
    if (!POSITIVE_INT.test(raw) || Number(raw) > 2147483647) {
      throw new ApiError('1003', `'${name}' must be a positive integer.`);
    }
    return Number(raw);
  };
  const page = read('page', 1);
  let perPage = read('per_page', 50);
  if (perPage > max) {
    if (overflow === 'error') throw new ApiError('1003', `'per_page' must be at most ${max}.`);
    perPage = max;
  }
  return { page, perPage };
}

/** The documented list envelope: data, per_page, page, total and absolute links repeating the query (provider-api §3.0). */
export function paginate<T>(
  items: readonly T[],
  url: URL,
  base: string,
  page: number,
  perPage: number,
): object {
  const total = items.length;
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number): string => {
    const params = new URLSearchParams(url.searchParams);
    params.set('page', String(p));
    params.set('per_page', String(perPage));
    return `${base}${url.pathname}?${params.toString()}`;
  };
  const links: Record<string, string> = { self: link(page) };
  if (page > 1) {
    links.prev = link(Math.min(page - 1, last));
    links.first = link(1);
  }
  if (page < last) {
    links.next = link(page + 1);
    links.last = link(last);
  }
  return { data: items.slice((page - 1) * perPage, page * perPage), per_page: perPage, page, total, links };
}

/** Reads `sort_by` (one of `allowed`, or null) and `sort_order` (`ASC`/`DESC`, default `ASC`). */
export function sortParams(url: URL, allowed: readonly string[]): { sortBy: string | null; desc: boolean } {
  const sortBy = url.searchParams.get('sort_by');
  if (sortBy !== null && !allowed.includes(sortBy)) {
    throw new ApiError('1003', `'sort_by' must be one of ${allowed.join(', ')}.`);
  }
  const order = url.searchParams.get('sort_order');
  if (order !== null && !/^(asc|desc)$/i.test(order))
    throw new ApiError('1003', "'sort_order' must be ASC or DESC.");
  return { sortBy, desc: order?.toUpperCase() === 'DESC' };
}

/** Reads a date filter in the documented `YYYY-MM-DDTHH:MM:SS` form without offset (provider-api §1), as epoch ms. */
export function dateParam(url: URL, name: string): number | null {
  const raw = url.searchParams.get(name);
  if (raw === null) return null;
  const ms = parseNaive(raw);
  if (ms === null) throw new ApiError('1003', `'${name}' must be YYYY-MM-DDTHH:MM:SS (no offset).`);
  return ms;
}

/** Reads a comma list parameter (e.g. `include`, `collector_ids`), or null when absent. */
export function listParam(url: URL, name: string): Set<string> | null {
  const raw = url.searchParams.get(name);
  if (raw === null) return null;
  return new Set(
    raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** Orders items by a key; ties keep id order so paging is stable. */
export function sortBy<T extends { id: string }>(
  items: T[],
  key: (item: T) => number | string,
  desc: boolean,
): T[] {
  const sign = desc ? -1 : 1;
  return items.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka < kb) return -sign;
    if (ka > kb) return sign;
    return a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}
