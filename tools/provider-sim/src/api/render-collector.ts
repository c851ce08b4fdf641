import { formatWithOffset } from '../data/dates.ts';
import type { CollectorRecord, SurveyRecord } from '../data/types.ts';

/** Extra fields `GET /v3/surveys/{id}/collectors?include=` may ask for (provider-api §3.5). */
export const COLLECTOR_INCLUDES = [
  'type',
  'status',
  'response_count',
  'date_created',
  'date_modified',
  'url',
] as const;

const responseCount = (survey: SurveyRecord, c: CollectorRecord): number =>
  survey.responses.reduce((n, r) => n + (r.collector_id === c.id ? 1 : 0), 0);

/** One item of a collector list: id, name, href plus the included fields. */
export function collectorListItem(
  survey: SurveyRecord,
  c: CollectorRecord,
  base: string,
  include: ReadonlySet<string>,
): object {
  const extra: Record<string, unknown> = {
    type: c.type,
    status: c.status,
    response_count: responseCount(survey, c),
    date_created: formatWithOffset(c.date_created),
    date_modified: formatWithOffset(c.date_modified),
    url: c.url,
  };
  const item: Record<string, unknown> = { id: c.id, name: c.name, href: `${base}/v3/collectors/${c.id}` };
  for (const key of COLLECTOR_INCLUDES) if (include.has(key)) item[key] = extra[key];
  return item;
}

/** The collector resource of `GET /v3/collectors/{id}` (provider-api §3.6). */
export function collectorResource(survey: SurveyRecord, c: CollectorRecord, base: string): object {
  return {
    id: c.id,
    survey_id: c.survey_id,
    name: c.name,
    type: c.type,
    status: c.status,
    url: c.url,
    date_created: formatWithOffset(c.date_created),
    date_modified: formatWithOffset(c.date_modified),
    close_date: null,
    response_limit: null,
    anonymous_type: 'fully_anonymous',
    edit_response_type: 'until_complete',
    allow_multiple_responses: false,
    redirect_type: 'url',
    redirect_url: '',
    thank_you_message: 'Köszönjük, hogy kitöltötte a kérdőívet!',
    disqualification_message: '',
    disqualification_url: '',
    closed_page_message: 'Ez a felmérés már lezárult.',
    display_survey_results: false,
    password_enabled: false,
    sender_email: null,
    response_count: responseCount(survey, c),
    href: `${base}/v3/collectors/${c.id}`,
  };
}
