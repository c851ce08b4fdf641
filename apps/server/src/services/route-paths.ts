/**
 * `survey-dates/{id}` → `/api/survey-dates/:id`: the Fastify URL of a path of the core route table.
 * A plain module of its own, so the auth and embed pieces that match URLs need not import `routing.ts`.
 */
export function fastifyPath(path: string): string {
  return `/api/${path.replace(/\{(\w+)\}/g, ':$1')}`;
}
