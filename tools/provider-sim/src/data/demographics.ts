/** Role of a demographic question, used to correlate answers with the respondent's profile. */
export type DemographicRole = 'site' | 'department' | 'age' | 'tenure' | 'gender' | 'job';

/** A demographic single-choice question of the generated surveys. */
export interface DemographicQuestion {
  role: DemographicRole;
  heading: string;
  subtype: 'vertical' | 'menu';
  choices: readonly string[];
  /** Text of the "other" box, when the question has one. */
  other?: string;
  /** Typed "other" answers respondents give. */
  otherAnswers?: readonly string[];
}

/** Sites of the fictional company. */
export const SITES: readonly string[] = ['Budapest – központ', 'Győr', 'Debrecen', 'Szeged', 'Pécs'];

/** Departments of the fictional company, with the job type most of their staff has. */
export const DEPARTMENTS: readonly { name: string; code: string; blueCollar: number }[] = [
  { name: 'Gyártás', code: 'GYA', blueCollar: 0.9 },
  { name: 'Logisztika', code: 'LOG', blueCollar: 0.75 },
  { name: 'Karbantartás', code: 'KAR', blueCollar: 0.85 },
  { name: 'Minőségbiztosítás', code: 'MIN', blueCollar: 0.4 },
  { name: 'Pénzügy', code: 'PEN', blueCollar: 0.02 },
  { name: 'HR', code: 'HR', blueCollar: 0.02 },
  { name: 'Értékesítés', code: 'ERT', blueCollar: 0.05 },
  { name: 'IT', code: 'IT', blueCollar: 0.02 },
  { name: 'Ügyfélszolgálat', code: 'UGY', blueCollar: 0.1 },
  { name: 'Beszerzés', code: 'BESZ', blueCollar: 0.05 },
];

/** The demographic page: site, department, age band, tenure, gender, job type. */
export const DEMOGRAPHIC_QUESTIONS: readonly DemographicQuestion[] = [
  {
    role: 'site',
    heading: 'Melyik telephelyen dolgozik?',
    subtype: 'vertical',
    choices: SITES,
    other: 'Egyéb (kérjük, nevezze meg)',
    otherAnswers: ['Távmunka', 'Miskolc', 'Több telephelyen', 'Kecskemét'],
  },
  {
    role: 'department',
    heading: 'Melyik szervezeti egységben dolgozik?',
    subtype: 'menu',
    choices: DEPARTMENTS.map((d) => d.name),
  },
  {
    role: 'age',
    heading: 'Melyik korcsoportba tartozik?',
    subtype: 'vertical',
    choices: ['25 év alatt', '25–34 év', '35–44 év', '45–54 év', '55 év vagy felette'],
  },
  {
    role: 'tenure',
    heading: 'Mióta dolgozik a vállalatnál?',
    subtype: 'vertical',
    choices: ['1 évnél rövidebb ideje', '1–3 éve', '3–5 éve', '5–10 éve', '10 évnél hosszabb ideje'],
  },
  {
    role: 'gender',
    heading: 'Az Ön neme:',
    subtype: 'vertical',
    choices: ['Nő', 'Férfi', 'Nem kívánom megadni'],
  },
  {
    role: 'job',
    heading: 'Milyen munkakörben dolgozik?',
    subtype: 'vertical',
    choices: ['Fizikai munkakör', 'Szellemi munkakör', 'Vezető (csoportvezető vagy felette)'],
  },
];
