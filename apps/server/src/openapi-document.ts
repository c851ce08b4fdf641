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
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          example: { error: { code: codes[0] } },
        },
      },
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

/** The body of a call that sends none: the client sends `{}` so that the JSON parser accepts it. */
export const EMPTY_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  description: 'No fields: send `{}` (or nothing).',
} as const;

/**
 * The request body of a call whose body the route schemas leave to the handler (docs/api.md): an
 * upload's multipart `file` part (a csv or xlsx file, or its data URL as a text field), a download's
 * form (`graph/excel-export`: the graph request as JSON text in `data`, posted by a form so the browser
 * saves the answer), and an empty JSON body for a POST that takes none.
 */
function handlerBody(def: RouteDefinition): Json | null {
  if (def.bodyKind === 'upload')
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: {
                type: 'string',
                format: 'binary',
                description: 'The file (a multipart file part), or its data URL as a text field.',
              },
            },
          },
        },
      },
    };
  if (def.bodyKind === 'download' && def.body)
    return {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: {
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                type: 'string',
                minLength: 1,
                description: 'The `POST graph/data` request of the graph, as JSON text.',
              },
            },
          },
          example: { data: '{"type":"commitment_total","query":{"survey_dates":[3]}}' },
        },
      },
    };
  if (def.method !== 'GET' && !def.body)
    return {
      required: false,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/EmptyBody' }, example: {} } },
    };
  return null;
}

/**
 * spec 1's calls that change state on a GET, each kept for its clients and marked deprecated here,
 * with the POST of the same path that replaces it (docs/api.md).
 */
export const DEPRECATED_GETS: Readonly<Record<string, string>> = {
  accountLanguageChange: 'accountLanguageSet',
};

/** `accountLanguageChange` → `AccountLanguageChange`: the stem of a call's component schema names. */
const schemaStem = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Moves an inline schema of a media type into `components.schemas` under `name` and refers to it
 * there, so that client generators name the type after the call (`GraphDataRequest`,
 * `GraphDataResponse`) instead of `InlineObject17`.
 */
function nameSchema(media: Json | undefined, name: string, schemas: Json): void {
  const schema = media?.schema as Json | undefined;
  if (!media || !schema || typeof schema !== 'object' || '$ref' in schema) return;
  schemas[name] = schema;
  media.schema = { $ref: `#/components/schemas/${name}` };
}

/** Example dates, texts and numbers a generated example uses: plain, valid and the same on every run. */
const EXAMPLE_STRING: Record<string, string> = {
  'date-time': '2026-03-01T08:00:00.000Z',
  date: '2026-03-01',
  email: 'anna.kovacs@example.com',
  uri: 'https://intranet.example.com/',
  uuid: '3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f4a1b2c',
};

/**
 * A text that matches one of the contract's patterns: a data URL, an e-mail domain, or a fixed prefix
 * (`^pze_` an embed key, `^pzs_` a signing secret) followed by anything.
 */
function exampleOfPattern(pattern: string): string {
  if (pattern.startsWith('^data:')) return 'data:text/csv;base64,bmFtZQ==';
  if (pattern.includes('[a-z0-9-]{0,61}')) return 'example.com';
  const prefix = /^\^([\w-]+)/.exec(pattern)?.[1];
  return prefix ? `${prefix}example` : 'example';
}

/** Example texts of string fields whose schema has no format to go by, by field name. */
const EXAMPLE_FIELD: Record<string, string> = {
  email: 'anna.kovacs@example.com',
  password: 'Correct-Horse-9',
  name: 'Kovács Anna',
};

/**
 * An example value for a JSON schema, from its own `example`, `enum`, `const`, format and range: what a
 * reader of the document copies into a first call. Follows `$ref`s into `components.schemas`; stops at
 * a depth where only a recursive schema would still go.
 */
export function exampleOf(schema: unknown, schemas: Json, depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 12) return null;
  const node = schema as Json;
  if ('$ref' in node)
    return exampleOf(schemas[String(node.$ref).split('/').at(-1) ?? ''], schemas, depth + 1);
  if ('example' in node) return node.example;
  if ('const' in node) return node.const;
  if (Array.isArray(node.enum) && node.enum.length > 0) return node.enum[0];
  for (const key of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(node[key]) && (node[key] as unknown[]).length > 0)
      return exampleOf((node[key] as unknown[])[0], schemas, depth + 1);
  if (Array.isArray(node.allOf))
    return Object.assign({}, ...(node.allOf as unknown[]).map((part) => exampleOf(part, schemas, depth + 1)));
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  switch (type) {
    case 'object': {
      const properties = (node.properties as Json | undefined) ?? {};
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          EXAMPLE_FIELD[key] && (value as Json).type === 'string'
            ? EXAMPLE_FIELD[key]
            : exampleOf(value, schemas, depth + 1),
        ]),
      );
    }
    case 'array': {
      const count = typeof node.minItems === 'number' && node.minItems > 1 ? node.minItems : 1;
      return Array.from({ length: count }, () => exampleOf(node.items, schemas, depth + 1));
    }
    case 'integer':
    case 'number': {
      const min =
        typeof node.minimum === 'number' ? node.minimum + (node.exclusiveMinimum === true ? 1 : 0) : null;
      const max = typeof node.maximum === 'number' ? node.maximum : null;
      const value = min !== null ? Math.max(min, Math.min(3, max ?? 3)) : max !== null ? Math.min(3, max) : 3;
      return type === 'integer' ? Math.ceil(value) : value;
    }
    case 'boolean':
      return true;
    case 'string': {
      const format = typeof node.format === 'string' ? EXAMPLE_STRING[node.format] : undefined;
      if (format) return format;
      if (typeof node.pattern === 'string') return exampleOfPattern(node.pattern);
      const min = typeof node.minLength === 'number' ? node.minLength : 0;
      const max = typeof node.maxLength === 'number' ? node.maxLength : 64;
      const text = 'example';
      return text.length < min ? text.padEnd(Math.min(min, max), 'x') : text.slice(0, Math.max(1, max));
    }
    default:
      return null;
  }
}

/** Gives every JSON media type and every parameter of an operation without one an example. */
function addExamples(operation: Json, schemas: Json): void {
  const media = [
    ...Object.values(((operation.requestBody as Json | undefined)?.content as Json | undefined) ?? {}),
    ...Object.values((operation.responses as Record<string, Json> | undefined) ?? {})
      .filter((response) => response !== undefined)
      .flatMap((response) => Object.values((response.content as Json | undefined) ?? {})),
  ] as Json[];
  for (const type of media) {
    const schema = type.schema as Json | undefined;
    const binary = JSON.stringify(schema ?? {}).includes('"binary"');
    if (!('example' in type) && schema && !binary) type.example = exampleOf(schema, schemas);
  }
  for (const parameter of (operation.parameters as Json[] | undefined) ?? [])
    if (!('example' in parameter)) parameter.example = exampleOf(parameter.schema, schemas);
}

/**
 * Completes the document @fastify/swagger writes from the route schemas, for tools (Redocly's
 * recommended rules, client generators): each call of the route table gets its client method name as
 * `operationId`, its summary, its security requirement, its error responses with the shared
 * error schema, a request body where the handler reads one the route schemas leave out, its request and
 * answer schemas named in `components.schemas`, and an example for each body, answer and parameter.
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
    const replacement = DEPRECATED_GETS[name];
    if (replacement) {
      operation.deprecated = true;
      operation.description =
        `${String(operation.description ?? '')} Changes state on a GET (spec 1): new clients call \`${replacement}\`, a POST of the same path.`.trim();
    }
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
  const schemas: Json = {
    ...((components.schemas as Json | undefined) ?? {}),
    Error: ERROR_SCHEMA,
    EmptyBody: EMPTY_BODY_SCHEMA,
  };
  for (const [name, def] of Object.entries(table)) {
    const operation = paths[`/api/${def.path}`]?.[def.method.toLowerCase()];
    if (!operation) continue;
    const body = operation.requestBody ? null : handlerBody(def);
    if (body) operation.requestBody = body;
    const request = (operation.requestBody as Json | undefined)?.content as Json | undefined;
    nameSchema(request?.['application/json'] as Json | undefined, `${schemaStem(name)}Request`, schemas);
    const success = ((operation.responses as Record<string, Json>)['200']?.content as Json | undefined) ?? {};
    nameSchema(success['application/json'] as Json | undefined, `${schemaStem(name)}Response`, schemas);
    addExamples(operation, schemas);
  }
  return {
    ...document,
    components: { ...components, securitySchemes: SECURITY_SCHEMES, schemas },
  };
}
