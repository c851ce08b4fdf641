import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from './route-definition';
import { routeTable } from './route-table';
import { routes } from './routes';
import { embedCallRoutes } from './routes-embed-calls';

const entries = Object.entries(routes) as [string, RouteDefinition][];

describe('routes an embed token may call', () => {
  it("are exactly the read calls of the <Graph> widget's lists, chart and texts, and the comment reads", () => {
    const embed = entries.filter(([, route]) => route.embed === true).map(([name]) => name);
    expect(embed.sort()).toEqual([
      'accountGraphTranslations',
      'commentsList',
      'commentsThemes',
      'demographiesList',
      'graphData',
      'graphDimensions',
      'graphExplanations',
      'graphFilterOptions',
      'surveyDatesList',
      'topicsList',
      'workerGroupsList',
    ]);
  });

  it('are user-level, account-scoped bearer calls that change nothing (GET, or the graph and filter-options query POSTs)', () => {
    for (const [name, route] of entries) {
      if (!route.embed) continue;
      expect({
        name,
        access: route.access,
        scoped: route.accountScoped,
        credential: route.credential,
      }).toEqual({
        name,
        access: 'user',
        scoped: true,
        credential: 'bearer',
      });
      expect(route.method === 'GET' || name === 'graphData' || name === 'graphFilterOptions', name).toBe(
        true,
      );
    }
  });

  it('let an embed token read comments only through a key that allows them (docs/embedding.md "Comments")', () => {
    const needing = entries.filter(([, route]) => route.embedNeeds === 'comments').map(([name]) => name);
    expect(needing.sort()).toEqual(['commentsList', 'commentsThemes']);
    for (const name of needing)
      expect(routes[name as 'commentsList'].errors).toContain('embed-comments-not-allowed');
  });

  it('keep key management admin-only and the key exchange public', () => {
    expect(routes.embedKeysList.access).toBe('admin');
    expect(routes.embedKeysCreate.access).toBe('admin');
    expect(routes.embedKeysRevoke.access).toBe('admin');
    expect(routes.embedKeysRevoke.accountScoped).toBe(true);
    expect(routes.embedSession.access).toBe('public');
    expect(routes.embedSession.credential).toBe('none');
    expect((routes.embedSession as RouteDefinition).embed).toBeUndefined();
  });

  it("are the embed element's client's table (embedCallRoutes), with the key exchange and nothing else", () => {
    const expected = [
      ...entries.filter(([, route]) => route.embed === true).map(([name]) => name),
      'embedSession',
    ];
    expect(Object.keys(embedCallRoutes).sort()).toEqual(expected.sort());
    for (const [name, route] of Object.entries(embedCallRoutes))
      expect(routeTable[name as keyof typeof routeTable], name).toBe(route);
    expect(Object.keys(embedCallRoutes)).not.toContain('usersList');
  });
});
