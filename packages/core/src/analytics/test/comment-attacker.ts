import { buildSurveyCube } from '../build-survey-cube';
import { type CommentRules, commentVisibility } from '../comments/comment-visibility';
import { type PortableFilter, populationOf } from '../population';
import type { SurveyCube } from '../survey-cube';
import type { SurveyCubeInput } from '../survey-cube-input';
import { type FilterSet, filterFamily, type PortableSelector } from './attack-filters';
import { managerScopes } from './attack-scopes';

/** What the comment attacker found on one date (docs/privacy.md "Comments", "The comment attacker"). */
export interface CommentAttackResult {
  /** Comment queries asked, and how many of them showed comments. */
  readonly queries: number;
  readonly shown: number;
  /** Groups of 1..threshold-1 respondents a filter, a pair of filters or a scope describes: the secrets. */
  readonly groupsBelowThreshold: number;
  /** Sets of 1..threshold-1 respondents whose comments the attacker reads exactly, with an example query pair. */
  readonly recovered: number;
  readonly example: string | null;
}

const portable = (selectors: readonly PortableSelector[]): PortableFilter[] =>
  selectors.map((s) =>
    s.kind === 'worker_group'
      ? { type: 'worker_group', ids: new Set(s.ids) }
      : { type: 'demography', code: s.code, answerNames: new Set(s.names) },
  );

/**
 * The comment attacker of docs/privacy.md "Comments": it knows every respondent's profile, asks the comments of
 * every population a user may name — no filter, every single filter (each answer, every pair of answers, all but
 * one, all), every pair of single answers of two dimensions — alone and within every manager's scope (colluding
 * managers), for a question asked of everyone and for one asked of each worker group alone, and reads each shown
 * comment set as the exact set of its writers' comments. Sets can be intersected and subtracted, not only added:
 * so it refines the date's respondents by every shown set, and each resulting class inside some shown set is a set
 * whose comments it reads exactly. A class of 1..threshold-1 respondents is a recovered group. Searching and paging
 * only read subsets of a shown set's comments, so they add nothing to this. `managers` are the colluding managers'
 * scopes (default every manager scope of the date, `managerScopes`); the unscoped user's queries are always asked.
 */
export function attackComments(
  input: SurveyCubeInput,
  threshold: number,
  rules: CommentRules = {},
  cube: SurveyCube = buildSurveyCube(input),
  managers: readonly FilterSet[] = managerScopes(input),
): CommentAttackResult {
  const family = filterFamily(input);
  const scopes: (FilterSet | null)[] = [null, ...managers];
  const questionGroups: (ReadonlySet<number> | null)[] = [
    null,
    ...input.worker_groups.map((g) => new Set([g.id])),
  ];
  const n = cube.respondentCount;
  let classOf = new Int32Array(n);
  let classes = 1;
  const inside = new Uint8Array(n);
  let queries = 0;
  let shown = 0;
  let example: string | null = null;
  // within a scope, no filter and every single filter (a pair plus a scope of two dimensions is a combination)
  const singles = family.filter((f) => f.selectors.length <= 1);
  const groupsBelow = new Set<string>();
  for (const scope of scopes) {
    for (const set of scope ? singles : family) {
      const filters = [...portable(scope?.selectors ?? []), ...portable(set.selectors)];
      for (const asked of questionGroups) {
        queries += 1;
        const visibility = commentVisibility(cube, filters, asked, threshold, rules);
        if (visibility.reason !== null) continue;
        shown += 1;
        // refine the classes by this shown set
        const member = new Uint8Array(n);
        for (const r of visibility.members) {
          member[r] = 1;
          inside[r] = 1;
        }
        const renumber = new Map<number, number>();
        const refined = new Int32Array(n);
        for (let r = 0; r < n; r++) {
          const key = classOf[r]! * 2 + member[r]!;
          let c = renumber.get(key);
          if (c === undefined) {
            c = renumber.size;
            renumber.set(key, c);
          }
          refined[r] = c;
        }
        classOf = refined;
        classes = renumber.size;
      }
    }
  }
  // the secrets: every group below the threshold that a filter, pair or scope describes
  for (const scope of scopes)
    for (const set of scope ? singles : family) {
      const size = populationOf(cube, [
        ...portable(scope?.selectors ?? []),
        ...portable(set.selectors),
      ]).length;
      if (size > 0 && size < threshold) groupsBelow.add(`${scope?.label ?? ''}|${set.label}`);
    }
  const size = new Int32Array(classes);
  const derivable = new Uint8Array(classes);
  for (let r = 0; r < n; r++) {
    size[classOf[r]!]! += 1;
    if (inside[r]) derivable[classOf[r]!] = 1;
  }
  let recovered = 0;
  for (let c = 0; c < classes; c++) {
    if (derivable[c] && size[c]! < threshold) {
      recovered += 1;
      example ??= `a class of ${size[c]} respondent(s) cut out of ${shown} shown comment sets`;
    }
  }
  return { queries, shown, groupsBelowThreshold: groupsBelow.size, recovered, example };
}
