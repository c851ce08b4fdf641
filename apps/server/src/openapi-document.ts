import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  type ErrorCode,
  MIN_GROUP_SIZE,
  type RouteDefinition,
} from '@pulzus/core';

/** An OpenAPI 3 document as this module reads and writes it: plain JSON. */
type Json = Record<string, unknown>;

/** The security schemes of the API: how each route's credential really travels (docs/api.md). */
export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The session token of `POST /api/login` (docs/sessions.md); answers may carry a refreshed one in `X-SE-Token`.',
  },
  embedToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'An embed session token of `POST /api/embed/session` (docs/embedding.md): accepted only by the read calls of the graph widget, from the key’s origins.',
  },
  downloadTicket: {
    type: 'apiKey',
    in: 'query',
    name: 't',
    description: 'A single-use download ticket of `POST /api/download-tickets`, valid for one download.',
  },
} as const;

/** The shared body of every error answer: `{ error: { code, …details } }` with a catalogue code. */
export const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code'],
      // details differ per code (`fields`, `cell`, `limit`, `unlockTime`…): more may follow
      additionalProperties: true,
      properties: {
        code: {
          type: 'string',
          enum: [...ERROR_CODES],
          description: 'A stable code of the error catalogue (packages/core/src/errors/catalogue.ts).',
        },
        fields: {
          type: 'array',
          description:
            'The failing fields of `validation-failed` and `field-not-allowed`; of `collector-on-other-date`, each with the other date (`survey_date_id`, `survey_date`).',
          items: {
            type: 'object',
            required: ['path'],
            properties: { path: { type: 'string' }, message: { type: 'string' } },
          },
        },
        errorCode: { type: 'string', description: 'The code again, on a refused sign-in (spec 1 §7).' },
        unlockTime: {
          type: 'string',
          format: 'date-time',
          description: 'When a locked sign-in opens again (`login-locked`).',
        },
        cell: { type: 'string', description: 'The spreadsheet cell at fault, e.g. `B7`.' },
      },
    },
  },
} as const;

/** `documents/download/{token}`: the single-use token is the path itself, not a `?t=` ticket. */
const isPathToken = (def: RouteDefinition): boolean => def.credential === 'ticket' && !def.ticket;

/**
 * The catalogue codes a call can answer: those its definition implies — a schema to fail
 * (`validation-failed`), a body to exceed (`payload-too-large`, `body-too-complex`) or to send in
 * another media type (`unsupported-media-type`), a public call's per-client limit (`rate-limited`), no
 * or a wrong token, a role or an embed token the call refuses, an admin without a session account, an
 * id that does not exist — and the call's own `errors` of the route table. In catalogue order.
 */
export function routeErrorCodes(def: RouteDefinition): ErrorCode[] {
  const codes = new Set<ErrorCode>(def.errors ?? []);
  if (def.params || def.query || def.body) codes.add('validation-failed');
  if (def.body) {
    codes.add('payload-too-large');
    codes.add('unsupported-media-type');
  }
  // a JSON body past the parsing limits (docs/security.md "Bounded work for every byte received")
  if (def.body && def.bodyKind === 'json') codes.add('body-too-complex');
  // every public call is limited per client (`assertClientLimit` in routing.ts)
  if (def.credential === 'none') codes.add('rate-limited');
  if (def.credential === 'bearer') {
    codes.add('unauthorized');
    // an embed token on any other call, or from an origin its key does not allow
    codes.add('forbidden');
  }
  if (def.credential === 'ticket') codes.add('download-ticket-invalid');
  if (def.access === 'admin') codes.add('forbidden');
  // a path token (`documents/download/{token}`) always names its account; a ticket of an admin may not
  if (def.accountScoped && !isPathToken(def)) codes.add('no-session-account');
  if (def.path.includes('{')) codes.add('not-found');
  return ERROR_CODES.filter((code) => codes.has(code));
}

/** The security requirement of a call: none on public calls and on a path token, else its scheme(s). */
export function routeSecurity(def: RouteDefinition): Record<string, string[]>[] {
  // a token in the path is no scheme OpenAPI can name: the call's description says so
  if (def.credential === 'none' || isPathToken(def)) return [];
  if (def.credential === 'ticket') return [{ downloadTicket: [] }];
  return def.embed ? [{ bearer: [] }, { embedToken: [] }] : [{ bearer: [] }];
}

/** The error responses of a call, one per status, each naming the codes it can carry. */
function errorResponses(def: RouteDefinition): Record<string, Json> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrorCodes(def)) {
    const status = ERROR_CATALOGUE[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, Json> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: `Refused: ${codes.map((code) => `\`${code}\``).join(', ')}.`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return responses;
}

/**
 * zod writes a record over an enum of keys (`z.record(zGraphSlug, …)`) as `additionalProperties`
 * with every key `required`, which leaves the required keys undefined for tools: name each one as a
 * property of the record's value schema.
 */
function defineRequiredProperties(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) defineRequiredProperties(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  const { required, additionalProperties } = schema;
  if (Array.isArray(required) && additionalProperties && typeof additionalProperties === 'object') {
    const properties = { ...((schema.properties as Json | undefined) ?? {}) };
    for (const key of required)
      if (typeof key === 'string' && !(key in properties)) properties[key] = additionalProperties;
    schema.properties = properties;
  }
  for (const value of Object.values(schema)) defineRequiredProperties(value);
}

/**
 * An account's `min_group_size` as the server takes it: an integer from 3 to 10 (graphs.md "Privacy").
 * The zod contract leaves the range to the server, which refuses with its own codes
 * (`min-group-size-out-of-range`), so the document states it here rather than through zod metadata,
 * which would make the schema module a side effect that every bundle of core keeps.
 */
function documentMinGroupSize(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) documentMinGroupSize(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  const property = (schema.properties as Json | undefined)?.min_group_size as Json | undefined;
  if (property && property.type === 'integer') {
    property.minimum = MIN_GROUP_SIZE.min;
    property.maximum = MIN_GROUP_SIZE.max;
    property.example = 5;
  }
  for (const value of Object.values(schema)) documentMinGroupSize(value);
}

/**
 * Completes the document @fastify/swagger writes from the route schemas, for tools (Redocly's
 * recommended rules, client generators): each call of the route table gets its client method name as
 * `operationId`, its summary, its security requirement and its error responses with the shared
 * error schema.
 */
export function completeOpenapiDocument<D extends Json>(
  document: D,
  table: Readonly<Record<string, RouteDefinition>>,
): D {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [name, def] of Object.entries(table)) {
    const operation = paths[`/api/${def.path}`]?.[def.method.toLowerCase()];
    if (!operation) continue;
    operation.operationId = name;
    operation.summary = def.summary;
    operation.security = routeSecurity(def);
    const responses = (operation.responses ?? {}) as Record<string, Json>;
    // @fastify/swagger's placeholder; a download answers a file, which has no schema
    const success = def.bodyKind === 'download' ? 'The file, as an attachment.' : 'Done.';
    if (responses['200']?.description === 'Default Response') responses['200'].description = success;
    operation.responses = { ...responses, ...errorResponses(def) };
  }
  defineRequiredProperties(paths);
  documentMinGroupSize(paths);
  const components = (document.components ?? {}) as Json;
  return {
    ...document,
    components: {
      ...components,
      securitySchemes: SECURITY_SCHEMES,
      schemas: { ...((components.schemas as Json | undefined) ?? {}), Error: ERROR_SCHEMA },
    },
  };
}
