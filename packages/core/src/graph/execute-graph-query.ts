import type { GraphDataRequest } from '../schemas/graph-query';
import { type GraphResponse, zGraphResponse } from '../schemas/graph-response';

/** Sends a `POST graph/data` body and resolves with the raw JSON answer (the API client supplies it). */
export type GraphDataTransport = (request: GraphDataRequest) => Promise<unknown>;

/** Executes a compiled query through a transport and validates the answer; a `null` query sends nothing (spec 2 §5). */
export async function executeGraphQuery(
  request: GraphDataRequest | null,
  send: GraphDataTransport,
): Promise<GraphResponse | null> {
  if (request === null) return null;
  return zGraphResponse.parse(await send(request));
}
