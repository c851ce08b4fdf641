import { type ThemeToken, themeTokens, foldAccents, type Stems } from './themes-text';
import { THEME_TOPICS } from './themes-topics';
import type { CommentLanguage } from './themes-types';

/** What a word of a comment counts as: its stem (the key of a word theme) and the built-in topic it names, if any. */
export interface WordMeaning {
  /** The accent-free stem, or the acronym itself (`it`, `hr`). */
  key: string;
  /** The topic id (`pay`), or `undefined`. */
  topic: string | undefined;
  /** For a topic's word, where it stands in the topic's list (its head words first), else `Infinity`. */
  rank: number;
  /** The word as written, or its accented spelling when another comment wrote it so. */
  spelling: string;
}

// Hungarian case endings that Snowball leaves on some nouns (`fizetésről`), accent-free, the longest first.
const CASE_ENDINGS =
  'kent rol tol bol nak nek val vel ban ben hoz hez ert ig ra re ba be on en ot et at t'.split(' ');
// A compound's part must be this long to name a topic alone (`munkaterhelés` ends in `terhelés`), so short stems
// (`bér`) do not match inside unrelated words (`bérlet`).
const MIN_COMPOUND_PART = 5;

/**
 * Resolves the words of one call's comments to stems and topics, each distinct word once. An unaccented word takes the
 * stem of its accented spelling when another comment wrote it so (`fizetes` → as `fizetés`). Where Snowball cuts a
 * Hungarian word ending in a long vowel short (`kávé` → `ka`, `kávét` → `kav`, but `kávénkat` → `kave`), the word
 * takes the longest stem, at most two letters longer, that another word has and it starts with.
 */
export class Vocabulary {
  readonly #stems: Stems;
  readonly #topics: Record<CommentLanguage, Map<string, TopicStem>>;
  readonly #accented = new Map<string, string>();
  readonly #meanings = { hu: new Map<string, WordMeaning>(), en: new Map<string, WordMeaning>() };

  constructor(
    stems: Stems,
    comments: readonly { tokens: readonly ThemeToken[]; language: CommentLanguage }[],
  ) {
    this.#stems = stems;
    this.#topics = topicStems(stems);
    const written = new Map<string, number>();
    for (const { tokens } of comments)
      for (const { surface } of tokens) written.set(surface, (written.get(surface) ?? 0) + 1);
    const spellings = new Map<string, Map<string, number>>();
    for (const [surface, count] of written) {
      const folded = foldAccents(surface);
      if (folded === surface) continue;
      const counts = spellings.get(folded) ?? new Map<string, number>();
      counts.set(surface, count);
      spellings.set(folded, counts);
    }
    for (const [folded, counts] of spellings) {
      const best = [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0];
      if (best) this.#accented.set(folded, best[0]);
    }
    for (const { tokens, language } of comments) for (const token of tokens) this.meaning(token, language);
    this.#lengthenShortStems();
  }

  #lengthenShortStems(): void {
    const words = [...this.#meanings.hu.values()].filter((m) => !m.topic && m.spelling !== '');
    const stems = new Set(words.map((m) => m.key));
    for (const meaning of words) {
      const folded = foldAccents(meaning.spelling);
      for (
        let length = Math.min(folded.length, meaning.key.length + 2);
        length > meaning.key.length;
        length--
      ) {
        const longer = folded.slice(0, length);
        if (longer.startsWith(meaning.key) && stems.has(longer)) {
          meaning.key = longer;
          break;
        }
      }
    }
  }

  /** The stem and topic of a token of a comment in `language`. */
  meaning(token: ThemeToken, language: CommentLanguage): WordMeaning {
    const cache = this.#meanings[language];
    const cacheKey = token.acronym ? `${token.surface}\u0000` : token.surface;
    let meaning = cache.get(cacheKey);
    if (!meaning) {
      meaning = this.#resolve(token, language);
      cache.set(cacheKey, meaning);
    }
    return meaning;
  }

  #resolve({ surface, acronym }: ThemeToken, language: CommentLanguage): WordMeaning {
    const other = language === 'hu' ? 'en' : 'hu';
    if (acronym) {
      const acronymKey = `${surface}\u0000`;
      const found = this.#topics[language].get(acronymKey) ?? this.#topics[other].get(acronymKey);
      return { key: surface, topic: found?.topic, rank: found?.rank ?? Infinity, spelling: surface };
    }
    const spelled = this.#accented.get(surface) ?? surface;
    const key = this.#stems.stem(spelled, language);
    const found =
      this.#topics[language].get(key) ??
      this.#topics[other].get(this.#stems.stem(spelled, other)) ??
      (language === 'hu' ? this.#hungarianTopic(key) : undefined);
    return { key, topic: found?.topic, rank: found?.rank ?? Infinity, spelling: spelled };
  }

  /** A topic behind a case ending the stemmer kept, or in a compound's head or first part. */
  #hungarianTopic(key: string): TopicStem | undefined {
    for (const ending of CASE_ENDINGS)
      if (key.length - ending.length >= 3 && key.endsWith(ending)) {
        const topic = this.#topics.hu.get(key.slice(0, -ending.length));
        if (topic) return topic;
      }
    for (let cut = key.length - 2; cut >= MIN_COMPOUND_PART; cut--) {
      const head = this.#topics.hu.get(key.slice(key.length - cut));
      if (head) return head;
    }
    // down to one letter left over: the stemmer takes a vowel-ending compound's last letter for a suffix (`karrierút` → `karrieru`)
    for (let cut = key.length - 1; cut >= MIN_COMPOUND_PART; cut--) {
      const first = this.#topics.hu.get(key.slice(0, cut));
      if (first) return first;
    }
    return undefined;
  }
}

/** A stem of a topic's word: the topic, and where the word stands in the topic's list. */
interface TopicStem {
  topic: string;
  rank: number;
}

let topicIndex: Record<CommentLanguage, Map<string, TopicStem>> | undefined;

/** Per language, every stem of the topics' words in that language (accented and not) to its topic id. */
export function topicStems(stems: Stems): Record<CommentLanguage, Map<string, TopicStem>> {
  if (topicIndex) return topicIndex;
  const index = { hu: new Map<string, TopicStem>(), en: new Map<string, TopicStem>() };
  for (const [topic, words] of Object.entries(THEME_TOPICS))
    for (const language of ['hu', 'en'] as const)
      themeTokens(words[language]).forEach((token, rank) => {
        const stemsOf = token.acronym
          ? [`${token.surface}\u0000`]
          : [token.surface, foldAccents(token.surface)].map((spelling) => stems.stem(spelling, language));
        for (const stem of stemsOf)
          if (!index[language].has(stem)) index[language].set(stem, { topic, rank });
      });
  topicIndex = index;
  return index;
}
