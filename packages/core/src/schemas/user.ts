import { z } from 'zod';
import { zDateTime, zId } from './common';
import { zRoleSlug } from './role';
import { zUserScope } from './user-scope';

/** A user as listed for admins (spec 1 §3); the API sends the role as a slug. */
export const zUser = z.object({
  id: zId,
  name: z.string(),
  nickname: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: zRoleSlug,
  is_disabled: z.boolean(),
  login_locked_date: zDateTime.nullable(),
  /** The user's scope in the session account, null when unscoped; only the users list sends it (docs/privacy.md "Rule 10"). */
  scope: zUserScope.nullable().optional(),
});
/** A user. */
export type User = z.infer<typeof zUser>;

const zUserFields = z.object({
  name: z.string().trim().min(1),
  email: z.string().trim().min(1).max(254),
  mobile: z.string().trim().nullable().optional(),
  nickname: z.string().trim().min(1),
  role: zRoleSlug,
});

/** The `POST users` payload; `send_set_password_email` is optional (spec 1 §5, §7). */
export const zUserCreatePayload = zUserFields.extend({ send_set_password_email: z.boolean().optional() });
/** The `POST users` payload. */
export type UserCreatePayload = z.infer<typeof zUserCreatePayload>;

/** The `PUT users/{id}` payload: the same fields (spec 1 §7). */
export const zUserUpdatePayload = zUserFields;
/** The `PUT users/{id}` payload. */
export type UserUpdatePayload = z.infer<typeof zUserUpdatePayload>;

/** The answer of `GET users/get-user-list` and `GET users/admin` (spec 1 §7). */
export const zUsersResponse = z.object({ users: z.array(zUser) });
/** The answer of the user list calls. */
export type UsersResponse = z.infer<typeof zUsersResponse>;

/** The payload of `PUT users/{id}/password`, an admin setting a user's password (spec 1 §7). */
export const zUserPasswordPayload = z.object({ password: z.string().min(1) });
/** The payload of `PUT users/{id}/password`. */
export type UserPasswordPayload = z.infer<typeof zUserPasswordPayload>;
