import type { CommentSettingsResponse } from '@pulzus/core';

// Fixed fixtures of the comment settings screen's stories and component tests (style.md §17).

/** An account with k = 5 that set no threshold of its own (max(k, 10) = 10 in force) and masks two names. */
export const COMMENT_SETTINGS: CommentSettingsResponse = {
  comment_min_group_size: null,
  masked_names: ['Szőke Péter', 'Kovi'],
  k: 5,
  threshold: 10,
};
