/**
 * Comment texts (docs/privacy.md "Comments"): accent- and case-insensitive matching for Hungarian, and masking
 * of names before a comment leaves the server. Plain functions, no DOM.
 */

const MARKS = /[\u0300-\u036f]/g;

/** One character folded for matching: accents dropped and lower case, kept one character long (á → a, Ő → o). */
function foldChar(c: string): string {
  const folded = c.normalize('NFD').replace(MARKS, '').toLowerCase();
  return folded.length === 1 ? folded : c.toLowerCase().length === 1 ? c.toLowerCase() : c;
}

/**
 * A text folded for matching, character for character (same length as its NFC form, so a match in the folded text
 * is at the same place in the text): accents dropped, lower case — "Ő" and "o", "Szőke" and "szoke" match.
 */
export function foldText(text: string): string {
  let out = '';
  for (const c of text.normalize('NFC')) out += foldChar(c);
  return out;
}

/** Whether a comment matches a search: every word of the search appears in it, accents and case ignored. */
export function matchesSearch(text: string, search: string | undefined): boolean {
  if (!search) return true;
  const folded = foldText(text);
  return foldText(search)
    .split(/\s+/)
    .filter((w) => w !== '')
    .every((word) => folded.includes(word));
}

/** The placeholder a masked name becomes, per language (docs/privacy.md "Comments"). */
export const MASKED_NAME: Readonly<Record<'hu' | 'en', string>> = { hu: '[név]', en: '[name]' };

const LETTER = /\p{L}/u;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words a list of names masks: each name's parts of at least three letters ("Kovács Anna" → "kovacs",
 * "anna"), folded; shorter parts ("Bo", initials) would mask ordinary words.
 */
export function maskWords(names: readonly string[]): string[] {
  const words = new Set<string>();
  for (const name of names)
    for (const part of foldText(name).split(/[^\p{L}'-]+/u))
      if ([...part].filter((c) => LETTER.test(c)).length >= 3) words.add(part);
  return [...words].sort((a, b) => b.length - a.length);
}

/**
 * A compiled masker for a set of names: replaces each word that starts with a name part — accents and case
 * ignored, Hungarian suffixes included ("Annának", "Kovácséknál") — by the placeholder. It masks what it is
 * given, nothing else (docs/privacy.md "Comments", "What masking cannot do").
 */
export function nameMasker(names: readonly string[], placeholder: string): (text: string) => string {
  const words = maskWords(names);
  if (words.length === 0) return (text) => text.normalize('NFC');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})[\\p{L}]*`, 'gu');
  return (text) => {
    const original = [...text.normalize('NFC')];
    const folded = original.map(foldChar);
    // positions in code points: the folded text has one per character of the original
    const joined = folded.join('');
    const offsets: number[] = [];
    let at = 0;
    for (const c of folded) {
      offsets.push(at);
      at += c.length;
    }
    const startOf = new Map(offsets.map((o, i) => [o, i]));
    let out = '';
    let next = 0;
    for (const match of joined.matchAll(pattern)) {
      const start = startOf.get(match.index);
      const end = startOf.get(match.index + match[0].length) ?? original.length;
      if (start === undefined) continue;
      out += original.slice(next, start).join('') + placeholder;
      next = end;
    }
    return out + original.slice(next).join('');
  };
}
