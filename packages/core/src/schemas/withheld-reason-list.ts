// Apart from graph-response.ts, which builds zod schemas at its top level: the charts and the embed
// read the reasons without bringing zod into their first script (docs/releasing.md "Size budgets").
/**
 * Why a value is withheld (docs/privacy.md "Reasons"): `fewer-than-k` — its own population or cell has fewer than k
 * respondents or contributors (none reads the same); `protects-smaller` — hidden so that a smaller group cannot be
 * derived (which one is never said); `combination` — too many filters combined, or an answer filter combined with
 * another filter or a breakdown; `scope-fewer-than-k` — a scoped viewer's scope holds fewer than k respondents on the
 * date; `scope-complement-fewer-than-k` — the people outside the scope (the company minus the scope) are 1..k-1, so the
 * scope beside the company comparison would give their answers away (docs/privacy.md "Rule 10").
 */
export const WITHHELD_REASONS = [
  'fewer-than-k',
  'protects-smaller',
  'combination',
  'scope-fewer-than-k',
  'scope-complement-fewer-than-k',
] as const;
