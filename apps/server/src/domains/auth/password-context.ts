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

/** What is known about the person choosing a password: their sign-in e-mail and name. */
export interface PasswordContext {
  email?: string | null;
  name?: string | null;
}

/** Lower case without accents, so `Nyár` is `nyar`. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

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

/** Which rule a guessable password breaks: the product or the person, or a season/month with a year. */
export type ContextProblem = 'product' | 'personal' | 'calendar';

/**
 * Whether a password is built on a word an attacker guesses first (penetration test, docs/sign-in.md
 * "Passwords"): the product name, the person's e-mail or name, or a season or month next to a year.
 */
export function contextProblem(password: string, context: PasswordContext = {}): ContextProblem | null {
  const folded = fold(password);
  if (PRODUCT_WORDS.some((w) => folded.includes(w))) return 'product';
  if (personalWords(context).some((w) => folded.includes(w))) return 'personal';
  // a season or month with at most two more letters, beside a year: `Summer2026!`, `Nyár-2026!x`
  const letters = folded.replace(/[^\p{L}]/gu, '');
  const stem = CALENDAR_WORDS.some((w) => letters.includes(w) && letters.length - w.length <= 2);
  if (stem && /\d{2}/.test(folded)) return 'calendar';
  return null;
}
