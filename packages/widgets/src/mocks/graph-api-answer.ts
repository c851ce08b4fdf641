import {
  defaultGraphDimensions,
  type GraphDataRequest,
  type GraphFilterOptionsRequest,
  GRAPH_SLUGS,
  graphMessages,
} from '@pulzus/core';
import type { GraphApiFixture } from './graph-api-fixture';

/** A fake API answer: status and JSON body, or `pending` to hold a loading state open. */
export type FakeApiAnswer = { readonly status: number; readonly body: unknown } | 'pending';

/** How the fake API misbehaves: routes (`'GET survey-dates'` style, ids as `{id}`) that fail with 500 or never answer. */
export interface FakeApiBehaviour {
  readonly failing?: readonly string[];
  readonly pending?: readonly string[];
  /** Routes refused with 403 `forbidden`, as for a caller who may not see them. */
  readonly refused?: readonly string[];
}

const ROUTES: readonly [string, RegExp][] = [
  ['GET survey-dates', /^survey-dates$/],
  ['GET worker-groups', /^worker-groups$/],
  ['GET survey-dates/{id}/demographies', /^survey-dates\/(\d+)\/demographies$/],
  ['GET survey-dates/{id}/graph-dimensions', /^survey-dates\/(\d+)\/graph-dimensions$/],
  [
    'GET survey-dates/{id}/worker-group/{workerGroupId}/question-groups',
    /^survey-dates\/(\d+)\/worker-group\/(\d+)\/question-groups$/,
  ],
  ['GET account/graph-explanations', /^account\/graph-explanations$/],
  ['GET account/translations/graph', /^account\/translations\/graph$/],
  ['POST graph/data', /^graph\/data$/],
  ['POST graph/participation-rate', /^graph\/participation-rate$/],
  ['GET account/enabled-graphs', /^account\/enabled-graphs$/],
  ['POST graph/filter-options', /^graph\/filter-options$/],
  ['POST download-tickets', /^download-tickets$/],
];

/** Answers one call of the graph page's API from a fixture: the same routing for msw and fake fetches. */
export function answerGraphApi(
  fixture: GraphApiFixture,
  method: string,
  path: string,
  body: unknown,
  behaviour: FakeApiBehaviour = {},
): FakeApiAnswer {
  const bare = path.replace(/^\/?/, '').split('?')[0]!;
  for (const [name, pattern] of ROUTES) {
    const match = pattern.exec(bare);
    if (!match || !name.startsWith(`${method} `)) continue;
    if (behaviour.pending?.includes(name)) return 'pending';
    if (behaviour.failing?.includes(name)) return { status: 500, body: { error: { code: 'internal' } } };
    if (behaviour.refused?.includes(name)) return { status: 403, body: { error: { code: 'forbidden' } } };
    const id = Number(match[1]);
    const ok = (value: unknown) => ({ status: 200, body: value });
    switch (name) {
      case 'GET survey-dates':
        return ok({ survey_dates: fixture.surveyDates });
      case 'GET worker-groups':
        return ok({ worker_groups: fixture.workerGroups });
      case 'GET survey-dates/{id}/demographies':
        return ok({ demographies: fixture.demographies });
      case 'GET survey-dates/{id}/graph-dimensions':
        return ok({ grouped_graph_dimensions: defaultGraphDimensions(id, fixture.demographies) });
      case 'GET account/graph-explanations':
        return ok({ graph_explanations: fixture.explanations });
      case 'GET account/translations/graph': {
        // core's texts, as for an account without uploaded translations
        const lang = new URLSearchParams(path.split('?')[1] ?? '').get('lang') === 'hu' ? 'hu' : 'en';
        return ok({ language: lang, translations: graphMessages[lang] });
      }
      case 'POST graph/data':
        return ok(fixture.graph(body as GraphDataRequest));
      case 'POST graph/participation-rate':
        return ok({ collectors: fixture.participation() });
      case 'GET account/enabled-graphs':
        return ok({ enabled_graphs: Object.fromEntries(GRAPH_SLUGS.map((slug) => [slug, true])) });
      case 'POST graph/filter-options':
        return ok(fixture.filterOptions(body as GraphFilterOptionsRequest));
      case 'POST download-tickets':
        return ok({ ticket: 'story-ticket-0123456789abcdef' });
      default:
        return ok({ question_groups: fixture.topics(id, Number(match[2])) });
    }
  }
  return { status: 404, body: { error: { code: 'not-found' } } };
}
