import { type GraphMessageKey, graphMessages } from '@pulzus/core';
import { pickMessages } from '../session/pick-messages';

/** The texts of the participation tables; English by default, Hungarian built in, overridable by props. */
export interface ParticipationMessages {
  /** Column header of the unit. */
  unit: string;
  /** Column header of the headcount. */
  sent: string;
  /** Column header of the respondent count. */
  completed: string;
  /** Column header of the completion rate. */
  rate: string;
  /** Label of the footer row. */
  total: string;
  /** Label of a unit without collector-demography answers. */
  noUnit: string;
  /** Caption of a worker group whose name is not given; `{{id}}` is its id. */
  workerGroup: string;
  /** Accessible name of the info button. */
  info: string;
  /** The explanation in the info popup. */
  explanation: string;
  /** Shown when there are no collectors. */
  empty: string;
  /** Status text while loading. */
  loading: string;
  /** Shown when the rates could not be loaded. */
  error: string;
  /** A rate that cannot be computed (no headcount). */
  noRate: string;
}

/** The catalogue key of each participation text (core's graphs area, so in `graphMessages`). */
const PARTICIPATION_MESSAGE_KEYS = {
  unit: 'participation-rate-unit',
  sent: 'participation-rate-sent',
  completed: 'participation-rate-completed',
  rate: 'participation-rate-rate',
  total: 'participation-rate-total',
  noUnit: 'participation-rate-no-unit',
  workerGroup: 'participation-rate-worker-group',
  info: 'participation-rate-info',
  explanation: 'participation-rate-explanation',
  empty: 'participation-rate-empty',
  loading: 'participation-rate-loading',
  error: 'participation-rate-error',
  noRate: 'participation-rate-no-rate',
} as const satisfies Record<keyof ParticipationMessages, GraphMessageKey>;

/** English participation texts (the default), from the core catalogue. */
export const PARTICIPATION_MESSAGES_EN: ParticipationMessages = pickMessages(
  graphMessages.en,
  PARTICIPATION_MESSAGE_KEYS,
);

/** Hungarian participation texts, from the core catalogue. */
export const PARTICIPATION_MESSAGES_HU: ParticipationMessages = pickMessages(
  graphMessages.hu,
  PARTICIPATION_MESSAGE_KEYS,
);

/** The participation texts of a language ('hu' or English otherwise) with the given overrides. */
export function participationMessages(
  language: string | undefined,
  overrides?: Partial<ParticipationMessages>,
): ParticipationMessages {
  return { ...(language === 'hu' ? PARTICIPATION_MESSAGES_HU : PARTICIPATION_MESSAGES_EN), ...overrides };
}
