import { z } from 'zod';
import { zId, zIsoDate } from './common';
import { zChartGraphSlug } from './graph-query';

/**
 * At most this many dimensions in a scope: the privacy pattern covers combinations of three
 * (docs/privacy.md "Rule 3"), so a scope of two leaves the viewer one filter or breakdown of their own.
 */
export const SCOPE_MAX_DIMENSIONS = 2;

/** One demography of a scope: its stable code and the answers (by name) the scope keeps (docs/privacy.md "Rule 10"). */
export const zScopeDemography = z.strictObject({
  code: z.string().trim().min(1).max(100),
  answers: z.array(z.string().trim().min(1).max(200)).min(1).max(100),
});
/** One demography of a scope. */
export type ScopeDemography = z.infer<typeof zScopeDemography>;

/**
 * A scoped viewer's scope (docs/privacy.md "Rule 10"): one box over the dates' dimensions — worker groups by id
 * (empty = every group) and up to two demographies by code with answers by name, so it follows the organisation
 * from date to date — and optionally the graphs the viewer may open (absent = every graph the account enables).
 */
export const zUserScope = z
  .strictObject({
    worker_group_ids: z.array(zId).max(200),
    demographies: z.array(zScopeDemography).max(SCOPE_MAX_DIMENSIONS),
    graphs: z.array(zChartGraphSlug).min(1).optional(),
  })
  .superRefine((scope, ctx) => {
    const dimensions = (scope.worker_group_ids.length > 0 ? 1 : 0) + scope.demographies.length;
    if (dimensions === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['demographies'],
        message: 'a scope needs a worker group or demography',
      });
    if (dimensions > SCOPE_MAX_DIMENSIONS)
      ctx.addIssue({ code: 'custom', path: ['demographies'], message: 'at most two dimensions' });
    const codes = scope.demographies.map((d) => d.code);
    if (new Set(codes).size !== codes.length)
      ctx.addIssue({ code: 'custom', path: ['demographies'], message: 'each demography once' });
  });
/** A scoped viewer's scope. */
export type UserScope = z.infer<typeof zUserScope>;

/** The `PUT users/{id}/scope` payload: the scope, or null to make the user unscoped again. */
export const zUserScopePayload = z.strictObject({ scope: zUserScope.nullable() });
/** The `PUT users/{id}/scope` payload. */
export type UserScopePayload = z.infer<typeof zUserScopePayload>;

/** The `POST users/scope-check` payload: a scope to judge before it is saved. */
export const zUserScopeCheckPayload = z.strictObject({ scope: zUserScope });
/** The `POST users/scope-check` payload. */
export type UserScopeCheckPayload = z.infer<typeof zUserScopeCheckPayload>;

/**
 * What a scope covers on one date with answers: the respondents inside it — only when they are k or more, as any
 * shown population (docs/privacy.md "Rule 1") — and whether its values would be withheld, and why.
 */
export const zScopeCoverage = z.object({
  survey_date_id: zId,
  date: zIsoDate,
  respondents: z.number().int().nonnegative().nullable(),
  withheld: z.enum(['scope-fewer-than-k', 'scope-complement-fewer-than-k']).nullable(),
});
/** What a scope covers on one date. */
export type ScopeCoverage = z.infer<typeof zScopeCoverage>;

/** The answer of `POST users/scope-check`: per date with answers, newest first. */
export const zUserScopeCheckResponse = z.object({
  min_group_size: z.number().int(),
  dates: z.array(zScopeCoverage),
});
/** The answer of `POST users/scope-check`. */
export type UserScopeCheckResponse = z.infer<typeof zUserScopeCheckResponse>;

/** The answer of `GET users/{id}/scope` and `GET session/scope`: the scope, null for an unscoped user. */
export const zUserScopeResponse = z.object({ scope: zUserScope.nullable() });
/** The answer of the scope reads. */
export type UserScopeResponse = z.infer<typeof zUserScopeResponse>;
