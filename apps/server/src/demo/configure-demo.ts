import type { CollectorInput, DemographyCreatePayload, TopicInput } from '@pulzus/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { listDateProviderCollectors } from '../domains/collectors/collectors.queries';
import { saveCollectors } from '../domains/collectors/collectors.service';
import { listDemographies } from '../domains/demographies/demographies.queries';
import { createDemography } from '../domains/demographies/demographies.service';
import { showOpenQuestionComments } from '../domains/comments/comments.queries';
import { saveTopics } from '../domains/questions/questions.service';
import {
  DEPARTMENT_QUESTION,
  demoHeadcount,
  demoTopics,
  SITE_QUESTION,
  SURVEY_DEMOGRAPHIES,
  surveyDemographyAnswers,
  unitOfTitle,
} from './demo-config';
import { type DemoDesign, readDemoDesign } from './demo-design';

/** Collector-type demographies of the demo, read from the collectors' `Site – Department` titles. */
const SITE = { name: 'Telephely', code: 'telephely' } as const;
const DEPARTMENT = { name: 'Szervezeti egység', code: 'szervezeti-egyseg' } as const;

/** Whether the date has a row in a configuration table. */
async function hasRows(
  db: Kysely<Database>,
  table: 'question_groups' | 'collectors',
  accountId: number,
  surveyDateId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('account_id', '=', accountId)
    .where('survey_date_id', '=', surveyDateId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The stored design of each worker group's provider survey on the date. */
async function dateDesigns(db: Kysely<Database>, accountId: number, surveyDateId: number) {
  const rows = await db
    .selectFrom('survey_date_surveys as l')
    .innerJoin('sm_surveys as s', 's.id', 'l.sm_survey_id')
    .select(['l.worker_group_id', 's.details'])
    .where('l.account_id', '=', accountId)
    .where('l.survey_date_id', '=', surveyDateId)
    .orderBy('l.worker_group_id')
    .execute();
  return rows.map((r) => ({ workerGroupId: r.worker_group_id, design: readDemoDesign(r.details) }));
}

/** The choice texts of a demographic question found by its heading in any of the designs. */
function choiceTexts(designs: readonly { design: DemoDesign }[], heading: string): string[] {
  for (const { design } of designs) {
    const question = design.singleChoices.find((q) => q.heading === heading);
    if (question) return question.choices.map((c) => c.text);
  }
  return [];
}

/**
 * Configures one demo survey date through the configuration services (spec 2 §4, §5) from what the
 * import stored (the designs in `sm_surveys.details`, the provider collectors in `sm_collectors`):
 * topics and questions per worker group, the collector-type demographies site and department, the
 * survey-type demographies, and the collectors with headcounts sized from `completed` (completed
 * responses per provider collector id). Runs before the responses arrive (the editing lock, spec 2 §4).
 * Each step is skipped when done already (topics, each demography code, collectors), so an interrupted
 * run resumes; answers whether anything was stored.
 */
export async function configureDemoDate(
  db: Kysely<Database>,
  accountId: number,
  surveyDateId: number,
  completed: ReadonlyMap<string, number>,
): Promise<boolean> {
  const designs = await dateDesigns(db, accountId, surveyDateId);
  const groupIds = designs.map((d) => d.workerGroupId);
  if (groupIds.length === 0) return false;
  let stored = false;

  if (!(await hasRows(db, 'question_groups', accountId, surveyDateId))) {
    const topics: TopicInput[] = designs.flatMap((d) => demoTopics(d.design, surveyDateId, d.workerGroupId));
    await saveTopics(db, accountId, topics);
    // the demo shows its comments (docs/privacy.md "Comments"): an admin switches them on per question
    await showOpenQuestionComments(db, accountId, surveyDateId);
    stored = true;
  }

  const siteChoices = choiceTexts(designs, SITE_QUESTION);
  const departmentChoices = choiceTexts(designs, DEPARTMENT_QUESTION);
  const providerCollectors = (await listDateProviderCollectors(db, accountId, surveyDateId)).flatMap((c) => {
    const unit = unitOfTitle(c.title, siteChoices, departmentChoices);
    return unit ? [{ ...c, ...unit }] : [];
  });
  const used = (names: readonly string[], pick: (c: (typeof providerCollectors)[number]) => string) =>
    names.filter((name) => providerCollectors.some((c) => pick(c) === name));
  const payloads: DemographyCreatePayload[] = [];
  for (const [spec, names] of [
    [SITE, used(siteChoices, (c) => c.site)],
    [DEPARTMENT, used(departmentChoices, (c) => c.department)],
  ] as const) {
    if (names.length === 0) continue;
    payloads.push({
      survey_date_id: surveyDateId,
      name: spec.name,
      code: spec.code,
      type: 'collector',
      worker_groups: groupIds,
      answers: names.map((name, i) => ({ name, value: i + 1 })),
    });
  }
  for (const spec of SURVEY_DEMOGRAPHIES) {
    // one demography per demographic question for every worker group: each group's survey asks it under
    // its own provider id, and matching joins them by their text (docs/import.md "Matching across survey
    // dates"); the first survey's id is its code
    const asked = designs.flatMap(({ workerGroupId, design }) => {
      const question = design.singleChoices.find((q) => q.heading === spec.heading);
      return question ? [{ workerGroupId, question }] : [];
    });
    const first = asked[0];
    if (!first) continue;
    payloads.push({
      survey_date_id: surveyDateId,
      name: spec.name,
      code: first.question.id,
      type: 'survey',
      worker_groups: asked.map((a) => a.workerGroupId),
      answers: surveyDemographyAnswers(spec, first.question),
    });
  }
  const existing = new Set((await listDemographies(db, accountId, surveyDateId)).map((d) => d.code));
  for (const payload of payloads.filter((p) => !existing.has(p.code))) {
    await createDemography(db, accountId, surveyDateId, payload);
    stored = true;
  }

  if (await hasRows(db, 'collectors', accountId, surveyDateId)) return stored;
  const demographies = await listDemographies(db, accountId, surveyDateId);
  const answerId = (code: string, name: string) => {
    const demography = demographies.find((d) => d.code === code);
    const answer = demography?.answers.find((a) => a.name === name);
    return demography && answer ? [{ demography_id: demography.id, demography_answer_id: answer.id }] : [];
  };
  const collectors: CollectorInput[] = providerCollectors.map((c) => ({
    sm_collector_id: c.id,
    worker_group_id: c.worker_group_id,
    headcount: demoHeadcount(completed.get(c.id) ?? 0, c.id),
    demographies: [...answerId(SITE.code, c.site), ...answerId(DEPARTMENT.code, c.department)],
  }));
  await saveCollectors(db, accountId, surveyDateId, collectors);
  return true;
}
