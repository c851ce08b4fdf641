import { describe, expect, it } from 'vitest';
import { prng } from '../analytics/test/generated-company';
import { generatedComments } from './test/themes-generated-comments';
import { commentThemes } from './themes';
import type { CommentLanguage, CommentThemes, ThemeComment } from './themes-types';

let next = 0;
const say = (text: string, language: CommentLanguage = 'hu'): ThemeComment => ({
  id: `c${String(++next).padStart(3, '0')}`,
  text,
  language,
});
const theme = (result: CommentThemes, key: string) => result.themes.find((t) => t.key === key);
const keysOf = (result: CommentThemes, id: string) =>
  result.themes.filter((t) => t.source === 'topic' && t.exampleIds.includes(id)).map((t) => t.key);
const all = { maxExamples: 1000 };

describe('commentThemes (docs/comments.md "Themes")', () => {
  it('puts the inflected forms of a Hungarian word in one theme, labelled with the word as it stands alone', () => {
    const result = commentThemes(
      [
        say('A kávé borzalmas.'),
        say('Jobb kávét szeretnénk!'),
        say('A kávénkat mi vesszük.'),
        say('Kávéval kezdjük a napot, de nem ilyennel.'),
        say('A kávé az egyetlen jó dolog reggel.'),
      ],
      all,
    );
    expect(result.themes.map((t) => [t.key, t.label, t.count])).toEqual([['word:kave', 'kávé', 5]]);
  });

  it('puts fizetés, fizetést, fizetésemet and their kin in the pay theme, written with or without accents or capitals', () => {
    const comments = [
      say('fizetés'),
      say('Több fizetést!'),
      say('A fizetésemet nem emelték.'),
      say('FIZETÉSÜNK ALACSONY'),
      say('a fizetesemet is emelhetnek'),
      say('A fizetésről senki nem beszél.'),
      say('Béremelést szeretnénk.'),
      say('The salaries are low.', 'en'),
    ];
    const result = commentThemes(comments, all);
    expect(theme(result, 'topic:pay')?.count).toBe(comments.length);
    expect(theme(result, 'topic:pay')?.label).toBe('fizetés');
    expect(result.themes).toHaveLength(1);
  });

  it('reads õ and û (Latin-1 keyboards) as ő and ű', () => {
    const result = commentThemes(
      [say('A vezetõnk nem figyel.'), say('A vezetőnk sosem ér rá.'), say('vezetõ')],
      all,
    );
    expect(theme(result, 'topic:managers')?.count).toBe(3);
  });

  it('leaves answers without words (empty, emoji, punctuation, stop words) out of the shares and of "other"', () => {
    const pay = say('fizetés');
    const result = commentThemes(
      [say(''), say('👍👍'), say('-'), say('...'), say('nincs'), say('N/A', 'en'), say('Nem tudom.'), pay],
      all,
    );
    expect(result.total).toBe(8);
    expect(result.withWords).toBe(1);
    expect(result.themes).toEqual([]); // one comment is under the default minCount of 3
    expect(result.other).toEqual({ count: 1, share: 1, exampleIds: [pay.id] });
    expect(commentThemes([say('😊'), say('fizetés')], { minCount: 1 }).themes[0]?.share).toBe(1);
  });

  it('keeps the emoji out of the words: "fizetés💸" and "kollégák😊" are still pay and colleagues', () => {
    const result = commentThemes([say('fizetés💸'), say('kollégák😊'), say('💸💸')], { ...all, minCount: 1 });
    expect(result.themes.map((t) => t.key).sort()).toEqual(['topic:colleagues', 'topic:pay']);
  });

  it('themes a very long comment by its words, and shows the comments most about a theme first', () => {
    const long = say(
      `${'A projektek ütemezése és a prioritások egyeztetése sok időt visz el. '.repeat(400)}Egyébként a fizetés is kevés.`,
    );
    const short = say('Alacsony a fizetés.');
    const twice = say('A fizetés kevés, a béremelés elmaradt, és a fizetést sem kapjuk meg időben.');
    const result = commentThemes([long, short, twice], all);
    expect(theme(result, 'topic:pay')?.exampleIds).toEqual([twice.id, short.id, long.id]);
  });

  it('recognises English words in Hungarian comments and Hungarian words in English ones', () => {
    const homeOffice = say('A home office-t ne vegyék el.');
    const feedback = say('Több feedbacket kérünk a vezetőktől.');
    const meeting = say('Túl sok a meeting.');
    const fizetes = say('My fizetés is too low.', 'en');
    const result = commentThemes([homeOffice, feedback, meeting, fizetes], { ...all, minCount: 1 });
    expect(keysOf(result, homeOffice.id)).toEqual(['topic:remote']);
    expect(keysOf(result, feedback.id).sort()).toEqual(['topic:communication', 'topic:managers']);
    expect(keysOf(result, meeting.id)).toEqual(['topic:communication']);
    expect(keysOf(result, fizetes.id)).toEqual(['topic:pay']);
  });

  it('reads a comment in a language it does not know as Hungarian rather than failing', () => {
    const german = {
      id: 'de1',
      text: 'Die Bezahlung, a fizetés!',
      language: 'de',
    } as unknown as ThemeComment;
    expect(keysOf(commentThemes([german], { minCount: 1 }), 'de1')).toEqual(['topic:pay']);
  });

  it('reads "office" as home office in Hungarian comments and as the workplace in English ones', () => {
    const hu = say('Maradjon a heti két nap office!');
    const en = say('The office is too cold.', 'en');
    const result = commentThemes([hu, en], { minCount: 1 });
    expect(keysOf(result, hu.id)).toEqual(['topic:remote']);
    expect(keysOf(result, en.id)).toEqual(['topic:environment']);
  });

  it('tells the acronym IT (tools) from the English pronoun "it"', () => {
    const result = commentThemes(
      [say('Az IT lassan reagál.'), say('IT support is slow.', 'en'), say('It is what it is.', 'en')],
      { ...all, minCount: 1 },
    );
    expect(theme(result, 'topic:tools')?.count).toBe(2);
    expect(result.other.count).toBe(0);
  });

  it('puts a comment in every theme it names, so shares may add up to more than 1', () => {
    const both = say('Alacsony a fizetés és túl sok a túlóra.');
    const result = commentThemes([both, say('fizetés'), say('bér'), say('túlóra'), say('stressz')], all);
    expect(keysOf(result, both.id).sort()).toEqual(['topic:pay', 'topic:workload']);
    expect(result.themes.reduce((sum, t) => sum + t.share, 0)).toBeCloseTo(6 / 5);
  });

  it('gathers the comments of no theme in "other", the longest first', () => {
    const small = say('Az ebédlő kicsi.');
    const dark = say('Az ebédlő kicsi és sötét, ablak sincs.');
    const result = commentThemes([say('fizetés'), say('bér'), say('fizetést'), small, dark], all);
    expect(result.other).toEqual({ count: 2, share: 2 / 5, exampleIds: [dark.id, small.id] });
  });

  it('finds a frequent two-word phrase and lets it stand for its words', () => {
    const result = commentThemes(
      [
        say('Kell céges autó.'),
        say('A céges autót elvették.'),
        say('céges autók kellenek'),
        say('Nincs céges autónk.'),
      ],
      all,
    );
    expect(result.themes.map((t) => [t.source, t.label, t.count])).toEqual([['phrase', 'céges autó', 4]]);
  });

  it('shows the comments of one sentence once: phrases of the same comments are one theme, not three', () => {
    const result = commentThemes(
      [
        say('Az öltöző és a pihenő állapota méltatlan.'),
        say('Az öltöző és a pihenő állapota méltatlan, javítsák meg.'),
        say('Az öltöző és a pihenő állapota méltatlan. A fizetés rendben van.'),
      ],
      all,
    );
    expect(result.themes.filter((t) => t.source !== 'topic')).toHaveLength(1);
    expect(result.themes.find((t) => t.source !== 'topic')?.count).toBe(3);
  });

  it('gives the same themes for the same comments in any order', () => {
    const comments = generatedComments(2_000, 7);
    const random = prng(3);
    const shuffled = comments
      .map((c) => ({ c, r: random() }))
      .sort((a, b) => a.r - b.r)
      .map(({ c }) => c);
    expect(commentThemes(shuffled)).toEqual(commentThemes(comments));
  });

  it('keeps to the options: maxExamples, maxThemes, minCount and minShare', () => {
    const comments = generatedComments(1_000, 2);
    const result = commentThemes(comments, { maxExamples: 2, maxThemes: 4 });
    expect(result.themes).toHaveLength(4);
    expect(result.themes.every((t) => t.exampleIds.length === 2)).toBe(true);
    const counts = result.themes.map((t) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const words = commentThemes(comments, { minShare: 0.5 }).themes.filter((t) => t.source !== 'topic');
    expect(words).toEqual([]);
  });

  it('answers an empty list with no themes and zero shares', () => {
    expect(commentThemes([])).toEqual({
      total: 0,
      withWords: 0,
      themes: [],
      other: { count: 0, share: 0, exampleIds: [] },
    });
  });
});
