import {
  createMemoryStorage,
  createSession,
  createStorageTokenHolder,
  type FetchFunction,
  type LanguageCode,
  TOKEN_STORAGE_KEY,
  messages,
} from '@pulzus/core';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PulzusProvider } from '../session/PulzusProvider';
import { makeToken } from '../testing/make-token';

/** Stories stay open for long: their token is valid for a day. */
const STORY_TOKEN_SECONDS = 86_400;

/** Props of {@link StoryPulzusProvider}. */
export interface StoryPulzusProviderProps {
  /** Logged in as an admin (question filters, all dates); default false. */
  readonly admin?: boolean;
  /** Language of the token and texts; default 'hu'. */
  readonly language?: LanguageCode;
  /** A fake fetch (component tests); default the global fetch, which msw answers in stories. */
  readonly fetch?: FetchFunction;
  readonly children: ReactNode;
}

/** A fresh PulzusProvider per mount for stories and tests: an in-memory token, no retries. */
export function StoryPulzusProvider({
  admin = false,
  language = 'hu',
  fetch,
  children,
}: StoryPulzusProviderProps) {
  const [setup] = useState(() => {
    const storage = createMemoryStorage();
    storage.setItem(
      TOKEN_STORAGE_KEY,
      makeToken({
        role: admin ? 'admin' : 'user',
        an: 'Minta Kft.',
        lang_code: language,
        exp: Math.floor(Date.now() / 1000) + STORY_TOKEN_SECONDS,
      }),
    );
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    return { session: createSession({ tokens: createStorageTokenHolder(storage) }), queryClient };
  });
  return (
    <PulzusProvider
      session={setup.session}
      queryClient={setup.queryClient}
      language={language}
      catalogue={messages}
      {...(fetch ? { fetch } : {})}
    >
      {children}
    </PulzusProvider>
  );
}
