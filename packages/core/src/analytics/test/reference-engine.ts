import { formatSurveyDate } from '../../dates/survey-date-format';
import { isAnswer } from '../../indexes/answer-band';
import { bandDistribution } from '../../indexes/largest-remainder';
import { type AnswerSheet, poolAnswers } from '../../indexes/pooled-answers';
import { positiveShare } from '../../indexes/positive-share';
import { roundedPercent, roundHalfUp } from '../../indexes/round-half-up';
import { asCount } from '../../indexes/units';
import type { GraphDataRequest, GraphFilter } from '../../schemas/graph-query';
import type { CubeInputDemography, CubeInputRespondent, SurveyCubeInput } from '../survey-cube-input';
import { withAnswersByCode } from './answers-by-code';

/** One reference value before secondary suppression: null when empty or below k. */
export interface RefCell {
  readonly value: number | null;
  /** The exact (unrounded) value for sorting. */
  readonly exact: number | null;
  readonly contributors: number;
  /** False where the value was not asked on the date (configuration: docs/graphs.md "withheld"); default asked. */
  readonly asked?: boolean;
}

/** The reference result: categories and per series the cells (primary privacy only). */
export interface RefResult {
  readonly categories: string[];
  readonly series: { name: string; stack?: string; cells: RefCell[] }[];
  readonly worker_count: number;
  readonly tooFew: boolean;
  readonly sorted: boolean;
}

const EMPTY: RefCell = { value: null, exact: null, contributors: 0 };
const NOT_ASKED: RefCell = { ...EMPTY, asked: false };

/** A naive, per-respondent reading of docs/graphs.md, for comparing with the engine on random data. */
export function referenceGraph(
  request: GraphDataRequest,
  stored: readonly SurveyCubeInput[],
  k: number,
  lang = 'en',
): RefResult {
  const inputs = stored.map(withAnswersByCode);
  const q = request.query as Record<string, unknown>;
  const ids = (q.survey_dates as number[] | undefined) ?? [];
  const wgOf = (d: SurveyCubeInput, r: CubeInputRespondent) =>
    r.worker_group_id ?? d.collectors.find((c) => c.id === r.collector_id)?.worker_group_id;
  const answerOf = (d: SurveyCubeInput, dem: CubeInputDemography, r: CubeInputRespondent) => {
    const wg = wgOf(d, r);
    if (dem.worker_groups.length > 0 && (wg === undefined || !dem.worker_groups.includes(wg))) return null;
    let found: CubeInputDemography['answers'][number] | undefined;
    if (dem.type === 'collector') {
      const c = d.collectors.find((x) => x.id === r.collector_id);
      const chosen = c?.demographies.find((x) => x.demography_id === dem.id)?.demography_answer_id;
      found = dem.answers.find((a) => a.id === chosen);
    } else {
      found = dem.answers.find((a) => a.value === r.answers[dem.code]);
    }
    return found ?? dem.answers.find((a) => a.no_answer) ?? null;
  };
  const allDems = inputs.flatMap((d) => d.demographies);
  const allQuestions = inputs.flatMap((d) => d.topics.flatMap((t) => t.questions));
  const passes = (d: SurveyCubeInput, r: CubeInputRespondent, filters: readonly GraphFilter[]) =>
    filters.every((f) => {
      if (f.type === 'worker_group')
        return f.worker_group_ids.length === 0 || f.worker_group_ids.includes(wgOf(d, r) ?? -1);
      if (f.type === 'demography') {
        if (f.demography_answer_ids.length === 0) return true;
        const dem = allDems.find((x) => x.id === f.demography_id)!;
        const names = dem.answers.filter((a) => f.demography_answer_ids.includes(a.id)).map((a) => a.name);
        const here = d.demographies.find((x) => x.code === dem.code);
        const a = here ? answerOf(d, here, r) : null;
        return a !== null && names.includes(a.name);
      }
      return f.question_filters.every((qf) => {
        const code = allQuestions.find((x) => x.id === qf.question_id)!.code;
        const asked = d.topics.some((t) => t.questions.some((x) => x.code === code));
        return asked && qf.answers.includes(r.answers[code] ?? -1);
      });
    });
  // graphs.md "Filters": an answer a filter on the same demography leaves out is no category of the population
  const requestFilters: readonly GraphFilter[] = 'filters' in request.query ? request.query.filters : [];
  const keptByFilters = (code: string, name: string) =>
    requestFilters.every((f) => {
      if (f.type !== 'demography' || f.demography_answer_ids.length === 0) return true;
      const dem = allDems.find((x) => x.id === f.demography_id)!;
      if (dem.code !== code) return true;
      return dem.answers.some((a) => a.name === name && f.demography_answer_ids.includes(a.id));
    });
  // docs/graphs.md "Filters": a filter on a collector-type demography keeps the collectors (and the people without
  // one, who fall back to its no-answer answer) whose answer it keeps; a unit or an answer of a collector-type
  // demography that none of them has is no category either
  const collectorProfile = (d: SurveyCubeInput, dem: CubeInputDemography, c: { id: number } | null) =>
    c
      ? answerOf(d, dem, { collector_id: c.id, answers: {} })
      : (dem.answers.find((a) => a.no_answer) ?? null);
  const collectorInScope = (d: SurveyCubeInput, c: { id: number } | null) =>
    requestFilters.every((f) => {
      if (f.type !== 'demography' || f.demography_answer_ids.length === 0) return true;
      const dem = allDems.find((x) => x.id === f.demography_id)!;
      const here = d.demographies.find((x) => x.code === dem.code);
      if (here?.type !== 'collector') return true;
      const names = dem.answers.filter((a) => f.demography_answer_ids.includes(a.id)).map((a) => a.name);
      const a = collectorProfile(d, here, c);
      return a !== null && names.includes(a.name);
    });
  const answerInScope = (d: SurveyCubeInput, dem: CubeInputDemography, name: string) =>
    keptByFilters(dem.code, name) &&
    (dem.type !== 'collector' ||
      [...d.collectors, null].some(
        (c) => collectorInScope(d, c) && collectorProfile(d, dem, c)?.name === name,
      ));
  const dates = (ids.length ? ids.map((id) => inputs.find((d) => d.survey_date.id === id)!) : []).sort(
    (a, b) => a.survey_date.date.localeCompare(b.survey_date.date),
  );
  // graphs.md finer point 10: a worker-group filter narrows the item and topic categories to its groups' topics
  const scope = ((q.filters as GraphFilter[] | undefined) ?? [])
    .flatMap((f) => (f.type === 'worker_group' && f.worker_group_ids.length > 0 ? [f.worker_group_ids] : []))
    .reduce<number[] | null>(
      (acc, ids) => (acc === null ? [...ids] : acc.filter((id) => ids.includes(id))),
      null,
    );
  const inScope = (t: { worker_group_id: number }) => scope === null || scope.includes(t.worker_group_id);
  const population = (d: SurveyCubeInput) =>
    d.respondents.filter((r) => passes(d, r, (q.filters as GraphFilter[] | undefined) ?? []));
  const tooFew = (n: number) => n < k;
  const share = (rs: readonly CubeInputRespondent[], codes: readonly string[]): RefCell => {
    const pooled = poolAnswers(
      rs.map((r) => r.answers as AnswerSheet),
      codes,
    );
    const exact = positiveShare(pooled.counts);
    if (pooled.contributors === 0 || exact === null) return EMPTY;
    if (pooled.contributors < k) return { value: null, exact: null, contributors: pooled.contributors };
    return { value: roundHalfUp(exact), exact, contributors: pooled.contributors };
  };
  const topicNames = (d: SurveyCubeInput) => [...new Set(d.topics.map((t) => t.name))];
  const topicCodes = (d: SurveyCubeInput, name: string) => [
    ...new Set(d.topics.filter((t) => t.name === name).flatMap((t) => t.questions.map((x) => x.code))),
  ];
  const firstTopic = (d: SurveyCubeInput, name: string) => d.topics.find((t) => t.name === name)!;
  /** Whether a topic of this name was asked of a worker group in scope on d (graphs.md finer point 10). */
  const topicAsked = (d: SurveyCubeInput, name: string) =>
    d.topics.some((t) => t.name === name && inScope(t));
  const isIndex = (t: { is_commitment: boolean; is_calculated_in_index: boolean }) =>
    !t.is_commitment && t.is_calculated_in_index;
  const codesWhere = (d: SurveyCubeInput, keep: (name: string) => boolean) => [
    ...new Set(
      topicNames(d)
        .filter(keep)
        .flatMap((n) => topicCodes(d, n)),
    ),
  ];
  const engagementCodes = (d: SurveyCubeInput) => codesWhere(d, (n) => firstTopic(d, n).is_commitment);
  const satisfactionCodes = (d: SurveyCubeInput) => codesWhere(d, (n) => isIndex(firstTopic(d, n)));
  const latestFirst = <T>(lists: readonly (readonly T[])[], key: (t: T) => string) => {
    const out: T[] = [];
    for (const list of [...lists].reverse())
      for (const t of list) if (!out.some((o) => key(o) === key(t))) out.push(t);
    return out;
  };
  const label = (d: SurveyCubeInput) => formatSurveyDate(d.survey_date.date, lang);
  const result = (
    categories: string[],
    series: RefResult['series'],
    pops: number[],
    sorted = false,
  ): RefResult => ({
    categories,
    series,
    worker_count: pops[pops.length - 1] ?? 0,
    tooFew: pops.some(tooFew),
    sorted,
  });
  const blank = (cells: RefCell[], pop: number) =>
    tooFew(pop) ? cells.map((c) => (c.asked === false ? c : EMPTY)) : cells;
  // whether worker group `id` was asked the items of the engagement (j = 0) or satisfaction (j = 1) index on d
  const groupAsked = (d: SurveyCubeInput, id: number, j: number) =>
    d.topics.some(
      (t) => t.worker_group_id === id && t.questions.length > 0 && (j === 0 ? t.is_commitment : isIndex(t)),
    );

  switch (request.type) {
    case 'demographics': {
      const d = inputs.find((x) => x.demographies.some((dem) => dem.id === request.query.demography_id))!;
      const dem = d.demographies.find((x) => x.id === request.query.demography_id)!;
      const pop = population(d);
      const shown = dem.answers.filter(
        (a) => !(request.query.hide_no_answers && a.no_answer) && answerInScope(d, dem, a.name),
      );
      const counts = shown.map((a) => pop.filter((r) => answerOf(d, dem, r)?.id === a.id).length);
      const base = counts.reduce((s, c) => s + c, 0);
      // docs/privacy.md "Rule 5": with hide_no_answers the shares reveal their base, so they are withheld where
      // the small answers still listed, or the people the view leaves out, pool 1..k-1 respondents
      const small = (n: number) => n > 0 && n < k;
      const pooledSmall = counts.filter(small).reduce((s, c) => s + c, 0);
      const baseRevealed = request.query.hide_no_answers && (small(pooledSmall) || small(pop.length - base));
      const cells = counts.map((c) => {
        const v = roundedPercent(asCount(c), asCount(base));
        return small(c) || baseRevealed
          ? { value: null, exact: null, contributors: c }
          : { value: v, exact: v, contributors: c };
      });
      return result(
        shown.map((a) => a.name),
        [{ name: dem.name, cells: blank(cells, pop.length) }],
        [pop.length],
      );
    }
    case 'commitment_total':
    case 'commitment_demographics':
    case 'commitment_ranking': {
      const demId =
        request.type === 'commitment_demographics' ? request.query.main_dimension_demography_id : null;
      const dem = demId === null ? null : allDems.find((x) => x.id === demId)!;
      type Cat = {
        key: string;
        name: string;
        has: (d: SurveyCubeInput, r: CubeInputRespondent) => boolean;
        asked: (d: SurveyCubeInput, j: number) => boolean;
      };
      let cats: Cat[];
      if (dem) {
        cats = latestFirst(
          dates.map((d) =>
            (d.demographies.find((x) => x.code === dem.code)?.answers ?? []).filter((a) =>
              answerInScope(d, d.demographies.find((x) => x.code === dem.code)!, a.name),
            ),
          ),
          (a) => a.name,
        ).map((a) => ({
          key: a.name,
          name: a.name,
          has: (d, r) => {
            const here = d.demographies.find((x) => x.code === dem.code);
            return here !== undefined && answerOf(d, here, r)?.name === a.name;
          },
          asked: (d) =>
            d.demographies.find((x) => x.code === dem.code)?.answers.some((x) => x.name === a.name) ?? false,
        }));
      } else if (request.type === 'commitment_total') {
        cats = latestFirst(
          dates.map((d) => d.worker_groups),
          (g) => String(g.id),
        ).map((g) => ({
          key: String(g.id),
          name: g.name,
          has: (d, r) => wgOf(d, r) === g.id,
          asked: (d, j) => d.worker_groups.some((x) => x.id === g.id) && groupAsked(d, g.id, j),
        }));
      } else {
        const unitKey = (d: SurveyCubeInput, r: CubeInputRespondent) => {
          const c = d.collectors.find((x) => x.id === r.collector_id);
          if (!c) return null;
          const names = d.demographies
            .filter((x) => x.type === 'collector')
            .sort((a, b) => a.order - b.order)
            .map((x) => answerOf(d, x, { collector_id: c.id, answers: {} })?.name)
            .filter((n) => n !== undefined);
          return { key: `${c.worker_group_id}|${names.join(' / ')}`, name: names.join(' / ') };
        };
        const wgFilter = ((q.filters as GraphFilter[]) ?? []).find((f) => f.type === 'worker_group');
        const keep = (d: SurveyCubeInput, r: CubeInputRespondent) =>
          (!wgFilter ||
            wgFilter.worker_group_ids.length === 0 ||
            wgFilter.worker_group_ids.includes(wgOf(d, r) ?? -1)) &&
          collectorInScope(d, d.collectors.find((c) => c.id === r.collector_id) ?? null);
        cats = latestFirst(
          dates.map((d) => d.respondents.filter((r) => keep(d, r)).flatMap((r) => unitKey(d, r) ?? [])),
          (u) => u.key,
        ).map((u) => ({
          key: u.key,
          name: u.name,
          has: (d, r) => unitKey(d, r)?.key === u.key,
          // a unit was asked where it has a collector on the date and its worker group a topic of the measure
          asked: (d, j) =>
            d.collectors.some((c) => unitKey(d, { collector_id: c.id, answers: {} })?.key === u.key) &&
            groupAsked(d, Number(u.key.split('|')[0]), j),
        }));
        const wgName = (key: string) =>
          dates[0]!.worker_groups.find((g) => `${g.id}` === key.split('|')[0])!.name;
        cats = cats.map((c) =>
          cats.filter((o) => o.name === c.name).length > 1
            ? { ...c, name: `${c.name} (${wgName(c.key)})` }
            : c,
        );
      }
      const withSat = q.show_satisfaction_index === true && dates.length === 1;
      const series: RefResult['series'] = [];
      for (const d of dates) {
        const pop = population(d);
        const measures = withSat ? [engagementCodes(d), satisfactionCodes(d)] : [engagementCodes(d)];
        measures.forEach((codes, j) => {
          const cells = cats.map((c) => {
            const cell = share(
              pop.filter((r) => c.has(d, r)),
              codes,
            );
            return c.asked(d, j) ? cell : { ...cell, asked: false };
          });
          if (request.type === 'commitment_total')
            cells.push(codes.length > 0 ? share(pop, codes) : { ...share(pop, codes), asked: false });
          const name = withSat ? (j === 0 ? 'Engagement index' : 'Satisfaction index') : label(d);
          series.push({ name, cells: blank(cells, pop.length) });
        });
      }
      const names = cats.map((c) => c.name);
      if (request.type === 'commitment_total') names.push('Total');
      return result(
        names,
        series,
        dates.map((d) => population(d).length),
        request.type === 'commitment_ranking',
      );
    }
    case 'commitment_detailed':
    case 'satisfaction_topics': {
      const topicName =
        request.type === 'satisfaction_topics'
          ? inputs.flatMap((d) => d.topics).find((t) => t.id === request.query.question_group_id)!.name
          : null;
      const itemsOf = (d: SurveyCubeInput) => [
        ...new Set(
          d.topics
            .filter((t) => inScope(t) && (topicName === null ? t.is_commitment : t.name === topicName))
            .flatMap((t) => t.questions.map((x) => x.code)),
        ),
      ];
      const cats = latestFirst(dates.map(itemsOf), (c) => c);
      const series: RefResult['series'] = [];
      for (const d of dates) {
        const pop = population(d);
        const bands = cats.map((code) => {
          if (!itemsOf(d).includes(code)) return null;
          const pooled = poolAnswers(
            pop.map((r) => r.answers as AnswerSheet),
            [code],
          );
          if (pooled.contributors === 0 || pooled.contributors < k)
            return { c: pooled.contributors, dist: null };
          return { c: pooled.contributors, dist: bandDistribution(pooled.counts) };
        });
        for (const band of ['negative', 'middle', 'positive'] as const) {
          const cells = bands.map((b) =>
            b === null
              ? NOT_ASKED
              : b.dist
                ? { value: b.dist[band], exact: b.dist[band], contributors: b.c }
                : { ...EMPTY, contributors: b.c },
          );
          const name =
            band === 'negative' ? 'Negative (1–2)' : band === 'middle' ? 'Middle (3–4)' : 'Positive (5–6)';
          series.push({ name, stack: label(d), cells: blank(cells, pop.length) });
        }
      }
      const nameOf = (code: string) =>
        [...dates]
          .reverse()
          .flatMap((d) => d.topics.flatMap((t) => t.questions))
          .find((x) => x.code === code)!.name;
      return result(
        cats.map(nameOf),
        series,
        dates.map((d) => population(d).length),
      );
    }
    case 'satisfaction_total':
    case 'total': {
      if (request.type === 'total') {
        const askedCodes = (d: SurveyCubeInput) => [
          ...new Set(d.topics.filter(inScope).flatMap((t) => t.questions.map((x) => x.code))),
        ];
        const cats = latestFirst(dates.map(askedCodes), (c) => c);
        const series = dates.map((d) => {
          const pop = population(d);
          const asked = new Set(askedCodes(d));
          const cells = cats.map((code) => (asked.has(code) ? share(pop, [code]) : NOT_ASKED));
          return { name: label(d), cells: blank(cells, pop.length) };
        });
        const nameOf = (code: string) =>
          [...dates]
            .reverse()
            .flatMap((d) => d.topics.flatMap((t) => t.questions))
            .find((x) => x.code === code)!.name;
        return result(
          cats.map(nameOf),
          series,
          dates.map((d) => population(d).length),
          true,
        );
      }
      const topics = latestFirst(
        dates.map((d) =>
          topicNames(d)
            .filter((n) => !firstTopic(d, n).is_commitment && topicAsked(d, n))
            .map((n) => firstTopic(d, n)),
        ),
        (t) => t.name,
      );
      const index = topics.filter(isIndex);
      const other = topics.filter((t) => !isIndex(t));
      const series = dates.map((d) => {
        const pop = population(d);
        const topicCell = (name: string) =>
          topicAsked(d, name) ? share(pop, topicCodes(d, name)) : NOT_ASKED;
        const satisfactionAsked = topicNames(d).some((n) => isIndex(firstTopic(d, n)) && topicAsked(d, n));
        const cells = [
          ...index.map((t) => topicCell(t.name)),
          satisfactionAsked ? share(pop, satisfactionCodes(d)) : NOT_ASKED,
          ...other.map((t) => topicCell(t.name)),
        ];
        return { name: label(d), cells: blank(cells, pop.length) };
      });
      return result(
        [...index.map((t) => t.name), 'Satisfaction index', ...other.map((t) => t.name)],
        series,
        dates.map((d) => population(d).length),
      );
    }
    case 'satisfaction_demographics': {
      const d = dates[0]!;
      const demCode = allDems.find((x) => x.id === request.query.main_dimension_demography_id)!.code;
      const dem = d.demographies.find((x) => x.code === demCode)!;
      const pop = population(d);
      const topics = topicNames(d).filter((n) => isIndex(firstTopic(d, n)) && topicAsked(d, n));
      const series = dem.answers
        .filter((a) => answerInScope(d, dem, a.name))
        .map((a) => {
          const group = pop.filter((r) => answerOf(d, dem, r)?.id === a.id);
          const cells = [
            ...topics.map((n) => share(group, topicCodes(d, n))),
            topics.length > 0 ? share(group, satisfactionCodes(d)) : NOT_ASKED,
          ];
          return { name: a.name, cells: blank(cells, pop.length) };
        });
      return result([...topics, 'Satisfaction index'], series, [pop.length]);
    }
    case 'heatmap': {
      // docs/graphs.md "Heatmap": the company (everyone of the date, unfiltered), then each row's group — an
      // answer of a demography, a worker group (kept by a worker-group filter) or a unit (rows sorted by name)
      const d = dates[0]!;
      const pop = population(d);
      const topics = topicNames(d).filter((n) => isIndex(firstTopic(d, n)) && topicAsked(d, n));
      const rowsBy = request.query.rows ?? 'demography';
      type Row = { name: string; group: CubeInputRespondent[]; groupId: number | null };
      let rows: Row[];
      if (rowsBy === 'demography') {
        const demCode = allDems.find((x) => x.id === request.query.main_dimension_demography_id)!.code;
        const dem = d.demographies.find((x) => x.code === demCode)!;
        rows = dem.answers
          .filter((a) => answerInScope(d, dem, a.name))
          .map((a) => ({
            name: a.name,
            group: pop.filter((r) => answerOf(d, dem, r)?.id === a.id),
            groupId: null,
          }));
      } else if (rowsBy === 'worker_groups') {
        const wgFilter = request.query.filters.find((f) => f.type === 'worker_group');
        rows = d.worker_groups
          .filter(
            (g) =>
              !wgFilter || wgFilter.worker_group_ids.length === 0 || wgFilter.worker_group_ids.includes(g.id),
          )
          .map((g) => ({ name: g.name, group: pop.filter((r) => wgOf(d, r) === g.id), groupId: g.id }));
      } else {
        const wgFilter = request.query.filters.find((f) => f.type === 'worker_group');
        const unitOf = (r: CubeInputRespondent) => {
          const c = d.collectors.find((x) => x.id === r.collector_id);
          if (!c) return null;
          const names = d.demographies
            .filter((x) => x.type === 'collector')
            .sort((a, b) => a.order - b.order)
            .map((x) => answerOf(d, x, { collector_id: c.id, answers: {} })?.name)
            .filter((n) => n !== undefined);
          const wg = d.worker_groups.find((g) => g.id === c.worker_group_id);
          return {
            key: `${c.worker_group_id}|${names.join(' / ')}`,
            label: names.length > 0 ? names.join(' / ') : (wg?.name ?? ''),
            wg: c.worker_group_id,
          };
        };
        const units = new Map<string, { label: string; wg: number }>();
        for (const r of d.respondents) {
          const u = unitOf(r);
          const kept =
            !wgFilter ||
            wgFilter.worker_group_ids.length === 0 ||
            wgFilter.worker_group_ids.includes(u?.wg ?? -1);
          const c = d.collectors.find((x) => x.id === r.collector_id) ?? null;
          if (u && kept && collectorInScope(d, c)) units.set(u.key, u);
        }
        const labelCount = (label: string) => [...units.values()].filter((u) => u.label === label).length;
        rows = [...units.entries()]
          .map(([key, u]) => ({
            name:
              labelCount(u.label) > 1
                ? `${u.label} (${d.worker_groups.find((g) => g.id === u.wg)!.name})`
                : u.label,
            group: pop.filter((r) => unitOf(r)?.key === key),
            groupId: u.wg,
          }))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      }
      // a topic (or the satisfaction index) not asked of a row's worker group is no value, not a withheld one
      const askedOf = (groupId: number | null, name: string | null) =>
        groupId === null ||
        d.topics.some(
          (t) =>
            t.worker_group_id === groupId &&
            t.questions.length > 0 &&
            (name === null ? isIndex(t) : t.name === name),
        );
      const row = (group: readonly CubeInputRespondent[], groupId: number | null) => [
        groupId === null || groupAsked(d, groupId, 0) ? share(group, engagementCodes(d)) : NOT_ASKED,
        topics.length > 0 && askedOf(groupId, null) ? share(group, satisfactionCodes(d)) : NOT_ASKED,
        ...topics.map((n) => (askedOf(groupId, n) ? share(group, topicCodes(d, n)) : NOT_ASKED)),
      ];
      const everyone = d.respondents;
      const company = { name: 'Total', cells: blank(row(everyone, null), everyone.length) };
      const series = rows.map((r) => ({ name: r.name, cells: blank(row(r.group, r.groupId), pop.length) }));
      return result(
        ['Engagement index', 'Satisfaction index', ...topics],
        [company, ...series],
        [pop.length],
      );
    }
    case 'trends': {
      // docs/graphs.md "Trends": every date passed, oldest first; the engagement index, the satisfaction index and
      // each index topic (an index topic as on the newest date that has it), per date as satisfaction_total reads it
      const all = [...inputs].sort((a, b) => a.survey_date.date.localeCompare(b.survey_date.date));
      const topics = latestFirst(
        all.map((d) =>
          topicNames(d)
            .filter((n) => !firstTopic(d, n).is_commitment && topicAsked(d, n))
            .map((n) => firstTopic(d, n)),
        ),
        (t) => t.name,
      ).filter(isIndex);
      const series = all.map((d) => {
        const pop = population(d);
        const engagementAsked = d.topics.some((t) => t.is_commitment && inScope(t) && t.questions.length > 0);
        const satisfactionAsked = topicNames(d).some((n) => isIndex(firstTopic(d, n)) && topicAsked(d, n));
        const cells = [
          engagementAsked ? share(pop, engagementCodes(d)) : NOT_ASKED,
          satisfactionAsked ? share(pop, satisfactionCodes(d)) : NOT_ASKED,
          ...topics.map((t) => (topicAsked(d, t.name) ? share(pop, topicCodes(d, t.name)) : NOT_ASKED)),
        ];
        return { name: label(d), cells: blank(cells, pop.length) };
      });
      return result(
        ['Engagement index', 'Satisfaction index', ...topics.map((t) => t.name)],
        series,
        all.map((d) => population(d).length),
      );
    }
    case 'key_drivers': {
      // docs/graphs.md "Key drivers": each index topic asked in scope, then its items asked in scope;
      // score = the index, impact = Pearson's r of the answer (a topic: the respondent's mean over its
      // items) with the respondent's engagement score, computed here the textbook way (centred sums)
      const d = dates[0]!;
      const pop = population(d);
      const minimum = Math.max(k, 30);
      const meanAnswer = (r: CubeInputRespondent, codes: readonly string[]) => {
        const values = codes.map((c) => r.answers[c]).filter((v): v is number => isAnswer(v));
        return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
      };
      const impact = (codes: readonly string[]): RefCell => {
        const pairs = pop.flatMap((r) => {
          const x = meanAnswer(r, codes);
          const y = meanAnswer(r, engagementCodes(d));
          return x === null || y === null ? [] : [[x, y] as const];
        });
        const n = pairs.length;
        if (n < minimum) return { value: null, exact: null, contributors: n };
        const mx = pairs.reduce((a, [x]) => a + x, 0) / n;
        const my = pairs.reduce((a, [, y]) => a + y, 0) / n;
        let cov = 0;
        let vx = 0;
        let vy = 0;
        for (const [x, y] of pairs) {
          cov += (x - mx) * (y - my);
          vx += (x - mx) ** 2;
          vy += (y - my) ** 2;
        }
        // answers that do not vary have no correlation: a plain null, nothing withheld
        if (vx < 1e-12 || vy < 1e-12) return { value: null, exact: null, contributors: n, asked: false };
        const r = cov / Math.sqrt(vx * vy);
        const rounded = (Math.sign(r) * Math.round(Math.abs(r) * 100 + 1e-9)) / 100;
        return { value: rounded === 0 ? 0 : rounded, exact: r, contributors: n };
      };
      const topics = topicNames(d).filter((n) => isIndex(firstTopic(d, n)) && topicAsked(d, n));
      const points = topics.flatMap((name) => {
        const items = d.topics
          .filter((t) => t.name === name && inScope(t))
          .flatMap((t) => t.questions)
          .filter((x, i, all) => all.findIndex((o) => o.code === x.code) === i);
        return [
          { name, codes: topicCodes(d, name) },
          ...items.map((x) => ({ name: x.name, codes: [x.code] })),
        ];
      });
      return result(
        points.map((p) => p.name),
        [
          {
            name: 'Score',
            cells: blank(
              points.map((p) => share(pop, p.codes)),
              pop.length,
            ),
          },
          {
            name: 'Impact on engagement',
            cells: blank(
              points.map((p) => impact(p.codes)),
              pop.length,
            ),
          },
        ],
        [pop.length],
      );
    }
  }
}
