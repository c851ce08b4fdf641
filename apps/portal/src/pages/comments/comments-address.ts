import { type SidebarState, sidebarStateFromSearch, sidebarStateToSearch } from '@pulzus/core';

/**
 * The comments view's state in the address (docs/comments.md "The comments view"): the graph pages' names for the
 * date, worker group and demography filters (docs/graphs.md "In the address"), and its own question, search and page.
 */
export interface CommentsAddress {
  /** The graph pages' sidebar state; only the first date, the worker group and the demography filters are read. */
  readonly sidebar: SidebarState;
  /** The chosen open-ended question, null for the first one. */
  readonly questionId: number | null;
  /** The search, '' for none. */
  readonly search: string;
  /** The page, from 1. */
  readonly page: number;
}

const PARAM = { question: 'question', search: 'q', page: 'page' } as const;

const positive = (text: string | null): number | null =>
  text !== null && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;

/** The state an address names; a malformed value is ignored, as on the graph pages. */
export function commentsAddressFromSearch(params: URLSearchParams): CommentsAddress {
  return {
    sidebar: sidebarStateFromSearch(params),
    questionId: positive(params.get(PARAM.question)),
    search: (params.get(PARAM.search) ?? '').slice(0, 200),
    page: positive(params.get(PARAM.page)) ?? 1,
  };
}

/** A state as address parameters, the defaults left out. */
export function commentsAddressToSearch(address: CommentsAddress): URLSearchParams {
  const params = sidebarStateToSearch(address.sidebar);
  if (address.questionId !== null) params.set(PARAM.question, String(address.questionId));
  if (address.search.trim() !== '') params.set(PARAM.search, address.search);
  if (address.page > 1) params.set(PARAM.page, String(address.page));
  return params;
}
