/// <reference path="./themes-vendor.d.ts" />
import { StemmerEn } from '@nlpjs/lang-en-min';
import { StemmerHu } from '@nlpjs/lang-hu';
import { eng, hun } from 'stopword';
import type { CommentLanguage } from './themes-types';

/** A word of a comment as the themes use it. */
export interface ThemeToken {
  /** The word in lower case, accents kept (`fizetésemet`). */
  surface: string;
  /** Written in capitals as an acronym (`IT`, `HR`). */
  acronym: boolean;
  /** Which clause of the comment it stands in; a two-word phrase never spans a full stop. */
  clause: number;
}

/** Lower case and without accents: `Fizetés` → `fizetes`, so that a comment typed without accents finds the same theme. */
export function foldAccents(word: string): string {
  return word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * Words that say how, not what: survey fillers, evaluative adjectives and generic work words in both languages, on top
 * of the packages' stop word lists. They never make a theme of their own.
 */
const FILLERS = [
  // hu
  'munka munkát munkám munkában munkahely munkahelyen munkahelyem cég céget cégnél cégünk cégben vállalat vállalatnál',
  'dolgozni dolgozom dolgozunk dolgozik dolog dolgok dolgot jobb jobban lehetne tudna tudnánk szeretnék szeretném',
  'szeretnénk lenne kéne kellene legyen legyenek nincsen semmi igen köszönöm stb pl ill illetve rossz rosszabb nagy',
  'nagyobb kicsi kis kevés kevesebb sok több magas alacsony túl elég nagyon igazán teljesen állandó állandóan',
  'folyamatos folyamatosan mindig soha néha gyakran általában lehetőség lehetőséget lehetőségek probléma problémák',
  'problémát hiány hiánya hiányzik érzem érzés szerint szerintem nap napot napi napok napokig hét heti hetente év',
  'évek éve évente óra órát órás hónap hónapok hónapja idő időt tudom tudok tudnám tudja tudjuk',
  // a name masked before the comment left the server (docs/privacy.md "Comments") is no theme
  'név',
  // en
  'good great bad better worse low high big small little lot lots many more less too enough really very constant',
  'constantly always sometimes often work working worked job company companies thing things need needs feel feels',
  'think get gets getting just maybe please thanks thank overall everything nothing none n/a na ok okay keep keeps',
  'day days week weeks year years month months time times name',
  "don't can't isn't i'm it's we're they're there's doesn't aren't won't",
].flatMap((line) => line.split(' '));

let stopWords: Set<string> | undefined;

/** Whether a lower-case word is a stop word in either language (comments mix them), accents or none. */
export function isStopWord(word: string): boolean {
  // both spellings in the set, so that a word is looked up as it is, without folding each one
  stopWords ??= new Set(
    [...hun, ...eng, ...FILLERS].flatMap((w) => [w.toLowerCase(), foldAccents(w.toLowerCase())]),
  );
  return stopWords.has(word);
}

// Latin-1 keyboards and old code pages write ő and ű as õ/ô and û: the same letters to a Hungarian reader.
const LOOKALIKES: Record<string, string> = { õ: 'ő', ô: 'ő', Õ: 'Ő', Ô: 'Ő', û: 'ű', Û: 'Ű' };
const LOOKALIKE = /[õôÕÔûÛ]/;
const LOOKALIKE_ALL = /[õôÕÔûÛ]/g;
const CLAUSE_END = '.!?;\n';
const WORD_OR_STOP = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[.!?;\n]/gu;
const NUMBER = /^\p{N}+$/u;

/**
 * The words of a comment worth theming: NFC, lower case, no stop words, numbers, emoji or one-letter words. A
 * hyphenated suffix is dropped (`HR-es`, `office-t`: Hungarian writes suffixes of foreign words and acronyms after a
 * hyphen); other hyphenated words count as their parts (`home-office`).
 */
export function themeTokens(text: string): ThemeToken[] {
  let normal = text.normalize('NFC');
  if (LOOKALIKE.test(normal)) normal = normal.replace(LOOKALIKE_ALL, (c) => LOOKALIKES[c] ?? c);
  let shouting: boolean | undefined;
  const tokens: ThemeToken[] = [];
  let clause = 0;
  for (const [match] of normal.matchAll(WORD_OR_STOP)) {
    if (match.length === 1 && CLAUSE_END.includes(match)) {
      clause++;
      continue;
    }
    for (const part of wordParts(match.includes('’') ? match.replace(/’/g, "'") : match)) {
      const surface = part.toLowerCase();
      let acronym = false;
      if (part.length <= 4 && part !== surface && part === part.toUpperCase()) {
        // a comment written all in capitals shouts; only in mixed case is a word in capitals an acronym
        shouting ??= isShouting(normal);
        acronym = !shouting;
      }
      if (surface.length < 2 || NUMBER.test(surface) || (!acronym && isStopWord(surface))) continue;
      tokens.push({ surface, acronym, clause });
    }
  }
  return tokens;
}

function isShouting(text: string): boolean {
  let letters = 0;
  let upper = 0;
  for (const c of text)
    if (c.toLowerCase() !== c.toUpperCase()) {
      letters++;
      if (c !== c.toLowerCase()) upper++;
    }
  return upper * 2 > letters;
}

function wordParts(word: string): string[] {
  if (!word.includes('-')) return [word.endsWith("'s") ? word.slice(0, -2) : word];
  const parts = word.split('-');
  const last = parts.at(-1) ?? '';
  if (parts.length === 2 && last.length <= 4 && last === last.toLowerCase()) return [parts[0] ?? ''];
  if ((parts[0]?.length ?? 0) <= 2) return [parts.join('')]; // e-mail, co-workers
  return parts;
}

/** Stems words once per call of the themes: the Snowball stemmer of each language, its result without accents. */
export class Stems {
  readonly #hu = new StemmerHu();
  readonly #en = new StemmerEn();
  readonly #cache = { hu: new Map<string, string>(), en: new Map<string, string>() };

  /** The accent-free stem of a lower-case word in `language`: `fizetésemet` → `fizetes`, `salaries` → `salari`. */
  stem(word: string, language: CommentLanguage): string {
    const cache = this.#cache[language];
    let stem = cache.get(word);
    if (stem === undefined) {
      stem = foldAccents((language === 'hu' ? this.#hu : this.#en).stemWord(word));
      cache.set(word, stem);
    }
    return stem;
  }
}
