import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that marks a browser where a user signed in successfully (docs/sign-in.md "Lock"). */
export const KNOWN_DEVICE_COOKIE = 'pulzus_device';
/** How long a browser stays known after its last successful sign-in: 180 days. */
export const KNOWN_DEVICE_LIFETIME_S = 180 * 24 * 60 * 60;

const sign = (secret: string, userId: number, exp: number) =>
  createHmac('sha256', secret).update(`known-device:${userId}:${exp}`).digest('base64url');

/** The value of a known-device cookie for a user, valid until `exp` (seconds). */
export function knownDeviceValue(secret: string, userId: number, exp: number): string {
  return `${userId}.${exp}.${sign(secret, userId, exp)}`;
}

/** Whether the request carries this user's unexpired, correctly signed known-device cookie. */
export function isKnownDevice(app: FastifyInstance, request: FastifyRequest, userId: number): boolean {
  const value = readCookie(request.headers.cookie, KNOWN_DEVICE_COOKIE);
  const [uid, exp, signature] = value?.split('.') ?? [];
  if (Number(uid) !== userId || !exp || !signature) return false;
  if (Number(exp) * 1000 <= app.now().getTime()) return false;
  const expected = Buffer.from(sign(app.env.JWT_SECRET, userId, Number(exp)));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Marks the browser as known for the user: HttpOnly, SameSite=Strict, sent only to `POST login`. */
export function setKnownDevice(app: FastifyInstance, reply: FastifyReply, userId: number): void {
  const exp = Math.floor(app.now().getTime() / 1000) + KNOWN_DEVICE_LIFETIME_S;
  const secure = app.env.PUBLIC_URL.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${KNOWN_DEVICE_COOKIE}=${knownDeviceValue(app.env.JWT_SECRET, userId, exp)}; Max-Age=${KNOWN_DEVICE_LIFETIME_S}; Path=/api/login; HttpOnly; SameSite=Strict${secure}`,
  );
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
