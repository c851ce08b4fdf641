import { REFRESH_TOKEN_HEADER } from '../api/headers';

/** Response header that carries a refreshed session token, `X-SE-Token` (spec 1 §7, §9); the API client's constant. */
export const REFRESH_HEADER = REFRESH_TOKEN_HEADER;

/** Interval of the keep-alive ping while logged in, in milliseconds (spec 1 §4, §9): 60 000. */
export const PING_INTERVAL_MS = 60_000;

/** Clock offset in seconds before any fresh token has been seen (spec 1 §4, §9): 0. */
export const DEFAULT_CLOCK_OFFSET_SECONDS = 0;

/** Role slug that marks an administrator in the token's `role` claim (spec 1 §3). */
export const ADMIN_ROLE = 'admin';
