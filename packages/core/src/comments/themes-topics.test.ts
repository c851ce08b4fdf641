import { describe, expect, it } from 'vitest';
import { foldAccents, Stems, themeTokens } from './themes-text';
import { THEME_TOPICS } from './themes-topics';

describe('the built-in topics of the themes (docs/comments.md "Themes")', () => {
  const stems = new Stems();

  it('count every word of their lists: none is a stop word, none is lost to the tokenizer', () => {
    for (const [topic, words] of Object.entries(THEME_TOPICS))
      for (const language of ['hu', 'en'] as const) {
        const written = words[language].split(' ').map((w) => w.toLowerCase());
        expect(
          themeTokens(words[language]).map((t) => t.surface),
          `${topic} (${language})`,
        ).toEqual(written);
      }
  });

  it('give no stem to two topics, so a word never lands in one by the order of the lists', () => {
    for (const language of ['hu', 'en'] as const) {
      const owner = new Map<string, string>();
      for (const [topic, words] of Object.entries(THEME_TOPICS))
        for (const token of themeTokens(words[language]))
          for (const stem of token.acronym
            ? [token.surface]
            : [stems.stem(token.surface, language), stems.stem(foldAccents(token.surface), language)]) {
            expect(owner.get(stem) ?? topic, `${language} ${token.surface}`).toBe(topic);
            owner.set(stem, topic);
          }
    }
  });
});
