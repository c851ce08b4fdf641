import { useT } from '@pulzus/widgets';
import { useId } from 'react';
import { ITEM_MATCH_FILTERS, type ItemMatchFilter, type ItemMatchSummary } from './item-match-rules';
import { Chips } from './item-matches-styles';

const FILTER_KEYS = {
  all: 'admin-item-matches-filter-all',
  suggested: 'admin-item-matches-filter-suggested',
  new: 'admin-item-matches-filter-new',
  decided: 'admin-item-matches-filter-decided',
} as const;

/** Props of {@link ItemMatchFilters}. */
export interface ItemMatchFiltersProps {
  /** The chosen filter. */
  value: ItemMatchFilter;
  /** Called with the chosen filter. */
  onValueChange: (filter: ItemMatchFilter) => void;
  /** The counts shown on the chips. */
  summary: ItemMatchSummary;
}

/** The filter of the matching list as chips: native radio buttons, so the arrows move between them. */
export function ItemMatchFilters({ value, onValueChange, summary }: ItemMatchFiltersProps) {
  const { t } = useT();
  const name = useId();
  return (
    <Chips>
      <legend>{t('admin-item-matches-filter')}</legend>
      {ITEM_MATCH_FILTERS.map((filter) => (
        <label key={filter} data-selected={filter === value ? '' : undefined}>
          <input
            type="radio"
            name={name}
            value={filter}
            checked={filter === value}
            onChange={() => onValueChange(filter)}
          />
          {t(FILTER_KEYS[filter], { count: summary.byFilter[filter] })}
        </label>
      ))}
    </Chips>
  );
}
