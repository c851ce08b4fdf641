import { type Count, type Percent, asPercent } from './units';

/** Rounds a percent to a whole percent, halves up (12.5 → 13); percentages leave the API whole (graphs.md). */
export function roundHalfUp(value: Percent): Percent {
  // Math.round rounds halves towards +∞, which is half up for the non-negative percents here.
  return asPercent(Math.round(value));
}

/** 100 × part / whole rounded half up in exact integer arithmetic; `null` when `whole` is 0 (spec 2 §9). */
export function roundedPercent(part: Count, whole: Count): Percent | null {
  if (whole === 0) return null;
  return asPercent(Math.floor((200 * part + whole) / (2 * whole)));
}
