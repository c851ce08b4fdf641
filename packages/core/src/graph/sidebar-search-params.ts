import { ROW_DIMENSIONS, type RowDimension } from './graph-definitions';
import { INITIAL_SIDEBAR_STATE, type QuestionFilterDraft, type SidebarState } from './sidebar-state';

/**
 * The address's names for a sidebar state (docs/graphs.md "In the address"): survey dates, worker group,
 * demography, rows, topic, the two checkboxes, one `f.<demography id>` per demography filter and one `qf` per
 * admin question filter (`<question id>~<answers>`).
 */
const PARAM = {
  dates: 'dates',
  workerGroup: 'wg',
  demography: 'demography',
  rows: 'rows',
  topic: 'topic',
  satisfactionIndex: 'si',
  hideNoAnswers: 'hide',
  demographyFilter: 'f.',
  questionFilter: 'qf',
} as const;

/** The names that are filters: they carry over to the next graph (the others belong to one graph). */
function isFilterParam(name: string): boolean {
  return (
    name === PARAM.workerGroup || name.startsWith(PARAM.demographyFilter) || name === PARAM.questionFilter
  );
}

const positiveId = (text: string | null): number | null => {
  if (text === null || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
};

const idList = (text: string | null): number[] =>
  text === null
    ? []
    : [...new Set(text.split(',').map(positiveId))].filter((id): id is number => id !== null);

/**
 * A sidebar state as address parameters, the defaults left out, so a shared link or a reload restores it
 * (docs/graphs.md "In the address"). Empty demography filters and unfinished question filters are kept out.
 */
export function sidebarStateToSearch(state: SidebarState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.surveyDateIds.length > 0) params.set(PARAM.dates, state.surveyDateIds.join(','));
  if (state.workerGroupId !== null) params.set(PARAM.workerGroup, String(state.workerGroupId));
  if (state.demographyId !== null) params.set(PARAM.demography, String(state.demographyId));
  if (state.rows !== INITIAL_SIDEBAR_STATE.rows) params.set(PARAM.rows, state.rows);
  if (state.topicId !== null) params.set(PARAM.topic, String(state.topicId));
  if (state.showSatisfactionIndex) params.set(PARAM.satisfactionIndex, '1');
  if (state.hideNoAnswers) params.set(PARAM.hideNoAnswers, '1');
  for (const [id, answers] of Object.entries(state.demographyFilters)) {
    if (answers.length > 0) params.set(`${PARAM.demographyFilter}${id}`, answers.join(','));
  }
  for (const filter of state.questionFilters) {
    if (filter.question_id !== null) {
      params.append(PARAM.questionFilter, `${filter.question_id}~${filter.answers}`);
    }
  }
  return params;
}

/**
 * The sidebar state an address names, the defaults where it names nothing; a malformed value is ignored,
 * never an error (the graph's own rules then choose, as for a first visit).
 */
export function sidebarStateFromSearch(params: URLSearchParams): SidebarState {
  const rows = params.get(PARAM.rows);
  const demographyFilters: Record<number, number[]> = {};
  const questionFilters: QuestionFilterDraft[] = [];
  for (const [name, value] of params) {
    if (name.startsWith(PARAM.demographyFilter)) {
      const id = positiveId(name.slice(PARAM.demographyFilter.length));
      const answers = idList(value);
      if (id !== null && answers.length > 0) demographyFilters[id] = answers;
    } else if (name === PARAM.questionFilter) {
      const cut = value.indexOf('~');
      const id = positiveId(cut < 0 ? value : value.slice(0, cut));
      if (id !== null)
        questionFilters.push({ question_id: id, answers: cut < 0 ? '' : value.slice(cut + 1) });
    }
  }
  return {
    surveyDateIds: idList(params.get(PARAM.dates)),
    showSatisfactionIndex: params.get(PARAM.satisfactionIndex) === '1',
    workerGroupId: positiveId(params.get(PARAM.workerGroup)),
    demographyId: positiveId(params.get(PARAM.demography)),
    rows: (ROW_DIMENSIONS as readonly string[]).includes(rows ?? '')
      ? (rows as RowDimension)
      : INITIAL_SIDEBAR_STATE.rows,
    hideNoAnswers: params.get(PARAM.hideNoAnswers) === '1',
    topicId: positiveId(params.get(PARAM.topic)),
    demographyFilters,
    questionFilters,
  };
}

/**
 * The filters of an address (worker group, demography and question filters) without what belongs to one graph
 * (dates, demography, rows, topic, checkboxes): what a link to the next graph carries over (docs/graphs.md
 * "In the address").
 */
export function carriedFilterSearch(params: URLSearchParams): URLSearchParams {
  const carried = new URLSearchParams();
  for (const [name, value] of params) if (isFilterParam(name)) carried.append(name, value);
  return carried;
}

/** A path with address parameters appended ("" when there are none). */
export function withSearch(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
