import { asCount, asShare, type Share } from '../indexes/units';
import { type ThemeTally, themeLabel, tallySurface } from './themes-label';
import { Stems, themeTokens } from './themes-text';
import type { CommentTheme, CommentThemes, ThemeComment, ThemeOptions, ThemeSource } from './themes-types';
import { Vocabulary } from './themes-vocabulary';

/** A comment as the themes see it: how many words it has and how often it names each candidate theme. */
interface ReadComment {
  id: string;
  /** Its words that are not stop words. */
  words: number;
  /** Candidate theme key → how many of its words name it. */
  hits: Map<string, number>;
}

// A phrase whose comments are most of a word's comments stands for that word (`home office` for `office`).
const PHRASE_ABSORBS = 0.6;

/**
 * The themes of one question's comments on one date (docs/comments.md "Themes"): the built-in engagement topics the
 * comments name (`topic:pay` …), then their frequent words and two-word phrases (`word:parkol`, `phrase:…`), each with
 * a readable label, its count, its share of the comments with words and the most representative comments' ids. A
 * comment may be in several themes; those in none are `other`. The same comments give the same result in any order.
 */
export function commentThemes(comments: readonly ThemeComment[], options: ThemeOptions = {}): CommentThemes {
  const { maxExamples = 3, maxThemes = 12, minCount = 3, minShare = 0.02 } = options;
  const sorted = [...comments]
    .sort((a, b) => compareText(a.id, b.id) || compareText(a.text, b.text))
    // a language the themes do not know is read as Hungarian, the default language
    .map((c) => (c.language === 'en' || c.language === 'hu' ? c : { ...c, language: 'hu' as const }));
  const tokenised = sorted.map((c) => themeTokens(c.text));
  const vocabulary = new Vocabulary(
    new Stems(),
    sorted.map((c, i) => ({ tokens: tokenised[i] ?? [], language: c.language })),
  );
  const tallies = new Map<string, ThemeTally>();
  const read: ReadComment[] = sorted.map((comment, i) => {
    const tokens = tokenised[i] ?? [];
    const hits = new Map<string, number>();
    const hit = (key: string) => hits.set(key, (hits.get(key) ?? 0) + 1);
    let previous: { key: string; spelling: string; clause: number } | undefined;
    for (const token of tokens) {
      const { key, topic, rank, spelling } = vocabulary.meaning(token, comment.language);
      const themeKey = topic ? `topic:${topic}` : `word:${key}`;
      hit(themeKey);
      tallySurface(tallies, themeKey, key, spelling, token.acronym, rank);
      if (!topic && previous && previous.clause === token.clause && previous.key !== key) {
        const phrase = `phrase:${previous.key} ${key}`;
        hit(phrase);
        tallySurface(tallies, phrase, phrase, `${previous.spelling} ${spelling}`, false);
      }
      previous = topic ? undefined : { key, spelling, clause: token.clause };
    }
    return { id: comment.id, words: tokens.length, hits };
  });

  const withWords = read.filter((c) => c.words > 0).length;
  const members = new Map<string, ReadComment[]>();
  for (const comment of read)
    for (const key of comment.hits.keys()) {
      const of = members.get(key);
      if (of) of.push(comment);
      else members.set(key, [comment]);
    }
  const frequent = Math.max(minCount, Math.ceil(minShare * withWords));
  const candidates = [...members].filter(
    ([key, of]) => of.length >= (sourceOf(key) === 'topic' ? minCount : frequent),
  );
  const phrases = candidates.filter(([key]) => sourceOf(key) === 'phrase');
  const absorbed = (key: string, count: number) =>
    phrases.some(
      ([phrase, of]) => phrase.split(/[: ]/).includes(key.slice(5)) && of.length >= PHRASE_ABSORBS * count,
    );
  const chosen: [string, ReadComment[]][] = [];
  for (const candidate of candidates
    .filter(([key, of]) => sourceOf(key) !== 'word' || !absorbed(key, of.length))
    .sort(([a, x], [b, y]) => y.length - x.length || compareText(a, b))) {
    if (chosen.length === maxThemes) break;
    if (!repeats(candidate, chosen)) chosen.push(candidate);
  }

  const themes: CommentTheme[] = chosen.map(([key, of]) => ({
    key,
    label: themeLabel(tallies.get(key)),
    source: sourceOf(key),
    count: asCount(of.length),
    share: shareOfWords(of.length, withWords),
    exampleIds: representative(of, key, maxExamples),
  }));
  const shown = new Set(chosen.map(([key]) => key));
  const others = read.filter((c) => c.words > 0 && ![...c.hits.keys()].some((key) => shown.has(key)));
  return {
    total: asCount(read.length),
    withWords: asCount(withWords),
    themes,
    other: {
      count: asCount(others.length),
      share: shareOfWords(others.length, withWords),
      exampleIds: others
        .sort((a, b) => b.words - a.words || compareText(a.id, b.id))
        .slice(0, maxExamples)
        .map((c) => c.id),
    },
  };
}

// A word or phrase theme whose comments are nearly all in a larger one already chosen says nothing new: the three
// phrases of "az öltöző és a pihenő állapota méltatlan" were three themes of the same three comments.
const REPEATS = 0.8;

function repeats([key, of]: [string, ReadComment[]], chosen: readonly [string, ReadComment[]][]): boolean {
  if (sourceOf(key) === 'topic') return false;
  return chosen.some(([other, members]) => {
    if (sourceOf(other) === 'topic') return false;
    const set = new Set(members);
    return of.filter((c) => set.has(c)).length >= REPEATS * of.length;
  });
}

function sourceOf(key: string): ThemeSource {
  return key.startsWith('topic:') ? 'topic' : key.startsWith('phrase:') ? 'phrase' : 'word';
}

function shareOfWords(count: number, withWords: number): Share {
  return asShare(withWords === 0 ? 0 : count / withWords);
}

/**
 * The comments that are most about the theme first: its mentions over the square root of the comment's length, so a
 * comment that names it twice in ten words leads one that names it once in forty, and a one-word answer does not lead
 * every explained one.
 */
function representative(of: readonly ReadComment[], key: string, max: number): string[] {
  const score = (c: ReadComment) => (c.hits.get(key) ?? 0) / Math.sqrt(c.words + 1);
  return of
    .map((c) => ({ c, s: score(c) }))
    .sort((a, b) => b.s - a.s || compareText(a.c.id, b.c.id))
    .slice(0, max)
    .map(({ c }) => c.id);
}

/** Code-point order: the same on every machine and locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
