import { z } from 'zod';
import { ROLE_SLUGS, type RoleSlug } from '../schemas/role';
import { REQUIRED_FIELD, zRequiredText } from './form-errors';

/** Which screen the user form belongs to: /admin/admins or /admin/users (spec 1 §2). */
export type UserScreen = 'admins' | 'users';

/** The roles each screen offers: admins only admin; users user and demo user (spec 1 §5). */
export const USER_SCREEN_ROLES = {
  admins: ['admin'],
  users: ['user', 'demo-user'],
} as const satisfies Record<UserScreen, readonly RoleSlug[]>;

/** The role options of a screen (spec 1 §5). */
export function userRoleOptions(screen: UserScreen): readonly RoleSlug[] {
  return USER_SCREEN_ROLES[screen];
}

/** The default role: admin on the admins screen, user otherwise (spec 1 §5). */
export function defaultUserRole(screen: UserScreen): RoleSlug {
  return screen === 'admins' ? 'admin' : 'user';
}

/** The add/edit user form: name, e-mail, nickname and role required; mobile optional (spec 1 §5). */
export const zUserForm = z.object({
  name: zRequiredText,
  email: zRequiredText,
  nickname: zRequiredText,
  role: z
    .enum(ROLE_SLUGS, { error: REQUIRED_FIELD })
    .nullable()
    .refine((role) => role !== null, { error: REQUIRED_FIELD }),
  mobile: z.string().trim().optional(),
  send_set_password_email: z.boolean().optional(),
});
/** The add/edit user form. */
export type UserForm = z.input<typeof zUserForm>;

/** The user form of one screen: the role must be one the screen offers (spec 1 §5). */
export function userFormSchema(screen: UserScreen) {
  const roles: readonly RoleSlug[] = USER_SCREEN_ROLES[screen];
  return zUserForm.refine((form) => form.role === null || roles.includes(form.role), {
    error: REQUIRED_FIELD,
    path: ['role'],
  });
}

/** The empty add-user form of a screen, with its default role and no set-password e-mail. */
export function newUserForm(screen: UserScreen): UserForm {
  return {
    name: '',
    email: '',
    nickname: '',
    role: defaultUserRole(screen),
    mobile: '',
    send_set_password_email: false,
  };
}
