import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILTIN_TEXTS } from './builtin-texts';
import { MESSAGE_AREAS } from './catalogue';

/**
 * Informal (tegező) words: pronouns, -d possessives, imperatives and second-person verbs. The
 * product speaks formally (magázás) to HR and managers throughout; formal forms ("Adja meg",
 * "az Ön fiókja", "Kérjük, ellenőrizze") never match these whole words.
 */
const INFORMAL_WORDS = [
  // pronouns and greetings
  'te',
  'téged',
  'neked',
  'veled',
  'tied',
  'tiéd',
  'tőled',
  'rólad',
  'nálad',
  'hozzád',
  'benned',
  'ti',
  'titeket',
  'nektek',
  'veletek',
  'szia',
  'sziasztok',
  'helló',
  'kérlek',
  // -d possessives
  'fiókod',
  'fiókodat',
  'fiókodhoz',
  'fiókodba',
  'jelszavad',
  'jelszavadat',
  'jelszavadhoz',
  'e-mail-címed',
  'e-mail-címedet',
  'e-mail-címedre',
  'címed',
  'neved',
  'felhasználód',
  'felhasználódon',
  'adataid',
  // imperatives
  'válassz',
  'válaszd',
  'adj',
  'add',
  'add meg',
  'tölts',
  'töltsd',
  'próbáld',
  'próbálj',
  'kattints',
  'ellenőrizd',
  'írd',
  'írj',
  'állíts',
  'állítsd',
  'frissítsd',
  'várj',
  'indítsd',
  'oszd',
  'mentsd',
  'töröld',
  'rövidítsd',
  'javítsd',
  'csatlakoztasd',
  'használd',
  'használj',
  'jelentkezz',
  'lépj',
  'hagyd',
  'másold',
  'jelöld',
  'nézd',
  'keresd',
  'vedd',
  'fordulj',
  // second-person singular verbs
  'próbálkozhatsz',
  'kaptál',
  'kérted',
  'számítottál',
  'jutsz',
  'tudsz',
  'tudod',
  'szeretnél',
  'vagy te',
  'nem te',
];

/** Second-person singular "may" forms: módosíthatod, megadhatod, elnevezheted, próbálkozhatsz … */
const INFORMAL_ENDINGS = /[\p{L}-]+(?:hatsz|hetsz|hatod|heted)(?![\p{L}\p{N}])/giu;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// whole words: no letter, digit or hyphen (e-mail-címed) on either side; longest first ("add meg")
const ALTERNATIVES = [...INFORMAL_WORDS].sort((a, b) => b.length - a.length).map(escapeRegExp);
const INFORMAL = new RegExp(`(?<![\\p{L}\\p{N}-])(?:${ALTERNATIVES.join('|')})(?![\\p{L}\\p{N}-])`, 'giu');

/** The informal words of a text, lower-cased, in order. */
function informalWords(text: string): string[] {
  const found = [...text.matchAll(INFORMAL), ...text.matchAll(INFORMAL_ENDINGS)];
  return found.map((match) => match[0].toLowerCase());
}

const MIGRATION = fileURLToPath(
  new URL('../../../../apps/server/src/db/migrations/0013-formal-email-templates.ts', import.meta.url),
);

/**
 * The texts of the Hungarian default e-mail templates (`language_id: 1`) as the migration sets
 * them: every quoted string of each such template object. Read as text, because core imports no
 * server code (style.md §1).
 */
function hungarianTemplateTexts(): string[] {
  const source = readFileSync(MIGRATION, 'utf8');
  const templates = source.split(/\n\s*\{\s*\n\s*slug:/).slice(1);
  const hungarian = templates.filter((block) => /language_id:\s*1\b/.test(block));
  return hungarian.flatMap((block) => [...block.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)].map((m) => m[1] ?? ''));
}

describe('formal Hungarian (magázás)', () => {
  it('the word list matches informal words as whole words only', () => {
    expect(informalWords('Szia, Anna! Add meg a jelszavad, majd próbáld újra.')).toEqual([
      'szia',
      'add meg',
      'jelszavad',
      'próbáld',
    ]);
    expect(informalWords('Az e-mail-címed hibás; a fiókod zárolva van. Próbálkozhatsz.')).toEqual(
      expect.arrayContaining(['e-mail-címed', 'fiókod', 'próbálkozhatsz']),
    );
    expect(informalWords('Itt módosíthatod, vagy elnevezheted.')).toEqual(['módosíthatod', 'elnevezheted']);
    expect(
      informalWords(
        'Adja meg az e-mail-címét. Kérjük, ellenőrizze. Az Ön fiókja. Válasszon. Tegye. Adatok. Téma. Módosíthatja.',
      ),
    ).toEqual([]);
  });

  it.each(Object.keys(MESSAGE_AREAS))('the %s area speaks formally in Hungarian', (area) => {
    const { hu } = MESSAGE_AREAS[area as keyof typeof MESSAGE_AREAS];
    const informal = Object.entries(hu).flatMap(([key, text]) =>
      informalWords(text).map((word) => `${key}: ${word}`),
    );
    expect(informal).toEqual([]);
  });

  it('the built-in widget texts speak formally in Hungarian', () => {
    const informal = Object.entries(BUILTIN_TEXTS.hu).flatMap(([key, text]) =>
      informalWords(text).map((word) => `${key}: ${word}`),
    );
    expect(informal).toEqual([]);
  });

  it('the default Hungarian e-mail templates speak formally', () => {
    const texts = hungarianTemplateTexts();
    // both templates (uj-jelszo, elfelejtett-jelszo), each with a greeting and its link
    expect(texts.filter((text) => text.includes('{{name}}')).length).toBeGreaterThanOrEqual(2);
    expect(texts.filter((text) => text === '{{link}}')).toHaveLength(2);
    expect(texts.flatMap(informalWords)).toEqual([]);
  });
});
