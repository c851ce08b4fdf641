import {
  createMemoryStorage,
  createSession,
  createStorageTokenHolder,
  type FetchFunction,
  type LanguageCode,
  TOKEN_STORAGE_KEY,
} from '@pulzus/core';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PulzusProvider } from '../session/PulzusProvider';
import { makeStoryToken } from './story-token';

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
      makeStoryToken({ role: admin ? 'admin' : 'user', lang_code: language }),
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
      {...(fetch ? { fetch } : {})}
    >
      {children}
    </PulzusProvider>
  );
}
