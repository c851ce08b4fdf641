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

/** English participation texts (the default). */
export const PARTICIPATION_MESSAGES_EN: ParticipationMessages = {
  unit: 'Unit',
  sent: 'Sent',
  completed: 'Completed',
  rate: 'Completion rate',
  total: 'Total',
  noUnit: 'No unit',
  workerGroup: 'Employee group {{id}}',
  info: 'About the participation rate',
  explanation:
    'Sent is the headcount of the unit, completed the number of finished questionnaires. The completion rate is completed divided by sent, rounded to a whole percent. Collectors with the same unit are merged into one row.',
  empty: 'There is no participation data for this survey date.',
  loading: 'Loading participation rates…',
  error: 'The participation rates could not be loaded.',
  noRate: '–',
};

/** Hungarian participation texts. */
export const PARTICIPATION_MESSAGES_HU: ParticipationMessages = {
  unit: 'Egység',
  sent: 'Kiküldött',
  completed: 'Kitöltött',
  rate: 'Kitöltési arány',
  total: 'Összesen',
  noUnit: 'Egység nélkül',
  workerGroup: '{{id}}. munkavállalói csoport',
  info: 'A részvételi arányról',
  explanation:
    'A kiküldött oszlop az egység létszáma, a kitöltött oszlop a befejezett kérdőívek száma. A kitöltési arány a kettő hányadosa egész százalékra kerekítve. Az azonos egységhez tartozó gyűjtők egy sorba kerülnek.',
  empty: 'Ehhez a felmérési időponthoz nincs részvételi adat.',
  loading: 'A részvételi arányok betöltése…',
  error: 'A részvételi arányokat nem sikerült betölteni.',
  noRate: '–',
};

/** The participation texts of a language ('hu' or English otherwise) with the given overrides. */
export function participationMessages(
  language: string | undefined,
  overrides?: Partial<ParticipationMessages>,
): ParticipationMessages {
  return { ...(language === 'hu' ? PARTICIPATION_MESSAGES_HU : PARTICIPATION_MESSAGES_EN), ...overrides };
}
