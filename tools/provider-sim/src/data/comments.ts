import type { Rng } from './rng.ts';

/**
 * Open-ended answers of the demo (docs/import.md "Comments"): varied Hungarian comments, some in English, some
 * naming people (the demo's own users among them, which the server masks) and some that describe a group so small
 * that a reader could tell who wrote it — what the comment rules of docs/privacy.md "Comments" exist for.
 */

/** Sentences about the work, by how the respondent feels: negative, mixed, positive. */
const HU: readonly (readonly string[])[] = [
  [
    'A bérezés nem követi az inflációt, ez nagyon demotiváló.',
    'Túl sok a túlóra, és senki nem kérdezi meg, bírjuk-e.',
    'A vezetés nincs jelen, a döntésekről utólag értesülünk.',
    'A műszakbeosztást mindig az utolsó pillanatban kapjuk meg.',
    'Az eszközeink elavultak, a gépek gyakran leállnak.',
    'Az osztályok között nincs kommunikáció, mindenki a saját szigetén dolgozik.',
    'Az előléptetések nem átláthatók, mindig ugyanazok kapják.',
    'Az öltöző és a pihenő állapota méltatlan.',
  ],
  [
    'A csapatom jó, de a határidők irreálisak.',
    'Szeretem a munkámat, de több képzés kellene.',
    'A fizetés rendben van, a munkaidő viszont lehetne rugalmasabb.',
    'Heti egy nap otthoni munka sokat segítene.',
    'Jó a hangulat, csak az információ nem jut el hozzánk időben.',
    'Több visszajelzést szeretnék kapni arról, hogyan dolgozom.',
  ],
  [
    'Elégedett vagyok, jó itt dolgozni.',
    'Sokat fejlődtem az elmúlt évben, köszönöm a lehetőséget.',
    'A kollégáim segítőkészek, mindig számíthatok rájuk.',
    'Az új képzési program nagyon hasznos volt.',
    'Semmit, így jó, ahogy van.',
  ],
];

/** English comments (the demo company has some English-speaking staff). */
const EN: readonly (readonly string[])[] = [
  [
    'Information is often shared only in Hungarian, so I miss important updates.',
    'Workload has been too high for months and nobody seems to notice.',
    'Management decisions are not explained to us.',
  ],
  ['Good team, but we need clearer goals.', 'More training would help, especially for new joiners.'],
  ['Great place to work, thank you.', 'The onboarding was excellent and very well organised.'],
];

/** Sentences naming a person: the demo's users (Kovács Anna, Nagy Gábor, Szabó Eszter) and others. */
const NAMING_HU: readonly string[] = [
  'Kovács Anna nagyon sokat segített a betanulásnál, köszönöm neki.',
  'Nagy Gábor sosem hallgat meg minket, ha problémát jelzünk.',
  'A műszakvezetőnk, Horváth Béla, rendszeresen kiabál velünk.',
  'Szabó Eszternek külön köszönet a türelméért.',
  'Annának és Gábornak köszönöm, hogy mindig kiállnak értünk.',
  'Tóth Réka csapatában öröm dolgozni.',
];
const NAMING_EN: readonly string[] = [
  'Anna Kovács was a huge help during my first weeks.',
  'My manager, Gábor Nagy, rarely has time for one-to-ones.',
];

/** Sentences that describe a small group: the kind of detail that identifies its writer. */
const SMALL_GROUP: readonly string[] = [
  'Mi hárman a raktárban fél éve nem kaptunk új védőfelszerelést.',
  'A karbantartók közül egyedül én dolgozom minden hétvégén.',
  'Az éjszakás csapatunk (négyen vagyunk) mindig kimarad az értekezletekből.',
  'Egyetlen nőként a műszakban sokszor kellemetlen helyzetbe kerülök.',
  'As the only English speaker in the Győr office, I feel left out.',
];

/**
 * One respondent's comment, drawn from its own stream (never the dataset's, so the answers stay as they were):
 * mostly Hungarian, about one in eight English, one in ten naming someone, one in twelve about a small group;
 * one to three sentences, leaning on how the respondent scored (`mood`: 0 negative, 1 mixed, 2 positive).
 */
export function demoComment(rng: Rng, mood: 0 | 1 | 2): string {
  const english = rng.chance(0.12);
  const pool = (english ? EN : HU)[mood]!;
  const sentences = [rng.pick(pool)];
  if (rng.chance(0.35)) sentences.push(rng.pick((english ? EN : HU)[rng.int(0, 2)]!));
  if (rng.chance(0.1)) sentences.push(rng.pick(english ? NAMING_EN : NAMING_HU));
  if (rng.chance(0.08)) sentences.push(rng.pick(SMALL_GROUP));
  return [...new Set(sentences)].join(' ');
}
