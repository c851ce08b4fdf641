import type { AuthzCases } from '../../test/authz';
import type { AuthzWorld } from '../../test/authz';
import { insertSurveyDate } from '../demographies/survey-config.fixtures';

const PDF_URL = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;

/** A document of tenant A on a published date. */
async function documentOfA({ t, accountA }: AuthzWorld): Promise<number> {
  const date = await insertSurveyDate(t, accountA.id, { published: true });
  const row = await t.database.db
    .insertInto('documents')
    .values({
      account_id: accountA.id,
      survey_date_id: date.id,
      name: 'Doc',
      file_name: 'a.pdf',
      original_filename: 'a.pdf',
      mime: 'application/pdf',
      size: 4,
      content: Buffer.from('%PDF'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Authorization rows of the documents domain. */
const documentsAuthz: AuthzCases = {
  documentsList: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id, { published: true });
      return { url: `/api/survey-dates/${date.id}/documents` };
    },
  },
  documentsUpload: {
    async request({ t, accountA }) {
      const date = await insertSurveyDate(t, accountA.id);
      return {
        url: `/api/survey-dates/${date.id}/documents`,
        payload: { name: 'Doc', file_name: 'a.pdf', file: PDF_URL },
      };
    },
  },
  documentsDelete: {
    async request(world) {
      return { url: `/api/documents/${await documentOfA(world)}` };
    },
  },
  documentsDownloadToken: {
    async request(world) {
      return { url: `/api/documents/${await documentOfA(world)}/download`, payload: {} };
    },
  },
  // the path token is the credential; documents.test.ts covers reuse, expiry and tenancy
  documentsDownload: {
    async request() {
      return { url: `/api/documents/download/${'x'.repeat(43)}` };
    },
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default documentsAuthz;
