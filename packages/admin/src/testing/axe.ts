import axe from 'axe-core';

/** The axe violations inside an element, as "rule: help" lines (tests only; an empty list passes). */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}
