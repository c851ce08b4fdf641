import { resolveMinGroupSize } from '@pulzus/core';

/**
 * The k in force for an account: its own `min_group_size` when set, otherwise the server's `MIN_GROUP_SIZE`, and
 * never below the server's, even when saved before the server's was raised (docs/privacy.md "Threat model").
 */
export function accountK(accountMinGroupSize: number | null, serverMinGroupSize: number): number {
  return Math.max(
    resolveMinGroupSize(accountMinGroupSize, serverMinGroupSize),
    resolveMinGroupSize(null, serverMinGroupSize),
  );
}
