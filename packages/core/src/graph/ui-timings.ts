/** Debounce before a typed question filter redraws the graph: 400 ms (spec 2 §4, §9). */
export const QUESTION_FILTER_DEBOUNCE_MS = 400;
/** Debounce of the multi-select search field: 1 second (spec 2 §9). */
export const MULTI_SELECT_SEARCH_DEBOUNCE_MS = 1000;
/** Sidebar open/close transition: 500 ms (spec 2 §2, §9). */
export const SIDEBAR_TRANSITION_MS = 500;
