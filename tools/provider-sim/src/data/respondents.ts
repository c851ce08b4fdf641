import type { UnitCollector } from './collectors.ts';
import { DEMOGRAPHIC_QUESTIONS, DEPARTMENTS } from './demographics.ts';
import { demoComment } from './comments.ts';
import { createRng, type Rng } from './rng.ts';
import { ESSAY_ANSWERS, TOPICS } from './statements.ts';
import type { SurveyPlan } from './survey-design.ts';
import { OTHER_CELL, type ResponseRecord, type ResponseStatus } from './types.ts';

const DAY = 86_400_000;
const STATUSES: readonly ResponseStatus[] = ['completed', 'partial', 'disqualified', 'overquota'];
const STATUS_WEIGHTS = [0.86, 0.1, 0.02, 0.02];

/** Inputs of the respondent generator for one survey. */
export interface RespondentInput {
  rng: Rng;
  plan: SurveyPlan;
  units: readonly UnitCollector[];
  opensAt: number;
  closesAt: number;
  count: number;
}

/** A response without its id (ids are assigned afterwards in creation order). */
export type UnnumberedResponse = Omit<ResponseRecord, 'id'>;

/** Draws a submission time: most answers in the first days, a bump after the day-7 reminder. */
function createdAt(rng: Rng, opensAt: number, closesAt: number): number {
  const days = (closesAt - opensAt) / DAY;
  const kind = rng.weighted([0.5, 0.25, 0.25]);
  let day =
    kind === 0
      ? -Math.log(1 - rng.next()) * 2
      : kind === 1
        ? 7 + -Math.log(1 - rng.next()) * 1.5
        : rng.next() * days;
  day = Math.min(Math.floor(day), Math.floor(days) - 1);
  const hour = rng.chance(0.12) ? rng.int(18, 22) : rng.int(6, 17);
  return opensAt + day * DAY + hour * 3_600_000 + rng.int(0, 3599) * 1000;
}

function clampScore(value: number): number {
  return Math.max(1, Math.min(6, Math.round(value)));
}

/** Generates one survey's respondents: profiles correlated with their unit, correlated scores, skips, partials. */
export function generateRespondents(input: RespondentInput): UnnumberedResponse[] {
  const { rng, plan, units, opensAt, closesAt } = input;
  const open = units.filter((u) => u.collector.status === 'open');
  const unitEffect = open.map(() => rng.normal() * 0.35);
  const slotCount = DEMOGRAPHIC_QUESTIONS.length + plan.statements.length;
  const lastPage = plan.pages.length - 1;
  const out: UnnumberedResponse[] = [];

  for (let n = 0; n < input.count; n++) {
    const unitIndex = rng.weighted(open.map((u) => u.weight));
    const unit = open[unitIndex]!;
    const status = STATUSES[rng.weighted(STATUS_WEIGHTS)]!;
    const cells = new Uint8Array(slotCount);
    const texts = new Map<string, string>();

    // Profile: job type follows the department, tenure cannot exceed what the age band allows.
    const blue = rng.chance(DEPARTMENTS[unit.department]!.blueCollar);
    const age = rng.weighted([0.1, 0.25, 0.28, 0.22, 0.15]);
    const tenure = Math.min(rng.weighted([0.15, 0.25, 0.2, 0.2, 0.2]), age + 2);
    const profile: Record<string, number> = {
      site: unit.site,
      department: rng.chance(0.02) ? rng.int(0, DEPARTMENTS.length - 1) : unit.department,
      age,
      tenure,
      gender: rng.weighted(blue ? [0.3, 0.65, 0.05] : [0.52, 0.43, 0.05]),
      job: blue ? 0 : rng.chance(0.15) ? 2 : 1,
    };
    DEMOGRAPHIC_QUESTIONS.forEach((q, i) => {
      if (rng.chance(q.role === 'gender' ? 0.05 : 0.015)) return;
      if (q.otherAnswers && rng.chance(0.02)) {
        cells[i] = OTHER_CELL;
        texts.set(plan.pages[0]!.questions[i]!.id, rng.pick(q.otherAnswers));
        return;
      }
      cells[i] = (profile[q.role] ?? 0) + 1;
    });

    // Pages answered: completed → all, partial → stops inside a topic page, screened out → demographics only.
    const stopPage =
      status === 'completed' ? lastPage + 1 : status === 'partial' ? rng.int(1, lastPage - 1) : 1;
    const stopFraction = rng.next();
    const z = rng.normal();
    const topicEffect = TOPICS.map(() => rng.normal());
    const skipRate = rng.chance(0.1) ? 0.08 : 0.008;
    const straight = rng.chance(0.03) ? rng.int(4, 6) : 0;
    const tenureEffect = [0.3, 0.1, 0, -0.1, -0.15][tenure] ?? 0;
    let slot = DEMOGRAPHIC_QUESTIONS.length;
    for (let p = 1; p < lastPage; p++) {
      const rows = plan.pages[p]!.questions[0]!.rows.length;
      const answeredRows = p < stopPage ? rows : p === stopPage ? Math.floor(rows * stopFraction) : 0;
      for (let r = 0; r < rows; r++, slot++) {
        if (r >= answeredRows || rng.chance(skipRate)) continue;
        const s = plan.statements[slot - DEMOGRAPHIC_QUESTIONS.length]!;
        const score =
          s.mean +
          0.8 * z +
          0.5 * (topicEffect[s.topic] ?? 0) +
          unitEffect[unitIndex]! +
          tenureEffect +
          0.6 * rng.normal();
        cells[slot] = straight || clampScore(score);
      }
    }
    if (status === 'completed' && rng.chance(0.3)) {
      // the same draw as before (the dataset's stream is unchanged); the text comes from the respondent's own stream
      const base = rng.pick(ESSAY_ANSWERS);
      const own = createRng(`comment:${unit.collector.id}:${n}:${base}`);
      const mood = z < -0.5 ? 0 : z > 0.6 ? 2 : 1;
      texts.set(plan.essayQuestionId, own.chance(0.2) ? base : demoComment(own, mood));
    }

    const created = createdAt(rng, opensAt, closesAt);
    const totalTime =
      status === 'completed'
        ? rng.int(300, 900) + Math.round(Math.abs(rng.normal()) * 400)
        : status === 'partial'
          ? rng.int(20, 600)
          : rng.int(15, 90);
    // Some respondents come back and edit later, which bumps date_modified (provider-api §8 item 4).
    const edited =
      status === 'completed' && rng.chance(0.05) ? rng.int(1, 10) * DAY + rng.int(0, 86_399) * 1000 : 0;
    out.push({
      survey_id: unit.collector.survey_id,
      collector_id: unit.collector.id,
      response_status: status,
      date_created: created,
      date_modified: created + totalTime * 1000 + edited,
      total_time: totalTime,
      ip_address: '',
      custom_variables: { egyseg: unit.collector.unit_code },
      cells,
      texts,
    });
  }
  return out;
}
