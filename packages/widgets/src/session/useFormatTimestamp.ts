import { DEFAULT_ACCOUNT_TIME_ZONE, formatTimestampInZone } from '@pulzus/core';
import { useCallback } from 'react';
import { useSession } from './useSession';

/**
 * The one way a screen prints a recorded moment (an audit event, an upload, a lock, a key's use): `yyyy-MM-dd
 * HH:mm:ss` in the session account's time zone (the token's `atz`; Europe/Budapest without one), as reports and
 * e-mails print it (docs/reports.md "Time zone") — whatever the zone of the browser.
 */
export function useFormatTimestamp(): (iso: string) => string {
  const { claims } = useSession();
  const zone = claims?.atz ?? DEFAULT_ACCOUNT_TIME_ZONE;
  return useCallback((iso: string) => formatTimestampInZone(iso, zone), [zone]);
}
