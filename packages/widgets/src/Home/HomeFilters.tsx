import type { Demography, WorkerGroup } from '@pulzus/core';
import type { FilterRefusals } from '../Graph/filter-refusals';
import { Select } from '../Select/Select';
import type { SelectOptionGroup } from '../Select/select-options';
import { useT } from '../session/useT';
import { Button } from '../ui/Button';
import type { HomeFilter } from './useResultsHome';
import { FilterBar } from './home-filter-styles';

/** Props of {@link HomeFilters}. */
export interface HomeFiltersProps {
  /** The chosen filters. */
  filter: HomeFilter;
  /** Called with the next filters. */
  onFilterChange: (next: HomeFilter) => void;
  /** The account's worker groups. */
  workerGroups: readonly WorkerGroup[];
  /** The newest date's demographies. */
  demographies: readonly Demography[];
  /** The options the privacy rules refuse, with their reasons (docs/privacy.md "Rule 6"). */
  refusals: FilterRefusals;
}

const ALL = 0;
const NONE = '';

/**
 * The results home's filters, applied to every tile: one worker group and one demography answer; an answer the
 * privacy rules refuse is shown disabled with its reason, as in the graph sidebar.
 */
export function HomeFilters({
  filter,
  onFilterChange,
  workerGroups,
  demographies,
  refusals,
}: HomeFiltersProps) {
  const { t } = useT();
  const chosen = Object.entries(filter.demographyFilters).find(([, answers]) => answers.length > 0);
  const demographyValue = chosen ? `${chosen[0]}:${chosen[1][0]}` : NONE;
  const demographyItems: SelectOptionGroup<string>[] = [
    { label: t('home-filter-demography'), options: [{ value: NONE, label: t('home-filter-no-demography') }] },
    ...demographies.map((d) => ({
      label: d.name,
      options: d.answers.map((a) => {
        const value = `${d.id}:${a.id}`;
        const reason = value === demographyValue ? undefined : refusals.answers.get(a.id);
        return { value, label: a.name, ...(reason ? { disabled: true, description: reason } : {}) };
      }),
    })),
  ];
  return (
    <FilterBar data-component="Pulzus.HomeFilters" aria-label={t('home-filter-legend')}>
      <Select
        label={t('home-filter-worker-group')}
        value={filter.workerGroupId ?? ALL}
        items={[
          { value: ALL, label: t('home-filter-all-groups') },
          ...workerGroups.map((g) => {
            const reason = g.id === filter.workerGroupId ? undefined : refusals.workerGroups.get(g.id);
            return { value: g.id, label: g.name, ...(reason ? { disabled: true, description: reason } : {}) };
          }),
        ]}
        onValueChange={(id) => onFilterChange({ ...filter, workerGroupId: id === ALL ? null : id })}
      />
      {demographies.length > 0 && (
        <Select
          label={t('home-filter-demography')}
          value={demographyValue}
          items={demographyItems}
          onValueChange={(value) => {
            const [demography, answer] = value.split(':').map(Number);
            onFilterChange({
              ...filter,
              demographyFilters: value === NONE ? {} : { [demography!]: [answer!] },
            });
          }}
        />
      )}
      {(filter.workerGroupId !== null || chosen) && (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onFilterChange({ workerGroupId: null, demographyFilters: {} })}
        >
          {t('home-filter-clear')}
        </Button>
      )}
    </FilterBar>
  );
}
