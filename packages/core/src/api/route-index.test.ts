import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from './route-definition';
import { EMBED_EXCHANGE_ROUTE, embedRouteIndex, type RouteIndexEntry, routeIndex } from './route-index';
import { routes } from './routes';

const FILE = fileURLToPath(new URL('./route-index.ts', import.meta.url));
const UPDATE = 'UPDATE_ROUTE_INDEX=1 npx vitest run --project core packages/core/src/api/route-index.test.ts';

/** What the client needs of a route, taken from the route table. */
function entryOf({ method, path, bodyKind, ticket }: RouteDefinition): RouteIndexEntry {
  return { method, path, bodyKind, ...(ticket ? { ticket: { ...ticket } } : {}) };
}

const expected = Object.fromEntries(
  Object.entries(routes as Record<string, RouteDefinition>).map(([name, route]) => [name, entryOf(route)]),
);

/** The calls an embed token may make (the routes marked `embed`) and the key exchange itself. */
const expectedEmbed = Object.fromEntries(
  Object.entries(expected).filter(
    ([name]) => name === EMBED_EXCHANGE_ROUTE || (routes as Record<string, RouteDefinition>)[name]?.embed,
  ),
);

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** One entry as biome formats it: on one line when it fits in 110 columns, else one field a line. */
function renderEntry(name: string, entry: RouteIndexEntry): string {
  const fields = [`method: ${quote(entry.method)}`, `path: ${quote(entry.path)}`];
  fields.push(`bodyKind: ${quote(entry.bodyKind)}`);
  if (entry.ticket) {
    const { resource, idParam } = entry.ticket;
    const ticket = [`resource: ${quote(resource)}`, ...(idParam ? [`idParam: ${quote(idParam)}`] : [])];
    fields.push(`ticket: { ${ticket.join(', ')} }`);
  }
  const line = `  ${name}: { ${fields.join(', ')} },`;
  return line.length <= 110 ? line : [`  ${name}: {`, ...fields.map((f) => `    ${f},`), '  },'].join('\n');
}

/** The source of route-index.ts for the current route table. */
function renderRouteIndex(): string {
  const render = (index: Record<string, RouteIndexEntry>) =>
    Object.entries(index)
      .map(([name, entry]) => renderEntry(name, entry))
      .join('\n');
  const [head, rest = ''] = readFileSync(FILE, 'utf8').split('export const routeIndex');
  // the comment of embedRouteIndex sits between the two objects
  const between = rest.slice(rest.indexOf('\n};\n') + 4).split('export const embedRouteIndex')[0];
  return `${head}export const routeIndex: RouteIndex = {
${render(expected)}
};
${between}export const embedRouteIndex: EmbedRouteIndex = {
${render(expectedEmbed)}
};
`;
}

describe('route index', () => {
  it('holds the method, path, body kind and ticket of every route of the table, and nothing else', () => {
    if (process.env.UPDATE_ROUTE_INDEX) writeFileSync(FILE, renderRouteIndex());
    else
      expect(routeIndex, `route-index.ts differs from routes; rewrite it with ${UPDATE}`).toStrictEqual(
        expected,
      );
  });

  it('holds in embedRouteIndex exactly the routes an embed token may call and the key exchange', () => {
    expect(embedRouteIndex, `route-index.ts differs from routes; rewrite it with ${UPDATE}`).toStrictEqual(
      expectedEmbed,
    );
    expect(Object.keys(embedRouteIndex)).toContain('graphData');
    expect(Object.keys(embedRouteIndex)).not.toContain('usersList');
  });
});
