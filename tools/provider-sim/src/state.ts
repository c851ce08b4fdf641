import { generateDataset, type DatasetOptions } from './data/dataset.ts';
import type { Dataset, QuestionRecord, ResponseRecord, ResponseStatus, SurveyRecord } from './data/types.ts';
import { createFaults, type FaultControls } from './faults.ts';
import { createOAuthStore, type OAuthStore } from './oauth/store.ts';
import { createRateLimiter, type RateLimiter, type RateLimits } from './rate-limit.ts';

/** Every read scope an import needs (provider-api §1). */
export const READ_SCOPES: readonly string[] = [
  'users_read',
  'surveys_read',
  'collectors_read',
  'responses_read',
  'responses_read_detail',
];

/** Options of the simulator state (the server adds host, port and URL). */
export interface SimStateOptions extends DatasetOptions {
  /** OAuth client id of the one simulated app. Default `sim-client-1`. */
  clientId?: string;
  /** OAuth client secret. Default `sim-secret-1`. */
  clientSecret?: string;
  /** Registered redirect URIs, matched exactly. Default the Pulzus dev server's `/oauth` on port 3000. */
  redirectUris?: readonly string[];
  /** Request budgets. Default 120 per minute, 500 per day (provider-api §4). */
  rateLimit?: Partial<RateLimits>;
  /** Time source in epoch ms (codes, rate windows, edits). Default `Date.now`. */
  clock?: () => number;
  /** Granted scopes. Default all read scopes. */
  scopes?: readonly string[];
  /** Answer to a `per_page` above the maximum: 400 `1003` or clamp. Default `error`. */
  perPageOverflow?: 'error' | 'clamp';
  /** Body of a revoked token: v3 error `1013` or the legacy `{status: 1, errmsg}`. Default `v3`. */
  revokedBody?: 'v3' | 'legacy';
  /** `/oauth/authorize` without a consent page: approve or deny at once. Default null (show the page). */
  autoDecision?: 'approve' | 'deny' | null;
  /** Prebuilt data (skips generation; shared between test files for speed). */
  data?: Dataset;
}

/** One answered request, for tests that count calls. */
export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
}

/** The live, mutable state of a simulator: data, tokens, limits, faults and fixture controls. */
export interface SimState {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUris: string[];
  readonly data: Dataset;
  readonly limits: RateLimits;
  readonly rateLimiter: RateLimiter;
  readonly faults: FaultControls;
  readonly oauth: OAuthStore;
  readonly scopes: string[];
  readonly requests: RequestLogEntry[];
  readonly clock: () => number;
  perPageOverflow: 'error' | 'clamp';
  revokedBody: 'v3' | 'legacy';
  autoDecision: 'approve' | 'deny' | null;
  /** `access_url` returned by the token exchange; null = the simulator's own URL (set to test regions). */
  accessUrl: string | null;
  /** A ready token, as a private app's settings page would give (no OAuth round trip). */
  issueToken(): string;
  /** Marks a token revoked by the user: later calls answer 401 (provider-api §2.4). */
  revokeToken(token: string): void;
  /** Marks a token expired: later calls answer 401 `1012`. */
  expireToken(token: string): void;
  survey(id: string): SurveyRecord | undefined;
  /** Edits a response now: bumps `date_modified`, optionally changes its status (provider-api §8 item 4). */
  editResponse(responseId: string, changes?: { status?: ResponseStatus }): ResponseRecord;
  /** Deletes a response (invisible to polling, provider-api §8 item 4). */
  deleteResponse(responseId: string): void;
  /** Hides a question (`visible: false`) and bumps the survey's `date_modified` (provider-api §8 item 8). */
  hideQuestion(questionId: string): void;
  /** Appends a single-choice question to a survey's last page and bumps its `date_modified`. */
  addQuestion(surveyId: string, heading: string, choices: readonly string[]): QuestionRecord;
}

function findResponse(data: Dataset, id: string): [SurveyRecord, number] {
  for (const survey of data.surveys) {
    const index = survey.responses.findIndex((r) => r.id === id);
    if (index >= 0) return [survey, index];
  }
  throw new Error(`unknown response ${id}`);
}

/** Creates simulator state, generating the seeded data unless `data` is given. */
export function createSimState(options: SimStateOptions = {}): SimState {
  const clock = options.clock ?? Date.now;
  const limits: RateLimits = { perMinute: 120, perDay: 500, ...options.rateLimit };
  const clientId = options.clientId ?? 'sim-client-1';
  const oauth = createOAuthStore(clock);
  const data = options.data ?? generateDataset(options);
  let nextId = 900_000_000;
  return {
    clientId,
    clientSecret: options.clientSecret ?? 'sim-secret-1',
    redirectUris: [
      ...(options.redirectUris ?? ['http://localhost:3000/oauth', 'http://127.0.0.1:3000/oauth']),
    ],
    data,
    limits,
    rateLimiter: createRateLimiter(limits, clock),
    faults: createFaults(),
    oauth,
    scopes: [...(options.scopes ?? READ_SCOPES)],
    requests: [],
    clock,
    perPageOverflow: options.perPageOverflow ?? 'error',
    revokedBody: options.revokedBody ?? 'v3',
    autoDecision: options.autoDecision ?? null,
    accessUrl: null,
    issueToken: () => oauth.issueToken(clientId),
    revokeToken: (token) => oauth.setStatus(token, 'revoked'),
    expireToken: (token) => oauth.setStatus(token, 'expired'),
    survey: (id) => data.surveys.find((s) => s.id === id),
    editResponse(responseId, changes = {}) {
      const [survey, index] = findResponse(data, responseId);
      const response = survey.responses[index]!;
      response.date_modified = Math.max(Math.floor(clock() / 1000) * 1000, response.date_modified + 1000);
      if (changes.status) response.response_status = changes.status;
      return response;
    },
    deleteResponse(responseId) {
      const [survey, index] = findResponse(data, responseId);
      survey.responses.splice(index, 1);
    },
    hideQuestion(questionId) {
      for (const survey of data.surveys) {
        const question = survey.pages.flatMap((p) => p.questions).find((q) => q.id === questionId);
        if (!question) continue;
        question.visible = false;
        survey.date_modified = clock();
        return;
      }
      throw new Error(`unknown question ${questionId}`);
    },
    addQuestion(surveyId, heading, choices) {
      const survey = data.surveys.find((s) => s.id === surveyId);
      const page = survey?.pages[survey.pages.length - 1];
      if (!survey || !page) throw new Error(`unknown survey ${surveyId}`);
      // Appended last, so the answer slots of existing responses keep their meaning.
      const question: QuestionRecord = {
        id: String(nextId++),
        position: page.questions.length + 1,
        visible: true,
        family: 'single_choice',
        subtype: 'vertical',
        heading,
        choices: choices.map((text, i) => ({ id: String(nextId++), text, position: i + 1, visible: true })),
        rows: [],
        other: null,
        required: null,
      };
      page.questions.push(question);
      survey.date_modified = clock();
      return question;
    },
  };
}
