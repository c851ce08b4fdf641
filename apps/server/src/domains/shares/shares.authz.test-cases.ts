import type { AuthzCases, AuthzWorld } from '../../test/authz';
import { createSurveyDate } from '../survey-dates/survey-dates.fixtures';
import { shareTokenDigest } from './share-mail-queue';

/** A published date of tenant A and a scoped user of it (tenant A's user, given a scope). */
async function sharedDate({ t, accountA, userA }: AuthzWorld) {
  const date = await createSurveyDate(t, accountA.id, { published: true });
  await t.database.db
    .insertInto('user_scopes')
    .values({
      user_id: userA.id,
      account_id: accountA.id,
      scope: JSON.stringify({
        worker_group_ids: [],
        demographies: [{ code: 'telephely', answers: ['Szeged'] }],
      }),
    })
    .onConflict((oc) => oc.columns(['user_id', 'account_id']).doNothing())
    .execute();
  return date;
}

let serial = 0;

/**
 * Authorization rows of the shares domain: the list and the share are admin-only and act on the session account's
 * dates (another tenant's admin gets the 404 of a missing date); opening takes the caller's own token in the
 * caller's account (another tenant's user gets the 404 of an unknown token).
 */
const sharesAuthz: AuthzCases = {
  surveyDateSharesList: {
    async request(world) {
      const date = await sharedDate(world);
      return { url: `/api/survey-dates/${date.id}/shares` };
    },
  },
  surveyDateShareCreate: {
    async request(world) {
      const date = await sharedDate(world);
      return { url: `/api/survey-dates/${date.id}/shares`, payload: { user_ids: [world.userA.id] } };
    },
  },
  surveyDateShareOpen: {
    // tenant A's user's own link: the recipient row as a sent share leaves it
    async request(world) {
      const { t, accountA, admin, userA } = world;
      const date = await sharedDate(world);
      const token = `authz-share-token-${++serial}-0123456789`;
      const share = await t.database.db
        .insertInto('survey_date_shares')
        .values({
          account_id: accountA.id,
          survey_date_id: date.id,
          created_by: admin.id,
          created_by_name: null,
          include_report: false,
          resend: false,
          created_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.database.db
        .insertInto('survey_date_share_recipients')
        .values({
          share_id: share.id,
          account_id: accountA.id,
          survey_date_id: date.id,
          user_id: userA.id,
          email: userA.email,
          language_id: 1,
          status: 'sent',
          token_digest: shareTokenDigest(token),
        })
        .execute();
      return { url: '/api/survey-date-shares/open', payload: { token } };
    },
  },
};

// biome-ignore lint/style/noDefaultExport: the authorization table collects every domain's rows by glob.
export default sharesAuthz;
