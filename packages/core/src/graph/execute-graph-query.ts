import type { GraphDataRequest } from '../schemas/graph-query';
import type { GraphResponse } from '../schemas/graph-response';

/** Sends a `POST graph/data` body and resolves with the answer (the API client, which checks it when given `responseSchemas`). */
export type GraphDataTransport = (request: GraphDataRequest) => Promise<GraphResponse>;

/**
 * Executes a compiled query through a transport; a `null` query sends nothing (spec 2 §5). The answer is
 * the transport's: checking it is the client's job, so the widgets bundle carries no zod (docs/embedding.md
 * "The element (client)").
 */
export async function executeGraphQuery(
  request: GraphDataRequest | null,
  send: GraphDataTransport,
): Promise<GraphResponse | null> {
  if (request === null) return null;
  return send(request);
}
