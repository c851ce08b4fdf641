import { describe, expectTypeOf, it } from 'vitest';
import { createApiClient } from './client';
import type { ApiClient } from './client-types';
import { createMemoryStorage, createStorageTokenHolder } from './token-holder';

const client: ApiClient = createApiClient({
  tokens: createStorageTokenHolder(createMemoryStorage()),
  fetch: async () => new Response('{}'),
});

// these checks run in `tsc`: a wrong argument or answer type fails the type check
describe('typed client methods (spec 1 §7, spec 2 §7)', () => {
  it('types params, bodies and answers from the route schemas', () => {
    expectTypeOf(client.surveyDatesResponseCount)
      .parameter(0)
      .toEqualTypeOf<{ params: { id: number } } & { readonly signal?: AbortSignal }>();
    expectTypeOf(client.surveyDatesResponseCount).returns.resolves.toEqualTypeOf<{ answers_count: number }>();
    expectTypeOf(client.surveyDatesLast).returns.resolves.toEqualTypeOf<{ last_date: string | null }>();
    expectTypeOf(client.collectorsXlsxDownload).returns.resolves.toBeString();
    expectTypeOf(client.graphExcelExport).parameter(0).toHaveProperty('ticketId');
  });

  it('rejects missing or wrong arguments', () => {
    const never = (run: () => unknown) => run;
    // @ts-expect-error the id is required
    never(() => client.surveyDatesResponseCount());
    const body = { name: 'a', email: 'b', nickname: 'c', role: 1 };
    // @ts-expect-error the role travels as a slug
    never(() => client.usersUpdate({ params: { id: 1 }, body }));
    // @ts-expect-error email_template is one of two slugs
    never(() => client.usersPasswordReminder({ body: { email: 'a@b.hu', email_template: 'x' } }));
    never(() => client.ping());
    never(() => client.usersLoginAs({ params: { id: 2 } }));
  });
});
