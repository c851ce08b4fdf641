import { z } from 'zod';

/** The role slugs as the API sends them (spec 1 §3). */
export const ROLE_SLUGS = ['admin', 'user', 'demo-user'] as const;

/** A role slug (spec 1 §3). */
export const zRoleSlug = z.enum(ROLE_SLUGS);
/** A role slug. */
export type RoleSlug = z.infer<typeof zRoleSlug>;

/** The role ids: 1 admin, 2 user, 3 demo-user (spec 1 §3, §9). */
export const ROLE_IDS = { admin: 1, user: 2, 'demo-user': 3 } as const satisfies Record<RoleSlug, number>;

/** A role id (1, 2 or 3). */
export const zRoleId = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** A role id. */
export type RoleId = z.infer<typeof zRoleId>;

/** A role: id and slug, which must agree (spec 1 §3). */
export const zRole = z
  .object({ id: zRoleId, slug: zRoleSlug })
  .refine((role) => ROLE_IDS[role.slug] === role.id, { message: 'Role id and slug disagree' });
/** A role. */
export type Role = z.infer<typeof zRole>;

/** The i18n label key of a role: `role-admin`, `role-user`, `role-demo-user` (spec 1 §3). */
export function roleLabelKey(slug: RoleSlug): `role-${RoleSlug}` {
  return `role-${slug}`;
}

/** The answer of `GET roles` (spec 1 §7). */
export const zRolesResponse = z.object({ roles: z.array(zRole) });
/** The answer of `GET roles`. */
export type RolesResponse = z.infer<typeof zRolesResponse>;
