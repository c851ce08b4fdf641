import type { ErrorCode } from '../errors/catalogue';

/** Why the engine refused a request; the server sends `code` from the error catalogue. */
export type GraphEngineErrorCode = Extract<ErrorCode, 'graph-too-many-dates' | 'not-found'>;

/** A refused graph request: more dates than spec 2 §9 allows (400), or an unknown date, demography or topic (404). */
export class GraphEngineError extends Error {
  /** The error-catalogue code the server maps to its HTTP answer. */
  readonly code: GraphEngineErrorCode;

  /** Creates the error with its catalogue code and a developer message. */
  constructor(code: GraphEngineErrorCode, message: string) {
    super(message);
    this.name = 'GraphEngineError';
    this.code = code;
  }
}

/** Whether a value is a `GraphEngineError`. */
export function isGraphEngineError(value: unknown): value is GraphEngineError {
  return value instanceof GraphEngineError;
}
