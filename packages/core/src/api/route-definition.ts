import type { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue';
import type { DownloadResource } from '../schemas/download-ticket';

/** The HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, any logged-in person, or admins only (spec 1 §6). */
export type RouteAccess = 'public' | 'user' | 'admin';

/**
 * How the request body travels: `json`, a multipart `upload` (the three upload paths of spec 1 §7),
 * or a `download` the browser opens itself (the client only builds its URL).
 */
export type BodyKind = 'json' | 'upload' | 'download';

/** How the caller proves who it is: nothing, the bearer token, or a single-use ticket/token in the URL. */
export type RouteCredential = 'none' | 'bearer' | 'ticket';

/** The download ticket a `?t=` route needs: its resource and the path parameter holding its id. */
export interface RouteTicket {
  /** The resource named in `POST download-tickets`. */
  readonly resource: DownloadResource;
  /** The path parameter carrying the ticket's id; without it the caller passes `ticketId`. */
  readonly idParam?: string;
}

/**
 * One call of the API as plain data, what the client needs to make it: its method, path template, body
 * kind and download ticket. The route table (`route-table.ts`) is made of these, so a bundle of the
 * client carries neither zod nor the server's facts about a route (docs/embedding.md "The element (client)").
 */
export interface RouteData {
  /** The HTTP method. */
  readonly method: HttpMethod;
  /** The path template relative to the API base `/api/`, no leading slash, `{name}` parameters. */
  readonly path: string;
  /** How the body travels. */
  readonly bodyKind: BodyKind;
  /** The download ticket of a `?t=` download. */
  readonly ticket?: RouteTicket;
}

/**
 * What the server knows of one call beyond its {@link RouteData}: who may call it and how, whether an embed token
 * may, how the API document describes it, and its zod schemas. Kept in the `routes-*.contract.ts` beside its table;
 * only the server and code that validates read it.
 */
export interface RouteContract {
  /** Who may call it. */
  readonly access: RouteAccess;
  /** How the caller authenticates. */
  readonly credential: RouteCredential;
  /** Whether it acts on the session account's data: the account comes from the token, never the request. */
  readonly accountScoped: boolean;
  /**
   * Whether an embed session token may call it, with CORS for the key's origins (docs/embedding.md): only
   * the read calls of the `<Graph>` widget; every other route answers 403 to an embed token. Default false.
   */
  readonly embed?: boolean;
  /**
   * A permission the embed key must grant before its tokens may call this embed route (docs/embedding.md
   * "Comments"): `comments`, the key's "allows comments" switch, for a key that pins nothing. Refused with
   * `403 embed-comments-not-allowed` otherwise.
   */
  readonly embedNeeds?: 'comments';
  /** What the call does, in a few words: the OpenAPI operation's `summary` (`/api/docs`). */
  readonly summary: string;
  /**
   * The catalogue codes the call answers beyond those its access rule and inputs already imply
   * (validation, sign-in, role, session account, unknown id, body size): the OpenAPI document lists
   * both under the call's error responses.
   */
  readonly errors?: readonly ErrorCode[];
  /** Path parameters (the server coerces text; the client passes the parsed values). */
  readonly params?: z.ZodType;
  /** Query parameters. */
  readonly query?: z.ZodType;
  /** The request body (JSON, multipart fields, or the download form's fields). */
  readonly body?: z.ZodType;
  /** The success answer; downloads have none (they answer a file). */
  readonly response?: z.ZodType;
}

/** The contracts of a route table's calls, by call name; a name the table lacks fails the type check. */
export type RouteContractsOf<T> = { readonly [K in keyof T]: RouteContract };

/** One call of the API with its contract: the single source the server registers and the client is typed by. */
export interface RouteDefinition extends RouteData, RouteContract {}

/** Declares one route, keeping its literal types for the typed client. */
export function defineRoute<const R extends RouteData>(route: R): R {
  return route;
}

/** Access presets of the contracts: who may call, with what credential, on which account's data. */
export const publicJson = {
  access: 'public',
  credential: 'none',
  accountScoped: false,
} as const;
/** Any logged-in person, not tied to an account. */
export const userJson = {
  access: 'user',
  credential: 'bearer',
  accountScoped: false,
} as const;
/** Admins only, not tied to an account. */
export const adminJson = {
  access: 'admin',
  credential: 'bearer',
  accountScoped: false,
} as const;
/** Any logged-in person, on the session account's data. */
export const userScoped = {
  access: 'user',
  credential: 'bearer',
  accountScoped: true,
} as const;
/** Admins only, on the session account's data. */
export const adminScoped = {
  access: 'admin',
  credential: 'bearer',
  accountScoped: true,
} as const;
