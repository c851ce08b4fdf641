import { ROLE_IDS, type RoleSlug } from '@pulzus/core';

const SLUG_BY_ID = new Map<number, RoleSlug>(
  Object.entries(ROLE_IDS).map(([slug, id]) => [id, slug as RoleSlug]),
);

/** The role slug of a role id (1 admin, 2 user, 3 demo-user; spec 1 §3), or null for an unknown id. */
export function roleSlugOf(roleId: number): RoleSlug | null {
  return SLUG_BY_ID.get(roleId) ?? null;
}
