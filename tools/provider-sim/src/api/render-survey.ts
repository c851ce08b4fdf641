import { formatNaive, formatWithOffset } from '../data/dates.ts';
import type { QuestionRecord, SurveyRecord } from '../data/types.ts';

const questionCount = (survey: SurveyRecord): number =>
  survey.pages.reduce((n, p) => n + p.questions.length, 0);

/** Extra fields `GET /v3/surveys?include=` may ask for (provider-api §3.2). */
export const SURVEY_INCLUDES = [
  'response_count',
  'date_created',
  'date_modified',
  'language',
  'question_count',
  'analyze_url',
  'preview',
] as const;

/** One item of the survey list: id, title, nickname, href plus the included fields (dates without offset). */
export function surveyListItem(survey: SurveyRecord, base: string, include: ReadonlySet<string>): object {
  const extra: Record<string, unknown> = {
    response_count: survey.responses.length,
    date_created: formatNaive(survey.date_created),
    date_modified: formatNaive(survey.date_modified),
    language: survey.language,
    question_count: questionCount(survey),
    analyze_url: `https://www.surveymonkey.com/analyze/${survey.id}`,
    preview: `https://www.surveymonkey.com/r/Preview/?sm=${survey.id}`,
  };
  const item: Record<string, unknown> = {
    id: survey.id,
    title: survey.title,
    nickname: survey.nickname,
    href: `${base}/v3/surveys/${survey.id}`,
  };
  for (const key of SURVEY_INCLUDES) if (include.has(key)) item[key] = extra[key];
  return item;
}

/** The survey resource of `GET /v3/surveys/{id}` (provider-api §3.3). */
export function surveyResource(survey: SurveyRecord, base: string): Record<string, unknown> {
  return {
    id: survey.id,
    title: survey.title,
    nickname: survey.nickname,
    custom_variables: survey.custom_variables,
    category: survey.category,
    language: survey.language,
    question_count: questionCount(survey),
    page_count: survey.pages.length,
    date_created: formatWithOffset(survey.date_created),
    date_modified: formatWithOffset(survey.date_modified),
    buttons_text: { next_button: 'Tovább', prev_button: 'Vissza', exit_button: '', done_button: 'Kész' },
    preview: `https://www.surveymonkey.com/r/Preview/?sm=${survey.id}`,
    folder_id: survey.folder_id,
    edit_url: `https://www.surveymonkey.com/create/?sm=${survey.id}`,
    collect_url: `https://www.surveymonkey.com/collect/list?sm=${survey.id}`,
    analyze_url: `https://www.surveymonkey.com/analyze/${survey.id}`,
    summary_url: `https://www.surveymonkey.com/summary/${survey.id}`,
    href: `${base}/v3/surveys/${survey.id}`,
    response_count: survey.responses.length,
    footer: true,
    is_owner: true,
  };
}

function questionJson(q: QuestionRecord, pageHref: string): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  if (q.rows.length) answers.rows = q.rows;
  if (q.choices.length) answers.choices = q.choices;
  if (q.other) answers.other = q.other;
  return {
    id: q.id,
    position: q.position,
    visible: q.visible,
    family: q.family,
    subtype: q.subtype,
    layout: null,
    sorting: null,
    required: q.required,
    validation: null,
    forced_ranking: false,
    headings: [{ heading: q.heading }],
    ...(q.family === 'open_ended' ? {} : { answers }),
    href: `${pageHref}/questions/${q.id}`,
  };
}

/** The full design of `GET /v3/surveys/{id}/details` (provider-api §3.4). */
export function surveyDetails(survey: SurveyRecord, base: string): Record<string, unknown> {
  const href = `${base}/v3/surveys/${survey.id}`;
  return {
    ...surveyResource(survey, base),
    pages: survey.pages.map((page) => {
      const pageHref = `${href}/pages/${page.id}`;
      return {
        id: page.id,
        title: page.title,
        description: page.description,
        position: page.position,
        question_count: page.questions.length,
        href: pageHref,
        questions: page.questions.map((q) => questionJson(q, pageHref)),
      };
    }),
  };
}
