import type { CubeDemography, CubeUnit } from './survey-cube';
import type { CubeInputCollector } from './survey-cube-input';

/** The units of a date and each collector's unit (graphs.md "Vocabulary": the participation merge rule). */
export interface CubeUnitLayout {
  readonly units: CubeUnit[];
  /** Per collector (input order), its unit index. */
  readonly unitOfCollector: Int32Array;
}

/**
 * Merges collectors of one worker group with the same collector-demography answers into units, in worker-group
 * order, then by the answer order of the collector-type demographies in demography order (graphs.md 4, 9).
 */
export function layoutUnits(
  collectors: readonly CubeInputCollector[],
  workerGroups: readonly { readonly id: number; readonly name: string }[],
  demographies: readonly CubeDemography[],
  collectorAnswers: (demographyIndex: number, collector: CubeInputCollector) => number,
): CubeUnitLayout {
  const wgIndex = new Map(workerGroups.map((g, i) => [g.id, i]));
  const collectorTypes = demographies.flatMap((d, i) => (d.type === 'collector' ? [i] : []));
  const found = new Map<string, { unit: CubeUnit; collectors: number[] }>();
  collectors.forEach((collector, c) => {
    const answerIndexes = new Int16Array(demographies.length).fill(-1);
    const parts: string[] = [];
    const labels: string[] = [];
    for (const d of collectorTypes) {
      const answer = collectorAnswers(d, collector);
      const demography = demographies[d];
      const chosen = demography?.answers[answer];
      if (!demography || !chosen) continue;
      answerIndexes[d] = answer;
      parts.push(`${demography.code}=${chosen.name}`);
      labels.push(chosen.name);
    }
    const key = `${collector.worker_group_id}|${parts.sort().join('|')}`;
    const entry = found.get(key);
    if (entry) {
      entry.collectors.push(c);
      return;
    }
    const workerGroupIndex = wgIndex.get(collector.worker_group_id) ?? -1;
    const label = labels.length > 0 ? labels.join(' / ') : (workerGroups[workerGroupIndex]?.name ?? '');
    found.set(key, { unit: { key, workerGroupIndex, label, answerIndexes }, collectors: [c] });
  });
  const rank = (u: CubeUnit) => (u.workerGroupIndex < 0 ? workerGroups.length : u.workerGroupIndex);
  const ordered = [...found.values()]
    .map((entry, first) => ({ ...entry, first }))
    .sort((a, b) => {
      const byGroup = rank(a.unit) - rank(b.unit);
      if (byGroup !== 0) return byGroup;
      for (const d of collectorTypes) {
        const x = a.unit.answerIndexes[d] ?? -1;
        const y = b.unit.answerIndexes[d] ?? -1;
        if (x !== y) return (x < 0 ? 1e9 : x) - (y < 0 ? 1e9 : y);
      }
      return a.first - b.first;
    });
  const unitOfCollector = new Int32Array(collectors.length).fill(-1);
  ordered.forEach((entry, u) => {
    for (const c of entry.collectors) unitOfCollector[c] = u;
  });
  return { units: ordered.map((e) => e.unit), unitOfCollector };
}
