import { formatWithOffset } from '../data/dates.ts';
import type { AnswerSlot } from '../data/slots.ts';
import { OTHER_CELL, type QuestionRecord, type ResponseRecord, type SurveyRecord } from '../data/types.ts';

/** Which parts of a response to render (provider-api §3.7: `page_ids`, `question_ids`, `simple`). */
export interface ResponseView {
  withPages: boolean;
  simple: boolean;
  pageIds: ReadonlySet<string> | null;
  questionIds: ReadonlySet<string> | null;
  /** Adds `current_page_id` (the single-response details call, provider-api §3.8). */
  currentPage: boolean;
}

/** Slot indexes by question id, built once per request from `answerSlots`. */
export type SlotIndex = Map<string, number[]>;

/** Groups a design's answer slots by question id. */
export function indexSlots(slots: readonly AnswerSlot[]): SlotIndex {
  const index: SlotIndex = new Map();
  slots.forEach((slot, i) => {
    const list = index.get(slot.question.id);
    if (list) list.push(i);
    else index.set(slot.question.id, [i]);
  });
  return index;
}

function answersOf(q: QuestionRecord, r: ResponseRecord, slots: SlotIndex, simple: boolean): object[] {
  const text = r.texts.get(q.id);
  if (q.family === 'open_ended')
    return text === undefined ? [] : [simple ? { text, simple_text: text } : { text }];
  const out: object[] = [];
  for (const [i, slot] of (slots.get(q.id) ?? []).entries()) {
    const cell = r.cells[slot] ?? 0;
    if (cell === 0) continue;
    if (cell === OTHER_CELL && q.other) {
      out.push({ other_id: q.other.id, text: text ?? '', ...(simple ? { simple_text: text ?? '' } : {}) });
      continue;
    }
    const choice = q.choices[cell - 1];
    if (!choice) continue;
    const row = q.family === 'matrix' ? q.rows[i] : undefined;
    const simpleText = row ? `${row.text} | ${choice.text}` : choice.text;
    out.push({
      ...(row ? { row_id: row.id } : {}),
      choice_id: choice.id,
      ...(simple ? { simple_text: simpleText } : {}),
    });
  }
  return out;
}

/** Renders one response in the documented bulk shape (provider-api §3.7); unanswered questions are omitted. */
export function responseJson(
  survey: SurveyRecord,
  r: ResponseRecord,
  slots: SlotIndex,
  base: string,
  view: ResponseView,
): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: r.id,
    recipient_id: '',
    collection_mode: 'default',
    response_status: r.response_status,
    custom_value: '',
    first_name: '',
    last_name: '',
    email_address: '',
    ip_address: r.ip_address,
    logic_path: {},
    metadata: {},
    page_path: [],
    collector_id: r.collector_id,
    survey_id: r.survey_id,
    custom_variables: r.custom_variables,
    edit_url: `https://www.surveymonkey.com/r/?sm=SIMEDIT${r.id}`,
    analyze_url: `https://www.surveymonkey.com/analyze/browse/${survey.id}?respondent_id=${r.id}`,
    total_time: r.total_time,
    date_modified: formatWithOffset(r.date_modified),
    date_created: formatWithOffset(r.date_created),
    href: `${base}/v3/surveys/${survey.id}/responses/${r.id}`,
  };
  if (!view.withPages) return json;
  let lastAnswered = '0';
  json.pages = survey.pages
    .filter((page) => !view.pageIds || view.pageIds.has(page.id))
    .map((page) => {
      const questions = page.questions
        .filter((q) => !view.questionIds || view.questionIds.has(q.id))
        .map((q) => {
          const answers = answersOf(q, r, slots, view.simple);
          const head = view.simple ? { heading: q.heading, family: q.family, subtype: q.subtype } : {};
          return { id: q.id, ...head, answers };
        })
        .filter((q) => q.answers.length > 0);
      if (questions.length) lastAnswered = page.id;
      return { id: page.id, questions };
    });
  if (view.currentPage) json.current_page_id = r.response_status === 'completed' ? '0' : lastAnswered;
  return json;
}
