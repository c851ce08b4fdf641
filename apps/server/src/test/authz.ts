import type { RouteName } from '@pulzus/core';
import type { TestApp } from './app';
import type { createTenants } from './fixtures';

/** The cast of the authorization table: tenants A and B with their people and tokens. */
export type AuthzWorld = Awaited<ReturnType<typeof createTenants>> & { t: TestApp };

/** A request against tenant A's data that a rightful caller could make. */
export interface AuthzRequest {
  /** The URL under /api with tenant A's ids, e.g. `/api/survey-dates/12/response-count`. */
  url: string;
  /** A valid JSON body, when the route takes one. */
  payload?: unknown;
}

/**
 * One row of the authorization table: how to build a request on tenant A's data (creating the
 * rows it needs). The table test then checks anonymous → 401, a user on an admin route → 403,
 * and another tenant's caller on A's ids → the same 404 as a missing id.
 */
export interface AuthzCase {
  request(world: AuthzWorld): Promise<AuthzRequest>;
  /** Set when the route takes no id of tenant A (a list or a create): the 404 check is skipped. */
  noTenantIds?: true;
}

/** A domain's rows of the table. */
export type AuthzCases = Partial<Record<RouteName, AuthzCase>>;
