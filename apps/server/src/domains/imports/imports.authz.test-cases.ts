import type { AuthzCases } from '../../test/authz';
import type { AuthzWorld } from '../../test/authz';

/** A provider survey of tenant A under a key of its own. */
async function surveyOfA({ t, accountA }: AuthzWorld): Promise<string> {
  const key = await t.database.db
    .insertInto('sm_api_keys')
    .values({
      account_id: accountA.id,
      name: 'A kulcs',
      access_token_sealed: '',
      access_url: 'http://127.0.0.1:1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const providerId = String(700_000_000 + key.id);
  await t.database.db
    .insertInto('sm_surveys')
    .values({
      account_id: accountA.id,
      sm_api_key_id: key.id,
      sm_survey_id: providerId,
      title: 'A felmérés',
      details: null,
    })
    .execute();
  return providerId;
}

/** Authorization rows of the import domain. */
const importsAuthz: AuthzCases = {
  dataImportLimits: { noTenantIds: true, request: async () => ({ url: '/api/data-import/limits' }) },
  dataImportJobs: { noTenantIds: true, request: async () => ({ url: '/api/data-import/jobs' }) },
  dataImportSurveys: {
    noTenantIds: true,
    request: async () => ({ url: '/api/data-import/surveys', payload: {} }),
  },
  dataImportSurveyDetails: {
    request: async (world) => ({
      url: `/api/data-import/surveys/${await surveyOfA(world)}/details`,
      payload: {},
    }),
  },
  dataImportSurveyCollectors: {
    request: async (world) => ({
      url: `/api/data-import/surveys/${await surveyOfA(world)}/collectors`,
      payload: {},
    }),
  },
  dataImportSurveyResponses: {
    request: async (world) => ({
      url: `/api/data-import/surveys/${await surveyOfA(world)}/responses`,
      payload: {},
    }),
  },
  dataImportManual: { noTenantIds: true, request: async () => ({ url: '/api/data-import/manual-import' }) },
  dataImportManualPreview: {
    noTenantIds: true,
    request: async () => ({ url: '/api/data-import/manual-import/preview' }),
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default importsAuthz;
