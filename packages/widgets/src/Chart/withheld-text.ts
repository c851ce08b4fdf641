import type { WithheldReason } from '@pulzus/core';
import type { ChartMessages } from './chart-messages';

/**
 * The words for a withheld value (tooltip, data table, a heatmap cell): its reason with the k it names, or the plain
 * "hidden for privacy" where the server did not say why (docs/privacy.md "Reasons").
 */
export function withheldText(messages: ChartMessages, reason: WithheldReason | null, k: number): string {
  switch (reason) {
    case 'fewer-than-k':
      return messages.withheldFewerThanK.replace('{{k}}', String(k));
    case 'protects-smaller':
      return messages.withheldProtectsSmaller;
    case 'combination':
      return messages.withheldCombination;
    case 'scope-fewer-than-k':
      return messages.withheldScopeFewerThanK.replace('{{k}}', String(k));
    case 'scope-complement-fewer-than-k':
      return messages.withheldScopeComplement.replace('{{k}}', String(k));
    default:
      return messages.withheld;
  }
}
