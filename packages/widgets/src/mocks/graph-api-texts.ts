import type { GraphExplanations } from '@pulzus/core';

/** The names a fake account uses in one language. */
export interface GraphApiTexts {
  readonly workerGroups: readonly string[];
  readonly demographies: readonly { name: string; answers: readonly string[]; noAnswer?: number }[];
  readonly topics: readonly string[];
  readonly questions: readonly string[];
  readonly total: string;
  readonly satisfactionIndex: string;
  readonly engagementIndex: string;
  /** The key drivers' two series: the score and the impact (docs/graphs.md "Key drivers"). */
  readonly driverSeries: readonly [string, string];
  readonly bands: readonly [string, string, string];
  readonly explanations: GraphExplanations;
}

const HU: GraphApiTexts = {
  workerGroups: ['Irodai munkatársak', 'Fizikai munkatársak', 'Vezetők'],
  demographies: [
    { name: 'Szervezeti egység', answers: ['Értékesítés', 'Pénzügy', 'Informatika', 'Logisztika'] },
    {
      name: 'Korcsoport',
      answers: ['30 év alatt', '30–45 év', '45 év felett', 'Nem válaszolt'],
      noAnswer: 3,
    },
    { name: 'Munkahelyen töltött idő', answers: ['1 év alatt', '1–5 év', '5 év felett'] },
  ],
  topics: ['Elkötelezettség', 'Vezetés', 'Csapatmunka', 'Fejlődés'],
  questions: [
    'Szívesen ajánlom a céget ismerőseimnek',
    'Büszke vagyok a munkahelyemre',
    'A vezetőm támogat',
    'Rendszeres visszajelzést kapok',
    'Jól működik a csapatom',
    'Számíthatok a kollégáimra',
    'Van lehetőségem fejlődni',
    'Értem, mi a következő lépésem',
  ],
  total: 'Összesen',
  satisfactionIndex: 'Elégedettségi index',
  engagementIndex: 'Elkötelezettségi index',
  driverSeries: ['Eredmény', 'Hatás az elkötelezettségre'],
  bands: ['Negatív (1–2)', 'Középső (3–4)', 'Pozitív (5–6)'],
  explanations: {
    commitment_total:
      'Az elkötelezettségi index azt mutatja, a válaszok hány százaléka 5-ös vagy 6-os az elkötelezettség témakör kérdéseire.',
    satisfaction_topics: 'A témakör kérdéseire adott negatív, semleges és pozitív válaszok aránya.',
    demographics: 'A kitöltők megoszlása a választott demográfiai mutató szerint.',
  },
};

const EN: GraphApiTexts = {
  workerGroups: ['Office staff', 'Blue-collar staff', 'Managers'],
  demographies: [
    { name: 'Department', answers: ['Sales', 'Finance', 'IT', 'Logistics'] },
    { name: 'Age group', answers: ['Under 30', '30–45', 'Over 45', 'Not answered'], noAnswer: 3 },
    { name: 'Years at the company', answers: ['Under 1 year', '1–5 years', 'Over 5 years'] },
  ],
  topics: ['Engagement', 'Leadership', 'Teamwork', 'Development'],
  questions: [
    'I would recommend the company to friends',
    'I am proud of my workplace',
    'My manager supports me',
    'I get regular feedback',
    'My team works well together',
    'I can count on my colleagues',
    'I have room to develop',
    'I know what my next step is',
  ],
  total: 'Total',
  satisfactionIndex: 'Satisfaction index',
  engagementIndex: 'Engagement index',
  driverSeries: ['Score', 'Impact on engagement'],
  bands: ['Negative (1–2)', 'Middle (3–4)', 'Positive (5–6)'],
  explanations: {
    commitment_total: 'The engagement index is the share of 5 or 6 answers to the engagement topic.',
    satisfaction_topics: 'The share of negative, neutral and positive answers to the questions of the topic.',
    demographics: 'How respondents divide by the chosen demographic indicator.',
  },
};

/** The fake account's names in Hungarian or English. */
export function graphApiTexts(language: 'hu' | 'en'): GraphApiTexts {
  return language === 'hu' ? HU : EN;
}
