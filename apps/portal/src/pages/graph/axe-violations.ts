import axe from 'axe-core';

/** The axe violations inside an element as "rule: help (targets)" lines; an empty list passes (tests only). */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
