import type { LanguageCode } from '@pulzus/core';
import { create } from 'zustand';

/** Where the login page's language choice is remembered for the next visit. */
export const LOGIN_LANGUAGE_STORAGE_KEY = 'pulzus.login-language';

/** The first of the browser's languages that is Hungarian or English, else Hungarian (the default, spec 1 §1). */
export function browserLanguage(languages: readonly string[]): LanguageCode {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'hu' || primary === 'en') return primary;
  }
  return 'hu';
}

function storedLanguage(): LanguageCode | null {
  try {
    const stored = globalThis.localStorage?.getItem(LOGIN_LANGUAGE_STORAGE_KEY);
    return stored === 'hu' || stored === 'en' ? stored : null;
  } catch {
    // storage refused (private mode, a sandbox): the choice lasts for this page only
    return null;
  }
}

/** The login page's language: the remembered choice, else the browser's. */
export interface LoginLanguageState {
  readonly language: LanguageCode;
  /** Chooses a language and remembers it for the next visit. */
  choose(language: LanguageCode): void;
}

/** The language of the logged-out pages (login, passwords), chosen on the login page. */
export const useLoginLanguage = create<LoginLanguageState>()((set) => ({
  language: storedLanguage() ?? browserLanguage(globalThis.navigator?.languages ?? []),
  choose: (language) => {
    try {
      globalThis.localStorage?.setItem(LOGIN_LANGUAGE_STORAGE_KEY, language);
    } catch {
      // not remembered, still chosen
    }
    set({ language });
  },
}));
