import type { CubeDemography } from './survey-cube';
import type { CubeInputCollector, CubeInputColumns, CubeInputDemography } from './survey-cube-input';

/** The answer index a respondent falls back to: the demography's no-answer answer, else -1 (left out). */
export function fallbackAnswer(demography: CubeInputDemography): number {
  return demography.answers.findIndex((a) => a.no_answer);
}

/** Whether a demography applies to a worker group (an empty list applies to all). */
function appliesTo(demography: CubeInputDemography, workerGroupId: number | undefined): boolean {
  if (demography.worker_groups.length === 0) return true;
  return workerGroupId !== undefined && demography.worker_groups.includes(workerGroupId);
}

/** A collector's answer index to a collector-type demography: its chosen answer, else the fallback. */
export function collectorAnswer(demography: CubeInputDemography, collector: CubeInputCollector): number {
  if (!appliesTo(demography, collector.worker_group_id)) return -1;
  const chosen = collector.demographies.find((d) => d.demography_id === demography.id);
  const index = chosen ? demography.answers.findIndex((a) => a.id === chosen.demography_answer_id) : -1;
  return index >= 0 ? index : fallbackAnswer(demography);
}

/**
 * Resolves every respondent's answer to each demography once (graphs.md "Vocabulary"): collector-type from its
 * collector, survey-type by the answer whose value equals its answer to the demography's code; missing → the
 * no-answer answer, else -1. Respondents of worker groups the demography does not apply to are -1.
 */
export function resolveDemographies(
  demographies: readonly CubeInputDemography[],
  columns: CubeInputColumns,
  collectorOf: Int32Array,
  collectors: readonly CubeInputCollector[],
  workerGroupIdOf: readonly (number | undefined)[],
): CubeDemography[] {
  return [...demographies]
    .sort((a, b) => a.order - b.order)
    .map((demography) => {
      const n = columns.count;
      const answerOf = new Int16Array(n);
      const fallback = fallbackAnswer(demography);
      const byValue = new Map<number, number>();
      demography.answers.forEach((a, i) => {
        if (!byValue.has(a.value)) byValue.set(a.value, i);
      });
      const perCollector = collectors.map((c) => collectorAnswer(demography, c));
      // a respondent answered one survey of the date, so at most one of the keys holds its answer
      const keyColumns = (demography.source_codes ?? [demography.code]).flatMap((key) => {
        const column = columns.answers.get(key);
        return column ? [column] : [];
      });
      for (let r = 0; r < n; r++) {
        if (!appliesTo(demography, workerGroupIdOf[r])) {
          answerOf[r] = -1;
        } else if (demography.type === 'collector') {
          const c = collectorOf[r] ?? -1;
          answerOf[r] = c >= 0 ? (perCollector[c] ?? -1) : fallback;
        } else {
          // an item's byte column holds 0 for no answer, a value column NaN
          let raw: number | undefined;
          for (const column of keyColumns) {
            const value = column[r]!;
            if (column instanceof Uint8Array ? value !== 0 : !Number.isNaN(value)) {
              raw = value;
              break;
            }
          }
          answerOf[r] = (raw === undefined ? undefined : byValue.get(raw)) ?? fallback;
        }
      }
      return {
        id: demography.id,
        code: demography.code,
        name: demography.name,
        type: demography.type,
        order: demography.order,
        answers: demography.answers,
        answerOf,
      };
    });
}
