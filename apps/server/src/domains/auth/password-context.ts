import { foldAccents, type StrengthInputs } from './password-strength';

/** The product's own name: a password built on it is among the first an attacker tries. */
const PRODUCT_WORDS = ['pulzus'];

/** Seasons and months in English and Hungarian (accents removed), the usual `Summer2026!` stems. */
const CALENDAR_WORDS = [
  'spring',
  'summer',
  'autumn',
  'fall',
  'winter',
  'tavasz',
  'nyar',
  'osz',
  'tel',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'januar',
  'februar',
  'marcius',
  'aprilis',
  'majus',
  'junius',
  'julius',
  'augusztus',
  'szeptember',
  'oktober',
  'december',
];

/** What is known about the person choosing a password: their sign-in e-mail, name and account's name. */
export interface PasswordContext {
  email?: string | null;
  name?: string | null;
  /** The name of the account (organisation) the person belongs to. */
  account_name?: string | null;
}

/** Lower case without accents, so `Nyár` is `nyar`. */
const fold = foldAccents;

/** The words of the person's e-mail (local part and domain labels) and name, 3 letters or more. */
function personalWords(context: PasswordContext): string[] {
  const [local = '', domain = ''] = fold(context.email ?? '').split('@');
  const domainLabels = domain.split('.').slice(0, -1); // not the top-level domain
  const words = [
    local,
    ...local.split(/[^\p{L}\p{N}]+/u),
    ...domainLabels,
    ...fold(context.name ?? '').split(/[^\p{L}]+/u),
  ];
  return [...new Set(words.filter((w) => w.length >= 3))];
}

/** The words of the account's name, 3 letters or more, without company forms such as `kft`. */
function accountWords(context: PasswordContext): string[] {
  const words = fold(context.account_name ?? '').split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((w) => w.length >= 3 && !COMPANY_FORMS.has(w)))];
}

/** Hungarian and English company forms: part of many account names, no clue to any one. */
const COMPANY_FORMS = new Set(['kft', 'zrt', 'nyrt', 'ltd', 'inc', 'gmbh', 'llc']);

/** The words of the context, by the problem each names, as the strength estimator takes them. */
export function contextWords(context: PasswordContext = {}): StrengthInputs {
  return { product: PRODUCT_WORDS, personal: personalWords(context), account: accountWords(context) };
}

/** Digits and symbols people write for letters (`Pu1zu5` for `Pulzus`); `1` is read as `l` and as `i`. */
const LEET: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/** The password with its look-alike characters read as letters, once with `1` as `l` and once as `i`. */
function unleet(folded: string): string[] {
  const letters = [...folded].map((c) => LEET[c] ?? c).join('');
  return [letters.replaceAll('1', 'l'), letters.replaceAll('1', 'i')];
}

/** Which rule a guessable password breaks: the product, the person, the account, or a season/month with a year. */
export type ContextProblem = 'product' | 'personal' | 'account' | 'calendar';

/**
 * Whether a password is built on a word an attacker guesses first (penetration test, docs/sign-in.md
 * "Passwords"): the product name, the person's e-mail or name, or a season or month next to a year.
 */
export function contextProblem(password: string, context: PasswordContext = {}): ContextProblem | null {
  const folded = fold(password);
  // the word read as written and with digits and symbols read as the letters they stand for
  const readings = [folded, ...unleet(folded)];
  const contains = (words: readonly string[]) => words.some((w) => readings.some((r) => r.includes(w)));
  if (contains(PRODUCT_WORDS)) return 'product';
  if (contains(personalWords(context))) return 'personal';
  if (contains(accountWords(context))) return 'account';
  // a season or month with at most two more letters, beside a year: `Summer2026!`, `Nyár-2026!x`
  const letters = folded.replace(/[^\p{L}]/gu, '');
  const stem = CALENDAR_WORDS.some((w) => letters.includes(w) && letters.length - w.length <= 2);
  if (stem && /\d{2}/.test(folded)) return 'calendar';
  return null;
}
