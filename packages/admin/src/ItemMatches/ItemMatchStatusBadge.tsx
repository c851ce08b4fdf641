import { formatPercent, type ItemMatch } from '@pulzus/core';
import { useT } from '@pulzus/widgets';
import { Badge } from './item-matches-styles';

const STATUS_KEYS = {
  exact: 'admin-item-matches-status-exact',
  text: 'admin-item-matches-status-text',
  suggested: 'admin-item-matches-status-suggested',
  confirmed: 'admin-item-matches-status-confirmed',
  broken: 'admin-item-matches-status-broken',
  new: 'admin-item-matches-status-new',
} as const;

/** An item's match status as a badge, e.g. "Azonos szöveg" or "Javaslat 82%"; the status also as `data-status`. */
export function ItemMatchStatusBadge({ item }: { item: Pick<ItemMatch, 'status' | 'confidence'> }) {
  const { t, language } = useT();
  const percent = item.confidence === null ? '' : formatPercent(item.confidence * 100, language);
  return <Badge data-status={item.status}>{t(STATUS_KEYS[item.status], { percent }).trim()}</Badge>;
}
