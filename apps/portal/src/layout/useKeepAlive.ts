import { createPingSchedule, isApiError } from '@pulzus/core';
import { useApiClient, useSession } from '@pulzus/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLoginNotice } from '../routes/login-notice-store';

/** The longest delay a browser timer takes (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * While logged in: the 60 s keep-alive ping of core's schedule (its `X-SE-Token` slides the session),
 * and logout when the token expires or the server answers 401 (spec 1 §4). The login guard then
 * sends the person to /login, which tells them the session expired.
 */
export function useKeepAlive(): void {
  const client = useApiClient();
  const { session, claims } = useSession();
  const queryClient = useQueryClient();
  const setNotice = useLoginNotice((state) => state.setNotice);

  const expire = useCallback(() => {
    setNotice('error-unauthorized');
    session.logout();
    queryClient.clear();
  }, [session, queryClient, setNotice]);

  useEffect(() => {
    const schedule = createPingSchedule({
      ping: () =>
        client.ping().catch((error: unknown) => {
          if (isApiError(error) && error.status === 401) expire();
        }),
      isLoggedIn: () => session.isLoggedIn(),
    });
    schedule.start();
    return () => schedule.stop();
  }, [client, session, expire]);

  const exp = claims?.exp;
  useEffect(() => {
    if (exp === undefined) return;
    // spec 1 §4: the server's time is the browser's seconds minus the clock offset
    const serverNow = Date.now() / 1000 - session.clockOffsetSeconds();
    const delay = Math.min(Math.max(0, (exp - serverNow) * 1000) + 250, MAX_TIMER_MS);
    const handle = setTimeout(() => {
      if (session.isTokenExpired()) expire();
    }, delay);
    return () => clearTimeout(handle);
  }, [exp, session, expire]);
}
