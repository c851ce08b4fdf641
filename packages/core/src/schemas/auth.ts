import { z } from 'zod';

/** The `POST login` payload: e-mail and password (spec 1 §7). */
export const zLoginPayload = z.object({ email: z.string().min(1), password: z.string().min(1) });
/** The `POST login` payload. */
export type LoginPayload = z.infer<typeof zLoginPayload>;

/** The answer of `POST login` and `POST users/{id}/login-as`: the session token (spec 1 §7). */
export const zTokenResponse = z.object({ token: z.string().min(1) });
/** The answer carrying a session token. */
export type TokenResponse = z.infer<typeof zTokenResponse>;

/** The answer of `GET ping`, the 60-second keep-alive (spec 1 §4). */
export const zPingResponse = z.object({ status: z.literal('ok') });
/** The answer of `GET ping`. */
export type PingResponse = z.infer<typeof zPingResponse>;
