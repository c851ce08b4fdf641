import { formatWithOffset } from '../data/dates.ts';
import type { Route } from './route.ts';

/** `GET /v3/users/me`, the connection check (provider-api §3.1). */
export const USER_ROUTES: readonly Route[] = [
  {
    pattern: /^\/v3\/users\/me$/,
    scope: 'users_read',
    handle: ({ state, base }) => ({
      id: '190000001',
      username: 'pulzus-demo-hr',
      first_name: 'Katalin',
      last_name: 'Szabó',
      email: 'hr@pelda-vallalat.hu',
      email_verified: true,
      account_type: 'enterprise',
      language: 'hu',
      date_created: formatWithOffset(Date.UTC(2019, 2, 4, 9, 30)),
      date_last_login: formatWithOffset(state.clock()),
      question_types: { single_choice: true, matrix: true, open_ended: true },
      scopes: { granted: state.scopes, available: state.scopes },
      sso_connections: [],
      features: {},
      href: `${base}/v3/users/me`,
    }),
  },
];
