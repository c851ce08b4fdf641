import type { Demography } from '../schemas/demography';
import type { SidebarState } from './sidebar-state';

/** The demography fields the sidebar rules read. */
export type SidebarDemography = Pick<Demography, 'id' | 'name' | 'worker_groups'>;

const validFor = (workerGroupId: number) => (d: SidebarDemography) => d.worker_groups.includes(workerGroupId);

/**
 * Chooses a worker group (spec 2 §4): filter selections of demographies that exclude it are cleared, and
 * an indicator demography not valid for it is replaced by the first valid one of the same name — failing
 * that the first valid one, or none.
 */
export function changeWorkerGroup(
  state: SidebarState,
  workerGroupId: number | null,
  demographies: readonly SidebarDemography[],
): SidebarState {
  if (workerGroupId === null) return { ...state, workerGroupId };
  const isValid = validFor(workerGroupId);
  const validIds = new Set(demographies.filter(isValid).map((d) => d.id));
  const demographyFilters = Object.fromEntries(
    Object.entries(state.demographyFilters).filter(([id]) => validIds.has(Number(id))),
  );
  return {
    ...state,
    workerGroupId,
    demographyFilters,
    demographyId: validDemographyId(state.demographyId, workerGroupId, demographies),
  };
}

/** The indicator demography for a worker group: the chosen one if valid, else the first valid one matched by name (spec 2 §4). */
export function validDemographyId(
  demographyId: number | null,
  workerGroupId: number,
  demographies: readonly SidebarDemography[],
): number | null {
  if (demographyId === null) return null;
  const isValid = validFor(workerGroupId);
  const selected = demographies.find((d) => d.id === demographyId);
  if (selected && isValid(selected)) return demographyId;
  const valid = demographies.filter(isValid);
  const sameName = selected ? valid.find((d) => d.name === selected.name) : undefined;
  return (sameName ?? valid[0])?.id ?? null;
}
