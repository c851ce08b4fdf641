import type { Count, Share } from '../indexes/units';

/** A language a comment is written in (the survey's languages; docs/comments.md "Themes"). */
export type CommentLanguage = 'hu' | 'en';

/** One open-text comment of one question and survey date, as the themes take it. */
export interface ThemeComment {
  /** The comment's id, returned among a theme's examples. */
  id: string;
  /** The comment as the respondent wrote it. */
  text: string;
  /** The language the survey asked in; words of the other language are still recognised, and any other language is read as Hungarian. */
  language: CommentLanguage;
}

/** Options of `commentThemes`; every one has a default. */
export interface ThemeOptions {
  /** How many example ids a theme keeps, most representative first; default 3. */
  maxExamples?: number;
  /** The most themes returned, the largest first; default 12. */
  maxThemes?: number;
  /** The fewest comments a theme needs; default 3. */
  minCount?: number;
  /** The smallest share of the comments with words that a theme found in the words themselves (not a built-in topic) needs; default 0.02. */
  minShare?: number;
}

/** Where a theme comes from: a built-in engagement topic, or a word or two-word phrase frequent in the comments. */
export type ThemeSource = 'topic' | 'word' | 'phrase';

/** A theme of a question's comments on one date. */
export interface CommentTheme {
  /** Stable identity: the same for the same stems on every run and date (`topic:pay`, `word:parkol`, `phrase:hom offic`). */
  key: string;
  /** The most representative word or phrase as the respondents wrote it (lower case unless written as an acronym). */
  label: string;
  /** Where the theme comes from. */
  source: ThemeSource;
  /** The comments that mention it. */
  count: Count;
  /** `count` over the comments with words (`CommentThemes.withWords`). */
  share: Share;
  /** Up to `maxExamples` comment ids, the most representative first. */
  exampleIds: string[];
}

/** The comments that fall in no theme. */
export interface OtherComments {
  /** How many comments with words match no returned theme. */
  count: Count;
  /** `count` over the comments with words. */
  share: Share;
  /** Up to `maxExamples` of their ids, the longest first. */
  exampleIds: string[];
}

/** The themes of one question's comments on one date. */
export interface CommentThemes {
  /** Every comment given. */
  total: Count;
  /** The comments with at least one word that is not a stop word: the whole that shares are of. */
  withWords: Count;
  /** The themes, the largest first (ties by key); a comment may be in several. */
  themes: CommentTheme[];
  /** The remainder. */
  other: OtherComments;
}

/** How one theme's share moved between two dates of the same (or a mapped) question. */
export interface ThemeChange {
  /** The theme's key. */
  key: string;
  /** The later date's label, or the earlier one's when the theme is gone. */
  label: string;
  /** The share on the earlier date, `null` when the theme was not among that date's themes. */
  earlierShare: Share | null;
  /** The share on the later date, `null` when the theme is not among that date's themes. */
  laterShare: Share | null;
  /** `laterShare − earlierShare` (−1..1), `null` unless the theme is on both dates. */
  change: number | null;
}
