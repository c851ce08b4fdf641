import type { SurveyCubeInput } from '../survey-cube-input';
import type { FilterSet, PortableSelector } from './attack-filters';

/**
 * The scopes managers of a company would be given (docs/privacy.md "Rule 10"), all known to the attacker: every unit
 * of each collector demography (a site, a department) alone, every pair of them (a site manager of two), every
 * worker group (an HR partner), and each worker group within each unit of the first collector demography.
 */
export function managerScopes(input: SurveyCubeInput): FilterSet[] {
  const out: FilterSet[] = [];
  const add = (selectors: PortableSelector[], label: string) =>
    out.push({ selectors, label: `scope ${label}` });
  const collectorDemographies = input.demographies.filter((d) => d.type === 'collector');
  for (const d of collectorDemographies) {
    const names = d.answers.filter((a) => !a.no_answer).map((a) => a.name);
    for (const name of names)
      add([{ kind: 'demography', code: d.code, names: [name] }], `${d.code} = ${name}`);
    for (let i = 0; i < names.length; i++)
      for (let j = i + 1; j < names.length; j++)
        add(
          [{ kind: 'demography', code: d.code, names: [names[i]!, names[j]!] }],
          `${d.code} ∈ {${names[i]}, ${names[j]}}`,
        );
  }
  for (const g of input.worker_groups) add([{ kind: 'worker_group', ids: [g.id] }], `worker group ${g.name}`);
  const first = collectorDemographies[0];
  if (first)
    for (const g of input.worker_groups)
      for (const a of first.answers.filter((x) => !x.no_answer))
        add(
          [
            { kind: 'worker_group', ids: [g.id] },
            { kind: 'demography', code: first.code, names: [a.name] },
          ],
          `${g.name} ∧ ${first.code} = ${a.name}`,
        );
  return out;
}
