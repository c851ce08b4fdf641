const pad = (n: number): string => String(n).padStart(2, '0');

/** Formats epoch ms as `YYYY-MM-DDTHH:MM:SS`, the provider's offset-less form (provider-api §1). */
export function formatNaive(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Formats epoch ms as `YYYY-MM-DDTHH:MM:SS+00:00`, the provider's usual date form (provider-api §1). */
export function formatWithOffset(ms: number): string {
  return `${formatNaive(ms)}+00:00`;
}

const NAIVE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

/** Parses a strict `YYYY-MM-DDTHH:MM:SS` (read as UTC) to epoch ms, or null when malformed or impossible. */
export function parseNaive(text: string): number | null {
  const m = NAIVE.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  return formatNaive(ms) === text ? ms : null;
}
