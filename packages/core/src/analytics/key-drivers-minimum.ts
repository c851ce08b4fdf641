/**
 * The statistical minimum of the key drivers (docs/graphs.md "Key drivers"): an impact is a
 * correlation over the respondents who answered both the item and the engagement items, and below
 * 30 such pairs a correlation is too noisy to rank anything; never below k, the privacy minimum.
 */
export function keyDriversMinPopulation(k: number): number {
  return Math.max(k, 30);
}
