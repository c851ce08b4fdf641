// The stemmer and stop word packages ship no types; only what themes-text.ts uses is declared.
declare module '@nlpjs/lang-hu' {
  /** Snowball's Hungarian stemmer. */
  export class StemmerHu {
    stemWord(word: string): string;
  }
}

declare module '@nlpjs/lang-en-min' {
  /** Snowball's English (Porter 2) stemmer. */
  export class StemmerEn {
    stemWord(word: string): string;
  }
}

declare module 'stopword' {
  /** Hungarian stop words (stopwords-iso). */
  export const hun: readonly string[];
  /** English stop words. */
  export const eng: readonly string[];
}
