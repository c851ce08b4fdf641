import type { DemographyAnswerInput, TopicInput, TopicColor } from '@pulzus/core';
import type { DemoDesign, DesignSingleChoice } from './demo-design';

/** The matrix page that becomes the commitment (engagement) topic (spec 2 §4). */
export const COMMITMENT_PAGE = 'Elkötelezettség';
/** The matrix page kept as an "other" topic, outside the satisfaction index (graphs.md "Topic"). */
export const OTHER_TOPIC_PAGE = 'Munkakörülmények';

/** Background colours of the index topics, in topic order; the other topic is gray. */
const INDEX_COLORS: readonly TopicColor[] = [
  'light_blue',
  'light_green',
  'orange',
  'mint_green',
  'purple',
  'yellow',
  'blue',
  'red',
];

/**
 * The topics of one worker group on one date from its survey's matrix pages: the engagement page as the
 * commitment topic, the other pages as coloured index topics, one page as an other topic; questions are
 * the matrix rows with their item codes `questionId:rowId` (graphs.md "Item"), and the open-ended questions under the
 * last topic, whose answers are comments (docs/import.md "Comments").
 */
export function demoTopics(design: DemoDesign, surveyDateId: number, workerGroupId: number): TopicInput[] {
  const topic = (page: DemoDesign['matrixPages'][number]) => ({
    survey_date_id: surveyDateId,
    worker_group_id: workerGroupId,
    name: page.title,
    questions: page.rows.map((row) => ({ code: `${page.questionId}:${row.id}`, name: row.text })),
  });
  const commitment = design.matrixPages.filter((p) => p.title === COMMITMENT_PAGE);
  const other = design.matrixPages.filter((p) => p.title === OTHER_TOPIC_PAGE);
  const index = design.matrixPages.filter((p) => p.title !== COMMITMENT_PAGE && p.title !== OTHER_TOPIC_PAGE);
  const topics: TopicInput[] = [
    ...commitment.map((p) => ({
      ...topic(p),
      is_commitment: true,
      is_calculated_in_index: true,
      bg_color: null,
    })),
    ...index.map((p, i) => ({
      ...topic(p),
      is_commitment: false,
      is_calculated_in_index: true,
      bg_color: INDEX_COLORS[i % INDEX_COLORS.length] ?? null,
    })),
    ...other.map((p) => ({
      ...topic(p),
      is_commitment: false,
      is_calculated_in_index: false,
      bg_color: 'gray' as const,
    })),
  ];
  // the open questions go under the last topic (the "other" one): their answers are comments, not items
  const last = topics.at(-1);
  if (last)
    last.questions = [
      ...last.questions,
      ...design.openQuestions.map((q) => ({ code: q.id, name: q.heading, is_open_ended: true })),
    ];
  return topics;
}

/** A survey-type demography of the demo: which demographic question, its name, and how a missing answer shows. */
interface SurveyDemographySpec {
  heading: string;
  name: string;
  /** A no-answer answer added for respondents who skipped the question. */
  noAnswer?: string;
  /** A choice that itself means "no answer" (it also takes the skipped ones). */
  noAnswerChoice?: string;
}

/** The survey-type demographies: age band, tenure, gender and job type of the simulator's demographic page. */
export const SURVEY_DEMOGRAPHIES: readonly SurveyDemographySpec[] = [
  { heading: 'Melyik korcsoportba tartozik?', name: 'Korcsoport', noAnswer: 'Nem válaszolt' },
  { heading: 'Mióta dolgozik a vállalatnál?', name: 'Munkaviszony hossza', noAnswer: 'Nem válaszolt' },
  { heading: 'Az Ön neme:', name: 'Nem', noAnswerChoice: 'Nem kívánom megadni' },
  { heading: 'Milyen munkakörben dolgozik?', name: 'Munkakör típusa', noAnswer: 'Nem válaszolt' },
];

/** The demographic questions whose choices order the collector-type demographies' answers. */
export const SITE_QUESTION = 'Melyik telephelyen dolgozik?';
/** The department question of the simulator's demographic page. */
export const DEPARTMENT_QUESTION = 'Melyik szervezeti egységben dolgozik?';

/** The answers of a survey-type demography: the choices with value = position, plus a no-answer answer. */
export function surveyDemographyAnswers(
  spec: SurveyDemographySpec,
  question: DesignSingleChoice,
): DemographyAnswerInput[] {
  const answers: DemographyAnswerInput[] = question.choices.map((c) => ({
    name: c.text,
    value: c.position,
    no_answer: c.text === spec.noAnswerChoice,
  }));
  if (spec.noAnswer) answers.push({ name: spec.noAnswer, value: 0, no_answer: true });
  return answers;
}

/** A collector title's unit, `Site – Department` (the simulator's web-link names); null for other links. */
export function unitOfTitle(
  title: string,
  sites: readonly string[],
  departments: readonly string[],
): { site: string; department: string } | null {
  const cut = title.lastIndexOf(' – ');
  if (cut < 0) return null;
  const site = title.slice(0, cut).trim();
  const department = title.slice(cut + 3).trim();
  return sites.includes(site) && departments.includes(department) ? { site, department } : null;
}

/** A stable number in [0, 1) from a string (FNV-1a), so headcounts are the same on every run. */
function unitInterval(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) / 2 ** 32;
}

/** A collector's headcount: its completed respondents at a participation of 60–90% (at least one more). */
export function demoHeadcount(completed: number, providerCollectorId: string): number {
  const rate = 0.6 + 0.3 * unitInterval(providerCollectorId);
  if (completed === 0) return 4 + Math.floor(unitInterval(`${providerCollectorId}:empty`) * 8);
  return Math.max(completed + 1, Math.ceil(completed / rate));
}
