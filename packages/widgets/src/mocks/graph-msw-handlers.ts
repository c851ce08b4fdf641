import { delay, HttpResponse, http } from 'msw';
import { answerGraphApi, type FakeApiBehaviour } from './graph-api-answer';
import type { GraphApiFixture } from './graph-api-fixture';

/** msw handlers serving the graph page's API under `/api/` from a seeded fixture (Storybook only). */
export function graphMswHandlers(fixture: GraphApiFixture, behaviour: FakeApiBehaviour = {}) {
  return [
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const path = `${url.pathname.replace(/^.*?\/api\//, '')}${url.search}`;
      const body = request.method === 'POST' ? await request.json().catch(() => undefined) : undefined;
      const answer = answerGraphApi(fixture, request.method, path, body, behaviour);
      if (answer === 'pending') {
        await delay('infinite');
        return HttpResponse.json({});
      }
      return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
    }),
  ];
}
