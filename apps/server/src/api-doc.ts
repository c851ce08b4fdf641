import type { RouteDefinition, RouteName } from '@pulzus/core';

const ACCESS: Record<RouteDefinition['access'], string> = {
  public: 'anyone',
  user: 'logged in',
  admin: 'admin',
};

/** One line of the access column: who may call, how they prove it, and on which account's data. */
function accessRule(def: RouteDefinition): string {
  const who = ACCESS[def.access];
  const how = def.credential === 'ticket' ? ', single-use download ticket (`?t=`)' : '';
  const scope = def.accountScoped ? ', session account' : '';
  return `${who}${how}${scope}`;
}

/**
 * `docs/api.md`: every call of the core route table with its role rule, and whether this server
 * serves it yet. A test keeps the file equal to this output (`npm run docs:api` rewrites it).
 */
export function renderApiDoc(
  routes: Record<RouteName, RouteDefinition>,
  served: Set<RouteDefinition>,
): string {
  const rows = (Object.entries(routes) as [RouteName, RouteDefinition][]).map(
    ([name, def]) =>
      `| \`${def.method} ${def.path}\` | \`${name}\` | ${accessRule(def)} | ${def.bodyKind} | ${served.has(def) ? 'yes' : 'not yet'} |`,
  );
  return [
    '# API',
    '',
    'Every call of the API, generated from the route table in `packages/core/src/api/routes-*.ts`',
    '(`npm run docs:api`; a server test fails when this file and the table disagree). Paths are',
    'relative to `/api/`. The interactive OpenAPI page of a running server is at `/api/docs`, its',
    'document at `/api/docs/json`: each call’s `operationId` is its client method name, with a',
    'summary, its security scheme (`bearer`, `embedToken`, `downloadTicket`) and every error response',
    'it can give (`npm run lint:openapi` holds it to Redocly’s recommended rules).',
    '',
    'Access: *anyone* needs no token; *logged in* needs a bearer token (anonymous → 401);',
    '*admin* answers 403 to users; *session account* acts on the account in the token — an admin',
    'without one gets 409 `no-session-account`, and another account’s ids are the same 404 as',
    'missing ones. Errors answer `{ "error": { "code": … } }` with a code from the catalogue in',
    '`packages/core/src/errors/catalogue.ts`.',
    '',
    'Every admin call on `users/{id}` (edit, delete, set-enabled, login-as, password reminder,',
    'password, unlock) acts only on the users and demo users of the session account; another',
    'account’s user, or any user without a session account, is the same 404 as a missing id.',
    'Administrators are the exception: they belong to no account and the admins screen lists them',
    'all (`GET users/admin`, spec 1 §2), so they are reachable from any session account — except that',
    'no admin takes over another: login-as never targets an admin and an admin sets no other admin’s',
    'password nor e-mail address (403 `admin-target-not-allowed`, [`security.md`](security.md)). Sessions, tokens, login-as,',
    '“return to my account” and sign-out: [`sessions.md`](sessions.md).',
    '',
    'Collectors (`PUT survey-dates/{id}/collectors`, `POST survey-dates/{id}/collectors-xlsx`) take only',
    'provider collectors the provider lists for the date’s surveys (400 `validation-failed` naming',
    '`collectors.{i}.sm_collector_id`; the xlsx 422 `cant-find-collector-id` naming the cell), and a provider',
    'collector belongs to one survey date of the account: one another date holds is 409',
    '`collector-on-other-date`, each field naming that date (`survey_date_id`, `survey_date`); another',
    'account’s identical id is no conflict. The rules: [`import.md`](import.md#collectors).',
    '',
    "**Comments.** `GET comments?survey_date_id=&question_id=` (logged in, session account; the graphs' access:",
    'users and demo users read published dates, a question whose comments an admin has not switched on is a 404 for',
    "them; a scoped user's scope comes first; another account's ids are 404; embed tokens 403) takes the usual",
    'filters — `worker_group_ids=1,2` and `demography_answer_ids=11,12,31` (answers of one demography are',
    'alternatives, of two both apply; an answer the date lacks is 404), no answer filters — and `search` (every',
    'word, accents and case ignored, matched on the masked text), `page` (from 1) and `per_page` (1–100, default',
    '20). It answers `{ question: { id, name, topic }, shown, withheld_reason, threshold, total, page, per_page,',
    'comments: [{ id, text }] }`: when the comment rules withhold the population ([`privacy.md`](privacy.md)',
    `"Comments"), \`shown: false\` with the reason graphs use and no count or text; otherwise the matching comments'`,
    "`total` and one page in the date's stable random order, names masked, hidden comments left out. `POST",
    'comments/{commentId}/hide` (admin) takes `{ survey_date_id, question_id, reason }` and hides the comment from',
    "everyone (audited); `PUT questions/{id}/comments` (admin) `{ show_comments }` switches a question's comments",
    'on for users; `GET`/`PUT account/comment-settings` (admin) read and set `{ comment_min_group_size,',
    'masked_names }` (the threshold: null for max(k, 10), otherwise k–100, refused with `comment-threshold-below-k`',
    '/ `comment-threshold-out-of-range` naming the field, details `k`) and answer `k` and the `threshold` in force.',
    '',
    '**Language of an answer.** The labels the server writes into an answer (a total’s column, a survey',
    'date’s name, graph explanations, default topic names) are in the language the request names in',
    '`X-Pulzus-Language: hu|en`, else the token’s `lang_code` (the signed-in user’s, or the one an embed',
    'asked for), else the user’s stored language. `PulzusProvider language=…` and the',
    '`<pulzus-graph lang=…>` element send it on every call, so one page speaks one language; any other value',
    'is ignored. It is not `Accept-Language`, which every browser sends on its own. A ticket download (`?t=`)',
    "is a navigation, which carries no header: core's client adds the page's language as `lang=hu|en` beside",
    'the ticket, so an English page\'s xlsx says "Total"; without it the user\'s stored language speaks, and any',
    'other value is `400 validation-failed` before the ticket is used.',
    '',
    '**Sharing a date.** `POST survey-dates/{id}/shares` (admin, session account) mails a published date to the',
    "account's scoped users — those listed in `user_ids`, or every one (users and demo users with a scope, neither",
    'disabled nor deleted) — each in their own language with the `eredmenyek-megosztasa` template (editable like the',
    'password mails; `{{name}}`, `{{date}}`, `{{link}}`, and `{{report_link}}`, whose line is left out unless',
    '`include_report`). An unpublished date is 409 `survey-date-not-published`; an id that is no scoped user of the',
    'account is 400 `validation-failed` naming `user_ids`; people a share of the date already reached (queued or',
    'sent) are left out unless `resend`, and a share that would mail nobody is 409 `share-already-sent`. The mails',
    'leave through the `share-mail` queue at `SHARE_MAILS_PER_MINUTE` per account (default 60), one by one: a',
    'refused address is `failed` with the SMTP reply code (`smtp_code`, e.g. 550) and the rest go on.',
    "`GET survey-dates/{id}/shares` lists the date's shares with each recipient's status (`queued`, `sent`,",
    "`failed`, `opened`) and the scoped users it may go to. Each mail's link is `/welcome?share=<token>` (the report",
    'link adds `&report=pdf`); the token signs nobody in. The portal sends it to `POST survey-date-shares/open`',
    "once the recipient is signed in: only the recipient's own token in their own account marks it `opened`",
    "(anyone else's is the same 404 as an unknown one; an admin signed in as the recipient marks nothing). Every",
    'share is recorded in the audit log (`survey-date-shared`).',
    '',
    '**SAML, outside the table.** Two calls of single sign-on are neither JSON nor in the OpenAPI document:',
    "`POST sso/saml/{accountId}/acs`, the identity provider's form post (`SAMLResponse`, `RelayState`; anyone,",
    "within the company sign-in limit), which answers 303 to the portal's `/sso/callback?saml=<code>` (then",
    '`POST sso/saml/finish`) or `/sso/callback?sso_error=<code>`; and `GET sso/saml/{accountId}/metadata`, the',
    "account's SP metadata (`application/samlmetadata+xml`; 404 unless the account signs in with SAML). The",
    'flow: [`sso.md`](sso.md#saml).',
    '',
    '| call | client method | access | body | served |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
