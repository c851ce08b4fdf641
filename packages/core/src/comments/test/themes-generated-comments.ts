import { prng } from '../../analytics/test/generated-company';
import { foldAccents } from '../themes-text';
import type { ThemeComment } from '../themes-types';

// Sentences of the usual engagement themes, with the inflected forms employees write, and one that is no built-in
// topic (the coffee), so that a word theme shows too.
const HU = [
  'alacsony a fizetés',
  'a fizetésemet évek óta nem emelték',
  'több bért szeretnék',
  'a béremelés elmaradt',
  'túl sok a túlóra',
  'a munkaterhelés elviselhetetlen',
  'a vezetőm nem figyel ránk',
  'a vezetőség nem kommunikál',
  'nincs tájékoztatás a változásokról',
  'a kollégáimmal jó a viszony',
  'jó a csapat',
  'nincs előrelépési lehetőség',
  'kevés a képzés',
  'elavultak a gépek',
  'a laptopom lassú',
  'a home office-t tartsák meg',
  'otthonról jobban tudok dolgozni',
  'a kávé borzalmas az irodában',
];
const EN = [
  'the salary is too low',
  'no raise this year',
  'too much overtime',
  'the workload is crazy',
  'my manager is great',
  'leadership does not listen',
  'communication is poor',
  'great colleagues',
  'the team is supportive',
  'no career path',
  'more training please',
  'the laptops are slow',
  'keep working from home',
  'the coffee is awful',
];
const EMOJI = ['', '', '', ' 😊', ' 😡', ' 👍', '!!!'];

/** `count` comments of one question, four in five Hungarian (a fifth of those typed without accents), seeded. */
export function generatedComments(count: number, seed = 1): ThemeComment[] {
  const random = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const language = random() < 0.8 ? 'hu' : 'en';
    const roll = random();
    // one in twenty is a long comment, one in twenty an answer without words
    const sentences =
      roll < 0.05 ? 8 + Math.floor(random() * 12) : roll < 0.1 ? 0 : 1 + Math.floor(random() * 3);
    let text = Array.from({ length: sentences }, () => pick(language === 'hu' ? HU : EN)).join('. ');
    if (sentences === 0) text = pick(['-', 'nincs', '👍', '', 'n/a']);
    if (language === 'hu' && random() < 0.2) text = foldAccents(text);
    text = (random() < 0.5 ? text.charAt(0).toUpperCase() + text.slice(1) : text) + pick(EMOJI);
    return { id: `g${String(i).padStart(6, '0')}`, text, language };
  });
}
