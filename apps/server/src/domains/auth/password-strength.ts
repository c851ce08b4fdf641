import { type MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { HUNGARIAN_WORDS } from './hungarian-words';

/**
 * The lowest zxcvbn score a password must reach (docs/sign-in.md "Passwords"): 3, about 10⁸
 * guesses — beyond an online attacker held by the sign-in limits, and costly offline against argon2.
 */
export const MIN_PASSWORD_SCORE = 3;

/** What the estimator found a guessable password built on. */
export type StrengthProblem = 'common' | 'product' | 'personal' | 'account' | 'dictionary' | 'guessable';

/** The words known about where a password is chosen, each with the problem it names. */
export interface StrengthInputs {
  product: readonly string[];
  personal: readonly string[];
  account: readonly string[];
}

/** The characters of a password the estimator reads. */
const ESTIMATED_LENGTH = 32;

let estimator: ZxcvbnFactory | null = null;

/** zxcvbn-ts with its common and English lists, our Hungarian one and keyboard layouts, built on first use. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary, ...HUNGARIAN_WORDS },
    graphs: adjacencyGraphs,
    // bounded work for every password a public call sends (docs/security.md): the estimate reads the
    // first 32 characters — a guessable start is refused, a longer strong one needs no estimate —
    // and tries at most 12 look-alike substitutions
    maxLength: ESTIMATED_LENGTH,
    l33tMaxSubstitutions: 12,
  });
  return estimator;
}

/** Lower case without accents, so `Győr` is `gyor` as the Hungarian list writes it. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** What a dictionary match of the estimator names: a user input's source, the breached list or another word list. */
function problemOf(match: MatchExtended, inputs: StrengthInputs): StrengthProblem {
  if (match.pattern !== 'dictionary') return 'guessable';
  if (match.dictionaryName === 'userInputs') {
    const word = String(match.matchedWord);
    if (inputs.product.includes(word)) return 'product';
    if (inputs.account.includes(word)) return 'account';
    return 'personal';
  }
  return match.dictionaryName === 'passwords' ? 'common' : 'dictionary';
}

/**
 * Why the strength estimator finds a password guessable (score under {@link MIN_PASSWORD_SCORE}),
 * or null when it does not: the longest word it matched names the reason — the product, the
 * person, the account, a breached password, another word, name or place — else a pattern
 * (keyboard rows, repeats, sequences, dates). Random characters alone are left to the length rule.
 */
export function strengthProblem(password: string, inputs: StrengthInputs): StrengthProblem | null {
  const userInputs = [...inputs.product, ...inputs.personal, ...inputs.account];
  const result = zxcvbn().check(foldAccents(password), userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  // nothing but random characters: short, but no guess an attacker tries first (spec 1 §5 sets the length)
  if (result.sequence.every((m) => m.pattern === 'bruteforce')) return null;
  const words = result.sequence.filter((m) => m.pattern === 'dictionary');
  const longest = words.reduce<MatchExtended | null>(
    (best, m) => (best && best.token.length >= m.token.length ? best : m),
    null,
  );
  return longest ? problemOf(longest, inputs) : 'guessable';
}
