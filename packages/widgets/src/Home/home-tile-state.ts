import type { GraphWarning } from '@pulzus/core';

/**
 * What a results-home tile shows: its loading, refused (the API said 401/403), failed (with a retry), empty (the
 * graph has no value for the selection: its warning when it gave one) or ready state (docs/graphs.md "The results
 * home").
 */
export type HomeTileState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'refused' }
  | { readonly status: 'error'; readonly retry?: () => void }
  | { readonly status: 'empty'; readonly warning?: GraphWarning | undefined }
  | { readonly status: 'ready'; readonly data: T; readonly warning?: GraphWarning | undefined };
