/** The documented v3 error ids the simulator can answer with (provider-api §5). */
export type ErrorId =
  | '1000'
  | '1003'
  | '1010'
  | '1011'
  | '1012'
  | '1013'
  | '1014'
  | '1020'
  | '1040'
  | '1050'
  | '1051'
  | '1054'
  | '1055'
  | '1061';

const CATALOGUE: Record<ErrorId, { status: number; name: string; message: string }> = {
  '1000': {
    status: 400,
    name: 'Bad Request',
    message: 'The request could not be processed with the given input.',
  },
  '1003': { status: 400, name: 'Bad Request', message: 'Invalid URL parameters.' },
  '1010': { status: 401, name: 'Authorization Error', message: 'The authorization token was not provided.' },
  '1011': {
    status: 401,
    name: 'Authorization Error',
    message: 'The authorization token provided was invalid.',
  },
  '1012': {
    status: 401,
    name: 'Authorization Error',
    message: 'The authorization token provided has expired.',
  },
  '1013': { status: 401, name: 'Authorization Error', message: 'Client revoked access grant.' },
  '1014': {
    status: 403,
    name: 'Permission Error',
    message: 'Permission has not been granted by the user to make this request.',
  },
  '1020': {
    status: 404,
    name: 'Resource Not Found',
    message: 'There was an error retrieving the requested resource.',
  },
  '1040': {
    status: 429,
    name: 'Rate Limit Reached',
    message: 'Too many requests were made, try again later.',
  },
  '1050': {
    status: 500,
    name: 'Internal Server Error',
    message: "Oh bananas! We couldn't process your request.",
  },
  '1051': {
    status: 503,
    name: 'Service Unreachable',
    message: 'The service is unreachable, please try again later.',
  },
  '1054': { status: 502, name: 'Bad Gateway', message: 'Bad gateway, please try again later.' },
  '1055': { status: 504, name: 'Gateway Timeout', message: 'The gateway timed out, please try again later.' },
  '1061': {
    status: 405,
    name: 'Method Not Allowed',
    message: 'The method is not allowed for this resource.',
  },
};

/** The documented v3 error body `{ error: { id, name, docs, message, http_status_code } }`. */
export interface ErrorBody {
  error: { id: string; name: string; docs: string; message: string; http_status_code: number };
}

/** Builds the HTTP status and documented body of an error id, optionally with a more precise message. */
export function errorBody(id: ErrorId, detail?: string): { status: number; body: ErrorBody } {
  const entry = CATALOGUE[id];
  return {
    status: entry.status,
    body: {
      error: {
        id,
        name: entry.name,
        docs: 'https://developer.surveymonkey.com/api/v3/#error-codes',
        message: detail ? `${entry.message} ${detail}` : entry.message,
        http_status_code: entry.status,
      },
    },
  };
}

/** The error id of a simulated 5xx status. */
export function serverErrorId(status: number): ErrorId {
  return status === 503 ? '1051' : status === 502 ? '1054' : status === 504 ? '1055' : '1050';
}

/** Thrown by handlers to answer with a documented error. */
export class ApiError extends Error {
  readonly id: ErrorId;
  constructor(id: ErrorId, detail?: string) {
    super(detail ?? id);
    this.id = id;
  }
}
