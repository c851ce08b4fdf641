import type { CubeInputCollector, CubeInputDemography, SurveyCubeInput } from '../survey-cube-input';

/** A respondent's answer to one demography as the graphs see it: its name and whether it is a no-answer answer. */
export interface ProfileAnswer {
  readonly name: string;
  readonly noAnswer: boolean;
}

/**
 * What the attacker knows of a respondent (its demographic profile, no item answers): its worker group, its unit and
 * its answer to every demography of the date (null where it is left out of breakdowns by it).
 */
export interface AtomProfile {
  readonly workerGroupId: number | null;
  readonly unitKey: string | null;
  readonly answers: ReadonlyMap<string, ProfileAnswer | null>;
}

/** A unit of the date: its key (matched across dates), worker group and label as commitment_ranking lists it. */
export interface UnitProfile {
  readonly key: string;
  readonly workerGroupId: number;
  readonly label: string;
}

/** One survey date's respondents grouped into atoms: respondents with the same full profile. */
export interface DateProfiles {
  readonly input: SurveyCubeInput;
  readonly surveyDateId: number;
  readonly atoms: readonly AtomProfile[];
  /** Per respondent (input order), its atom. */
  readonly atomOf: Int32Array;
  /** Per atom, its respondents. */
  readonly membersOf: readonly (readonly number[])[];
  readonly atomSizes: Int32Array;
  /** The date's demographies in their order. */
  readonly demographies: readonly CubeInputDemography[];
  readonly units: ReadonlyMap<string, UnitProfile>;
}

/** Whether a demography applies to a worker group (an empty list applies to all; graphs.md "As implemented" 2). */
const appliesTo = (d: CubeInputDemography, workerGroupId: number | null | undefined) =>
  d.worker_groups.length === 0 || (workerGroupId != null && d.worker_groups.includes(workerGroupId));

/** The no-answer answer's index, or -1 (graphs.md "Vocabulary": missing → no-answer answer, else left out). */
const fallbackOf = (d: CubeInputDemography) => d.answers.findIndex((a) => a.no_answer);

/** A collector's answer index to a collector-type demography (its chosen answer, else the fallback). */
function collectorAnswer(d: CubeInputDemography, collector: CubeInputCollector): number {
  if (!appliesTo(d, collector.worker_group_id)) return -1;
  const chosen = collector.demographies.find((x) => x.demography_id === d.id);
  const index = chosen ? d.answers.findIndex((a) => a.id === chosen.demography_answer_id) : -1;
  return index >= 0 ? index : fallbackOf(d);
}

/**
 * The units of a date as docs/graphs.md "Vocabulary" and "As implemented" 3 define them: the collectors of one
 * worker group with the same collector-demography answers; the label is the answer names in demography order
 * joined with " / ", or the worker group's name when there are none.
 */
function unitsOf(input: SurveyCubeInput, demographies: readonly CubeInputDemography[]) {
  const units = new Map<string, UnitProfile>();
  const unitOfCollector = new Map<number, string>();
  const collectorTypes = demographies.filter((d) => d.type === 'collector');
  for (const collector of input.collectors) {
    const parts: string[] = [];
    const names: string[] = [];
    for (const d of collectorTypes) {
      const answer = d.answers[collectorAnswer(d, collector)];
      if (!answer) continue;
      parts.push(`${d.code}=${answer.name}`);
      names.push(answer.name);
    }
    const key = `${collector.worker_group_id}|${parts.sort().join('|')}`;
    const groupName = input.worker_groups.find((g) => g.id === collector.worker_group_id)?.name ?? '';
    if (!units.has(key))
      units.set(key, {
        key,
        workerGroupId: collector.worker_group_id,
        label: names.length > 0 ? names.join(' / ') : groupName,
      });
    unitOfCollector.set(collector.id, key);
  }
  return { units, unitOfCollector };
}

/** Groups a date's respondents into atoms by their full demographic profile (the attacker's prior knowledge). */
export function dateProfiles(input: SurveyCubeInput): DateProfiles {
  const demographies = [...input.demographies].sort((a, b) => a.order - b.order);
  const { units, unitOfCollector } = unitsOf(input, demographies);
  const collectors = new Map(input.collectors.map((c) => [c.id, c]));
  const atoms: AtomProfile[] = [];
  const membersOf: number[][] = [];
  const atomByKey = new Map<string, number>();
  const atomOf = new Int32Array(input.respondents.length);
  input.respondents.forEach((respondent, r) => {
    const collector = respondent.collector_id == null ? undefined : collectors.get(respondent.collector_id);
    const workerGroupId = respondent.worker_group_id ?? collector?.worker_group_id ?? null;
    const answers = new Map<string, ProfileAnswer | null>();
    for (const d of demographies) {
      let index = -1;
      if (!appliesTo(d, workerGroupId)) index = -1;
      else if (d.type === 'collector') index = collector ? collectorAnswer(d, collector) : fallbackOf(d);
      else {
        const raw = respondent.answers[d.code];
        const byValue = raw == null ? -1 : d.answers.findIndex((a) => a.value === raw);
        index = byValue >= 0 ? byValue : fallbackOf(d);
      }
      const answer = d.answers[index];
      answers.set(d.code, answer ? { name: answer.name, noAnswer: answer.no_answer } : null);
    }
    const unitKey = collector ? (unitOfCollector.get(collector.id) ?? null) : null;
    const key = JSON.stringify([workerGroupId, unitKey, [...answers.values()].map((a) => a?.name ?? null)]);
    let atom = atomByKey.get(key);
    if (atom === undefined) {
      atom = atoms.length;
      atomByKey.set(key, atom);
      atoms.push({ workerGroupId, unitKey, answers });
      membersOf.push([]);
    }
    membersOf[atom]!.push(r);
    atomOf[r] = atom;
  });
  return {
    input,
    surveyDateId: input.survey_date.id,
    atoms,
    atomOf,
    membersOf,
    atomSizes: Int32Array.from(membersOf, (m) => m.length),
    demographies,
    units,
  };
}

/** The atoms of a date that satisfy a predicate, ascending. */
export function atomsWhere(profiles: DateProfiles, keep: (atom: AtomProfile) => boolean): Int32Array {
  const out: number[] = [];
  profiles.atoms.forEach((atom, i) => {
    if (keep(atom)) out.push(i);
  });
  return Int32Array.from(out);
}

/** The respondents of an atom set. */
export function sizeOf(profiles: DateProfiles, atoms: ArrayLike<number>): number {
  let n = 0;
  for (let i = 0; i < atoms.length; i++) n += profiles.atomSizes[atoms[i]!]!;
  return n;
}

/** The intersection of two ascending atom lists. */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out.push(a[i]!);
      i++;
      j++;
    }
  }
  return Int32Array.from(out);
}
