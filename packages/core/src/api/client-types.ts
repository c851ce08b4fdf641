import type { z } from 'zod';
import type { RouteTicket } from './route-definition';
import type { RouteName } from './route-table';
import type { Routes } from './routes';

/** Options every client method takes. */
export interface CallOptions {
  /** Aborts the request. */
  readonly signal?: AbortSignal;
}

/** An object type with no keys: `Empty extends X` holds when nothing in X is required. */
type Empty = Record<never, never>;

type ParamsPart<R> = R extends { readonly params: infer S extends z.ZodType }
  ? { params: z.output<S> }
  : unknown;

type QueryPart<R> = R extends { readonly query: infer S extends z.ZodType }
  ? R extends { readonly ticket: RouteTicket }
    ? { query?: Omit<z.output<S>, 't'> }
    : { query?: z.output<S> }
  : unknown;

type BodyPart<R> = R extends { readonly bodyKind: 'download' }
  ? unknown
  : R extends { readonly body: infer S extends z.ZodType }
    ? Empty extends z.input<S>
      ? { body?: z.input<S> }
      : { body: z.input<S> }
    : unknown;

type TicketPart<R> = R extends { readonly ticket: { readonly idParam: string } }
  ? unknown
  : R extends { readonly ticket: RouteTicket }
    ? { ticketId: number }
    : unknown;

/** The arguments of a route's client method: params, query, body, ticket id, as the route needs them. */
export type CallArgs<R> = ParamsPart<R> & QueryPart<R> & BodyPart<R> & TicketPart<R> & CallOptions;

/** What a route's client method resolves to: the parsed answer, or a download's URL. */
export type CallResult<R> = R extends { readonly bodyKind: 'download' }
  ? string
  : R extends { readonly response: infer S extends z.ZodType }
    ? z.output<S>
    : undefined;

/** The client method of one route; its argument is optional when nothing in it is required. */
export type RouteMethod<R> =
  Empty extends CallArgs<R>
    ? (args?: CallArgs<R>) => Promise<CallResult<R>>
    : (args: CallArgs<R>) => Promise<CallResult<R>>;

/** The typed API client: one method per route, named as in the route table. */
export type ApiClient = { readonly [K in RouteName]: RouteMethod<Routes[K]> };
