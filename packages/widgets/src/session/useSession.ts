import { TOKEN_STORAGE_KEY } from '@pulzus/core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readSessionSnapshot, type SessionSnapshot } from './session-snapshot';
import { usePulzus } from './usePulzus';

/**
 * The session of the surrounding `PulzusProvider`, re-rendering whenever the token is replaced or
 * deleted — here, or in another tab (a `storage` event on `id_token`). Expiry is noticed at the
 * next render; the app logs out on expiry (spec 1 §4).
 */
export function useSession(): SessionSnapshot {
  const { session } = usePulzus();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = session.subscribe(onChange);
      const onStorage = (event: StorageEvent) => {
        if (event.key === TOKEN_STORAGE_KEY || event.key === null) onChange();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        unsubscribe();
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
    [session],
  );
  // the key changes with the token and when a stored token expires (read at each render)
  const key = useSyncExternalStore(subscribe, () => `${session.isLoggedIn()}|${session.getToken() ?? ''}`);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot is re-read whenever the key changes
  return useMemo(() => readSessionSnapshot(session), [session, key]);
}
