import { describe, expect, it } from 'vitest';
import { defaultGraphDimensions } from '../graph/dimension-defaults';
import {
  zAdminGraphExplanationsPayload,
  zEnabledGraphsPayload,
  zGraphDimensionsPayload,
  zGraphExplanationsPayload,
} from './graph-settings';

describe('graph settings payloads (spec 1 §7, spec 2 §3, §7)', () => {
  it('round-trips grouped graph dimensions', () => {
    const payload = { grouped_graph_dimensions: defaultGraphDimensions(3, [{ id: 8 }]) };
    expect(zGraphDimensionsPayload.parse(payload)).toEqual(payload);
    const bad = { grouped_graph_dimensions: [{ graph_slug: 'nope', graph_dimensions: [] }] };
    expect(zGraphDimensionsPayload.safeParse(bad).success).toBe(false);
  });

  it('needs an enabled flag for every slug', () => {
    const all = Object.fromEntries(
      defaultGraphDimensions(1, []).map((g) => [g.graph_slug, g.graph_slug !== 'total']),
    );
    expect(zEnabledGraphsPayload.parse({ enabled_graphs: all }).enabled_graphs.total).toBe(false);
    expect(zEnabledGraphsPayload.safeParse({ enabled_graphs: { total: true } }).success).toBe(false);
  });

  it('maps slugs to explanation texts, per language in the admin variant', () => {
    expect(zGraphExplanationsPayload.parse({ graph_explanations: { total: 'x' } })).toEqual({
      graph_explanations: { total: 'x' },
    });
    const admin = { graph_explanations: { hu: { total: 'Összes' }, en: { total: 'All' } } };
    expect(zAdminGraphExplanationsPayload.parse(admin)).toEqual(admin);
    expect(zAdminGraphExplanationsPayload.safeParse({ graph_explanations: { de: {} } }).success).toBe(false);
  });
});
