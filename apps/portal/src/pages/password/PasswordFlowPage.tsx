import { Card, Loading, PageTitle, PublicPage, routeQuery, useApiClient, useT } from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { PATHS } from '../../routes/paths';
import type { PasswordFlowTexts } from './password-flow-texts';
import { RequestLinkStep } from './RequestLinkStep';
import { SetPasswordStep } from './SetPasswordStep';

/** The link's user id, or null when it is not a positive whole number. */
function linkUserId(uid: string | null): number | null {
  const id = Number(uid);
  return uid !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Checks the link's hash, then shows the set-password step; a failed check goes to /login (spec 1 §2). */
function CheckedSetPassword({
  userId,
  hash,
  texts,
}: {
  userId: number;
  hash: string;
  texts: PasswordFlowTexts;
}) {
  const client = useApiClient();
  const check = useQuery({
    // a public page: no session account
    ...routeQuery(client, null, 'usersCheckVerifyHash', { body: { user_id: userId, verify_hash: hash } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (check.isPending) return <Loading />;
  if (check.isError) return <Navigate to={PATHS.login} replace />;
  return <SetPasswordStep userId={userId} hash={hash} texts={texts} />;
}

/**
 * A two-step password page (spec 1 §2, §4): without `uid` an e-mail request form; with `uid` and
 * `hash` the checked set-password form. A broken link goes to /login.
 */
export function PasswordFlowPage({ texts }: { texts: PasswordFlowTexts }) {
  const { t } = useT();
  const [search] = useSearchParams();
  const uid = search.get('uid');
  const hash = search.get('hash');
  let content = <RequestLinkStep texts={texts} />;
  if (uid !== null) {
    const userId = linkUserId(uid);
    if (userId === null || !hash) return <Navigate to={PATHS.login} replace />;
    content = <CheckedSetPassword userId={userId} hash={hash} texts={texts} />;
  }
  return (
    <PublicPage>
      <Card aria-labelledby="password-title">
        <PageTitle id="password-title">{t(uid === null ? texts.title : texts.setTitle)}</PageTitle>
        {content}
      </Card>
    </PublicPage>
  );
}
