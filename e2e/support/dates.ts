const MONTHS_HU = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
];

/** A survey date as the Hungarian select shows it: 'yyyy. MMMM' (spec 2 §9). */
export function formatSurveyDate(day: string): string {
  const [year, month] = day.split('-');
  return `${year}. ${MONTHS_HU[Number(month) - 1]}`;
}
