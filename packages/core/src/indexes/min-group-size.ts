/** Minimum group size k: default 5, and a per-account value is held within 3..10 (graphs.md "Privacy"). */
export const MIN_GROUP_SIZE = { default: 5, min: 3, max: 10 } as const;

/** The k in force: the account's value clamped to 3..10, else the server default (itself clamped). */
export function resolveMinGroupSize(
  accountValue?: number | null,
  serverDefault: number = MIN_GROUP_SIZE.default,
): number {
  const clamp = (k: number) => Math.min(MIN_GROUP_SIZE.max, Math.max(MIN_GROUP_SIZE.min, Math.floor(k)));
  if (accountValue != null && Number.isFinite(accountValue)) return clamp(accountValue);
  return Number.isFinite(serverDefault) ? clamp(serverDefault) : MIN_GROUP_SIZE.default;
}
